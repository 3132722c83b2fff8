import { eq } from 'drizzle-orm'
import { type CustomerCancelTexts, customerCancelTexts } from '#app/domain/customer-order-forms.ts'
import { parseWindow } from '#app/domain/delivery-schedule.ts'
import { tallinnDayStart } from '#app/domain/tallinn-time.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import { type OrderRow, orders } from '../db/schema.server.ts'
import { orderCancelledByCustomerToStaff, orderCancelledToCustomer } from '../mail/templates.server.ts'
import {
  type ChangeDependencies,
  type ChangeResult,
  ensureLink,
  fail,
  lockOrder,
} from './order-change-basics.server.ts'
import { queueOrderMailToCustomer, queueOrderMailToStaff } from './order-mails.server.ts'

/** The customer cancels an order on their own page, while it may still be cancelled online. */

/** The audit log's name for changes the customer made on their own page. */
export const customerActor = 'klient'

/**
 * Whether the customer may still cancel on their page: a new order, or a confirmed one until 24 hours
 * before its window starts (Tallinn time).
 */
export function customerMayCancel(order: OrderRow, now: Date = new Date()): boolean {
  if (order.status === 'uus') return true
  if (order.status !== 'kinnitatud' || !order.deliveryDate || !order.windowStart) return false
  const window = parseWindow(`${order.windowStart}-${order.windowEnd ?? order.windowStart}`)
  if (!window) return false
  const start = tallinnDayStart(order.deliveryDate).getTime() + window.start * 60_000
  // A day with a clock change is an hour shorter or longer; the window's wall-clock start stays exact
  // enough for a 24-hour rule.
  return now.getTime() <= start - 24 * 3_600_000
}

/**
 * The customer cancels on their page: staff and the customer are mailed in the same transaction. A
 * refusal is one of `texts`, in the page's language (ADR 060).
 */
export async function cancelByCustomer(
  deps: ChangeDependencies,
  input: { id: number; version: number | undefined },
  texts: CustomerCancelTexts = customerCancelTexts,
): Promise<ChangeResult> {
  const now = deps.now?.() ?? new Date()
  const result = await deps.db.transaction(async (tx): Promise<ChangeResult> => {
    const [order] = await lockOrder(tx, input.id)
    if (!order) return fail(404, texts.notFound)
    if (order.status === 'tühistatud') return { ok: true, order, changed: false }
    if (input.version !== undefined && input.version !== order.version) return fail(409, texts.stale)
    if (!customerMayCancel(order, now)) return fail(409, texts.closed)
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'tühistatud',
        cancelledBy: 'customer',
        cancelReason: null,
        version: order.version + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning()
    const link = ensureLink(deps, updated!)
    await queueOrderMailToStaff(
      tx,
      updated!,
      { kind: 'order-cancelled-staff', ...orderCancelledByCustomerToStaff(updated!) },
      { notifyTo: deps.notifyTo },
    )
    await queueOrderMailToCustomer(
      tx,
      updated!,
      {
        kind: 'order-cancelled',
        ...orderCancelledToCustomer(updated!, { customerUrl: link.url, byCustomer: true, reason: null }),
      },
      { notifyTo: deps.notifyTo },
    )
    await recordAudit(tx, {
      admin: customerActor,
      action: 'status',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'tühistatud', cancelledBy: 'customer', notified: true },
    })
    return { ok: true, order: updated!, changed: true }
  })
  if (result.ok && result.changed) deps.afterCommit?.()
  return result
}
