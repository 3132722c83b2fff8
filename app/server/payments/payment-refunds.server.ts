import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Cents } from '#app/domain/money.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import { onlineRefunds } from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import { createMontonioRefund } from './montonio-orders.server.ts'

import { orderPayment, type PaymentDependencies, paymentsOfOrder } from './online-payments.server.ts'

/**
 * Refunds asked by staff through Montonio's refunds call, with a stored idempotency key; their webhooks
 * settle them (payment-notifications.server.ts).
 */

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
