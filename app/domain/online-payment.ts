import { referenceNumberFor } from './reference-number.ts'

/**
 * The states of a payment made online (through Montonio), apart from the order's delivery state, and how
 * staff and the API name them.
 */

export const onlinePaymentStatusValues = [
  'pending',
  'paid',
  'abandoned',
  'partially-refunded',
  'refunded',
] as const
export type OnlinePaymentStatus = (typeof onlinePaymentStatusValues)[number]

/** Why a payment is shown to staff for a decision (usually a refund). */
export const onlinePaymentFlagValues = ['cancelled-order', 'second-payment', 'amount-differs'] as const
export type OnlinePaymentFlag = (typeof onlinePaymentFlagValues)[number]

export const onlineRefundStatusValues = ['requested', 'pending', 'successful', 'rejected'] as const
export type OnlineRefundStatus = (typeof onlineRefundStatusValues)[number]

/** The order's payment state as GET /api/admin/orders names it. */
export const paymentStateLabels = {
  pending: 'ootel',
  paid: 'tasutud',
  'partially-refunded': 'osaliselt tagastatud',
  refunded: 'tagastatud',
} as const
export type PaymentState = keyof typeof paymentStateLabels

export const paymentFlagTexts: Record<OnlinePaymentFlag, string> = {
  'cancelled-order': 'Makse tühistatud tellimuse eest: tagastage raha.',
  'second-payment': 'Tellimus on juba tasutud: see on teine makse, tagastage see.',
  'amount-differs': 'Makstud summa erineb tellimuse praegusest summast.',
}

/**
 * The order's bank reference number (viitenumber) for a transfer before its invoice exists: the order's
 * number after a leading 1, with the 7-3-1 check digit. Invoice reference numbers lead with their year
 * (2026…), so the two never meet.
 */
export function orderReferenceNumber(orderId: number): string {
  return referenceNumberFor(`1${orderId}`)
}
