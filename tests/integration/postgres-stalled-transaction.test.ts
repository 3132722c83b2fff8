import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardPoolAgainstOutages } from '#app/server/db/outage-breaker.server.ts'
import { startTcpProxy, type TcpProxy } from '../drills/tcp-proxy.ts'

/**
 * A transaction whose query goes unanswered (the network path to PostgreSQL stalls) fails by its query
 * timeout, and its ROLLBACK fails the same way. Its connection must not go back to the pool: once the
 * path is back, PostgreSQL would still hold the open transaction there, and the next transaction on that
 * connection would commit the failed one's half with its own. PostgreSQL only: the embedded database has
 * no network path to stall.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined
const table = 'stalled_transaction_probe'

describe.skipIf(!databaseUrl)('a transaction cut off mid-way on PostgreSQL', () => {
  let proxy: TcpProxy
  let pool: pg.Pool
  const direct = () => new pg.Client({ connectionString: databaseUrl })

  beforeAll(async () => {
    const client = direct()
    await client.connect()
    await client.query(`drop table if exists ${table}; create table ${table} (label text not null)`)
    await client.end()
    const target = new URL(databaseUrl as string)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const viaProxy = new URL(databaseUrl as string)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    // One connection, so that the transaction after the outage gets the one the failed transaction had.
    pool = new pg.Pool({ connectionString: viaProxy.toString(), max: 1, query_timeout: 500 })
    pool.on('error', () => {})
  })

  afterAll(async () => {
    await pool?.end().catch(() => {})
    await proxy?.close()
    const client = direct()
    await client.connect()
    await client.query(`drop table if exists ${table}`)
    await client.end()
  })

  it('drops the connection, so that the failed half is never committed by the next transaction', async () => {
    const breaker = guardPoolAgainstOutages(pool, 100)
    const db = drizzle(pool)
    const stalled = db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${table} (label) values ('failed half')`))
      await proxy.set('hang')
      await tx.execute(sql.raw(`insert into ${table} (label) values ('never answered')`))
    })
    await expect(stalled).rejects.toThrow()
    // The outage was felt: the stalled connection was cut off, and the breaker saw it.
    expect(proxy.stats().stalled).toBe(1)
    expect(breaker.isPaused()).toBe(true)

    await proxy.set('up')
    await expect
      .poll(async () => {
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql.raw(`insert into ${table} (label) values ('next transaction')`))
          })
          return 'committed'
        } catch (error) {
          return (error as Error).message
        }
      })
      .toBe('committed')

    const client = direct()
    await client.connect()
    const { rows } = await client.query(`select label from ${table} order by label`)
    await client.end()
    expect(rows.map((row) => row.label)).toEqual(['next transaction'])
  })
})
