import { Form, useSearchParams } from 'react-router'
import { Panel } from '#app/admin/ui/panel.tsx'
import { inputClass } from '#app/components/form-field.tsx'
import { buttonClass } from './button.ts'
import { ActionError } from './inbox.tsx'

/** Why an export came back to its page, by the code the export put in the address (csv-export.server.ts). */
const exportErrors = new Map([
  ['vahemik', 'Alguskuupäev ei saa olla pärast lõppkuupäeva.'],
  ['kuupaev', 'Palun valige mõlemad kuupäevad.'],
])

/**
 * 'Ekspordi CSV-failina': a range of days and a plain download from `action`; the browser saves the file
 * and the page stays. A bad range comes back to the page (`#eksport`) with the reason.
 */
export function ExportForm({
  action,
  description,
  range,
}: {
  action: string
  description: string
  range: { from: string; to: string }
}) {
  const [params] = useSearchParams()
  const exportError = exportErrors.get(params.get('eksport') ?? '')
  return (
    <Panel id="eksport" headingId="export-heading" title="Ekspordi CSV-failina" className="mt-10">
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      {exportError ? (
        <div className="mt-4">
          <ActionError error={exportError} />
        </div>
      ) : null}
      <Form method="get" action={action} reloadDocument className="mt-4 flex flex-wrap items-end gap-3">
        {(
          [
            ['from', 'Alates'],
            ['to', 'Kuni'],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="grid gap-1">
            <span className="font-semibold">{label}</span>
            <input
              type="date"
              name={name}
              required
              defaultValue={params.get(name) ?? range[name]}
              className={inputClass}
            />
          </label>
        ))}
        <button type="submit" className={buttonClass.secondary}>
          Laadi alla CSV
        </button>
      </Form>
    </Panel>
  )
}
