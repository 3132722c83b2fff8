import { type Locale, openingDaysIn } from '#app/domain/locale.ts'
import type { OpeningHoursGroup, Season } from '#app/domain/weekly-hours.ts'
import { groupWeeklyHours, seasonClosed, weeklyHoursLine } from '#app/domain/weekly-hours.ts'
import { type BusinessFacts, businessTextIn } from './business.ts'

/** 'MM-DD' as visitors read it, '01.12'. */
export function monthDayText(value: string): string {
  const [month, day] = value.split('-')
  return `${day}.${month}`
}

/** The season in one line beside the weekly hours: 'Talv 01.12–28.02: suletud' or '…: E-R 09:00-15:00'. */
export function seasonLine(season: Season): string {
  const name = `${season.name.charAt(0).toLocaleUpperCase('et')}${season.name.slice(1)}`
  const hours = seasonClosed(season) ? 'suletud' : weeklyHoursLine(season.hours)
  return `${name} ${monthDayText(season.from)}–${monthDayText(season.to)}: ${hours}`
}

/** Opening hours in one line in the language: 'E-R 08:00-17:00, L 09:00-15:00', 'пн–пт 08:00-17:00, сб 09:00-15:00'. */
export function openingHoursLineIn(locale: Locale, groups: readonly OpeningHoursGroup[]): string {
  return groups.map((group) => `${openingDaysIn(locale, group)} ${group.opens}-${group.closes}`).join(', ')
}

/**
 * The season's line in the language (ADR 060), its name as staff translated it (or in Estonian):
 * 'Зима 01.12–28.02: закрыто'. `closedText` is the language's word for a closed season.
 */
export function seasonLineIn(
  locale: Locale,
  business: Pick<BusinessFacts, 'season' | 'salesHours' | 'translations'>,
  closedText: string,
): string | null {
  const { season } = business
  if (!season) return null
  if (locale === 'et') return seasonLine(season)
  const name = businessTextIn(business, locale, 'seasonName')
  const title = `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)}`
  const hours = seasonClosed(season) ? closedText : openingHoursLineIn(locale, groupWeeklyHours(season.hours))
  return `${title} ${monthDayText(season.from)}–${monthDayText(season.to)}: ${hours}`
}
