import { TRUCK_CAPACITY_TONNES } from './order-rules.ts'

/**
 * When a confirmed order is loaded or delivered: a Tallinn calendar date and a window on the quarter hour
 * inside that weekday's opening hours. Which days are open (public holidays, the owner's closing days)
 * is the server's to say (app/server/orders/delivery-calendar.server.ts); these are the rules of the
 * window itself and of the calendar arithmetic, with no clock and no data of their own.
 */

/** Minutes after midnight. */
export interface TimeWindow {
  start: number
  end: number
}

/** An opening-hours row as business content writes it: 'HH:MM' strings. */
export interface DayHours {
  opens: string
  closes: string
}

export type WindowProblem = 'window-format' | 'window-quarter-hours' | 'window-order' | 'window-outside-hours'

const quarterHour = 15

/** 'HH:MM' → minutes after midnight; null for anything else (24:00 included: a window ends by 23:45). */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** 'HH:MM-HH:MM' (a hyphen or an en dash, spaces allowed around it) → the window; null if not that shape. */
export function parseWindow(value: string): TimeWindow | null {
  const match = /^\s*(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})\s*$/.exec(value)
  if (!match) return null
  const start = parseClock(match[1]!)
  const end = parseClock(match[2]!)
  if (start === null || end === null) return null
  return { start, end }
}

/** 'HH:MM-HH:MM', the form the API and the database use. */
export function formatWindow(window: TimeWindow): string {
  return `${formatClock(window.start)}-${formatClock(window.end)}`
}

/** 'HH:MM–HH:MM' with an en dash, as people read it. */
export function windowLabel(window: TimeWindow): string {
  return `${formatClock(window.start)}–${formatClock(window.end)}`
}

/** What is wrong with a window on a day with these opening hours (null: closed that day). */
export function windowProblem(window: TimeWindow, hours: DayHours | null): WindowProblem | null {
  if (window.start % quarterHour !== 0 || window.end % quarterHour !== 0) return 'window-quarter-hours'
  if (window.end <= window.start) return 'window-order'
  const opens = hours ? parseClock(hours.opens) : null
  const closes = hours ? parseClock(hours.closes) : null
  if (opens === null || closes === null || window.start < opens || window.end > closes)
    return 'window-outside-hours'
  return null
}

/** 0 Sunday … 6 Saturday, of a 'YYYY-MM-DD' calendar date (calendar arithmetic: no zone matters). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** The calendar date `days` after 'YYYY-MM-DD' (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The Monday of the week (Monday to Sunday, as in Estonia) that holds 'YYYY-MM-DD'. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7))
}

/** Truck loads for a quantity: one load carries up to TRUCK_CAPACITY_TONNES. */
export function loadsFor(quantityTonnes: number): number {
  if (!Number.isSafeInteger(quantityTonnes) || quantityTonnes < 0)
    throw new RangeError(`quantity must be a non-negative integer, got ${quantityTonnes}`)
  return Math.ceil(quantityTonnes / TRUCK_CAPACITY_TONNES)
}

/** Estonian weekday names, Sunday first (as Date.getUTCDay counts). */
export const weekdayNames = [
  'pühapäev',
  'esmaspäev',
  'teisipäev',
  'kolmapäev',
  'neljapäev',
  'reede',
  'laupäev',
] as const

/** 'on Mondays' … in Estonian, Sunday first. */
export const weekdayAdverbs = [
  'pühapäeviti',
  'esmaspäeviti',
  'teisipäeviti',
  'kolmapäeviti',
  'neljapäeviti',
  'reedeti',
  'laupäeviti',
] as const

/** 'neljapäev, 26.11.2026' */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-')
  return `${weekdayNames[weekdayOf(date)]}, ${day}.${month}.${year}`
}
