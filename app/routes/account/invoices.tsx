import { AccountFrame, AccountPaging } from '#app/components/account/account-frame.tsx'
import { formatDate, formatEur } from '#app/domain/format.ts'
import { invoiceStatusLabels } from '#app/domain/invoice-number.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { pageParam } from '#app/server/customers/account-paging.server.ts'
import { accountInvoices } from '#app/server/customers/account-read.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoices'

/**
 * /konto/arved: every invoice and credit invoice of the company, newest first, with its status and its
 * two files: the PDF and the e-invoice (UBL) for the company's bookkeeping (ADR 059).
 */
export const handle = islandsHandle

export function meta() {
  return [{ title: 'Arved · Kliendikonto' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const list = await accountInvoices(getDb(), session.customerId, pageParam(request))
  return {
    person: session.name,
    company: session.customerName,
    page: list.page,
    pageCount: list.pageCount,
    today: tallinnCalendarDate(),
    invoices: list.items,
  }
}

const fileLink = 'inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2'

export default function AccountInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { person, company, invoices, page, pageCount, today } = loaderData
  return (
    <AccountFrame person={person} company={company} current="/konto/arved">
      <h1 className="mt-8 text-2xl font-bold">Arved</h1>
      {invoices.length === 0 ? (
        <p className="mt-3 text-stone-700">Arveid veel ei ole: arve koostatakse tellimuse tarnimisel.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {invoices.map((invoice) => {
            const credit = invoice.kind === 'kreeditarve'
            const overdue =
              !credit &&
              invoice.status !== 'tasutud' &&
              invoice.status !== 'krediteeritud' &&
              invoice.dueDate < today
            return (
              <li key={invoice.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-x-6">
                <p>
                  <span className="font-semibold">
                    {credit ? 'Kreeditarve' : 'Arve'} nr {invoice.number}
                  </span>{' '}
                  <span className="text-stone-700">{formatDate(invoice.issueDate)}</span>
                  {invoice.buyerReference ? (
                    <span className="text-stone-700"> · {invoice.buyerReference}</span>
                  ) : null}
                </p>
                <p className="tabular font-semibold sm:text-right">{formatEur(invoice.totalCents)}</p>
                <p className={overdue ? 'font-semibold text-red-800' : 'text-stone-700'}>
                  {invoiceStatusLabels[invoice.status]}
                  {credit ? '' : ` · maksetähtaeg ${formatDate(invoice.dueDate)}`}
                  {overdue ? ' · tähtaeg on möödas' : ''}
                </p>
                <p className="flex gap-4 sm:justify-end">
                  <a href={`/konto/arved/${invoice.number}/pdf`} className={fileLink}>
                    PDF
                  </a>
                  <a href={`/konto/arved/${invoice.number}/e-arve`} className={fileLink}>
                    E-arve (XML)
                  </a>
                </p>
              </li>
            )
          })}
        </ul>
      )}
      <AccountPaging path="/konto/arved" page={page} pageCount={pageCount} />
    </AccountFrame>
  )
}
