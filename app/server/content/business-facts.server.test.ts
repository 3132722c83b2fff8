import { describe, expect, it } from 'vitest'
import { builtInBusinessFacts } from '#app/content/business.ts'
import { factsFromForm, formValuesOf } from './business-changes.server.ts'
import { businessFactsSchema, parsePhone } from './business-facts.server.ts'

describe('parsePhone', () => {
  it('reads Estonian numbers with or without the country code, and international ones', () => {
    expect(parsePhone('+372 5123 4567')).toEqual({ shown: '+372 5123 4567', e164: '+37251234567' })
    expect(parsePhone('5123  4567')).toEqual({ shown: '5123 4567', e164: '+37251234567' })
    expect(parsePhone('322 1234')?.e164).toBe('+3723221234')
    expect(parsePhone('+358 40 123 4567')?.e164).toBe('+358401234567')
  })

  it('refuses what is not a phone number', () => {
    for (const value of ['123', '+372 5000', 'helista', '', '+1 000 000 0000'])
      expect(parsePhone(value), value).toBeNull()
  })
})

describe('the Ettevõte form', () => {
  it('shows the stored facts and reads them back unchanged', () => {
    const parsed = businessFactsSchema.parse(factsFromForm(formValuesOf(builtInBusinessFacts)))
    expect(parsed).toEqual(builtInBusinessFacts)
  })

  it('reads a season in Estonian day.month form, a decimal comma and counties one per line', () => {
    const values = {
      ...formValuesOf(builtInBusinessFacts),
      season: 'on',
      seasonName: 'talv',
      seasonFrom: '1.12',
      seasonTo: '28.02',
      latitude: '59,3001',
      deliveryArea: 'Lääne-Virumaa\n\nHarjumaa ',
      'seasonHours.Monday.open': 'on',
      'seasonHours.Monday.opens': '10:00',
      'seasonHours.Monday.closes': '14:00',
    }
    const parsed = businessFactsSchema.parse(factsFromForm(values))
    expect(parsed.season).toMatchObject({ name: 'talv', from: '12-01', to: '02-28' })
    expect(parsed.season?.hours.Monday).toEqual({ opens: '10:00', closes: '14:00' })
    expect(parsed.season?.hours.Tuesday).toBeNull()
    expect(parsed.coordinates.latitude).toBe(59.3001)
    expect(parsed.deliveryArea).toEqual(['Lääne-Virumaa', 'Harjumaa'])
  })

  it('refuses a day that does not exist and a time that is not one', () => {
    const badDay = businessFactsSchema.safeParse(
      factsFromForm({
        ...formValuesOf(builtInBusinessFacts),
        season: 'on',
        seasonFrom: '31.02',
        seasonTo: '01.03',
      }),
    )
    expect(badDay.success).toBe(false)
    const badTime = businessFactsSchema.safeParse(
      factsFromForm({ ...formValuesOf(builtInBusinessFacts), 'hours.Monday.opens': '25:00' }),
    )
    expect(badTime.error?.issues[0]?.message).toBe('Kellaaeg peab olema kujul HH:MM')
  })
})
