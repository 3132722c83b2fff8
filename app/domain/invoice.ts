import type { Cents } from './money.ts'
import { TRANSPORT_CENTS_PER_TENTH_KM } from './order-rules.ts'
import { type DeliveryChoice, goodsCents, netAndVat, transportCentsFor } from './quote.ts'
import { vatRateOn } from './vat-rates.ts'

/**
 * What an invoice charges for a delivered order: the weighed tonnes at the confirmed price per tonne, the
 * confirmed transport and the 15 € minimum, priced by the quote's own functions so that an invoice can
 * never disagree with the price the customer was shown by anything but the weighed quantity.
 */

/** 't' tonnes, 'km' kilometres, 'tk' pieces (a single charge): what the printed invoice shows. */
export type InvoiceUnit = 't' | 'km' | 'tk'

export interface InvoiceLine {
  description: string
  /** Exact and locale-free, '12.37'; negative on a credit invoice. */
  quantity: string
  unit: InvoiceUnit
  /** The price of one unit without VAT; a price, so never negative, not even on a credit invoice. */
  unitPriceCents: Cents
  netCents: Cents
  /** A note printed under the line and carried in the e-invoice's line note, e.g. 'Kaalusedel nr 4711'. */
  note?: string
}

export interface InvoiceAmounts {
  lines: InvoiceLine[]
  /** The sum of the lines' net amounts. */
  netCents: Cents
  /** The standard VAT rate in percent, of the delivery day. */
  vatRate: number
  vatCents: Cents
  totalCents: Cents
}

export interface InvoiceInput {
  /** The material's name as the line's description, e.g. 'Täiteliiv'. */
  materialName: string
  /** The confirmed price per tonne without VAT. */
  unitPriceCents: Cents
  /** What the scale weighed, in hundredths of a tonne (12,37 t is 1237). */
  deliveredHundredthsTonnes: number
  /** Self-pickup, or delivery with the confirmed road distance. */
  delivery: DeliveryChoice
  /** The Tallinn calendar day of delivery, 'YYYY-MM-DD': the day whose VAT rate applies. */
  deliveryDate: string
}

export const invoiceTexts = {
  transport: 'Transport',
  minimumCharge: 'Lisatasu minimaalse tellimuse summani',
} as const

export function computeInvoice(input: InvoiceInput): InvoiceAmounts {
  const { materialName, unitPriceCents, deliveredHundredthsTonnes, delivery, deliveryDate } = input
  if (!Number.isSafeInteger(deliveredHundredthsTonnes) || deliveredHundredthsTonnes < 1) {
    throw new RangeError(
      `delivered tonnes must be at least 0,01 t, got ${deliveredHundredthsTonnes} hundredths`,
    )
  }
  if (delivery.option === 'delivery' && delivery.distanceTenthsKm === null) {
    throw new RangeError('a delivered order is invoiced with its confirmed road distance')
  }
  const vatRate = vatRateOn(deliveryDate)
  const lines: InvoiceLine[] = [
    {
      description: materialName,
      quantity: scaledDecimal(deliveredHundredthsTonnes, 2),
      unit: 't',
      unitPriceCents,
      netCents: goodsCents(unitPriceCents, deliveredHundredthsTonnes),
    },
  ]
  const transportCents = transportCentsFor(delivery)
  if (delivery.option === 'delivery' && transportCents > 0) {
    lines.push({
      description: invoiceTexts.transport,
      quantity: scaledDecimal(delivery.distanceTenthsKm!, 1),
      unit: 'km',
      unitPriceCents: TRANSPORT_CENTS_PER_TENTH_KM * 10,
      netCents: transportCents,
    })
  }
  const goodsAndTransport = lines.reduce((sum, line) => sum + line.netCents, 0)
  const { netCents, vatCents, totalCents, minimumApplied } = netAndVat(goodsAndTransport, vatRate)
  // The minimum is charged as a line of its own, so that the lines add up to the net amount as an
  // invoice's lines must (EN 16931 BR-CO-10) and the customer sees what the difference is for.
  if (minimumApplied) {
    const topUpCents = netCents - goodsAndTransport
    lines.push({
      description: invoiceTexts.minimumCharge,
      quantity: '1',
      unit: 'tk',
      unitPriceCents: topUpCents,
      netCents: topUpCents,
    })
  }
  return { lines, netCents, vatRate, vatCents, totalCents }
}

/**
 * The credit invoice (kreeditarve) that cancels an invoice in full: every quantity and amount negated,
 * the prices and the rate unchanged, so that the two add up to zero line by line and in every total.
 */
export function creditInvoice(invoice: InvoiceAmounts): InvoiceAmounts {
  return {
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: negatedDecimal(line.quantity),
      netCents: -line.netCents,
    })),
    netCents: -invoice.netCents,
    vatRate: invoice.vatRate,
    vatCents: -invoice.vatCents,
    totalCents: -invoice.totalCents,
  }
}

/** A whole number of 10^-scale units as a plain decimal: (1237, 2) → '12.37', (235, 1) → '23.5'. */
function scaledDecimal(units: number, scale: number): string {
  const digits = String(units).padStart(scale + 1, '0')
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

function negatedDecimal(value: string): string {
  if (value.startsWith('-')) return value.slice(1)
  return /^[0.]+$/.test(value) ? value : `-${value}`
}
