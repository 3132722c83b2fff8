import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareDecimals, multiplyDecimals, numberToDecimal, parseDecimal, roundHalfUp } from './decimal.ts'

describe('parseDecimal', () => {
  it.each([
    ['0,15', 15n, 2],
    ['0.15', 15n, 2],
    ['6', 6n, 0],
    ['3.50', 35n, 1],
    ['-2,5', -25n, 1],
    ['+7', 7n, 0],
    [',5', 5n, 1],
    ['5.', 5n, 0],
    ['0,000', 0n, 0],
  ])('reads %s exactly', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ units, scale })
  })

  it.each(['', '.', 'abc', '1,2,3', '1.2.3', '1 000', '--1', '1e3', 'NaN', 'Infinity', '0x10'])(
    'refuses %j without exponent support',
    (text) => {
      expect(parseDecimal(text)).toBeNull()
    },
  )

  it('reads exponents only when allowed', () => {
    expect(parseDecimal('1e3', { allowExponent: true })).toEqual({ units: 1000n, scale: 0 })
    expect(parseDecimal('2,5E-3', { allowExponent: true })).toEqual({ units: 25n, scale: 4 })
    expect(parseDecimal('1e99999', { allowExponent: true })).toBeNull()
  })
})

describe('numberToDecimal', () => {
  it('uses the shortest representation, not the binary approximation', () => {
    expect(numberToDecimal(2.7)).toEqual({ units: 27n, scale: 1 })
    expect(numberToDecimal(0.1 + 0.2)).toEqual({ units: 30000000000000004n, scale: 17 })
    expect(numberToDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 })
    expect(numberToDecimal(1e-7)).toEqual({ units: 1n, scale: 7 })
  })

  it('refuses non-finite numbers', () => {
    expect(numberToDecimal(Number.NaN)).toBeNull()
    expect(numberToDecimal(Number.POSITIVE_INFINITY)).toBeNull()
  })
})

describe('roundHalfUp', () => {
  it.each([
    ['2,344', 234n],
    ['2,345', 235n],
    ['2,3449999', 234n],
    ['-2,345', -235n],
    ['-2,344', -234n],
    ['0,005', 1n],
    ['0,0049', 0n],
    ['7', 700n],
  ])('rounds %s to hundredths', (text, hundredths) => {
    expect(roundHalfUp(parseDecimal(text)!, 2)).toBe(hundredths)
  })

  it('agrees with rounding the exact product 6 × 3 × 0,15', () => {
    const product = multiplyDecimals(
      multiplyDecimals(parseDecimal('6')!, parseDecimal('3')!),
      parseDecimal('0,15')!,
    )
    expect(product).toEqual({ units: 27n, scale: 1 })
    expect(roundHalfUp(product, 2)).toBe(270n)
  })
})

describe('compareDecimals', () => {
  it('compares across scales', () => {
    expect(compareDecimals(parseDecimal('2')!, parseDecimal('2,000')!)).toBe(0)
    expect(compareDecimals(parseDecimal('2,01')!, parseDecimal('2')!)).toBe(1)
    expect(compareDecimals(parseDecimal('-3')!, parseDecimal('0,1')!)).toBe(-1)
  })

  it('orders integers like BigInt does', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0
        expect(compareDecimals({ units: a * 10n, scale: 1 }, { units: b, scale: 0 })).toBe(expected)
      }),
    )
  })
})
