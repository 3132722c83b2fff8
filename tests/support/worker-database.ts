import pg from 'pg'

/**
 * With TEST_DATABASE_URL, integration files run two at a time and must not share one PostgreSQL
 * database: each vitest worker after the first gets its own database beside the named one
 * (`karjaar_test_2`, …), created on first use, and TEST_DATABASE_URL is pointed at it for the files that
 * worker runs. A setup file of the integration project: it runs in the worker before each file.
 */
const worker = process.env.VITEST_POOL_ID
/**
 * The integration projects do not isolate their files (ADR 064): this file runs again in the same process
 * before each file, where TEST_DATABASE_URL may already name this worker's database.
 */
const chosen = globalThis as { workerDatabase?: { base: string; url: string } }
const current = process.env.TEST_DATABASE_URL
const base = current && chosen.workerDatabase?.url === current ? chosen.workerDatabase.base : current

if (base && chosen.workerDatabase?.base === base) {
  process.env.TEST_DATABASE_URL = chosen.workerDatabase.url
} else if (base && worker && worker !== '1') {
  const url = new URL(base)
  const name = `${decodeURIComponent(url.pathname.slice(1))}_${worker}`
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
  url.pathname = `/${encodeURIComponent(name)}`
  process.env.TEST_DATABASE_URL = url.toString()
  chosen.workerDatabase = { base, url: url.toString() }
}
