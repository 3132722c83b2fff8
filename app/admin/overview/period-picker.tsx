import { Form, Link } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { inputClass } from '#app/components/form-field.tsx'

export interface PresetLink {
  label: string
  from: string
  to: string
  current: boolean
}

/** This month, last month, this year, the last 12 months, or two dates: a plain GET, with or without JavaScript. */
export function PeriodPicker({
  presets,
  from,
  to,
  error,
}: {
  presets: PresetLink[]
  from: string
  to: string
  error: string | null
}) {
  return (
    <div className="print:hidden">
      <nav aria-label="Periood" className="-mx-1 flex flex-wrap gap-1">
        {presets.map((preset) => (
          <Link
            key={preset.label}
            to={`?from=${preset.from}&to=${preset.to}`}
            aria-current={preset.current ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md px-3 font-semibold ${
              preset.current
                ? 'bg-graphite text-white'
                : 'bg-white text-graphite shadow-sm hover:bg-stone-200'
            }`}
          >
            {preset.label}
          </Link>
        ))}
      </nav>
      {error ? (
        <div className="mt-3">
          <ActionError error={error} />
        </div>
      ) : null}
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="font-semibold">Alates</span>
          <input type="date" name="from" required defaultValue={from} className={inputClass} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">Kuni</span>
          <input type="date" name="to" required defaultValue={to} className={inputClass} />
        </label>
        <button type="submit" className={buttonClass.secondary}>
          Näita
        </button>
      </Form>
    </div>
  )
}
