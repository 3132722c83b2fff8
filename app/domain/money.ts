import { numberToDecimal, parseDecimal, roundHalfUp } from './decimal.ts'

/** Whole euro cents. Money never lives in code as fractional euros, so sums and VAT stay exact. */
export type Cents = number

const MONEY_PATTERN = /^\d+(?:[.,]\d{1,2})?$/

/**
 * Reads a non-negative euro amount exactly: '4', '3.5', '3,50' and 6.5 all work. Anything that would need
 * rounding (a third decimal) is refused rather than silently changed, because a price typed by an admin
 * must be stored exactly as typed.
 */
export function parseEurosToCents(input: string | number): Cents | null {
  if (typeof input === 'number') {
    const decimal = numberToDecimal(input)
    if (decimal === null || decimal.units < 0n || decimal.scale > 2) return null
    return toSafeCents(roundHalfUp(decimal, 2))
  }
  const text = input.trim()
  if (!MONEY_PATTERN.test(text)) return null
  const decimal = parseDecimal(text)
  return decimal === null ? null : toSafeCents(roundHalfUp(decimal, 2))
}

function toSafeCents(cents: bigint): Cents | null {
  const value = Number(cents)
  return Number.isSafeInteger(value) ? value : null
}

/** Plain '4.00' form for numeric(10,2) database columns; deliberately locale-free. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const magnitude = Math.abs(cents)
  const rest = magnitude % 100
  // Subtracting the remainder first keeps the division exact even near Number.MAX_SAFE_INTEGER.
  const euros = (magnitude - rest) / 100
  return `${sign}${euros}.${String(rest).padStart(2, '0')}`
}

/** percent % of an amount, rounded half-up to the cent with integer arithmetic only. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  assertCents(cents)
  if (!Number.isSafeInteger(percent)) throw new RangeError(`percent must be an integer, got ${percent}`)
  const result = Number(roundHalfUp({ units: BigInt(cents) * BigInt(percent), scale: 2 }, 0))
  if (!Number.isSafeInteger(result)) throw new RangeError('percentOfCents result is not a safe integer')
  return result
}

export function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`)
}
