import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { tonnesLabel } from '#app/domain/format.ts'
import type { Cents } from '#app/domain/money.ts'
import {
  type OnlinePaymentFlag,
  type OnlinePaymentStatus,
  type PaymentState,
  paymentStateLabels,
} from '#app/domain/online-payment.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import {
  invoicePayments,
  invoices,
  type OrderRow,
  onlinePayments,
  onlineRefunds,
  orders,
} from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { paymentFlaggedToStaff, paymentReceivedToCustomer } from '../mail/templates.server.ts'
import { customerUrl } from '../orders/customer-link.server.ts'
import { orderAmounts } from '../orders/order-amounts.server.ts'
import {
  type OrderChangeDependencies,
  queueOrderMailToCustomer,
  queueOrderMailToStaff,
} from '../orders/order-mails.server.ts'
import { getRuntime } from '../runtime.server.ts'
import {
  createMontonioOrder,
  createMontonioRefund,
  type MontonioLineItem,
  type MontonioOrderToken,
  type MontonioRefundToken,
  type MontonioSettings,
  type MontonioTokenProblem,
  montonioSettings,
  verifyMontonioOrderToken,
  verifyMontonioRefundToken,
} from './montonio.server.ts'

/**
 * Online payment of a confirmed order through Montonio: the payment started from the customer's page,
 * then believed only from a signed token (the webhook or the customer's return), recorded once per
 * Montonio order uuid, with its receipt mail and audit entry in the same transaction. Refunds go through
 * Montonio's refunds call with a stored idempotency key, and their webhooks settle them.
 */

export type PaymentRow = typeof onlinePayments.$inferSelect

/** The audit log's name for what Montonio's signed notifications changed. */
export const montonioActor = 'montonio'

/** Where the customer comes back from Montonio's page, with `?order-token=…` added. */
export const paymentReturnPath = '/makse/tagasi'

/** How long Montonio's payment page stays open for one attempt. */
export const paymentExpiryMinutes = 60

export interface PaymentDependencies extends OrderChangeDependencies {
  montonio: MontonioSettings
}

/** Paid, whatever was refunded since: a second payment of the order is then a second one. */
const receivedStatuses: OnlinePaymentStatus[] = ['paid', 'partially-refunded', 'refunded']

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

/** The lines Montonio shows: the material and the transport, each with VAT, adding up to the total. */
export function paymentLineItems(order: OrderRow): MontonioLineItem[] {
  const amounts = orderAmounts(order)
  const material = `${order.productName}, ${tonnesLabel(amounts.quantity)}`
  if (amounts.deliveryCostCents === 0 || amounts.minimumApplied)
    return [{ name: material, quantity: 1, finalPriceCents: amounts.totalPriceCents }]
  const transport = withVatCents(amounts.deliveryCostCents)
  return [
    { name: material, quantity: 1, finalPriceCents: amounts.totalPriceCents - transport },
    { name: 'Transport', quantity: 1, finalPriceCents: transport },
  ]
}

export type StartResult =
  | { ok: true; paymentUrl: string }
  | { ok: false; reason: 'not-payable' | 'montonio'; message: string }

export const paymentTexts = {
  notPayable: 'Seda tellimust ei saa praegu veebis tasuda.',
  unknownBank: 'Valitud panka ei ole pakkumisel. Palun valige uuesti.',
} as const

/**
 * 'Maksa kohe': creates the order at Montonio for the confirmed total and gives the address of its payment
 * page. An attempt still open for the same amount is used again (Montonio gives the same order a new
 * payment address), so going back and paying again never makes a second order at Montonio.
 */
