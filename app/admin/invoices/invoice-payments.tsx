import { Form, useNavigation } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { TextField } from '#app/components/form-field.tsx'
import { formatDate, formatEur } from '#app/domain/format.ts'
import { paymentNoteMaxLength } from '#app/domain/invoice-form-limits.ts'
import type { InvoiceActionData, InvoicePaymentView } from './types.ts'

type PaymentError = Extract<InvoiceActionData, { intent: 'payment' }>

/**
 * 'Laekumised': the payments on the invoice, from a bank statement or recorded by hand, and, while the
 * invoice can take one, the form that records a payment by hand.
 */
export function InvoicePayments({
  payments,
  payable,
  today,
  error,
}: {
  payments: InvoicePaymentView[]
  /** Whether a payment can be recorded: an invoice (not a credit invoice) that is not credited. */
  payable: boolean
  today: string
  error: PaymentError | undefined
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'payment'
  const fieldError = (name: string) => (error?.field === name ? error.error : undefined)
  return (
    <Panel headingId="payments-heading" title="Laekumised" className="mt-6">
      {payments.length === 0 ? (
        <p className="mt-2 text-stone-700">Laekumisi ei ole.</p>
      ) : (
        <ul aria-label="Laekumised" className="mt-3 grid gap-2">
          {payments.map((payment) => (
            <li key={payment.id} className="rounded-lg border border-stone-200 p-3">
              <p className="flex flex-wrap justify-between gap-x-4 font-semibold">
                <span className="tabular">{formatDate(payment.date)}</span>
                <span className="tabular">{formatEur(payment.amountCents)}</span>
              </p>
              <p className="text-sm text-stone-700">
                {payment.source}, sisestas {payment.recordedBy}
                {payment.note ? ` · ${payment.note}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {payable ? (
        <Form method="post" className="mt-5 grid gap-3 sm:grid-cols-3 sm:items-start">
          <h3 className="font-bold sm:col-span-3">Lisa laekumine käsitsi</h3>
          <input type="hidden" name="intent" value="payment" />
          <TextField
            id="payment-amount"
            label="Summa (€)"
            error={fieldError('amountEur')}
            type="text"
            name="amountEur"
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={12}
            placeholder="nt 125,50"
            defaultValue={error?.typed.amountEur ?? ''}
          />
          <TextField
            id="payment-date"
            label="Laekumise kuupäev"
            error={fieldError('date')}
            type="date"
            name="date"
            required
            max={today}
            defaultValue={error?.typed.date ?? today}
          />
          <TextField
            id="payment-note"
            label="Märkus (valikuline)"
            error={fieldError('note')}
            type="text"
            name="note"
            autoComplete="off"
            maxLength={paymentNoteMaxLength}
            placeholder="nt sularahas kontoris"
            defaultValue={error?.typed.note ?? ''}
          />
          <div className="grid gap-3 sm:col-span-3">
            <ActionError error={error && error.field === null ? error.error : undefined} />
            <button
              type="submit"
              className={`${buttonClass.primary} w-full sm:w-auto sm:justify-self-start`}
              disabled={busy}
            >
              {busy ? 'Salvestan...' : 'Salvesta laekumine'}
            </button>
          </div>
        </Form>
      ) : null}
    </Panel>
  )
}
