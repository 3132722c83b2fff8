import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { BooksLines, type BooksLinesView } from './books-lines.tsx'

/**
 * 'Raamatupidamine' on an invoice's page: where the invoice, its payments and its e-invoice stand in Merit
 * Aktiva (ADR 062), Merit's reason when it refused something, and sending that again. Nothing for an
 * invoice never queued (Merit Aktiva was not configured when it was issued).
 */
export function InvoiceBooks({
  view,
  error,
}: {
  view: BooksLinesView & { refused: boolean }
  error: string | undefined
}) {
  const busy = useSubmitting()
  if (!view.books && !view.eInvoice && !error) return null
  return (
    <Panel headingId="books-heading" title="Raamatupidamine" id="raamatupidamine" className="mt-6">
      <BooksLines view={view} detailed className="mt-2 grid gap-2" />
      {view.refused ? (
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="books" />
          <ActionError error={error} />
          <p className="text-stone-700">
            Kui põhjus on Merit Aktiva seadetes, parandage need seal ja saatke siis uuesti.
          </p>
          <button
            type="submit"
            className={`${buttonClass.secondary} w-full sm:w-auto sm:justify-self-start`}
            disabled={busy}
          >
            Saada uuesti raamatupidamisse
          </button>
        </Form>
      ) : (
        <div className="mt-3">
          <ActionError error={error} />
        </div>
      )}
    </Panel>
  )
}
