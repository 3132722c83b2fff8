import { describe, expect, it } from 'vitest'
import { checkCompanyBuyer } from './company-buyer.ts'

describe('checkCompanyBuyer', () => {
  it('keeps a company in its stored form', () => {
    expect(
      checkCompanyBuyer({
        name: '  Eesti   Energia AS ',
        registryCode: '1042 1629',
        vatNumber: 'ee 101 079 244',
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Eesti Energia AS', registryCode: '10421629', vatNumber: 'EE101079244', address: null },
    })
    expect(checkCompanyBuyer({ name: 'Swedbank AS', registryCode: '10060701', vatNumber: '' })).toEqual({
      ok: true,
      value: { name: 'Swedbank AS', registryCode: '10060701', vatNumber: null, address: null },
    })
    expect(
      checkCompanyBuyer({
        name: 'Swedbank AS',
        registryCode: '10060701',
        vatNumber: null,
        address: ' Liivalaia 8,\u00a0 15040 Tallinn ',
      }),
    ).toMatchObject({ ok: true, value: { address: 'Liivalaia 8, 15040 Tallinn' } })
  })

  it('names every wrong field in Estonian', () => {
    expect(checkCompanyBuyer({ name: ' ', registryCode: '', vatNumber: 'EE12345678' })).toEqual({
      ok: false,
      errors: {
        name: 'Ettevõtte nimi on kohustuslik',
        registryCode: 'Registrikood on kohustuslik',
        vatNumber: 'Käibemaksukohustuslase number on EE ja 9 numbrit.',
      },
    })
    expect(checkCompanyBuyer({ name: 'X OÜ', registryCode: '10421628', vatNumber: null })).toEqual({
      ok: false,
      errors: { registryCode: 'Registrikoodi kontrollnumber ei klapi.' },
    })
    expect(checkCompanyBuyer({ name: 'x'.repeat(201), registryCode: '10421629', vatNumber: null })).toEqual({
      ok: false,
      errors: { name: 'Ettevõtte nimi võib olla kuni 200 märki' },
    })
  })
})
