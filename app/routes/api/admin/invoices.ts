import { z } from 'zod'
import { invoiceStatusValues } from '#app/domain/invoice-number.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import {
  firstIssue,
  idParam,
  json,
  jsonError,
  methodNotAllowed,
  noStore,
  pageParam,
  queryOf,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import {
  eInvoiceFileName,
  eInvoiceOf,
  findInvoice,
  invoiceJson,
  invoiceListItemJson,
  listInvoices,
} from '#app/server/invoices/invoice-read.server.ts'
import { eInvoiceXml } from '#app/server/invoices/ubl.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoices'

const recordQuery = z.object({
  id: idParam,
  format: z.enum(['json', 'ubl'], { error: 'Tundmatu vorming: lubatud on json või ubl.' }).optional(),
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
 * GET ?id=N → the invoice with every fact it was issued with; GET ?id=N&format=ubl → its e-invoice
 * (UBL 2.1 under EN 16931: an Invoice, or a CreditNote for a credit invoice) as a file to download.
 * Invoices are issued by delivering an order (PUT /api/admin/orders) and never changed here.
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
      if (parsed.data.format !== 'ubl') return json(invoiceJson(found, today))
      return new Response(eInvoiceXml(eInvoiceOf(found)), {
        headers: {
          ...noStore,
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="${eInvoiceFileName(found.invoice)}"`,
        },
      })
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

export function action() {
  return methodNotAllowed('GET')
}
