import Holidays from 'date-holidays'
import { addDays, weekdayOf } from '#app/domain/delivery-schedule.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'

const holidays = new Holidays('EE', { types: ['public'] })

function isPublicHoliday(date: string): boolean {
  const found = holidays.isHoliday(new Date(`${date}T12:00:00Z`))
  return Array.isArray(found) && found.some((holiday) => holiday.type === 'public')
}

/**
 * The next Monday-to-Friday after `after` (today in Tallinn by default) that is not an Estonian public
 * holiday: a day on which any order may be confirmed for 09:00–11:00, whenever the test runs.
 */
export function nextWorkingDay(after: string = tallinnCalendarDate()): string {
  let date = addDays(after, 1)
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6 || isPublicHoliday(date)) date = addDays(date, 1)
  return date
}

/** The next Sunday after `after`: the quarry is closed. */
export function nextSunday(after: string = tallinnCalendarDate()): string {
  let date = addDays(after, 1)
  while (weekdayOf(date) !== 0) date = addDays(date, 1)
  return date
}
