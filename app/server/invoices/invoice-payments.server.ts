import { asc, eq } from 'drizzle-orm'
import type { PaymentInput } from '#app/domain/invoice-forms.ts'
import type { InvoiceStatus } from '#app/domain/invoice-number.ts'
import { type Cents, centsToDecimalString } from '#app/domain/money.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import { queuePaymentForBooks } from '../books/books-queue.server.ts'
import type { Database } from '../db/database.server.ts'
import {
  invoicePayments,
  invoices,
  onlinePayments,
  orderAdvances,
  type PaymentSource,
} from '../db/schema.server.ts'
import type { InvoiceRow } from './invoice-issue.server.ts'

/**
 * Payments on invoices: recorded by hand, imported from a bank statement (camt.053) and matched by the
 * reference number (bank-statement-import.server.ts), or an unmatched statement entry assigned by staff.
 * Each is one transaction that locks the invoice, adds the payment and keeps the invoice's paid sum and
 * status with it; a refusal changes nothing.
 */

export type Refusal = { ok: false; status: 400 | 404 | 409; message: string }

export const paymentTexts = {
  notFound: 'Arvet ei leitud.',
  entryNotFound: 'Pangakannet ei leitud.',
  onCredit: 'Kreeditarvele ei saa makset märkida.',
  onCredited: (number: string) => `Arve ${number} on krediteeritud: sellele ei saa makset märkida.`,
  entryAssigned: (number: string) => `See pangakanne on juba arve ${number} makse.`,
  entryAssignedElsewhere: 'See pangakanne on juba ühe arve makse.',
} as const

/** An invoice's status by what was paid of its total; crediting is set by the credit invoice. */
export function paymentStatus(totalCents: Cents, paidCents: Cents): InvoiceStatus {
  if (paidCents <= 0) return 'tasumata'
  return paidCents < totalCents ? 'osaliselt tasutud' : 'tasutud'
}

export interface RecordedPayment {
  invoice: InvoiceRow
  paymentId: number
  /** What was paid beyond the invoice's total by this payment; 0 when nothing was. */
  overpaidCents: Cents
}

export function refuse(status: 400 | 404 | 409, message: string): Refusal {
  return { ok: false, status, message }
}

/** Rolls a transaction back with the refusal it ends in. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

export async function refusing<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    throw error
  }
}

/** An invoice, locked until the caller's transaction ends. */
export function lockInvoice(tx: Database, id: number) {
  return tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1)
}

/** Why a payment cannot go on this invoice; null when it can. */
export function paymentRefusal(invoice: InvoiceRow): Refusal | null {
  if (invoice.kind === 'kreeditarve') return refuse(400, paymentTexts.onCredit)
  if (invoice.status === 'krediteeritud') return refuse(400, paymentTexts.onCredited(invoice.number))
  return null
}

/** An invoice's new paid sum, and the status that follows from it, stored; the invoice as it is now. */
async function storePaid(tx: Database, invoice: InvoiceRow, paidCents: number): Promise<InvoiceRow> {
  const [updated] = await tx
    .update(invoices)
    .set({ paidCents, status: paymentStatus(invoice.totalCents, paidCents) })
    .where(eq(invoices.id, invoice.id))
    .returning()
  return updated!
}

/**
 * Adds a payment to a locked invoice in the caller's transaction and keeps its paid sum and status: a
 * payment of more than was open still pays it, and what was too much is returned as overpaid.
 */
export async function applyPayment(
  tx: Database,
  invoice: InvoiceRow,
  payment: {
    amountCents: Cents
    date: string
    source: PaymentSource
    bankEntryId?: number
    note: string | null
    actor: string
  },
): Promise<RecordedPayment> {
  const openBefore = Math.max(0, invoice.totalCents - invoice.paidCents)
  const overpaidCents = Math.max(0, payment.amountCents - openBefore)
  const paidCents = invoice.paidCents + payment.amountCents
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      date: payment.date,
      source: payment.source,
      bankEntryId: payment.bankEntryId ?? null,
      note: payment.note,
      recordedBy: payment.actor,
    })
    .returning({ id: invoicePayments.id })
  // To the books after the invoice it pays (ADR 062), when Merit Aktiva is configured.
  await queuePaymentForBooks(tx, { id: row!.id, invoiceId: invoice.id })
  const updated = await storePaid(tx, invoice, paidCents)
  await recordAudit(tx, {
    admin: payment.actor,
    action: 'payment',
    entity: 'invoice',
    entityId: invoice.id,
    before: { paidEur: centsToDecimalString(invoice.paidCents), status: invoice.status },
    after: {
      paidEur: centsToDecimalString(paidCents),
      status: updated.status,
      amountEur: centsToDecimalString(payment.amountCents),
      date: payment.date,
      source: payment.source,
      ...(overpaidCents > 0 ? { overpaidEur: centsToDecimalString(overpaidCents) } : {}),
    },
  })
  return { invoice: updated, paymentId: row!.id, overpaidCents }
}

