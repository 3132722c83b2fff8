import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as invoices from './invoice-number.ts'
import { isValidReferenceNumber } from './reference-number.ts'

describe('invoice numbers', () => {
  it('are the year and a running number of at least four digits', () => {
    expect(invoices.formatInvoiceNumber(2026, 1)).toBe('2026-0001')
    expect(invoices.formatInvoiceNumber(2026, 123)).toBe('2026-0123')
    expect(invoices.formatInvoiceNumber(2027, 12_345)).toBe('2027-12345')
    expect(invoices.parseInvoiceNumber('2026-0042')).toEqual({ year: 2026, sequence: 42 })
    for (const bad of ['2026-001', '26-0001', '2026-0000', '2026 0001', ''])
      expect(invoices.parseInvoiceNumber(bad), bad).toBeNull()
    expect(() => invoices.formatInvoiceNumber(2026, 0)).toThrow(RangeError)
  })

  it('give a reference number with the 7-3-1 check digit, unique per number', () => {
    // 20260001 from the right, weights 7 3 1 7 …: 1·7 + 0 + 0 + 0 + 6·3 + 2·1 + 0 + 2·3 = 33, up to 40: 7.
    expect(invoices.invoiceReferenceNumber('2026-0001')).toBe('202600017')
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2099 }),
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (year, first, second) => {
          const a = invoices.invoiceReferenceNumber(invoices.formatInvoiceNumber(year, first))
          const b = invoices.invoiceReferenceNumber(invoices.formatInvoiceNumber(year + 1, second))
          expect(isValidReferenceNumber(a)).toBe(true)
          expect(a).not.toBe(b)
          if (first !== second)
            expect(a).not.toBe(invoices.invoiceReferenceNumber(invoices.formatInvoiceNumber(year, second)))
        },
      ),
    )
  })

  it('fall due after the payment term, over a month and a year end', () => {
    expect(invoices.invoiceDueDate('2026-11-26', 14)).toBe('2026-12-10')
    expect(invoices.invoiceDueDate('2026-12-25', 14)).toBe('2027-01-08')
    expect(invoices.invoiceDueDate('2026-12-25', 0)).toBe('2026-12-25')
  })

  it('date the delivery on the confirmed day unless it is still to come', () => {
    expect(invoices.invoiceDeliveryDate('2026-11-25', '2026-11-26')).toBe('2026-11-25')
    expect(invoices.invoiceDeliveryDate('2026-11-30', '2026-11-26')).toBe('2026-11-26')
    expect(invoices.invoiceDeliveryDate(null, '2026-11-26')).toBe('2026-11-26')
  })

  it('are overdue only unpaid after the due date', () => {
    const invoice = { kind: 'arve' as const, status: 'tasumata' as const, dueDate: '2026-12-10' }
    expect(invoices.isInvoiceOverdue(invoice, '2026-12-10')).toBe(false)
    expect(invoices.isInvoiceOverdue(invoice, '2026-12-11')).toBe(true)
    expect(invoices.isInvoiceOverdue({ ...invoice, status: 'osaliselt tasutud' }, '2026-12-11')).toBe(true)
    expect(invoices.isInvoiceOverdue({ ...invoice, status: 'tasutud' }, '2026-12-11')).toBe(false)
    expect(invoices.isInvoiceOverdue({ ...invoice, status: 'krediteeritud' }, '2026-12-11')).toBe(false)
    expect(invoices.isInvoiceOverdue({ ...invoice, kind: 'kreeditarve' }, '2026-12-11')).toBe(false)
  })
})
