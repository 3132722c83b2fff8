import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Cents } from '#app/domain/money.ts'
import {
  type OnlinePaymentFlag,
  type OnlinePaymentStatus,
  type PaymentState,
  paymentStateLabels,
} from '#app/domain/online-payment.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import type { Database } from '../db/database.server.ts'
import { type invoices, type OrderRow, onlinePayments } from '../db/schema.server.ts'
import { type Advance, payFromAdvances } from '../invoices/invoice-payments.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import type { OrderChangeDependencies } from '../orders/order-mails.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { type MontonioSettings, montonioSettings } from './montonio-settings.server.ts'

/**
 * Online payment of a confirmed order through Montonio, what the rest share: the order's payments and
 * the state they add up to, whether it may be paid now, and the advance counted on the delivery's
 * invoice. Starting a payment is payment-start.server.ts, what Montonio tells us
 * payment-notifications.server.ts, refunds payment-refunds.server.ts.
 */

export type PaymentRow = typeof onlinePayments.$inferSelect

/** The audit log's name for what Montonio's signed notifications changed. */
export const montonioActor = 'montonio'

export interface PaymentDependencies extends OrderChangeDependencies {
  montonio: MontonioSettings
}

/** Paid, whatever was refunded since: a second payment of the order is then a second one. */
export const receivedStatuses: OnlinePaymentStatus[] = ['paid', 'partially-refunded', 'refunded']

export async function paymentsOfOrder(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, orderId))
    .orderBy(asc(onlinePayments.id))
}

export interface OrderPayment {
  state: PaymentState
  /** Received less refunded, in cents. */
  paidCents: Cents
  paidAt: Date | null
  method: string | null
  /** Payments staff should look at, with why. */
  flags: { paymentId: number; flag: OnlinePaymentFlag; amountCents: Cents }[]
  /** The received payment a refund would go to (the first one not refunded in full). */
  refundable: { paymentId: number; leftCents: Cents } | null
}

/**
 * The order's payment state apart from its delivery state: null before any payment was started or when
 * every attempt was abandoned; 'pending' while one is open; else what was received and refunded.
 */
export function orderPayment(payments: readonly PaymentRow[]): OrderPayment | null {
  const received = payments.filter((payment) => receivedStatuses.includes(payment.status))
  const flags = received
    .filter((payment) => payment.flag !== null && payment.refundedCents < payment.amountCents)
    .map((payment) => ({ paymentId: payment.id, flag: payment.flag!, amountCents: payment.amountCents }))
  if (received.length === 0) {
    if (!payments.some((payment) => payment.status === 'pending')) return null
    return { state: 'pending', paidCents: 0, paidAt: null, method: null, flags, refundable: null }
  }
  const paidIn = received.reduce((sum, payment) => sum + payment.amountCents, 0)
  const refunded = received.reduce((sum, payment) => sum + payment.refundedCents, 0)
  const first = received[0]!
  // A flagged payment (a second one, one for a cancelled order) is the one to refund first.
  const open =
    received.find((payment) => payment.flag !== null && payment.refundedCents < payment.amountCents) ??
    received.find((payment) => payment.refundedCents < payment.amountCents)
  return {
    state: refunded === 0 ? 'paid' : refunded >= paidIn ? 'refunded' : 'partially-refunded',
    paidCents: paidIn - refunded,
    paidAt: first.paidAt,
    method: first.method,
    flags,
    refundable: open ? { paymentId: open.id, leftCents: open.amountCents - open.refundedCents } : null,
  }
}

/** The order's payment as GET /api/admin/orders gives it. */
export function orderPaymentJson(payment: OrderPayment | null) {
  if (!payment) return null
  return {
    status: paymentStateLabels[payment.state],
    paidEur: payment.paidCents / 100,
    paidAt: payment.paidAt?.toISOString() ?? null,
    method: payment.method,
    flags: payment.flags.map(({ flag, amountCents }) => ({ flag, amountEur: amountCents / 100 })),
  }
}

/** Paid (in full or partly refunded) for the staff lists: 'Tasutud' means the driver collects nothing. */
export async function paidOrderIds(db: Database, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ orderId: onlinePayments.orderId })
    .from(onlinePayments)
    .where(
      and(
        inArray(onlinePayments.orderId, [...orderIds]),
        inArray(onlinePayments.status, ['paid', 'partially-refunded']),
      ),
    )
  return new Set(rows.map((row) => row.orderId))
}

/** Whether the customer may pay the order online now: confirmed, priced and not paid yet. */
export function mayPayOnline(order: OrderRow, payment: OrderPayment | null): boolean {
  return (
    order.status === 'kinnitatud' &&
    order.confirmedTotalCents !== null &&
    order.confirmedTotalCents > 0 &&
    (payment === null || payment.state === 'pending')
  )
}

// ---------------------------------------------------------------------------------------------------
// The advance on the delivery's invoice

/**
 * Counts the order's online payments on its delivery invoice, in the transaction that issues it: each
 * received payment (less what was refunded) becomes a payment of the invoice with the source 'montonio',
 * and the invoice's paid amount and status follow. A weighed difference is then what the invoice still
 * asks (more weighed) or an overpayment staff refund (less weighed).
 */
export async function applyAdvanceToInvoice(
  tx: Database,
  invoice: typeof invoices.$inferSelect,
  admin: string,
): Promise<Cents> {
  const received = (await paymentsOfOrder(tx, invoice.orderId)).filter(
    (payment) => receivedStatuses.includes(payment.status) && payment.amountCents > payment.refundedCents,
  )
  const advances = received.map(
    (payment): Advance => ({
      // What the invoice does not ask for (less was weighed) stays on the payment, for staff to refund.
      cents: payment.amountCents - payment.refundedCents,
      date: tallinnCalendarDate(payment.paidAt ?? new Date()),
      source: 'montonio',
      note: `Ettemaks veebis, ${payment.merchantReference}`,
      countedOn: (tx, invoiceId) =>
        tx.update(onlinePayments).set({ invoiceId }).where(eq(onlinePayments.id, payment.id)),
    }),
  )
  return payFromAdvances(tx, invoice, advances, 0, admin)
}

/** The running server's dependencies of online payment; null when Montonio's keys are not set. */
export function paymentDependencies(): PaymentDependencies | null {
  const runtime = getRuntime()
  const montonio = montonioSettings(runtime.config)
  if (!montonio) return null
  return {
    db: runtime.database.db,
    montonio,
    signingSecret: runtime.signingSecret,
    notifyTo: runtime.config.mail.notifyTo,
    afterCommit: wakeOutbox,
  }
}
