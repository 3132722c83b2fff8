import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { PaymentInput } from '#app/domain/invoice-forms.ts'
import type { Cents } from '#app/domain/money.ts'
import { prepaymentDue, prepaymentTexts } from '#app/domain/prepayment.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { sumAsCents } from '../db/money-column.server.ts'
import { type invoices, type OrderRow, onlinePayments, orderAdvances, orders } from '../db/schema.server.ts'
import { type Advance, payFromAdvances } from '../invoices/invoice-payments.server.ts'
import { receivedStatuses } from '../payments/online-payments.server.ts'

/**
 * The prepayment of an order of a buyer without an account (ADR 059): what it has paid in advance
 * (online, less refunds, and by transfer as staff recorded it), whether it still waits for it, the
 * advance by transfer staff record, and that advance turned into a payment of the invoice when the
 * delivery issues it.
 */

/** Each order's advance in cents: received online less refunded, plus transfers staff recorded. */
export async function advancesOf(db: Database, orderIds: readonly number[]): Promise<Map<number, Cents>> {
  const advances = new Map<number, Cents>()
  if (orderIds.length === 0) return advances
  const ids = [...orderIds]
  const [online, transfers] = await Promise.all([
    db
      .select({
        orderId: onlinePayments.orderId,
        cents: sumAsCents(onlinePayments.amountCents),
        refunded: sumAsCents(onlinePayments.refundedCents),
      })
      .from(onlinePayments)
      .where(and(inArray(onlinePayments.orderId, ids), inArray(onlinePayments.status, receivedStatuses)))
      .groupBy(onlinePayments.orderId),
    db
      .select({ orderId: orderAdvances.orderId, cents: sumAsCents(orderAdvances.amountCents) })
      .from(orderAdvances)
      .where(inArray(orderAdvances.orderId, ids))
      .groupBy(orderAdvances.orderId),
  ])
  const add = (orderId: number, cents: number) => advances.set(orderId, (advances.get(orderId) ?? 0) + cents)
  for (const row of online) add(row.orderId, Number(row.cents) - Number(row.refunded))
  for (const row of transfers) add(row.orderId, Number(row.cents))
  return advances
}

type PrepaymentFacts = Pick<
  OrderRow,
  'id' | 'prepaymentRequired' | 'status' | 'confirmedTotalCents' | 'totalPriceCents'
>

/** The orders of a list that still wait for their advance ('Ettemaks tasumata'). */
export async function prepaymentDueIds(db: Database, list: readonly PrepaymentFacts[]): Promise<Set<number>> {
  const candidates = list.filter((order) => prepaymentDue(order, 0))
  const advances = await advancesOf(
    db,
    candidates.map((order) => order.id),
  )
  return new Set(
    candidates.filter((order) => prepaymentDue(order, advances.get(order.id) ?? 0)).map((order) => order.id),
  )
}

/** One order's prepayment as its pages show it; null when none is asked of it. */
export async function orderPrepayment(db: Database, order: PrepaymentFacts) {
  if (!order.prepaymentRequired) return null
  const advanceCents = (await advancesOf(db, [order.id])).get(order.id) ?? 0
  return { advanceCents, due: prepaymentDue(order, advanceCents) }
}

/**
 * 'Ettemaks pangaülekandega': staff record a transfer that arrived before the invoice. Only on an order
 * still to be delivered; kept in the audit log.
 */
export async function recordTransferAdvance(
  db: Database,
  input: PaymentInput & { orderId: number; actor: string },
): Promise<{ ok: true } | { ok: false; status: 404 | 409; error: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update')
    if (!order) return { ok: false, status: 404, error: 'Tellimust ei leitud.' }
    if (order.status !== 'uus' && order.status !== 'kinnitatud')
      return { ok: false, status: 409, error: prepaymentTexts.notAdvanceable }
    await tx.insert(orderAdvances).values({
      orderId: order.id,
      amountCents: input.amountCents,
      date: input.date,
      note: input.note,
      recordedBy: input.actor,
    })
    await recordAudit(tx, {
      admin: input.actor,
      action: 'advance',
      entity: 'order',
      entityId: order.id,
      before: null,
      after: { amountEur: input.amountCents / 100, date: input.date, source: 'ettemaks' },
    })
    return { ok: true }
  })
}

/**
 * In the transaction that issues the delivery's invoice, after the online advance (`paidBefore`): each
 * transfer recorded on the order becomes a payment of the invoice (source 'ettemaks', on the day it
 * arrived) as far as the invoice asks for it; the invoice's paid sum and status follow. What is left over
 * stays on the advance, for staff to refund. Gives the invoice's paid sum after.
 */
export async function applyTransferAdvances(
  tx: Database,
  invoice: typeof invoices.$inferSelect,
  paidBefore: Cents,
  admin: string,
): Promise<Cents> {
  const transfers = await tx
    .select()
    .from(orderAdvances)
    .where(and(eq(orderAdvances.orderId, invoice.orderId), isNull(orderAdvances.invoiceId)))
    .orderBy(asc(orderAdvances.id))
  const advances = transfers.map(
    (transfer): Advance => ({
      cents: transfer.amountCents,
      date: transfer.date,
      source: 'ettemaks',
      note: transfer.note,
      countedOn: (tx, invoiceId) =>
        tx.update(orderAdvances).set({ invoiceId }).where(eq(orderAdvances.id, transfer.id)),
    }),
  )
  return payFromAdvances(tx, invoice, advances, paidBefore, admin)
}
