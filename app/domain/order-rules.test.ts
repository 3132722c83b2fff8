import { describe, expect, it } from 'vitest'
import {
  isDeliveryAllowedForQuantity,
  isValidQuantity,
  isWithinDeliveryRange,
  MAX_DELIVERY_TENTHS_KM,
  MAX_QUANTITY_TONNES,
  MIN_DELIVERY_TONNES,
  MIN_QUANTITY_TONNES,
  MINIMUM_NET_CENTS,
  metresToTenthsKm,
  QUANTITY_CHOICES,
  TRANSPORT_CENTS_PER_TENTH_KM,
  VAT_PERCENT,
} from './order-rules.ts'

describe('constants', () => {
  it('match the specification', () => {
    expect(VAT_PERCENT).toBe(24)
    expect(TRANSPORT_CENTS_PER_TENTH_KM).toBe(27)
    expect(MINIMUM_NET_CENTS).toBe(1500)
    expect(MIN_QUANTITY_TONNES).toBe(1)
    expect(MAX_QUANTITY_TONNES).toBe(25)
    expect(MIN_DELIVERY_TONNES).toBe(8)
    expect(MAX_DELIVERY_TENTHS_KM).toBe(600)
  })

  it('offers every whole tonne from 1 to 25', () => {
    expect(QUANTITY_CHOICES).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ])
    expect(Object.isFrozen(QUANTITY_CHOICES)).toBe(true)
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
    expect(isValidQuantity(q)).toBe(expected)
  })
})

describe('isDeliveryAllowedForQuantity', () => {
  it('needs at least 8 tonnes', () => {
    expect(isDeliveryAllowedForQuantity(7)).toBe(false)
    expect(isDeliveryAllowedForQuantity(8)).toBe(true)
    expect(isDeliveryAllowedForQuantity(25)).toBe(true)
    expect(isDeliveryAllowedForQuantity(1)).toBe(false)
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
    expect(metresToTenthsKm(metres)).toBe(tenths)
  })

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %d', (metres) => {
    expect(() => metresToTenthsKm(metres)).toThrow(RangeError)
  })
})

describe('isWithinDeliveryRange', () => {
  it('allows 60,0 km and blocks 60,1 km', () => {
    expect(isWithinDeliveryRange(600)).toBe(true)
    expect(isWithinDeliveryRange(601)).toBe(false)
  })

  it('applies the limit to the rounded distance from metres', () => {
    expect(isWithinDeliveryRange(metresToTenthsKm(60_049))).toBe(true)
    expect(isWithinDeliveryRange(metresToTenthsKm(60_050))).toBe(false)
  })

  it('rejects nonsense distances', () => {
    expect(isWithinDeliveryRange(0)).toBe(true)
    expect(isWithinDeliveryRange(-1)).toBe(false)
    expect(isWithinDeliveryRange(12.5)).toBe(false)
    expect(isWithinDeliveryRange(Number.NaN)).toBe(false)
  })
})
