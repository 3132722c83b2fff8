import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, orders } from '#app/server/db/schema.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { generateInvoicing, insertInvoicing } from '../support/generated-invoices.ts'
import { generateOrders, insertOrders } from '../support/generated-orders.ts'

/**
 * What the database itself keeps of issued invoices (drizzle/0013_order_invoiced_sums.sql): each order's
 * invoiced sums follow its invoices and credit invoices, and an issued invoice's amounts cannot change.
 */
const database = setupTestDatabase()
const today = '2026-10-15'

async function seeded() {
  const rows = generateOrders({ today, days: 120, count: 300, seed: 5 })
  const invoicing = generateInvoicing(rows, { today, since: '2026-07-01', seed: 9 })
  await insertOrders(database.db, rows)
  await insertInvoicing(database.db, invoicing, { today })
  return invoicing
}

describe('an order’s invoiced sums', () => {
  it('are the sums of its invoices less its credit invoices, and null before its first invoice', async () => {
    const invoicing = await seeded()
    // The generated invoices include credit invoices, some followed by a new invoice.
    expect(invoicing.invoices.some((invoice) => invoice.kind === 'kreeditarve')).toBe(true)
    const expected = new Map<string, { net: number; vat: number }>()
    for (const invoice of invoicing.invoices) {
      const sums = expected.get(invoice.orderKey) ?? { net: 0, vat: 0 }
      sums.net += invoice.netCents
      sums.vat += invoice.vatCents
      expected.set(invoice.orderKey, sums)
    }
    const stored = await database.db
      .select({ key: orders.idempotencyKey, net: orders.invoicedNetCents, vat: orders.invoicedVatCents })
      .from(orders)
    expect(stored.filter((row) => row.net !== null).length).toBe(expected.size)
    for (const row of stored) {
      const sums = expected.get(row.key!)
      expect([row.key, row.net, row.vat]).toEqual([row.key, sums?.net ?? null, sums?.vat ?? null])
    }
  })
})

describe('an issued invoice', () => {
  it('keeps its amounts: changing them is refused, changing what else it holds is not', async () => {
    await seeded()
    const [first] = await database.db.select().from(invoices).limit(1)
    for (const change of [
      { netCents: first!.netCents + 1 },
      { vatCents: first!.vatCents - 1 },
      { totalCents: 0 },
    ])
      await expect(
        database.db.update(invoices).set(change).where(eq(invoices.id, first!.id)),
      ).rejects.toThrow()
    await database.db.update(invoices).set({ remindersOff: true }).where(eq(invoices.id, first!.id))
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, first!.id))
    expect(after).toEqual({ ...first, remindersOff: true })
  })
})
