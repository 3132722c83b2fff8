import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkDigit731,
  formatReferenceNumber,
  isValidReferenceNumber,
  parseReferenceNumber,
  referenceNumberFor,
} from './reference-number.ts'

describe('the 7-3-1 check digit', () => {
  it('gives the Estonian Banking Association’s worked example: 12131295 → 2', () => {
    // Weights 3,7,1,3,7,1,3,7 from the left: 3+14+1+9+7+2+27+35 = 98; 100 − 98 = 2.
    expect(checkDigit731('12131295')).toBe(2)
    expect(referenceNumberFor('12131295')).toBe('121312952')
  })

  it('makes 1234567 into 12345672', () => {
    // 7·7 + 6·3 + 5·1 + 4·7 + 3·3 + 2·1 + 1·7 = 118; (10 − 8) mod 10 = 2.
    expect(referenceNumberFor(1234567)).toBe('12345672')
  })

  it('gives 0, not 10, when the sum is a multiple of ten', () => {
    // 1·7 + 1·3 = 10 → (10 − 0) mod 10 = 0.
    expect(checkDigit731('11')).toBe(0)
  })

  it('refuses a base that is not 1-19 digits', () => {
    for (const base of ['', '12a', '12345678901234567890', ' 12']) {
      expect(() => checkDigit731(base)).toThrow(RangeError)
    }
    for (const base of [0, -1, 1.5, Number.NaN]) expect(() => referenceNumberFor(base)).toThrow(RangeError)
  })
})

describe('validating a reference number', () => {
  it('accepts the standard’s 2-20 digits with their check digit and nothing else', () => {
    expect(isValidReferenceNumber('12345672')).toBe(true)
    expect(isValidReferenceNumber('121312952')).toBe(true)
    expect(isValidReferenceNumber('12345673')).toBe(false)
    expect(isValidReferenceNumber('1234 5672')).toBe(false)
    expect(isValidReferenceNumber('7')).toBe(false)
    expect(isValidReferenceNumber('')).toBe(false)
    expect(isValidReferenceNumber(referenceNumberFor('1234567890123456789'))).toBe(true)
  })

  it('reads one typed with spaces', () => {
    expect(parseReferenceNumber(' 1234 5672 ')).toBe('12345672')
    expect(parseReferenceNumber('1234 5673')).toBeNull()
  })

  const base = fc.stringMatching(/^[1-9]\d{0,18}$/)

  it('accepts every number it builds, and the check digit is the only one that fits', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 9 }), (digits, other) => {
        const reference = referenceNumberFor(digits)
        expect(reference.slice(0, -1)).toBe(digits)
        expect(isValidReferenceNumber(reference)).toBe(true)
        expect(isValidReferenceNumber(`${digits}${other}`)).toBe(reference.endsWith(String(other)))
      }),
    )
  })

  it('catches every change of a single digit', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const reference = referenceNumberFor(digits)
        const index = at % reference.length
        const changed = (Number(reference[index]) + shift) % 10
        const mistyped = `${reference.slice(0, index)}${changed}${reference.slice(index + 1)}`
        expect(isValidReferenceNumber(mistyped)).toBe(false)
      }),
    )
  })
})

describe('printing a reference number', () => {
  it('groups four digits from the left', () => {
    expect(formatReferenceNumber('12345672')).toBe('1234 5672')
    expect(formatReferenceNumber('121312952')).toBe('1213 1295 2')
    expect(formatReferenceNumber('13')).toBe('13') // base 1: 1·7 = 7 → 3
    expect(() => formatReferenceNumber('12345673')).toThrow(RangeError)
  })

  it('reads back what it prints', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,18}$/), (digits) => {
        const reference = referenceNumberFor(digits)
        expect(parseReferenceNumber(formatReferenceNumber(reference))).toBe(reference)
      }),
    )
  })
})
