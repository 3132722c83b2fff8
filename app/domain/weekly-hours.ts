import type { DayHours } from './delivery-schedule.ts'

/**
 * Opening hours as the owner edits them: one row per weekday, open from–to or closed, plus an optional
 * season (winter, say) with hours of its own. The grouped rows visitors read ('E-R 08:00-17:00') and
 * schema.org's day names are derived from it, never typed twice.
 */

/** schema.org's day names, Monday first as an Estonian week is read. */
export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type Weekday = (typeof weekdayNames)[number]

/** Estonian one-letter day abbreviations, as on shop doors: E T K N R L P. */
export const weekdayLetters: Record<Weekday, string> = {
  Monday: 'E',
  Tuesday: 'T',
  Wednesday: 'K',
  Thursday: 'N',
  Friday: 'R',
  Saturday: 'L',
  Sunday: 'P',
}

/** Each weekday's hours; null is closed. */
export type WeeklyHours = Record<Weekday, DayHours | null>

/** A week closed every day, from which a week of a few open days is written ({ ...closedWeek, Monday }). */
export const closedWeek: WeeklyHours = Object.fromEntries(
  weekdayNames.map((day) => [day, null]),
) as WeeklyHours

/** A run of consecutive weekdays with the same hours, as visitors read it. */
export interface OpeningHoursGroup {
  days: readonly Weekday[]
  /** 'E-R', 'L', 'E, K'. */
  label: string
  opens: string
  closes: string
}

/** Consecutive weekdays with the same hours in one row; closed days are left out. */
export function groupWeeklyHours(weekly: WeeklyHours): OpeningHoursGroup[] {
  const groups: OpeningHoursGroup[] = []
  let run: Weekday[] = []
  const close = () => {
    const first = run[0]
    const last = run[run.length - 1]
    const hours = first ? weekly[first] : null
    if (first && last && hours) {
      const label =
        run.length === 1
          ? weekdayLetters[first]
          : run.length === 2
            ? `${weekdayLetters[first]}, ${weekdayLetters[last]}`
            : `${weekdayLetters[first]}-${weekdayLetters[last]}`
      groups.push({ days: run, label, opens: hours.opens, closes: hours.closes })
    }
    run = []
  }
  for (const day of weekdayNames) {
    const hours = weekly[day]
    const previous = run[run.length - 1]
    const previousHours = previous ? weekly[previous] : null
    if (
      hours &&
      previousHours &&
      hours.opens === previousHours.opens &&
      hours.closes === previousHours.closes
    ) {
      run.push(day)
      continue
    }
    close()
    if (hours) run = [day]
  }
  close()
  return groups
}

/** A part of the year with hours of its own, from one month-day to another (it may run over New Year). */
export interface Season {
  /** As visitors read it, e.g. 'talv'. */
  name: string
  /** 'MM-DD', the first day. */
  from: string
  /** 'MM-DD', the last day. */
  to: string
  /** The season's hours; every day null when the quarry is closed for it. */
  hours: WeeklyHours
}

/** Whether 'YYYY-MM-DD' falls inside the season (both ends included). */
export function inSeason(date: string, season: Season): boolean {
  const monthDay = date.slice(5)
  return season.from <= season.to
    ? monthDay >= season.from && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to
}

/** Whether a season's hours close every day. */
export function seasonClosed(season: Season): boolean {
  return weekdayNames.every((day) => season.hours[day] === null)
}

/** The weekday of 'YYYY-MM-DD' by schema.org's name. */
export function weekdayOfDate(date: string): Weekday {
  const index = new Date(`${date}T12:00:00Z`).getUTCDay()
  return weekdayNames[(index + 6) % 7]!
}

/** The hours on a calendar date by the weekly hours and the season; null when closed. */
export function hoursOnDate(
  date: string,
  business: { weeklyHours: WeeklyHours; season: Season | null },
): DayHours | null {
  const weekday = weekdayOfDate(date)
  if (business.season && inSeason(date, business.season)) return business.season.hours[weekday]
  return business.weeklyHours[weekday]
}

/** 'E-R 08:00-17:00, L 09:00-15:00', or '' when closed every day. */
export function weeklyHoursLine(weekly: WeeklyHours): string {
  return groupWeeklyHours(weekly)
    .map((group) => `${group.label} ${group.opens}-${group.closes}`)
    .join(', ')
}
