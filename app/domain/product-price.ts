import { type Cents, parseEurosToCents } from './money.ts'

/** No material costs more than this per tonne; a larger number is a slip of the keyboard. */
export const maxProductPriceCents = 10_000_000

/**
 * A product's price in euros per tonne as staff type it or a program sends it: not below 0, at most
 * two decimals, a point or a comma, at most 100 000 €. Null is 'Vigane hind'. The product form checks
 * with it before posting, and the server again with the same rule.
 */
export function parseProductPriceCents(input: string | number): Cents | null {
  const cents = parseEurosToCents(input)
  return cents === null || cents > maxProductPriceCents ? null : cents
}
