import { and, asc, count, desc, eq, inArray, lt, not, type SQL, sum } from 'drizzle-orm'
import type { InvoiceAmounts, InvoiceLine } from '#app/domain/invoice.ts'
import { type InvoiceKind, type InvoiceStatus, isInvoiceOverdue } from '#app/domain/invoice-number.ts'
import { centsToDecimalString } from '#app/domain/money.ts'
import { notInBooksCondition } from '../books/books-state.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoiceLines, invoicePayments, invoices } from '../db/schema.server.ts'
import { type PageOf, readPage } from '../http/admin-paging.server.ts'
import type { InvoiceRow } from './invoice-issue.server.ts'
import type { EInvoice } from './ubl.server.ts'

/** Reading issued invoices: an order's, one with its lines, a page of the list, the e-invoice of one. */

export type InvoiceLineRow = typeof invoiceLines.$inferSelect

export interface FoundInvoice {
  invoice: InvoiceRow
  lines: InvoiceLineRow[]
  /** The invoice a credit invoice cancels. */
  credited: { number: string; issueDate: string } | null
  /** Paid before the delivery (online, or by transfer) and deducted on the invoice. */
  prepaidCents?: number
  /** Some of the advance came by transfer: the invoice does not say it was paid online. */
  prepaidByTransfer?: boolean
}

/** Money and quantities as the API gives them: numbers with at most two decimals. */
const euros = (cents: number) => Number(centsToDecimalString(cents))

/** An order's invoices and credit invoices, in the order they were issued. */
export async function orderInvoices(
  db: Database,
  orderId: number,
): Promise<{ id: number; number: string; kind: InvoiceKind; status: InvoiceStatus }[]> {
  return db
    .select({ id: invoices.id, number: invoices.number, kind: invoices.kind, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id))
}

export async function findInvoice(db: Database, id: number): Promise<FoundInvoice | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1)
  if (!invoice) return null
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position))
  let credited: FoundInvoice['credited'] = null
  if (invoice.creditedInvoiceId !== null) {
    const [row] = await db
      .select({ number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, invoice.creditedInvoiceId))
      .limit(1)
    credited = row ?? null
  }
  const advances = await db
    .select({ source: invoicePayments.source, cents: sum(invoicePayments.amountCents).mapWith(Number) })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, id), inArray(invoicePayments.source, ['montonio', 'ettemaks'])))
    .groupBy(invoicePayments.source)
  const prepaidCents = Math.round(advances.reduce((total, row) => total + row.cents, 0) * 100)
  const prepaidByTransfer = advances.some((row) => row.source === 'ettemaks')
  return {
    invoice,
    lines,
    credited,
    ...(prepaidCents ? { prepaidCents } : {}),
    ...(prepaidByTransfer ? { prepaidByTransfer } : {}),
  }
}

/** What names an invoice and dates it, as the staff page and the API show it. */
export function invoiceHeading(invoice: InvoiceRow) {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    orderId: invoice.orderId,
    issueDate: invoice.issueDate,
    deliveryDate: invoice.deliveryDate,
    dueDate: invoice.dueDate,
    referenceNumber: invoice.referenceNumber,
  }
}

/** A stored invoice line in the domain's terms, its quantity as `quantity` writes it (as stored without). */
export function storedLine(line: InvoiceLineRow, quantity: (stored: string) => string = String): InvoiceLine {
  return {
    description: line.description,
    quantity: quantity(line.quantity),
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    netCents: line.netCents,
    ...(line.note ? { note: line.note } : {}),
  }
}

/** A stored invoice's amounts in the domain's terms: its lines and its totals. */
export function storedAmounts(
  invoice: InvoiceRow,
  lines: InvoiceLineRow[],
  quantity?: (stored: string) => string,
): InvoiceAmounts {
  return {
    lines: lines.map((line) => storedLine(line, quantity)),
    netCents: invoice.netCents,
    vatRate: invoice.vatRate,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
  }
}

/** One invoice as GET /api/admin/invoices?id=N answers it; `today` (Tallinn) decides whether it is overdue. */
export function invoiceJson({ invoice, lines }: FoundInvoice, today: string) {
  return {
    ...invoiceHeading(invoice),
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unit: line.unit,
      unitPriceEur: euros(line.unitPriceCents),
      netEur: euros(line.netCents),
      note: line.note,
    })),
    deliveryAddress: invoice.deliveryAddress,
    netEur: euros(invoice.netCents),
    vatRate: invoice.vatRate,
    vatEur: euros(invoice.vatCents),
    totalEur: euros(invoice.totalCents),
    paidEur: euros(invoice.paidCents),
    status: invoice.status,
    overdue: isInvoiceOverdue(invoice, today),
    creditedInvoiceId: invoice.creditedInvoiceId,
  }
}

