import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { csvDownload, readExportRange } from '#app/server/http/csv-export.server.ts'
import { exportInvoicesCsv } from '#app/server/invoices/invoice-export.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/invoices-export'

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the invoices issued on those days as a CSV for the accountant. A bad
 * range is a 400 in JSON, or for the invoices page's form a way back to it with the reason.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const range = readExportRange(request, '/admin/arved')
  if (range instanceof Response) return range
  return csvDownload(exportInvoicesCsv(getDb(), range), `arved-${range.from}-${range.to}.csv`)
}
