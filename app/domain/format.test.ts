import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatCubicMetres,
  formatDate,
  formatDecimal,
  formatEur,
  formatEurPerTonne,
  formatKm,
  formatMonthYear,
  formatPriceNumber,
  formatTonnes,
  NBSP,
  tonnesLabel,
} from './format.ts'
import { parseEurosToCents } from './money.ts'

describe('formatEur', () => {
  it.each([
    [496, '4,96\u00a0€'],
    [0, '0,00\u00a0€'],
    [5, '0,05\u00a0€'],
    [1500, '15,00\u00a0€'],
    [15308, '153,08\u00a0€'],
    [123450, '1234,50\u00a0€'],
    [999999, '9999,99\u00a0€'],
    [1000000, '10\u00a0000,00\u00a0€'],
    [1234500, '12\u00a0345,00\u00a0€'],
    [123456789, '1\u00a0234\u00a0567,89\u00a0€'],
    [-496, '-4,96\u00a0€'],
  ])('%i cents → %j', (cents, text) => {
    expect(formatEur(cents)).toBe(text)
  })

  it('uses U+00A0, not an ordinary space', () => {
    expect(NBSP).toBe('\u00a0')
    expect(formatEur(496)).not.toContain(' ')
    expect(formatEur(496).charCodeAt(4)).toBe(0xa0)
  })

  it('throws for fractional cents', () => {
    expect(() => formatEur(4.5)).toThrow(RangeError)
  })

  it('round-trips through parseEurosToCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const plain = formatEur(cents).replace('€', '').replaceAll('\u00a0', '').replace(',', '.')
        expect(parseEurosToCents(plain)).toBe(cents)
      }),
    )
  })
})

describe('formatEurPerTonne and formatPriceNumber', () => {
  it('formats a unit price', () => {
    expect(formatEurPerTonne(400)).toBe('4,00\u00a0€/t')
    expect(formatEurPerTonne(655)).toBe('6,55\u00a0€/t')
  })

  it.each([
    [400, '4'],
    [350, '3,5'],
    [655, '6,55'],
    [5, '0,05'],
    [0, '0'],
    [1000000, '10\u00a0000'],
  ])('%i cents → %j', (cents, text) => {
    expect(formatPriceNumber(cents)).toBe(text)
  })

  it('reads back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(parseEurosToCents(formatPriceNumber(cents).replaceAll('\u00a0', ''))).toBe(cents)
      }),
    )
  })
})

describe('formatDecimal', () => {
  it.each([
    [1.6, 2, '1,60'],
    [2.72, 2, '2,72'],
    [2.725, 2, '2,73'],
    [1.005, 2, '1,01'],
    [0.125, 2, '0,13'],
    [0, 2, '0,00'],
    [2.5, 0, '3'],
    [-1.5, 1, '-1,5'],
    [-2.345, 2, '-2,35'],
    [-0.001, 2, '0,00'],
    [12345.5, 1, '12\u00a0345,5'],
    [1234.5, 1, '1234,5'],
    [1e-7, 2, '0,00'],
  ])('%d with %i decimals → %j', (value, decimals, text) => {
    expect(formatDecimal(value, decimals)).toBe(text)
  })

  it('rejects what it cannot format', () => {
    expect(() => formatDecimal(Number.NaN, 2)).toThrow(RangeError)
    expect(() => formatDecimal(1, -1)).toThrow(RangeError)
    expect(() => formatDecimal(1, 1.5)).toThrow(RangeError)
  })

  it('shows hundredths exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (hundredths) => {
        const expected = `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`
        expect(formatDecimal(hundredths / 100, 2).replaceAll('\u00a0', '')).toBe(expected)
      }),
    )
  })
})

describe('unit formats', () => {
  it('volume, weight and distance', () => {
    expect(formatCubicMetres(1.6)).toBe('1,60\u00a0m³')
    expect(formatCubicMetres(2.7)).toBe('2,70\u00a0m³')
    expect(formatTonnes(2.72)).toBe('2,72\u00a0t')
    expect(formatTonnes(4.86)).toBe('4,86\u00a0t')
    expect(formatKm(235)).toBe('23,5\u00a0km')
    expect(formatKm(600)).toBe('60,0\u00a0km')
    expect(formatKm(5)).toBe('0,5\u00a0km')
    expect(() => formatKm(23.5)).toThrow(RangeError)
  })

  it('tonnes labels', () => {
    expect(tonnesLabel(1)).toBe('1\u00a0tonn')
    expect(tonnesLabel(2)).toBe('2\u00a0tonni')
    expect(tonnesLabel(21)).toBe('21\u00a0tonni')
    expect(tonnesLabel(25)).toBe('25\u00a0tonni')
  })
})

describe('formatDate', () => {
  it('shows calendar dates as they are', () => {
    expect(formatDate('2026-11-21')).toBe('21.11.2026')
    expect(formatDate('2026-03-05')).toBe('05.03.2026')
    expect(formatDate('2028-02-29')).toBe('29.02.2028')
  })

  it('shows instants as the date in Tallinn', () => {
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('05.03.2026')
    expect(formatDate('2026-11-21T12:00:00.000Z')).toBe('21.11.2026')
  })

  it('a late-evening UTC timestamp is already the next day in Tallinn', () => {
    // November: Tallinn is UTC+2, so 22:30 UTC is 00:30 the next day.
    expect(formatDate(new Date('2026-11-20T22:30:00Z'))).toBe('21.11.2026')
    expect(formatDate('2026-11-20T22:30:00Z')).toBe('21.11.2026')
    expect(formatDate('2026-11-20 22:30:00+00')).toBe('21.11.2026')
    // …but 21:30 UTC is still 23:30 the same day in winter time.
    expect(formatDate('2026-11-20T21:30:00Z')).toBe('20.11.2026')
  })

  it('follows summer time (UTC+3)', () => {
    expect(formatDate('2026-07-14T21:00:00Z')).toBe('15.07.2026')
    expect(formatDate('2026-07-14T20:59:59Z')).toBe('14.07.2026')
  })

  it('respects explicit offsets', () => {
    expect(formatDate('2026-11-21T01:00:00+05:00')).toBe('20.11.2026')
    expect(formatDate('2026-11-20T23:30:00-01:00')).toBe('21.11.2026')
  })

  it('reads a timestamp without offset as Tallinn wall-clock time', () => {
    expect(formatDate('2026-11-21T23:59:00')).toBe('21.11.2026')
  })

  it.each(['', 'tomorrow', '2026-13-01', '2026-02-29', '2026-11-31', '21.11.2026', '2026-11-21T25:00:00Z'])(
    'rejects %j',
    (value) => {
      expect(() => formatDate(value)).toThrow(RangeError)
    },
  )

  it('rejects an invalid Date', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('formatMonthYear', () => {
  it('names the month in Estonian', () => {
    expect(formatMonthYear('2025-06')).toBe('juuni 2025')
    expect(formatMonthYear('2026-03')).toBe('märts 2026')
    expect(formatMonthYear('2024-12')).toBe('detsember 2024')
  })
  it('refuses anything else', () => {
    expect(() => formatMonthYear('2025-13')).toThrow(RangeError)
    expect(() => formatMonthYear('2025-6')).toThrow(RangeError)
  })
})
