import { asc, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { centsToDecimalString } from '#app/domain/money.ts'
import {
  canMoveOrder,
  hasControlCharacters,
  type OrderStatus,
  orderStatusValues,
  staffNoteMaxLength,
  transitionRefusal,
} from '#app/domain/order-status.ts'
import { type AuditEntry, listAudit, recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { orderStatusCounts, orders } from '../db/schema.server.ts'
import { type PageOf, readPage, statusCounts } from '../http/admin-paging.server.ts'

export type OrderRow = typeof orders.$inferSelect

export interface OrderListItem {
  id: number
  timestamp: Date
  name: string
  productName: string
  quantity: number
  deliveryOption: 'self' | 'delivery'
  totalPriceCents: number
  status: OrderStatus
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
        quantity: orders.quantity,
        deliveryOption: orders.deliveryOption,
        totalPriceCents: orders.totalPriceCents,
        status: orders.status,
      })
      .from(orders)
      .where(options.status ? eq(orders.status, options.status) : undefined)
      .orderBy(by(orders.timestamp), by(orders.id))
      .limit(limit)
      .offset(offset)
  })
  return { ...list, counts }
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return row ?? null
}

export async function orderHistory(db: Database, id: number): Promise<AuditEntry[]> {
  return listAudit(db, 'order', id)
}

/**
 * What staff send to move an order on, from the order page's form and from the admin API alike. A wrong
 * status names the allowed ones (the API's words); the order page says it in its own (order-detail.tsx).
 */
export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(orderStatusValues, {
    error: 'Staatus peab olema üks järgmistest: uus, kinnitatud, tarnitud, tühistatud.',
  }),
  staffNote: z
    .string({ error: 'Sisemine märkus peab olema tekst.' })
    .max(staffNoteMaxLength, { error: `Sisemine märkus võib olla kuni ${staffNoteMaxLength} märki.` })
    .refine((note) => !hasControlCharacters(note), {
      error: 'Sisemine märkus sisaldab lubamatuid juhtmärke.',
    })
    .nullable()
    .optional(),
})

export type StatusChangeResult =
  | { ok: true; order: OrderRow }
  | { ok: false; status: 404 | 409; error: string }

/**
 * Moves an order to its next status, with the internal note, and records who did it in the same
 * transaction: the audit log can never miss a change nor describe one that did not happen. The row is
 * locked while it is checked, so two staff members clicking at once cannot both move it.
 */
export async function changeOrderStatus(
  db: Database,
  input: { id: number; status: OrderStatus; staffNote?: string | null | undefined; admin: string },
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.id)).for('update').limit(1)
    if (!current) return { ok: false as const, status: 404 as const, error: 'Tellimust ei leitud.' }
    if (!canMoveOrder(current.status, input.status))
      return {
        ok: false as const,
        status: 409 as const,
        error: transitionRefusal(current.status, input.status),
      }
    const note = input.staffNote?.trim()
    const staffNote = note ? note : current.staffNote
    const [updated] = await tx
      .update(orders)
      .set({ status: input.status, staffNote, updatedAt: new Date() })
      .where(eq(orders.id, input.id))
      .returning()
    await recordAudit(tx, {
      admin: input.admin,
      action: 'status',
      entity: 'order',
      entityId: input.id,
      before: { status: current.status, staffNote: current.staffNote },
      after: { status: input.status, staffNote },
    })
    return { ok: true as const, order: updated! }
  })
}

/** Money as the public API gives it: euros, a number with at most two decimals. */
export function euros(cents: number): number {
  return Number(centsToDecimalString(cents))
}

export function orderJson(order: OrderRow) {
  return {
    id: order.id,
    timestamp: order.timestamp.toISOString(),
    status: order.status,
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
  }
}
