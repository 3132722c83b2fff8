import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidReferenceNumber } from '#app/domain/reference-number.ts'
import { findReferenceNumbers } from './reference-in-text.server.ts'

describe('isValidReferenceNumber', () => {
  // 1234561 is the banks' own textbook example; the others were worked out by hand with 7-3-1.
  it.each(['1234561', '202600075', '20260011', '20260024', '42', '00', '12345678901234567894'])(
    'accepts %s',
    (digits) => {
      expect(isValidReferenceNumber(digits)).toBe(true)
    },
  )

  it.each([
    '1234562',
    '202600073',
    '2',
    '',
    '2026 00075',
    '12345678901234567895',
    '123456789012345678901',
    'abc',
  ])('refuses %j', (digits) => {
    expect(isValidReferenceNumber(digits)).toBe(false)
  })

  it('has exactly one check digit for every base', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (base) => {
        const valid = '0123456789'.split('').filter((digit) => isValidReferenceNumber(base + digit))
        expect(valid).toHaveLength(1)
      }),
    )
  })
})

describe('findReferenceNumbers', () => {
  it.each([
    ['Arve 2026-0007 viitenumber 20260007 5', ['202600075']],
    ['viitenr 2026 00075', ['202600075']],
    ['viitenr. 2026\u00a000075', ['202600075']],
    ['Ref:20260011', ['20260011']],
    ['20260024', ['20260024']],
    ['Arve 2026-0001 viitenr 2026001 1, liiv 8 t', ['20260011']],
  ])('finds the reference number in %j', (text, expected) => {
    expect(findReferenceNumbers(text)).toEqual(expected)
  })

  it('finds nothing when no check digit holds', () => {
    expect(findReferenceNumbers('Arve 2026-0007 viitenumber 20260007 3')).toEqual([])
    expect(findReferenceNumbers('Liiv ja kruus, tasutud')).toEqual([])
  })

  it('puts a number after a reference word before the others, whatever its place', () => {
    expect(findReferenceNumbers('Tellimus 1234561, viide 20260024')).toEqual(['20260024', '1234561'])
  })

  it('lists every valid joining, the longest first, for the caller to look up', () => {
    // '20260011 20260024' joined is no reference; each half is.
    expect(findReferenceNumbers('20260011 20260024')).toEqual(['20260011', '20260024'])
  })

  it('stays quick on a long run of digit groups', () => {
    const text = Array.from({ length: 2000 }, (_, index) => String(index % 10)).join(' ')
    const started = performance.now()
    findReferenceNumbers(text)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
