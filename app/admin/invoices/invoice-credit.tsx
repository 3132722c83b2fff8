import { Form, Link } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { Field } from '#app/components/form-field.tsx'
import { creditReasonMaxLength } from '#app/domain/invoice-form-limits.ts'
import type { InvoiceActionData, InvoiceDetailInvoice } from './types.ts'

/**
 * 'Krediteerimine': crediting an invoice in full issues a credit invoice (kreeditarve) from the same
 * sequence and mails it, and cannot be undone; so it takes two steps, without JavaScript too: the reason
 * first, then a confirmation that repeats it.
 */
export function InvoiceCredit({
  invoice,
  action,
}: {
  invoice: InvoiceDetailInvoice
  action: InvoiceActionData | undefined
}) {
  const busy = useSubmitting()
  const confirming = action?.intent === 'credit-confirm' ? action : undefined
  const error = action?.intent === 'credit' ? action : undefined
  return (
    <Panel headingId="credit-heading" title="Krediteerimine" className="mt-6">
      {confirming ? (
        <div className="mt-3 rounded-lg bg-red-50 p-4">
          <p role="alert" className="font-bold text-red-900">
            Kas krediteerida arve nr {invoice.number} täies ulatuses?
          </p>
          <p className="mt-1 text-red-900">
            Koostatakse kreeditarve ja see saadetakse kliendile. Seda ei saa tagasi võtta.
          </p>
          <p className="mt-2">
            <span className="font-semibold">Põhjus:</span> {confirming.reason}
          </p>
          <Form method="post" className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
            <input type="hidden" name="reason" value={confirming.reason} />
            <Link to={`/admin/arved/${invoice.id}`} className={buttonClass.secondary}>
              Loobu
            </Link>
            <button type="submit" name="intent" value="credit" className={buttonClass.danger} disabled={busy}>
              Kinnita ja koosta kreeditarve
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-3 grid gap-3">
          <p className="text-stone-700">
            Näiteks kui kaup võeti tagasi. Kogust või hinda parandatakse tellimuse lehel: siis koostatakse
            kreeditarve ja uus arve ise.
          </p>
          <Field id="credit-reason" label="Krediteerimise põhjus" error={error?.error}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                required
                rows={2}
                maxLength={creditReasonMaxLength}
                defaultValue={error?.typed.reason ?? ''}
              />
            )}
          </Field>
          <button
            type="submit"
            name="intent"
            value="credit-ask"
            className={`${buttonClass.secondary} w-full sm:w-auto sm:justify-self-start`}
            disabled={busy}
          >
            Krediteeri arve…
          </button>
        </Form>
      )}
    </Panel>
  )
}

/**
 * 'Meeldetuletus': one reminder goes the day after the due date, with the PDF again, unless staff turn
 * it off here (or the invoice is paid or credited).
 */
export function InvoiceReminders({
  invoice,
  error,
}: {
  invoice: InvoiceDetailInvoice
  error: string | undefined
}) {
  const busy = useSubmitting()
  const state = invoice.reminderQueuedAt
    ? `Meeldetuletus saadeti ${invoice.reminderQueuedAt}.`
    : invoice.remindersOff
      ? 'Meeldetuletus on selle arve puhul välja lülitatud.'
      : 'Kui arve on tähtajaks tasumata, saadetakse tähtajale järgneval päeval üks meeldetuletus.'
  return (
    <Panel headingId="reminder-heading" title="Meeldetuletus" className="mt-6">
      <p className="mt-2">{state}</p>
      {invoice.reminderQueuedAt ? null : (
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="reminders" />
          <input type="hidden" name="off" value={invoice.remindersOff ? 'false' : 'true'} />
          <ActionError error={error} />
          <button
            type="submit"
            className={`${buttonClass.secondary} w-full sm:w-auto sm:justify-self-start`}
            disabled={busy}
          >
            {invoice.remindersOff ? 'Lülita meeldetuletus sisse' : 'Lülita meeldetuletus välja'}
          </button>
        </Form>
      )}
    </Panel>
  )
}
