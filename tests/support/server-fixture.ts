import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import {
  type Database,
  type DatabaseHandle,
  openPglite,
  openPostgres,
} from '#app/server/db/database.server.ts'
import { copyDatabaseTemplate } from './database-template.ts'
import { type RunningServer, startServer } from './server-process.ts'
import { createSiteDatabase, projectDatabaseUrl, type SiteDatabase } from './site-database.ts'
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts'

type Env = Record<string, string | undefined>

export interface SiteOptions {
  /**
   * Environment of the server, over server-process's defaults (built-in geo, 127.0.0.1, a free port).
   * A function is read when the server starts, after the file's earlier beforeAll hooks (a peer's URL).
   */
  env?: Env | (() => Env)
  /** Start a real SMTP peer and point SMTP_URL at it. */
  smtp?: boolean
  /** Runs with the new data directory before anything else, e.g. to put a file there. */
  beforeStart?: (dataDir: string) => Promise<void>
  /** Runs on the server's own embedded database before the server starts (it then seeds the rest). */
  prepare?: (db: Database) => Promise<void>
  /** How long the server may take to answer /healthz. */
  timeoutMs?: number
}

export interface TestSite {
  readonly url: string
  readonly server: RunningServer
  /** The SMTP peer; only with `smtp: true`. */
  readonly smtp: SmtpPeer
  /** The server's temporary data directory, removed when the site is disposed. */
  readonly dataDir: string
  /** Stops the server (the data directory stays): its embedded database can then be opened. */
  stop(): Promise<void>
  /** Starts the server again on the same data directory and SMTP peer, with `env` over the first one. */
  restart(env?: Env): Promise<void>
  /**
   * Opens the server's database: its embedded one (stop the server first: one process a directory), or
   * its PostgreSQL database in the integration-postgres project. Close it after use.
   */
  openDatabase(): Promise<DatabaseHandle>
  /** Which database the server runs on: the project's (see tests/support/site-database.ts). */
  readonly databaseKind: 'pglite' | 'postgres'
  /**
   * What a command (`npm run admin`, `npm run backup` …) needs to reach the server's database: its
   * DATA_DIR, and its DATABASE_URL on PostgreSQL.
   */
  readonly commandEnv: Record<string, string>
  /** Stops the server and the SMTP peer and removes the data directory. */
  dispose(): Promise<void>
}

/** Google as the geo provider, with keys that no Google server will ever be asked about (tests have no network). */
export const googleWithoutNetworkEnv = {
  GEO_PROVIDER: 'google',
  GOOGLE_MAPS_SERVER_KEY: 'test',
  GOOGLE_MAPS_API_KEY: 'test',
}

/** Several servers start one after another in a run, on machines that may be busy: generous. */
const startTimeoutMs = 120_000

/**
 * The timeout of a test that starts or restarts a server itself: the start's own allowance and a minute
 * for the test's work. The project's 30 s is less than one start on a busy two-core machine: at load 14-16
 * blog-built-in-posts' restart and second site timed out at 30 s, their work done in 8-13 s otherwise.
 */
export const serverStartAllowance = startTimeoutMs + 60_000

/**
 * The production server with a temporary data directory of its own (a copy of the run's database
 * template when there is one) and, when asked, a real SMTP peer wired through SMTP_URL. For a server inside one test; `setupServer` gives one to a whole file.
 */
export async function startSite(options: SiteOptions = {}): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-test-'))
  let smtp: SmtpPeer | undefined
  let server: RunningServer | undefined
  let database: SiteDatabase | undefined
  const dispose = async () => {
    await server?.stop()
    await smtp?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  const openDatabase = () => (database ? openPostgres(database.url) : openPglite(path.join(dataDir, 'db')))
  const baseEnv = typeof options.env === 'function' ? options.env() : options.env
  const start = async (env: Env = {}) => {
    server = await startServer({
      dataDir,
      timeoutMs: options.timeoutMs ?? startTimeoutMs,
      env: {
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...baseEnv,
        ...env,
      },
    })
  }
  try {
    const postgres = projectDatabaseUrl()
    if (postgres) database = await createSiteDatabase(postgres)
    else {
      const template = inject('databaseTemplate')
      if (template) await copyDatabaseTemplate(template, dataDir)
    }
    await options.beforeStart?.(dataDir)
    if (options.prepare) {
      const handle = await openDatabase()
      try {
        await options.prepare(handle.db)
      } finally {
        await handle.close()
      }
    }
    if (options.smtp) smtp = await startSmtpPeer()
    await start()
  } catch (error) {
    await dispose()
    throw error
  }
  const running = () => {
    if (!server) throw new Error('The server is not running')
    return server
  }
  return {
    get url() {
      return running().url
    },
    get server() {
      return running()
    },
    get smtp() {
      if (!smtp) throw new Error('This site was started without `smtp: true`')
      return smtp
    },
    dataDir,
    databaseKind: database ? 'postgres' : 'pglite',
    commandEnv: { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
    stop: async () => {
      await server?.stop()
    },
    restart: async (env) => {
      await server?.stop()
      await start(env)
    },
    openDatabase,
    dispose,
  }
}

/**
 * One server (see `startSite`) for a whole test file: started in beforeAll, disposed in afterAll.
 * Read its properties inside hooks and tests, not while the file loads.
 */
export function setupServer(options: SiteOptions = {}): TestSite {
  let site: TestSite | undefined
  const started = () => {
    if (!site) throw new Error('The server starts in beforeAll: use it inside a hook or a test')
    return site
  }
  beforeAll(
    async () => {
      site = await startSite(options)
    },
    (options.timeoutMs ?? startTimeoutMs) + 60_000,
  )
  afterAll(async () => {
    await site?.dispose()
  })
  // Every property and method is the started site's, looked up when it is used.
  return new Proxy({} as TestSite, { get: (_target, key) => Reflect.get(started(), key) })
}
