import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToDecimalString, parseEurosToCents, percentOfCents } from './money.ts'

describe('parseEurosToCents', () => {
  it.each([
    ['4', 400],
    ['3.5', 350],
    ['3,50', 350],
    [' 6,55 ', 655],
    ['0', 0],
    ['0.01', 1],
    ['1234.56', 123456],
    [6.5, 650],
    [4, 400],
    [0.1, 10],
    [19.99, 1999],
  ] as const)('reads %j as %i cents', (input, cents) => {
    expect(parseEurosToCents(input)).toBe(cents)
  })

  it.each([
    '',
    '   ',
    '4.005',
    '4,999',
    '-1',
    '-0.5',
    'abc',
    '4 €',
    '1e3',
    '.5',
    '4.',
    '1 000',
    -1,
    0.001,
    0.1 + 0.2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e300,
    '99999999999999999999',
  ])('refuses %j', (input) => {
    expect(parseEurosToCents(input)).toBeNull()
  })
})

describe('centsToDecimalString', () => {
  it.each([
    [400, '4.00'],
    [96, '0.96'],
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text)
  })

  it('throws for non-integer cents', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError)
  })

  it('round-trips through parseEurosToCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseEurosToCents(centsToDecimalString(cents))).toBe(cents)
      }),
    )
  })
})

describe('percentOfCents', () => {
  it('rounds an exact half cent up', () => {
    expect(percentOfCents(125, 10)).toBe(13)
    expect(percentOfCents(1, 50)).toBe(1)
    expect(percentOfCents(1250, 1)).toBe(13)
  })

  it('rounds just below a half down and just above up', () => {
    // 24 % of 1502 = 360,48 and of 1523 = 365,52 cents.
    expect(percentOfCents(1502, 24)).toBe(360)
    expect(percentOfCents(1523, 24)).toBe(366)
    expect(percentOfCents(1249, 1)).toBe(12)
  })

  it('computes 24 % of typical nets', () => {
    expect(percentOfCents(1500, 24)).toBe(360)
    expect(percentOfCents(12345, 24)).toBe(2963)
    expect(percentOfCents(20000, 24)).toBe(4800)
  })

  it('rejects non-integer inputs', () => {
    expect(() => percentOfCents(10.5, 24)).toThrow(RangeError)
    expect(() => percentOfCents(100, 24.5)).toThrow(RangeError)
  })

  it('matches BigInt half-up division for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, percent) => {
          const exact = BigInt(cents) * BigInt(percent)
          const expected = Number((exact + 50n) / 100n)
          expect(percentOfCents(cents, percent)).toBe(expected)
        },
      ),
    )
  })
})
