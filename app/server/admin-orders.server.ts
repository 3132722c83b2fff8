import { and, asc, desc, eq, getTableColumns, gt, gte, lt, or, sql } from 'drizzle-orm'
import { centsToDecimalString } from '#app/domain/money.ts'
import { canMoveOrder, orderStatusLabels, transitionRefusal } from '#app/domain/order-status.ts'
import { type PageOf, readPage, statusCounts } from './admin-paging.server.ts'
import { type AuditEntry, listAudit, recordAudit } from './audit.server.ts'
import type { Database } from './db/database.server.ts'
import { type OrderStatus, orderStatusCounts, orderStatuses, orders } from './db/schema.server.ts'
import { log } from './log.server.ts'

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
  return statusCounts(orderStatuses, await db.select().from(orderStatusCounts))
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

// ---- CSV export -------------------------------------------------------------------------------------

const tallinnParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Tallinn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  numberingSystem: 'latn',
})

function tallinnWallClock(instant: Date) {
  const parts = tallinnParts.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

/** Tallinn's offset from UTC at an instant, in ms (two or three hours, by the tz database). */
function tallinnOffsetMs(instant: Date): number {
  const wall = tallinnWallClock(instant)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant a Tallinn calendar day begins. Midnight is never inside a DST gap in Tallinn (03:00/04:00). */
export function tallinnDayStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const guess = Date.UTC(year, month - 1, day)
  const first = guess - tallinnOffsetMs(new Date(guess))
  return new Date(guess - tallinnOffsetMs(new Date(first)))
}

export function nextCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

function pad2(n: number) {
  return String(n).padStart(2, '0')
}

export function formatTallinnDateTime(instant: Date): string {
  const wall = tallinnWallClock(instant)
  return `${pad2(wall.day)}.${pad2(wall.month)}.${wall.year} ${pad2(wall.hour)}:${pad2(wall.minute)}`
}

/** Decimal comma, no grouping: what Estonian Excel reads as a number. */
function csvMoney(cents: number): string {
  return centsToDecimalString(cents).replace('.', ',')
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return in front) gets an
 * apostrophe first, so a customer's name can never execute in staff's Excel (OWASP 'CSV injection').
 */
function csvText(value: string | null): string {
  if (value === null) return ''
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvHeader = [
  'Nr',
  'Aeg',
  'Staatus',
  'Klient',
  'E-post',
  'Telefon',
  'Materjal',
  'Kogus (t)',
  'Ühiku hind (€/t)',
  'Tarneviis',
  'Tarneaadress',
  'Vahemaa (km)',
  'Vahemaa allikas',
  'Transport (€)',
  'Summa km-ta (€)',
  'Käibemaks (€)',
  'Kokku (€)',
  'Miinimumhind',
  'Kliendi märkused',
  'Sisemine märkus',
]

function csvRow(order: OrderRow): string {
  return [
    String(order.id),
    formatTallinnDateTime(order.timestamp),
    orderStatusLabels[order.status],
    csvText(order.name),
    csvText(order.email),
    csvText(order.phone),
    csvText(order.productName),
    String(order.quantity),
    csvMoney(order.unitPriceCents),
    order.deliveryOption === 'delivery' ? 'Transport' : 'Tuleb ise järele',
    csvText(order.deliveryAddress),
    order.distanceKm === null ? '' : order.distanceKm.replace('.', ','),
    order.distanceSource === 'road' ? 'teekond' : order.distanceSource === 'estimate' ? 'hinnang' : '',
    csvMoney(order.deliveryCostCents),
    csvMoney(order.netPriceCents),
    csvMoney(order.vatCents),
    csvMoney(order.totalPriceCents),
    order.minimumApplied ? 'jah' : 'ei',
    csvText(order.notes),
    csvText(order.staffNote),
  ].join(';')
}

const exportBatch = 500

/**
 * The orders placed on the Tallinn calendar days from..to (both included), oldest first, as CSV for
 * Estonian Excel: a UTF-8 BOM, semicolons, CRLF lines. Read in batches along orders_timestamp_id_idx, so a
 * year of orders never sits in memory at once.
 */
export function exportOrdersCsv(
  db: Database,
  range: { from: string; to: string },
): ReadableStream<Uint8Array> {
  const start = tallinnDayStart(range.from)
  const end = tallinnDayStart(nextCalendarDate(range.to))
  const encoder = new TextEncoder()
  // The cursor keeps the database's own text of the timestamp: a JS Date would cut microseconds off and
  // the next batch would repeat the row it ended with.
  let cursor: { at: string; id: number } | null = null
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true
          controller.enqueue(encoder.encode(`\uFEFF${csvHeader.join(';')}\r\n`))
          return
        }
        const after: { at: string; id: number } | null = cursor
        const rows = await db
          .select({ ...getTableColumns(orders), cursorAt: sql<string>`${orders.timestamp}::text` })
          .from(orders)
          .where(
            and(
              gte(orders.timestamp, start),
              lt(orders.timestamp, end),
              after
                ? or(
                    sql`${orders.timestamp} > ${after.at}::timestamptz`,
                    and(sql`${orders.timestamp} = ${after.at}::timestamptz`, gt(orders.id, after.id)),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(orders.timestamp), asc(orders.id))
          .limit(exportBatch)
        if (rows.length > 0) {
          const last = rows[rows.length - 1]!
          cursor = { at: last.cursorAt, id: last.id }
          controller.enqueue(encoder.encode(rows.map((row) => `${csvRow(row)}\r\n`).join('')))
        }
        if (rows.length < exportBatch) controller.close()
      } catch (error) {
        log.error({ err: error }, 'order export failed')
        controller.error(error)
      }
    },
  })
}
