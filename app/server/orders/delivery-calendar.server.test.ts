import { afterEach, describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { closedWeek, type WeeklyHours } from '#app/domain/weekly-hours.ts'
import { getSiteContent } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { checkSchedule, hoursOnDay } from './delivery-calendar.server.ts'

const content = getSiteContent()
const builtIn = content.business
afterEach(() => {
  content.business = builtIn
})

const short = { opens: '09:00', closes: '14:00' }
const winterHours: WeeklyHours = { ...closedWeek, Monday: short, Tuesday: short }

describe('hoursOnDay', () => {
  it('reads the weekly hours the site shows now, and the season on its dates', () => {
    // Monday 07.12.2026, Saturday 12.12.2026, Sunday 13.12.2026, Monday 04.01.2027.
    expect(hoursOnDay('2026-12-07')).toEqual({ opens: '08:00', closes: '17:00' })
    expect(hoursOnDay('2026-12-12')).toEqual({ opens: '09:00', closes: '15:00' })
    expect(hoursOnDay('2026-12-13')).toBeNull()
    content.business = {
      ...builtInBusiness,
      season: { name: 'talv', from: '12-15', to: '02-28', hours: winterHours },
    }
    expect(hoursOnDay('2026-12-07')).toEqual({ opens: '08:00', closes: '17:00' })
    expect(hoursOnDay('2027-01-04')).toEqual(short)
    expect(hoursOnDay('2027-01-06')).toBeNull()
  })
})

describe('checkSchedule', () => {
  // A closed day is refused before the database is asked.
  const db = undefined as unknown as Database
  const now = new Date('2026-11-25T10:00:00Z')

  it('refuses a closed weekday in the same words as before', async () => {
    expect(await checkSchedule(db, { deliveryDate: '2026-12-13', timeWindow: '09:00-10:00' }, now)).toEqual({
      ok: false,
      field: 'deliveryDate',
      error: 'Pühapäeviti on karjäär suletud. Valige muu päev.',
    })
  })

  it('refuses a day the season closes, naming the season', async () => {
    content.business = {
      ...builtInBusiness,
      season: { name: 'talv', from: '12-15', to: '02-28', hours: winterHours },
    }
    expect(await checkSchedule(db, { deliveryDate: '2027-01-06', timeWindow: '09:00-10:00' }, now)).toEqual({
      ok: false,
      field: 'deliveryDate',
      error: 'Kolmapäev, 06.01.2027 on karjäär suletud (talv). Valige muu päev.',
    })
  })
})
