import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { sumAsCents } from '../db/money-column.server.ts'
import { customers, invoices, orders, products } from '../db/schema.server.ts'
import { readPage } from '../http/admin-paging.server.ts'

/**
 * What a company's own pages read (ADR 059). Every query is bounded by the signed-in person's company:
 * its id comes from the session, never from the request.
 */

export interface AccountFigures {
  /** Invoices less payments and credits: what the company owes (negative: what it has in hand). */
  balanceCents: number
  overdueCents: number
  /** Its open invoices and its confirmed orders not yet delivered, the figures credit is judged on. */
  openInvoicesCents: number
  undeliveredCents: number
  /** Null: no credit limit agreed. */
  creditLimitCents: number | null
  creditLeftCents: number | null
}

const open = sql`${invoices.status} in ('tasumata', 'osaliselt tasutud')`
const owed = sql`${invoices.totalCents} - ${invoices.paidCents}`

/**
 * What credit is judged on: the company's open invoices, and its confirmed orders not yet delivered (at
 * their confirmed price). The credit check of a new order reads it inside the order's transaction.
 */
export async function creditExposure(db: Database, customerId: number) {
  const [[invoiced], [undelivered]] = await Promise.all([
    db
      .select({ cents: sumAsCents(owed) })
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), open)),
    db
      .select({ cents: sumAsCents(sql`coalesce(${orders.confirmedTotalCents}, ${orders.totalPriceCents})`) })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.status, 'kinnitatud'))),
  ])
  return {
    openInvoicesCents: Number(invoiced?.cents ?? 0),
    undeliveredCents: Number(undelivered?.cents ?? 0),
  }
}

/** A company's balance (invoices less payments and credits) and what of it is overdue on `today`. */
const balanceSums = (today: string) => ({
  balance: sumAsCents(owed),
  overdue: sumAsCents(sql`case when ${open} and ${invoices.dueDate} < ${today} then ${owed} end`),
})

export async function accountFigures(
  db: Database,
  customerId: number,
  today: string,
): Promise<AccountFigures> {
  const [[sums], exposure, [customer]] = await Promise.all([
    db.select(balanceSums(today)).from(invoices).where(eq(invoices.customerId, customerId)),
    creditExposure(db, customerId),
    db
      .select({ creditLimitCents: customers.creditLimitCents })
      .from(customers)
      .where(eq(customers.id, customerId)),
  ])
  const creditLimitCents = customer?.creditLimitCents ?? null
  return {
    balanceCents: Number(sums?.balance ?? 0),
    overdueCents: Number(sums?.overdue ?? 0),
    ...exposure,
    creditLimitCents,
    creditLeftCents:
      creditLimitCents === null
        ? null
        : creditLimitCents - exposure.openInvoicesCents - exposure.undeliveredCents,
  }
}

/**
 * The balance and the overdue sum of each of these companies (as accountFigures reads them), in one query:
 * for a page of accounts. A company without invoices owes nothing.
 */
export async function accountBalances(
  db: Database,
  customerIds: readonly number[],
  today: string,
): Promise<Map<number, { balanceCents: number; overdueCents: number }>> {
  if (customerIds.length === 0) return new Map()
  const rows = await db
    .select({ customerId: invoices.customerId, ...balanceSums(today) })
    .from(invoices)
    .where(inArray(invoices.customerId, [...customerIds]))
    .groupBy(invoices.customerId)
  return new Map(
    rows.map((row) => [
      row.customerId ?? 0,
      { balanceCents: Number(row.balance), overdueCents: Number(row.overdue) },
    ]),
  )
}

/** The company's orders not yet delivered nor cancelled, soonest first. */
export async function openAccountOrders(db: Database, customerId: number) {
  return db
    .select({
      id: orders.id,
      productName: orders.productName,
      quantity: orders.quantity,
      status: orders.status,
      deliveryDate: orders.deliveryDate,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      creditHold: orders.creditHold,
      buyerReference: orders.buyerReference,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['uus', 'kinnitatud'])))
    .orderBy(sql`${orders.deliveryDate} nulls last`, desc(orders.id))
    .limit(50)
}

