import type { Config } from './config.server.ts'
import type { Database, DatabaseHandle } from './db/database.server.ts'

/**
 * What the server opened at start: its configuration and database. Route modules read it through
 * these accessors. Kept on globalThis so that the development server's module reloads share one open
 * database instead of opening a second one.
 */
export interface Runtime {
  config: Config
  database: DatabaseHandle
  /** See signing-secret.server.ts. */
  signingSecret: string
}

const holder = globalThis as typeof globalThis & { __quarryRuntime?: Runtime }

export function setRuntime(runtime: Runtime | undefined) {
  holder.__quarryRuntime = runtime
}

export function getRuntime(): Runtime {
  const runtime = holder.__quarryRuntime
  if (!runtime) throw new Error('The server has not been started: configuration and database are missing')
  return runtime
}

export function getDb(): Database {
  return getRuntime().database.db
}

export function getConfig(): Config {
  return getRuntime().config
}

/** The started server's configuration, or undefined outside a started server (a unit test, a command). */
export function startedConfig(): Config | undefined {
  return holder.__quarryRuntime?.config
}
