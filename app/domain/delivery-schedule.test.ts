import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayLabel,
  formatWindow,
  loadsFor,
  mondayOf,
  parseClock,
  parseWindow,
  weekdayOf,
  windowProblem,
} from './delivery-schedule.ts'

const weekday = { opens: '08:00', closes: '17:00' }

describe('time windows', () => {
  it('reads HH:MM-HH:MM with a hyphen or an en dash, and nothing else', () => {
    expect(parseWindow('08:00-10:30')).toEqual({ start: 480, end: 630 })
    expect(parseWindow(' 08:00 – 10:30 ')).toEqual({ start: 480, end: 630 })
    for (const bad of ['8:00-10:00', '08:00', '24:00-24:15', '08:60-09:00', '08.00-09.00', '', 'hommikul'])
      expect(parseWindow(bad), bad).toBeNull()
    expect(parseClock('23:45')).toBe(23 * 60 + 45)
  })

  it('takes whole quarter hours inside the opening hours, start before end', () => {
    expect(windowProblem({ start: 480, end: 1020 }, weekday)).toBeNull()
    expect(windowProblem({ start: 485, end: 600 }, weekday)).toBe('window-quarter-hours')
    expect(windowProblem({ start: 600, end: 600 }, weekday)).toBe('window-order')
    expect(windowProblem({ start: 660, end: 600 }, weekday)).toBe('window-order')
    expect(windowProblem({ start: 465, end: 600 }, weekday)).toBe('window-outside-hours')
    expect(windowProblem({ start: 960, end: 1035 }, weekday)).toBe('window-outside-hours')
    expect(windowProblem({ start: 600, end: 660 }, null)).toBe('window-outside-hours')
  })

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 0, max: 95 }), (a, b) => {
        const window = { start: a * 15, end: b * 15 }
        expect(parseWindow(formatWindow(window))).toEqual(window)
      }),
    )
  })
})

describe('calendar days', () => {
  it('counts weekdays and weeks as in Estonia, Monday first', () => {
    expect(weekdayOf('2026-11-29')).toBe(0)
    expect(weekdayOf('2026-12-05')).toBe(6)
    expect(mondayOf('2026-11-29')).toBe('2026-11-23')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(dayLabel('2026-12-03')).toBe('neljapäev, 03.12.2026')
  })

  it('needs one 4x8 truck per 25 t', () => {
    expect([1, 8, 25, 26, 50, 51].map(loadsFor)).toEqual([1, 1, 1, 2, 2, 3])
    expect(loadsFor(0)).toBe(0)
    expect(() => loadsFor(-1)).toThrow(RangeError)
  })
})
