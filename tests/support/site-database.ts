import pg from 'pg'

/**
 * The database a test server runs on. In the integration project it is the server's own embedded
 * database in its data directory; in the integration-postgres project (TEST_DATABASE_URL, one database
 * per vitest worker, tests/support/worker-database.ts) it is a new, empty PostgreSQL database beside
 * the worker's, created for this server and dropped with it, so a server starts on the same fresh state
 * as on PGlite and migrates and seeds it itself.
 */
export const projectDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined

let created = 0

export interface SiteDatabase {
  readonly url: string
  drop(): Promise<void>
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function createSiteDatabase(base: string): Promise<SiteDatabase> {
  const url = new URL(base)
  created += 1
  const name = `${decodeURIComponent(url.pathname.slice(1))}_site_${process.pid}_${created}`
  await withAdmin(base, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
    await client.query(`create database ${client.escapeIdentifier(name)}`)
  })
  url.pathname = `/${encodeURIComponent(name)}`
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(base, async (client) => {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
      }),
  }
}
