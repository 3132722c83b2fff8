import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { jsonError, methodNotAllowed, queryOf, unavailable } from '#app/server/http/admin-api.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import { overviewPage, type PlotId, plotIds } from '#app/server/stats/overview-sections.server.ts'
import { parsePeriod } from '#app/server/stats/stats-query.server.ts'
import type { Route } from './+types/stats-plot'

/**
 * GET ?plot=…&size=narrow|wide&from=YYYY-MM-DD&to=YYYY-MM-DD: one of the overview's plots as an SVG image,
 * drawn on the server (kept with the page's figures until the orders change).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const plot = query.plot as PlotId
  if (!plotIds.includes(plot)) return jsonError(400, `Joonis peab olema üks neist: ${plotIds.join(', ')}.`)
  if (query.size !== 'narrow' && query.size !== 'wide')
    return jsonError(400, 'Suurus peab olema narrow või wide.')
  const read = parsePeriod(query)
  if (!read.ok) return jsonError(400, read.error)
  try {
    const { svgs } = await overviewPage(getDb(), read.period, tallinnCalendarDate())
    const svg = svgs.get(plot)?.[query.size]
    if (!svg) return jsonError(404, 'Sel perioodil seda joonist ei ole.')
    return new Response(svg, {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    return unavailable('GET /api/admin/stats/plot', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
