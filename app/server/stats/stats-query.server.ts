import { z } from 'zod'
import { type Period, periodProblem } from '#app/domain/stats-period.ts'
import { calendarDateParam, firstIssue, queryOf } from '../http/admin-api.server.ts'

const range = z.object({
  from: calendarDateParam('Alguskuupäev'),
  to: calendarDateParam('Lõppkuupäev'),
})

/** `from` and `to` of a query as a period the overview can read, or the Estonian reason it is not one. */
export function parsePeriod(
  query: Record<string, string>,
): { ok: true; period: Period } | { ok: false; error: string } {
  const parsed = range.safeParse(query)
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) }
  const period = { from: parsed.data.from, to: parsed.data.to }
  const problem = periodProblem(period)
  return problem ? { ok: false, error: problem } : { ok: true, period }
}

/**
 * The period a page's address names with `from` and `to`, or `fallback` when it names none; when they do
 * not make a period, `fallback` with the Estonian reason beside it.
 */
export function requestedPeriod(
  request: Request,
  fallback: Period,
): { period: Period; error: string | null } {
  const query = queryOf(request)
  if (typeof query === 'string') return { period: fallback, error: query }
  if (query.from === undefined && query.to === undefined) return { period: fallback, error: null }
  const read = parsePeriod(query)
  return read.ok ? { period: read.period, error: null } : { period: fallback, error: read.error }
}
