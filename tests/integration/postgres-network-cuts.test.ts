import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type DatabaseHandle, openPostgres } from '#app/server/db/database.server.ts'
import { guardPoolAgainstOutages } from '#app/server/db/outage-breaker.server.ts'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts'

/**
 * The network path to PostgreSQL cut at awkward moments, through a TCP proxy. PostgreSQL only: the
 * embedded database has no network path to cut.
 * - A transaction whose query goes unanswered fails by its query timeout, and its ROLLBACK fails the
 *   same way. Its connection must not go back to the pool: once the path is back, PostgreSQL would still
 *   hold the open transaction there, and the next transaction on that connection would commit the failed
 *   one's half with its own.
 * - A listening connection lost while it is being set up fails that listen(); it is not reported as a
 *   lost subscription (the content version's watcher, given one before it held it, ended the process).
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined
const table = 'stalled_transaction_probe'

async function proxyFor(url: string) {
  const target = new URL(url)
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const viaProxy = new URL(url)
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  return { proxy, viaProxy: viaProxy.toString() }
}

describe.skipIf(!databaseUrl)('a transaction cut off mid-way on PostgreSQL', () => {
  let proxy: TcpProxy
  let pool: pg.Pool
  const direct = () => new pg.Client({ connectionString: databaseUrl })

  beforeAll(async () => {
    const client = direct()
    await client.connect()
    await client.query(`drop table if exists ${table}; create table ${table} (label text not null)`)
    await client.end()
    let viaProxy: string
    ;({ proxy, viaProxy } = await proxyFor(databaseUrl as string))
    // One connection, so that the transaction after the outage gets the one the failed transaction had.
    pool = new pg.Pool({ connectionString: viaProxy, max: 1, query_timeout: 500 })
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

describe.skipIf(!databaseUrl)('a listening connection cut on PostgreSQL', () => {
  let proxy: TcpProxy
  let handle: DatabaseHandle

  beforeAll(async () => {
    let viaProxy: string
    ;({ proxy, viaProxy } = await proxyFor(databaseUrl as string))
    handle = await openPostgres(viaProxy)
  })

  afterAll(async () => {
    await handle?.close()
    await proxy?.close()
  })

  it('fails listen() when the connection is lost while it is set up, and never reports it as lost', async () => {
    const onLost = vi.fn()
    await proxy.set('hang')
    const attempt = handle.listen('content_version', () => {}, onLost)
    const settled = attempt.then(
      () => 'subscribed',
      (error: Error) => error.message,
    )
    // The attempt's connection is held unanswered; back up, the proxy drops it.
    await vi.waitFor(() => expect(proxy.stats().held).toBe(1), { timeout: 10_000, interval: 10 })
    await proxy.set('up')
    expect(await settled).toMatch(/terminated|ended|reset|closed/i)
    // pg announces the end on the tick after the failed connect (a nextTick, before the rejection above
    // was seen): one turn of the event loop more holds anything later.
    await new Promise((resolve) => setImmediate(resolve))
    expect(onLost).not.toHaveBeenCalled()
  })

  it('reports a subscription whose connection is cut once, and a new one listens again', async () => {
    const onLost = vi.fn()
    const subscription = await handle.listen('content_version', () => {}, onLost)
    expect(await subscription.read('select 1 as one')).toEqual([{ one: 1 }])
    await proxy.set('refuse')
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 10 })
    await proxy.set('up')
    const again = await handle.listen('content_version', () => {}, vi.fn())
    expect(await again.read('select 2 as two')).toEqual([{ two: 2 }])
    await again.stop()
    await subscription.stop()
    expect(onLost).toHaveBeenCalledTimes(1)
  })
})
