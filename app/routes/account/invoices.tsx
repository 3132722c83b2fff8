import {
  AccountFrame,
  AccountPaging,
  accountPageMeta,
  useAccountWords,
} from '#app/components/account/account-frame.tsx'
import { accountPageMessages, invoiceStatusKey } from '#app/content/messages/account-pages.ts'
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

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, accountPageMessages, 'meta.invoices')
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
  const { t, locale, eur, date } = useAccountWords()
  return (
    <AccountFrame person={person} company={company} current="/konto/arved">
      <h1 className="mt-8 text-2xl font-bold">{t('invoices.heading')}</h1>
      {/* The invoices are Estonian by the VAT Act: a reader of another language is told so. */}
      {locale === 'et' ? null : <p className="mt-2 text-stone-700">{t('invoices.language')}</p>}
      {invoices.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('invoices.none')}</p>
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
                    {t('invoiceTitle', { kind: invoice.kind, number: invoice.number })}
                  </span>{' '}
                  <span className="text-stone-700">{date(invoice.issueDate)}</span>
                  {invoice.buyerReference ? (
                    <span className="text-stone-700"> · {invoice.buyerReference}</span>
                  ) : null}
                </p>
                <p className="tabular font-semibold sm:text-right">{eur(invoice.totalCents)}</p>
                <p className={overdue ? 'font-semibold text-red-800' : 'text-stone-700'}>
                  {t('invoiceStatus', { status: invoiceStatusKey(invoice.status) })}
                  {credit ? '' : ` · ${t('invoices.due', { date: date(invoice.dueDate) })}`}
                  {overdue ? ` · ${t('invoices.overdue')}` : ''}
                </p>
                <p className="flex gap-4 sm:justify-end">
                  <a href={`/konto/arved/${invoice.number}/pdf`} className={fileLink}>
                    PDF
                  </a>
                  <a href={`/konto/arved/${invoice.number}/e-arve`} className={fileLink}>
                    {t('invoices.ubl')}
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