/** The e-invoice (UBL 2.1, EN 16931) of a stored invoice or credit invoice, as it was issued. */
export function eInvoiceOf({
  invoice,
  lines,
  credited,
  prepaidCents,
  prepaidByTransfer,
}: FoundInvoice): EInvoice {
  return {
    kind: invoice.kind === 'kreeditarve' ? 'credit' : 'invoice',
    number: invoice.number,
    issueDate: invoice.issueDate,
    deliveryDate: invoice.deliveryDate,
    dueDate: invoice.dueDate,
    orderNumber: String(invoice.orderId),
    ...(invoice.buyerReference ? { buyerReference: invoice.buyerReference } : {}),
    ...(credited ? { cancels: credited } : {}),
    seller: invoice.seller,
    buyer: invoice.buyer,
    ...(invoice.deliveryAddress ? { deliveryAddress: invoice.deliveryAddress } : {}),
    amounts: storedAmounts(invoice, lines, plainQuantity),
    referenceNumber: invoice.referenceNumber,
    ...(prepaidCents ? { prepaidCents } : {}),
    ...(prepaidByTransfer ? { prepaidByTransfer } : {}),
  }
}

/** numeric(12,2) as stored ('23.50', '1.00') without the trailing zeros a quantity does not need. */
function plainQuantity(stored: string): string {
  return stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored
}

/** The e-invoice's download name, e.g. 'arve-2026-0001.xml'. */
export function eInvoiceFileName(invoice: Pick<InvoiceRow, 'kind' | 'number'>): string {
  return `${invoice.kind}-${invoice.number}.xml`
}

export interface InvoiceListItem {
  id: number
  number: string
  kind: InvoiceKind
  orderId: number
  issueDate: string
  dueDate: string
  buyerName: string
  totalCents: number
  paidCents: number
  status: InvoiceStatus
}

const unpaid = ['tasumata', 'osaliselt tasutud'] as const satisfies readonly InvoiceStatus[]

/** Invoices past their due date and not paid in full, on the Tallinn day `today` (see isInvoiceOverdue). */
function overdueCondition(today: string): SQL {
  return and(eq(invoices.kind, 'arve'), inArray(invoices.status, unpaid), lt(invoices.dueDate, today))!
}

/**
 * Newest first, 25 a page, by status, by whether overdue, and by whether something of it (the invoice, a
 * payment) is not yet in the books (ADR 062).
 */
export async function listInvoices(
  db: Database,
  options: {
    page: number
    status?: InvoiceStatus | undefined
    overdue?: boolean | undefined
    notInBooks?: boolean | undefined
    today: string
  },
): Promise<PageOf<InvoiceListItem>> {
  const conditions: SQL[] = []
  if (options.notInBooks) conditions.push(notInBooksCondition(db))
  if (options.status) conditions.push(eq(invoices.status, options.status))
  if (options.overdue === true) conditions.push(overdueCondition(options.today))
  if (options.overdue === false) conditions.push(not(overdueCondition(options.today)))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [counted] = await db.select({ n: count() }).from(invoices).where(where)
  return readPage(counted?.n ?? 0, options.page, async (direction, limit, offset) => {
    const rows = await db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        orderId: invoices.orderId,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
        buyer: invoices.buyer,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
        status: invoices.status,
      })
      .from(invoices)
      .where(where)
      .orderBy(direction === 'oldest first' ? asc(invoices.id) : desc(invoices.id))
      .limit(limit)
      .offset(offset)
    return rows.map(({ buyer, ...row }) => ({ ...row, buyerName: buyer.name }))
  })
}

export function invoiceListItemJson(item: InvoiceListItem, today: string) {
  return {
    id: item.id,
    number: item.number,
    kind: item.kind,
    orderId: item.orderId,
    issueDate: item.issueDate,
    dueDate: item.dueDate,
    buyerName: item.buyerName,
    totalEur: euros(item.totalCents),
    paidEur: euros(item.paidCents),
    status: item.status,
    overdue: isInvoiceOverdue(item, today),
  }
}
