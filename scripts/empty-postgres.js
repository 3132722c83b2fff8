import pg from 'pg'

/**
 * Drops every table, and the migrations' record, of the PostgreSQL database at `url`: a server started
 * on it migrates from scratch. For the benchmark's sections and the tests' PostgreSQL pass.
 */
export async function emptyPostgresSchema(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('drop schema if exists public cascade')
    await client.query('drop schema if exists drizzle cascade')
    await client.query('create schema public')
  } finally {
    await client.end()
  }
}
