import { describe, expect, it } from 'vitest'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import type { orders } from '#app/server/db/schema.server.ts'
import { receivablesAsOf } from '#app/server/stats/receivables.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { type GeneratedInvoice, insertInvoicing } from '../support/generated-invoices.ts'
import { generateOrders, insertOrders } from '../support/generated-orders.ts'

/**
 * The largest debtors when debts are equal, on the database itself (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, whose collations differ): by name in Estonian order, the fifth place too.
 */

const testDatabase = setupTestDatabase({ resetBeforeEach: false })

describe('the largest debtors', () => {
  it('are the largest debts first, equal ones by name in Estonian order, the fifth place too', async () => {
    const today = tallinnCalendarDate()
    const day = addCalendarDays(today, -40)
    // Five owe the same; in code point order (C collation) Wagner, Zoo, Õun and Šaali would follow Aas.
    const debts: [string, number][] = [
      ['Zoo AS', 100_000],
      ['Õun OÜ', 100_000],
      ['Suur Ehitus OÜ', 250_000],
      ['Šaali OÜ', 100_000],
      ['Wagner OÜ', 100_000],
      ['Aas OÜ', 100_000],
    ]
    const rows: (typeof orders.$inferInsert)[] = generateOrders({ today, days: 30, count: debts.length }).map(
      (row, index) => ({ ...row, name: debts[index]![0], idempotencyKey: `debt-${index}` }),
    )
    const invoices: GeneratedInvoice[] = debts.map(([name, totalCents], index) => ({
      kind: 'arve',
      orderKey: `debt-${index}`,
      buyerName: name,
      issueDate: day,
      dueDate: addCalendarDays(day, 14),
      netCents: totalCents - totalCents * 0.2,
      vatCents: totalCents * 0.2,
      totalCents,
    }))
    await insertOrders(testDatabase.db, rows)
    await insertInvoicing(testDatabase.db, { weighed: new Map(), invoices, payments: [] })

    const { debtors } = await receivablesAsOf(testDatabase.db, new Date())
    expect(debtors).toEqual([
      { name: 'Suur Ehitus OÜ', cents: 250_000 },
      { name: 'Aas OÜ', cents: 100_000 },
      { name: 'Šaali OÜ', cents: 100_000 },
      { name: 'Zoo AS', cents: 100_000 },
      { name: 'Wagner OÜ', cents: 100_000 },
    ])
  })
})
