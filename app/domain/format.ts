import { numberToDecimal, roundHalfUp } from './decimal.ts'
import { assertCents, type Cents } from './money.ts'
import { formatTallinnDate } from './tallinn-time.ts'

// Estonian display formats, built by hand rather than with Intl.NumberFormat: ICU versions differ between
// Node and browsers (grouping from 1000 or 10 000, NBSP or narrow NBSP), and a server-rendered page must
// hydrate to exactly the same text in the browser.

/** No-break space: keeps a number and its unit on one line; also the Estonian thousands separator. */
export const NBSP = '\u00a0'

// Estonian convention: four-digit numbers stay ungrouped ('1234,50'), grouping starts from 10 000.
function groupThousands(digits: string): string {
  if (digits.length < 5) return digits
  return digits.replace(/\B(?=(\d{3})+$)/g, NBSP)
}

function formatScaled(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = groupThousands(digits.slice(0, digits.length - decimals))
  const fraction = digits.slice(digits.length - decimals)
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `,${fraction}` : ''}`
}

export function formatEur(cents: Cents): string {
  assertCents(cents)
  return `${formatScaled(BigInt(cents), 2)}${NBSP}€`
}

export function formatEurPerTonne(cents: Cents): string {
  return `${formatEur(cents)}/t`
}

/** Short price for running text ('Hind 4 €/t+km'): trailing zeros of the cents are dropped. */
export function formatPriceNumber(cents: Cents): string {
  assertCents(cents)
  if (cents % 100 === 0) return formatScaled(BigInt(cents / 100), 0)
  if (cents % 10 === 0) return formatScaled(BigInt(cents / 10), 1)
  return formatScaled(BigInt(cents), 2)
}

/**
 * Fixed decimals, half-up. The number is read by its shortest representation, so 2.725 (as produced by the
 * calculator or typed as a literal) rounds to 2,73 even though the nearest double is slightly below it.
 */
export function formatDecimal(value: number, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer 0-20, got ${decimals}`)
  }
  const decimal = numberToDecimal(value)
  if (decimal === null) throw new RangeError(`cannot format ${value}`)
  const units = roundHalfUp(decimal, decimals)
  // -0,001 rounds to zero and must not show as '-0,00'.
  return formatScaled(units === 0n ? 0n : units, decimals)
}

export function formatCubicMetres(v: number): string {
  return `${formatDecimal(v, 2)}${NBSP}m³`
}

export function formatTonnes(v: number): string {
  return `${formatDecimal(v, 2)}${NBSP}t`
}

export function formatKm(tenthsKm: number): string {
  if (!Number.isSafeInteger(tenthsKm)) throw new RangeError(`tenthsKm must be an integer, got ${tenthsKm}`)
  return `${formatScaled(BigInt(tenthsKm), 1)}${NBSP}km`
}

/** Quantity label for the order form: Estonian uses the singular only for exactly one. */
export function tonnesLabel(q: number): string {
  if (!Number.isSafeInteger(q)) throw new RangeError(`quantity must be an integer, got ${q}`)
  return `${q}${NBSP}${q === 1 ? 'tonn' : 'tonni'}`
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/**
 * 'dd.mm.yyyy'. A 'YYYY-MM-DD' string is a calendar date and is shown as-is; an instant (Date or timestamp
 * with an offset) is shown as the calendar date in Tallinn, whatever the time zone of server or browser.
 * A timestamp without an offset is read as Tallinn wall-clock time, since interpreting it in the runtime's
 * own zone would make server and browser disagree.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const text = value.trim()
    const dateOnly = DATE_ONLY.exec(text)
    if (dateOnly) return formatCalendarDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]))
    const timestamp = TIMESTAMP.exec(text)
    if (!timestamp) throw new RangeError(`not a date: ${value}`)
    const [, year, month, day, hour, minute, second = '0', fraction = '', zone] = timestamp
    if (zone === undefined) return formatCalendarDate(Number(year), Number(month), Number(day))
    assertCalendarDate(Number(year), Number(month), Number(day))
    if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
      throw new RangeError(`not a date: ${value}`)
    const utc = Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
      Number(fraction.padEnd(3, '0').slice(0, 3)),
    )
    return formatTallinnDate(new Date(utc - zoneOffsetMinutes(zone) * 60_000))
  }
  return formatTallinnDate(value)
}

function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2) || '0')
  if (hours > 23 || minutes > 59) throw new RangeError(`invalid time zone offset: ${zone}`)
  return sign * (hours * 60 + minutes)
}

function formatCalendarDate(year: number, month: number, day: number): string {
  assertCalendarDate(year, month, day)
  return `${pad2(day)}.${pad2(month)}.${String(year).padStart(4, '0')}`
}

function assertCalendarDate(year: number, month: number, day: number): void {
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  if (!valid) throw new RangeError(`invalid calendar date ${year}-${month}-${day}`)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}

const estonianMonths = [
  'jaanuar',
  'veebruar',
  'märts',
  'aprill',
  'mai',
  'juuni',
  'juuli',
  'august',
  'september',
  'oktoober',
  'november',
  'detsember',
] as const

/** 'YYYY-MM' → 'juuni 2025' (a project's month, as people say it). */
export function formatMonthYear(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  const month = match ? estonianMonths[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new RangeError(`Not a YYYY-MM month: ${value}`)
  return `${month} ${match[1]}`
}
