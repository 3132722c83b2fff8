import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '#app/server/db/database.server.ts'
import { keptUntilOrdersChange } from '#app/server/stats/overview-cache.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { generateOrders, insertOrders } from '../support/generated-orders.ts'

/**
 * The overview's figures kept in memory (overview-cache.server.ts) on the test database: computed once
 * per version of the orders, again after any change of them, and never handed to another database whose
 * orders' version happens to be the same (a test process opens many; ADR 064).
 */

const database = setupTestDatabase()

describe('the overview figures kept until the orders change', () => {
  it('computes once per version of the orders, and again after a change', async () => {
    const db = database.db
    let computed = 0
    const figures = () =>
      keptUntilOrdersChange(db, 'test|period', async () => {
        computed += 1
        return computed
      })
    expect(await figures()).toBe(1)
    expect(await figures()).toBe(1)
    await insertOrders(db, generateOrders({ today: '2026-11-02', days: 30, count: 3 }))
    expect(await figures()).toBe(2)
    expect(await figures()).toBe(2)
    expect(computed).toBe(2)
  })

  it("keeps each database's figures apart, whatever their versions", async () => {
    const db = database.db
    // Another handle (here, over the same rows): its figures are its own, though the version is the same.
    const other = new Proxy(db, {}) as Database
    const version = async (handle: Database) =>
      JSON.stringify(await handle.execute(sql`select value from app_meta where key = 'orders_version'`))
    expect(await version(other)).toBe(await version(db))
    expect(await keptUntilOrdersChange(db, 'test|apart', async () => 'first database')).toBe('first database')
    expect(await keptUntilOrdersChange(other, 'test|apart', async () => 'second database')).toBe(
      'second database',
    )
    expect(await keptUntilOrdersChange(db, 'test|apart', async () => 'again')).toBe('first database')
  })
})
