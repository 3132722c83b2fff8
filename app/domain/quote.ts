import { assertCents, type Cents, percentOfCents } from './money.ts'
import {
  isDeliveryAllowedForQuantity,
  isValidQuantity,
  isWithinDeliveryRange,
  MINIMUM_NET_CENTS,
  TRANSPORT_CENTS_PER_TENTH_KM,
  VAT_PERCENT,
} from './order-rules.ts'

/** distanceTenthsKm is null while the address has not been resolved to a road distance yet. */
export type DeliveryChoice = { option: 'self' } | { option: 'delivery'; distanceTenthsKm: number | null }

export interface QuoteInput {
  unitPriceCents: Cents
  quantityTonnes: number
  delivery: DeliveryChoice
}

export interface Quote {
  productCents: Cents
  transportCents: Cents
  /** Product plus transport, before the minimum order sum is applied. */
  subtotalCents: Cents
  netCents: Cents
  vatCents: Cents
  totalCents: Cents
  minimumApplied: boolean
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
  const { unitPriceCents, quantityTonnes, delivery } = input
  assertCents(unitPriceCents)
  if (unitPriceCents < 0) throw new RangeError(`unit price must not be negative, got ${unitPriceCents}`)
  assertNonNegativeInteger('quantityTonnes', quantityTonnes)

  const productCents = unitPriceCents * quantityTonnes
  const transportCents = transportFor(delivery)
  const subtotalCents = productCents + transportCents
  assertCents(subtotalCents)
  const minimumApplied = subtotalCents < MINIMUM_NET_CENTS
  const netCents = minimumApplied ? MINIMUM_NET_CENTS : subtotalCents
  const vatCents = percentOfCents(netCents, VAT_PERCENT)
  const totalCents = netCents + vatCents
  assertCents(totalCents)
  return { productCents, transportCents, subtotalCents, netCents, vatCents, totalCents, minimumApplied }
}

function transportFor(delivery: DeliveryChoice): Cents {
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
export function withVatCents(cents: Cents): Cents {
  return cents + percentOfCents(cents, VAT_PERCENT)
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
