import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { TextField } from '#app/components/form-field.tsx'
import type { ClosingPeriod } from '#app/domain/day-plan.ts'
import { dayLabel } from '#app/domain/delivery-schedule.ts'

/** 'Suletud päevad': the owner's coming closing days, each to remove, and the form that adds some. */
export function ClosingDays({
  periods,
  today,
  error,
}: {
  periods: ClosingPeriod[]
  today: string
  error: string | undefined
}) {
  const busy = useSubmitting()
  return (
    <Panel headingId="closing-heading" title="Suletud päevad" className="mt-8 print:hidden">
      <p className="mt-1 text-stone-600">
        Neil päevil tellimusi ei kinnitata. Riigipühad on juba arvestatud.
      </p>
      {periods.length === 0 ? (
        <p className="mt-3">Eesseisvaid suletud päevi ei ole.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {periods.map((period) => (
            <li key={period.id} className="flex flex-wrap items-center gap-3">
              <span className="tabular font-semibold">
                {period.firstDay === period.lastDay
                  ? dayLabel(period.firstDay)
                  : `${dayLabel(period.firstDay)} – ${dayLabel(period.lastDay)}`}
              </span>
              <span>{period.note}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="id" value={period.id} />
                <button type="submit" className={buttonClass.secondary} disabled={busy}>
                  Eemalda
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="close" />
        <TextField id="first-day" label="Alates" type="date" name="firstDay" required min={today} />
        <TextField id="last-day" label="Kuni (kaasa arvatud)" type="date" name="lastDay" min={today} />
        <TextField id="closing-note" label="Põhjus" type="text" name="note" required maxLength={200} />
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          Lisa
        </button>
      </Form>
      <ActionError error={error} />
    </Panel>
  )
}
