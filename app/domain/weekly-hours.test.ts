import { describe, expect, it } from 'vitest'
import {
  closedWeek,
  groupWeeklyHours,
  hoursOnDate,
  inSeason,
  type Season,
  seasonClosed,
  type WeeklyHours,
  weekdayOfDate,
  weeklyHoursLine,
} from './weekly-hours.ts'

const day = { opens: '08:00', closes: '17:00' }
const spec: WeeklyHours = {
  Monday: day,
  Tuesday: day,
  Wednesday: day,
  Thursday: day,
  Friday: day,
  Saturday: { opens: '09:00', closes: '15:00' },
  Sunday: null,
}

describe('groupWeeklyHours', () => {
  it("reads the spec's week as E-R and L, as the site always showed it", () => {
    expect(groupWeeklyHours(spec)).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], label: 'E-R', ...day },
      { days: ['Saturday'], label: 'L', opens: '09:00', closes: '15:00' },
    ])
    expect(weeklyHoursLine(spec)).toBe('E-R 08:00-17:00, L 09:00-15:00')
  })

  it('splits a run where the hours change or a day is closed, and names two days apart', () => {
    const week: WeeklyHours = {
      ...spec,
      Wednesday: null,
      Friday: { opens: '08:00', closes: '16:00' },
      Saturday: { opens: '08:00', closes: '16:00' },
    }
    expect(groupWeeklyHours(week).map((group) => `${group.label} ${group.opens}-${group.closes}`)).toEqual([
      'E, T 08:00-17:00',
      'N 08:00-17:00',
      'R, L 08:00-16:00',
    ])
  })

  it('a closed week has no rows', () => {
    expect(groupWeeklyHours(closedWeek)).toEqual([])
    expect(weeklyHoursLine(closedWeek)).toBe('')
  })
})

describe('seasons', () => {
  const winter: Season = { name: 'talv', from: '12-01', to: '02-28', hours: closedWeek }

  it('a season may run over New Year, both ends included', () => {
    for (const date of ['2026-12-01', '2026-12-31', '2027-01-15', '2027-02-28'])
      expect(inSeason(date, winter), date).toBe(true)
    for (const date of ['2026-11-30', '2027-03-01', '2027-07-01'])
      expect(inSeason(date, winter), date).toBe(false)
    const summer: Season = { name: 'suvi', from: '06-01', to: '08-31', hours: spec }
    expect(inSeason('2027-07-01', summer)).toBe(true)
    expect(inSeason('2027-09-01', summer)).toBe(false)
  })

  it('the hours of a date come from the season inside it, from the week outside it', () => {
    const business = { weeklyHours: spec, season: winter }
    expect(weekdayOfDate('2026-11-30')).toBe('Monday')
    expect(hoursOnDate('2026-11-30', business)).toEqual(day)
    expect(hoursOnDate('2026-12-07', business)).toBeNull()
    expect(hoursOnDate('2026-11-29', business)).toBeNull()
    expect(seasonClosed(winter)).toBe(true)
    const shortWinter: Season = {
      ...winter,
      hours: { ...closedWeek, Monday: { opens: '10:00', closes: '14:00' } },
    }
    expect(seasonClosed(shortWinter)).toBe(false)
    expect(hoursOnDate('2026-12-07', { weeklyHours: spec, season: shortWinter })).toEqual({
      opens: '10:00',
      closes: '14:00',
    })
    expect(hoursOnDate('2026-12-07', { weeklyHours: spec, season: null })).toEqual(day)
  })
})
