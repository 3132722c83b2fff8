import { isCalendarDate, tallinnCalendarDate } from './tallinn-time.ts'

/**
 * Estonia's standard VAT rate (käibemaksuseadus § 15 lg 1) with the day each rate took effect. The one place
 * that knows the rate: a quote prices at today's rate, an invoice at the rate of its delivery day, so an
 * invoice for sand delivered before a change keeps the old rate whenever it is issued or corrected. A new
 * rate is one more row here, written before its first day.
 */
export const VAT_RATES: readonly { readonly from: string; readonly percent: number }[] = Object.freeze([
  { from: '2024-01-01', percent: 22 },
  { from: '2025-07-01', percent: 24 },
])

/**
 * The standard rate in force on a Tallinn calendar day ('YYYY-MM-DD'). Days before the first row are
 * refused rather than guessed: the site has issued nothing then.
 */
export function vatRateOn(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date 'YYYY-MM-DD': ${date}`)
  // ISO dates compare as text in calendar order.
  const rate = VAT_RATES.findLast((row) => row.from <= date)
  if (!rate) throw new RangeError(`no VAT rate is recorded for ${date}`)
  return rate.percent
}

/** The rate in force today on the Tallinn calendar (or on the day of the instant given). */
export function vatRateToday(now: Date = new Date()): number {
  return vatRateOn(tallinnCalendarDate(now))
}
