import { data, Link } from 'react-router'
import { BankStatement, type StatementError } from '#app/admin/invoices/bank-statement.tsx'
import { BooksLines } from '#app/admin/invoices/books-lines.tsx'
import { InvoiceStatusBadge, invoiceKindLabels } from '#app/admin/invoices/invoice-badges.tsx'
import { type Column, DataTable } from '#app/admin/ui/data-table.tsx'
import { ExportForm } from '#app/admin/ui/export-form.tsx'
import { PageError, StatusTabs } from '#app/admin/ui/inbox.tsx'
import { formatDate, formatEur } from '#app/domain/format.ts'
import { assignEntryFormSchema, statementFormSchema } from '#app/domain/invoice-forms.ts'
import { invoiceStatusLabels, invoiceStatusValues } from '#app/domain/invoice-number.ts'
import { parseEurosToCents } from '#app/domain/money.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import {
  booksInUse,
  booksViewsOf,
  type InvoiceBooksView,
  notInBooksCount,
} from '#app/server/books/books-state.server.ts'
import { listParams } from '#app/server/http/admin-paging.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { postedTexts, readFormData, readFormId } from '#app/server/http/form-data.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import {
  assignBankEntry,
  importBankStatement,
  listUnmatchedBankEntries,
} from '#app/server/invoices/bank-statement-import.server.ts'
import { invoiceListItemJson, listInvoices } from '#app/server/invoices/invoice-read.server.ts'
import { invoiceIdByNumber, invoiceSums } from '#app/server/invoices/invoice-summary.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoices'

/**
 * The invoices and credit invoices, newest first, by status, overdue or not yet in the books; where each
 * stands in Merit Aktiva; what is owed; the bank statement's import and its unmatched entries; the
 * accountant's CSV.
 */

const overdueTab = 'üle tähtaja'
/** Something of the invoice (the invoice, a payment) is not yet in Merit Aktiva (ADR 062). */
const notInBooksTab = 'raamatupidamisse saatmata'
const filters = [...invoiceStatusValues, overdueTab, notInBooksTab] as const
type Filter = (typeof filters)[number]

const filterLabels: Record<Filter, string> = {
  ...invoiceStatusLabels,
  [overdueTab]: 'Üle tähtaja',
  [notInBooksTab]: 'Raamatupidamisse saatmata',
}

/** The tabs without the books' one: the page before Merit Aktiva was configured. */
const { [notInBooksTab]: _books, ...labelsWithoutBooks } = filterLabels

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const { status: filter, page } = listParams(request, filters)
  const today = tallinnCalendarDate()
  const db = getDb()
  const [list, sums, unmatched, books] = await Promise.all([
    listInvoices(db, {
      page,
      status: filter === overdueTab || filter === notInBooksTab ? undefined : filter,
      overdue: filter === overdueTab ? true : undefined,
      notInBooks: filter === notInBooksTab,
      today,
    }),
    invoiceSums(db, today),
    listUnmatchedBankEntries(db),
    booksInUse(db),
  ])
  const total = invoiceStatusValues.reduce((sum, status) => sum + sums.counts[status], 0)
  // The page's invoices' lines in one query, and the filter's count: only once Merit is in use.
  const [views, notInBooks] = books
    ? await Promise.all([
        booksViewsOf(
          db,
          list.items.map((item) => item.id),
        ),
        notInBooksCount(db),
      ])
    : [new Map<number, InvoiceBooksView>(), 0]
  return {
    invoices: list.items.map((item) => ({
      ...invoiceListItemJson(item, today),
      totalCents: item.totalCents,
      paidCents: item.paidCents,
      books: views.get(item.id)?.books ?? null,
      eInvoice: views.get(item.id)?.eInvoice ?? null,
    })),
    page: list.page,
    pageCount: list.pageCount,
    filter: filter ?? null,
    booksInUse: books,
    counts: {
      ...sums.counts,
      [overdueTab]: sums.overdueCount,
      [notInBooksTab]: notInBooks,
    } as Record<Filter, number>,
    total,
    sums: { unpaidCents: sums.unpaidCents, overdueCents: sums.overdueCents, overdueCount: sums.overdueCount },
    unmatched,
    exportRange: { from: `${today.slice(0, 8)}01`, to: today },
  }
}

function refused(error: StatementError, status: number) {
  return data(error, { status })
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const db = getDb()
  if (intent === 'import') {
    const fail = (error: string, status = 400) =>
      refused({ intent: 'import', error, entryId: null, typed: '' }, status)
    const input = parseSubmission(statementFormSchema, form)
    if (!input.ok) return fail(input.error)
    const file = input.value.statement
    const result = await importBankStatement(db, await file.text(), session.username)
    if (!result.ok) return fail(result.message, result.status)
    const left = result.unmatched.length
    const overpaid = result.overpaid.map(
      (paid) => ` Enammakse arvel nr ${paid.number}: ${formatEur(parseEurosToCents(paid.overpaidEur) ?? 0)}.`,
    )
    throw await redirectWithFlash(
      request,
      '/admin/arved#valjavote',
      `Väljavõte imporditud: laekumisi ${result.entries}, arvetega seotud ${result.matched}${
        left > 0 ? `, sidumata ${left}` : ''
      }${result.alreadyImported > 0 ? `, varem imporditud ${result.alreadyImported}` : ''}.${overpaid.join('')}`,
    )
  }
  if (intent === 'assign') {
    const entryId = readFormId(form, 'entryId')
    const typed = (postedTexts(form).invoiceNumber ?? '').trim().slice(0, 20)
    const fail = (error: string, status = 400) => refused({ intent: 'assign', error, entryId, typed }, status)
    if (entryId === null) return fail('Laekumist ei leitud.', 404)
    const input = parseSubmission(assignEntryFormSchema, form)
    if (!input.ok) return fail(input.error)
    const { invoiceNumber } = input.value
    const invoiceId = await invoiceIdByNumber(db, invoiceNumber)
    if (invoiceId === null) return fail(`Arvet nr ${invoiceNumber} ei ole.`, 404)
    const result = await assignBankEntry(db, { entryId, invoiceId, actor: session.username })
    if (!result.ok) return fail(result.message, result.status)
    throw await redirectWithFlash(
      request,
      '/admin/arved#valjavote',
      `Laekumine seotud arvega nr ${invoiceNumber}.`,
    )
  }
  return refused({ intent: 'import', error: 'Tundmatu toiming.', entryId: null, typed: '' }, 400)
}

