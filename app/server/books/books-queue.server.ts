import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { meritBooks } from '../db/schema.server.ts'
import { wantsEInvoice } from '../invoices/e-invoice-choice.server.ts'
import type { InvoiceRow } from '../invoices/invoice-issue.server.ts'
import { startedConfig } from '../runtime.server.ts'

/**
 * What goes into the books queue (ADR 062): invoices, credit invoices, their e-invoices and payments, in
 * the transaction that makes them, and only when Merit Aktiva is configured: without MERIT_API_ID and
 * MERIT_API_KEY nothing is written or sent. Staff's 'send again' puts refused items back. The worker that
 * sends them is merit-books.server.ts's; what staff read of them, books-state.server.ts's.
 */

/**
 * Queues an invoice or credit invoice for Merit in the caller's transaction, when Merit is configured; for
 * a buyer that wants e-invoices, also its delivery as an e-invoice once Merit holds it. True when it goes
 * as an e-invoice (its mail then carries no PDF: the PDF goes only if Merit says the buyer cannot receive
 * e-invoices).
 */
export async function queueInvoiceForBooks(tx: Database, invoice: InvoiceRow): Promise<boolean> {
  if (!startedConfig()?.merit) return false
  // A credit invoice goes after the invoice it cancels, when that one went to Merit through this queue.
  const [before] = invoice.creditedInvoiceId
    ? await tx
        .select({ id: meritBooks.id })
        .from(meritBooks)
        .where(and(eq(meritBooks.kind, 'invoice'), eq(meritBooks.invoiceId, invoice.creditedInvoiceId)))
    : []
  const [item] = await tx
    .insert(meritBooks)
    .values({ kind: 'invoice', invoiceId: invoice.id, afterId: before?.id ?? null })
    .returning({ id: meritBooks.id })
  if (!(await wantsEInvoice(tx, invoice))) return false
  await tx.insert(meritBooks).values({ kind: 'einvoice', invoiceId: invoice.id, afterId: item!.id })
  return true
}

/** Whether an invoice goes to its buyer as an e-invoice through Merit (queued, not yet found unable). */
export async function goesAsEInvoice(db: Database, invoiceId: number): Promise<boolean> {
  const [item] = await db
    .select({ status: meritBooks.status })
    .from(meritBooks)
    .where(and(eq(meritBooks.kind, 'einvoice'), eq(meritBooks.invoiceId, invoiceId)))
  return item !== undefined && item.status !== 'noeinv'
}

/**
 * Queues a payment of an invoice for Merit in the caller's transaction, to go after the invoice: when
 * Merit is configured and the invoice went to Merit through this queue (an invoice issued before Merit
 * was configured is not in Merit, so neither are its payments).
 */
export async function queuePaymentForBooks(
  tx: Database,
  payment: { id: number; invoiceId: number },
): Promise<void> {
  if (!startedConfig()?.merit) return
  // The invoice's last item (the invoice itself, or its latest payment): one invoice's payments go one
  // after another, so Merit's paid sum tells which of them it holds.
  const [last] = await tx
    .select({ id: meritBooks.id })
    .from(meritBooks)
    .where(and(eq(meritBooks.invoiceId, payment.invoiceId), inArray(meritBooks.kind, ['invoice', 'payment'])))
    .orderBy(desc(meritBooks.id))
    .limit(1)
  if (!last) return
  await tx
    .insert(meritBooks)
    .values({ kind: 'payment', invoiceId: payment.invoiceId, paymentId: payment.id, afterId: last.id })
}

export const booksTexts = {
  nothingRefused: 'Merit Aktiva pole selle arve andmetest midagi tagasi lükanud: uuesti pole midagi saata.',
} as const

/**
 * Staff's 'send again' of what Merit refused of an invoice (the invoice, its payments, its e-invoice): a
 * fresh set of attempts, due now. An invoice's or payment's uncertainty is kept, so one that may be in
 * Merit is looked up first.
 * False when nothing of the invoice was refused.
 */
export async function retryBooks(
  db: Database,
  target: { invoiceId: number },
  now: Date = new Date(),
): Promise<boolean> {
  const changed = await db
    .update(meritBooks)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      // An e-invoice Merit left unanswered is sent again only on staff's word, which this is.
      uncertain: sql`${meritBooks.uncertain} and ${meritBooks.kind} <> 'einvoice'`,
    })
    .where(and(eq(meritBooks.invoiceId, target.invoiceId), eq(meritBooks.status, 'failed')))
    .returning({ id: meritBooks.id })
  return changed.length > 0
}
