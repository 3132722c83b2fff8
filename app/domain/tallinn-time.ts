import { tzOffset } from '@date-fns/tz/tzOffset'

/**
 * Dates and times as people at the quarry read them: the wall clock and calendar of Tallinn, whatever
 * the time zone of the server or the browser. The one place that knows the zone.
 */

export const tallinnTimeZone = 'Europe/Tallinn'

// Intl.DateTimeFormat is the formatter: the browser has it already, so the public pages that show a
// date carry no date library. Texts are assembled from numeric parts rather than taken from a locale,
// so they do not depend on one ICU version's punctuation.
let wallClockFormat: Intl.DateTimeFormat | undefined

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

function tallinnWallClock(instant: Date): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid Date')
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: tallinnTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  })
  const parts = wallClockFormat.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}

function dottedDate({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${pad2(day)}.${pad2(month)}.${String(year).padStart(4, '0')}`
}

/** 'dd.mm.yyyy': the Tallinn calendar date of an instant. */
export function formatTallinnDate(instant: Date): string {
  return dottedDate(tallinnWallClock(instant))
}

/** 'hh:mm' on the Tallinn wall clock, 24-hour. */
export function formatTallinnTime(instant: Date): string {
  const wall = tallinnWallClock(instant)
  return `${pad2(wall.hour)}:${pad2(wall.minute)}`
}

/** 'dd.mm.yyyy hh:mm' on the Tallinn wall clock. */
export function formatTallinnDateTime(instant: Date): string {
  const wall = tallinnWallClock(instant)
  return `${dottedDate(wall)} ${pad2(wall.hour)}:${pad2(wall.minute)}`
}

/** 'YYYY-MM-DD': the Tallinn calendar date of an instant (today by default). */
export function tallinnCalendarDate(instant: Date = new Date()): string {
  const wall = tallinnWallClock(instant)
  return `${String(wall.year).padStart(4, '0')}-${pad2(wall.month)}-${pad2(wall.day)}`
}

function calendarParts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number]
}

/**
 * The instant a Tallinn calendar day ('YYYY-MM-DD') begins; Tallinn's UTC offset is the tz database's,
 * through @date-fns/tz. The offset read at 00:00 UTC of that date is the one in force at Tallinn's
 * midnight two or three hours earlier: the clocks change at 01:00 UTC (03:00/04:00 local), never between.
 * (tzOffset rather than TZDate: TZDate patches Date's prototype when loaded, which would put the whole
 * class into the browser bundle of every page that shows a date.)
 */
export function tallinnDayStart(date: string): Date {
  const [year, month, day] = calendarParts(date)
  const midnightUtc = Date.UTC(year, month - 1, day)
  return new Date(midnightUtc - tzOffset(tallinnTimeZone, new Date(midnightUtc)) * 60_000)
}

/** The calendar day after 'YYYY-MM-DD'. Calendar arithmetic only, so UTC is used and no zone matters. */
export function nextCalendarDate(date: string): string {
  const [year, month, day] = calendarParts(date)
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

/** A real calendar date written 'YYYY-MM-DD', in the years this site can have data for. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}
