import { AccountFrame, AccountPaging } from '#app/components/account/account-frame.tsx'
import { creditHeldText } from '#app/domain/customer-account.ts'
import { storedTonnesToHundredths } from '#app/domain/delivered-tonnes.ts'
import { formatDate, formatEur, formatTonnes, tonnesLabel } from '#app/domain/format.ts'
import { orderStatusLabels } from '#app/domain/order-status.ts'
import { formatTallinnDate } from '#app/domain/tallinn-time.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { pageParam } from '#app/server/customers/account-paging.server.ts'
import { accountOrders } from '#app/server/customers/account-read.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/orders'

/**
 * /konto/tellimused: every order of the company, newest first, with its status, delivery day and window,
 * the weighed tonnes and weighing ticket once delivered, and 'Telli uuesti' (ADR 059).
 */
export const handle = islandsHandle

export function meta() {
  return [{ title: 'Tellimused · Kliendikonto' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const list = await accountOrders(getDb(), session.customerId, pageParam(request))
  return {
    person: session.name,
    company: session.customerName,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    orders: list.items.map(({ timestamp, deliveredTonnes, ...order }) => {
      const hundredths = storedTonnesToHundredths(deliveredTonnes)
      return {
        ...order,
        orderedOn: formatTallinnDate(timestamp),
        delivered: hundredths === null ? null : formatTonnes(hundredths / 100),
      }
    }),
  }
}

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  const { person, company, orders, page, pageCount } = loaderData
  return (
    <AccountFrame person={person} company={company} current="/konto/tellimused">
      <h1 className="mt-8 text-2xl font-bold">Tellimused</h1>
      {orders.length === 0 ? (
        <p className="mt-3 text-stone-700">
          Tellimusi veel ei ole. Materjali saate tellida selle lehel: tellimus läheb ettevõtte kontole.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {orders.map((order) => (
            <li key={order.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-x-6">
              <p>
                <span className="font-semibold">Nr {order.id}</span> {order.productName},{' '}
                {tonnesLabel(order.quantity)}
                {order.buyerReference ? (
                  <span className="text-stone-700"> · {order.buyerReference}</span>
                ) : null}
              </p>
              <p className="tabular sm:text-right">{formatEur(order.totalCents)}</p>
              <p className="text-stone-700">
                {order.creditHold && order.status === 'uus'
                  ? creditHeldText
                  : orderStatusLabels[order.status]}
                {order.deliveryDate && order.status !== 'tühistatud'
                  ? ` · ${order.deliveryOption === 'delivery' ? 'tarne' : 'järeletulek'} ${formatDate(order.deliveryDate)} ${order.windowStart}–${order.windowEnd}`
                  : ''}
                {order.deliveredOn ? ` · tarnitud ${formatDate(order.deliveredOn)}` : ''}
              </p>
              <p className="text-sm text-stone-700 sm:text-right">Tellitud {order.orderedOn}</p>
              {order.delivered ? (
                <p className="text-sm text-stone-700 sm:col-span-2">
                  Kaalutud {order.delivered}
                  {order.weighTicket ? `, kaalusedel ${order.weighTicket}` : ''}
                </p>
              ) : null}
              {order.deliveryOption === 'delivery' && order.deliveryAddress ? (
                <p className="text-sm text-stone-700 sm:col-span-2">{order.deliveryAddress}</p>
              ) : null}
              {order.slug ? (
                <p className="sm:col-span-2">
                  <a
                    href={`/${order.slug}?uuesti=${order.id}#order-form`}
                    className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
                  >
                    Telli uuesti
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AccountPaging path="/konto/tellimused" page={page} pageCount={pageCount} />
    </AccountFrame>
  )
}
