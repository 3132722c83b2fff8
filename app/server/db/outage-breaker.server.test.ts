import { createServer } from 'node:net'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { guardPoolAgainstOutages, isOutOfReach } from './outage-breaker.server.ts'

/** A port where nothing listens: every connection is refused, as when PostgreSQL is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('guardPoolAgainstOutages', () => {
  const pools: pg.Pool[] = []
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()))
  })

  it('after a refused connection, fails at once until the pause is over, then tries again', async () => {
    const port = await closedPort()
    const pool = new pg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${port}/z`, max: 2 })
    pools.push(pool)
    const breaker = guardPoolAgainstOutages(pool, 300)

    await expect(pool.query('select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(breaker.isPaused()).toBe(true)
    await expect(pool.query('select 1')).rejects.toThrow(/out of reach/)
    await expect(pool.connect()).rejects.toThrow(/out of reach/)

    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(breaker.isPaused()).toBe(false)
    await expect(pool.connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(breaker.isPaused()).toBe(true)
  })

  it('tells an answer of the server (SQLSTATE) from a server out of reach', () => {
    expect(isOutOfReach(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isOutOfReach(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false)
    expect(isOutOfReach(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isOutOfReach(new Error('Query read timeout'))).toBe(true)
    expect(isOutOfReach(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })
})
