import { type Cents, centsToDecimalString } from './money.ts'
import { type OpeningHoursGroup, type Weekday, weekdayNames } from './weekly-hours.ts'

/**
 * The public site's languages (ADR 060): Estonian at today's addresses, Russian and English under their
 * own prefix with the same paths (`/ru/killustik`, `/en/kalkulaator`). Formats follow each language's
 * own rules through Intl; Estonian keeps the spec's own formats (format.ts).
 */

export const locales = ['et', 'ru', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'et'

/** The BCP 47 tag each language's formats and plural rules are read for. */
export const intlLocales: Record<Locale, string> = { et: 'et-EE', ru: 'ru-RU', en: 'en-GB' }

/** The languages as staff's Estonian pages and mails name them ('Keel: vene'). */
export const languageNamesInEstonian: Record<Locale, string> = { et: 'eesti', ru: 'vene', en: 'inglise' }

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/** The language a form says it was filled in (its `locale` field), Estonian for any other value. */
export function localeOf(value: unknown): Locale {
  return typeof value === 'string' && isLocale(value) ? value : defaultLocale
}

/**
 * A path's language and the path without its prefix: '/ru/killustik' → ru, '/killustik';
 * '/en' → en, '/'; any other path (an unknown prefix included) is Estonian as it stands.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ru|en)(\/.*)?$/.exec(pathname)
  if (!match) return { locale: defaultLocale, path: pathname }
  return { locale: match[1] as Locale, path: match[2] ?? '/' }
}

/** The address of `path` (an Estonian one, '/killustik') in `locale`: '/ru/killustik', '/en'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** Euros from whole cents in the language's own format ('1 234,50 €', '€1,234.50'), exactly. */
export function formatEurIn(locale: Locale, cents: Cents): string {
  // A decimal string keeps every cent exact: Intl reads it as a decimal, not as a float.
  return new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'EUR' }).format(
    centsToDecimalString(cents) as unknown as number,
  )
}

/** A number with the language's separators, to `digits` decimals. */
export function formatNumberIn(locale: Locale, value: number, digits = 0): string {
  return new Intl.NumberFormat(intlLocales[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

/** A calendar day ('YYYY-MM-DD') as the language writes it in full: '1 декабря 2026 г.', '1 December 2026'. */
export function formatDayIn(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** A calendar day with its weekday, in full: 'четверг, 3 декабря 2026 г.', 'Thursday 3 December 2026'. */
export function formatWeekdayDayIn(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * A catalogue of messages in the three languages (ADR 060): ICU MessageFormat strings under one id.
 * Every language has every id, so a catalogue the type checker accepts is complete.
 */
export type Catalogue<Id extends string> = Record<Locale, Record<Id, string>>

/** A weekday's short name in the language: 'пн', 'Mon' (Estonian keeps its letters, weekly-hours.ts). */
export function weekdayShortIn(locale: Locale, day: Weekday): string {
  // 1 January 2024 was a Monday: the day's date in that week, named by Intl.
  const date = new Date(Date.UTC(2024, 0, 1 + weekdayNames.indexOf(day)))
  return new Intl.DateTimeFormat(intlLocales[locale], { weekday: 'short', timeZone: 'UTC' }).format(date)
}

/** A run of days with the same hours as the language writes it: 'пн–пт', 'Mon–Fri', 'Sat'. */
export function openingDaysIn(locale: Locale, group: OpeningHoursGroup): string {
  if (locale === 'et') return group.label
  const first = group.days[0]
  const last = group.days[group.days.length - 1]
  if (!first || !last) return group.label
  const name = (day: Weekday) => weekdayShortIn(locale, day)
  if (first === last) return name(first)
  return group.days.length === 2 ? `${name(first)}, ${name(last)}` : `${name(first)}–${name(last)}`
}

/**
 * A price per tonne as running text writes it, trailing zeros of the cents dropped: '6,5' in Estonian
 * and Russian, '6.5' in English. Exact, as formatEurIn.
 */
export function formatPriceNumberIn(locale: Locale, cents: Cents): string {
  return new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 2 }).format(
    centsToDecimalString(cents) as unknown as number,
  )
}

/** A month ('YYYY-MM') as the language names it: 'март 2025 г.', 'March 2025'. */
export function formatMonthYearIn(locale: Locale, month: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))
}

/** A road distance in tenths of a kilometre as the language writes it: '31,0 km', '31,0 км', '31.0 km'. */
export function formatKmIn(locale: Exclude<Locale, 'et'>, tenthsKm: number): string {
  const unit = locale === 'ru' ? 'км' : 'km'
  // Tenths as a decimal string: Intl reads it exactly.
  const sign = tenthsKm < 0 ? '-' : ''
  const tenths = String(Math.abs(tenthsKm)).padStart(2, '0')
  const decimal = `${sign}${tenths.slice(0, -1)}.${tenths.slice(-1)}`
  return `${formatNumberIn(locale, decimal as unknown as number, 1)}\u00a0${unit}`
}

/**
 * The attributes of an element whose words stay Estonian on a page in another language (the owner's
 * own content not yet translated, an address): lang="et", so that a screen reader reads them in
 * Estonian and a spelling check knows their language.
 */
export function estonianTextOn(locale: Locale): { lang?: 'et' } {
  return locale === 'et' ? {} : { lang: 'et' }
}
