import { vatRateToday } from './vat-rates.ts'

// Order limits from the product specification. Distances are kept in whole tenths of a kilometre because
// that is the precision shown to the customer and charged, which makes transport cost exact.

/**
 * The VAT rate of the day this module was loaded, for labels beside today's prices. The rates and their
 * dates are in vat-rates.ts; a price computes its VAT with the rate of its own day (quote, invoice).
 */
export const VAT_PERCENT = vatRateToday()
/** 2,7 € per km is 27 cents per 0,1 km. */
export const TRANSPORT_CENTS_PER_TENTH_KM = 27
export const MINIMUM_NET_CENTS = 1500
export const MIN_QUANTITY_TONNES = 1
/** Larger orders are quoted by phone, not online. */
export const MAX_QUANTITY_TONNES = 25
export const MIN_DELIVERY_TONNES = 8
/** What one 4x8 truck carries: the day plan counts loads by it. */
export const TRUCK_CAPACITY_TONNES = 25
/** 60,0 km; the limit applies to the rounded distance that is shown and charged. */
export const MAX_DELIVERY_TENTHS_KM = 600

export const QUANTITY_CHOICES: readonly number[] = Object.freeze(
  Array.from(
    { length: MAX_QUANTITY_TONNES - MIN_QUANTITY_TONNES + 1 },
    (_, index) => MIN_QUANTITY_TONNES + index,
  ),
)

export function isValidQuantity(q: unknown): q is number {
  return typeof q === 'number' && Number.isInteger(q) && q >= MIN_QUANTITY_TONNES && q <= MAX_QUANTITY_TONNES
}

export function isDeliveryAllowedForQuantity(q: number): boolean {
  return q >= MIN_DELIVERY_TONNES
}

/**
 * Road distance in metres to whole tenths of a km, half-up. Half-up of m / 100 is floor((m + 50) / 100),
 * and because 100 is an integer only the integer part of m matters, so no floating division is needed.
 */
export function metresToTenthsKm(metres: number): number {
  if (!Number.isFinite(metres) || metres < 0) {
    throw new RangeError(`distance in metres must be a finite non-negative number, got ${metres}`)
  }
  const shifted = Math.floor(metres) + 50
  if (!Number.isSafeInteger(shifted)) throw new RangeError(`distance in metres is too large: ${metres}`)
  return (shifted - (shifted % 100)) / 100
}

export function isWithinDeliveryRange(tenthsKm: number): boolean {
  return Number.isInteger(tenthsKm) && tenthsKm >= 0 && tenthsKm <= MAX_DELIVERY_TENTHS_KM
}
