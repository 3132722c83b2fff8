import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm'
import { type InvoiceStatus, invoiceStatusValues } from '#app/domain/invoice-number.ts'
import type { Database } from '../db/database.server.ts'
import { invoices } from '../db/schema.server.ts'
import { statusCounts } from '../http/admin-paging.server.ts'

/** What the staff's invoice pages read beside the list (invoice-read.server.ts): counts, sums, links. */

const unpaid = ['tasumata', 'osaliselt tasutud'] as const satisfies readonly InvoiceStatus[]

/** A sum of numeric(10,2) euros as whole cents, read as text so that no driver rounds it. */
const openCents = sql<string>`coalesce(round(sum(${invoices.totalCents} - ${invoices.paidCents}) * 100), 0)::text`

export interface InvoiceSums {
  /** How many invoices (and credit invoices) have each status. */
  counts: Record<InvoiceStatus, number>
  /** Invoices past their due date and not paid in full. */
  overdueCount: number
  /** What is still owed on invoices not paid in full, and the part of it past its due date. */
  unpaidCents: number
  overdueCents: number
}

/** The list's tab counts and the sums owed, on the Tallinn day `today` (see isInvoiceOverdue). */
export async function invoiceSums(db: Database, today: string): Promise<InvoiceSums> {
  const open = and(eq(invoices.kind, 'arve'), inArray(invoices.status, unpaid))
  const [byStatus, [owed], [overdue]] = await Promise.all([
    db.select({ status: invoices.status, n: count() }).from(invoices).groupBy(invoices.status),
    db.select({ cents: openCents }).from(invoices).where(open),
    db
      .select({ n: count(), cents: openCents })
      .from(invoices)
      .where(and(open, lt(invoices.dueDate, today))),
  ])
  return {
    counts: statusCounts(invoiceStatusValues, byStatus),
    overdueCount: overdue?.n ?? 0,
    unpaidCents: Number(owed?.cents ?? 0),
    overdueCents: Number(overdue?.cents ?? 0),
  }
}

/** The invoice with this number ('2026-0001'), for staff who assign a bank entry by hand. */
export async function invoiceIdByNumber(db: Database, number: string): Promise<number | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.number, number))
    .limit(1)
  return row?.id ?? null
}

/** The credit invoices that cancel this invoice (one at most, as the rules stand). */
export async function creditsOf(db: Database, invoiceId: number): Promise<{ id: number; number: string }[]> {
  return db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.creditedInvoiceId, invoiceId))
    .orderBy(asc(invoices.id))
}
