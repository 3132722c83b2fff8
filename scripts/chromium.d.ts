export declare const defaultChromiumPath: string
export declare const chromiumPath: string
export declare const chromiumFlags: readonly string[]
