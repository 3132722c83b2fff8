import type { InvoiceKind, InvoiceStatus } from '#app/domain/invoice-number.ts'

/** A party of an invoice as the staff's invoice page shows it: the address already in lines. */
export interface InvoicePartyView {
  name: string
  addressLines: string[]
  registryCode: string | null
  vatNumber: string | null
}

/** What the staff's invoice page shows of an invoice, as its loader gives it. */
export interface InvoiceDetailInvoice {
  id: number
  number: string
  kind: InvoiceKind
  orderId: number
  issueDate: string
  deliveryDate: string
  dueDate: string
  /** Printed in groups of five from the right. */
  referenceNumber: string
  seller: InvoicePartyView & { iban: string; bankName: string }
  buyer: InvoicePartyView
  netCents: number
  vatRate: number
  vatCents: number
  totalCents: number
  paidCents: number
  status: InvoiceStatus
  overdue: boolean
  remindersOff: boolean
  /** When the reminder was queued ('dd.mm.yyyy hh:mm', Tallinn), null before. */
  reminderQueuedAt: string | null
  creditReason: string | null
  issuedBy: string
}

export interface InvoiceDetailLine {
  description: string
  /** As stored, '9.86'. */
  quantity: string
  unit: 't' | 'km' | 'tk'
  unitPriceCents: number
  netCents: number
}

export interface InvoicePaymentView {
  id: number
  amountCents: number
  date: string
  source: string
  note: string | null
  recordedBy: string
}

/** A linked invoice: the one a credit invoice cancels, or the credit invoice of an invoice. */
export interface InvoiceLinkView {
  id: number
  number: string
}

/** What the page's actions answer to a refused form, or the credit's confirmation step. */
export type InvoiceActionData =
  | { intent: 'payment'; error: string; field: string | null; typed: Record<string, string> }
  | { intent: 'credit' | 'reminders' | 'books'; error: string; typed: Record<string, string> }
  | { intent: 'credit-confirm'; reason: string }
