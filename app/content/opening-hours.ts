import type { Season } from '#app/domain/weekly-hours.ts'
import { seasonClosed, weeklyHoursLine } from '#app/domain/weekly-hours.ts'

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
