export declare const saxonJar: string
export declare function missingPackages(): string[]
export declare function ensureSystemPackages(): string | undefined
