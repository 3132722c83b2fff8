import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { log } from '../log.server.ts'
import { projectRoot } from '../ops/project-root.server.ts'
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.server.ts'
import { guardPoolAgainstOutages } from './outage-breaker.server.ts'
import * as schema from './schema.server.ts'

export type Schema = typeof schema
/** The common type of the embedded and the server database: every query is written once for both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/** The rows of a raw SQL statement run with `execute`, on either database. */
export function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite's driver an array-like result.
  return ((result as { rows?: unknown }).rows ?? result) as T[]
}

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  /**
   * Subscribes to a NOTIFY channel: `onPayload` for each notification, `onLost` once when the subscription
   * ends without `stop` (its connection lost). Resolves once subscribed, with `read` to run a query on the
   * listening connection itself, whose answer comes before any notification of a later commit. A connection
   * lost before then rejects the promise instead: `onLost` is only ever called after it has resolved.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (error: unknown) => void,
  ): Promise<Subscription>
  close(): Promise<void>
}

export interface Subscription {
  read(sql: string): Promise<Record<string, unknown>[]>
  stop(): Promise<void>
}

export const migrationsFolder = path.join(projectRoot, 'drizzle')

// One lock id for "migrate and seed", so that several app processes starting at once on one
// PostgreSQL take turns instead of racing through the same migration.
export const migrationLockId = 7_301_947_001

/**
 * PGlite's WebAssembly memory only grows: PostgreSQL's default 128 MB of shared buffers would stay
 * resident for a database of a few megabytes. 32 MB holds this site's tables many times over.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

/**
 * Creates a new PGlite data directory (initdb) in a worker thread. Creating one in this process would
 * leave initdb's WebAssembly memory (about 500 MB) resident until the process ends; the worker gives it
 * back when it exits. The CommonJS build is loaded there, by its resolved path.
 */
async function createPgliteDirectory(dataDir: string): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const code = `
    const { workerData } = require('node:worker_threads')
    const { PGlite } = require(workerData.pglitePath)
    const db = new PGlite(workerData.dataDir)
    db.waitReady.then(() => db.close()).catch((error) => {
      console.error(error)
      process.exitCode = 1
    })
  `
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { pglitePath, dataDir } })
    worker.on('error', reject)
    worker.on('exit', (exitCode) =>
      exitCode === 0 ? resolve() : reject(new Error(`Creating the database in ${dataDir} failed`)),
    )
  })
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // One process at a time on a directory (ADR 027); refused at once with EmbeddedDatabaseInUse.
  const unlock = dataDir ? lockEmbeddedDatabase(dataDir) : () => {}
  let client: PGlite
  try {
    if (dataDir) {
      await mkdir(dataDir, { recursive: true })
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteDirectory(dataDir)
    }
    client = new PGlite(dataDir, { startParams: pgliteStartParams })
    await client.waitReady
    await migratePglite(drizzlePglite(client), { migrationsFolder })
  } catch (error) {
    unlock()
    throw error
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  let closed = false
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (closed) throw new Error('The database is closed')
      await client.query('select 1')
    },
    async listen(channel, onPayload) {
      // In-process: PGlite delivers a notification to its callback as the committing statement ends, and
      // this connection is never lost.
      const unlisten = await client.listen(channel, onPayload)
      return {
        read: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
        stop: () => (closed ? Promise.resolve() : unlisten()),
      }
    },
    async close() {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        unlock()
      }
    },
  }
}

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // Loaded here rather than with the server: a site on its embedded database never uses the PostgreSQL
  // client, which took a fifth of a second of CPU at every start of a server or a command.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const migrationClient = new pg.Client({ connectionString: databaseUrl })
  await migrationClient.connect()
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [migrationLockId])
    await migratePg(drizzlePg(migrationClient), { migrationsFolder })
  } finally {
    await migrationClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {})
    await migrationClient.end()
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A server that stops answering without closing the connection must not hold a request (or the
    // mail worker) forever: the query fails, the pool drops that connection, and the caller answers 503.
    query_timeout: 15_000,
    keepAlive: true,
  })
  guardPoolAgainstOutages(pool)
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL: idle client lost its connection'))
  const db = drizzlePg(pool, { schema }) as unknown as Database
  let closed = false
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1')
    },
    async listen(channel, onPayload, onLost) {
      // A connection of its own: a pooled one is shared and may be dropped while idle.
      const client = new pg.Client({
        connectionString: databaseUrl,
        keepAlive: true,
        query_timeout: 15_000,
        // Named in pg_stat_activity, so that an operator (and the tests) can tell it from the pool's.
        application_name: `karjaar listener: ${channel}`,
      })
      let stopped = false
      let lost = false
      let subscribed = false
      const lose = (error: unknown) => {
        if (stopped || lost) return
        lost = true
        client.end().catch(() => {})
        // A connection lost while it is being set up (pg emits 'end' on the tick after connect() failed)
        // is that attempt's error, thrown below: the caller holds no subscription yet to lose.
        if (subscribed) onLost(error)
      }
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '')
      })
      client.on('error', lose)
      client.on('end', () => lose(new Error('The listening connection ended')))
      try {
        await client.connect()
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        if (lost) throw new Error('The listening connection ended while it was being set up')
        subscribed = true
      } catch (error) {
        stopped = true
        await client.end().catch(() => {})
        throw error
      }
      return {
        read: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
        async stop() {
          stopped = true
          await client.end().catch(() => {})
        },
      }
    },
    async close() {
      if (closed) return
      closed = true
      // pool.end() waits for every connection to say goodbye; one stuck behind a server that stopped
      // answering never does, and a stopping server must not wait for it (systemd would kill it instead).
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        pool.end(),
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            log.warn('PostgreSQL: connections did not close in 5 s; stopping without them')
            resolve()
          }, 5_000)
          timer.unref()
        }),
      ])
      clearTimeout(timer)
    },
  }
}

export function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'db'))
}

/**
 * For `npm run admin|retention`: the database, or null after one Estonian line on stderr when another
 * process (the server, another command) has the embedded database open.
 */
export async function openDatabaseForCommand(options: {
  dataDir: string
  databaseUrl: string | undefined
}): Promise<DatabaseHandle | null> {
  try {
    return await openDatabase(options)
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error
    console.error(error.message)
    return null
  }
}
