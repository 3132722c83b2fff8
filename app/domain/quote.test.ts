import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adjustedUnitPriceCents,
  type DeliveryChoice,
  goodsCents,
  netAndVat,
  orderProblems,
  quote,
  withVatCents,
} from './quote.ts'

const self: DeliveryChoice = { option: 'self' }
const deliveryAt = (distanceTenthsKm: number | null): DeliveryChoice => ({
  option: 'delivery',
  distanceTenthsKm,
})

describe('quote: worked examples', () => {
  it.each([
    {
      name: 'one tonne of 4 €/t fill sand is raised to the 15 € minimum',
      input: { unitPriceCents: 400, quantityTonnes: 1, delivery: self },
      expected: {
        productCents: 400,
        transportCents: 0,
        subtotalCents: 400,
        netCents: 1500,
        vatCents: 360,
        totalCents: 1860,
        minimumApplied: true,
      },
    },
    {
      // 10 × 6,00 = 60,00; 23,5 × 2,7 = 63,45; net 123,45; VAT 24 % = 29,628 → 29,63; total 153,08.
      name: '10 t of 6 €/t delivered 23,5 km',
      input: { unitPriceCents: 600, quantityTonnes: 10, delivery: deliveryAt(235) },
      expected: {
        productCents: 6000,
        transportCents: 6345,
        subtotalCents: 12345,
        netCents: 12345,
        vatCents: 2963,
        totalCents: 15308,
        minimumApplied: false,
      },
    },
    {
      name: '25 t of 8 €/t self-pickup',
      input: { unitPriceCents: 800, quantityTonnes: 25, delivery: self },
      expected: {
        productCents: 20000,
        transportCents: 0,
        subtotalCents: 20000,
        netCents: 20000,
        vatCents: 4800,
        totalCents: 24800,
        minimumApplied: false,
      },
    },
  ])('$name', ({ input, expected }) => {
    expect(quote(input)).toEqual(expected)
  })

  it('charges the full 60,0 km', () => {
    const result = quote({ unitPriceCents: 500, quantityTonnes: 8, delivery: deliveryAt(600) })
    expect(result.transportCents).toBe(16200)
    expect(result.netCents).toBe(20200)
    expect(result.vatCents).toBe(4848)
    expect(result.totalCents).toBe(25048)
  })

  it('charges no transport until the distance is known', () => {
    const result = quote({ unitPriceCents: 600, quantityTonnes: 10, delivery: deliveryAt(null) })
    expect(result.transportCents).toBe(0)
    expect(result.totalCents).toBe(7440)
  })
})

describe('quote: the 15 € minimum', () => {
  it.each([
    [1499, 1500, true, 360, 1860],
    [1500, 1500, false, 360, 1860],
    [1501, 1501, false, 360, 1861],
  ])('subtotal %i → net %i (minimum applied: %s), VAT %i, total %i', (subtotal, net, applied, vat, total) => {
    const result = quote({ unitPriceCents: subtotal, quantityTonnes: 1, delivery: self })
    expect(result.subtotalCents).toBe(subtotal)
    expect(result.netCents).toBe(net)
    expect(result.minimumApplied).toBe(applied)
    expect(result.vatCents).toBe(vat)
    expect(result.totalCents).toBe(total)
  })

  it('counts transport towards the minimum', () => {
    // 1 × 4,00 + 4,1 km × 2,7 = 4,00 + 11,07 = 15,07, above the minimum.
    const result = quote({ unitPriceCents: 400, quantityTonnes: 1, delivery: deliveryAt(41) })
    expect(result.subtotalCents).toBe(1507)
    expect(result.netCents).toBe(1507)
    expect(result.minimumApplied).toBe(false)
  })
})

describe('quote: VAT rounding', () => {
  // 24 × net is always even, so it can never end in exactly 50; the closest cases are …48 and …52.
  it('rounds 360,48 cents down and 365,52 cents up', () => {
    expect(quote({ unitPriceCents: 1502, quantityTonnes: 1, delivery: self }).vatCents).toBe(360)
    expect(quote({ unitPriceCents: 1523, quantityTonnes: 1, delivery: self }).vatCents).toBe(366)
  })
})

