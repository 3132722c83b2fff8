import type { Cents } from './money.ts'
import type { Period } from './stats-period.ts'

/**
 * The statement of account (saldoteatis) of a business account, as the seller keeps it: what the company
 * was invoiced is debit, what it paid and what credit invoices took back is credit, and the balance is
 * what it owes (negative: what it has paid in advance). Pure: the entries come from the database.
 */

export type StatementEntryKind = 'arve' | 'kreeditarve' | 'laekumine'

/** How a payment reached the invoice, in the customer's words. */
export type StatementPaymentSource = 'käsitsi' | 'pangaväljavõte' | 'montonio' | 'ettemaks'

export interface StatementEntry {
  kind: StatementEntryKind
  /** Tallinn calendar day: an invoice's issue date, a payment's day of arrival. */
  date: string
  /** The invoice's number, or for a payment the number of the invoice it paid. */
  number: string
  /** For a credit invoice, the invoice it cancels. */
  cancels?: string | null
  source?: StatementPaymentSource
  /** Signed as it changes what is owed: an invoice adds, a credit invoice and a payment take away. */
  cents: Cents
}

export interface StatementRow extends StatementEntry {
  debitCents: Cents | null
  creditCents: Cents | null
  balanceCents: Cents
}

export interface Statement {
  period: Period
  openingCents: Cents
  rows: StatementRow[]
  closingCents: Cents
}

/** The statement's words in one language (lib/account-texts.ts reads them from the catalogue). */
export interface StatementTexts {
  title: string
  periods: string
  period: (from: string, to: string) => string
  /** Said when the address's two days do not make a period, in a language other than Estonian. */
  badPeriod: string
  /** The PDF's refusal of such a period, in a language other than Estonian (it shows no statement). */
  notPeriod: string
  opening: (date: string) => string
  closing: (date: string) => string
  columns: { date: string; document: string; debit: string; credit: string; balance: string }
  owes: string
  nothing: string
  download: string
  show: string
  from: string
  to: string
  buyer: string
  seller: string
  made: (date: string) => string
  thisYear: string
  lastYear: string
  invoice: (number: string) => string
  creditNote: (number: string, cancels: string | null) => string
  /** A payment of invoice `number`, and how it came when the customer would want to know. */
  payment: (number: string, source: 'bank' | 'online' | 'advance' | null) => string
}

const sourceKeys: Record<StatementPaymentSource, 'bank' | 'online' | 'advance' | null> = {
  käsitsi: null,
  pangaväljavõte: 'bank',
  montonio: 'online',
  ettemaks: 'advance',
}

/** The document column: 'Arve nr 2026-0001', 'Kreeditarve nr …, tühistab arve …', 'Laekumine, arve …'. */
export function statementDocument(entry: StatementEntry, texts: StatementTexts): string {
  switch (entry.kind) {
    case 'arve':
      return texts.invoice(entry.number)
    case 'kreeditarve':
      return texts.creditNote(entry.number, entry.cancels ?? null)
    case 'laekumine':
      return texts.payment(entry.number, entry.source ? sourceKeys[entry.source] : null)
  }
}

/**
 * The statement of `period` from the balance before it and its entries: in date order (on one day the
 * invoices before the payments, as the caller sorted them), each with its debit or credit and the running
 * balance after it.
 */
export function buildStatement(period: Period, openingCents: Cents, entries: StatementEntry[]): Statement {
  let balance = openingCents
  const rows = entries.map((entry) => {
    balance += entry.cents
    return {
      ...entry,
      debitCents: entry.cents > 0 ? entry.cents : null,
      creditCents: entry.cents < 0 ? -entry.cents : null,
      balanceCents: balance,
    }
  })
  return { period, openingCents, rows, closingCents: balance }
}

/** The statement's presets seen from `today`: this year to today, and the whole of last year. */
export function statementPresets(
  today: string,
  texts: Pick<StatementTexts, 'thisYear' | 'lastYear'>,
): { label: string; period: Period }[] {
  const year = Number(today.slice(0, 4))
  return [
    { label: texts.thisYear, period: { from: `${year}-01-01`, to: today } },
    { label: texts.lastYear, period: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
  ]
}
