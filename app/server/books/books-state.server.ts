import { and, count, countDistinct, eq, exists, inArray, lt, or, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { invoices, meritBooks } from '../db/schema.server.ts'
import { startedConfig } from '../runtime.server.ts'

/**
 * What staff read of the books queue (ADR 062): an invoice's state in the books and its e-invoice's (the
 * invoice API), and for many invoices at once the staff invoice list's and an invoice page's lines
 * 'Raamatupidamises: …' and 'E-arve: …', the list's filter of what is not yet in the books, and the
 * overview's warning about what has waited too long. Reading only: what is queued is
 * books-queue.server.ts's, the sending merit-books.server.ts's.
 */

type Item = typeof meritBooks.$inferSelect

export type BooksStatus = 'saadetud' | 'ootel' | 'viga'

export interface BooksState {
  status: BooksStatus
  sentAt: string | null
  /** Why the last attempt failed, for staff; null when nothing did. */
  error: string | null
}

const statusWords: Record<Item['status'], BooksStatus> = {
  pending: 'ootel',
  sending: 'ootel',
  sent: 'saadetud',
  failed: 'viga',
  noeinv: 'saadetud',
}

/** How an invoice went to a buyer that wants e-invoices: 'ei saa vastu võtta' when the PDF mail went instead. */
export type EInvoiceStatus = 'saadetud' | 'ei saa vastu võtta' | 'ootel' | 'viga'

export interface EInvoiceState {
  status: EInvoiceStatus
  sentAt: string | null
  error: string | null
}

const eInvoiceWords: Record<Item['status'], EInvoiceStatus> = {
  pending: 'ootel',
  sending: 'ootel',
  sent: 'saadetud',
  failed: 'viga',
  noeinv: 'ei saa vastu võtta',
}

/** The e-invoice of an invoice through Merit; null when none was asked for (not a buyer that wants them). */
export async function eInvoiceStateOf(db: Database, invoiceId: number): Promise<EInvoiceState | null> {
  const [item] = await db
    .select()
    .from(meritBooks)
    .where(and(eq(meritBooks.kind, 'einvoice'), eq(meritBooks.invoiceId, invoiceId)))
  return item ? eInvoiceStateOfItem(item) : null
}

/** An e-invoice item's state for staff. */
export function eInvoiceStateOfItem(item: Item): EInvoiceState {
  return {
    status: eInvoiceWords[item.status],
    sentAt: item.sentAt?.toISOString() ?? null,
    error: item.status === 'failed' || item.status === 'pending' ? item.lastError : null,
  }
}

/** Where an invoice stands in the books; null when it was never queued (Merit not configured then). */
export async function booksStateOf(db: Database, invoiceId: number): Promise<BooksState | null> {
  const [item] = await db
    .select()
    .from(meritBooks)
    .where(and(eq(meritBooks.kind, 'invoice'), eq(meritBooks.invoiceId, invoiceId)))
  if (!item) return null
  return {
    status: statusWords[item.status],
    sentAt: item.sentAt?.toISOString() ?? null,
    error: item.status === 'sent' ? null : item.lastError,
  }
}

/** What is not yet in Merit: waiting for an attempt, being sent, or refused. */
const unsentStatuses = ['pending', 'sending', 'failed'] as const satisfies readonly Item['status'][]

/** How long an item may wait before the overview warns about it. */
export const booksWarnAfterMs = 60 * 60_000

/** An invoice in the books: the invoice and its payments as one, the worst of them first. */
export interface InvoiceBooksLine {
  status: BooksStatus
  /** When the invoice reached Merit; null before. */
  sentAt: string | null
  /** Why the last attempt failed (a payment's reason says so); null when nothing failed. */
  error: string | null
}

export interface EInvoiceLine {
  status: EInvoiceStatus
  sentAt: string | null
  error: string | null
}

export interface InvoiceBooksView {
  /** Null: the invoice was never queued (Merit Aktiva was not configured when it was issued). */
  books: InvoiceBooksLine | null
  /** Null: no e-invoice was asked for (the buyer does not want e-invoices). */
  eInvoice: EInvoiceLine | null
  /** Merit refused something of the invoice: staff may send it again (retryBooks). */
  refused: boolean
}

/** A refused item first, then one still waiting, then the rest; the invoice before its payments. */
function rank(item: Item): number {
  const status = item.status === 'failed' ? 0 : item.status === 'pending' || item.status === 'sending' ? 1 : 2
  return status * 2 + (item.kind === 'invoice' ? 0 : 1)
}

function booksLine(items: Item[]): InvoiceBooksLine | null {
  const invoice = items.find((item) => item.kind === 'invoice')
  if (!invoice) return null
  const worst = [...items].sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0]!
  const status: BooksStatus =
    worst.status === 'failed'
      ? 'viga'
      : worst.status === 'pending' || worst.status === 'sending'
        ? 'ootel'
        : 'saadetud'
  const reason = status === 'saadetud' ? null : worst.lastError
  return {
    status,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    error: reason && worst.kind === 'payment' ? `Laekumine: ${reason}` : reason,
  }
}

