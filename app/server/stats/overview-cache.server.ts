import { eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Database } from '../db/database.server.ts'
import { appMeta } from '../db/schema.server.ts'

/**
 * The overview's figures, kept in each process's memory until the orders change. Every change of the
 * orders moves app_meta's orders_version (a statement trigger, drizzle/0011_orders_version.sql), which is
 * part of the key, so a kept answer is never older than the orders; the day is part of it too (what is
 * 'now' and 'the next 7 days' moves at midnight). Reading the version costs one row: the aggregation over
 * the orders runs once per change and period, not once per request.
 */

/**
 * Per database: a process has one, but a test process opens many, whose versions may coincide while their
 * orders differ.
 */
const keptPerDatabase = new WeakMap<Database, LRUCache<string, Promise<unknown>>>()

function keptFor(db: Database) {
  let kept = keptPerDatabase.get(db)
  if (!kept) {
    kept = new LRUCache<string, Promise<unknown>>({ max: 64 })
    keptPerDatabase.set(db, kept)
  }
  return kept
}

async function ordersVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, 'orders_version'))
  return row?.value ?? '0'
}

/** `compute()`'s answer for `key` at the orders' current version, computed once for requests that ask at once. */
export async function keptUntilOrdersChange<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const full = `${await ordersVersion(db)}|${key}`
  const kept = keptFor(db)
  const found = kept.get(full) as Promise<T> | undefined
  if (found) return found
  const answer = compute()
  kept.set(full, answer)
  // A failed computation is not kept: the next request tries again.
  answer.catch(() => kept.delete(full))
  return answer
}
