import { data, Link } from 'react-router'
import { InvoiceStatusBadge, invoiceKindLabels } from '#app/admin/invoices/invoice-badges.tsx'
import { InvoiceBooks } from '#app/admin/invoices/invoice-books.tsx'
import { InvoiceCredit, InvoiceReminders } from '#app/admin/invoices/invoice-credit.tsx'
import { InvoiceFacts } from '#app/admin/invoices/invoice-facts.tsx'
import { InvoicePayments } from '#app/admin/invoices/invoice-payments.tsx'
import type { InvoiceActionData, InvoicePartyView } from '#app/admin/invoices/types.ts'
import { buttonClass } from '#app/admin/ui/button.ts'
import { PageError } from '#app/admin/ui/inbox.tsx'
import { creditFormSchema, paymentFormSchema, remindersFormSchema } from '#app/domain/invoice-forms.ts'
import { isInvoiceOverdue } from '#app/domain/invoice-number.ts'
import { formatReferenceNumber } from '#app/domain/reference-number.ts'
import { formatTallinnDateTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { booksTexts, retryBooks } from '#app/server/books/books-queue.server.ts'
import { wakeBooks } from '#app/server/books/books-runner.server.ts'
import { booksViewOf } from '#app/server/books/books-state.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { postedTexts, readFormData } from '#app/server/http/form-data.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { creditInvoiceInFull } from '#app/server/invoices/invoice-credit.server.ts'
import { listPayments, recordPayment } from '#app/server/invoices/invoice-payments.server.ts'
import { findInvoice, invoiceHeading, storedLine } from '#app/server/invoices/invoice-read.server.ts'
import { setRemindersOff } from '#app/server/invoices/invoice-reminders.server.ts'
import { creditsOf } from '#app/server/invoices/invoice-summary.server.ts'
import type { InvoiceBuyer, PostalAddress } from '#app/server/invoices/ubl.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoice-detail'

/**
 * One invoice or credit invoice with every fact it was issued with, its PDF and e-invoice, where it
 * stands in Merit Aktiva and sending again what Merit refused, its payments and a payment by hand,
 * crediting it in full, and its reminder.
 */

function invoiceIdOf(params: { id?: string }): number {
  const id = params.id ?? ''
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new Response('Arvet ei leitud', { status: 404 })
  return Number(id)
}

function addressLines(address: PostalAddress): string[] {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ')
  return [address.street, place, address.region].filter((line): line is string => Boolean(line))
}

function party(buyer: InvoiceBuyer): InvoicePartyView {
  return {
    name: buyer.name,
    addressLines: addressLines(buyer.address),
    registryCode: buyer.registryCode ?? null,
    vatNumber: buyer.vatNumber ?? null,
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = invoiceIdOf(params)
  const db = getDb()
  const found = await findInvoice(db, id)
  if (!found) throw new Response('Arvet ei leitud', { status: 404 })
  const { invoice, lines } = found
  const today = tallinnCalendarDate()
  const [payments, credits, books] = await Promise.all([
    listPayments(db, id),
    creditsOf(db, id),
    booksViewOf(db, id),
  ])
  const { seller } = invoice
  return {
    invoice: {
      ...invoiceHeading(invoice),
      seller: {
        ...party({ ...seller, name: seller.legalName }),
        iban: seller.iban,
        bankName: seller.bankName,
      },
      buyer: party(invoice.buyer),
      netCents: invoice.netCents,
      vatRate: invoice.vatRate,
      vatCents: invoice.vatCents,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      status: invoice.status,
      overdue: isInvoiceOverdue(invoice, today),
      remindersOff: invoice.remindersOff,
      reminderQueuedAt: invoice.reminderQueuedAt ? formatTallinnDateTime(invoice.reminderQueuedAt) : null,
      creditReason: invoice.creditReason,
      issuedBy: invoice.issuedBy,
    },
    referenceText: formatReferenceNumber(invoice.referenceNumber),
    lines: lines.map((line) => storedLine(line)),
    credited:
      invoice.creditedInvoiceId && found.credited
        ? { id: invoice.creditedInvoiceId, number: found.credited.number }
        : null,
    credits,
    books,
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      date: payment.date,
      source: payment.source,
      note: payment.note,
      recordedBy: payment.recordedBy,
    })),
    today,
  }
}

