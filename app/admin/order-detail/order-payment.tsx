import { Form, useNavigation } from 'react-router'
import { Panel } from '#app/admin/ui/panel.tsx'
import { formatEur } from '#app/domain/format.ts'
import { type OnlinePaymentFlag, paymentFlagTexts, paymentStateLabels } from '#app/domain/online-payment.ts'
import { buttonClass } from '../ui/button.ts'

/** The order's online payment as the staff's order page shows it (plain data from its loader). */
export interface OrderPaymentData {
  state: keyof typeof paymentStateLabels
  paidCents: number
  paidAt: string | null
  method: string | null
  flags: { flag: OnlinePaymentFlag; amountCents: number }[]
  /** What a refund may still return, in cents; null when nothing. */
  refundableCents: number | null
}

const stateTexts = {
  pending: 'Makse on alustatud, kuid raha ei ole veel laekunud.',
  paid: 'Tasutud veebis: juht ei võta tarnel raha.',
  'partially-refunded': 'Tasutud veebis, osa on tagastatud.',
  refunded: 'Veebimakse on kliendile tagastatud.',
} as const

/**
 * 'Veebimakse': whether the order is paid online (apart from its delivery state), what staff should look
 * at (a payment of a cancelled order, a second payment, another amount), and 'Tagasta' through Montonio:
 * the whole of what is left, or a part of it (a weighed difference).
 */
export function OrderPayment({
  payment,
  cancelled,
  error,
}: {
  payment: OrderPaymentData
  cancelled: boolean
  error?: string | undefined
}) {
  const busy = useNavigation().state === 'submitting'
  const label = paymentStateLabels[payment.state]
  return (
    <Panel headingId="payment-heading" title={<>Veebimakse: {label}</>} className="mt-6">
      <p className="mt-2">{stateTexts[payment.state]}</p>
      {payment.state !== 'pending' ? (
        <p className="mt-1">
          Laekunud <span className="tabular font-semibold">{formatEur(payment.paidCents)}</span>
          {payment.paidAt ? `, ${payment.paidAt}` : ''}
          {payment.method ? ` (${payment.method})` : ''}
        </p>
      ) : null}
      {cancelled && payment.refundableCents && payment.flags.length === 0 ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          Tellimus on tühistatud: tagastage makse kliendile.
        </p>
      ) : null}
      {payment.flags.map((flag) => (
        <p key={flag.flag} role="alert" className="mt-3 font-semibold text-red-800">
          {paymentFlagTexts[flag.flag]} Summa {formatEur(flag.amountCents)}.
        </p>
      ))}
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {payment.refundableCents ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="refund" />
          <label className="grid gap-1">
            <span className="font-semibold">Tagastatav summa (€)</span>
            <input
              name="amountEur"
              inputMode="decimal"
              placeholder={formatEur(payment.refundableCents)}
              className="min-h-11 w-40 rounded-md border border-stone-400 px-3"
            />
          </label>
          <button type="submit" disabled={busy} className={buttonClass.danger}>
            Tagasta Montonio kaudu
          </button>
          <span className="text-sm text-stone-700">Tühi summa tagastab kogu makstud summa.</span>
        </Form>
      ) : null}
    </Panel>
  )
}
