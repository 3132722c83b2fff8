import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type BankEntry, parseBankStatement } from './camt053.server.ts'
import { matchPayments, type OpenInvoice } from './payment-matching.server.ts'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/camt053')

function statementEntries(name: string): BankEntry[] {
  const result = parseBankStatement(readFileSync(path.join(fixtures, name)))
  if (!result.ok) throw new Error(result.message)
  return result.entries
}

const invoices: OpenInvoice[] = [
  { id: 7, reference: '202600075', openCents: 125000 },
  { id: 1, reference: '20260011', openCents: 45000 },
  { id: 2, reference: '2026 0024', openCents: 48000 },
  { id: 3, reference: '20260037', openCents: 41200 },
  { id: 4, reference: '20260040', openCents: 20000 },
  // The statement's debit carries this reference: a payment of ours is never one to us.
  { id: 5, reference: '20260053', openCents: 4560 },
  { id: 10, reference: '20260105', openCents: 12000 },
]

function credit(entryReference: string, amountCents: number, details: Partial<BankEntry> = {}): BankEntry {
  return {
    entryReference,
    creditDebit: 'CRDT',
    amountCents,
    currency: 'EUR',
    bookingDate: '2026-03-05',
    ...details,
  }
}

describe('matchPayments on a bank’s statement', () => {
  it('pays, part-pays and overpays invoices by the structured reference or one in the text, and lists the rest', () => {
    const entries = statementEntries('swedbank-statement.xml')
    const result = matchPayments(entries, invoices, [])
    expect(result.entries).toEqual(entries)
    expect(result.duplicates).toEqual([])
    expect(result.matched).toEqual([
      {
        entryReference: 'EE202200022104837267/2026030500473921',
        invoiceId: 7,
        reference: '202600075',
        foundIn: 'structured',
        amountCents: 125000,
        kind: 'paid',
        openBeforeCents: 125000,
        openAfterCents: 0,
        overpaymentCents: 0,
        name: 'KIVIMURD OÜ',
        date: '2026-03-05',
      },
      {
        entryReference: 'EE202200022104837267/2026030500481107',
        invoiceId: 1,
        reference: '20260011',
        foundIn: 'text',
        amountCents: 30000,
        kind: 'partial',
        openBeforeCents: 45000,
        openAfterCents: 15000,
        overpaymentCents: 0,
        name: 'MARI MAASIKAS',
        date: '2026-03-05',
      },
      {
        entryReference: 'EE202200022104837267/2026030500502366',
        invoiceId: 2,
        reference: '20260024',
        foundIn: 'structured',
        amountCents: 50050,
        kind: 'overpaid',
        openBeforeCents: 48000,
        openAfterCents: 0,
        overpaymentCents: 2050,
        name: 'TEEEHITUS LÕUNA AS',
        date: '2026-03-05',
      },
    ])
    expect(result.unmatched).toEqual([
      {
        entryReference: 'EE202200022104837267/2026030500517840',
        amountCents: 7500,
        currency: 'EUR',
        name: 'JAAN TAMM',
        date: '2026-03-05',
        text: 'Muld 2 t, kohapeal makstud ettemaks',
        reason: 'no-invoice',
      },
    ])
  })

  it('matches each transaction of a batch entry, and leaves a payment in another currency to a person', () => {
    const result = matchPayments(statementEntries('lhv-batch-statements.xml'), invoices, [])
    expect(result.matched.map(({ invoiceId, kind, foundIn }) => ({ invoiceId, kind, foundIn }))).toEqual([
      { invoiceId: 3, kind: 'paid', foundIn: 'structured' },
      { invoiceId: 4, kind: 'overpaid', foundIn: 'text' },
    ])
    expect(
      result.unmatched.map(({ amountCents, currency, reference, reason }) => ({
        amountCents,
        currency,
        reference,
        reason,
      })),
    ).toEqual([
      { amountCents: 30000, currency: 'EUR', reference: undefined, reason: 'no-invoice' },
      { amountCents: 2500, currency: 'EUR', reference: undefined, reason: 'no-invoice' },
      { amountCents: 2500, currency: 'EUR', reference: undefined, reason: 'no-invoice' },
      { amountCents: 12000, currency: 'USD', reference: '20260105', reason: 'currency' },
    ])
  })

  it('counts everything as a duplicate when the same statement is imported again', () => {
    const entries = statementEntries('swedbank-statement.xml')
    const first = matchPayments(entries, invoices, [])
    const imported = first.entries.map((entry) => entry.entryReference)
    const again = matchPayments(statementEntries('swedbank-statement.xml'), invoices, imported)
    expect(again).toEqual({ entries: [], matched: [], unmatched: [], duplicates: entries })
  })

  it('imports only the new days of an overlapping statement', () => {
    const [paid, ...rest] = statementEntries('swedbank-statement.xml')
    const result = matchPayments([paid!, ...rest], invoices, [paid!.entryReference])
    expect(result.duplicates).toEqual([paid])
    expect(result.matched.map((match) => match.invoiceId)).toEqual([1, 2])
  })
})

describe('matchPayments', () => {
  it('applies several payments to one invoice in order: partial, then paid, then overpaid', () => {
    const result = matchPayments(
      [
        credit('a', 100_00, { reference: '20260011' }),
        credit('b', 350_00, { text: 'viitenumber 2026001 1' }),
        credit('c', 20_00, { reference: '20260011' }),
      ],
      invoices,
      [],
    )
    expect(
      result.matched.map(({ kind, openBeforeCents, openAfterCents, overpaymentCents }) => ({
        kind,
        openBeforeCents,
        openAfterCents,
        overpaymentCents,
      })),
    ).toEqual([
      { kind: 'partial', openBeforeCents: 450_00, openAfterCents: 350_00, overpaymentCents: 0 },
      { kind: 'paid', openBeforeCents: 350_00, openAfterCents: 0, overpaymentCents: 0 },
      { kind: 'overpaid', openBeforeCents: 0, openAfterCents: 0, overpaymentCents: 20_00 },
    ])
  })

  it('counts an entry repeated within one import once', () => {
    const twice = credit('a', 100_00, { reference: '20260011' })
    const result = matchPayments([twice, { ...twice }], invoices, new Set<string>())
    expect(result.matched).toHaveLength(1)
    expect(result.duplicates).toEqual([twice])
  })

  it('tries the text when the structured reference names no open invoice', () => {
    const result = matchPayments(
      [credit('a', 5_00, { reference: '1234561', text: 'Arve viide 20260024' })],
      invoices,
      [],
    )
    expect(result.matched).toMatchObject([{ invoiceId: 2, foundIn: 'text', reference: '20260024' }])
  })

  it('reports the reference it found when no open invoice has it', () => {
    const result = matchPayments([credit('a', 5_00, { text: 'viitenumber 1234561' })], invoices, [])
    expect(result.unmatched).toMatchObject([{ reference: '1234561', reason: 'no-invoice' }])
  })

  it('ignores debits and leaves a reversal to a person', () => {
    const result = matchPayments(
      [
        { ...credit('a', 45_60, { reference: '20260053' }), creditDebit: 'DBIT' },
        credit('b', 45_60, { reference: '20260053', reversal: true }),
      ],
      invoices,
      [],
    )
    expect(result.matched).toEqual([])
    expect(result.unmatched).toMatchObject([{ entryReference: 'b', reason: 'reversal' }])
    expect(result.entries).toHaveLength(2)
  })

  it('does not change the invoices it was given', () => {
    const copy = structuredClone(invoices)
    matchPayments([credit('a', 1_00, { reference: '20260011' })], invoices, [])
    expect(invoices).toEqual(copy)
  })
})
