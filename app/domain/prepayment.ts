/**
 * Prepayment of buyers without a business account (ADR 059): when the business asks for it, such an
 * order shows 'Ettemaks tasumata' from its confirmation until its advance (paid online, or by transfer as
 * staff recorded it) covers its confirmed total, and delivering it unpaid needs staff's explicit decision.
 * The advance by transfer is a payment by hand as the invoices take one (paymentInputSchema).
 */

export const prepaymentTexts = {
  unpaid: 'Ettemaks tasumata',
  override: 'Tarni ettemaksuta',
  overrideRequired: 'Ettemaks on tasumata. Tarnimiseks ilma ettemaksuta märkige „Tarni ettemaksuta“.',
  customerNotice: 'Palume tasuda tellimuse eest enne tarnet: tarnime, kui makse on laekunud.',
  advanceTitle: 'Ettemaks pangaülekandega',
  advanceRecorded: 'Ettemaks on märgitud.',
  notAdvanceable: 'Ettemaksu saab märkida uuele või kinnitatud tellimusele enne tarnet.',
} as const

/** Whether the order still waits for its advance: required, confirmed, and not covered yet. */
export function prepaymentDue(
  order: {
    prepaymentRequired: boolean
    status: string
    confirmedTotalCents: number | null
    totalPriceCents: number
  },
  advanceCents: number,
): boolean {
  if (!order.prepaymentRequired || order.status !== 'kinnitatud') return false
  return advanceCents < (order.confirmedTotalCents ?? order.totalPriceCents)
}
