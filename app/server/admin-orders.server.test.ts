import { describe, expect, it } from 'vitest'
import {
  formatTallinnDateTime,
  isCalendarDate,
  nextCalendarDate,
  tallinnDayStart,
} from './admin-orders.server.ts'

describe('Tallinn calendar days', () => {
  it('start at local midnight in winter and in summer time', () => {
    expect(tallinnDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z')
    expect(tallinnDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })

  it('are 23 hours long when the clocks go forward and 25 when they go back', () => {
    const hours = (day: string) =>
      (tallinnDayStart(nextCalendarDate(day)).getTime() - tallinnDayStart(day).getTime()) / 3_600_000
    expect(hours('2026-03-29')).toBe(23)
    expect(hours('2026-10-25')).toBe(25)
    expect(hours('2026-06-10')).toBe(24)
  })

  it('reads only real dates and rolls months and years over', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '29.03.2026', '', '1999-12-31'])
      expect(isCalendarDate(bad), bad).toBe(false)
    expect(nextCalendarDate('2026-12-31')).toBe('2027-01-01')
    expect(nextCalendarDate('2028-02-28')).toBe('2028-02-29')
  })

  it('shows an instant as Tallinn wall-clock time', () => {
    expect(formatTallinnDateTime(new Date('2026-03-28T22:00:00Z'))).toBe('29.03.2026 00:00')
    expect(formatTallinnDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('25.10.2026 03:30')
    expect(formatTallinnDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('25.10.2026 03:30')
  })
})
