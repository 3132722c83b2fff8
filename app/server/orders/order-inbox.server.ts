import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { CompanyBuyer } from '#app/domain/company-buyer.ts'
import { hundredthsToTonnes, storedTonnesToHundredths } from '#app/domain/delivered-tonnes.ts'
import type { InvoiceKind, InvoiceStatus } from '#app/domain/invoice-number.ts'
import type { Locale } from '#app/domain/locale.ts'
import { centsToDecimalString } from '#app/domain/money.ts'
import { type OrderStatus, orderStatusValues } from '#app/domain/order-status.ts'
import { type AuditEntry, listAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { type OrderRow, orderStatusCounts, orders } from '../db/schema.server.ts'
import { type PageOf, readPage, statusCounts } from '../http/admin-paging.server.ts'

export interface OrderListItem {
  id: number
  timestamp: Date
  name: string
  productName: string
  quantity: number
  deliveryOption: 'self' | 'delivery'
  totalPriceCents: number
  status: OrderStatus
  deliveryDate: string | null
  windowStart: string | null
  windowEnd: string | null
  /** The language it was placed in (ADR 060). */
  locale: Locale
}

/**
 * How many orders each status has, shown on the filter tabs: read from order_status_counts, which a
 * trigger keeps in step with every insert, status change and delete, so no page counts the orders.
 */
export async function countOrdersByStatus(db: Database): Promise<Record<OrderStatus, number>> {
  return statusCounts(orderStatusValues, await db.select().from(orderStatusCounts))
}

/**
 * Newest first, 25 a page (readPage). The order by (timestamp, id) walks orders_timestamp_id_idx, or
 * orders_status_timestamp_id_idx with a status, and stops after the page instead of sorting every order.
 * The tab counts come from order_status_counts.
 */
export async function listOrders(
  db: Database,
  options: { page: number; status?: OrderStatus | undefined },
): Promise<PageOf<OrderListItem> & { counts: Record<OrderStatus, number> }> {
  const counts = await countOrdersByStatus(db)
  const total = options.status ? counts[options.status] : Object.values(counts).reduce((sum, n) => sum + n, 0)
  const list = await readPage(total, options.page, (direction, limit, offset) => {
    const by = direction === 'oldest first' ? asc : desc
    return db
      .select({
        id: orders.id,
        timestamp: orders.timestamp,
        name: orders.name,
        productName: orders.productName,
        // The confirmed amounts win once there are any (order-amounts.server.ts).
        quantity: sql<number>`coalesce(${orders.confirmedQuantity}, ${orders.quantity})`.mapWith(Number),
        deliveryOption: orders.deliveryOption,
        totalPriceCents:
          sql<number>`coalesce(${orders.confirmedTotalCents}, ${orders.totalPriceCents})`.mapWith(
            orders.totalPriceCents,
          ),
        status: orders.status,
        deliveryDate: orders.deliveryDate,
        windowStart: orders.windowStart,
        windowEnd: orders.windowEnd,
        locale: orders.locale,
      })
      .from(orders)
      .where(options.status ? eq(orders.status, options.status) : undefined)
      .orderBy(by(orders.timestamp), by(orders.id))
      .limit(limit)
      .offset(offset)
  })
  return { ...list, counts }
}

/**
 * Orders on account that the credit check held and staff have not decided yet (ADR 059), oldest first:
 * the inbox shows them above the rest, with the reason and its figures.
 */
export async function heldOrders(db: Database) {
  return db
    .select({
      id: orders.id,
      timestamp: orders.timestamp,
      name: orders.name,
      companyName: orders.companyName,
      productName: orders.productName,
      quantity: orders.quantity,
      totalPriceCents: orders.totalPriceCents,
      reason: orders.creditHoldReason,
    })
    .from(orders)
    .where(and(eq(orders.creditHold, true), eq(orders.status, 'uus')))
    .orderBy(asc(orders.timestamp), asc(orders.id))
    .limit(50)
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return row ?? null
}

export async function orderHistory(db: Database, id: number): Promise<AuditEntry[]> {
  return listAudit(db, 'order', id)
}

/** Money as the public API gives it: euros, a number with at most two decimals. */
export function euros(cents: number): number {
  return Number(centsToDecimalString(cents))
}

/** The weighed tonnes of a delivered order as the API gives them, 9.86; null before delivery. */
export function deliveredTonnesOf(order: Pick<OrderRow, 'deliveredTonnes'>): number | null {
  const hundredths = storedTonnesToHundredths(order.deliveredTonnes)
  return hundredths === null ? null : hundredthsToTonnes(hundredths)
}

/** The buyer company of an order; null when the buyer is the person who ordered. */
export function orderCompany(
  order: Pick<OrderRow, 'companyName' | 'companyRegistryCode' | 'companyVatNumber' | 'companyAddress'>,
): CompanyBuyer | null {
  if (order.companyName === null || order.companyRegistryCode === null) return null
  return {
    name: order.companyName,
    registryCode: order.companyRegistryCode,
    vatNumber: order.companyVatNumber,
    address: order.companyAddress,
  }
}

/** An order's invoices as the order's answer lists them. */
export interface OrderInvoiceItem {
  id: number
  number: string
  kind: InvoiceKind
  status: InvoiceStatus
}

/**
 * An order as the admin API gives it: the request's amounts, the confirmed ones, the buyer company, the
 * weighing and the invoices of its delivery, and the customer's link.
 */
export function orderJson(
  order: OrderRow,
  links: { customerUrl: string | null; invoices: readonly OrderInvoiceItem[] },
) {
  const confirmed = order.confirmedTotalCents !== null
  return {
    id: order.id,
    timestamp: order.timestamp.toISOString(),
    status: order.status,
    version: order.version,
    productId: order.productId,
    productName: order.productName,
    quantity: order.quantity,
    unitPrice: euros(order.unitPriceCents),
    deliveryOption: order.deliveryOption,
    deliveryAddress: order.deliveryAddress,
    distanceKm: order.distanceKm === null ? null : Number(order.distanceKm),
    distanceSource: order.distanceSource,
    deliveryCost: euros(order.deliveryCostCents),
    netPrice: euros(order.netPriceCents),
    vat: euros(order.vatCents),
    totalPrice: euros(order.totalPriceCents),
    minimumApplied: order.minimumApplied,
    name: order.name,
    email: order.email,
    phone: order.phone,
    notes: order.notes,
    staffNote: order.staffNote,
    deliveryDate: order.deliveryDate,
    timeWindow: order.windowStart && order.windowEnd ? `${order.windowStart}-${order.windowEnd}` : null,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    requested: {
      quantity: order.quantity,
      unitPrice: euros(order.unitPriceCents),
      deliveryAddress: order.deliveryAddress,
      distanceKm: order.distanceKm === null ? null : Number(order.distanceKm),
      deliveryCost: euros(order.deliveryCostCents),
      netPrice: euros(order.netPriceCents),
      vat: euros(order.vatCents),
      totalPrice: euros(order.totalPriceCents),
      minimumApplied: order.minimumApplied,
    },
    confirmed: confirmed
      ? {
          quantity: order.confirmedQuantity,
          unitPrice: euros(order.confirmedUnitPriceCents ?? order.unitPriceCents),
          priceAdjustment: euros(order.priceAdjustmentCents ?? 0),
          adjustmentReason: order.adjustmentReason,
          deliveryAddress: order.confirmedDeliveryAddress,
          distanceKm: order.confirmedDistanceKm === null ? null : Number(order.confirmedDistanceKm),
          deliveryCost: euros(order.confirmedDeliveryCostCents ?? 0),
          netPrice: euros(order.confirmedNetCents ?? 0),
          vat: euros(order.confirmedVatCents ?? 0),
          totalPrice: euros(order.confirmedTotalCents ?? 0),
          minimumApplied: order.confirmedMinimumApplied ?? false,
        }
      : null,
    cancelledBy: order.cancelledBy,
    cancelReason: order.cancelReason,
    company: orderCompany(order),
    /** 'Soovin e-arvet' of a buyer without an account; an account's choice is in its terms. */
    companyEInvoice: order.companyEInvoice,
    buyerReference: order.buyerReference,
    /** The business account it was ordered on (ADR 059), and its credit check. */
    customerId: order.customerId,
    creditHold: order.creditHold,
    creditHoldReason: order.creditHoldReason,
    creditDecisionBy: order.creditDecisionBy,
    deliveredTonnes: deliveredTonnesOf(order),
    weighTicket: order.weighTicket,
    /** The day it was delivered; deliveryDate stays the day it was confirmed for. */
    deliveredOn: order.deliveredOn,
    invoices: links.invoices.map(({ id, number, kind, status }) => ({ id, number, kind, status })),
    customerUrl: links.customerUrl,
    /** The language it was placed in (ADR 060): its customer's mails and order page are in it. */
    locale: order.locale,
    updatedAt: order.updatedAt.toISOString(),
  }
}

export function orderListItemJson(order: OrderListItem) {
  return {
    id: order.id,
    timestamp: order.timestamp.toISOString(),
    name: order.name,
    productName: order.productName,
    quantity: order.quantity,
    deliveryOption: order.deliveryOption,
    totalPrice: euros(order.totalPriceCents),
    status: order.status,
    deliveryDate: order.deliveryDate,
    timeWindow: order.windowStart && order.windowEnd ? `${order.windowStart}-${order.windowEnd}` : null,
    locale: order.locale,
  }
}
