import { asc } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#app/server/db/database.server.ts'

type TableWithId = PgTable & { id: PgColumn; $inferSelect: Record<string, unknown> }

/**
 * Every row of each table, by id: a snapshot to compare before and after, named as the tables are
 * passed (`{ orders, audit: auditLog }`).
 */
export async function rowsById<Tables extends Record<string, TableWithId>>(
  db: Database,
  tables: Tables,
): Promise<{ [Name in keyof Tables]: Tables[Name]['$inferSelect'][] }> {
  const rows: Record<string, unknown[]> = {}
  for (const [name, table] of Object.entries(tables)) {
    rows[name] = await db.select().from(table).orderBy(asc(table.id))
  }
  return rows as { [Name in keyof Tables]: Tables[Name]['$inferSelect'][] }
}
