import { type Cents, centsToDecimalString } from './money.ts'

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

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
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

/**
 * A catalogue of messages in the three languages (ADR 060): ICU MessageFormat strings under one id.
 * Every language has every id, so a catalogue the type checker accepts is complete.
 */
export type Catalogue<Id extends string> = Record<Locale, Record<Id, string>>
