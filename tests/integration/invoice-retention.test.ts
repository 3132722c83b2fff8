import { asc } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bankEntries, invoicePayments, invoices, orders } from '#app/server/db/schema.server.ts'
import { accountingCutoffDate, applyRetention } from '#app/server/ops/retention.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { invoicingFacts } from '../support/invoicing.ts'

/**
 * Invoices are accounting source documents: the buyer's data on them, the payers' names and texts of
 * bank entries and the notes on payments are kept for 7 years after the end of their year (Accounting
 * Act § 12), whatever the privacy notice's shorter period for orders, and erased after that.
 */

const now = new Date('2026-11-22T10:00:00Z')
const testDatabase = setupTestDatabase({ resetBeforeEach: false })

const seller = {
  legalName: 'Padu Karjäär OÜ',
  address: { street: 'Padu küla', city: 'Haljala vald', postalCode: '45301', countryCode: 'EE' },
  ...invoicingFacts,
}

beforeAll(async () => {
  const { db } = testDatabase
  const [order] = await db
    .insert(orders)
    .values({
      productName: 'Killustik',
      quantity: 2,
      unitPriceCents: 1200,
      deliveryOption: 'self',
      deliveryCostCents: 0,
      netPriceCents: 2400,
      vatCents: 576,
      totalPriceCents: 2976,
      name: '',
      email: '',
      phone: '',
      timestamp: new Date('2018-05-02T08:00:00Z'),
      status: 'tarnitud',
      idempotencyKey: 'invoice-retention',
    })
    .returning()
  const invoice = (year: number, sequence: number) => ({
    number: `${year}-${String(sequence).padStart(4, '0')}`,
    year,
    sequence,
    orderId: order!.id,
    issueDate: `${year}-12-31`,
    deliveryDate: `${year}-12-31`,
    dueDate: `${year + 1}-01-14`,
    referenceNumber: `${year}${sequence}`,
    seller,
    buyer: {
      name: `Ostja ${year}`,
      address: { street: 'Tamme tn 5, Rakvere', countryCode: 'EE' },
      registryCode: '14093751',
    },
    netCents: 2400,
    vatRate: 20,
    vatCents: 480,
    totalCents: 2880,
    paidCents: 2880,
    status: 'tasutud' as const,
    issuedBy: 'haldur',
  })
  const [old, kept] = await db
    .insert(invoices)
    .values([invoice(2018, 1), invoice(2019, 1)])
    .returning()
  const entry = (id: number, date: string) => ({
    entryRef: `EE38/${date}`,
    bookingDate: date,
    amountCents: 2880,
    reference: `${id}`,
    payerName: 'MARI MAASIKAS',
    remittance: 'Arve, Tamme tn 5',
    invoiceId: id,
    importedBy: 'haldur',
  })
  const [oldEntry, keptEntry] = await db
    .insert(bankEntries)
    .values([entry(old!.id, '2018-12-31'), entry(kept!.id, '2019-01-02')])
    .returning()
  await db.insert(invoicePayments).values([
    {
      invoiceId: old!.id,
      amountCents: 2880,
      date: '2018-12-31',
      source: 'pangaväljavõte',
      bankEntryId: oldEntry!.id,
      note: 'Mari maksis',
      recordedBy: 'haldur',
    },
    {
      invoiceId: kept!.id,
      amountCents: 2880,
      date: '2019-01-02',
      source: 'pangaväljavõte',
      bankEntryId: keptEntry!.id,
      note: 'Mari maksis',
      recordedBy: 'haldur',
    },
  ])
})

describe('the retention of invoices', () => {
  it('keeps a year’s invoices to the end of the seventh year after it', () => {
    expect(accountingCutoffDate(now)).toBe('2019-01-01')
    expect(accountingCutoffDate(new Date('2027-01-01T08:00:00Z'))).toBe('2020-01-01')
  })

  it('erases the buyer, the payer and the notes of documents past it, keeps the rest, and a rerun changes nothing', async () => {
    const { db } = testDatabase
    const dry = await applyRetention(db, { months: 12, now, dryRun: true })
    expect(dry).toMatchObject({ invoices: 1, bankEntries: 1 })

    const counts = await applyRetention(db, { months: 12, now })
    expect(counts).toMatchObject({ invoices: 1, bankEntries: 1 })
    const [old, kept] = await db.select().from(invoices).orderBy(asc(invoices.id))
    expect(old!.buyer).toEqual({ name: '', address: { countryCode: 'EE' } })
    // What bookkeeping needs stays: the number, the amounts, the seller.
    expect(old).toMatchObject({ number: '2018-0001', totalCents: 2880, status: 'tasutud', seller })
    expect(kept!.buyer).toMatchObject({ name: 'Ostja 2019', registryCode: '14093751' })
    const entries = await db.select().from(bankEntries).orderBy(asc(bankEntries.id))
    expect(entries.map((row) => [row.payerName, row.remittance])).toEqual([
      [null, null],
      ['MARI MAASIKAS', 'Arve, Tamme tn 5'],
    ])
    const payments = await db.select().from(invoicePayments).orderBy(asc(invoicePayments.id))
    expect(payments.map((row) => row.note)).toEqual([null, 'Mari maksis'])

    expect(await applyRetention(db, { months: 12, now })).toMatchObject({ invoices: 0, bankEntries: 0 })
  })
})
