export declare const publicPages: readonly string[]
export declare const templatePages: readonly string[]
