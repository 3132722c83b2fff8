import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { OnlinePaymentFlag, OnlinePaymentStatus } from '#app/domain/online-payment.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { type OrderRow, onlinePayments, onlineRefunds, orders } from '../db/schema.server.ts'
import { paymentFlaggedToStaff, paymentReceivedToCustomer } from '../mail/templates.server.ts'
import { customerUrl } from '../orders/customer-link.server.ts'
import { orderAmounts } from '../orders/order-amounts.server.ts'
import { queueOrderMailToCustomer, queueOrderMailToStaff } from '../orders/order-mails.server.ts'
import {
  type MontonioOrderToken,
  type MontonioRefundToken,
  type MontonioTokenProblem,
  verifyMontonioOrderToken,
  verifyMontonioRefundToken,
} from './montonio-tokens.server.ts'

import {
  montonioActor,
  type PaymentDependencies,
  type PaymentRow,
  receivedStatuses,
} from './online-payments.server.ts'

/**
 * What Montonio tells us, believed only from a signed token (the webhook or the customer's return): a
 * payment recorded once per Montonio order uuid with its receipt mail and audit entry in the same
 * transaction, and a refund settled by its webhook.
 */

/** Why a token was refused, beyond its signature: it is not about a payment we asked for. */
export type NotificationProblem = MontonioTokenProblem | 'reference' | 'uuid' | 'amount' | 'currency'

export type NotificationResult =
  | { ok: true; payment: PaymentRow; order: OrderRow; changed: boolean }
  | { ok: false; problem: NotificationProblem }

/** The payment a verified order token is about, when it is one we asked for, as we asked for it. */
async function matchingPayment(
  db: Database,
  token: MontonioOrderToken,
): Promise<{ ok: true; payment: PaymentRow } | { ok: false; problem: NotificationProblem }> {
  const [payment] = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.merchantReference, token.merchantReference))
    .limit(1)
  if (!payment) return { ok: false, problem: 'reference' }
  if (payment.montonioUuid !== null && payment.montonioUuid !== token.uuid)
    return { ok: false, problem: 'uuid' }
  if (token.currency !== payment.currency) return { ok: false, problem: 'currency' }
  if (token.grandTotalCents !== payment.amountCents) return { ok: false, problem: 'amount' }
  return { ok: true, payment }
}

const statusOfToken: Record<string, OnlinePaymentStatus | undefined> = {
  PAID: 'paid',
  ABANDONED: 'abandoned',
  VOIDED: 'abandoned',
}

/**
 * An order token from the webhook or the return: verified, matched to a payment we asked for, and on PAID
 * recorded once, keyed by Montonio's uuid (the row is locked, so two notifications at once record it once).
 * A payment of a cancelled order, a second payment and a payment of another amount than the order's are
 * flagged to staff. The receipt mail, the staff's mail of a flag and the audit entry go in the same
 * transaction. Throws when the database fails, so that the webhook answers 5xx and Montonio retries.
 */
export async function recordOrderToken(deps: PaymentDependencies, raw: unknown): Promise<NotificationResult> {
  const verified = await verifyMontonioOrderToken(deps.montonio, raw)
  if (!verified.ok) return verified
  const token = verified.token
  const matched = await matchingPayment(deps.db, token)
  if (!matched.ok) return matched
  const next = statusOfToken[token.paymentStatus]
  const now = deps.now?.() ?? new Date()
  const result = await deps.db.transaction(async (tx): Promise<NotificationResult> => {
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, matched.payment.id))
      .for('update')
      .limit(1)
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment!.orderId)).limit(1)
    const unchanged = { ok: true as const, payment: payment!, order: order!, changed: false }
    // Once received, a payment changes only by refunds (their own webhooks); a replay changes nothing.
    if (!next || receivedStatuses.includes(payment!.status) || payment!.status === next) return unchanged
    if (next === 'abandoned') {
      const [updated] = await tx
        .update(onlinePayments)
        .set({ status: 'abandoned', montonioUuid: token.uuid, updatedAt: now })
        .where(eq(onlinePayments.id, payment!.id))
        .returning()
      return { ok: true, payment: updated!, order: order!, changed: true }
    }
    const others = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.orderId, order!.id),
          inArray(onlinePayments.status, receivedStatuses),
          sql`${onlinePayments.id} <> ${payment!.id}`,
        ),
      )
      .limit(1)
    const flag: OnlinePaymentFlag | null =
      order!.status === 'tühistatud'
        ? 'cancelled-order'
        : others.length > 0
          ? 'second-payment'
          : payment!.amountCents !== orderAmounts(order!).totalPriceCents
            ? 'amount-differs'
            : null
    const method = [token.paymentMethod === 'cardPayments' ? 'kaart' : 'pangalink', token.paymentProviderName]
      .filter(Boolean)
      .join(', ')
    const [updated] = await tx
      .update(onlinePayments)
      .set({ status: 'paid', montonioUuid: token.uuid, method, paidAt: now, flag, updatedAt: now })
      .where(eq(onlinePayments.id, payment!.id))
      .returning()
    const link = order!.customerTokenSalt
      ? customerUrl(deps.montonio.publicUrl, deps.signingSecret, order!.customerTokenSalt)
      : null
    await queueOrderMailToCustomer(
      tx,
      order!,
      { kind: 'payment-received', ...paymentReceivedToCustomer(order!, updated!, { customerUrl: link }) },
      { notifyTo: deps.notifyTo },
    )
    if (flag)
      await queueOrderMailToStaff(
        tx,
        order!,
        { kind: 'payment-flagged', ...paymentFlaggedToStaff(order!, updated!) },
        { notifyTo: deps.notifyTo },
      )
    await recordAudit(tx, {
      admin: montonioActor,
      action: 'payment',
      entity: 'order',
      entityId: order!.id,
      before: { payment: payment!.status },
      after: {
        payment: 'paid',
        amountEur: updated!.amountCents / 100,
        method,
        merchantReference: updated!.merchantReference,
        montonioUuid: token.uuid,
        ...(flag ? { flag } : {}),
      },
    })
    return { ok: true, payment: updated!, order: order!, changed: true }
  })
  if (result.ok && result.changed && result.payment.status === 'paid') deps.afterCommit?.()
  return result
}