function eInvoiceLine(item: Item | undefined): EInvoiceLine | null {
  return item ? eInvoiceStateOfItem(item) : null
}

/** The books lines of these invoices, in one query; an invoice never queued has both lines null. */
export async function booksViewsOf(
  db: Database,
  invoiceIds: number[],
): Promise<Map<number, InvoiceBooksView>> {
  const views = new Map<number, InvoiceBooksView>()
  const ids = [...new Set(invoiceIds)]
  if (ids.length === 0) return views
  const rows = await db.select().from(meritBooks).where(inArray(meritBooks.invoiceId, ids))
  for (const id of ids) {
    const items = rows.filter((item) => item.invoiceId === id)
    views.set(id, {
      books: booksLine(items.filter((item) => item.kind !== 'einvoice')),
      eInvoice: eInvoiceLine(items.find((item) => item.kind === 'einvoice')),
      refused: items.some((item) => item.status === 'failed'),
    })
  }
  return views
}

/** One invoice's books lines. */
export async function booksViewOf(db: Database, invoiceId: number): Promise<InvoiceBooksView> {
  return (await booksViewsOf(db, [invoiceId])).get(invoiceId)!
}

/** Invoices of which something (the invoice, a payment) is not yet in the books: for a WHERE on invoices. */
export function notInBooksCondition(db: Database): SQL {
  return exists(
    db
      .select({ id: meritBooks.id })
      .from(meritBooks)
      .where(
        and(
          eq(meritBooks.invoiceId, invoices.id),
          inArray(meritBooks.kind, ['invoice', 'payment']),
          inArray(meritBooks.status, unsentStatuses),
        ),
      ),
  )
}

/** How many invoices have something not yet in the books. */
export async function notInBooksCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(meritBooks.invoiceId) })
    .from(meritBooks)
    .where(and(inArray(meritBooks.kind, ['invoice', 'payment']), inArray(meritBooks.status, unsentStatuses)))
  return row?.n ?? 0
}

/**
 * Whether staff's pages speak of the books at all: Merit Aktiva is configured, or something was queued
 * for it once. Without either the pages look as they did before Merit.
 */
export async function booksInUse(db: Database): Promise<boolean> {
  if (startedConfig()?.merit) return true
  const [row] = await db.select({ id: meritBooks.id }).from(meritBooks).limit(1)
  return row !== undefined
}

/**
 * How many items have waited longer than an hour without reaching Merit: queued over an hour ago and still
 * waiting or being sent, or refused.
 */
export async function overdueBooksCount(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - booksWarnAfterMs)
  const [row] = await db
    .select({ n: count() })
    .from(meritBooks)
    .where(
      and(
        // An e-invoice waits behind its invoice (counted already), and one that failed sent the PDF mail.
        inArray(meritBooks.kind, ['invoice', 'payment']),
        or(
          eq(meritBooks.status, 'failed'),
          and(inArray(meritBooks.status, ['pending', 'sending']), lt(meritBooks.createdAt, before)),
        ),
      ),
    )
  return row?.n ?? 0
}
