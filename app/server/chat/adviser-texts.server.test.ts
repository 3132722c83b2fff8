import { describe, expect, it } from 'vitest'
import { type BusinessInfo, builtInBusiness } from '#app/content/business.ts'
import { closedWeek, type WeeklyHours } from '#app/domain/weekly-hours.ts'
import { adviserTexts } from './adviser-texts.server.ts'

const short = { opens: '09:00', closes: '15:00' }
const winterHours: WeeklyHours = { ...closedWeek, Monday: short, Tuesday: short, Wednesday: short }

describe('adviserTexts', () => {
  it('answers about the hours in the same words as before, for the built-in facts', () => {
    const { et, en, ru } = adviserTexts(builtInBusiness)
    expect(et.hours).toBe(
      'Karjäär on avatud E-R 08:00-17:00, L 09:00-15:00, pühapäeval oleme suletud. Müük toimub E-R 08:00-17:00, v.a talvel. Tellimuse täidame tavaliselt 1-3 tööpäeva jooksul.',
    )
    expect(et.winter).toBe(
      'Müük toimub E-R 08:00-17:00, v.a talvel: talvel on karjäär enamasti suletud. Enne tulekut helistage: +372 5000 0000.',
    )
    expect(et.weekend).toBe('Laupäeval oleme avatud 09:00-15:00, pühapäeval oleme suletud.')
    expect(et.closedNow('pühapäev kell 10:00', 'pühapäev')).toBe(
      'Praegu (pühapäev kell 10:00) oleme suletud: pühapäev. Lahtiolekuajad: E-R 08:00-17:00, L 09:00-15:00, pühapäeval suletud.',
    )
    expect(en.hours).toBe(
      'The quarry is open Mon-Fri 08:00-17:00, Sat 09:00-15:00, closed on Sunday. Sales: Mon-Fri 08:00-17:00, except in winter. Orders are usually filled within 1-3 working days.',
    )
    expect(ru.hours).toBe(
      'Карьер открыт: пн-пт 08:00-17:00, сб 09:00-15:00, в воскресенье закрыто. Продажа: пн-пт 08:00-17:00, кроме зимы. Заказ обычно выполняем за 1-3 рабочих дня.',
    )
    expect(et.closedReasons.days.Sunday).toBe('pühapäev')
  })

  it('follows the facts staff change: other hours, the phone, a closed Saturday', () => {
    const business: BusinessInfo = {
      ...builtInBusiness,
      phone: '+372 5111 2222',
      weeklyHours: { ...builtInBusiness.weeklyHours, Saturday: null },
    }
    const { et, en } = adviserTexts(business)
    expect(et.hours).toContain('Karjäär on avatud E-R 08:00-17:00, laupäeval ja pühapäeval oleme suletud.')
    expect(et.saturday).toBe('Laupäeval oleme suletud.')
    expect(et.contact.phone).toBe('Telefon: +372 5111 2222.')
    expect(en.closedNow('x', '')).toContain(
      'Opening hours: Mon-Fri 08:00-17:00, closed on Saturday and Sunday.',
    )
    // One build per facts object.
    expect(adviserTexts(business)).toBe(adviserTexts(business))
  })

  it('names a season with its dates and hours', () => {
    const closed = adviserTexts({
      ...builtInBusiness,
      season: { name: 'talv', from: '12-15', to: '02-28', hours: closedWeek },
    })
    expect(closed.et.winter).toBe(
      'Ajavahemikul 15.12–28.02 (talv) on karjäär suletud. Müük toimub E-R 08:00-17:00, v.a talvel. Enne tulekut helistage: +372 5000 0000.',
    )
    expect(closed.et.hours).toContain('Ajavahemikul 15.12–28.02 (talv) on karjäär suletud.')
    expect(closed.en.winter).toBe(
      'From 15.12 to 28.02 the quarry is closed. Please call before you come: +372 5000 0000.',
    )
    const open = adviserTexts({
      ...builtInBusiness,
      season: { name: 'talv', from: '12-15', to: '02-28', hours: winterHours },
    })
    expect(open.et.winter).toContain('Ajavahemikul 15.12–28.02 (talv) oleme avatud E-K 09:00-15:00.')
    expect(open.ru.winter).toContain('С 15.12 по 28.02 мы открыты: пн-ср 09:00-15:00.')
  })
})
