import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as tonnes from './delivered-tonnes.ts'

describe('parseDeliveredTonnes', () => {
  it('reads tonnes to 10 kg with a comma, a point or as a number', () => {
    expect(tonnes.parseDeliveredTonnes('9,86')).toBe(986)
    expect(tonnes.parseDeliveredTonnes(' 9.86 ')).toBe(986)
    expect(tonnes.parseDeliveredTonnes(9.86)).toBe(986)
    expect(tonnes.parseDeliveredTonnes('12')).toBe(1_200)
    expect(tonnes.parseDeliveredTonnes('12,50')).toBe(1_250)
    expect(tonnes.parseDeliveredTonnes('0,01')).toBe(1)
    expect(tonnes.parseDeliveredTonnes(30)).toBe(3_000)
  })

  it('refuses tonnes outside 0,01–30, a third decimal and what is not a number', () => {
    for (const bad of ['0', '0,00', '0,001', '30,01', '31', '-1', '9,865', 'üheksa', '', '1e1', '9,8,6'])
      expect(tonnes.parseDeliveredTonnes(bad), bad).toBeNull()
    for (const bad of [0, -0.5, 30.01, 9.865, Number.NaN, Number.POSITIVE_INFINITY, 1e21])
      expect(tonnes.parseDeliveredTonnes(bad), String(bad)).toBeNull()
  })

  it('gives back every hundredth it is given as a number or as stored text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000 }), (hundredths) => {
        expect(tonnes.parseDeliveredTonnes(tonnes.hundredthsToTonnes(hundredths))).toBe(hundredths)
        expect(tonnes.parseDeliveredTonnes(tonnes.hundredthsToStored(hundredths).replace('.', ','))).toBe(
          hundredths,
        )
        expect(tonnes.storedTonnesToHundredths(tonnes.hundredthsToStored(hundredths))).toBe(hundredths)
      }),
    )
  })
})
