import { AccountFrame } from '#app/components/account/account-frame.tsx'
import { creditHeldText } from '#app/domain/customer-account.ts'
import { formatDate, formatEur } from '#app/domain/format.ts'
import { invoiceStatusLabels } from '#app/domain/invoice-number.ts'
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

export function meta() {
  return [{ title: 'Kliendikonto' }, { name: 'robots', content: 'noindex' }]
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
  return (
    <AccountFrame person={person.name} company={company} current="/konto">
      <h1 className="sr-only">Kliendikonto ülevaade</h1>
      <section aria-labelledby="account-money" className="mt-8">
        <h2 id="account-money" className="sr-only">
          Saldo
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure
            label="Saldo (arved miinus maksed ja kreeditarved)"
            value={formatEur(figures.balanceCents)}
          />
          <Figure
            label="Üle tähtaja"
            value={formatEur(figures.overdueCents)}
            tone={figures.overdueCents > 0 ? 'warning' : undefined}
          />
          <Figure
            label="Krediiti alles"
            value={figures.creditLeftCents === null ? 'Limiiti ei ole' : formatEur(figures.creditLeftCents)}
            tone={figures.creditLeftCents !== null && figures.creditLeftCents < 0 ? 'warning' : undefined}
          />
        </dl>
      </section>

      <section aria-labelledby="account-orders" className="mt-10">
        <h2 id="account-orders" className="text-2xl font-bold">
          Avatud tellimused
        </h2>
        {openOrders.length === 0 ? (
          <p className="mt-3 text-stone-700">Avatud tellimusi ei ole.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {openOrders.map((order) => (
              <li key={order.id} className="flex flex-wrap justify-between gap-2 p-4">
                <span>
                  <span className="font-semibold">Nr {order.id}</span> {order.productName}, {order.quantity} t
                  {order.buyerReference ? (
                    <span className="text-stone-700"> · {order.buyerReference}</span>
                  ) : null}
                </span>
                <span className="text-stone-700">
                  {order.creditHold
                    ? creditHeldText
                    : order.deliveryDate
                      ? `${formatDate(order.deliveryDate)} ${order.windowStart}–${order.windowEnd}`
                      : 'Ootab kinnitust'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-invoices" className="mt-10">
        <h2 id="account-invoices" className="text-2xl font-bold">
          Viimased arved
        </h2>
        {invoices.length === 0 ? (
          <p className="mt-3 text-stone-700">Arveid veel ei ole.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap justify-between gap-2 p-4">
                <span>
                  <span className="font-semibold">
                    {invoice.kind === 'kreeditarve' ? 'Kreeditarve' : 'Arve'} nr {invoice.number}
                  </span>{' '}
                  <span className="text-stone-700">{formatDate(invoice.issueDate)}</span>
                </span>
                <span className="tabular">
                  {formatEur(invoice.totalCents)} · {invoiceStatusLabels[invoice.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountFrame>
  )
}