/** What the company's pages show of an invoice or credit invoice. */
const accountInvoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  orderId: invoices.orderId,
  buyerReference: invoices.buyerReference,
}

/** The company's last invoices and credit invoices, newest first. */
export async function lastAccountInvoices(db: Database, customerId: number, limit = 5) {
  return db
    .select(accountInvoiceColumns)
    .from(invoices)
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(limit)
}

/**
 * One page (readPage) of a company's rows of `table`: counted, then read from the nearer end of the list
 * with `by` as the direction.
 */
async function companyPage<T>(
  db: Database,
  table: typeof orders | typeof invoices,
  mine: SQL,
  requestedPage: number,
  read: (by: typeof asc, limit: number, offset: number) => Promise<T[]>,
) {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(mine)
  return readPage(counted?.n ?? 0, requestedPage, (direction, limit, offset) =>
    read(direction === 'newest first' ? desc : asc, limit, offset),
  )
}

/** One page of the company's orders, newest first, with what a site manager follows them by. */
export function accountOrders(db: Database, customerId: number, requestedPage: number) {
  const mine = eq(orders.customerId, customerId)
  return companyPage(db, orders, mine, requestedPage, (by, limit, offset) =>
    db
      .select({
        id: orders.id,
        timestamp: orders.timestamp,
        productId: orders.productId,
        slug: products.slug,
        productName: orders.productName,
        quantity: sql<number>`coalesce(${orders.confirmedQuantity}, ${orders.quantity})`.mapWith(Number),
        deliveryOption: orders.deliveryOption,
        deliveryAddress: sql<
          string | null
        >`coalesce(${orders.confirmedDeliveryAddress}, ${orders.deliveryAddress})`,
        status: orders.status,
        deliveryDate: orders.deliveryDate,
        deliveredOn: orders.deliveredOn,
        windowStart: orders.windowStart,
        windowEnd: orders.windowEnd,
        deliveredTonnes: orders.deliveredTonnes,
        weighTicket: orders.weighTicket,
        buyerReference: orders.buyerReference,
        creditHold: orders.creditHold,
        totalCents: sql<number>`coalesce(${orders.confirmedTotalCents}, ${orders.totalPriceCents})`.mapWith(
          orders.totalPriceCents,
        ),
      })
      .from(orders)
      .leftJoin(products, eq(products.id, orders.productId))
      .where(mine)
      .orderBy(by(orders.id))
      .limit(limit)
      .offset(offset),
  )
}

/** One page of the company's invoices and credit invoices, newest first. */
export function accountInvoices(db: Database, customerId: number, requestedPage: number) {
  const mine = eq(invoices.customerId, customerId)
  return companyPage(db, invoices, mine, requestedPage, (by, limit, offset) =>
    db
      .select(accountInvoiceColumns)
      .from(invoices)
      .where(mine)
      .orderBy(by(invoices.issueDate), by(invoices.id))
      .limit(limit)
      .offset(offset),
  )
}

/** The id of the company's invoice with this number; null for any other company's or none. */
export async function accountInvoiceId(db: Database, customerId: number, number: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.number, number)))
    .limit(1)
  return row?.id ?? null
}

/**
 * The company's order to order again ('Telli uuesti'): its material, quantity and where it went; null
 * for another company's order or none.
 */
export async function accountReorder(db: Database, customerId: number, orderId: number) {
  const [row] = await db
    .select({
      productId: orders.productId,
      quantity: sql<number>`coalesce(${orders.confirmedQuantity}, ${orders.quantity})`.mapWith(Number),
      deliveryOption: orders.deliveryOption,
      deliveryAddress: sql<
        string | null
      >`coalesce(${orders.confirmedDeliveryAddress}, ${orders.deliveryAddress})`,
      buyerReference: orders.buyerReference,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1)
  return row ?? null
}
