export declare function emptyPostgresSchema(url: string): Promise<void>
