import { describe, expect, it } from 'vitest'
import { parseProductPriceCents } from './product-price.ts'

describe('parseProductPriceCents', () => {
  it('takes prices not below 0, with a point or a comma', () => {
    expect(parseProductPriceCents('9.5')).toBe(950)
    expect(parseProductPriceCents('9,5')).toBe(950)
    expect(parseProductPriceCents('0')).toBe(0)
    expect(parseProductPriceCents(' 12 ')).toBe(1200)
    expect(parseProductPriceCents(12.5)).toBe(1250)
    expect(parseProductPriceCents('100000')).toBe(10_000_000)
  })

  it('refuses what is not a price', () => {
    for (const text of ['', '-1', 'abc', '1e3', 'NaN', 'Infinity', '1.2.3', '1.234', '100000.01'])
      expect(parseProductPriceCents(text), text).toBeNull()
    expect(parseProductPriceCents(-1)).toBeNull()
  })
})