describe('quote: input checks', () => {
  it('prices quantities outside 1-25 for live totals', () => {
    expect(quote({ unitPriceCents: 600, quantityTonnes: 0, delivery: self }).netCents).toBe(1500)
    expect(quote({ unitPriceCents: 600, quantityTonnes: 30, delivery: self }).netCents).toBe(18000)
  })

  it.each([
    { unitPriceCents: 600, quantityTonnes: -1, delivery: self },
    { unitPriceCents: 600, quantityTonnes: 1.5, delivery: self },
    { unitPriceCents: 600, quantityTonnes: Number.NaN, delivery: self },
    { unitPriceCents: 600.5, quantityTonnes: 1, delivery: self },
    { unitPriceCents: -600, quantityTonnes: 1, delivery: self },
    { unitPriceCents: 600, quantityTonnes: 10, delivery: deliveryAt(23.5) },
    { unitPriceCents: 600, quantityTonnes: 10, delivery: deliveryAt(-1) },
  ])('throws RangeError for %j', (input) => {
    expect(() => quote(input)).toThrow(RangeError)
  })
})

describe('orderProblems', () => {
  it('accepts valid orders', () => {
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 1, delivery: self })).toEqual([])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 25, delivery: self })).toEqual([])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 8, delivery: deliveryAt(600) })).toEqual([])
  })

  it('checks the quantity range 1-25', () => {
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 0, delivery: self })).toEqual([
      'quantity-out-of-range',
    ])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 26, delivery: self })).toEqual([
      'quantity-out-of-range',
    ])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 2.5, delivery: self })).toEqual([
      'quantity-out-of-range',
    ])
  })

  it('needs 8 tonnes for delivery', () => {
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 7, delivery: deliveryAt(100) })).toEqual([
      'delivery-needs-8-tonnes',
    ])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 8, delivery: deliveryAt(100) })).toEqual([])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 7, delivery: self })).toEqual([])
  })

  it('needs an address and at most 60,0 km', () => {
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 10, delivery: deliveryAt(null) })).toEqual([
      'delivery-needs-address',
    ])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 10, delivery: deliveryAt(601) })).toEqual([
      'delivery-out-of-range',
    ])
  })

  it('lists every broken rule at once', () => {
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 0, delivery: deliveryAt(700) })).toEqual([
      'quantity-out-of-range',
      'delivery-needs-8-tonnes',
      'delivery-out-of-range',
    ])
    expect(orderProblems({ unitPriceCents: 400, quantityTonnes: 5, delivery: deliveryAt(null) })).toEqual([
      'delivery-needs-8-tonnes',
      'delivery-needs-address',
    ])
  })
})

describe('quote: invariants', () => {
  const delivery = fc.oneof(
    fc.constant<DeliveryChoice>(self),
    fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }).map(deliveryAt),
  )
  const input = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
    quantityTonnes: fc.integer({ min: 0, max: 40 }),
    delivery,
  })

  it('total = net + VAT and net ≥ 15 €', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = quote(i)
        expect(result.totalCents).toBe(result.netCents + result.vatCents)
        expect(result.netCents).toBeGreaterThanOrEqual(1500)
      }),
    )
  })

  it('VAT is 24 % of net rounded half-up to the cent', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = quote(i)
        const expected = Number((BigInt(result.netCents) * 24n + 50n) / 100n)
        expect(result.vatCents).toBe(expected)
        expect(Math.abs(result.vatCents - result.netCents * 0.24)).toBeLessThanOrEqual(0.5)
      }),
    )
  })

  it('self-pickup has no transport; delivery costs 27 cents per 0,1 km', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = quote(i)
        const expected =
          i.delivery.option === 'delivery' && i.delivery.distanceTenthsKm !== null
            ? i.delivery.distanceTenthsKm * 27
            : 0
        expect(result.transportCents).toBe(expected)
        expect(result.productCents).toBe(i.unitPriceCents * i.quantityTonnes)
        expect(result.subtotalCents).toBe(result.productCents + result.transportCents)
      }),
    )
  })

  it('the minimum applies exactly when the subtotal is below 15 €', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = quote(i)
        expect(result.minimumApplied).toBe(result.subtotalCents < 1500)
        expect(result.netCents).toBe(result.minimumApplied ? 1500 : result.subtotalCents)
      }),
    )
  })

  it('orderProblems is empty exactly for orderable inputs', () => {
    fc.assert(
      fc.property(input, (i) => {
        const quantityOk = i.quantityTonnes >= 1 && i.quantityTonnes <= 25
        const deliveryOk =
          i.delivery.option === 'self' ||
          (i.quantityTonnes >= 8 &&
            i.delivery.distanceTenthsKm !== null &&
            i.delivery.distanceTenthsKm <= 600)
        expect(orderProblems(i).length === 0).toBe(quantityOk && deliveryOk)
      }),
    )
  })
})

