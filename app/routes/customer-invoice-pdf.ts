import { and, eq } from 'drizzle-orm'
import { invoices } from '#app/server/db/schema.server.ts'
import { tooManyRequestsMessage } from '#app/server/http/rate-limit.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { invoicePdfDownload } from '#app/server/invoices/invoice-document.server.ts'
import { findInvoice } from '#app/server/invoices/invoice-read.server.ts'
import { customerPageLimiter, findOrderByCustomerToken } from '#app/server/orders/customer-page.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/customer-invoice-pdf'

/**
 * `/tellimus/{token}/arve/{number}`: the printed invoice or credit invoice of the customer's order, under
 * the token of the order's page. Only that order's invoices; any other number, or an unknown token, is a
 * plain 404 that says nothing of what exists.
 */

const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

const notFound = () =>
  new Response('Arvet ei leitud.', {
    status: 404,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })

export async function loader({ params, context }: Route.LoaderArgs) {
  const limit = customerPageLimiter.hit(clientIpHash(context.clientIp))
  if (!limit.allowed)
    return new Response(tooManyRequestsMessage, {
      status: 429,
      headers: {
        ...headers,
        'Retry-After': String(limit.retryAfterSeconds),
        'Content-Type': 'text/plain; charset=utf-8',
      },
    })
  if (!/^\d{4}-\d{4,6}$/.test(params.number)) return notFound()
  const db = getDb()
  const order = await findOrderByCustomerToken(db, params.token)
  if (!order) return notFound()
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.number, params.number)))
    .limit(1)
  const found = invoice ? await findInvoice(db, invoice.id) : null
  if (!found) return notFound()
  return invoicePdfDownload(found, headers)
}
