import { and, desc, eq } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database.server.ts'
import { auditLog } from '../db/schema.server.ts'

/** What staff changed, by whom and when: shown on the product and order detail. */
export type AuditEntity =
  | 'product'
  | 'order'
  | 'inquiry'
  | 'blog_post'
  | 'mail'
  | 'closing_day'
  | 'deliveries_feed'
  /** The owner's content documents; the entity id is the key ('business', 'privacy', 'material:…'). */
  | 'content'
  /** One entry of a home-page collection. */
  | 'content_item'
  /** An invoice's payments, crediting and reminder setting. */
  | 'invoice'
  /** A bank statement's import; the entity id is the day of import. */
  | 'bank_statement'
  /** A business account: its decisions, terms, prices and people. */
  | 'customer'

export interface AuditEntry {
  id: number
  adminUsername: string
  action: string
  entity: AuditEntity
  entityId: string
  before: unknown
  after: unknown
  createdAt: Date
}

/** Written in the same transaction as the change it describes. */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  entry: {
    admin: string
    action: string
    entity: AuditEntity
    entityId: string | number
    before?: unknown
    after?: unknown
  },
) {
  await db.insert(auditLog).values({
    adminUsername: entry.admin,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** Inserts one row and records the 'create' entry, `after` reading the stored row, in the caller's transaction. */
export async function insertAudited<T extends PgTable & { id: PgColumn }>(
  tx: Database,
  table: T,
  entry: {
    values: PgInsertValue<T>
    admin: string
    entity: AuditEntity
    after: (row: T['$inferSelect']) => unknown
  },
): Promise<T['$inferSelect']> {
  const [row] = (await tx.insert(table).values(entry.values).returning()) as (T['$inferSelect'] & {
    id: number
  })[]
  if (!row) throw new Error(`No row was stored for ${entry.entity}`)
  await recordAudit(tx, {
    admin: entry.admin,
    action: 'create',
    entity: entry.entity,
    entityId: row.id,
    after: entry.after(row),
  })
  return row
}

/**
 * One row's update and what its audit entry says besides the row's id: `set` are the new values,
 * `after` reads the updated row.
 */
export interface RowChange<T extends PgTable> {
  set: PgUpdateSetSource<T>
  admin: string
  action: string
  entity: AuditEntity
  before?: unknown
  after: (row: T['$inferSelect']) => unknown
}

/**
 * Updates the row with this id and records the change's audit entry, in the caller's transaction.
 * Undefined, with nothing recorded, when there is no such row.
 */
export async function updateAudited<T extends PgTable & { id: PgColumn }>(
  tx: Database,
  table: T,
  id: number,
  { set, after, ...entry }: RowChange<T>,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = (await tx.update(table).set(set).where(eq(table.id, id)).returning()) as T['$inferSelect'][]
  if (!row) return undefined
  await recordAudit(tx, { ...entry, entityId: id, after: after(row) })
  return row
}

/**
 * Deletes the row with this id and records the 'delete' entry, `before` reading the deleted row, in the
 * caller's transaction. False, with nothing recorded, when there is no such row.
 */
export async function deleteAudited<T extends PgTable & { id: PgColumn }>(
  tx: Database,
  table: T,
  id: number,
  entry: { admin: string; entity: AuditEntity; before: (row: T['$inferSelect']) => unknown },
): Promise<boolean> {
  const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as T['$inferSelect'][]
  if (!row) return false
  await recordAudit(tx, {
    admin: entry.admin,
    action: 'delete',
    entity: entry.entity,
    entityId: id,
    before: entry.before(row),
  })
  return true
}

export async function listAudit(
  db: Database,
  entity: AuditEntity,
  entityId: string | number,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, entity: row.entity as AuditEntity }))
}

/** An audit entry as the staff API gives it (an order's or inquiry's history). */
export function auditJson(entry: AuditEntry) {
  return {
    admin: entry.adminUsername,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    at: entry.createdAt.toISOString(),
  }
}
