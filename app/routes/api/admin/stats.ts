import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { json, jsonError, methodNotAllowed, queryOf, unavailable } from '#app/server/http/admin-api.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import { keptUntilOrdersChange } from '#app/server/stats/overview-cache.server.ts'
import { statsFigures, statsJson } from '#app/server/stats/overview-stats.server.ts'
import { parsePeriod } from '#app/server/stats/stats-query.server.ts'
import type { Route } from './+types/stats'

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → the owner's figures of those Tallinn calendar days and of the
 * period of the same length before them. A bad or reversed range, or one over five years, is a 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const read = parsePeriod(query)
  if (!read.ok) return jsonError(400, read.error)
  try {
    const db = getDb()
    const { from, to } = read.period
    const figures = await keptUntilOrdersChange(db, `api|${from}|${to}|${tallinnCalendarDate()}`, () =>
      statsFigures(db, read.period),
    )
    return json(statsJson(figures))
  } catch (error) {
    return unavailable('GET /api/admin/stats', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
