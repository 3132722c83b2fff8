import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VAT_RATES, vatRateOn, vatRateToday } from './vat-rates.ts'

describe('vatRateOn', () => {
  it.each([
    ['2024-01-01', 22],
    ['2025-06-30', 22],
    ['2025-07-01', 24],
    ['2026-11-26', 24],
  ])('%s → %i %%', (date, percent) => {
    expect(vatRateOn(date)).toBe(percent)
  })

  it('refuses days before the first recorded rate and text that is not a calendar date', () => {
    for (const date of ['2023-12-31', '2025-02-30', '1.7.2025', '2025-7-1', '']) {
      expect(() => vatRateOn(date)).toThrow(RangeError)
    }
  })

  it('keeps the rates in order of their first day, so the last row that has begun is the one in force', () => {
    const days = VAT_RATES.map((row) => row.from)
    expect(days).toEqual([...days].sort())
  })

  it('gives every day on or after a row its rate until the next row begins', () => {
    const first = Date.UTC(2024, 0, 1)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const date = new Date(first + offset * 86_400_000).toISOString().slice(0, 10)
        const expected = date < '2025-07-01' ? 22 : 24
        expect(vatRateOn(date)).toBe(expected)
      }),
    )
  })
})

describe('vatRateToday', () => {
  it('changes at midnight in Tallinn, not in UTC', () => {
    // 1 July 2025 00:00 in Tallinn (summer time, UTC+3) is 30 June 21:00 UTC.
    expect(vatRateToday(new Date('2025-06-30T20:59:59Z'))).toBe(22)
    expect(vatRateToday(new Date('2025-06-30T21:00:00Z'))).toBe(24)
  })
})
