import { describe, expect, it } from 'vitest'
import { unitMessages } from '#app/content/messages/units.ts'
import { formatDayIn, formatEurIn, localePath, splitLocalePath } from '#app/domain/locale.ts'
import { translator } from '#app/lib/i18n.ts'
import { compiledMessages, translate } from './messages.ts'

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('messages in three languages (ADR 060)', () => {
  it("counts tonnes by each language's plural rules", () => {
    const tonnes = (locale: 'et' | 'ru' | 'en', count: number) =>
      nbsp(translate(unitMessages, locale)('tonnes', { count }))
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => tonnes('ru', count))).toEqual([
      '1 тонна',
      '2 тонны',
      '5 тонн',
      '11 тонн',
      '21 тонна',
      '22 тонны',
      '25 тонн',
    ])
    expect([1, 2, 21].map((count) => tonnes('en', count))).toEqual(['1 tonne', '2 tonnes', '21 tonnes'])
    expect([1, 2].map((count) => tonnes('et', count))).toEqual(['1 tonn', '2 tonni'])
  })

  it('gives an island only the compiled messages it asks for, readable without the compiler', () => {
    const messages = compiledMessages(unitMessages, 'ru', ['loads'])
    expect(Object.keys(messages)).toEqual(['loads'])
    // What an island gets is plain JSON, read by the runtime alone.
    const t = translator('ru', JSON.parse(JSON.stringify(messages)))
    expect([1, 3, 5].map((count) => nbsp(t('loads', { count })))).toEqual(['1 рейс', '3 рейса', '5 рейсов'])
    expect(() => t('tonnes', { count: 1 })).toThrow(/No message "tonnes" in ru/)
  })

  it("formats money and days by each language's own rules, to the cent", () => {
    expect(nbsp(formatEurIn('ru', 123_456_705))).toBe('1 234 567,05 €')
    expect(formatEurIn('en', 123_450)).toBe('€1,234.50')
    expect(nbsp(formatEurIn('en', -5))).toBe('-€0.05')
    expect(formatDayIn('ru', '2026-12-01')).toBe('1 декабря 2026 г.')
    expect(formatDayIn('en', '2026-12-01')).toBe('1 December 2026')
  })

  it('reads a path as its language and the Estonian path under it, and back', () => {
    expect(splitLocalePath('/ru/killustik')).toEqual({ locale: 'ru', path: '/killustik' })
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocalePath('/de/killustik')).toEqual({ locale: 'et', path: '/de/killustik' })
    expect(splitLocalePath('/russia')).toEqual({ locale: 'et', path: '/russia' })
    expect(localePath('ru', '/')).toBe('/ru')
    expect(localePath('en', '/kalkulaator')).toBe('/en/kalkulaator')
    expect(localePath('et', '/kalkulaator')).toBe('/kalkulaator')
  })
})
