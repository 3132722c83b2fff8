import { formatDate, formatEur, formatKm, formatTonnes } from './format.ts'
import { formatEurIn, formatKmIn, formatNumberIn, intlLocales, type Locale } from './locale.ts'

/**
 * Money, distances, weights and days as a page's language writes them (ADR 060): Estonian keeps the
 * spec's own formats (format.ts), Russian and English go through Intl.
 */
export interface Formats {
  eur: (cents: number) => string
  km: (tenthsKm: number) => string
  /** Weighed tonnes, to the hundredth: '12,34 t', '12,34 т', '12.34 t'. */
  tonnes: (tonnes: number) => string
  /** A calendar day ('YYYY-MM-DD') in short: '01.12.2026', '01.12.2026', '01/12/2026'. */
  date: (date: string) => string
}

export function formatsIn(locale: Locale): Formats {
  if (locale === 'et') return { eur: formatEur, km: formatKm, tonnes: formatTonnes, date: formatDate }
  const day = new Intl.DateTimeFormat(intlLocales[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return {
    eur: (cents) => formatEurIn(locale, cents),
    km: (tenthsKm) => formatKmIn(locale, tenthsKm),
    tonnes: (tonnes) => `${formatNumberIn(locale, tonnes, 2)}\u00a0${locale === 'ru' ? 'т' : 't'}`,
    date: (date) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
  }
}
