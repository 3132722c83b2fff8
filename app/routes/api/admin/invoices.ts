import { z } from 'zod'
import { creditInputSchema, paymentInputSchema, remindersInputSchema } from '#app/domain/invoice-forms.ts'
import { invoiceStatusValues } from '#app/domain/invoice-number.ts'
import { centsToDecimalString } from '#app/domain/money.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { booksTexts, retryBooks } from '#app/server/books/books-queue.server.ts'
import { wakeBooks } from '#app/server/books/books-runner.server.ts'
import { booksStateOf, eInvoiceStateOf } from '#app/server/books/books-state.server.ts'
import type { Database } from '#app/server/db/database.server.ts'
import {
  firstIssue,
  idParam,
  json,
  jsonError,
  methodNotAllowed,
  noStore,
  pageParam,
  parsedQuery,
  queryOf,
  readJsonObject,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { creditInvoiceInFull } from '#app/server/invoices/invoice-credit.server.ts'
import { eInvoiceDownload, invoicePdfDownload } from '#app/server/invoices/invoice-document.server.ts'
import { recordPayment } from '#app/server/invoices/invoice-payments.server.ts'
import {
  findInvoice,
  invoiceJson,
  invoiceListItemJson,
  listInvoices,
} from '#app/server/invoices/invoice-read.server.ts'
import { setRemindersOff } from '#app/server/invoices/invoice-reminders.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoices'

/** Where an invoice stands in Merit Aktiva (ADR 062): the invoice in the books, and its e-invoice. */
async function booksFields(db: Database, invoiceId: number) {
  const [books, eInvoice] = await Promise.all([booksStateOf(db, invoiceId), eInvoiceStateOf(db, invoiceId)])
  return { books, eInvoice: eInvoice ? { status: eInvoice.status, sentAt: eInvoice.sentAt } : null }
}

const recordQuery = z.object({
  id: idParam,
  format: z
    .enum(['json', 'ubl', 'pdf'], { error: 'Tundmatu vorming: lubatud on json, ubl või pdf.' })
    .optional(),
})

const listQuery = z.object({
  page: pageParam,
  status: z
    .enum(invoiceStatusValues, {
      error: 'Tundmatu staatus: lubatud on tasumata, osaliselt tasutud, tasutud või krediteeritud.',
    })
    .optional(),
  overdue: z
    .enum(['true', 'false'], { error: 'overdue peab olema true või false.' })
    .transform((value) => value === 'true')
    .optional(),
})

/**
 * GET ?page=&status=&overdue= → one page of invoices and credit invoices, newest first;
 * GET ?id=N → the invoice with every fact it was issued with, what is paid, its status and whether it
 * is overdue and `books`, where it stands in Merit Aktiva ({ status: 'saadetud' | 'ootel' | 'viga',
 * sentAt, error }, null when it was never queued) and `eInvoice`, how its e-invoice went to a buyer that
 * wants e-invoices ({ status: 'saadetud' | 'ei saa vastu võtta' | 'ootel' | 'viga', sentAt }, null when none
 * was asked for); GET ?id=N&format=ubl → its e-invoice (UBL 2.1 under EN 16931: an Invoice, or a CreditNote
 * for a credit invoice) and &format=pdf its printed form, as files to download. Invoices are issued by
 * delivering an order (PUT /api/admin/orders) and never changed: payments and crediting are the actions
 * below.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const today = tallinnCalendarDate()
  try {
    if (query.id !== undefined) {
      const parsed = recordQuery.safeParse({ id: query.id, format: query.format })
      if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
      const found = await findInvoice(getDb(), parsed.data.id)
      if (!found) return jsonError(404, 'Arvet ei leitud.')
      if (parsed.data.format === 'pdf') return invoicePdfDownload(found, noStore)
      if (parsed.data.format === 'ubl') return eInvoiceDownload(found, noStore)
      // Where it stands in Merit Aktiva (ADR 062); null when it was issued without Merit configured.
      return json({ ...invoiceJson(found, today), ...(await booksFields(getDb(), found.invoice.id)) })
    }
    const parsed = listQuery.safeParse(query)
    if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
    const list = await listInvoices(getDb(), {
      page: parsed.data.page ?? 1,
      status: parsed.data.status,
      overdue: parsed.data.overdue,
      today,
    })
    return json({
      invoices: list.items.map((item) => invoiceListItemJson(item, today)),
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
    })
  } catch (error) {
    return unavailable('GET /api/admin/invoices', error)
  }
}

const actionQuery = z.object({
  id: idParam,
  action: z.enum(['payment', 'credit', 'reminders', 'books'], {
    error: 'Tundmatu toiming: lubatud on payment, credit, reminders või books.',
  }),
})

/**
 * POST ?id=N&action=payment with { amountEur, date, note? } records a payment by hand; &action=credit
 * with { reason } credits the invoice in full with a credit invoice mailed to the customer;
 * &action=reminders with { off } turns its reminder off or on; &action=books with {} sends again to Merit
 * Aktiva what it refused of the invoice (ADR 062), answered with its `books` and `eInvoice` as GET ?id=N
 * gives them, a 409 when nothing was refused. Each answers the invoice as GET ?id=N does
 * (a credit also the credit invoice); bad input is a 400 in Estonian and changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const session = await requireAdminApi(request)
  const target = parsedQuery(request, actionQuery)
  if (target instanceof Response) return target
  const body = await readJsonObject(request)
  if (!body.ok) return jsonError(400, body.error)
  const { id, action } = target
  const actor = session.username
  const today = tallinnCalendarDate()
  try {
    const db = getDb()
    const answer = async (extra: Record<string, unknown> = {}, status = 200) => {
      const found = await findInvoice(db, id)
      return json({ ...invoiceJson(found!, today), ...extra }, status)
    }
    if (action === 'payment') {
      const input = parseSubmission(paymentInputSchema, body.body)
      if (!input.ok) return jsonError(400, input.error, input.field ? { field: input.field } : {})
      const result = await recordPayment(db, { invoiceId: id, ...input.value, actor })
      if (!result.ok) return jsonError(result.status, result.message)
      return answer({ overpaidEur: Number(centsToDecimalString(result.overpaidCents)) })
    }
    if (action === 'credit') {
      const input = parseSubmission(creditInputSchema, body.body)
      if (!input.ok) return jsonError(400, input.error, input.field ? { field: input.field } : {})
      const result = await creditInvoiceInFull(db, {
        invoiceId: id,
        reason: input.value.reason,
        actor,
        today,
      })
      if (!result.ok) return jsonError(result.status, result.message)
      const credit = await findInvoice(db, result.credit.id)
      return answer({ credit: invoiceJson(credit!, today) }, 201)
    }
    if (action === 'books') {
      if (!(await retryBooks(db, { invoiceId: id }))) return jsonError(409, booksTexts.nothingRefused)
      wakeBooks()
      return answer(await booksFields(db, id))
    }
    const input = parseSubmission(remindersInputSchema, body.body)
    if (!input.ok) return jsonError(400, input.error, input.field ? { field: input.field } : {})
    const result = await setRemindersOff(db, { invoiceId: id, off: input.value.off, actor })
    if (!result.ok) return jsonError(result.status, result.message)
    return answer({ remindersOff: result.invoice.remindersOff })
  } catch (error) {
    return unavailable(`POST /api/admin/invoices (${action})`, error)
  }
}

/** The printed invoice as a file to download, named by its number. */
