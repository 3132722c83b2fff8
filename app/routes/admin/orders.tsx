import { Link } from 'react-router'
import { type Column, DataTable } from '#app/admin/ui/data-table.tsx'
import { ExportForm } from '#app/admin/ui/export-form.tsx'
import { LanguageBadge, PageError, PaidBadge, StatusBadge, StatusTabs } from '#app/admin/ui/inbox.tsx'
import { formatEur, tonnesLabel } from '#app/domain/format.ts'
import { orderStatusLabels, orderStatusValues } from '#app/domain/order-status.ts'
import { formatTallinnDateTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { listParams } from '#app/server/http/admin-paging.server.ts'
import { countFailedMails } from '#app/server/mail/failed-mails.server.ts'
import { heldOrders, listOrders } from '#app/server/orders/order-inbox.server.ts'
import { paidOrderIds } from '#app/server/payments/online-payments.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/orders'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const { status, page } = listParams(request, orderStatusValues)
  const list = await listOrders(getDb(), { page, status })
  const failedMails = await countFailedMails(getDb())
  const held = await heldOrders(getDb())
  const paid = await paidOrderIds(
    getDb(),
    list.items.map((order) => order.id),
  )
  const today = tallinnCalendarDate()
  return {
    orders: list.items.map((order) => ({
      ...order,
      paid: paid.has(order.id),
      time: formatTallinnDateTime(order.timestamp),
      // The confirmed day and window, 'dd.mm.yyyy 09:00–11:00'.
      schedule: order.deliveryDate
        ? `${order.deliveryDate.split('-').reverse().join('.')} ${order.windowStart}–${order.windowEnd}`
        : null,
    })),
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    counts: list.counts,
    status: status ?? null,
    failedMails,
    held: held.map((order) => ({ ...order, time: formatTallinnDateTime(order.timestamp) })),
    exportRange: { from: `${today.slice(0, 8)}01`, to: today },
  }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, counts, status, page, pageCount, exportRange, failedMails, held } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Tellimused</h1>
        {failedMails > 0 ? (
          <Link
            to="/admin/mails"
            className="rounded-md bg-red-50 px-3 py-2 font-semibold text-red-800 underline"
          >
            Saatmata kirju: {failedMails}
          </Link>
        ) : null}
      </div>
      {held.length > 0 ? (
        <section
          aria-labelledby="held-heading"
          className="mt-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="held-heading" className="text-xl font-bold">
            Ootavad krediidiotsust ({held.length})
          </h2>
          <ul className="mt-2 divide-y divide-amber-200">
            {held.map((order) => (
              <li key={order.id} className="py-2">
                <Link to={`/admin/orders/${order.id}`} className="font-semibold underline">
                  #{order.id} {order.companyName ?? order.name}
                </Link>{' '}
                <span className="tabular">
                  · {order.productName}, {tonnesLabel(order.quantity)}, {formatEur(order.totalPriceCents)} ·{' '}
                  {order.time}
                </span>
                <p className="text-sm">{order.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-6">
        <StatusTabs path="/admin/orders" labels={orderStatusLabels} counts={counts} current={status} />
      </div>

      <div className="mt-6">
        <DataTable
          rows={orders}
          rowKey={(order) => order.id}
          empty={
            status ? `Olekus „${orderStatusLabels[status]}“ tellimusi ei ole.` : 'Tellimusi veel ei ole.'
          }
          label="Tellimused"
          caption="Tellimused, uuemad eespool"
          columns={orderColumns}
          card={(order) => <OrderCard order={order} />}
          paging={{ path: '/admin/orders', status, page, pageCount }}
        />
      </div>

      <ExportForm
        action="/api/admin/orders/export"
        description="Tellimused valitud päevadel (Eesti aja järgi), Exceli jaoks semikoolonitega."
        range={exportRange}
      />
    </>
  )
}

type OrderRow = Route.ComponentProps['loaderData']['orders'][number]

function OrderLink({ order, children }: { order: OrderRow; children: React.ReactNode }) {
  return (
    <Link
      to={`/admin/orders/${order.id}`}
      className="font-bold text-accent-hover underline"
      aria-label={`Tellimus nr ${order.id}`}
    >
      {children}
    </Link>
  )
}

/** Wider screens: a table, newest first. */
const orderColumns: Column<OrderRow>[] = [
  { header: 'Nr', cell: (order) => <OrderLink order={order}>{order.id}</OrderLink> },
  { header: 'Aeg', cell: (order) => order.time, className: 'tabular whitespace-nowrap' },
  { header: 'Klient', cell: (order) => order.name },
  { header: 'Materjal', cell: (order) => order.productName },
  {
    header: 'Kogus',
    cell: (order) => tonnesLabel(order.quantity),
    end: true,
    className: 'tabular whitespace-nowrap',
  },
  { header: 'Tarne', cell: (order) => deliveryLabel(order.deliveryOption) },
  {
    header: 'Kokku',
    cell: (order) => formatEur(order.totalPriceCents),
    end: true,
    className: 'tabular whitespace-nowrap font-semibold',
  },
  {
    header: 'Staatus',
    cell: (order) => (
      <>
        <StatusBadge status={order.status} /> {order.paid ? <PaidBadge /> : null}{' '}
        <LanguageBadge locale={order.locale} />
        {order.schedule ? (
          <span className="tabular mt-1 block whitespace-nowrap text-sm">{order.schedule}</span>
        ) : null}
      </>
    ),
  },
]

/** Phones: one card per order. */
function OrderCard({ order }: { order: OrderRow }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="text-lg">
          <OrderLink order={order}>Nr {order.id}</OrderLink>
        </span>
        <span className="flex flex-wrap justify-end gap-1">
          <StatusBadge status={order.status} />
          {order.paid ? <PaidBadge /> : null}
          <LanguageBadge locale={order.locale} />
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">{order.time}</p>
      {order.schedule ? <p className="text-sm font-semibold">Aeg: {order.schedule}</p> : null}
      <p className="mt-2 font-semibold">{order.name}</p>
      <p>
        {order.productName}, {tonnesLabel(order.quantity)}
      </p>
      <p className="flex justify-between">
        <span>{deliveryLabel(order.deliveryOption)}</span>
        <span className="tabular font-semibold">{formatEur(order.totalPriceCents)}</span>
      </p>
    </>
  )
}

function deliveryLabel(option: 'self' | 'delivery'): string {
  return option === 'delivery' ? 'Transport' : 'Tuleb ise järele'
}

export function meta() {
  return [{ title: 'Tellimused | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <PageError title="Tellimusi ei saanud laadida" text="Palun proovige hetke pärast uuesti." />
}
