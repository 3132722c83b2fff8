import { buttonClass } from '#app/admin/ui/button.ts'
import { DeliveryFields, type WeighingTyped } from '#app/admin/ui/delivery-fields.tsx'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { NotifyCustomer } from '#app/admin/ui/notify-customer.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { Field, TextField } from '#app/components/form-field.tsx'
import { orderStatusLabels, staffNoteMaxLength } from '#app/domain/order-status.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { OrderChangeForm } from './order-change-form.tsx'
import type { OrderDetailData } from './types.ts'

/** What the page's action answers to a refused status change. */
export interface StatusFormError {
  error: string
  field: string | null
  link: string | null
  typed: WeighingTyped | null
}

const weighingFields = new Set(['deliveredTonnes', 'weighTicket'])

/**
 * 'Staatus ja sisemine märkus': the staff's note and a cancel reason, then the statuses the order may go
 * to next (confirming has its own form), or why it goes nowhere. Delivering takes the scale's net tonnes
 * and the weighing ticket, and issues the invoice.
 */
export function StatusForm({
  order,
  amounts,
  next,
  prepaymentDue,
  error,
}: Pick<OrderDetailData, 'order' | 'amounts' | 'next'> & {
  /** The buyer's required advance is not in: delivering needs 'Tarni ettemaksuta'. */
  prepaymentDue: boolean
  error: StatusFormError | undefined
}) {
  const busy = useSubmitting()
  const choices = next.filter((status) => status !== 'kinnitatud')
  return (
    <Panel headingId="status-heading" title="Staatus ja sisemine märkus" className="mt-6">
      <p className="mt-2">
        <span className="font-semibold">Sisemine märkus: </span>
        <span className="whitespace-pre-wrap break-words">{order.staffNote ?? '—'}</span>
      </p>
      {order.status === 'tühistatud' && order.cancelReason ? (
        <p className="mt-2">
          <span className="font-semibold">Tühistamise põhjus: </span>
          {order.cancelReason}
        </p>
      ) : null}
      {choices.length === 0 ? (
        <p className="mt-3">
          {order.status === 'uus'
            ? 'Kinnitage tellimus ülal või tühistage see.'
            : `Tellimus on olekus „${orderStatusLabels[order.status]}“; selle olekut enam ei muudeta.`}
        </p>
      ) : (
        <OrderChangeForm intent="status" version={order.version}>
          <fieldset>
            <legend className="font-semibold">Uus staatus</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {choices.map((status, index) => (
                <label
                  key={status}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-400 bg-white px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                >
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    // Cancelling is never the default: a stray click must not cancel and mail the customer.
                    defaultChecked={index === 0 && status !== 'tühistatud'}
                    className="h-5 w-5 accent-accent"
                  />
                  {orderStatusLabels[status]}
                </label>
              ))}
            </div>
          </fieldset>
          {choices.includes('tarnitud') ? (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">Tarnimisel: kaalumine ja arve</legend>
              <DeliveryFields idPrefix="delivery" quantity={amounts.quantity} error={error ?? undefined} />
              {prepaymentDue ? (
                <label className="flex min-h-11 items-start gap-2 sm:col-span-2">
                  <input
                    type="checkbox"
                    name="prepaymentOverride"
                    aria-invalid={error?.field === 'prepaymentOverride' || undefined}
                    className="mt-0.5 size-5 shrink-0 accent-accent"
                  />
                  <span>
                    <span className="font-semibold">{prepaymentTexts.override}</span>
                    <span className="block text-sm text-stone-700">
                      {prepaymentTexts.unpaid}: märkige see ainult siis, kui otsustate tarnida enne ettemaksu
                      laekumist.
                    </span>
                  </span>
                </label>
              ) : null}
            </fieldset>
          ) : null}
          <TextField
            id="cancel-reason"
            label="Tühistamise põhjus kliendile (valikuline)"
            type="text"
            name="cancelReason"
            maxLength={500}
            defaultValue=""
          />
          <Field
            id="staff-note"
            label="Sisemine märkus"
            hint="Näeb ainult personal. Tühi väli jätab varasema märkuse alles."
          >
            {(control) => (
              <textarea
                {...control}
                name="staffNote"
                rows={3}
                maxLength={staffNoteMaxLength}
                defaultValue=""
              />
            )}
          </Field>
          <NotifyCustomer id="notify-status" />
          <ActionError
            error={error && !weighingFields.has(error.field ?? '') ? error.error : undefined}
            link={error?.link ? { to: error.link, text: 'Ava ettevõtte andmed' } : undefined}
          />
          <div>
            <button type="submit" className={buttonClass.primary} disabled={busy}>
              {busy ? 'Salvestan…' : 'Salvesta staatus'}
            </button>
          </div>
        </OrderChangeForm>
      )}
    </Panel>
  )
}