function refused(answer: InvoiceActionData, status: number) {
  return data(answer, { status })
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const id = invoiceIdOf(params)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const typed = postedTexts(form)
  const db = getDb()
  const back = `/admin/arved/${id}`
  if (intent === 'payment') {
    const fail = (error: string, field: string | null, status = 400) =>
      refused({ intent: 'payment', error, field, typed }, status)
    const input = parseSubmission(paymentFormSchema, form)
    if (!input.ok) return fail(input.error, input.field ?? null)
    const result = await recordPayment(db, { invoiceId: id, ...input.value, actor: session.username })
    if (!result.ok) return fail(result.message, null, result.status)
    throw await redirectWithFlash(
      request,
      back,
      `Laekumine salvestatud. Arve on nüüd: ${result.invoice.status}.`,
    )
  }
  if (intent === 'credit-ask' || intent === 'credit') {
    const input = parseSubmission(creditFormSchema, form)
    if (!input.ok) return refused({ intent: 'credit', error: input.error, typed }, 400)
    const { reason } = input.value
    // The first step only asks again: nothing is issued until the confirmation is posted.
    if (intent === 'credit-ask') return { intent: 'credit-confirm', reason } satisfies InvoiceActionData
    const result = await creditInvoiceInFull(db, { invoiceId: id, reason, actor: session.username })
    if (!result.ok) return refused({ intent: 'credit', error: result.message, typed }, result.status)
    throw await redirectWithFlash(
      request,
      back,
      `Arve krediteeritud: kreeditarve nr ${result.credit.number} koostatud ja kliendile saadetud.`,
    )
  }
  if (intent === 'books') {
    // Staff's 'send again' of what Merit Aktiva refused (ADR 062): due at once, the worker woken.
    if (!(await retryBooks(db, { invoiceId: id })))
      return refused({ intent: 'books', error: booksTexts.nothingRefused, typed: {} }, 409)
    wakeBooks()
    throw await redirectWithFlash(request, back, 'Tagasi lükatud andmed saadetakse uuesti Merit Aktivasse.')
  }
  if (intent === 'reminders') {
    const input = parseSubmission(remindersFormSchema, form)
    if (!input.ok) return refused({ intent: 'reminders', error: input.error, typed: {} }, 400)
    const { off } = input.value
    const result = await setRemindersOff(db, { invoiceId: id, off, actor: session.username })
    if (!result.ok) return refused({ intent: 'reminders', error: result.message, typed: {} }, result.status)
    throw await redirectWithFlash(
      request,
      back,
      off ? 'Meeldetuletus välja lülitatud.' : 'Meeldetuletus sisse lülitatud.',
    )
  }
  return refused({ intent: 'reminders', error: 'Tundmatu toiming.', typed: {} }, 400)
}

export default function AdminInvoiceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, referenceText, lines, credited, credits, books, payments, today } = loaderData
  const isInvoice = invoice.kind === 'arve'
  const open = isInvoice && invoice.status !== 'krediteeritud'
  const download = `/api/admin/invoices?id=${invoice.id}`
  return (
    <>
      <p>
        <Link to="/admin/arved" className="font-semibold text-accent-hover underline">
          ← Kõik arved
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">
          {invoiceKindLabels[invoice.kind]} nr {invoice.number}
        </h1>
        <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
      </div>
      <p className="mt-2">
        <Link to={`/admin/orders/${invoice.orderId}`} className="font-semibold text-accent-hover underline">
          Tellimus nr {invoice.orderId}
        </Link>
      </p>
      {credited ? (
        <p className="mt-2">
          Tühistab arve{' '}
          <Link to={`/admin/arved/${credited.id}`} className="font-semibold text-accent-hover underline">
            nr {credited.number}
          </Link>
          {invoice.creditReason ? `. Põhjus: ${invoice.creditReason}` : null}
        </p>
      ) : null}
      {credits.map((credit) => (
        <p key={credit.id} className="mt-2">
          Krediteeritud:{' '}
          <Link to={`/admin/arved/${credit.id}`} className="font-semibold text-accent-hover underline">
            kreeditarve nr {credit.number}
          </Link>
        </p>
      ))}
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${download}&format=pdf`} download className={buttonClass.primary}>
          Laadi alla PDF
        </a>
        <a href={`${download}&format=ubl`} download className={buttonClass.secondary}>
          E-arve (XML)
        </a>
      </div>
      <InvoiceFacts invoice={invoice} lines={lines} referenceText={referenceText} />
      <InvoiceBooks view={books} error={actionData?.intent === 'books' ? actionData.error : undefined} />
      {isInvoice ? (
        <InvoicePayments
          payments={payments}
          payable={open}
          today={today}
          error={actionData?.intent === 'payment' ? actionData : undefined}
        />
      ) : null}
      {open && invoice.status !== 'tasutud' ? (
        <InvoiceReminders
          invoice={invoice}
          error={actionData?.intent === 'reminders' ? actionData.error : undefined}
        />
      ) : null}
      {open ? <InvoiceCredit invoice={invoice} action={actionData ?? undefined} /> : null}
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `${invoiceKindLabels[loaderData.invoice.kind]} nr ${loaderData.invoice.number}`
    : 'Arve'
  return [{ title: `${title} | Haldus` }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return (
    <PageError
      title="Arvet ei leitud"
      text={
        <Link to="/admin/arved" className="font-semibold text-accent-hover underline">
          Tagasi arvete juurde
        </Link>
      }
    />
  )
}
