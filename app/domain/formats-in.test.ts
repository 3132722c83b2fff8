import { describe, expect, it } from 'vitest'
import { formatsIn } from './formats-in.ts'

describe('formatsIn', () => {
  it('keeps the spec’s Estonian formats', () => {
    const et = formatsIn('et')
    expect([et.date('2026-12-01'), et.tonnes(12.34), et.km(315), et.eur(123450)]).toEqual([
      '01.12.2026',
      '12,34\u00a0t',
      '31,5\u00a0km',
      '1234,50\u00a0€',
    ])
  })

  it('writes Russian and English days, weights and distances by their own rules', () => {
    const ru = formatsIn('ru')
    const en = formatsIn('en')
    expect([ru.date('2026-12-01'), ru.tonnes(12.34), ru.km(315)]).toEqual([
      '01.12.2026',
      '12,34\u00a0т',
      '31,5\u00a0км',
    ])
    expect([en.date('2026-12-01'), en.tonnes(1234.5), en.km(315), en.eur(123450)]).toEqual([
      '01/12/2026',
      '1,234.50\u00a0t',
      '31.5\u00a0km',
      '€1,234.50',
    ])
  })

  it('reads a day from a timestamp as its calendar date', () => {
    expect(formatsIn('en').date('2026-03-29T00:30:00+02:00')).toBe('29/03/2026')
  })
})
