import { z } from 'zod'
import type { Locale } from '#app/domain/locale.ts'
import type { Cents } from '#app/domain/money.ts'
import { call, requestToken } from './montonio-call.server.ts'
import {
  centsToMontonioAmount,
  failure,
  type MontonioResult,
  type MontonioSettings,
  montonioNotificationPath,
} from './montonio-settings.server.ts'
import type { MontonioRefundStatus } from './montonio-tokens.server.ts'

/**
 * An order at Montonio (POST /orders), which gives the customer's payment page, and a refund of a paid one
 * (POST /refunds), whose result comes later in a `refundToken` webhook.
 */

export interface MontonioLineItem {
  name: string
  quantity: number
  /** The price of one unit with VAT, in cents. */
  finalPriceCents: Cents
}

export interface MontonioOrderRequest {
  /** Ours, unique per payment attempt of an order; Montonio returns it in the tokens. */
  merchantReference: string
  /** How the customer knows the order, in the customer's language ('Заказ № 1234'), on Montonio's page. */
  merchantReferenceDisplay?: string
  /**
   * The bank payment's description, on the customer's and the seller's bank statements; the display
   * reference, or failing it the merchant reference, when not given.
   */
  paymentDescription?: string
  /** A path on PUBLIC_URL the customer comes back to, with `?order-token=…` added by Montonio. */
  returnPath: string
  /** The confirmed total with VAT. */
  grandTotalCents: Cents
  lineItems: MontonioLineItem[]
  /** How long the payment page stays open, in minutes (Montonio's `expiresIn`). */
  expiresInMinutes?: number
  /** Bank payment (the default) or card. */
  method?: 'paymentInitiation' | 'cardPayments'
  /** A bank's code from the payment methods; without it Montonio's own page offers the choice. */
  preferredProvider?: string
  customer?: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string }
  /**
   * The language of Montonio's payment page: the order's (ADR 060). Montonio's `locale` takes de, en, et,
   * fi, lt, lv, pl and ru, so each of the site's languages is one of its own. Estonian when not given.
   */
  locale?: Locale
}

const createdOrderSchema = z.object({
  uuid: z.string().min(1),
  paymentUrl: z.string().refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }),
})

function assertPositiveCents(cents: Cents, what: string) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`${what} must be positive cents`)
}

/** The JWT payload of a new order, as the Stargate API documents it. */
export function montonioOrderPayload(settings: MontonioSettings, order: MontonioOrderRequest) {
  assertPositiveCents(order.grandTotalCents, 'grandTotalCents')
  if (!order.returnPath.startsWith('/')) throw new RangeError('returnPath must start with /')
  if (order.lineItems.length === 0) throw new RangeError('an order needs at least one line item')
  const grandTotal = centsToMontonioAmount(order.grandTotalCents)
  const method = order.method ?? 'paymentInitiation'
  const description = order.paymentDescription ?? order.merchantReferenceDisplay ?? order.merchantReference
  const customer = order.customer
    ? Object.fromEntries(Object.entries(order.customer).filter(([, value]) => Boolean(value)))
    : undefined
  return {
    merchantReference: order.merchantReference,
    ...(order.merchantReferenceDisplay ? { merchantReferenceDisplay: order.merchantReferenceDisplay } : {}),
    returnUrl: `${settings.publicUrl}${order.returnPath}`,
    notificationUrl: `${settings.publicUrl}${montonioNotificationPath}`,
    grandTotal,
    currency: 'EUR',
    locale: order.locale ?? 'et',
    ...(order.expiresInMinutes ? { expiresIn: order.expiresInMinutes } : {}),
    ...(customer && Object.keys(customer).length > 0 ? { billingAddress: customer } : {}),
    lineItems: order.lineItems.map((item) => {
      if (!Number.isSafeInteger(item.finalPriceCents) || item.finalPriceCents < 0)
        throw new RangeError('finalPriceCents must be cents')
      return {
        name: item.name,
        quantity: item.quantity,
        finalPrice: centsToMontonioAmount(item.finalPriceCents),
      }
    }),
    payment: {
      method,
      amount: grandTotal,
      currency: 'EUR',
      methodOptions:
        method === 'paymentInitiation'
          ? {
              preferredCountry: 'EE',
              preferredLocale: order.locale ?? 'et',
              paymentDescription: description,
              ...(order.preferredProvider ? { preferredProvider: order.preferredProvider } : {}),
            }
          : { preferredLocale: order.locale ?? 'et' },
    },
  }
}

/**
 * Creates the order at Montonio (POST /orders); the customer is then sent to `paymentUrl`. Creating it
 * again with the same merchant reference, unpaid, gives the same order a new payment address.
 */
export async function createMontonioOrder(
  settings: MontonioSettings,
  order: MontonioOrderRequest,
): Promise<MontonioResult<{ uuid: string; paymentUrl: string }>> {
  const token = await requestToken(settings, montonioOrderPayload(settings, order))
  const answer = await call(settings, '/orders', { method: 'POST', token })
  if (!answer.ok) return answer
  const parsed = createdOrderSchema.safeParse(answer.body)
  if (!parsed.success) return failure('malformed', 'POST /orders: no uuid or paymentUrl', answer.status)
  return { ok: true, uuid: parsed.data.uuid, paymentUrl: parsed.data.paymentUrl }
}

export interface MontonioRefundRequest {
  /** Montonio's uuid of the paid order. */
  orderUuid: string
  /** At least 5 cents (Montonio's minimum), at most what is left of the order's total. */
  amountCents: Cents
  /**
   * The caller's key for this one refund (a uuid kept with it): sending the same key again, after a
   * timeout for example, never refunds twice.
   */
  idempotencyKey: string
}

const createdRefundSchema = z.object({ uuid: z.string().min(1), status: z.string().min(1) })

/** Asks Montonio to refund (POST /refunds); the result comes later in a `refundToken` webhook. */
export async function createMontonioRefund(
  settings: MontonioSettings,
  refund: MontonioRefundRequest,
): Promise<MontonioResult<{ refundUuid: string; status: MontonioRefundStatus | (string & {}) }>> {
  assertPositiveCents(refund.amountCents, 'amountCents')
  if (!refund.idempotencyKey) throw new RangeError('a refund needs an idempotency key')
  const token = await requestToken(settings, {
    orderUuid: refund.orderUuid,
    amount: centsToMontonioAmount(refund.amountCents),
    idempotencyKey: refund.idempotencyKey,
  })
  const answer = await call(settings, '/refunds', { method: 'POST', token })
  if (!answer.ok) return answer
  const parsed = createdRefundSchema.safeParse(answer.body)
  if (!parsed.success) return failure('malformed', 'POST /refunds: no uuid or status', answer.status)
  return { ok: true, refundUuid: parsed.data.uuid, status: parsed.data.status }
}
