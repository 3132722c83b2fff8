import { and, asc, eq, exists, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { currentBusiness } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoicePayments, invoices, meritBooks } from '../db/schema.server.ts'
import {
  type InvoiceMailDependencies,
  invoiceMailDependencies,
  mailInvoicePdfInstead,
} from '../invoices/invoice-mails.server.ts'
import { doublingBackoff } from '../mail/outbox.server.ts'
import { type MeritClient, MeritError, type MeritTax } from './merit-client.server.ts'
import { meritAmount, meritDate, meritInvoicePayload } from './merit-invoice.server.ts'

/**
 * The books queue's worker (ADR 062): it sends what books-queue.server.ts queued to Merit Aktiva.
 *
 * Exactly once in Merit: a worker claims one item at a time under a lease (FOR UPDATE SKIP LOCKED, so
 * concurrent processes never hold the same item), and every write after the claim checks that the lease
 * is still this worker's. An attempt that ended without Merit's answer marks the item uncertain, and the
 * next attempt asks Merit for the number (v2/getinvoices2) before it sends anything; a refusal of an
 * invoice is also checked against Merit's list, so "already exists" counts as done.
 */

type Item = typeof meritBooks.$inferSelect

export interface BooksRunResult {
  sent: number
  /** Refused by Merit for their data: kept as 'failed' for staff. */
  failed: number
  /** Not answered, or Merit was down: due again after a pause. */
  retried: number
}

export interface BooksWorkerOptions {
  db: Database
  client: MeritClient
  /** Pause after failed attempt number n (1, 2, …). Default 30 s, doubling, at most an hour. */
  backoff?: (attempt: number) => number
  /** How long a claimed item is this worker's; renewed while it works. Default 2 min. */
  leaseMs?: number
  /** How often an idle worker looks for due items. Default 10 s. */
  pollIntervalMs?: number
  now?: () => Date
  logger?: Pick<Console, 'warn' | 'error'>
  /** Where the PDF mail of an invoice goes when it cannot go as an e-invoice. Default: the running server's. */
  mailDependencies?: () => InvoiceMailDependencies
}

export interface BooksWorker {
  start(): void
  stop(): Promise<void>
  /** Sends every item due now, each at most once per call. */
  runOnce(): Promise<BooksRunResult>
  wake(): void
}

/** A tax of `rate` percent for sales (TaxType 1 when Merit says the type). */
function taxOfRate(taxes: MeritTax[], rate: number): MeritTax | undefined {
  const ofRate = taxes.filter((tax) => tax.TaxPct === rate)
  return ofRate.find((tax) => tax.TaxType === 1) ?? ofRate.find((tax) => tax.TaxType == null)
}

