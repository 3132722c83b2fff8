import { accountInvoiceId } from '#app/server/customers/account-read.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { eInvoiceDownload, invoicePdfDownload } from '#app/server/invoices/invoice-document.server.ts'
import { findInvoice } from '#app/server/invoices/invoice-read.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoice-file'

/**
 * `/konto/arved/{number}/pdf` and `/konto/arved/{number}/e-arve`: an invoice of the signed-in person's
 * company as a file. Another company's number, or one that does not exist, is the same plain 404.
 */

const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

const notFound = () =>
  new Response('Arvet ei leitud.', {
    status: 404,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  if (!/^\d{4}-\d{4,6}$/.test(params.number) || (params.format !== 'pdf' && params.format !== 'e-arve'))
    return notFound()
  const db = getDb()
  const id = await accountInvoiceId(db, session.customerId, params.number)
  const found = id === null ? null : await findInvoice(db, id)
  if (!found) return notFound()
  return params.format === 'pdf' ? invoicePdfDownload(found, headers) : eInvoiceDownload(found, headers)
}