describe('withVatCents', () => {
  it('adds 24 % VAT to a per-tonne price, rounded half-up to the cent', () => {
    expect(withVatCents(400)).toBe(496)
    expect(withVatCents(350)).toBe(434)
    expect(withVatCents(650)).toBe(806)
    expect(withVatCents(755)).toBe(936) // 181,2 cents of VAT → 181
    expect(withVatCents(1)).toBe(1) // 0,24 cents of VAT → 0
    expect(withVatCents(3)).toBe(4) // 0,72 cents of VAT → 1
  })
})

describe('re-pricing a confirmed order: the adjusted unit price', () => {
  const delivery = fc.oneof(
    fc.constant<DeliveryChoice>(self),
    fc.integer({ min: 0, max: 600 }).map((tenths) => deliveryAt(tenths)),
  )
  const change = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 10_000 }),
    adjustmentCents: fc.integer({ min: -20_000, max: 20_000 }),
    quantityTonnes: fc.integer({ min: 1, max: 25 }),
    delivery,
  })

  it('never quotes below zero per tonne, and otherwise keeps every quote invariant', () => {
    fc.assert(
      fc.property(change, ({ unitPriceCents, adjustmentCents, quantityTonnes, delivery }) => {
        const adjusted = adjustedUnitPriceCents(unitPriceCents, adjustmentCents)
        if (unitPriceCents + adjustmentCents < 0) {
          expect(adjusted).toBeNull()
          return
        }
        expect(adjusted).toBe(unitPriceCents + adjustmentCents)
        const result = quote({ unitPriceCents: adjusted!, quantityTonnes, delivery })
        expect(result.productCents).toBe(adjusted! * quantityTonnes)
        expect(result.totalCents).toBe(result.netCents + result.vatCents)
        expect(result.netCents).toBe(Math.max(1500, result.subtotalCents))
        expect(result.vatCents).toBe(Number((BigInt(result.netCents) * 24n + 50n) / 100n))
        // A cut in the price never raises the total, a rise never lowers it.
        const plain = quote({ unitPriceCents, quantityTonnes, delivery })
        if (adjustmentCents <= 0) expect(result.totalCents).toBeLessThanOrEqual(plain.totalCents)
        else expect(result.totalCents).toBeGreaterThanOrEqual(plain.totalCents)
      }),
    )
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() => adjustedUnitPriceCents(800, 0.5)).toThrow()
  })
})

describe('the rate of another day', () => {
  it('prices at the VAT rate given instead of today’s', () => {
    // 10 × 6,00 + 23,5 km × 2,7 = 123,45; 22 % of it is 27,159 → 27,16.
    const result = quote({
      unitPriceCents: 600,
      quantityTonnes: 10,
      delivery: deliveryAt(235),
      vatPercent: 22,
    })
    expect(result.vatCents).toBe(2716)
    expect(result.totalCents).toBe(15061)
    expect(withVatCents(400, 22)).toBe(488)
  })

  it('is the same 15 € minimum and VAT rule that netAndVat applies', () => {
    expect(netAndVat(1499, 22)).toEqual({
      subtotalCents: 1499,
      netCents: 1500,
      vatCents: 330,
      totalCents: 1830,
      minimumApplied: true,
    })
    expect(() => netAndVat(-1, 24)).toThrow(RangeError)
  })
})

describe('goodsCents: weighed tonnes to the hundredth', () => {
  it('rounds the goods half-up to the cent', () => {
    expect(goodsCents(435, 1237)).toBe(5381) // 4,35 × 12,37 = 53,8095
    expect(goodsCents(650, 1)).toBe(7) // 6,50 × 0,01 = 0,065
    expect(goodsCents(649, 1)).toBe(6) // 0,0649
    expect(goodsCents(600, 1000)).toBe(6000)
  })

  it('is exact for whole tonnes, as quote prices them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 40 }), (price, tonnes) => {
        expect(goodsCents(price, tonnes * 100)).toBe(price * tonnes)
      }),
    )
  })

  it('refuses a fraction of a hundredth and negative amounts', () => {
    expect(() => goodsCents(600, 12.5)).toThrow(RangeError)
    expect(() => goodsCents(600, -1)).toThrow(RangeError)
    expect(() => goodsCents(-600, 100)).toThrow(RangeError)
  })
})
