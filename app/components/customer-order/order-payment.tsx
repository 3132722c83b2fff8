import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { useCustomerOrderWords } from './words.tsx'

/** What the customer's order page knows of paying the order (plain data from its loader). */
export interface OrderPaymentView {
  /** Received ('paid' …), an attempt open ('pending'), or nothing yet. */
  state: 'pending' | 'paid' | 'partially-refunded' | 'refunded' | null
  paidCents: number
  /** The business asked this buyer to pay before delivery, and the payment has not come in. */
  prepaymentDue: boolean
  /** 'Maksa kohe' is offered: Montonio is configured and the order is confirmed and unpaid. */
  online: boolean
  /** The banks to pick on this page, when Montonio's list answered; else its page asks. */
  methods: { banks: { code: string; name: string }[]; cards: boolean } | null
  transfer: {
    amountCents: number
    reference: string
    recipient: string
    iban: string
    bankName: string
  } | null
  /** The customer came back from Montonio ('tagasi'), or the payment could not be started ('viga'). */
  note: 'tagasi' | 'viga' | null
}

/** The anchor of the payment block: the confirmation mail's 'Maksa kohe' links to it. */
export const paymentAnchor = 'maksa'

const buttonClass =
  'inline-flex min-h-11 items-center rounded-md bg-emerald-800 px-6 text-lg font-semibold text-white hover:bg-emerald-900'

function PaidNotice({ payment }: { payment: OrderPaymentView }) {
  const { t, rich, eur } = useCustomerOrderWords()
  if (payment.state === 'refunded')
    return (
      <div className="mt-8 rounded-xl border-2 border-stone-400 bg-white p-4 sm:p-6">
        <h2 className="text-xl font-bold">{t('paid.refundedTitle')}</h2>
        <p className="mt-2">{t('paid.refundedText')}</p>
      </div>
    )
  return (
    <div className="mt-8 rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 sm:p-6" role="status">
      <h2 className="text-xl font-bold text-emerald-900">{t('paid.title')}</h2>
      <p className="mt-2">
        {rich('paid.text', {
          amount: <span className="tabular font-semibold">{eur(payment.paidCents)}</span>,
        })}
      </p>
    </div>
  )
}

function TransferDetails({ transfer }: { transfer: NonNullable<OrderPaymentView['transfer']> }) {
  const { t, eur } = useCustomerOrderWords()
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-semibold">{t('transfer.recipient')}</dt>
      <dd>{transfer.recipient}</dd>
      <dt className="font-semibold">IBAN</dt>
      <dd className="tabular">
        {transfer.iban.replace(/(.{4})(?=.)/g, '$1 ')}
        {transfer.bankName ? ` (${transfer.bankName})` : ''}
      </dd>
      <dt className="font-semibold">{t('transfer.reference')}</dt>
      <dd className="tabular">{transfer.reference}</dd>
      <dt className="font-semibold">{t('transfer.amount')}</dt>
      <dd className="tabular">{eur(transfer.amountCents)}</dd>
    </dl>
  )
}

/**
 * Paying a confirmed order: 'Maksa kohe' (a plain form posting to our server, which sends the browser on
 * to Montonio), with the bank to pick when Montonio's list is at hand; the bank transfer's details beside
 * it, or instead of it without online payment. Once paid: 'Makse on laekunud'.
 */
export function OrderPayment({ payment, payAction }: { payment: OrderPaymentView; payAction: string }) {
  const { t, rich } = useCustomerOrderWords()
  if (payment.state && payment.state !== 'pending') return <PaidNotice payment={payment} />
  if (!payment.online && !payment.transfer) return null
  return (
    <div id={paymentAnchor} className="mt-8 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold">{t('pay.title')}</h2>
      {payment.prepaymentDue ? (
        <p role="status" className="mt-3 rounded-md bg-red-50 p-3 font-semibold text-red-900">
          {rich('pay.prepaymentDue', {
            unpaid: prepaymentTexts.unpaid,
            notice: prepaymentTexts.customerNotice,
          })}
        </p>
      ) : null}
      {payment.note === 'tagasi' ? (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 font-semibold text-amber-900">
          {t('pay.returned')}
        </p>
      ) : null}
      {payment.note === 'viga' ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {t('pay.failed')}
        </p>
      ) : null}
      {payment.online ? (
        <form method="post" action={payAction} className="mt-4">
          {payment.methods && payment.methods.banks.length > 0 ? (
            <fieldset>
              <legend className="font-semibold">{t('pay.chooseBank')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {payment.methods.banks.map((bank, index) => (
                  <label
                    key={bank.code}
                    className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3"
                  >
                    <input type="radio" name="bank" value={bank.code} defaultChecked={index === 0} />
                    {bank.name}
                  </label>
                ))}
                {payment.methods.cards ? (
                  <label className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3">
                    <input type="radio" name="bank" value="kaart" />
                    {t('pay.card')}
                  </label>
                ) : null}
              </div>
            </fieldset>
          ) : (
            <p>{t('pay.nextPage')}</p>
          )}
          <button type="submit" className={`${buttonClass} mt-4`}>
            {t('pay.now')}
          </button>
        </form>
      ) : null}
      {payment.transfer ? (
        <div className="mt-6">
          <h3 className="font-semibold">{t(payment.online ? 'pay.orTransfer' : 'pay.transfer')}</h3>
          <TransferDetails transfer={payment.transfer} />
        </div>
      ) : null}
    </div>
  )
}
