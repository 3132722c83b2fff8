import { describe, expect, it } from 'vitest'
import * as rules from './order-rules.ts'

describe('constants', () => {
  it('match the specification', () => {
    expect(rules.VAT_PERCENT).toBe(24)
    expect(rules.TRANSPORT_CENTS_PER_TENTH_KM).toBe(27)
    expect(rules.MINIMUM_NET_CENTS).toBe(1500)
    expect(rules.MIN_QUANTITY_TONNES).toBe(1)
    expect(rules.MAX_QUANTITY_TONNES).toBe(25)
    expect(rules.MIN_DELIVERY_TONNES).toBe(8)
    expect(rules.MAX_DELIVERY_TENTHS_KM).toBe(600)
  })

  it('offers every whole tonne from 1 to 25', () => {
    expect(rules.QUANTITY_CHOICES).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ])
    expect(Object.isFrozen(rules.QUANTITY_CHOICES)).toBe(true)
  })
})

describe('isValidQuantity', () => {
  it.each([
    [0, false],
    [1, true],
    [25, true],
    [26, false],
    [12, true],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    ['5', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (q, expected) => {
    expect(rules.isValidQuantity(q)).toBe(expected)
  })
})

describe('isDeliveryAllowedForQuantity', () => {
  it('needs at least 8 tonnes', () => {
    expect(rules.isDeliveryAllowedForQuantity(7)).toBe(false)
    expect(rules.isDeliveryAllowedForQuantity(8)).toBe(true)
    expect(rules.isDeliveryAllowedForQuantity(25)).toBe(true)
    expect(rules.isDeliveryAllowedForQuantity(1)).toBe(false)
  })
})

describe('metresToTenthsKm', () => {
  it.each([
    [0, 0],
    [49, 0],
    [49.999, 0],
    [50, 1],
    [23_449, 234],
    [23_450, 235],
    [23_500, 235],
    [60_049, 600],
    [60_049.99, 600],
    [60_050, 601],
    [60_000, 600],
    [60_100, 601],
  ])('%d m → %d tenths of a km', (metres, tenths) => {
    expect(rules.metresToTenthsKm(metres)).toBe(tenths)
  })

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %d', (metres) => {
    expect(() => rules.metresToTenthsKm(metres)).toThrow(RangeError)
  })
})

describe('isWithinDeliveryRange', () => {
  it('allows 60,0 km and blocks 60,1 km', () => {
    expect(rules.isWithinDeliveryRange(600)).toBe(true)
    expect(rules.isWithinDeliveryRange(601)).toBe(false)
  })

  it('applies the limit to the rounded distance from metres', () => {
    expect(rules.isWithinDeliveryRange(rules.metresToTenthsKm(60_049))).toBe(true)
    expect(rules.isWithinDeliveryRange(rules.metresToTenthsKm(60_050))).toBe(false)
  })

  it('rejects nonsense distances', () => {
    expect(rules.isWithinDeliveryRange(0)).toBe(true)
    expect(rules.isWithinDeliveryRange(-1)).toBe(false)
    expect(rules.isWithinDeliveryRange(12.5)).toBe(false)
    expect(rules.isWithinDeliveryRange(Number.NaN)).toBe(false)
  })
})
