import { eq } from 'drizzle-orm'
import { hundredthsToStored, hundredthsToTonnes } from '#app/domain/delivered-tonnes.ts'
import { invoiceDeliveryDate } from '#app/domain/invoice-number.ts'
import type { StatusChangeInput } from '#app/domain/order-change-forms.ts'
import { canMoveOrder, type OrderStatus, transitionRefusal } from '#app/domain/order-status.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import { goesAsEInvoice } from '../books/books-queue.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import { orders } from '../db/schema.server.ts'
import {
  businessSettingsPath,
  issueDeliveryInvoice,
  missingSellerFacts,
  missingSellerFactsText,
} from '../invoices/invoice-issue.server.ts'
import { invoiceMailFacts } from '../invoices/invoice-mails.server.ts'
import { orderCancelledToCustomer, orderDeliveredToCustomer } from '../mail/templates.server.ts'
import { applyAdvanceToInvoice } from '../payments/online-payments.server.ts'
import { correctDelivery } from './delivery-correction.server.ts'
import { distanceTenths, orderAmounts } from './order-amounts.server.ts'
import { changeBuyerOf } from './order-buyer.server.ts'
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
} from './order-change-basics.server.ts'
import { orderCompany } from './order-inbox.server.ts'
import { queueOrderMailToCustomer } from './order-mails.server.ts'
import { applyTransferAdvances, orderPrepayment } from './order-prepayment.server.ts'

/** An order marked delivered (issuing its invoice) or cancelled, or its note written, by staff. */

/**
 * Moves an order to delivered or cancelled (or keeps its status and writes the internal note). Confirming
 * takes a date and a window: that is confirmOrder's. Delivering records the weighed net tonnes (the
 * confirmed quantity without a weighing) and issues the order's invoice in the same transaction: if
 * either fails, neither happened and no invoice number was used.
 */