/** What a buyer paid before its invoice (online, or by transfer as staff recorded it), not yet counted. */
export interface Advance {
  /** What is left of it to count. */
  cents: Cents
  date: string
  source: PaymentSource
  note: string | null
  /** Marks it counted on the invoice, in the same transaction. */
  countedOn: (tx: Database, invoiceId: number) => Promise<unknown>
}

/**
 * In the transaction that issues a delivery's invoice, after what was paid of it already (`paidBefore`):
 * each advance, in order, becomes a payment of the invoice as far as the invoice asks for it, to the books
 * after the invoice; the invoice's paid sum and status follow. What an advance holds beyond that stays on
 * it, for staff to refund. Gives the invoice's paid sum after.
 */
export async function payFromAdvances(
  tx: Database,
  invoice: InvoiceRow,
  advances: readonly Advance[],
  paidBefore: Cents,
  actor: string,
): Promise<Cents> {
  let paid = paidBefore
  for (const advance of advances) {
    const cents = Math.min(advance.cents, invoice.totalCents - paid)
    if (cents <= 0) break
    paid += cents
    const [recorded] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: invoice.id,
        amountCents: cents,
        date: advance.date,
        source: advance.source,
        note: advance.note,
        recordedBy: actor,
      })
      .returning({ id: invoicePayments.id })
    await queuePaymentForBooks(tx, { id: recorded!.id, invoiceId: invoice.id })
    await advance.countedOn(tx, invoice.id)
  }
  if (paid > paidBefore) await storePaid(tx, invoice, paid)
  return paid
}

/**
 * A correction's new invoice takes over what was paid on the invoice its credit invoice cancelled, in the
 * correction's transaction: the payments (by hand, from statements, online) move to it, since they paid
 * for the goods it now charges; the cancelled invoice keeps nothing paid; the new invoice's paid sum and
 * status follow, a surplus being an overpayment as with any payment. Without this a customer who had paid
 * would be asked, and reminded, to pay the corrected invoice in full.
 */
export async function carryPayments(
  tx: Database,
  from: InvoiceRow,
  to: InvoiceRow,
  actor: string,
): Promise<InvoiceRow> {
  const moved = await tx
    .update(invoicePayments)
    .set({ invoiceId: to.id })
    .where(eq(invoicePayments.invoiceId, from.id))
    .returning({ amountCents: invoicePayments.amountCents })
  if (moved.length === 0) return to
  const carried = moved.reduce((total, payment) => total + payment.amountCents, 0)
  await tx.update(invoices).set({ paidCents: 0 }).where(eq(invoices.id, from.id))
  await tx.update(onlinePayments).set({ invoiceId: to.id }).where(eq(onlinePayments.invoiceId, from.id))
  await tx.update(orderAdvances).set({ invoiceId: to.id }).where(eq(orderAdvances.invoiceId, from.id))
  const paidCents = to.paidCents + carried
  const updated = await storePaid(tx, to, paidCents)
  await recordAudit(tx, {
    admin: actor,
    action: 'carry-payments',
    entity: 'invoice',
    entityId: to.id,
    before: { invoiceNumber: from.number, paidEur: centsToDecimalString(carried) },
    after: { invoiceNumber: to.number, paidEur: centsToDecimalString(paidCents), status: updated.status },
  })
  return updated
}

/** A payment recorded by hand on an invoice, as paymentInputSchema or paymentFormSchema gave it. */
export async function recordPayment(
  db: Database,
  input: PaymentInput & { invoiceId: number; actor: string },
): Promise<({ ok: true } & RecordedPayment) | Refusal> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const [invoice] = await lockInvoice(tx, input.invoiceId)
      if (!invoice) throw new Refused(refuse(404, paymentTexts.notFound))
      const refusal = paymentRefusal(invoice)
      if (refusal) throw new Refused(refusal)
      const recorded = await applyPayment(tx, invoice, {
        amountCents: input.amountCents,
        date: input.date,
        source: 'käsitsi',
        note: input.note,
        actor: input.actor,
      })
      return { ok: true as const, ...recorded }
    }),
  )
}

/** An invoice's payments in the order they were recorded. */
export async function listPayments(
  db: Database,
  invoiceId: number,
): Promise<
  {
    id: number
    amountCents: Cents
    date: string
    source: PaymentSource
    note: string | null
    recordedBy: string
  }[]
> {
  return db
    .select({
      id: invoicePayments.id,
      amountCents: invoicePayments.amountCents,
      date: invoicePayments.date,
      source: invoicePayments.source,
      note: invoicePayments.note,
      recordedBy: invoicePayments.recordedBy,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id))
}
