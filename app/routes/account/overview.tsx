import { AccountFrame, accountPageMeta, useAccountWords } from '#app/components/account/account-frame.tsx'
import { accountPageMessages, invoiceStatusKey } from '#app/content/messages/account-pages.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import {
  accountFigures,
  lastAccountInvoices,
  openAccountOrders,
} from '#app/server/customers/account-read.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/overview'

/** /konto: what the company owes, its credit left, its open orders and last invoices (ADR 059). */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, accountPageMessages, 'meta.account')
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const db = getDb()
  const today = tallinnCalendarDate()
  const [figures, openOrders, invoices] = await Promise.all([
    accountFigures(db, session.customerId, today),
    openAccountOrders(db, session.customerId),
    lastAccountInvoices(db, session.customerId),
  ])
  return {
    person: { name: session.name, role: session.role },
    company: session.customerName,
    figures,
    openOrders,
    invoices,
    today,
  }
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'warning' }) {
  return (
    <div
      className={`rounded-xl border p-4 ${tone === 'warning' ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
    >
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="tabular mt-1 text-2xl font-bold">{value}</dd>
    </div>
  )
}

export default function AccountOverviewPage({ loaderData }: Route.ComponentProps) {
  const { person, company, figures, openOrders, invoices } = loaderData
  const { t, eur, date, quantity, product } = useAccountWords()
  return (
    <AccountFrame person={person.name} company={company} current="/konto">
      <h1 className="sr-only">{t('overview.heading')}</h1>
      <section aria-labelledby="account-money" className="mt-8">
        <h2 id="account-money" className="sr-only">
          {t('overview.money')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={t('overview.balance')} value={eur(figures.balanceCents)} />
          <Figure
            label={t('overview.overdue')}
            value={eur(figures.overdueCents)}
            tone={figures.overdueCents > 0 ? 'warning' : undefined}
          />
          <Figure
            label={t('overview.creditLeft')}
            value={figures.creditLeftCents === null ? t('overview.noLimit') : eur(figures.creditLeftCents)}
            tone={figures.creditLeftCents !== null && figures.creditLeftCents < 0 ? 'warning' : undefined}
          />
        </dl>
      </section>

      <section aria-labelledby="account-orders" className="mt-10">
        <h2 id="account-orders" className="text-2xl font-bold">
          {t('overview.openOrders')}
        </h2>
        {openOrders.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('overview.noOpenOrders')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {openOrders.map((order) => (
              <li key={order.id} className="flex flex-wrap justify-between gap-2 p-4">
                <span>
                  <span className="font-semibold">{t('orderNumber', { id: order.id })}</span>{' '}
                  {product(order.productName)}, {quantity(order.quantity)}
                  {order.buyerReference ? (
                    <span className="text-stone-700"> · {order.buyerReference}</span>
                  ) : null}
                </span>
                <span className="text-stone-700">
                  {order.creditHold
                    ? t('creditHeld')
                    : order.deliveryDate
                      ? `${date(order.deliveryDate)} ${order.windowStart}–${order.windowEnd}`
                      : t('overview.awaiting')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-invoices" className="mt-10">
        <h2 id="account-invoices" className="text-2xl font-bold">
          {t('overview.lastInvoices')}
        </h2>
        {invoices.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('overview.noInvoices')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap justify-between gap-2 p-4">
                <span>
                  <span className="font-semibold">
                    {t('invoiceTitle', { kind: invoice.kind, number: invoice.number })}
                  </span>{' '}
                  <span className="text-stone-700">{date(invoice.issueDate)}</span>
                </span>
                <span className="tabular">
                  {eur(invoice.totalCents)} ·{' '}
                  {t('invoiceStatus', { status: invoiceStatusKey(invoice.status) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountFrame>
  )
}
