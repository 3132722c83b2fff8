import type { Quote } from '#app/domain/quote.ts'
import type { orders } from '../db/schema.server.ts'

type Order = typeof orders.$inferSelect

/**
 * A stored distance (numeric(6,1) arrives as a decimal string, e.g. '23.5') in whole tenths of a km, the
 * unit formatKm and the price rules take; null when there is none.
 */
export function distanceTenths(distanceKm: string | null): number | null {
  if (distanceKm === null) return null
  const match = /^(\d+)(?:\.(\d))?\d*$/.exec(distanceKm.trim())
  return match ? Number(match[1]) * 10 + Number(match[2] ?? '0') : null
}

/** The columns a confirmed price is stored in: the staff's adjustment and its reason, the unit price, the quote's sums. */
export function confirmedPriceColumns(price: {
  adjustment: number
  reason: string | null
  unitPrice: number
  lines: Quote
}) {
  const { adjustment, reason, unitPrice, lines } = price
  return {
    priceAdjustmentCents: adjustment,
    adjustmentReason: reason,
    confirmedUnitPriceCents: unitPrice,
    confirmedDeliveryCostCents: lines.transportCents,
    confirmedNetCents: lines.netCents,
    confirmedVatCents: lines.vatCents,
    confirmedTotalCents: lines.totalCents,
    confirmedMinimumApplied: lines.minimumApplied,
  }
}

/** What an order costs and carries: the confirmed amounts once staff have confirmed them, else the request's. */
export interface OrderAmounts {
  confirmed: boolean
  quantity: number
  unitPriceCents: number
  deliveryAddress: string | null
  distanceKm: string | null
  distanceSource: string | null
  deliveryCostCents: number
  netPriceCents: number
  vatCents: number
  totalPriceCents: number
  minimumApplied: boolean
  priceAdjustmentCents: number
  adjustmentReason: string | null
}

export function requestedAmounts(order: Order): OrderAmounts {
  return {
    confirmed: false,
    quantity: order.quantity,
    unitPriceCents: order.unitPriceCents,
    deliveryAddress: order.deliveryAddress,
    distanceKm: order.distanceKm,
    distanceSource: order.distanceSource,
    deliveryCostCents: order.deliveryCostCents,
    netPriceCents: order.netPriceCents,
    vatCents: order.vatCents,
    totalPriceCents: order.totalPriceCents,
    minimumApplied: order.minimumApplied,
    priceAdjustmentCents: 0,
    adjustmentReason: null,
  }
}

/** The confirmed amounts when there are any (confirmed_total is set with all of them), else the request's. */
export function orderAmounts(order: Order): OrderAmounts {
  if (order.confirmedTotalCents === null) return requestedAmounts(order)
  return {
    confirmed: true,
    quantity: order.confirmedQuantity ?? order.quantity,
    unitPriceCents: order.confirmedUnitPriceCents ?? order.unitPriceCents,
    deliveryAddress:
      order.deliveryOption === 'delivery' ? (order.confirmedDeliveryAddress ?? order.deliveryAddress) : null,
    distanceKm: order.confirmedDistanceKm ?? order.distanceKm,
    distanceSource: order.confirmedDistanceSource ?? order.distanceSource,
    deliveryCostCents: order.confirmedDeliveryCostCents ?? order.deliveryCostCents,
    netPriceCents: order.confirmedNetCents ?? order.netPriceCents,
    vatCents: order.confirmedVatCents ?? order.vatCents,
    totalPriceCents: order.confirmedTotalCents,
    minimumApplied: order.confirmedMinimumApplied ?? order.minimumApplied,
    priceAdjustmentCents: order.priceAdjustmentCents ?? 0,
    adjustmentReason: order.adjustmentReason,
  }
}
