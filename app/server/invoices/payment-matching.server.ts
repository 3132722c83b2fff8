import type { Cents } from '#app/domain/money.ts'
import type { BankEntry } from './camt053.server.ts'
import { findReferenceNumbers } from './reference-in-text.server.ts'

/** An invoice still waiting for (part of) its money. */
export interface OpenInvoice {
  id: string | number
  /** Its Estonian reference number; spaces are ignored. */
  reference: string
  /** What is still to be paid. */
  openCents: Cents
}

/** 'paid': exactly what was open; 'partial': less; 'overpaid': more, the rest is overpaymentCents. */
export type PaymentKind = 'paid' | 'partial' | 'overpaid'

export interface MatchedPayment {
  entryReference: string
  invoiceId: OpenInvoice['id']
  reference: string
  /** Whether the reference came from the structured field or was found in the payment's text. */
  foundIn: 'structured' | 'text'
  amountCents: Cents
  kind: PaymentKind
  /** Open on the invoice before this payment and after it (never below zero). */
  openBeforeCents: Cents
  openAfterCents: Cents
  overpaymentCents: Cents
  name?: string
  date: string
}

/**
 * 'no-invoice': no reference of an open invoice in the payment; 'currency': not in euros, the only
 * currency invoices are issued in, so a person converts and books it; 'reversal': a returned or
 * cancelled booking coming back, not a customer's payment.
 */
export type UnmatchedReason = 'no-invoice' | 'currency' | 'reversal'

export interface UnmatchedPayment {
  entryReference: string
  amountCents: Cents
  currency: string
  /** The structured reference, or failing it the first valid reference number in the text. */
  reference?: string
  name?: string
  date: string
  text?: string
  reason: UnmatchedReason
}

export interface PaymentMatching {
  /** The entries not imported before (debits included): what the import records as imported. */
  entries: BankEntry[]
  matched: MatchedPayment[]
  unmatched: UnmatchedPayment[]
  /** Entries already imported before, or repeated within these entries: counted once, never again. */
  duplicates: BankEntry[]
}

/**
 * Matches the credits of a bank statement to open invoices by reference number, the structured one
 * first and then any found in the payment's text. Debits are not payments to us and are ignored. Several
 * payments to one invoice are applied in statement order, each against what the earlier ones left open:
 * one that leaves something open is partial, one that pays more than was open still pays the invoice
 * and is flagged as an overpayment. Pure: the caller records the result.
 */
export function matchPayments(
  entries: readonly BankEntry[],
  openInvoices: readonly OpenInvoice[],
  alreadyImportedEntryReferences: Iterable<string>,
): PaymentMatching {
  const seen = new Set(alreadyImportedEntryReferences)
  const open = new Map<string, { invoice: OpenInvoice; openCents: Cents }>()
  for (const invoice of openInvoices) {
    const reference = invoice.reference.replace(/\s+/g, '')
    if (!open.has(reference)) open.set(reference, { invoice, openCents: invoice.openCents })
  }
  const result: PaymentMatching = { entries: [], matched: [], unmatched: [], duplicates: [] }

  for (const entry of entries) {
    if (seen.has(entry.entryReference)) {
      result.duplicates.push(entry)
      continue
    }
    seen.add(entry.entryReference)
    result.entries.push(entry)
    if (entry.creditDebit !== 'CRDT') continue

    const inText = entry.text === undefined ? [] : findReferenceNumbers(entry.text)
    const unmatched = (reason: UnmatchedReason) =>
      result.unmatched.push({
        entryReference: entry.entryReference,
        amountCents: entry.amountCents,
        currency: entry.currency,
        ...((entry.reference ?? inText[0]) && { reference: entry.reference ?? inText[0] }),
        ...(entry.name && { name: entry.name }),
        date: entry.bookingDate,
        ...(entry.text && { text: entry.text }),
        reason,
      })
    if (entry.reversal) {
      unmatched('reversal')
      continue
    }
    if (entry.currency !== 'EUR') {
      unmatched('currency')
      continue
    }
    const structured =
      entry.reference !== undefined && open.has(entry.reference) ? entry.reference : undefined
    const reference = structured ?? inText.find((candidate) => open.has(candidate))
    const target = reference === undefined ? undefined : open.get(reference)
    if (reference === undefined || target === undefined) {
      unmatched('no-invoice')
      continue
    }
    const before = target.openCents
    const after = Math.max(0, before - entry.amountCents)
    target.openCents = after
    result.matched.push({
      entryReference: entry.entryReference,
      invoiceId: target.invoice.id,
      reference,
      foundIn: structured === undefined ? 'text' : 'structured',
      amountCents: entry.amountCents,
      kind: entry.amountCents < before ? 'partial' : entry.amountCents === before ? 'paid' : 'overpaid',
      openBeforeCents: before,
      openAfterCents: after,
      overpaymentCents: Math.max(0, entry.amountCents - before),
      ...(entry.name && { name: entry.name }),
      date: entry.bookingDate,
    })
  }
  return result
}
