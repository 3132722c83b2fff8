import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { csvDownload, readExportRange } from '#app/server/http/csv-export.server.ts'
import { exportOrdersCsv } from '#app/server/orders/order-export.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/orders-export'

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders of those Tallinn calendar days as a CSV download. A bad
 * range is a 400 in JSON, or for the orders page's form a way back to it with the reason.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const range = readExportRange(request, '/admin/orders')
  if (range instanceof Response) return range
  return csvDownload(exportOrdersCsv(getDb(), range), `tellimused-${range.from}-${range.to}.csv`)
}
