export declare const publicPages: readonly string[]
