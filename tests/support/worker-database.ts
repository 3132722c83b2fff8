import pg from 'pg'

/**
 * With TEST_DATABASE_URL, integration files run two at a time and must not share one PostgreSQL
 * database: each vitest worker after the first gets its own database beside the named one
 * (`karjaar_test_2`, …), created on first use, and TEST_DATABASE_URL is pointed at it for the files that
 * worker runs. A setup file of the integration project: it runs in the worker before each file.
 */
const base = process.env.TEST_DATABASE_URL
const worker = process.env.VITEST_POOL_ID

if (base && worker && worker !== '1') {
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
}
