import { eq, sql } from 'drizzle-orm'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { siteContent } from '../db/schema.server.ts'

/** The app_meta key whose value moves with every content change (site-content.server.ts reads it). */
export const contentVersionKey = 'content_version'

/** In the transaction of every content change: other processes see the new version and read again. */
export async function bumpContentVersion(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`
    insert into app_meta (key, value) values (${contentVersionKey}, '1')
    on conflict (key) do update set value = (app_meta.value::bigint + 1)::text`)
}

/**
 * Stores one document (the business facts, the privacy settings, a material's texts) in the caller's
 * transaction, with its audit entry (entity 'content', the key as its id) and the version bump.
 */
export async function writeDocument(
  tx: Pick<Database, 'insert' | 'execute'>,
  key: string,
  value: unknown,
  admin: string,
  before: unknown,
): Promise<void> {
  await tx
    .insert(siteContent)
    .values({ key, value, updatedBy: admin })
    .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedBy: admin, updatedAt: new Date() } })
  await recordAudit(tx, { admin, action: 'update', entity: 'content', entityId: key, before, after: value })
  await bumpContentVersion(tx)
}

/**
 * Deletes one document in the caller's transaction (the page reads its built-in texts again), audited
 * as 'restore' with `after` as what is shown now, and bumps the version. False when there was none.
 */
export async function deleteDocument(
  tx: Pick<Database, 'delete' | 'insert' | 'execute'>,
  key: string,
  admin: string,
  after: unknown,
  action: 'restore' | 'update' = 'restore',
): Promise<boolean> {
  const [deleted] = await tx
    .delete(siteContent)
    .where(eq(siteContent.key, key))
    .returning({ value: siteContent.value })
  if (!deleted) return false
  await bumpContentVersion(tx)
  await recordAudit(tx, { admin, action, entity: 'content', entityId: key, before: deleted.value, after })
  return true
}
