import { type CustomerStatus, customerStatusLabels } from '#app/domain/customer-account.ts'

const statusColours: Record<CustomerStatus, string> = {
  taotlus: 'bg-accent-soft text-accent-hover ring-accent/30',
  aktiivne: 'bg-emerald-50 text-forest ring-forest/30',
  peatatud: 'bg-red-50 text-red-800 ring-red-700/30',
  keeldutud: 'bg-stone-100 text-stone-700 ring-stone-400/50',
}

/** A business account's status: an application waiting for a decision stands out. */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${statusColours[status]}`}
    >
      {customerStatusLabels[status]}
    </span>
  )
}
