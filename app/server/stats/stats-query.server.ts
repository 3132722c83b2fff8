import { z } from 'zod'
import { type Period, periodProblem } from '#app/domain/stats-period.ts'
import { calendarDateParam, firstIssue } from '../http/admin-api.server.ts'

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
