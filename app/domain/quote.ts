import { roundHalfUp } from './decimal.ts'
import { assertCents, type Cents, percentOfCents } from './money.ts'
import {
  isDeliveryAllowedForQuantity,
  isValidQuantity,
  isWithinDeliveryRange,
  MINIMUM_NET_CENTS,
  TRANSPORT_CENTS_PER_TENTH_KM,
} from './order-rules.ts'
import { vatRateToday } from './vat-rates.ts'

/** distanceTenthsKm is null while the address has not been resolved to a road distance yet. */
export type DeliveryChoice = { option: 'self' } | { option: 'delivery'; distanceTenthsKm: number | null }

export interface QuoteInput {
  unitPriceCents: Cents
  quantityTonnes: number
  delivery: DeliveryChoice
  /** The VAT rate in percent; by default the rate in force today (vat-rates.ts). */
  vatPercent?: number
}

/** What the 15 € minimum and VAT make of the goods and transport together. */
export interface NetAndVat {
  /** Product plus transport, before the minimum order sum is applied. */
  subtotalCents: Cents
  netCents: Cents
  vatCents: Cents
  totalCents: Cents
  minimumApplied: boolean
}

export interface Quote extends NetAndVat {
  productCents: Cents
  transportCents: Cents
}

export type OrderProblem =
  | 'quantity-out-of-range'
  | 'delivery-needs-8-tonnes'
  | 'delivery-needs-address'
  | 'delivery-out-of-range'

/**
 * Prices any non-negative whole quantity, even outside 1-25 t, because the form shows live totals while the
 * visitor is still choosing; whether the order may be placed is orderProblems' job.
 */
export function quote(input: QuoteInput): Quote {
  const { unitPriceCents, quantityTonnes, delivery, vatPercent = vatRateToday() } = input
  assertNonNegativeInteger('quantityTonnes', quantityTonnes)
  const productCents = goodsCents(unitPriceCents, quantityTonnes * 100)
  const transportCents = transportCentsFor(delivery)
  return { productCents, transportCents, ...netAndVat(productCents + transportCents, vatPercent) }
}

/**
 * The price of the goods: the price per tonne times the tonnes, given in hundredths of a tonne (the
 * precision of a weighed load; a quote's whole tonnes are whole hundreds), rounded half-up to the cent.
 */
export function goodsCents(unitPriceCents: Cents, hundredthsTonnes: number): Cents {
  assertCents(unitPriceCents)
  if (unitPriceCents < 0) throw new RangeError(`unit price must not be negative, got ${unitPriceCents}`)
  assertNonNegativeInteger('hundredthsTonnes', hundredthsTonnes)
  const cents = Number(roundHalfUp({ units: BigInt(unitPriceCents) * BigInt(hundredthsTonnes), scale: 2 }, 0))
  assertCents(cents)
  return cents
}

/** The 15 € minimum on goods plus transport (the subtotal), then VAT at the given rate and the total. */
export function netAndVat(subtotalCents: Cents, vatPercent: number): NetAndVat {
  assertCents(subtotalCents)
  if (subtotalCents < 0) throw new RangeError(`subtotal must not be negative, got ${subtotalCents}`)
  const minimumApplied = subtotalCents < MINIMUM_NET_CENTS
  const netCents = minimumApplied ? MINIMUM_NET_CENTS : subtotalCents
  const vatCents = percentOfCents(netCents, vatPercent)
  const totalCents = netCents + vatCents
  assertCents(totalCents)
  return { subtotalCents, netCents, vatCents, totalCents, minimumApplied }
}

/** Transport: the road distance in tenths of a km at the tariff; nothing for self-pickup or while unknown. */
export function transportCentsFor(delivery: DeliveryChoice): Cents {
  if (delivery.option === 'self' || delivery.distanceTenthsKm === null) return 0
  assertNonNegativeInteger('distanceTenthsKm', delivery.distanceTenthsKm)
  return delivery.distanceTenthsKm * TRANSPORT_CENTS_PER_TENTH_KM
}

function assertNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`)
  }
}

/** Every rule the input breaks, so the form can show all of them at once; empty means orderable. */
export function orderProblems(input: QuoteInput): OrderProblem[] {
  const { quantityTonnes, delivery } = input
  const problems: OrderProblem[] = []
  if (!isValidQuantity(quantityTonnes)) problems.push('quantity-out-of-range')
  if (delivery.option === 'delivery') {
    if (!isDeliveryAllowedForQuantity(quantityTonnes)) problems.push('delivery-needs-8-tonnes')
    if (delivery.distanceTenthsKm === null) problems.push('delivery-needs-address')
    else if (!isWithinDeliveryRange(delivery.distanceTenthsKm)) problems.push('delivery-out-of-range')
  }
  return problems
}

/** A per-tonne price with VAT, for showing beside the price without it (Estonian price-display rules). */
export function withVatCents(cents: Cents, vatPercent: number = vatRateToday()): Cents {
  return cents + percentOfCents(cents, vatPercent)
}

/**
 * The unit price staff confirm: the requested one with their adjustment per tonne (plus or minus). Null
 * when the adjustment would take it below zero; such a price is never quoted.
 */
export function adjustedUnitPriceCents(unitPriceCents: Cents, adjustmentCents: Cents): Cents | null {
  assertCents(unitPriceCents)
  assertCents(adjustmentCents)
  const adjusted = unitPriceCents + adjustmentCents
  return adjusted < 0 ? null : adjusted
}