export default function AdminInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { invoices, counts, total, filter, page, pageCount, sums, unmatched, exportRange, booksInUse } =
    loaderData
  return (
    <>
      <h1 className="text-3xl font-bold">Arved</h1>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-stone-600">Tasumata kokku</dt>
          <dd className="tabular text-2xl font-bold">{formatEur(sums.unpaidCents)}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-stone-600">Sellest üle tähtaja</dt>
          <dd className={`tabular text-2xl font-bold${sums.overdueCents > 0 ? ' text-red-800' : ''}`}>
            {formatEur(sums.overdueCents)}
            <span className="ml-2 text-base font-semibold text-stone-600">
              ({sums.overdueCount} {sums.overdueCount === 1 ? 'arve' : 'arvet'})
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <StatusTabs
          path="/admin/arved"
          labels={booksInUse ? filterLabels : (labelsWithoutBooks as Record<Filter, string>)}
          counts={counts}
          current={filter}
          total={total}
        />
      </div>
      <div className="mt-6">
        <DataTable
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          empty={filter ? `Valikus „${filterLabels[filter]}“ arveid ei ole.` : 'Arveid veel ei ole.'}
          label="Arved"
          caption="Arved, uuemad eespool"
          columns={booksInUse ? [...invoiceColumns, booksColumn] : invoiceColumns}
          card={(invoice) => <InvoiceCard invoice={invoice} />}
          paging={{ path: '/admin/arved', status: filter, page, pageCount }}
        />
      </div>
      <BankStatement unmatched={unmatched} error={actionData ?? undefined} />
      <ExportForm
        action="/api/admin/invoices/export"
        description="Raamatupidajale: arved ja kreeditarved valitud päevadel koostatud, üks rida arve ja käibemaksumäära kohta, Exceli jaoks semikoolonitega."
        range={exportRange}
      />
    </>
  )
}

type InvoiceRow = Route.ComponentProps['loaderData']['invoices'][number]

function InvoiceLink({ invoice }: { invoice: InvoiceRow }) {
  return (
    <Link to={`/admin/arved/${invoice.id}`} className="font-bold text-accent-hover underline">
      {invoiceKindLabels[invoice.kind]} nr {invoice.number}
    </Link>
  )
}

/** Wider screens: a table, newest first. */
const invoiceColumns: Column<InvoiceRow>[] = [
  { header: 'Arve', cell: (invoice) => <InvoiceLink invoice={invoice} />, className: 'whitespace-nowrap' },
  { header: 'Ostja', cell: (invoice) => invoice.buyerName },
  { header: 'Kuupäev', cell: (invoice) => formatDate(invoice.issueDate), className: 'tabular' },
  { header: 'Tähtaeg', cell: (invoice) => formatDate(invoice.dueDate), className: 'tabular' },
  {
    header: 'Kokku',
    cell: (invoice) => formatEur(invoice.totalCents),
    end: true,
    className: 'tabular whitespace-nowrap font-semibold',
  },
  {
    header: 'Tasutud',
    cell: (invoice) => (invoice.kind === 'arve' ? formatEur(invoice.paidCents) : '—'),
    end: true,
    className: 'tabular whitespace-nowrap',
  },
  {
    header: 'Staatus',
    cell: (invoice) => <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />,
  },
]

/** Where each invoice stands in Merit Aktiva: only once Merit is in use. */
const booksColumn: Column<InvoiceRow> = {
  header: 'Raamatupidamine',
  cell: (invoice) => <BooksLines view={invoice} className="min-w-48 max-w-72 text-sm" />,
}

/** Phones: one card per invoice. */
function InvoiceCard({ invoice }: { invoice: InvoiceRow }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="text-lg">
          <InvoiceLink invoice={invoice} />
        </span>
        <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
      </div>
      <p className="mt-1 font-semibold">{invoice.buyerName}</p>
      <p className="tabular text-sm text-stone-700">
        {formatDate(invoice.issueDate)}, tähtaeg {formatDate(invoice.dueDate)}
      </p>
      <p className="mt-1 flex justify-between">
        <span className="tabular">
          {invoice.kind === 'arve' ? `Tasutud ${formatEur(invoice.paidCents)}` : ''}
        </span>
        <span className="tabular font-semibold">{formatEur(invoice.totalCents)}</span>
      </p>
      <BooksLines view={invoice} className="mt-1 text-sm" />
    </>
  )
}

export function meta() {
  return [{ title: 'Arved | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <PageError title="Arveid ei saanud laadida" text="Palun proovige hetke pärast uuesti." />
}
