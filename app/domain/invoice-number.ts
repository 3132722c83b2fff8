import { addDays } from './delivery-schedule.ts'
import { referenceNumberFor } from './reference-number.ts'

/**
 * Invoice numbers: one gap-free sequence per calendar year, written '2026-0001' (the year, a hyphen and the
 * year's running number, at least four digits). Invoices and credit invoices share the sequence. The
 * number is handed out by the database in the transaction that issues the invoice
 * (app/server/invoices/invoice-issue.server.ts); these are the rules of how it is written and what follows
 * from it.
 */

const NUMBER_PATTERN = /^(\d{4})-(\d{4,})$/

export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`an invoice year has four digits, got ${year}`)
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`an invoice's running number is a positive whole number, got ${sequence}`)
  return `${year}-${String(sequence).padStart(4, '0')}`
}

/** The year and running number of an invoice number; null when it is not one. */
export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const match = NUMBER_PATTERN.exec(number)
  if (!match) return null
  const sequence = Number(match[2])
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null
  return { year: Number(match[1]), sequence }
}

/**
 * The bank reference number (viitenumber) of an invoice: its number's digits ('2026-0001' → 20260001)
 * with the 7-3-1 check digit, 202600017. Unique per invoice, since the numbers are: within a year the
 * running number decides, and the year's four digits lead.
 */
export function invoiceReferenceNumber(number: string): string {
  const parsed = parseInvoiceNumber(number)
  if (!parsed) throw new RangeError(`not an invoice number: '${number}'`)
  return referenceNumberFor(number.replace('-', ''))
}

/** The last day to pay: the issue day plus the payment term in days. */
export function invoiceDueDate(issueDate: string, paymentTermDays: number): string {
  if (!Number.isSafeInteger(paymentTermDays) || paymentTermDays < 0)
    throw new RangeError(`a payment term is a whole number of days, got ${paymentTermDays}`)
  return addDays(issueDate, paymentTermDays)
}

/**
 * The day goods count as delivered on the invoice: the confirmed day of the order when it has come, else
 * the day staff marked it delivered (a load that left earlier than planned was delivered then).
 */
export function invoiceDeliveryDate(confirmedDay: string | null, markedOn: string): string {
  return confirmedDay !== null && confirmedDay <= markedOn ? confirmedDay : markedOn
}

export const invoiceStatusValues = ['tasumata', 'osaliselt tasutud', 'tasutud', 'krediteeritud'] as const

/** An invoice's status as people read it, in the staff's lists and on the company's account pages. */
export const invoiceStatusLabels = {
  tasumata: 'Tasumata',
  'osaliselt tasutud': 'Osaliselt tasutud',
  tasutud: 'Tasutud',
  krediteeritud: 'Krediteeritud',
} as const satisfies Record<(typeof invoiceStatusValues)[number], string>
export type InvoiceStatus = (typeof invoiceStatusValues)[number]

export const invoiceKindValues = ['arve', 'kreeditarve'] as const
export type InvoiceKind = (typeof invoiceKindValues)[number]

/** Overdue: unpaid (in full or in part) after its due date, on the Tallinn calendar day `today`. */
export function isInvoiceOverdue(
  invoice: { kind: InvoiceKind; status: InvoiceStatus; dueDate: string },
  today: string,
): boolean {
  if (invoice.kind !== 'arve') return false
  return (invoice.status === 'tasumata' || invoice.status === 'osaliselt tasutud') && invoice.dueDate < today
}
