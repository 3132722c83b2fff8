import {
  AccountFrame,
  AccountNotice,
  accountPageMeta,
  useAccountPath,
  useAccountWords,
} from '#app/components/account/account-frame.tsx'
import { inputClass } from '#app/components/form-field.tsx'
import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { statementDocument, statementPresets } from '#app/domain/account-statement.ts'
import { splitLocalePath } from '#app/domain/locale.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { statementTextsIn } from '#app/lib/account-texts.ts'
import { requestedStatement } from '#app/server/customers/account-statement.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/statement'

/**
 * /konto/saldo: the company's statement of account for a period (this year unless the address names two
 * days), on the page and as a PDF: the opening balance, each invoice, credit invoice and payment with the
 * running balance, and the closing balance (ADR 059). A plain GET form: it works without JavaScript.
 */
export const handle = islandsHandle

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, accountListMessages, 'meta.statement')
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const today = tallinnCalendarDate()
  const { error, statement } = await requestedStatement(getDb(), session.customerId, request, today)
  const locale = splitLocalePath(new URL(request.url).pathname).locale
  const texts = statementTextsIn(locale)
  return {
    person: session.name,
    company: session.customerName,
    // The reason in Estonian is the overview's own; another language says what it shows instead.
    error: error && locale !== 'et' ? texts.badPeriod : error,
    statement,
    presets: statementPresets(today, texts),
  }
}

const link = 'inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2'

export default function AccountStatementPage({ loaderData }: Route.ComponentProps) {
  const { person, company, error, statement, presets } = loaderData
  const { locale, eur: formatEur, date: formatDate } = useAccountWords()
  const pathIn = useAccountPath()
  const texts = statementTextsIn(locale)
  const { from, to } = statement.period
  const query = `from=${from}&to=${to}`
  const amount = (cents: number | null) => (cents === null ? '' : formatEur(cents))
  return (
    <AccountFrame person={person} company={company} current="/konto/saldo">
      <h1 className="mt-8 text-2xl font-bold">{texts.title}</h1>
      <nav aria-label={texts.periods} className="mt-3 flex flex-wrap gap-x-5">
        {presets.map((preset) => (
          <a
            key={preset.label}
            href={`${pathIn('/konto/saldo')}?from=${preset.period.from}&to=${preset.period.to}`}
            aria-current={preset.period.from === from && preset.period.to === to ? 'page' : undefined}
            className={`${link} aria-[current=page]:text-stone-950 aria-[current=page]:no-underline`}
          >
            {preset.label}
          </a>
        ))}
      </nav>
      <AccountNotice tone="error" message={error} />
      <form method="get" action={pathIn('/konto/saldo')} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="font-semibold">{texts.from}</span>
          <input type="date" name="from" required defaultValue={from} className={inputClass} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{texts.to}</span>
          <input type="date" name="to" required defaultValue={to} className={inputClass} />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border border-stone-400 px-4 font-semibold"
        >
          {texts.show}
        </button>
      </form>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p className="font-semibold">{texts.period(formatDate(from), formatDate(to))}</p>
        <a href={`${pathIn('/konto/saldo/pdf')}?${query}`} className={link}>
          {texts.download}
        </a>
      </div>
      <div className="mt-3 overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-sm sm:text-base">
          <caption className="sr-only">
            {texts.title}, {texts.period(formatDate(from), formatDate(to))}
          </caption>
          <thead className="bg-stone-100 text-left">
            <tr>
              <th scope="col" className="p-2 sm:p-3">
                {texts.columns.document}
              </th>
              <th scope="col" className="p-2 text-right sm:p-3">
                {texts.columns.debit}
              </th>
              <th scope="col" className="p-2 text-right sm:p-3">
                {texts.columns.credit}
              </th>
              <th scope="col" className="p-2 text-right sm:p-3">
                {texts.columns.balance}
              </th>
            </tr>
          </thead>
          <tbody className="tabular divide-y divide-stone-200">
            <tr>
              <th scope="row" className="p-2 text-left font-semibold sm:p-3">
                {texts.opening(formatDate(from))}
              </th>
              <td />
              <td />
              <td className="p-2 text-right font-semibold sm:p-3">{formatEur(statement.openingCents)}</td>
            </tr>
            {statement.rows.map((row) => (
              <tr key={`${row.kind}-${row.number}-${row.date}-${row.balanceCents}`}>
                <th scope="row" className="p-2 text-left font-normal sm:p-3">
                  <span className="block text-stone-700">{formatDate(row.date)}</span>
                  {statementDocument(row, texts)}
                </th>
                <td className="p-2 text-right sm:p-3">{amount(row.debitCents)}</td>
                <td className="p-2 text-right sm:p-3">{amount(row.creditCents)}</td>
                <td className="p-2 text-right sm:p-3">{formatEur(row.balanceCents)}</td>
              </tr>
            ))}
            <tr className="bg-stone-50">
              <th scope="row" className="p-2 text-left font-bold sm:p-3">
                {texts.closing(formatDate(to))}
              </th>
              <td />
              <td />
              <td className="p-2 text-right font-bold sm:p-3">{formatEur(statement.closingCents)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {statement.rows.length === 0 ? <p className="mt-3 text-stone-700">{texts.nothing}</p> : null}
      <p className="mt-3 text-sm text-stone-700">{texts.owes}</p>
    </AccountFrame>
  )
}
