import Holidays from 'date-holidays'
import { and, asc, gte, lte } from 'drizzle-orm'
import type { ClosingPeriod } from '#app/domain/day-plan.ts'
import {
  type DayHours,
  dayLabel,
  parseWindow,
  type TimeWindow,
  weekdayAdverbs,
  weekdayOf,
  windowProblem,
} from '#app/domain/delivery-schedule.ts'
import { isCalendarDate, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { hoursOnDate, inSeason, weekdayNames } from '#app/domain/weekly-hours.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { closingDays } from '../db/schema.server.ts'

/**
 * Which days the quarry loads and delivers, and in which hours: the weekly hours and the season of the
 * business facts staff keep (read at each call), Estonia's public holidays from date-holidays (country
 * EE, type 'public'), and the closing days the owner sets (table closing_days).
 */

/** The opening hours on 'YYYY-MM-DD' by the weekly hours and the season; null when closed. */
export function hoursOnDay(date: string): DayHours | null {
  return hoursOnDate(date, currentBusiness())
}

/**
 * The ordinary weekly hours of a weekday (0 Sunday … 6 Saturday), without the season; null when closed.
 * For a hint beside a form; a chosen day is checked by its date (hoursOnDay), season included.
 */
export function hoursOfWeekday(weekday: number): DayHours | null {
  return currentBusiness().weeklyHours[weekdayNames[(weekday + 6) % 7]!]
}

let holidays: Holidays | undefined

/** The name of the Estonian public holiday on 'YYYY-MM-DD', or null. */
export function publicHolidayName(date: string): string | null {
  holidays ??= new Holidays('EE', { types: ['public'] })
  const found = holidays.isHoliday(new Date(`${date}T12:00:00Z`))
  if (!found) return null
  const holiday = found.find((one) => one.type === 'public')
  return holiday ? holiday.name : null
}

const closingPeriodColumns = {
  id: closingDays.id,
  firstDay: closingDays.firstDay,
  lastDay: closingDays.lastDay,
  note: closingDays.note,
}

export async function closingPeriodOn(db: Database, date: string): Promise<ClosingPeriod | null> {
  const [row] = await db
    .select(closingPeriodColumns)
    .from(closingDays)
    .where(and(lte(closingDays.firstDay, date), gte(closingDays.lastDay, date)))
    .limit(1)
  return row ?? null
}

/** Closing periods that reach `from` or later, earliest first. */
export async function listClosingPeriods(db: Database, from: string): Promise<ClosingPeriod[]> {
  return db
    .select(closingPeriodColumns)
    .from(closingDays)
    .where(gte(closingDays.lastDay, from))
    .orderBy(asc(closingDays.firstDay), asc(closingDays.id))
}

export type ScheduleCheck =
  | { ok: true; date: string; window: TimeWindow }
  | { ok: false; field: 'deliveryDate' | 'timeWindow'; error: string }

export const scheduleTexts = {
  dateFormat: 'Kuupäev peab olema kujul AAAA-KK-PP, nt 2026-12-03.',
  pastDate: 'Kuupäev ei saa olla minevikus.',
  windowFormat: 'Ajavahemik peab olema kujul TT:MM-TT:MM, nt 08:00-10:00.',
  quarterHours: 'Ajavahemik algab ja lõpeb veerandtunni täpsusega (:00, :15, :30 või :45).',
  windowOrder: 'Ajavahemiku lõpp peab olema hilisem kui algus.',
} as const

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Whether an order may be confirmed for this date and window: a real date, today or later in Tallinn,
 * an open weekday, not a public holiday nor a closing day, and a window on the quarter hour inside that
 * day's opening hours. The first problem found is the one reported, in staff's words.
 */
export async function checkSchedule(
  db: Database,
  input: { deliveryDate: string; timeWindow: string },
  now: Date = new Date(),
): Promise<ScheduleCheck> {
  const date = input.deliveryDate.trim()
  if (!isCalendarDate(date)) return { ok: false, field: 'deliveryDate', error: scheduleTexts.dateFormat }
  if (date < tallinnCalendarDate(now))
    return { ok: false, field: 'deliveryDate', error: scheduleTexts.pastDate }
  const weekday = weekdayOf(date)
  const business = currentBusiness()
  const hours = hoursOnDate(date, business)
  const season = business.season && inSeason(date, business.season) ? business.season : null
  if (!hours)
    return {
      ok: false,
      field: 'deliveryDate',
      error: season
        ? `${capitalised(dayLabel(date))} on karjäär suletud (${season.name}). Valige muu päev.`
        : `${capitalised(weekdayAdverbs[weekday]!)} on karjäär suletud. Valige muu päev.`,
    }
  const holiday = publicHolidayName(date)
  if (holiday)
    return {
      ok: false,
      field: 'deliveryDate',
      error: `${capitalised(dayLabel(date))} on riigipüha (${holiday}). Valige muu päev.`,
    }
  const closed = await closingPeriodOn(db, date)
  if (closed)
    return {
      ok: false,
      field: 'deliveryDate',
      error: `${capitalised(dayLabel(date))} on karjäär suletud (${closed.note}). Valige muu päev.`,
    }
  const window = parseWindow(input.timeWindow)
  if (!window) return { ok: false, field: 'timeWindow', error: scheduleTexts.windowFormat }
  const problem = windowProblem(window, hours)
  if (problem === 'window-quarter-hours')
    return { ok: false, field: 'timeWindow', error: scheduleTexts.quarterHours }
  if (problem === 'window-order') return { ok: false, field: 'timeWindow', error: scheduleTexts.windowOrder }
  if (problem === 'window-outside-hours')
    return {
      ok: false,
      field: 'timeWindow',
      error: season
        ? `${capitalised(dayLabel(date))} on karjäär avatud ${hours.opens}–${hours.closes} (${season.name}); ajavahemik peab jääma sellesse aega.`
        : `${capitalised(weekdayAdverbs[weekday]!)} on karjäär avatud ${hours.opens}–${hours.closes}; ajavahemik peab jääma sellesse aega.`,
    }
  return { ok: true, date, window }
}
