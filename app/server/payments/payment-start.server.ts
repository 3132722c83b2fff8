import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { customerOrderMessages } from '#app/content/messages/customer-order.ts'
import { unitMessages } from '#app/content/messages/units.ts'
import { orderedProductIn } from '#app/content/translated-materials.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { translate } from '#app/lib/messages.ts'
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
 * 'Maksa kohe': the order created at Montonio for the confirmed total, with the lines it shows in the
 * order's language, and the address of its payment page.
 */

/** Where the customer comes back from Montonio's page, with `?order-token=…` added. */
export const paymentReturnPath = '/makse/tagasi'

/** How long Montonio's payment page stays open for one attempt. */
export const paymentExpiryMinutes = 60

/** The lines Montonio shows, in the order's language: the material and the transport, each with VAT. */
export function paymentLineItems(order: OrderRow): MontonioLineItem[] {
  const amounts = orderAmounts(order)
  const t = translate(customerOrderMessages, order.locale)
  const tonnes = translate(unitMessages, order.locale)('tonnes', { count: amounts.quantity })
  const material = `${orderedProductIn(order.locale, order.productName)}, ${tonnes}`
  if (amounts.deliveryCostCents === 0 || amounts.minimumApplied)
    return [{ name: material, quantity: 1, finalPriceCents: amounts.totalPriceCents }]
  const transport = withVatCents(amounts.deliveryCostCents)
  return [
    { name: material, quantity: 1, finalPriceCents: amounts.totalPriceCents - transport },
    { name: t('amounts.transport'), quantity: 1, finalPriceCents: transport },
  ]
}

/**
 * The bank payment's description, 'Tellimus 1042', in every language of the order. It is the remittance
 * text of the SEPA transfer the customer's bank makes: banks carry it in Latin letters only (a Cyrillic
 * one may be refused or garbled), and it is what the quarry's bookkeeping reads on its own statement
 * beside the payment, one form for every order. The customer's language names the order on Montonio's
 * page (merchantReferenceDisplay), and the reference number is not in it: a Montonio payment is matched
 * by its merchant reference, an invoice's transfer by the invoice's reference number.
 */
export const bankPaymentDescription = (orderId: number) => `Tellimus ${orderId}`

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
    merchantReferenceDisplay: translate(customerOrderMessages, order.locale)('pay.orderName', {
      id: order.id,
    }),
    paymentDescription: bankPaymentDescription(order.id),
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
