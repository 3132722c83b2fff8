import { describe, expect, it } from 'vitest'
import * as tallinnTime from './tallinn-time.ts'

describe('Tallinn calendar days', () => {
  it('start at local midnight in winter and in summer time', () => {
    expect(tallinnTime.tallinnDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z')
    expect(tallinnTime.tallinnDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })

  it('are 23 hours long when the clocks go forward and 25 when they go back', () => {
    const hours = (day: string) =>
      (tallinnTime.tallinnDayStart(tallinnTime.nextCalendarDate(day)).getTime() -
        tallinnTime.tallinnDayStart(day).getTime()) /
      3_600_000
    expect(hours('2026-03-29')).toBe(23)
    expect(hours('2026-10-25')).toBe(25)
    expect(hours('2026-06-10')).toBe(24)
  })

  it('reads only real dates and rolls months and years over', () => {
    expect(tallinnTime.isCalendarDate('2028-02-29')).toBe(true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '29.03.2026', '', '1999-12-31'])
      expect(tallinnTime.isCalendarDate(bad), bad).toBe(false)
    expect(tallinnTime.nextCalendarDate('2026-12-31')).toBe('2027-01-01')
    expect(tallinnTime.nextCalendarDate('2028-02-28')).toBe('2028-02-29')
  })

  it('shows an instant as Tallinn wall-clock time', () => {
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-03-28T22:00:00Z'))).toBe('29.03.2026 00:00')
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('25.10.2026 03:30')
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('25.10.2026 03:30')
  })

  it('start at local midnight on the days the clocks change (last Sundays of March and October)', () => {
    // 29 March 2026 begins at 00:00 EET (UTC+2); the clocks jump from 03:00 to 04:00 EEST that morning.
    expect(tallinnTime.tallinnDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z')
    expect(tallinnTime.tallinnDayStart('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z')
    // 25 October 2026 begins at 00:00 EEST (UTC+3); at 04:00 the clocks go back to 03:00 EET.
    expect(tallinnTime.tallinnDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z')
    expect(tallinnTime.tallinnDayStart('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z')
    // Another year's change days, found the same way.
    expect(tallinnTime.tallinnDayStart('2027-03-28').toISOString()).toBe('2027-03-27T22:00:00.000Z')
    expect(tallinnTime.tallinnDayStart('2027-10-31').toISOString()).toBe('2027-10-30T21:00:00.000Z')
  })

  it('shows the wall clock around the spring change: 02:59 EET is followed by 04:00 EEST', () => {
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29.03.2026 02:59')
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29.03.2026 04:00')
    expect(tallinnTime.formatTallinnTime(new Date('2026-03-29T01:00:00Z'))).toBe('04:00')
  })

  it('shows the wall clock around the autumn change: 03:59 EEST is followed by 03:00 EET', () => {
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-10-25T00:59:00Z'))).toBe('25.10.2026 03:59')
    expect(tallinnTime.formatTallinnDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('25.10.2026 03:00')
    expect(tallinnTime.formatTallinnTime(new Date('2026-10-25T01:59:00Z'))).toBe('03:59')
    expect(tallinnTime.formatTallinnTime(new Date('2026-10-25T02:00:00Z'))).toBe('04:00')
  })

  it('gives the Tallinn calendar date of an instant, which may already be tomorrow in UTC terms', () => {
    expect(tallinnTime.formatTallinnDate(new Date('2026-11-20T22:30:00Z'))).toBe('21.11.2026')
    expect(tallinnTime.formatTallinnDate(new Date('2026-07-14T20:59:59Z'))).toBe('14.07.2026')
    expect(tallinnTime.formatTallinnDate(new Date('2026-07-14T21:00:00Z'))).toBe('15.07.2026')
    expect(tallinnTime.tallinnCalendarDate(new Date('2026-03-28T22:00:00Z'))).toBe('2026-03-29')
    expect(tallinnTime.tallinnCalendarDate(new Date('2026-10-24T20:59:59Z'))).toBe('2026-10-24')
    expect(tallinnTime.tallinnCalendarDate(new Date('2026-10-24T21:00:00Z'))).toBe('2026-10-25')
    expect(tallinnTime.tallinnCalendarDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01')
  })

  it('refuses an invalid Date', () => {
    expect(() => tallinnTime.formatTallinnDateTime(new Date(Number.NaN))).toThrow(RangeError)
  })
})
