import { inArray, sql } from 'drizzle-orm'
import { formatInvoiceNumber, invoiceReferenceNumber } from '#app/domain/invoice-number.ts'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import { tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import type { Database } from '#app/server/db/database.server.ts'
import { invoicePayments, invoices, orders } from '#app/server/db/schema.server.ts'
import { random } from './generated-orders.ts'
import { invoicingBusiness } from './invoicing.ts'

type OrderValues = typeof orders.$inferInsert

/** One invoice or credit invoice of a generated order, amounts in cents (negative on a credit invoice). */
export interface GeneratedInvoice {
  kind: 'arve' | 'kreeditarve'
  /** The position in the list of the invoice a credit invoice cancels. */
  credits?: number
  orderKey: string
  buyerName: string
  issueDate: string
  dueDate: string
  netCents: number
  vatCents: number
  totalCents: number
}

export interface GeneratedPayment {
  /** The position of the paid invoice in the list. */
  invoice: number
  date: string
  amountCents: number
}

export interface GeneratedInvoicing {
  /** Weighed net tonnes by order (idempotency key), for the orders that were weighed. */
  weighed: Map<string, number>
  invoices: GeneratedInvoice[]
  payments: GeneratedPayment[]
}

/**
 * Invoices as the site issues them, for the delivered orders of `rows` from the day `since` on (the
 * orders before it were delivered before invoices were issued): most weighed at a little more or less
 * than confirmed, the invoice on the delivery day at the weighed tonnes, due in 14 days; now and then
 * one credited in full, half of those issued again for a euro less; most paid in full some days
 * later, some in part, some not at all. The same seed gives the same invoices.
 */
export function generateInvoicing(
  rows: OrderValues[],
  options: { today: string; since: string; seed?: number },
): GeneratedInvoicing {
  const next = random(options.seed ?? 47)
  const weighed = new Map<string, number>()
  const list: GeneratedInvoice[] = []
  const payments: GeneratedPayment[] = []
  const delivered = rows.filter(
    (row) => row.status === 'tarnitud' && row.deliveredOn && row.deliveredOn >= options.since,
  )
  for (const row of delivered) {
    const day = row.deliveredOn!
    const confirmed = row.confirmedQuantity ?? row.quantity
    const tonnes =
      next() < 0.7 ? Math.max(0.5, Math.round((confirmed + next() * 0.4 - 0.2) * 100) / 100) : null
    if (tonnes !== null) weighed.set(row.idempotencyKey!, tonnes)
    const unit = row.confirmedUnitPriceCents ?? row.unitPriceCents
    const transport = row.confirmedDeliveryCostCents ?? row.deliveryCostCents ?? 0
    const net = Math.max(1500, Math.round((tonnes ?? confirmed) * unit) + transport)
    const issue = (issueDate: string, netCents: number, kind: GeneratedInvoice['kind'], credits?: number) => {
      const vatCents = Math.round(netCents * 0.24)
      list.push({
        kind,
        credits,
        orderKey: row.idempotencyKey!,
        buyerName: row.name!,
        issueDate,
        dueDate: addCalendarDays(issueDate, 14),
        netCents,
        vatCents,
        totalCents: netCents + vatCents,
      })
      return list.length - 1
    }
    const first = issue(day, net, 'arve')
    const creditDay = addCalendarDays(day, 5)
    if (next() < 0.08 && creditDay <= options.today) {
      issue(creditDay, -net, 'kreeditarve', first)
      if (next() < 0.5) payFor(issue(creditDay, net - 100, 'arve'))
    } else payFor(first)
  }
  function payFor(invoice: number) {
    const roll = next()
    const date = addCalendarDays(list[invoice]!.issueDate, Math.floor(next() * 40))
    if (roll > 0.75 || date > options.today) return
    const total = list[invoice]!.totalCents
    payments.push({ invoice, date, amountCents: roll < 0.6 ? total : Math.round(total / 2) })
  }
  return { weighed, invoices: list, payments }
}

/**
 * Stores generated invoicing for orders already in the database: weighed tonnes, invoices, payments, by a
 * few statements of many rows each. Each invoice stands as the site would keep it today: its paid sum and
 * status follow its payments and credit invoice, and the one reminder of an invoice still open the day after
 * its due date was queued that day (a server started on these rows has no reminders to queue and mail).
 */
export async function insertInvoicing(
  database: Database,
  invoicing: GeneratedInvoicing,
  options: { today?: string } = {},
): Promise<void> {
  // One transaction: a commit per row made this most of the overview test's time on PGlite.
  await database.transaction((db) => insertInvoicingIn(db, invoicing, options.today ?? tallinnCalendarDate()))
}

const chunk = 500

async function insertInvoicingIn(db: Database, invoicing: GeneratedInvoicing, today: string): Promise<void> {
  const keys = [...new Set(invoicing.invoices.map((invoice) => invoice.orderKey))]
  const ids = new Map<string, number>()
  for (let start = 0; start < keys.length; start += chunk) {
    const found = await db
      .select({ id: orders.id, key: orders.idempotencyKey })
      .from(orders)
      .where(inArray(orders.idempotencyKey, keys.slice(start, start + chunk)))
    for (const row of found) ids.set(row.key!, row.id)
  }
  const weighed = [...invoicing.weighed]
  for (let start = 0; start < weighed.length; start += chunk) {
    const values = sql.join(
      weighed.slice(start, start + chunk).map(([key, tonnes]) => sql`(${key}, ${tonnes.toFixed(2)})`),
      sql`, `,
    )
    await db.execute(
      sql`update ${orders} set delivered_tonnes = weighed.tonnes::numeric
        from (values ${values}) as weighed (key, tonnes) where ${orders.idempotencyKey} = weighed.key`,
    )
  }
  const sequences = new Map<number, number>()
  const rows = invoicing.invoices.map((invoice, index) => {
    const year = Number(invoice.issueDate.slice(0, 4))
    const sequence = (sequences.get(year) ?? 0) + 1
    sequences.set(year, sequence)
    const number = formatInvoiceNumber(year, sequence)
    const payments = invoicing.payments.filter((payment) => payment.invoice === index)
    const paidOn = (day: string) =>
      payments
        .filter((payment) => payment.date <= day)
        .reduce((paid, payment) => paid + payment.amountCents, 0)
    const credited =
      invoice.kind === 'kreeditarve' || invoicing.invoices.some((credit) => credit.credits === index)
    const paidCents = paidOn(today)
    const reminderDay = addCalendarDays(invoice.dueDate, 1)
    const reminded =
      invoice.kind === 'arve' && !credited && reminderDay <= today && paidOn(reminderDay) < invoice.totalCents
    return {
      number,
      year,
      sequence,
      kind: invoice.kind,
      orderId: ids.get(invoice.orderKey)!,
      status: credited
        ? ('krediteeritud' as const)
        : paidCents >= invoice.totalCents
          ? ('tasutud' as const)
          : paidCents > 0
            ? ('osaliselt tasutud' as const)
            : ('tasumata' as const),
      issueDate: invoice.issueDate,
      deliveryDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      referenceNumber: invoiceReferenceNumber(number),
      seller: { name: invoicingBusiness.name } as never,
      buyer: { name: invoice.buyerName } as never,
      netCents: invoice.netCents,
      vatRate: 24,
      vatCents: invoice.vatCents,
      totalCents: invoice.totalCents,
      paidCents,
      reminderQueuedAt: reminded ? tallinnDayStart(reminderDay) : null,
      issuedBy: 'test',
    }
  })
  const invoiceIds = new Map<string, number>()
  for (let start = 0; start < rows.length; start += chunk) {
    const stored = await db
      .insert(invoices)
      .values(rows.slice(start, start + chunk))
      .returning({ id: invoices.id, number: invoices.number })
    for (const row of stored) invoiceIds.set(row.number, row.id)
  }
  const idOf = (index: number) => invoiceIds.get(rows[index]!.number)!
  const credits = invoicing.invoices.flatMap((invoice, index) =>
    invoice.credits === undefined ? [] : [sql`(${idOf(index)}::integer, ${idOf(invoice.credits)}::integer)`],
  )
  if (credits.length > 0)
    await db.execute(
      sql`update ${invoices} set credited_invoice_id = credit.credited
        from (values ${sql.join(credits, sql`, `)}) as credit (id, credited) where ${invoices.id} = credit.id`,
    )
  const payments = invoicing.payments.map((payment) => ({
    invoiceId: idOf(payment.invoice),
    amountCents: payment.amountCents,
    date: payment.date,
    source: 'käsitsi' as const,
    recordedBy: 'test',
  }))
  for (let start = 0; start < payments.length; start += chunk)
    await db.insert(invoicePayments).values(payments.slice(start, start + chunk))
}
