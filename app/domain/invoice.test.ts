import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeInvoice, creditInvoice, type InvoiceAmounts, type InvoiceInput } from './invoice.ts'
import { type DeliveryChoice, quote } from './quote.ts'

const self: DeliveryChoice = { option: 'self' }
const deliveryAt = (distanceTenthsKm: number): DeliveryChoice => ({ option: 'delivery', distanceTenthsKm })
/** 10 t of 6 €/t fill sand picked up on 26.11.2026; each test changes what it is about. */
const base: InvoiceInput = {
  materialName: 'Täiteliiv',
  unitPriceCents: 600,
  deliveredHundredthsTonnes: 1000,
  delivery: self,
  deliveryDate: '2026-11-26',
}

describe('computeInvoice: worked examples', () => {
  it('12,37 t of 6 €/t delivered 23,5 km', () => {
    // 12,37 × 6,00 = 74,22; 23,5 × 2,70 = 63,45; net 137,67; VAT 24 % = 33,0408 → 33,04; total 170,71.
    const invoice = computeInvoice({ ...base, deliveredHundredthsTonnes: 1237, delivery: deliveryAt(235) })
    expect(invoice).toEqual({
      lines: [
        { description: 'Täiteliiv', quantity: '12.37', unit: 't', unitPriceCents: 600, netCents: 7422 },
        { description: 'Transport', quantity: '23.5', unit: 'km', unitPriceCents: 270, netCents: 6345 },
      ],
      netCents: 13767,
      vatRate: 24,
      vatCents: 3304,
      totalCents: 17071,
    })
  })

  it('rounds the goods half-up to the cent: 8,05 t of 4,35 €/t', () => {
    // 8,05 × 4,35 = 35,0175 → 35,02.
    const invoice = computeInvoice({ ...base, unitPriceCents: 435, deliveredHundredthsTonnes: 805 })
    expect(invoice.lines).toHaveLength(1)
    expect(invoice.lines[0]!.netCents).toBe(3502)
    expect(invoice.netCents).toBe(3502)
    expect(invoice.vatCents).toBe(840) // 8,4048
  })

  it('charges the 15 € minimum as a line of its own', () => {
    // 0,95 t × 4,00 = 3,80; raised to 15,00 by 11,20.
    const invoice = computeInvoice({ ...base, unitPriceCents: 400, deliveredHundredthsTonnes: 95 })
    expect(invoice.lines).toEqual([
      { description: 'Täiteliiv', quantity: '0.95', unit: 't', unitPriceCents: 400, netCents: 380 },
      {
        description: 'Lisatasu minimaalse tellimuse summani',
        quantity: '1',
        unit: 'tk',
        unitPriceCents: 1120,
        netCents: 1120,
      },
    ])
    expect(invoice.netCents).toBe(1500)
    expect(invoice.vatCents).toBe(360)
    expect(invoice.totalCents).toBe(1860)
  })

  it('charges the VAT rate of the delivery day, not of the day of issue', () => {
    const before = computeInvoice({ ...base, deliveryDate: '2025-06-30' })
    expect(before.vatRate).toBe(22)
    expect(before.vatCents).toBe(1320)
    expect(before.totalCents).toBe(7320)
  })

  it('refuses what cannot be invoiced', () => {
    for (const input of [
      { ...base, deliveredHundredthsTonnes: 0 },
      { ...base, deliveredHundredthsTonnes: 12.5 },
      { ...base, unitPriceCents: -1 },
      { ...base, delivery: { option: 'delivery', distanceTenthsKm: null } as const },
      { ...base, deliveryDate: '2023-12-31' },
      { ...base, deliveryDate: '26.11.2026' },
    ]) {
      expect(() => computeInvoice(input)).toThrow(RangeError)
    }
  })
})

const invoiceInput = fc.record({
  materialName: fc.constantFrom('Täiteliiv', 'Killustik 16-32', 'Mustmuld'),
  unitPriceCents: fc.integer({ min: 0, max: 10_000 }),
  deliveredHundredthsTonnes: fc.integer({ min: 1, max: 3000 }),
  delivery: fc.oneof(fc.constant(self), fc.integer({ min: 0, max: 600 }).map(deliveryAt)),
  deliveryDate: fc.constantFrom('2024-03-01', '2025-06-30', '2025-07-01', '2026-11-26'),
})

function amounts(invoice: InvoiceAmounts): number[] {
  return [
    invoice.netCents,
    invoice.vatCents,
    invoice.totalCents,
    ...invoice.lines.map((line) => line.netCents),
  ]
}

describe('computeInvoice: the quote rules for any weighed quantity from 0,01 t to 30 t', () => {
  it('the lines add up to the net; net is at least 15 €; VAT is the rate of the net, half-up; total = net + VAT', () => {
    fc.assert(
      fc.property(invoiceInput, (input) => {
        const invoice = computeInvoice(input)
        expect(invoice.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(invoice.netCents)
        expect(invoice.netCents).toBeGreaterThanOrEqual(1500)
        expect(invoice.vatCents).toBe(
          Number((BigInt(invoice.netCents) * BigInt(invoice.vatRate) + 50n) / 100n),
        )
        expect(invoice.totalCents).toBe(invoice.netCents + invoice.vatCents)
        for (const amount of amounts(invoice)) expect(Number.isSafeInteger(amount)).toBe(true)
      }),
    )
  })

  it('the goods are the weighed tonnes times the price within half a cent; transport is 2,70 € per km', () => {
    fc.assert(
      fc.property(invoiceInput, (input) => {
        const [goods, ...rest] = computeInvoice(input).lines
        const exact = (input.unitPriceCents * input.deliveredHundredthsTonnes) / 100
        expect(Math.abs(goods!.netCents - exact)).toBeLessThanOrEqual(0.5)
        const transport = rest.find((line) => line.unit === 'km')
        const distance = input.delivery.option === 'delivery' ? input.delivery.distanceTenthsKm! : 0
        expect(transport?.netCents ?? 0).toBe(distance * 27)
      }),
    )
  })

  it('is the customer’s quote when the scale weighs exactly the ordered whole tonnes', () => {
    fc.assert(
      fc.property(invoiceInput, fc.integer({ min: 1, max: 30 }), (input, tonnes) => {
        const invoice = computeInvoice({ ...input, deliveredHundredthsTonnes: tonnes * 100 })
        const quoted = quote({
          unitPriceCents: input.unitPriceCents,
          quantityTonnes: tonnes,
          delivery: input.delivery,
          vatPercent: invoice.vatRate,
        })
        expect([invoice.netCents, invoice.vatCents, invoice.totalCents]).toEqual([
          quoted.netCents,
          quoted.vatCents,
          quoted.totalCents,
        ])
      }),
    )
  })
})

describe('creditInvoice', () => {
  it('and the invoice it cancels add up to zero in every amount', () => {
    fc.assert(
      fc.property(invoiceInput, (input) => {
        const invoice = computeInvoice(input)
        const credit = creditInvoice(invoice)
        const sums = amounts(invoice).map((amount, index) => amount + amounts(credit)[index]!)
        expect(sums.every((sum) => sum === 0)).toBe(true)
        credit.lines.forEach((line, index) => {
          const original = invoice.lines[index]!
          expect(Number(line.quantity) + Number(original.quantity)).toBe(0)
          expect(line.unitPriceCents).toBe(original.unitPriceCents)
          expect(line.description).toBe(original.description)
        })
        expect(credit.vatRate).toBe(invoice.vatRate)
        expect(creditInvoice(credit)).toEqual(invoice)
      }),
    )
  })
})
