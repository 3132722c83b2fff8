import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { TextField } from '#app/components/form-field.tsx'
import { formatDate, formatEur } from '#app/domain/format.ts'

/** A credit entry of an imported statement that no invoice's reference number matched. */
export interface UnmatchedEntry {
  id: number
  amountCents: number
  reference: string | null
  payerName: string | null
  remittance: string | null
  bookingDate: string
}

/** What the page's action answers to a refused import or assignment. */
export interface StatementError {
  intent: 'import' | 'assign'
  error: string
  entryId: number | null
  typed: string
}

/**
 * 'Pangaväljavõte': the bank's camt.053 file uploaded as a plain multipart form (no JavaScript needed),
 * then the credit entries no reference number matched, each with a form that assigns it to an invoice
 * by the invoice's number.
 */
export function BankStatement({
  unmatched,
  error,
}: {
  unmatched: UnmatchedEntry[]
  error: StatementError | undefined
}) {
  const busy = useSubmitting()
  const importError = error?.intent === 'import' ? error.error : undefined
  return (
    <Panel id="valjavote" headingId="statement-heading" title="Pangaväljavõte" className="mt-10">
      <p className="mt-1 text-sm text-stone-600">
        Laadige üles panga konto väljavõte camt.053 XML-failina (kuni 5 MB). Laekumised seotakse arvetega
        viitenumbri järgi; sama kanne loetakse ühe korra ka siis, kui väljavõte laaditakse uuesti.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 sm:flex sm:items-end">
        <input type="hidden" name="intent" value="import" />
        <TextField
          id="statement-file"
          label="Väljavõtte fail (camt.053)"
          error={importError}
          className="sm:flex-1"
          type="file"
          name="statement"
          accept=".xml,application/xml,text/xml"
          required
        />
        <button type="submit" className={`${buttonClass.primary} w-full sm:mb-0 sm:w-auto`} disabled={busy}>
          Impordi väljavõte
        </button>
      </Form>

      <h3 className="mt-8 text-lg font-bold">Sidumata laekumised</h3>
      {unmatched.length === 0 ? (
        <p className="mt-2 text-stone-700">Kõik imporditud laekumised on arvetega seotud.</p>
      ) : (
        <ul aria-label="Sidumata laekumised" className="mt-3 grid gap-3">
          {unmatched.map((entry) => (
            <UnmatchedItem
              key={entry.id}
              entry={entry}
              error={error?.intent === 'assign' && error.entryId === entry.id ? error : undefined}
              busy={busy}
            />
          ))}
        </ul>
      )}
    </Panel>
  )
}

function UnmatchedItem({
  entry,
  error,
  busy,
}: {
  entry: UnmatchedEntry
  error: StatementError | undefined
  busy: boolean
}) {
  const id = `entry-${entry.id}`
  return (
    <li aria-labelledby={`${id}-title`} className="rounded-lg border border-stone-200 p-3 sm:p-4">
      <p id={`${id}-title`} className="flex flex-wrap justify-between gap-x-4 font-semibold">
        <span>
          {formatDate(entry.bookingDate)} · {entry.payerName ?? 'Maksja teadmata'}
        </span>
        <span className="tabular">{formatEur(entry.amountCents)}</span>
      </p>
      <p className="mt-1 break-words text-sm text-stone-700">
        {entry.reference ? `Viitenumber ${entry.reference}` : 'Viitenumbrita'}
        {entry.remittance ? ` · ${entry.remittance}` : ''}
      </p>
      <Form method="post" className="mt-3 grid gap-3 sm:flex sm:items-end">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="entryId" value={entry.id} />
        <TextField
          id={`${id}-invoice`}
          label="Arve number"
          error={error?.error}
          className="sm:w-56"
          type="text"
          name="invoiceNumber"
          required
          autoComplete="off"
          placeholder="nt 2026-0001"
          maxLength={20}
          defaultValue={error?.typed ?? ''}
        />
        <button type="submit" className={`${buttonClass.secondary} w-full sm:w-auto`} disabled={busy}>
          Seo arvega
        </button>
      </Form>
    </li>
  )
}
