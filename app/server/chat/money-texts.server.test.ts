import { describe, expect, it } from 'vitest'
import { type BusinessInfo, builtInBusiness } from '#app/content/business.ts'
import { moneyFactsForModel, moneyTexts } from './money-texts.server.ts'

const withAccount: BusinessInfo = {
  ...builtInBusiness,
  iban: 'EE382200221020145685',
  bankName: 'Swedbank',
  paymentTermDays: 21,
}

describe('moneyTexts', () => {
  it('offers "Maksa kohe" only when online payment is on, and the transfer beside it', () => {
    const on = moneyTexts({ business: withAccount, online: true })
    expect(on.et.pay).toContain('„Maksa kohe“')
    expect(on.et.pay).toContain('EE38 2200 2210 2014 5685 (Swedbank)')
    expect(on.et.card).toMatch(/^Jah\. /)
    expect(on.en.prepay).toContain('"Maksa kohe"')
    const off = moneyTexts({ business: withAccount, online: false })
    for (const texts of [off.et, off.ru, off.en]) {
      expect(texts.pay).not.toContain('Maksa kohe')
      expect(texts.card).not.toContain('Maksa kohe')
      expect(texts.prepay).not.toContain('Maksa kohe')
      expect(texts.pay).toContain('EE38 2200 2210 2014 5685')
    }
    expect(off.et.card).toContain('Kaardiga veebis praegu maksta ei saa')
  })

  it('sends a transfer to the invoice when no account is entered', () => {
    const { et, en } = moneyTexts({ business: { ...withAccount, iban: '' }, online: false })
    expect(et.pay).toBe('Tasuda saab pangaülekandega arve alusel: konto ja viitenumber on arvel.')
    expect(en.pay).not.toMatch(/EE\d\d/)
  })

  it('asks buyers to pay before delivery when the business requires it, else says they need not', () => {
    const required = moneyTexts({ business: { ...withAccount, prepaymentRequired: true }, online: true })
    expect(required.et.prepay).toMatch(/^Jah, palume tasuda tellimuse eest enne tarnet/)
    expect(required.ru.prepay).toMatch(/^Да, заказ нужно оплатить до доставки/)
    expect(required.en.prepay).toMatch(/^Yes, please pay for the order before delivery/)
    for (const texts of [required.et, required.ru, required.en])
      expect(texts.prepay).toContain('EE38 2200 2210 2014 5685')
    const optional = moneyTexts({ business: withAccount, online: true })
    expect(optional.et.prepay).toMatch(/^Ette maksma ei pea\./)
    expect(optional.ru.prepay).toMatch(/^Предоплата не обязательна\./)
    expect(optional.en.prepay).toMatch(/^No, you do not have to pay in advance\./)
  })

  it('states the payment term staff set, with each language’s plural', () => {
    const term = (days: number) =>
      moneyTexts({ business: { ...withAccount, paymentTermDays: days }, online: true })
    expect(term(21).et.term).toContain('21 päeva')
    expect(term(21).ru.term).toContain('21 день')
    expect(term(14).ru.term).toContain('14 дней')
    expect(term(3).ru.term).toContain('3 дня')
    expect(term(1).en.term).toContain('1 day ')
    expect(term(1).et.invoice).toContain('1 päev.')
  })

  it('names Saturday’s hours, or says there are no deliveries, from the weekly hours and the season', () => {
    const open = moneyTexts({ business: withAccount, online: true })
    expect(open.en.weekendDay('Saturday')).toBe(
      'Yes, on Saturdays we deliver and load at the quarry 09:00-15:00.',
    )
    expect(open.ru.weekendDay('Sunday')).toBe(
      'По воскресеньям мы не доставляем и не грузим: в воскресенье карьер закрыт.',
    )
    const closed = moneyTexts({
      business: {
        ...withAccount,
        weeklyHours: { ...withAccount.weeklyHours, Saturday: null },
        season: {
          name: 'talv',
          from: '12-15',
          to: '02-28',
          hours: { ...withAccount.weeklyHours, Friday: null },
        },
      },
      online: true,
    })
    expect(closed.et.weekendDay('Saturday')).toBe(
      'Laupäeviti me materjali ei too ega laadi: karjäär on laupäeval suletud.',
    )
    expect(closed.et.weekendNote(true)).toContain('Toome ja laadime E-R 08:00-17:00.')
    expect(closed.et.weekendNote(true)).toContain('Ajavahemikul 15.12–28.02 (talv)')
    expect(closed.en.weekendNote(true)).toContain('From 15.12 to 28.02 we are open')
  })

  it('gives the AI adviser the same facts', () => {
    const facts = moneyFactsForModel({ business: withAccount, online: true })
    expect(facts).toContain('Maksa kohe')
    expect(facts).toContain('21 päeva')
    expect(facts).toContain('EE38 2200 2210 2014 5685')
    expect(facts).toContain('kell 09:00-15:00')
  })
})
