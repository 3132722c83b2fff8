/**
 * The owner's overview reads the business over a period of Tallinn calendar days ('YYYY-MM-DD', both
 * ends included): the period, the one before it of the same length, and the same days a year earlier
 * for the monthly plots. Calendar arithmetic only (UTC dates), so no time zone matters here.
 */

export interface Period {
  from: string
  to: string
}

/** The longest period the overview reads: five years (2021-01-01..2025-12-31 is one day short of too long). */
export const maxPeriodYears = 5

export const periodTexts = {
  reversed: 'Alguskuupäev ei saa olla pärast lõppkuupäeva.',
  tooLong: `Vahemik võib olla kuni ${maxPeriodYears} aastat.`,
} as const

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number]
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' plus `days` (negative: earlier). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = parts(date)
  return isoDate(Date.UTC(year, month - 1, day + days))
}

/** How many calendar days the period has, both ends counted. */
export function periodDays(period: Period): number {
  const [fy, fm, fd] = parts(period.from)
  const [ty, tm, td] = parts(period.to)
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1
}

/**
 * The same calendar day `years` later (negative: earlier); 29 February becomes 28 February in a year
 * without one.
 */
export function shiftYears(date: string, years: number): string {
  const [year, month, day] = parts(date)
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate()
  return isoDate(Date.UTC(year + years, month - 1, Math.min(day, last)))
}

/** Why a period cannot be read (reversed, or over five years), or null when it can. */
export function periodProblem(period: Period): string | null {
  if (period.from > period.to) return periodTexts.reversed
  if (period.to >= shiftYears(period.from, maxPeriodYears)) return periodTexts.tooLong
  return null
}

/** The period of the same number of days that ends the day before `period` begins. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period)
  return { from: addCalendarDays(period.from, -days), to: addCalendarDays(period.from, -1) }
}

/** The same calendar days a year earlier: what the monthly plots compare with. */
export function yearEarlier(period: Period): Period {
  return { from: shiftYears(period.from, -1), to: shiftYears(period.to, -1) }
}

/** The months the period touches, 'YYYY-MM', in order. */
export function periodMonths(period: Period): string[] {
  const months: string[] = []
  let [year, month] = parts(period.from)
  const [lastYear, lastMonth] = parts(period.to)
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return months
}

/** The same month a year earlier: '2026-03' → '2025-03'. */
export function monthYearEarlier(month: string): string {
  return `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`
}

export const periodPresetValues = ['see-kuu', 'eelmine-kuu', 'see-aasta', '12-kuud'] as const
export type PeriodPreset = (typeof periodPresetValues)[number]

export const periodPresetLabels: Record<PeriodPreset, string> = {
  'see-kuu': 'See kuu',
  'eelmine-kuu': 'Eelmine kuu',
  'see-aasta': 'See aasta',
  '12-kuud': 'Viimased 12 kuud',
}

/** The preset's days, seen from `today`: this month and this year run to today, 12 months are whole months to today. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const [year, month] = parts(today)
  const firstOfMonth = `${today.slice(0, 8)}01`
  switch (preset) {
    case 'see-kuu':
      return { from: firstOfMonth, to: today }
    case 'eelmine-kuu':
      return { from: isoDate(Date.UTC(year, month - 2, 1)), to: addCalendarDays(firstOfMonth, -1) }
    case 'see-aasta':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    case '12-kuud':
      return { from: isoDate(Date.UTC(year, month - 12, 1)), to: today }
  }
}

/** Which preset the period is, seen from `today`, or null for two dates of the owner's own. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    periodPresetValues.find((preset) => {
      const days = presetPeriod(preset, today)
      return days.from === period.from && days.to === period.to
    }) ?? null
  )
}

/** A share in whole tenths of a percent, or null when there is nothing to take a share of. */
export function shareTenths(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 1000) / whole) : null
}

/** The change from `before` to `now` in whole percent, or null when `before` is 0 (no base to compare with). */
export function changePercent(now: number, before: number): number | null {
  return before > 0 ? Math.round(((now - before) * 100) / before) : null
}
