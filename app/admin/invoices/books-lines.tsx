import { formatTallinnDateTime } from '#app/domain/tallinn-time.ts'

/**
 * Where an invoice stands in Merit Aktiva (ADR 062), as staff read it on the invoice list and on the
 * invoice's page: 'Raamatupidamises: …' and, for a buyer that wants e-invoices, 'E-arve: …', with Merit's
 * reason when something failed. Nothing at all for an invoice never queued (Merit was not configured).
 */

export interface BooksLineView {
  status: 'saadetud' | 'ootel' | 'viga' | 'ei saa vastu võtta'
  sentAt: string | null
  error: string | null
}

export interface BooksLinesView {
  books: BooksLineView | null
  eInvoice: BooksLineView | null
}

const colours: Record<BooksLineView['status'], string> = {
  saadetud: 'text-forest',
  ootel: 'text-amber-900',
  viga: 'text-red-800',
  'ei saa vastu võtta': 'text-stone-700',
}

function Line({ label, line, detailed }: { label: string; line: BooksLineView; detailed: boolean }) {
  return (
    <li>
      <span className="whitespace-nowrap">
        {label}: <span className={`font-semibold ${colours[line.status]}`}>{line.status}</span>
      </span>
      {detailed && line.sentAt ? (
        <span className="tabular text-stone-700"> ({formatTallinnDateTime(new Date(line.sentAt))})</span>
      ) : null}
      {line.error ? (
        <span className="block break-words text-stone-700">
          {line.status === 'viga' ? 'Põhjus' : 'Viimane katse ebaõnnestus'}: {line.error}
        </span>
      ) : null}
    </li>
  )
}

/** The two lines; `detailed` adds when each was sent (the invoice's page). */
export function BooksLines({
  view,
  detailed = false,
  className,
}: {
  view: BooksLinesView
  detailed?: boolean
  className?: string
}) {
  if (!view.books && !view.eInvoice) return null
  return (
    <ul className={className}>
      {view.books ? <Line label="Raamatupidamises" line={view.books} detailed={detailed} /> : null}
      {view.eInvoice ? <Line label="E-arve" line={view.eInvoice} detailed={detailed} /> : null}
    </ul>
  )
}
