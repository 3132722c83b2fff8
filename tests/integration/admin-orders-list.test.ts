import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminPageSize,
  changeOrderStatus,
  countOrdersByStatus,
  listOrders,
} from '#app/server/admin-orders.server.ts'
import type { DatabaseHandle } from '#app/server/db/database.server.ts'
import { type OrderStatus, orderStatuses, orders } from '#app/server/db/schema.server.ts'
import { openTestDatabase, resetDatabase } from '../support/test-database.ts'

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openTestDatabase()
})

beforeEach(async () => {
  await resetDatabase(handle)
})

afterAll(async () => {
  await handle?.close()
})

const statusOf = (n: number): OrderStatus => (n % 7 === 0 ? 'tühistatud' : n % 3 === 0 ? 'tarnitud' : 'uus')

/** count orders, every 5th pair sharing one instant so that the id decides their order. */
async function addOrders(total: number) {
  const start = Date.parse('2026-01-01T08:00:00Z')
  await handle.db.insert(orders).values(
    Array.from({ length: total }, (_, n) => ({
      productName: 'Killustik',
      quantity: 10,
      unitPriceCents: 1_200,
      deliveryOption: 'self' as const,
      netPriceCents: 12_000,
      vatCents: 2_880,
      totalPriceCents: 14_880,
      name: `Klient ${n}`,
      email: `klient${n}@example.ee`,
      phone: '+372 5555 0000',
      status: statusOf(n),
      timestamp: new Date(start + (n % 5 === 1 ? n - 1 : n) * 60_000),
      idempotencyKey: `list-${n}`,
    })),
  )
}

async function realCounts() {
  const rows = await handle.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .groupBy(orders.status)
  return Object.fromEntries(
    orderStatuses.map((status) => [status, Number(rows.find((row) => row.status === status)?.n ?? 0)]),
  )
}

async function allNewestFirst(status?: OrderStatus) {
  const rows = await handle.db
    .select({ id: orders.id })
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(sql`${orders.timestamp} desc, ${orders.id} desc`)
  return rows.map((row) => row.id)
}

describe('the admin order list', () => {
  it('gives every order once, newest first, on pages read from either end', async () => {
    await addOrders(4 * adminPageSize + 7)
    for (const status of [undefined, 'uus', 'tarnitud', 'tühistatud'] as const) {
      const first = await listOrders(handle.db, { page: 1, status })
      const ids: number[] = []
      for (let page = 1; page <= first.pageCount; page++) {
        const list = await listOrders(handle.db, { page, status })
        expect(list.page).toBe(page)
        expect(list.items.length).toBe(
          page < first.pageCount ? adminPageSize : list.total - (page - 1) * adminPageSize,
        )
        ids.push(...list.items.map((item) => item.id))
      }
      expect(ids, status ?? 'kõik').toEqual(await allNewestFirst(status))
      // Past the end: the last page again.
      const past = await listOrders(handle.db, { page: first.pageCount + 3, status })
      expect(past.page).toBe(first.pageCount)
    }
  })

  it('keeps the tab counts equal to the orders through inserts, status changes, deletes and truncation', async () => {
    expect(await countOrdersByStatus(handle.db)).toEqual({
      uus: 0,
      kinnitatud: 0,
      tarnitud: 0,
      tühistatud: 0,
    })
    await addOrders(40)
    expect(await countOrdersByStatus(handle.db)).toEqual(await realCounts())

    const [newest] = (await listOrders(handle.db, { page: 1, status: 'uus' })).items
    const moved = await changeOrderStatus(handle.db, {
      id: newest!.id,
      status: 'kinnitatud',
      admin: 'haldur',
    })
    expect(moved.ok).toBe(true)
    // The same status again with only a note: no count moves.
    await handle.db
      .update(orders)
      .set({ status: 'kinnitatud', staffNote: 'Helistatud' })
      .where(eq(orders.id, newest!.id))
    await handle.db.delete(orders).where(eq(orders.status, 'tühistatud'))
    const counts = await countOrdersByStatus(handle.db)
    expect(counts).toEqual(await realCounts())
    expect(counts.kinnitatud).toBe(1)
    expect(counts.tühistatud).toBe(0)

    await handle.db.execute(sql`truncate orders cascade`)
    expect(await countOrdersByStatus(handle.db)).toEqual({
      uus: 0,
      kinnitatud: 0,
      tarnitud: 0,
      tühistatud: 0,
    })
    await addOrders(3)
    expect(await countOrdersByStatus(handle.db)).toEqual(await realCounts())
  })
})
