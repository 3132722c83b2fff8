import { describe, expect, it } from 'vitest'
import { computeInvoice, creditInvoice } from '#app/domain/invoice.ts'
import { materialCode, meritAmount, meritDate, meritRowCents } from './merit-invoice.server.ts'

/**
 * The numbers of Merit's sales invoice (ADR 062): rows as Merit books them (quantity × price rounded to
 * cents) add up to the invoice's net exactly, for goods, transport and the minimum's top-up, and for the
 * credit invoice that negates them.
 */

describe('the rows Merit books', () => {
  it.for([
    { hundredths: 235, price: 1234, distance: null },
    { hundredths: 1237, price: 1999, distance: 235 },
    { hundredths: 101, price: 333, distance: 7 },
    { hundredths: 100, price: 450, distance: null },
  ])('sum to the net of $hundredths hundredths at $price cents, transport $distance', (example) => {
    const invoice = computeInvoice({
      materialName: 'Killustik',
      unitPriceCents: example.price,
      deliveredHundredthsTonnes: example.hundredths,
      delivery:
        example.distance === null
          ? { option: 'self' }
          : { option: 'delivery', distanceTenthsKm: example.distance },
      deliveryDate: '2026-03-02',
    })
    for (const amounts of [invoice, creditInvoice(invoice)]) {
      for (const line of amounts.lines)
        expect(meritRowCents(line.quantity, line.unitPriceCents)).toBe(line.netCents)
      const rows = amounts.lines.reduce(
        (sum, line) => sum + meritRowCents(line.quantity, line.unitPriceCents),
        0,
      )
      expect(rows).toBe(amounts.netCents)
    }
  })

  it('rounds half away from zero, as a row of the general ledger is kept to cents', () => {
    expect(meritRowCents('0.5', 1)).toBe(1)
    expect(meritRowCents('-0.5', 1)).toBe(-1)
    expect(meritRowCents('2.35', 1234)).toBe(2900)
    expect(meritRowCents('23.5', 270)).toBe(6345)
  })
})

it("writes amounts, dates and item codes in Merit's forms", () => {
  expect(meritAmount(41667)).toBe('416.67')
  expect(meritAmount(-500)).toBe('-5.00')
  expect(meritAmount(7)).toBe('0.07')
  expect(meritDate('2026-01-06')).toBe('20260106000000')
  expect(materialCode('killustik', 3)).toBe('KILLUSTIK')
  expect(materialCode('sõelutud-muld-0-20-mm-extra', 3)).toBe('SOELUTUD-MULD-0-20-M')
  expect(materialCode(null, 12)).toBe('MATERJAL-12')
})
