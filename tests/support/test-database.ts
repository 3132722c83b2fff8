import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { inject } from 'vitest'
import { type DatabaseHandle, openPglite, openPostgres } from '#app/server/db/database.server.ts'
import { emptyPostgresSchema } from '../../scripts/empty-postgres.js'
import { copyDatabaseTemplate } from './database-template.ts'

/**
 * A real, migrated database for integration tests: in-memory PGlite by default, or the PostgreSQL
 * server named by TEST_DATABASE_URL (CI runs the integration suite against both). Each call gives a
 * fresh, empty database.
 */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    await emptyPostgresSchema(url)
    return openPostgres(url)
  }
  // A copy of the run's migrated template (tests/support/database-template.ts) opens in well under a
  // second; a new in-memory database runs initdb and every migration, several seconds of CPU each time.
  const template = inject('databaseTemplate')
  if (!template) return openPglite(undefined)
  const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-db-'))
  try {
    await copyDatabaseTemplate(template, dir)
    const handle = await openPglite(path.join(dir, 'db'))
    return {
      ...handle,
      async close() {
        try {
          await handle.close()
        } finally {
          await rm(dir, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

/** Kept here for the tests that import it with the test database; it lives beside the benchmark's scripts. */
export { emptyPostgresSchema }

/**
 * Empties every table and restarts the id sequences, keeping the schema. Only the tables that hold rows
 * or whose ids were used are truncated: the rest are as a truncate would leave them already, and on the
 * embedded database each truncated table costs new files (all 31 took about 0.4 s, twice as long as the
 * two a test typically fills).
 */
export async function resetDatabase(handle: DatabaseHandle) {
  const rowsOf = async (query: SQL) => {
    const result = await handle.db.execute<{ tablename: string }>(query)
    // node-postgres answers { rows }, PGlite's driver an array-like result: accept both.
    return ((result as { rows?: unknown }).rows ?? result) as { tablename: string }[]
  }
  const tables = await rowsOf(sql`select tablename from pg_tables where schemaname = 'public'`)
  if (tables.length === 0) return
  const holdingRows = await rowsOf(
    sql.raw(
      tables
        .map(
          ({ tablename }) => `select '${tablename}' as tablename where exists (select from "${tablename}")`,
        )
        .join(' union all '),
    ),
  )
  // A sequence that handed out a value since its last restart, and the table that owns it.
  const usedIds = await rowsOf(sql`
    select distinct tbl.relname as tablename
    from pg_sequences used
    join pg_class seq on seq.relname = used.sequencename and seq.relnamespace = 'public'::regnamespace
    join pg_depend dep on dep.objid = seq.oid and dep.deptype in ('a', 'i')
      and dep.classid = 'pg_class'::regclass and dep.refclassid = 'pg_class'::regclass
    join pg_class tbl on tbl.oid = dep.refobjid
    where used.schemaname = 'public' and used.last_value is not null`)
  const names = new Set([...holdingRows, ...usedIds].map((row) => `"${row.tablename}"`))
  if (names.size > 0)
    await handle.db.execute(sql.raw(`truncate ${[...names].join(', ')} restart identity cascade`))
}

/**
 * A real embedded database in which none of our tables is found, so that every query for them fails: a copy
 * of the run's template whose connection looks only in an empty schema. A new PGlite instead runs initdb:
 * 6 CPU-seconds against 2 (measured). Close it after use: that removes its directory too.
 */
export async function openDatabaseWithoutTables(): Promise<{ client: PGlite; close(): Promise<void> }> {
  const template = inject('databaseTemplate')
  if (!template) {
    const client = new PGlite()
    return { client, close: () => client.close() }
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-no-tables-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    await copyDatabaseTemplate(template, dir)
    const client = new PGlite(path.join(dir, 'db'))
    await client.exec('create schema no_tables; set search_path to no_tables')
    return {
      client,
      close: async () => {
        try {
          await client.close()
        } finally {
          await remove()
        }
      },
    }
  } catch (error) {
    await remove()
    throw error
  }
}
