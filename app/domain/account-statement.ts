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

export const statementTexts = {
  title: 'Saldoteatis',
  period: (from: string, to: string) => `Periood ${from}–${to}`,
  opening: (date: string) => `Algsaldo ${date}`,
  closing: (date: string) => `Lõppsaldo ${date}`,
  columns: { date: 'Kuupäev', document: 'Dokument', debit: 'Deebet', credit: 'Kreedit', balance: 'Saldo' },
  owes: 'Positiivne saldo on teie tasumata summa, negatiivne teie ettemaks.',
  nothing: 'Perioodis ei olnud arveid ega laekumisi.',
  download: 'Laadi alla PDF',
  show: 'Näita',
  from: 'Alates',
  to: 'Kuni',
  buyer: 'Klient',
  seller: 'Müüja',
  made: (date: string) => `Koostatud ${date}`,
  thisYear: 'See aasta',
  lastYear: 'Eelmine aasta',
} as const

const sourceWords: Record<StatementPaymentSource, string | null> = {
  käsitsi: null,
  pangaväljavõte: 'pangaülekanne',
  montonio: 'veebimakse',
  ettemaks: 'ettemaks pangaülekandega',
}

/** The document column: 'Arve nr 2026-0001', 'Kreeditarve nr …, tühistab arve …', 'Laekumine, arve …'. */
export function statementDocument(entry: StatementEntry): string {
  switch (entry.kind) {
    case 'arve':
      return `Arve nr ${entry.number}`
    case 'kreeditarve':
      return entry.cancels
        ? `Kreeditarve nr ${entry.number}, tühistab arve nr ${entry.cancels}`
        : `Kreeditarve nr ${entry.number}`
    case 'laekumine': {
      const how = entry.source ? sourceWords[entry.source] : null
      return `Laekumine${how ? ` (${how})` : ''}, arve nr ${entry.number}`
    }
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
export function statementPresets(today: string): { label: string; period: Period }[] {
  const year = Number(today.slice(0, 4))
  return [
    { label: statementTexts.thisYear, period: { from: `${year}-01-01`, to: today } },
    { label: statementTexts.lastYear, period: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
  ]
}
