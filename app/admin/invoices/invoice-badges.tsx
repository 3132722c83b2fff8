import type { InvoiceKind, InvoiceStatus } from '#app/domain/invoice-number.ts'

export const invoiceKindLabels: Record<InvoiceKind, string> = { arve: 'Arve', kreeditarve: 'Kreeditarve' }

const statusColours: Record<InvoiceStatus, string> = {
  tasumata: 'bg-accent-soft text-accent-hover ring-accent/30',
  'osaliselt tasutud': 'bg-sky-50 text-sky-900 ring-sky-700/30',
  tasutud: 'bg-emerald-50 text-forest ring-forest/30',
  krediteeritud: 'bg-stone-100 text-stone-700 ring-stone-400/50',
}

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset'

/** An invoice's payment status, and beside it 'üle tähtaja' in red when it is overdue. */
export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${pill} ${statusColours[status]}`}>{status}</span>
      {overdue ? <span className={`${pill} bg-red-50 text-red-800 ring-red-700/30`}>üle tähtaja</span> : null}
    </span>
  )
}
