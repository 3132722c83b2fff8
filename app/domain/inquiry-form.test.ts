import { describe, expect, it } from 'vitest'
import { inquiryTexts, parseInquiryForm } from './inquiry-form.ts'

const choices = ['Kaldaliiv', 'Killustik', 'muu']

describe('parseInquiryForm', () => {
  it('accepts name, e-mail, phone and a listed material; details are optional', () => {
    expect(
      parseInquiryForm(choices, {
        name: ' Jaan Tamm ',
        email: 'jaan@example.ee',
        phone: '5555',
        material: 'muu',
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Jaan Tamm', email: 'jaan@example.ee', phone: '5555', material: 'muu', details: null },
    })
  })

  it('names every missing field and refuses a material outside the list', () => {
    expect(parseInquiryForm(choices, { material: 'Kuld' })).toEqual({
      ok: false,
      errors: {
        name: inquiryTexts.nameRequired,
        email: inquiryTexts.emailRequired,
        phone: inquiryTexts.phoneRequired,
        material: inquiryTexts.materialRequired,
      },
    })
  })

  it('checks the e-mail address', () => {
    const result = parseInquiryForm(choices, { name: 'A', email: 'a@b', phone: '1', material: 'Killustik' })
    expect(result).toEqual({ ok: false, errors: { email: 'Vigane e-posti aadress' } })
  })

  it('counts a name of only zero-width or text-direction characters as missing', () => {
    const result = parseInquiryForm(choices, {
      name: '\u200b\u202e',
      email: 'a@b.ee',
      phone: '1',
      material: 'Killustik',
    })
    expect(result).toEqual({ ok: false, errors: { name: inquiryTexts.nameRequired } })
  })
})