export type RefundNotificationResult =
  | { ok: true; changed: boolean }
  | { ok: false; problem: MontonioTokenProblem | 'reference' | 'amount' }

/**
 * A refund token from the webhook: verified, matched to a refund we asked for (by Montonio's refund uuid,
 * or by the payment's order uuid and amount before the uuid was stored), and on SUCCESSFUL counted on the
 * payment once. A rejected refund is flagged to staff again.
 */
export async function recordRefundToken(
  deps: PaymentDependencies,
  raw: unknown,
): Promise<RefundNotificationResult> {
  const verified = await verifyMontonioRefundToken(deps.montonio, raw)
  if (!verified.ok) return verified
  const token: MontonioRefundToken = verified.token
  const [payment] = await deps.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.montonioUuid, token.orderUuid))
    .limit(1)
  if (!payment) return { ok: false, problem: 'reference' }
  const refunds = await deps.db
    .select()
    .from(onlineRefunds)
    .where(eq(onlineRefunds.paymentId, payment.id))
    .orderBy(desc(onlineRefunds.id))
  const refund =
    refunds.find((candidate) => candidate.montonioUuid === token.refundUuid) ??
    refunds.find(
      (candidate) => candidate.montonioUuid === null && candidate.amountCents === token.refundAmountCents,
    )
  if (!refund) return { ok: false, problem: 'reference' }
  if (refund.amountCents !== token.refundAmountCents) return { ok: false, problem: 'amount' }
  const next =
    token.refundStatus === 'SUCCESSFUL'
      ? 'successful'
      : token.refundStatus === 'REJECTED' || token.refundStatus === 'CANCELED'
        ? 'rejected'
        : 'pending'
  const now = deps.now?.() ?? new Date()
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(onlineRefunds)
      .where(eq(onlineRefunds.id, refund.id))
      .for('update')
    if (locked!.status === 'successful' || locked!.status === 'rejected' || locked!.status === next)
      return { ok: true as const, changed: false }
    await tx
      .update(onlineRefunds)
      .set({ status: next, montonioUuid: token.refundUuid, updatedAt: now })
      .where(eq(onlineRefunds.id, refund.id))
    let after: OnlinePaymentStatus = payment.status
    if (next === 'successful') {
      const [updated] = await tx
        .update(onlinePayments)
        .set({
          refundedCents: sql`${onlinePayments.refundedCents} + ${locked!.amountCents / 100}`,
          status: sql<OnlinePaymentStatus>`case when ${onlinePayments.refundedCents} + ${locked!.amountCents / 100} >= ${onlinePayments.amountCents} then 'refunded' else 'partially-refunded' end`,
          updatedAt: now,
        })
        .where(eq(onlinePayments.id, payment.id))
        .returning()
      after = updated!.status
    }
    await recordAudit(tx, {
      admin: montonioActor,
      action: 'refund',
      entity: 'order',
      entityId: payment.orderId,
      before: { refund: locked!.status, payment: payment.status },
      after: {
        refund: next,
        payment: after,
        amountEur: locked!.amountCents / 100,
        montonioRefundUuid: token.refundUuid,
      },
    })
    return { ok: true as const, changed: true }
  })
}
