import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkRegistryCode,
  checkVatNumber,
  companyCodeTexts,
  registryCodeCheckDigit,
} from './company-codes.ts'

describe('registry code', () => {
  it.each([
    ['10421629', 'Eesti Energia AS'], // 1+0+12+8+5+36+14 = 76 → 10, again: 3+0+20+12+7+48+18 = 108 → 9
    ['10060701', 'Swedbank AS'], // 1+0+0+24+0+42+0 = 67 → 1
    ['11184032', 'Enefit Green AS'], // 1+2+3+32+20+0+21 = 79 → 2
    ['11027195', 'MobileTrade OÜ'],
    ['70000823', 'a state agency'],
    ['80026261', 'a non-profit association'],
    ['90004740', 'a foundation'],
  ])('accepts %s (%s)', (code) => {
    expect(checkRegistryCode(code)).toEqual({ ok: true, value: code })
  })

  it('reads a code typed with spaces', () => {
    expect(checkRegistryCode(' 1042 1629 ')).toEqual({ ok: true, value: '10421629' })
  })

  it('says what is wrong in Estonian', () => {
    for (const typed of ['', '1042162', '104216299', '1042162a', 'EE10421629']) {
      expect(checkRegistryCode(typed)).toEqual({ ok: false, message: 'Registrikood on 8 numbrit.' })
    }
    expect(checkRegistryCode('10421628')).toEqual({
      ok: false,
      message: 'Registrikoodi kontrollnumber ei klapi.',
    })
  })

  it('gives 0 when both passes leave 10', () => {
    // 1·1 + 6·6 + 4·7 = 65 → 10; again 1·3 + 6·8 + 4·9 = 87 → 10; so 0.
    expect(registryCodeCheckDigit('1000064')).toBe(0)
    expect(checkRegistryCode('10000640').ok).toBe(true)
  })

  it('accepts a code with its own check digit and refuses it with any other', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), fc.integer({ min: 1, max: 9 }), (base, shift) => {
        const digit = registryCodeCheckDigit(base)
        expect(checkRegistryCode(`${base}${digit}`)).toEqual({ ok: true, value: `${base}${digit}` })
        expect(checkRegistryCode(`${base}${(digit + shift) % 10}`)).toEqual({
          ok: false,
          message: companyCodeTexts.registryCodeCheckDigit,
        })
      }),
    )
  })
})

describe('VAT number (KMKR)', () => {
  // Numbers printed on real Estonian invoices; the ninth digit is the 7-3-1 check digit of the first eight.
  it.each(['EE101079244', 'EE101563815', 'EE101667290', 'EE102076039', 'EE102977811', 'EE102983355'])(
    'accepts %s',
    (number) => {
      expect(checkVatNumber(number)).toEqual({ ok: true, value: number })
    },
  )

  it('reads one typed with spaces or a small ee', () => {
    expect(checkVatNumber('ee 101 079 244')).toEqual({ ok: true, value: 'EE101079244' })
  })

  it('says what is wrong in Estonian', () => {
    for (const typed of ['', '101079244', 'EE10107924', 'EE1010792445', 'LV101079244', 'EE10107924X']) {
      expect(checkVatNumber(typed)).toEqual({
        ok: false,
        message: 'Käibemaksukohustuslase number on EE ja 9 numbrit.',
      })
    }
    expect(checkVatNumber('EE101079245')).toEqual({
      ok: false,
      message: 'Käibemaksukohustuslase numbri kontrollnumber ei klapi.',
    })
  })
})
