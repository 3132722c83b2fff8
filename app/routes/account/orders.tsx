import {
  AccountFrame,
  AccountPaging,
  accountPageMeta,
  useAccountWords,
} from '#app/components/account/account-frame.tsx'
import { accountPageMessages } from '#app/content/messages/account-pages.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { storedTonnesToHundredths } from '#app/domain/delivered-tonnes.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
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

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, accountPageMessages, 'meta.orders')
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
        orderedOn: tallinnCalendarDate(timestamp),
        delivered: hundredths === null ? null : hundredths / 100,
      }
    }),
  }
}

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  const { person, company, orders, page, pageCount } = loaderData
  const { t, locale, eur, date, tonnes, quantity, product } = useAccountWords()
  return (
    <AccountFrame person={person} company={company} current="/konto/tellimused">
      <h1 className="mt-8 text-2xl font-bold">{t('orders.heading')}</h1>
      {orders.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('orders.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {orders.map((order) => (
            <li key={order.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-x-6">
              <p>
                <span className="font-semibold">{t('orderNumber', { id: order.id })}</span>{' '}
                {product(order.productName)}, {quantity(order.quantity)}
                {order.buyerReference ? (
                  <span className="text-stone-700"> · {order.buyerReference}</span>
                ) : null}
              </p>
              <p className="tabular sm:text-right">{eur(order.totalCents)}</p>
              <p className="text-stone-700">
                {order.creditHold && order.status === 'uus'
                  ? t('creditHeld')
                  : t('orderStatus', { status: order.status })}
                {order.deliveryDate && order.status !== 'tühistatud'
                  ? ` · ${t('orders.schedule', {
                      option: order.deliveryOption,
                      date: date(order.deliveryDate),
                      window: `${order.windowStart}–${order.windowEnd}`,
                    })}`
                  : ''}
                {order.deliveredOn ? ` · ${t('orders.deliveredOn', { date: date(order.deliveredOn) })}` : ''}
              </p>
              <p className="text-sm text-stone-700 sm:text-right">
                {t('orders.orderedOn', { date: date(order.orderedOn) })}
              </p>
              {order.delivered !== null ? (
                <p className="text-sm text-stone-700 sm:col-span-2">
                  {t('orders.weighed', { tonnes: tonnes(order.delivered) })}
                  {order.weighTicket ? `, ${t('orders.ticket', { ticket: order.weighTicket })}` : ''}
                </p>
              ) : null}
              {order.deliveryOption === 'delivery' && order.deliveryAddress ? (
                <p className="text-sm text-stone-700 sm:col-span-2">{order.deliveryAddress}</p>
              ) : null}
              {order.slug ? (
                <p className="sm:col-span-2">
                  <a
                    href={`${hrefIn(locale, `/${order.slug}`)}?uuesti=${order.id}#order-form`}
                    className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
                  >
                    {t('orders.again')}
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
