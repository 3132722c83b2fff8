import { Link } from 'react-router'
import { CustomerStatusBadge } from '#app/admin/customers/customer-status-badge.tsx'
import { buttonClass } from '#app/admin/ui/button.ts'
import { type Column, DataTable } from '#app/admin/ui/data-table.tsx'
import { PageError, StatusTabs } from '#app/admin/ui/inbox.tsx'
import { type CustomerStatus, customerStatusValues } from '#app/domain/customer-account.ts'
import { formatTallinnDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { listCustomers } from '#app/server/customers/customer-accounts.server.ts'
import { listParams } from '#app/server/http/admin-paging.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/customers'

/**
 * 'Kliendid': the business accounts, applications waiting for a decision first (the oldest first), then
 * the rest by name; filtered by status.
 */

/** The tabs, in the order staff work through them. */
const tabLabels: Record<CustomerStatus, string> = {
  taotlus: 'Taotlus',
  aktiivne: 'Aktiivne',
  peatatud: 'Peatatud',
  keeldutud: 'Keeldutud',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const { status } = listParams(request, customerStatusValues)
  // A quarry has business customers by the hundred, not more: one read gives the list and the counts.
  const all = await listCustomers(getDb())
  const counts = Object.fromEntries(customerStatusValues.map((value) => [value, 0])) as Record<
    CustomerStatus,
    number
  >
  for (const customer of all) counts[customer.status] += 1
  return {
    customers: (status ? all.filter((customer) => customer.status === status) : all).map(
      ({ createdAt, ...customer }) => ({ ...customer, added: formatTallinnDate(createdAt) }),
    ),
    counts,
    total: all.length,
    filter: status ?? null,
  }
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { customers, counts, total, filter } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Kliendid</h1>
        <Link to="/admin/kliendid/uus" className={buttonClass.primary}>
          Lisa klient
        </Link>
      </div>
      <p className="mt-2 text-stone-700">
        Ärikliendid ja nende taotlused. Otsust ootavad taotlused on eespool, vanim esimesena.
      </p>
      <div className="mt-6">
        <StatusTabs
          path="/admin/kliendid"
          labels={tabLabels}
          counts={counts}
          current={filter}
          total={total}
        />
      </div>
      <div className="mt-6">
        <DataTable
          rows={customers}
          rowKey={(customer) => customer.id}
          empty={
            filter ? `Valikus „${tabLabels[filter]}“ kliente ei ole.` : 'Kliente ega taotlusi veel ei ole.'
          }
          label="Kliendid"
          caption="Kliendid, otsust ootavad taotlused eespool"
          columns={customerColumns}
          card={(customer) => <CustomerCard customer={customer} />}
        />
      </div>
    </>
  )
}

type CustomerRow = Route.ComponentProps['loaderData']['customers'][number]

function CustomerLink({ customer }: { customer: CustomerRow }) {
  return (
    <Link to={`/admin/kliendid/${customer.id}`} className="font-bold text-accent-hover underline">
      {customer.name}
    </Link>
  )
}

/** Wider screens: a table. */
const customerColumns: Column<CustomerRow>[] = [
  { header: 'Ettevõte', cell: (customer) => <CustomerLink customer={customer} /> },
  { header: 'Registrikood', cell: (customer) => customer.registryCode, className: 'tabular' },
  {
    header: 'Kontaktisik',
    cell: (customer) => (
      <>
        {customer.contactName}
        <span className="block break-all text-sm text-stone-700">{customer.email}</span>
      </>
    ),
  },
  { header: 'Lisatud', cell: (customer) => customer.added, className: 'tabular' },
  { header: 'Staatus', cell: (customer) => <CustomerStatusBadge status={customer.status} /> },
]

/** Phones: one card per customer. */
function CustomerCard({ customer }: { customer: CustomerRow }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="text-lg">
          <CustomerLink customer={customer} />
        </span>
        <CustomerStatusBadge status={customer.status} />
      </div>
      <p className="tabular mt-1 text-sm text-stone-700">
        Registrikood {customer.registryCode}, lisatud {customer.added}
      </p>
      <p className="mt-1">{customer.contactName}</p>
      <p className="break-all text-sm text-stone-700">{customer.email}</p>
    </>
  )
}

export function meta() {
  return [{ title: 'Kliendid | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <PageError title="Kliente ei saanud laadida" text="Palun proovige hetke pärast uuesti." />
}
