import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { tonnesLabel } from '#app/domain/format.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { type OrderRow, onlinePayments } from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import { orderAmounts } from '../orders/order-amounts.server.ts'
import { createMontonioOrder, type MontonioLineItem } from './montonio-orders.server.ts'

import {
  mayPayOnline,
  orderPayment,
  type PaymentDependencies,
  paymentsOfOrder,
} from './online-payments.server.ts'

/**
 * 'Maksa kohe': the order created at Montonio for the confirmed total, with the lines it shows, and the
 * address of its payment page.
 */

/** Where the customer comes back from Montonio's page, with `?order-token=…` added. */
export const paymentReturnPath = '/makse/tagasi'

/** How long Montonio's payment page stays open for one attempt. */
export const paymentExpiryMinutes = 60

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
    locale: order.locale,
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