export async function startPayment(
  deps: PaymentDependencies,
  order: OrderRow,
  choice: { bank?: string | undefined; card?: boolean },
): Promise<StartResult> {
  const payments = await paymentsOfOrder(deps.db, order.id)
  if (!mayPayOnline(order, orderPayment(payments)))
    return { ok: false, reason: 'not-payable', message: paymentTexts.notPayable }
  const amount = order.confirmedTotalCents!
  const now = deps.now?.() ?? new Date()
  const open = payments.find(
    (payment) =>
      payment.status === 'pending' &&
      payment.amountCents === amount &&
      now.getTime() - payment.createdAt.getTime() < paymentExpiryMinutes * 60_000,
  )
  let payment = open
  if (!payment) {
    ;[payment] = await deps.db
      .insert(onlinePayments)
      .values({
        orderId: order.id,
        merchantReference: `${order.id}-${randomBytes(4).toString('hex')}`,
        amountCents: amount,
        currency: 'EUR',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
  }
  const created = await createMontonioOrder(deps.montonio, {
    merchantReference: payment!.merchantReference,
    merchantReferenceDisplay: `Tellimus ${order.id}`,
    returnPath: paymentReturnPath,
    grandTotalCents: amount,
    lineItems: paymentLineItems(order),
    expiresInMinutes: paymentExpiryMinutes,
    ...(choice.card ? { method: 'cardPayments' as const } : {}),
    ...(choice.bank ? { preferredProvider: choice.bank } : {}),
    customer: { email: order.email, phoneNumber: order.phone, ...splitName(order.name) },
  })
  if (!created.ok) {
    log.warn({ orderId: order.id, kind: created.kind, detail: created.detail }, 'montonio: order not created')
    return { ok: false, reason: 'montonio', message: created.message }
  }
  await deps.db
    .update(onlinePayments)
    .set({ montonioUuid: created.uuid, updatedAt: now })
    .where(eq(onlinePayments.id, payment!.id))
  return { ok: true, paymentUrl: created.paymentUrl }
}

function splitName(name: string): { firstName?: string; lastName?: string } {
  const parts = name.trim().split(/\s+/)
  if (parts.length < 2) return { firstName: name.trim() }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! }
}

// ---------------------------------------------------------------------------------------------------
// What Montonio tells us

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

export type RefundResult =
  | { ok: true; status: string }
  | { ok: false; status: 400 | 404 | 409 | 502; error: string }

export const refundTexts = {
  nothing: 'Tellimusel ei ole veebimakset, mida tagastada.',
  tooMuch: 'Tagastatav summa on suurem kui makstud ja tagastamata summa.',
  tooLittle: 'Montonio tagastab vähemalt 0,05 €.',
} as const

/**
 * Staff refund a received payment, in full or a part of it (a weighed difference), through Montonio's
 * refunds call. The refund and its idempotency key are stored first; asking again for the same amount
 * while a refund is open sends the same key, so a timeout and a second click never refund twice.
 */
export async function refundPayment(
  deps: PaymentDependencies,
  input: { orderId: number; admin: string; amountCents?: Cents },
): Promise<RefundResult> {
  const payments = await paymentsOfOrder(deps.db, input.orderId)
  const state = orderPayment(payments)
  const target = state?.refundable
  if (!target) return { ok: false, status: 409, error: refundTexts.nothing }
  const payment = payments.find((candidate) => candidate.id === target.paymentId)!
  const open = await deps.db
    .select()
    .from(onlineRefunds)
    .where(
      and(eq(onlineRefunds.paymentId, payment.id), inArray(onlineRefunds.status, ['requested', 'pending'])),
    )
  const openCents = open.reduce((sum, refund) => sum + refund.amountCents, 0)
  const amount = input.amountCents ?? target.leftCents - openCents
  const again = open.find((refund) => refund.amountCents === amount)
  if (!again && amount + openCents > target.leftCents)
    return { ok: false, status: 400, error: refundTexts.tooMuch }
  if (amount < 5) return { ok: false, status: 400, error: refundTexts.tooLittle }
  const now = deps.now?.() ?? new Date()
  const refund =
    again ??
    (await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(onlineRefunds)
        .values({
          paymentId: payment.id,
          idempotencyKey: randomUUID(),
          amountCents: amount,
          requestedBy: input.admin,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      await recordAudit(tx, {
        admin: input.admin,
        action: 'refund',
        entity: 'order',
        entityId: input.orderId,
        before: { payment: payment.status },
        after: { refund: 'requested', amountEur: amount / 100, merchantReference: payment.merchantReference },
      })
      return row!
    }))
  const answer = await createMontonioRefund(deps.montonio, {
    orderUuid: payment.montonioUuid!,
    amountCents: amount,
    idempotencyKey: refund.idempotencyKey,
  })
  if (!answer.ok) {
    log.warn({ orderId: input.orderId, kind: answer.kind, detail: answer.detail }, 'montonio: refund refused')
    return { ok: false, status: 502, error: answer.message }
  }
  await deps.db
    .update(onlineRefunds)
    .set({
      montonioUuid: answer.refundUuid,
      status: refund.status === 'requested' ? 'pending' : refund.status,
      updatedAt: now,
    })
    .where(and(eq(onlineRefunds.id, refund.id), inArray(onlineRefunds.status, ['requested', 'pending'])))
  return { ok: true, status: answer.status }
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
  let paid = 0
  for (const payment of received) {
    // What the invoice does not ask for (less was weighed) stays on the payment, for staff to refund.
    const cents = Math.min(payment.amountCents - payment.refundedCents, invoice.totalCents - paid)
    if (cents <= 0) break
    paid += cents
    await tx.insert(invoicePayments).values({
      invoiceId: invoice.id,
      amountCents: cents,
      date: tallinnCalendarDate(payment.paidAt ?? new Date()),
      source: 'montonio',
      note: `Ettemaks veebis, ${payment.merchantReference}`,
      recordedBy: admin,
    })
    await tx.update(onlinePayments).set({ invoiceId: invoice.id }).where(eq(onlinePayments.id, payment.id))
  }
  if (paid > 0)
    await tx
      .update(invoices)
      .set({ paidCents: paid, status: paid >= invoice.totalCents ? 'tasutud' : 'osaliselt tasutud' })
      .where(eq(invoices.id, invoice.id))
  return paid
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
