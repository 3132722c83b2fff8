import { z } from 'zod'
import { type Period, periodProblem } from '#app/domain/stats-period.ts'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import { firstIssue } from '../http/admin-api.server.ts'

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} puudub (kujul AAAA-KK-PP).` })
    .refine(isCalendarDate, { error: `${label} peab olema kuupäev kujul AAAA-KK-PP.` })

const range = z.object({ from: calendarDate('Alguskuupäev'), to: calendarDate('Lõppkuupäev') })

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
