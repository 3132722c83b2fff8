import { type OverviewTableId, overviewTableIds } from '#app/domain/overview-table.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { jsonError, methodNotAllowed, queryOf, unavailable } from '#app/server/http/admin-api.server.ts'
import { csvDownload } from '#app/server/http/csv-export.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import { tableCsv } from '#app/server/stats/overview-data.server.ts'
import { overviewPage } from '#app/server/stats/overview-sections.server.ts'
import { parsePeriod } from '#app/server/stats/stats-query.server.ts'
import type { Route } from './+types/stats-csv'

/**
 * GET ?table=kuud|materjalid|nadalad|kohad&from=YYYY-MM-DD&to=YYYY-MM-DD: the numbers of one of the
 * overview's plots as a CSV download for Estonian Excel, the same rows as the table under the plot.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const table = query.table as OverviewTableId
  if (!overviewTableIds.includes(table))
    return jsonError(400, `Tabel peab olema üks neist: ${overviewTableIds.join(', ')}.`)
  const read = parsePeriod(query)
  if (!read.ok) return jsonError(400, read.error)
  try {
    const { data } = await overviewPage(getDb(), read.period, tallinnCalendarDate())
    const { from, to } = read.period
    return csvDownload(tableCsv(data.tables[table]), `ulevaade-${table}-${from}-${to}.csv`)
  } catch (error) {
    return unavailable('GET /api/admin/stats/csv', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