export function createBooksWorker(options: BooksWorkerOptions): BooksWorker {
  const { db, client } = options
  const backoff = options.backoff ?? doublingBackoff(30_000)
  const leaseMs = options.leaseMs ?? 120_000
  const pollMs = options.pollIntervalMs ?? 10_000
  const now = options.now ?? (() => new Date())
  const logger = options.logger ?? console
  const inMs = (ms: number) => new Date(now().getTime() + ms)
  const mailDependencies = options.mailDependencies ?? invoiceMailDependencies
  /** Merit's tax list, read once and kept; read again when a rate is missing from it. */
  let taxes: Promise<MeritTax[]> | undefined

  const stillOurs = (item: Item) =>
    and(eq(meritBooks.id, item.id), eq(meritBooks.attempts, item.attempts), eq(meritBooks.status, 'sending'))

  async function taxIdFor(rate: number): Promise<string> {
    for (const fresh of [false, true]) {
      if (fresh || !taxes) taxes = client.getTaxes()
      const list = await taxes.catch((error: unknown) => {
        taxes = undefined
        throw error
      })
      const found = taxOfRate(list, rate)
      if (found) return found.Id
    }
    throw new MeritError('refused', `Merit Aktivas pole ${rate}% käibemaksu (Seaded → Käibemaksu seaded)`)
  }

  async function claimOne(skip: number[]): Promise<Item | undefined> {
    const at = now()
    const before = alias(meritBooks, 'before')
    const due = db
      .select({ id: meritBooks.id })
      .from(meritBooks)
      .where(
        and(
          inArray(meritBooks.status, ['pending', 'sending']),
          lte(meritBooks.nextAttemptAt, at),
          or(isNull(meritBooks.lockedUntil), lte(meritBooks.lockedUntil, at)),
          // What it must follow (the invoice a credit invoice cancels) is in Merit already.
          or(
            isNull(meritBooks.afterId),
            exists(
              db
                .select({ id: before.id })
                .from(before)
                .where(and(eq(before.id, meritBooks.afterId), eq(before.status, 'sent'))),
            ),
          ),
          skip.length > 0 ? notInArray(meritBooks.id, skip) : undefined,
        ),
      )
      .orderBy(asc(meritBooks.nextAttemptAt), asc(meritBooks.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [item] = await db
      .update(meritBooks)
      .set({ status: 'sending', lockedUntil: inMs(leaseMs), attempts: sql`${meritBooks.attempts} + 1` })
      .where(inArray(meritBooks.id, due))
      .returning()
    return item
  }

  /** Sends an invoice item; Merit's id of the invoice. */
  async function sendInvoice(item: Item): Promise<string> {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, item.invoiceId))
    if (!invoice) throw new MeritError('refused', `Arvet ${item.invoiceId} ei leitud`)
    if (item.uncertain) {
      const held = await client.findInvoice(invoice.number)
      if (held) return held.id
    }
    const payload = await meritInvoicePayload(db, invoice, await taxIdFor(invoice.vatRate))
    try {
      return (await client.sendInvoice(payload)).id
    } catch (error) {
      // Merit refuses a number it holds already: that is the invoice we sent, so it is done.
      if (error instanceof MeritError && error.failure === 'refused') {
        const held = await client.findInvoice(invoice.number)
        if (held) return held.id
      }
      throw error
    }
  }

  /**
   * Sends a payment item (v1/sendpayment). After an unanswered attempt, Merit's paid sum of the invoice
   * tells whether it holds the payment: it does when it counts this one beside those sent before it.
   */
  async function sendPayment(item: Item): Promise<string | null> {
    const [row] = await db
      .select({ payment: invoicePayments, invoice: invoices })
      .from(invoicePayments)
      // The invoice it paid when it came: a corrected invoice takes its predecessor's payments in our
      // books (carryPayments), while in Merit the payment stays on the invoice it was sent for.
      .innerJoin(invoices, eq(invoices.id, item.invoiceId))
      .where(eq(invoicePayments.id, item.paymentId!))
    if (!row) throw new MeritError('refused', `Makset ${item.paymentId} ei leitud`)
    const { payment, invoice } = row
    if (item.uncertain) {
      const [sentBefore] = await db
        .select({ cents: sql<number>`coalesce(sum(${invoicePayments.amountCents}), 0)::int` })
        .from(meritBooks)
        .innerJoin(invoicePayments, eq(invoicePayments.id, meritBooks.paymentId))
        .where(and(eq(meritBooks.invoiceId, invoice.id), eq(meritBooks.status, 'sent')))
      const held = await client.findInvoice(invoice.number)
      if (held && held.paidCents >= (sentBefore?.cents ?? 0) + payment.amountCents) return null
    }
    await client.sendPayment({
      IBAN: currentBusiness().iban || invoice.seller.iban,
      CustomerName: invoice.buyer.name,
      InvoiceNo: invoice.number,
      RefNo: invoice.referenceNumber,
      PaymentDate: meritDate(payment.date),
      Amount: meritAmount(payment.amountCents),
    })
    return null
  }

  /**
   * Asks Merit to deliver the invoice it holds as an e-invoice. Merit cannot be asked whether an earlier
   * request it did not answer delivered it, so that one is left to staff rather than risk a second
   * e-invoice at the buyer's operator.
   */
  async function sendEInvoice(item: Item): Promise<'sent' | 'noeinv'> {
    if (item.uncertain)
      throw new MeritError(
        'refused',
        'Merit Aktiva ei vastanud e-arve saatmisele: vaadake Merit Aktivast, kas e-arve läks, ja saatke vajadusel uuesti',
      )
    const [invoiceItem] = await db
      .select({ meritId: meritBooks.meritId })
      .from(meritBooks)
      .where(eq(meritBooks.id, item.afterId!))
    if (!invoiceItem?.meritId) throw new MeritError('refused', 'Arvet pole Merit Aktivas')
    return client.sendAsEInvoice(invoiceItem.meritId)
  }

  /**
   * Ends an item and, when its invoice will not reach the buyer as an e-invoice after all, queues the
   * invoice's PDF mail in the same transaction (invoice-mails.server.ts: only if no mail carried it yet).
   */
  async function finish(item: Item, set: Partial<Item>, pdfInstead: boolean): Promise<void> {
    const mailed = await db.transaction(async (tx) => {
      const ended = await tx
        .update(meritBooks)
        .set(set)
        .where(stillOurs(item))
        .returning({ id: meritBooks.id })
      if (ended.length === 0 || !pdfInstead) return false
      if (item.kind === 'invoice') {
        // The invoice itself was refused: its e-invoice cannot follow, so the buyer gets the PDF now.
        const waiting = await tx
          .update(meritBooks)
          .set({
            status: 'failed',
            lastError: 'Arve ei jõudnud Merit Aktivasse: saatsime selle PDF-ina e-postiga',
          })
          .where(
            and(
              eq(meritBooks.kind, 'einvoice'),
              eq(meritBooks.invoiceId, item.invoiceId),
              inArray(meritBooks.status, ['pending', 'sending']),
            ),
          )
          .returning({ id: meritBooks.id })
        if (waiting.length === 0) return false
      }
      return mailInvoicePdfInstead(tx, item.invoiceId, mailDependencies())
    })
    if (mailed) mailDependencies().afterCommit?.()
  }

  async function attempt(item: Item): Promise<keyof BooksRunResult> {
    try {
      if (item.kind === 'einvoice') {
        const outcome = await sendEInvoice(item)
        await finish(
          item,
          { status: outcome, sentAt: now(), lockedUntil: null, lastError: null },
          outcome === 'noeinv',
        )
        return 'sent'
      }
      const meritId = item.kind === 'payment' ? await sendPayment(item) : await sendInvoice(item)
      await db
        .update(meritBooks)
        .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null, meritId })
        .where(stillOurs(item))
      return 'sent'
    } catch (thrown) {
      const error =
        thrown instanceof MeritError
          ? thrown
          : new MeritError('malformed', thrown instanceof Error ? thrown.message : String(thrown))
      const what = `Books item ${item.id} (${item.kind} of invoice ${item.invoiceId})`
      if (!error.retryable) {
        await finish(
          item,
          { status: 'failed', lockedUntil: null, lastError: error.message },
          item.kind !== 'payment',
        )
        logger.error(`${what} refused by Merit Aktiva: ${error.message}`)
        return 'failed'
      }
      // No answer, or Merit failed itself: it may hold the invoice, so the next attempt asks first. Only a
      // 401 says for certain that Merit did nothing with the request.
      await db
        .update(meritBooks)
        .set({
          status: 'pending',
          lockedUntil: null,
          lastError: error.message,
          uncertain: item.uncertain || !error.certainlyNotCarriedOut,
          nextAttemptAt: inMs(backoff(item.attempts)),
        })
        .where(stillOurs(item))
      logger.warn(`${what} attempt ${item.attempts} failed, will retry: ${error.message}`)
      return 'retried'
    }
  }

  let stopping = false
  let running: Promise<BooksRunResult> | undefined
  let timer: NodeJS.Timeout | undefined
  let again = false

  async function drain(): Promise<BooksRunResult> {
    const result: BooksRunResult = { sent: 0, failed: 0, retried: 0 }
    const seen: number[] = []
    for (let item = await claimOne(seen); item && !stopping; item = await claimOne(seen)) {
      seen.push(item.id)
      const claimed = item
      const renew = setInterval(
        () => {
          db.update(meritBooks)
            .set({ lockedUntil: inMs(leaseMs) })
            .where(stillOurs(claimed))
            .catch((error: unknown) => logger.error(`Books: could not renew a lease: ${String(error)}`))
        },
        Math.max(10, Math.floor(leaseMs / 3)),
      )
      renew.unref()
      try {
        result[await attempt(claimed)] += 1
      } finally {
        clearInterval(renew)
      }
    }
    return result
  }

  function runOnce(): Promise<BooksRunResult> {
    // One round at a time per worker: a wake during a round asks for another after it.
    const round = (running ?? Promise.resolve()).then(drain, drain)
    running = round
    const settled = () => {
      if (running === round) running = undefined
    }
    round.then(settled, settled)
    return round
  }

  function later(ms: number) {
    clearTimeout(timer)
    timer = setTimeout(tick, ms)
    timer.unref()
  }

  function tick() {
    timer = undefined
    again = false
    runOnce()
      .catch((error: unknown) => logger.error(`Books: a round failed: ${String(error)}`))
      .finally(() => {
        if (!stopping) later(again ? 0 : pollMs)
      })
  }

  return {
    start() {
      stopping = false
      later(0)
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      await running?.catch(() => undefined)
    },
    runOnce,
    wake() {
      if (stopping) return
      if (running) again = true
      else later(0)
    },
  }
}
