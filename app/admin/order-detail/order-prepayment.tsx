import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { inputClass } from '#app/components/form-field.tsx'
import { formatEur } from '#app/domain/format.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'

/** The order's prepayment as the staff's order page shows it (plain data from its loader). */
export interface OrderPrepaymentData {
  advanceCents: number
  dueCents: number
  due: boolean
  /** Who decided to deliver it unpaid; null when nobody had to. */
  decisionBy: string | null
  /** Still to be delivered: a transfer can be recorded. */
  open: boolean
}

/**
 * 'Ettemaks' (ADR 059): the business asked this buyer without an account to pay before delivery. What
 * came in (online and by transfer) against the order's total, and 'Ettemaks pangaülekandega' to record a
 * transfer staff saw arrive in the bank.
 */
export function OrderPrepayment({
  prepayment,
  today,
  error,
}: {
  prepayment: OrderPrepaymentData
  today: string
  error?: string | undefined
}) {
  const busy = useSubmitting()
  return (
    <Panel
      headingId="prepayment-heading"
      title={prepayment.due ? prepaymentTexts.unpaid : 'Ettemaks'}
      className="mt-6"
    >
      <p className="mt-2">
        Kliendikontota ostja tasub enne tarnet. Laekunud{' '}
        <span className="tabular font-semibold">{formatEur(prepayment.advanceCents)}</span> /{' '}
        <span className="tabular font-semibold">{formatEur(prepayment.dueCents)}</span>.
      </p>
      {prepayment.decisionBy ? (
        <p className="mt-1">Tarniti ettemaksuta: otsustas {prepayment.decisionBy}.</p>
      ) : null}
      {prepayment.open ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="advance" />
          <label className="grid gap-1">
            <span className="font-semibold">{prepaymentTexts.advanceTitle} (€)</span>
            <input
              name="amountEur"
              inputMode="decimal"
              required
              defaultValue={
                prepayment.dueCents > prepayment.advanceCents
                  ? formatEur(prepayment.dueCents - prepayment.advanceCents).replace(/\s*€$/, '')
                  : ''
              }
              className={`${inputClass} w-40`}
            />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">Laekumise kuupäev</span>
            <input type="date" name="date" required max={today} defaultValue={today} className={inputClass} />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">Märkus (valikuline)</span>
            <input name="note" maxLength={500} className={`${inputClass} w-64`} />
          </label>
          <button type="submit" disabled={busy} className={buttonClass.secondary}>
            Märgi ettemaks
          </button>
        </Form>
      ) : null}
      <div className="mt-3">
        <ActionError error={error} />
      </div>
    </Panel>
  )
}
