import { describe, expect, it } from 'vitest'
import * as period from './stats-period.ts'

describe('the overview’s periods', () => {
  it('are compared with the days of the same number just before them', () => {
    expect(period.previousPeriod({ from: '2026-11-01', to: '2026-11-26' })).toEqual({
      from: '2026-10-06',
      to: '2026-10-31',
    })
    expect(period.previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    })
    expect(period.periodDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366)
  })

  it('are compared by month with the same days a year earlier, 29 February with the 28th', () => {
    expect(period.yearEarlier({ from: '2028-02-29', to: '2028-03-31' })).toEqual({
      from: '2027-02-28',
      to: '2027-03-31',
    })
    expect(period.periodMonths({ from: '2025-11-15', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })

  it('are at most five years long and never reversed', () => {
    expect(period.periodProblem({ from: '2021-01-01', to: '2025-12-31' })).toBeNull()
    expect(period.periodProblem({ from: '2021-01-01', to: '2026-01-01' })).toBe(
      'Vahemik võib olla kuni 5 aastat.',
    )
    expect(period.periodProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe(
      'Alguskuupäev ei saa olla pärast lõppkuupäeva.',
    )
  })

  it('have presets seen from today, and know them again', () => {
    const today = '2026-01-15'
    expect(period.presetPeriod('see-kuu', today)).toEqual({ from: '2026-01-01', to: today })
    expect(period.presetPeriod('eelmine-kuu', today)).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(period.presetPeriod('see-aasta', today)).toEqual({ from: '2026-01-01', to: today })
    expect(period.presetPeriod('12-kuud', today)).toEqual({ from: '2025-02-01', to: today })
    expect(period.presetOf({ from: '2025-12-01', to: '2025-12-31' }, today)).toBe('eelmine-kuu')
    expect(period.presetOf({ from: '2025-12-02', to: '2025-12-31' }, today)).toBeNull()
  })

  it('give no share or change where there is no base, never NaN', () => {
    expect(period.shareTenths(0, 0)).toBeNull()
    expect(period.shareTenths(1, 8)).toBe(125)
    expect(period.changePercent(5, 0)).toBeNull()
    expect(period.changePercent(15, 10)).toBe(50)
  })
})
