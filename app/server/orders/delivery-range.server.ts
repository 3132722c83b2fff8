import { z } from 'zod'
import { addDays } from '#app/domain/delivery-schedule.ts'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import type { Database } from '../db/database.server.ts'
import { firstIssue, jsonError, queryOf } from '../http/admin-api.server.ts'
import { type Delivery, listDeliveries, maxRangeDays } from './day-plan.server.ts'

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} puudub (kujul AAAA-KK-PP).` })
    .refine(isCalendarDate, { error: `${label} peab olema kuupäev kujul AAAA-KK-PP.` })

/** `from` and `to` of the deliveries API: real dates, in order, at most maxRangeDays days. */
export const deliveryRange = z
  .object({ from: calendarDate('Alguskuupäev'), to: calendarDate('Lõppkuupäev') })
  .refine((value) => value.from <= value.to, { error: 'Alguskuupäev ei saa olla pärast lõppkuupäeva.' })
  .refine((value) => value.to <= addDays(value.from, maxRangeDays - 1), {
    error: `Vahemik võib olla kuni ${maxRangeDays} päeva.`,
  })

/**
 * The deliveries of `?from=&to=`, or the 400 answer that says what is wrong with the query. Both the JSON
 * and the iCalendar answer of the API read their range here.
 */
export async function deliveriesOfQuery(
  db: Database,
  request: Request,
): Promise<
  { ok: true; from: string; to: string; deliveries: Delivery[] } | { ok: false; response: Response }
> {
  const query = queryOf(request)
  if (typeof query === 'string') return { ok: false, response: jsonError(400, query) }
  const range = deliveryRange.safeParse(query)
  if (!range.success) return { ok: false, response: jsonError(400, firstIssue(range.error)) }
  const { from, to } = range.data
  return { ok: true, from, to, deliveries: await listDeliveries(db, from, to) }
}
