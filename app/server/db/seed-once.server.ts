import { eq, sql } from 'drizzle-orm'
import { type Database, migrationLockId } from './database.server.ts'
import { appMeta } from './schema.server.ts'

/** The transaction a seed writes in. */
export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Stores built-in rows once per installation: in one transaction, under the lock that several
 * processes starting on one PostgreSQL take turns at. When app_meta already has `key`, nothing is done
 * and the answer is `skipped`; otherwise `seed` runs and `key` is set to the time.
 */
export async function seedOnce<Result>(
  db: Database,
  key: string,
  skipped: Result,
  seed: (tx: SeedTransaction) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`)
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, key))
    if (done.length > 0) return skipped
    const result = await seed(tx)
    await tx.insert(appMeta).values({ key, value: new Date().toISOString() })
    return result
  })
}