export async function changeOrderStatus(
  deps: ChangeDependencies,
  input: StatusChangeInput & { id: number; admin: string },
): Promise<ChangeResult> {
  const delivering = input.status === 'tarnitud'
  if (!delivering && input.deliveredTonnes != null)
    return fail(400, changeTexts.weighingNotDelivery, 'deliveredTonnes')
  if (!delivering && emptyToNull(input.weighTicket))
    return fail(400, changeTexts.weighingNotDelivery, 'weighTicket')
  const correcting = input.deliveredTonnes != null || input.priceAdjustmentEur !== undefined
  const notify = input.notifyCustomer ?? true
  const now = deps.now?.() ?? new Date()
  const result = await deps.db.transaction(async (tx): Promise<ChangeResult> => {
    const [order] = await lockOrder(tx, input.id)
    if (!order) return fail(404, changeTexts.notFound)
    if (input.version !== undefined && input.version !== order.version) return fail(409, changeTexts.stale)
    if (delivering && order.status === 'tarnitud' && correcting)
      return correctDelivery(tx, order, {
        ...(input.deliveredTonnes === undefined ? {} : { deliveredHundredths: input.deliveredTonnes }),
        ...(input.priceAdjustmentEur === undefined ? {} : { priceAdjustmentCents: input.priceAdjustmentEur }),
        ...(input.adjustmentReason === undefined ? {} : { adjustmentReason: input.adjustmentReason }),
        admin: input.admin,
        today: tallinnCalendarDate(now),
        now,
        notify,
        business: (deps.business ?? currentBusiness)(),
        notifyTo: deps.notifyTo,
        customerUrl: ensureLink(deps, order).url,
        texts: changeTexts,
      })
    if (input.priceAdjustmentEur !== undefined || emptyToNull(input.adjustmentReason))
      return fail(400, changeTexts.priceNotCorrection, 'priceAdjustmentEur')
    if (input.status === 'kinnitatud' && order.status === 'uus')
      return fail(400, changeTexts.needsSchedule, 'deliveryDate')
    // The order sent back as GET gave it with only its buyer changed (PUT takes back its GET's body).
    if (input.status === order.status && input.company !== undefined)
      return changeBuyerOf(deps, tx, order, { company: input.company, admin: input.admin })
    if (!canMoveOrder(order.status, input.status as OrderStatus))
      return fail(409, transitionRefusal(order.status, input.status as OrderStatus))
    // An advance the business asked for and did not get: delivering needs staff's explicit decision.
    const unpaid = delivering && (await orderPrepayment(tx, order))?.due === true
    if (unpaid && !input.prepaymentOverride)
      return fail(409, prepaymentTexts.overrideRequired, 'prepaymentOverride')
    const business = delivering ? (deps.business ?? currentBusiness)() : null
    if (business) {
      const missing = missingSellerFacts(business)
      if (missing.length > 0)
        return { ok: false, status: 409, error: missingSellerFactsText(missing), link: businessSettingsPath }
      if (order.deliveryOption === 'delivery' && distanceTenths(orderAmounts(order).distanceKm) === null)
        return fail(409, changeTexts.deliveryWithoutDistance)
    }
    const link = ensureLink(deps, order)
    const note = input.staffNote?.trim()
    const reason = input.status === 'tühistatud' ? (emptyToNull(input.cancelReason) ?? null) : null
    const delivered = delivering ? (input.deliveredTonnes ?? orderAmounts(order).quantity * 100) : null
    const ticket = delivering ? (emptyToNull(input.weighTicket) ?? null) : null
    const [updated] = await tx
      .update(orders)
      .set({
        status: input.status,
        staffNote: note ? note : order.staffNote,
        ...(input.status === 'tühistatud' ? { cancelledBy: 'staff' as const, cancelReason: reason } : {}),
        ...(unpaid ? { prepaymentDecisionBy: input.admin } : {}),
        ...(delivered === null
          ? {}
          : {
              deliveredTonnes: hundredthsToStored(delivered),
              weighTicket: ticket,
              deliveredOn: invoiceDeliveryDate(order.deliveryDate, tallinnCalendarDate(now)),
            }),
        ...changeColumns(order, { company: input.company, link, now }),
      })
      .where(eq(orders.id, order.id))
      .returning()
    const invoice =
      business && delivered !== null
        ? await issueDeliveryInvoice(tx, {
            order: updated!,
            deliveredHundredths: delivered,
            business,
            today: tallinnCalendarDate(now),
            admin: input.admin,
          })
        : null
    // Paid before the delivery (online, or by transfer as staff recorded it): the advance is deducted on
    // the invoice and counts as paid on it.
    const prepaid = invoice
      ? await applyTransferAdvances(
          tx,
          invoice,
          await applyAdvanceToInvoice(tx, invoice, input.admin),
          input.admin,
        )
      : 0
    if (notify) {
      // A buyer that wants e-invoices gets the invoice through its operator (Merit Aktiva), not as a PDF.
      const eInvoice = invoice ? await goesAsEInvoice(tx, invoice.id) : false
      const mail =
        input.status === 'tarnitud'
          ? {
              kind: 'order-delivered',
              // The invoice's PDF goes with the mail, printed from the stored invoice when it is sent.
              ...(invoice && !eInvoice ? { invoiceId: invoice.id } : {}),
              ...orderDeliveredToCustomer(updated!, {
                customerUrl: link.url,
                invoice: invoice ? { ...invoiceMailFacts(invoice), eInvoice } : null,
              }),
            }
          : {
              kind: 'order-cancelled',
              ...orderCancelledToCustomer(updated!, { customerUrl: link.url, byCustomer: false, reason }),
            }
      await queueOrderMailToCustomer(tx, updated!, mail, { notifyTo: deps.notifyTo })
    }
    const companyChanged = !sameCompany(orderCompany(order), orderCompany(updated!))
    await recordAudit(tx, {
      admin: input.admin,
      action: 'status',
      entity: 'order',
      entityId: order.id,
      before: {
        status: order.status,
        staffNote: order.staffNote,
        ...(companyChanged ? { company: orderCompany(order) } : {}),
      },
      after: {
        status: updated!.status,
        staffNote: updated!.staffNote,
        ...(reason ? { cancelReason: reason } : {}),
        ...(delivered === null
          ? {}
          : { deliveredTonnes: hundredthsToTonnes(delivered), weighTicket: ticket }),
        ...(invoice ? { invoiceNumber: invoice.number } : {}),
        ...(prepaid ? { prepaidEur: prepaid / 100 } : {}),
        ...(unpaid ? { prepaymentOverride: true, prepaymentDecisionBy: input.admin } : {}),
        ...(companyChanged ? { company: orderCompany(updated!) } : {}),
        notified: notify,
      },
    })
    return { ok: true, order: updated!, changed: true }
  })
  if (result.ok && notify) deps.afterCommit?.()
  return result
}
