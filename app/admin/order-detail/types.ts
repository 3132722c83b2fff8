import type { OrderAmountValues } from '#app/components/order-amounts.tsx'
import type { InvoiceKind, InvoiceStatus } from '#app/domain/invoice-number.ts'
import type { OrderStatus } from '#app/domain/order-status.ts'

/** What the staff's order page shows of an order, as its loader gives it. */
export interface OrderDetailOrder {
  id: number
  version: number
  status: OrderStatus
  name: string
  phone: string
  email: string
  notes: string | null
  productName: string
  quantity: number
  unitPriceCents: number
  totalPriceCents: number
  deliveryOption: 'self' | 'delivery'
  deliveryAddress: string | null
  deliveryDate: string | null
  windowStart: string | null
  windowEnd: string | null
  staffNote: string | null
  cancelReason: string | null
  /** The weighed net tonnes as stored, '9.86'; null before delivery. */
  deliveredTonnes: string | null
  weighTicket: string | null
  /** The buyer company; null when the buyer is the person who ordered. */
  companyName: string | null
  companyRegistryCode: string | null
  companyVatNumber: string | null
  companyAddress: string | null
  /** 'Soovin e-arvet' as the order asked it (a buyer without an account). */
  companyEInvoice: boolean
  /** Whether its invoice goes as an e-invoice too: the order's wish, or its account's terms. */
  eInvoice: boolean
  /** 'Tellija viide': the buyer's object name or purchase order number. */
  buyerReference: string | null
  /** The business account it was ordered on (ADR 059); null for everyone else. */
  customerId: number | null
  /** Held by the credit check until staff decide, why, and who decided. */
  creditHold: boolean
  creditHoldReason: string | null
  creditDecisionBy: string | null
}

/** The order's amounts as confirmed (or as asked), with the distance in tenths of a kilometre. */
export interface OrderDetailAmounts extends OrderAmountValues {
  priceAdjustmentCents: number
  adjustmentReason: string | null
  deliveryAddress: string | null
  distanceTenthsKm: number | null
  distanceSource: string | null
}

/** The staff's order page's data, as its loader gives it. */
export interface OrderDetailData {
  order: OrderDetailOrder
  amounts: OrderDetailAmounts
  today: string
  /** The opening hours a window must fit, Monday first. */
  weekHours: { weekday: number; hours: { opens: string; closes: string } | null }[]
  next: readonly OrderStatus[]
  /** The invoices of the order's delivery, in the order they were issued. */
  invoices: { id: number; number: string; kind: InvoiceKind; status: InvoiceStatus }[]
  history: { id: number; who: string; when: string; what: string[] }[]
}
