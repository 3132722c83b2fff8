import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { customers, invoices, orders } from '../db/schema.server.ts'

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

/** A sum of euro amounts as whole cents, counted by the database as invoice-summary's sums are. */
const centsOf = (sum: ReturnType<typeof sql>) => sql<string>`coalesce(round(${sum} * 100), 0)::text`

export async function accountFigures(
  db: Database,
  customerId: number,
  today: string,
): Promise<AccountFigures> {
  const [[sums], [undelivered], [customer]] = await Promise.all([
    db
      .select({
        balance: centsOf(sql`sum(${invoices.totalCents} - ${invoices.paidCents})`),
        open: centsOf(sql`sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${open})`),
        overdue: centsOf(
          sql`sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${open} and ${invoices.dueDate} < ${today})`,
        ),
      })
      .from(invoices)
      .where(eq(invoices.customerId, customerId)),
    db
      .select({
        total: centsOf(sql`sum(coalesce(${orders.confirmedTotalCents}, ${orders.totalPriceCents}))`),
      })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.status, 'kinnitatud'))),
    db
      .select({ creditLimitCents: customers.creditLimitCents })
      .from(customers)
      .where(eq(customers.id, customerId)),
  ])
  const cents = (value: string | undefined) => Number(value ?? 0)
  const openInvoicesCents = cents(sums?.open)
  const undeliveredCents = cents(undelivered?.total)
  const creditLimitCents = customer?.creditLimitCents ?? null
  return {
    balanceCents: cents(sums?.balance),
    overdueCents: cents(sums?.overdue),
    openInvoicesCents,
    undeliveredCents,
    creditLimitCents,
    creditLeftCents:
      creditLimitCents === null ? null : creditLimitCents - openInvoicesCents - undeliveredCents,
  }
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

/** The company's last invoices and credit invoices, newest first. */
export async function lastAccountInvoices(db: Database, customerId: number, limit = 5) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(limit)
}
