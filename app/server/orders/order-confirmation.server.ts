import { eq } from 'drizzle-orm'
import { formatWindow } from '#app/domain/delivery-schedule.ts'
import { formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import type { ConfirmationInput } from '#app/domain/order-change-forms.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { metresToTenthsKm } from '#app/domain/order-rules.ts'
import { orderStatusLabels } from '#app/domain/order-status.ts'
import { adjustedUnitPriceCents, orderProblems, quote } from '#app/domain/quote.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import { creditTexts } from '../customers/account-ordering.server.ts'
import { type OrderRow, orders } from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import {
  orderConfirmedToCustomer,
  orderMovedToCustomer,
  scheduleLabel,
  translatedChangesFromRequest,
} from '../mail/templates.server.ts'
import { checkSchedule } from './delivery-calendar.server.ts'
import { confirmedPriceColumns, distanceTenths, orderAmounts } from './order-amounts.server.ts'
import {
  type ChangeDependencies,
  type ChangeResult,
  changeColumns,
  changeTexts,
  emptyToNull,
  ensureLink,
  fail,
  lockOrder,
  sameCompany,
  Unchanged,
} from './order-change-basics.server.ts'
import { orderCompany } from './order-inbox.server.ts'
import { queueOrderMailToCustomer } from './order-mails.server.ts'

/**
 * Confirming an order for a day and a time window, with corrections (quantity, delivery address, a price
 * adjustment per tonne) re-priced by the domain rules; moving and correcting a confirmed one.
 */

/** The schedule and amounts an audit entry records before and after a confirmation. */
function confirmationFacts(order: OrderRow) {
  const amounts = orderAmounts(order)
  return {
    status: order.status,
    deliveryDate: order.deliveryDate,
    timeWindow: order.windowStart && order.windowEnd ? `${order.windowStart}-${order.windowEnd}` : null,
    quantity: amounts.quantity,
    deliveryAddress: amounts.deliveryAddress,
    distanceKm: amounts.distanceKm,
    priceAdjustmentCents: amounts.priceAdjustmentCents,
    adjustmentReason: amounts.adjustmentReason,
    totalPriceCents: amounts.totalPriceCents,
    // The credit decision is written in the audit log with the confirmation that made it.
    creditHold: order.creditHold,
    creditDecisionBy: order.creditDecisionBy,
  }
}

/** What the confirmed order differs from the request in, said to the customer. */
function differencesFromRequest(order: OrderRow): string[] {
  const now = orderAmounts(order)
  const lines: string[] = []
  if (now.quantity !== order.quantity)
    lines.push(`Kogus: soovisite ${tonnesLabel(order.quantity)}, kinnitatud on ${tonnesLabel(now.quantity)}.`)
  if (order.deliveryOption === 'delivery' && now.deliveryAddress !== order.deliveryAddress) {
    const tenths = distanceTenths(now.distanceKm)
    lines.push(
      `Tarneaadress: ${now.deliveryAddress ?? '—'}${tenths === null ? '' : ` (${formatKm(tenths)} karjäärist)`}; soovisite ${order.deliveryAddress ?? '—'}.`,
    )
  }
  if (now.priceAdjustmentCents !== 0) {
    const sign = now.priceAdjustmentCents > 0 ? '+' : '−'
    lines.push(
      `Tonni hind: ${formatEurPerTonne(now.unitPriceCents)} (${sign}${formatEur(Math.abs(now.priceAdjustmentCents))}/t). Põhjus: ${now.adjustmentReason ?? '—'}`,
    )
  }
  if (now.totalPriceCents !== order.totalPriceCents)
    lines.push(
      `Kokku koos käibemaksuga: ${formatEur(now.totalPriceCents)} (arvestuslik hind oli ${formatEur(order.totalPriceCents)}).`,
    )
  return lines
}

/**
 * Confirms a new order, or moves or corrects a confirmed one. Quantity, address and adjustment left out
 * keep what the order has; the price is computed again from the unit price the customer was quoted.
 */
export async function confirmOrder(
  deps: ChangeDependencies,
  input: ConfirmationInput & { id: number; admin: string },
): Promise<ChangeResult> {
  const now = deps.now?.() ?? new Date()
  const [seen] = await deps.db.select().from(orders).where(eq(orders.id, input.id)).limit(1)
  if (!seen) return fail(404, changeTexts.notFound)
  if (input.version !== undefined && input.version !== seen.version) return fail(409, changeTexts.stale)
  if (seen.status !== 'uus' && seen.status !== 'kinnitatud')
    return fail(
      400,
      `Tellimus on olekus „${orderStatusLabels[seen.status]}“; seda ei saa kinnitada ega muuta.`,
    )

  // An order on account that the credit check held is confirmed only by staff's explicit decision.
  if (seen.creditHold && !input.creditOverride)
    return fail(409, creditTexts.overrideRequired, 'creditOverride')

  const schedule = await checkSchedule(deps.db, input, now)
  if (!schedule.ok) return fail(400, schedule.error, schedule.field)

  const current = orderAmounts(seen)
  const quantity = input.quantity ?? current.quantity
  const adjustment =
    input.priceAdjustmentEur === undefined ? current.priceAdjustmentCents : (input.priceAdjustmentEur ?? 0)
  const reasonGiven = emptyToNull(input.adjustmentReason)
  const reason = adjustment === 0 ? null : reasonGiven === undefined ? current.adjustmentReason : reasonGiven
  if (adjustment !== 0 && !reason) return fail(400, changeTexts.reasonRequired, 'adjustmentReason')
  const unitPrice = adjustedUnitPriceCents(seen.unitPriceCents, adjustment)
  if (unitPrice === null) return fail(400, changeTexts.negativePrice, 'priceAdjustmentEur')

  // A new address is found and measured again, outside the transaction: the geo service may take seconds.
  let address = current.deliveryAddress
  let distanceKm = current.distanceKm
  let distanceSource = current.distanceSource
  const newAddress = emptyToNull(input.deliveryAddress)
  if (newAddress && newAddress !== current.deliveryAddress) {
    if (seen.deliveryOption !== 'delivery') return fail(400, changeTexts.addressForPickup, 'deliveryAddress')
    const found = await deps.geo.geocode(newAddress)
    if (!found) return fail(400, orderTexts.addressNotFound, 'deliveryAddress')
    try {
      const distance = await deps.geo.distanceFromQuarry(found)
      address = found.label
      distanceKm = (metresToTenthsKm(distance.metres) / 10).toFixed(1)
      distanceSource = distance.source
    } catch (error) {
      log.error({ err: error, orderId: seen.id }, 'confirm: the delivery distance could not be computed')
      return fail(503, orderTexts.distanceFailed)
    }
  }

  const deliveryTenths = seen.deliveryOption === 'delivery' ? distanceTenths(distanceKm) : null
  const pricing = {
    unitPriceCents: unitPrice,
    quantityTonnes: quantity,
    delivery:
      seen.deliveryOption === 'delivery'
        ? ({ option: 'delivery', distanceTenthsKm: deliveryTenths } as const)
        : ({ option: 'self' } as const),
  }
  const problems = orderProblems(pricing)
  if (problems.includes('quantity-out-of-range')) return fail(400, orderTexts.quantityOutOfRange, 'quantity')
  if (problems.includes('delivery-needs-8-tonnes')) return fail(400, orderTexts.smallQuantityNote, 'quantity')
  if (problems.includes('delivery-needs-address'))
    return fail(400, orderTexts.missingAddressText, 'deliveryAddress')
  if (problems.includes('delivery-out-of-range'))
    return fail(400, orderTexts.outOfAreaText, 'deliveryAddress')
  const lines = quote(pricing)
  const window = formatWindow(schedule.window).split('-') as [string, string]

  const notify = input.notifyCustomer ?? true
  const result = await deps.db
    .transaction(async (tx): Promise<ChangeResult> => {
      const [order] = await lockOrder(tx, input.id)
      if (!order) return fail(404, changeTexts.notFound)
      if (order.version !== seen.version) return fail(409, changeTexts.stale)
      const released = order.creditHold ? { creditHold: false, creditDecisionBy: input.admin } : {}
      const link = ensureLink(deps, order)
      const note = input.staffNote?.trim()
      const [updated] = await tx
        .update(orders)
        .set({
          status: 'kinnitatud',
          deliveryDate: schedule.date,
          windowStart: window[0],
          windowEnd: window[1],
          confirmedAt: order.confirmedAt ?? now,
          confirmedQuantity: quantity,
          confirmedDeliveryAddress: seen.deliveryOption === 'delivery' ? address : null,
          confirmedDistanceKm: seen.deliveryOption === 'delivery' ? distanceKm : null,
          confirmedDistanceSource: seen.deliveryOption === 'delivery' ? distanceSource : null,
          ...confirmedPriceColumns({ adjustment, reason, unitPrice, lines }),
          staffNote: note ? note : order.staffNote,
          ...released,
          ...changeColumns(order, { company: input.company, link, now }),
        })
        .where(eq(orders.id, order.id))
        .returning()
      const companyChanged = !sameCompany(orderCompany(order), orderCompany(updated!))
      const before = confirmationFacts(order)
      const after = confirmationFacts(updated!)
      const { status: _s, ...beforeFacts } = before
      const { status: _t, ...afterFacts } = after
      const sameFacts = JSON.stringify(beforeFacts) === JSON.stringify(afterFacts)
      if (
        order.status === 'kinnitatud' &&
        sameFacts &&
        !companyChanged &&
        updated!.staffNote === order.staffNote
      ) {
        // Nothing changed: the version stays as it was, so the order the person sees is still current.
        throw new Unchanged(order)
      }
      const amountsChanged =
        before.quantity !== after.quantity ||
        before.deliveryAddress !== after.deliveryAddress ||
        before.totalPriceCents !== after.totalPriceCents ||
        before.adjustmentReason !== after.adjustmentReason
      const moved = before.deliveryDate !== after.deliveryDate || before.timeWindow !== after.timeWindow
      const action = order.status === 'uus' ? 'confirm' : amountsChanged ? 'correct' : moved ? 'move' : 'note'
      if (notify && action !== 'note') {
        const mail =
          action === 'move'
            ? {
                kind: 'order-moved',
                ...orderMovedToCustomer(updated!, {
                  customerUrl: link.url,
                  previous: scheduleLabel(order, order.locale),
                }),
              }
            : {
                kind: 'order-confirmed',
                ...orderConfirmedToCustomer(updated!, {
                  customerUrl: link.url,
                  changes: translatedChangesFromRequest(updated!) ?? differencesFromRequest(updated!),
                  revised: action === 'correct',
                  payOnline: deps.payOnline ?? false,
                }),
              }
        await queueOrderMailToCustomer(tx, updated!, mail, { notifyTo: deps.notifyTo })
      }
      await recordAudit(tx, {
        admin: input.admin,
        action,
        entity: 'order',
        entityId: order.id,
        before: {
          ...before,
          staffNote: order.staffNote,
          ...(companyChanged ? { company: orderCompany(order) } : {}),
        },
        after: {
          ...after,
          staffNote: updated!.staffNote,
          ...(companyChanged ? { company: orderCompany(updated!) } : {}),
          notified: notify && action !== 'note',
        },
      })
      return { ok: true, order: updated!, changed: true }
    })
    .catch((error: unknown) => {
      if (error instanceof Unchanged) return { ok: true as const, order: error.order, changed: false }
      throw error
    })
  if (result.ok && result.changed && notify) deps.afterCommit?.()
  return result
}
