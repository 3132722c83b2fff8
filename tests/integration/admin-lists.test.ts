import { count, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { type OrderStatus, orderStatusValues as orderStatuses } from '#app/domain/order-status.ts'
import { inquiries, orders } from '#app/server/db/schema.server.ts'
import { adminPageSize } from '#app/server/http/admin-paging.server.ts'
import {
  countInquiriesByStatus,
  listInquiries,
  markInquiryAnswered,
} from '#app/server/inquiries/inquiry-inbox.server.ts'
import { countOrdersByStatus, listOrders } from '#app/server/orders/order-inbox.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'

const database = setupTestDatabase()

const statusOf = (n: number): OrderStatus => (n % 7 === 0 ? 'tühistatud' : n % 3 === 0 ? 'tarnitud' : 'uus')

/** count orders, every 5th pair sharing one instant so that the id decides their order. */
async function addOrders(total: number) {
  const start = Date.parse('2026-01-01T08:00:00Z')
  await database.db.insert(orders).values(
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
  const rows = await database.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .groupBy(orders.status)
  return Object.fromEntries(
    orderStatuses.map((status) => [status, Number(rows.find((row) => row.status === status)?.n ?? 0)]),
  )
}

/** A list's rows: their table and the columns it filters and orders by. */
interface ListRows {
  table: PgTable
  id: PgColumn
  status: PgColumn
  createdAt: PgColumn
}

/** The ids of a list's rows (of one status, when given), newest first and by id within one moment. */
async function idsNewestFirst(list: ListRows, status?: string): Promise<number[]> {
  const rows = await database.db
    .select({ id: list.id })
    .from(list.table)
    .where(status ? eq(list.status, status) : undefined)
    .orderBy(sql`${list.createdAt} desc, ${list.id} desc`)
  return rows.map((row) => Number(row.id))
}

const orderRows: ListRows = {
  table: orders,
  id: orders.id,
  status: orders.status,
  createdAt: orders.timestamp,
}
const inquiryRows: ListRows = {
  table: inquiries,
  id: inquiries.id,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
}

describe('the admin order list', () => {
  it('gives every order once, newest first, on pages read from either end', async () => {
    await addOrders(4 * adminPageSize + 7)
    for (const status of [undefined, 'uus', 'tarnitud', 'tühistatud'] as const) {
      const first = await listOrders(database.db, { page: 1, status })
      const ids: number[] = []
      for (let page = 1; page <= first.pageCount; page++) {
        const list = await listOrders(database.db, { page, status })
        expect(list.page).toBe(page)
        expect(list.items.length).toBe(
          page < first.pageCount ? adminPageSize : list.total - (page - 1) * adminPageSize,
        )
        ids.push(...list.items.map((item) => item.id))
      }
      expect(ids, status ?? 'kõik').toEqual(await idsNewestFirst(orderRows, status))
      // Past the end: the last page again.
      const past = await listOrders(database.db, { page: first.pageCount + 3, status })
      expect(past.page).toBe(first.pageCount)
    }
  })

  it('keeps the tab counts equal to the orders through inserts, status changes, deletes and truncation', async () => {
    const noOrders = { uus: 0, kinnitatud: 0, tarnitud: 0, tühistatud: 0 }
    expect(await countOrdersByStatus(database.db)).toEqual(noOrders)
    await addOrders(40)
    expect(await countOrdersByStatus(database.db)).toEqual(await realCounts())

    const [newest] = (await listOrders(database.db, { page: 1, status: 'uus' })).items
    // A status change as the order services make it (they update the row in a transaction of their own).
    const moved = await database.db
      .update(orders)
      .set({ status: 'kinnitatud', version: sql`${orders.version} + 1` })
      .where(eq(orders.id, newest!.id))
      .returning()
    expect(moved).toHaveLength(1)
    // The same status again with only a note: no count moves.
    await database.db
      .update(orders)
      .set({ status: 'kinnitatud', staffNote: 'Helistatud' })
      .where(eq(orders.id, newest!.id))
    await database.db.delete(orders).where(eq(orders.status, 'tühistatud'))
    const counts = await countOrdersByStatus(database.db)
    expect(counts).toEqual(await realCounts())
    expect(counts.kinnitatud).toBe(1)
    expect(counts.tühistatud).toBe(0)

    await database.db.execute(sql`truncate orders cascade`)
    expect(await countOrdersByStatus(database.db)).toEqual(noOrders)
    await addOrders(3)
    expect(await countOrdersByStatus(database.db)).toEqual(await realCounts())
  })
})

describe('the admin inquiry list', () => {
  async function addInquiries(total: number) {
    const start = Date.parse('2026-02-01T08:00:00Z')
    await database.db.insert(inquiries).values(
      Array.from({ length: total }, (_, n) => ({
        name: `Küsija ${n}`,
        email: `kysija${n}@example.ee`,
        phone: '5555 1111',
        material: 'Killustik',
        status: n % 4 === 0 ? ('vastatud' as const) : ('uus' as const),
        createdAt: new Date(start + (n % 5 === 1 ? n - 1 : n) * 60_000),
        idempotencyKey: `inq-${n}`,
      })),
    )
  }

  it('gives every inquiry once, newest first, and counts that follow every change', async () => {
    await addInquiries(3 * adminPageSize + 4)
    for (const status of [undefined, 'uus', 'vastatud'] as const) {
      const { pageCount } = await listInquiries(database.db, { page: 1, status })
      const ids: number[] = []
      for (let page = 1; page <= pageCount; page++)
        ids.push(...(await listInquiries(database.db, { page, status })).items.map((item) => item.id))
      expect(ids, status ?? 'kõik').toEqual(await idsNewestFirst(inquiryRows, status))
    }
    expect(await countInquiriesByStatus(database.db)).toEqual({ uus: 59, vastatud: 20 })
    const [first] = (await listInquiries(database.db, { page: 1, status: 'uus' })).items
    expect((await markInquiryAnswered(database.db, { id: first!.id, admin: 'haldur' })).ok).toBe(true)
    expect(await countInquiriesByStatus(database.db)).toEqual({ uus: 58, vastatud: 21 })
    await database.db.delete(inquiries).where(eq(inquiries.id, first!.id - 1))
    const real = await database.db
      .select({ status: inquiries.status, n: count() })
      .from(inquiries)
      .groupBy(inquiries.status)
    const counts = await countInquiriesByStatus(database.db)
    expect(counts).toEqual({
      uus: Number(real.find((row) => row.status === 'uus')?.n ?? 0),
      vastatud: Number(real.find((row) => row.status === 'vastatud')?.n ?? 0),
    })
    expect(counts.uus + counts.vastatud).toBe(78)
  })
})
