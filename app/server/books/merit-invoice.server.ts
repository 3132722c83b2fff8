import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { customers, invoiceLines, invoices, orders, products } from '../db/schema.server.ts'
import type { InvoiceRow } from '../invoices/invoice-issue.server.ts'

/**
 * An invoice or credit invoice as Merit Aktiva's sales invoice (v2/sendinvoice, ADR 062), from what is
 * stored with it: the buyer as the invoice states it, our number and reference number, one row per line
 * with an item code, the VAT of the invoice under Merit's tax id of its rate, and the net total. A credit
 * invoice is the same document with negative quantities and amounts (Merit's 'Create credit invoice'),
 * naming the invoice it cancels in its header comment.
 */

type LineRow = typeof invoiceLines.$inferSelect

/** Merit Aktiva's item types (Artiklid): 2 a service, 3 an item not kept in stock. */
const itemType = { goods: 3, service: 2 } as const

export const meritItemCodes = { transport: 'TRANSPORT', minimumCharge: 'MIINIMUMTASU' } as const

/** 'YYYY-MM-DD' as Merit's dates are given in its reference's examples: yyyyMMddHHmmss, midnight. */
export const meritDate = (day: string) => `${day.replaceAll('-', '')}000000`

/** Cents as Merit's Decimal 18.2: 41667 → '416.67', -500 → '-5.00'. */
export function meritAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Quantity × price in cents rounded half away from zero: what Merit books for a row. */
export function meritRowCents(quantity: string, unitPriceCents: number): number {
  const negative = quantity.startsWith('-')
  const [whole, fraction = ''] = quantity.replace('-', '').split('.')
  const thousandths = BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3))
  const cents = Number((thousandths * BigInt(unitPriceCents) + 500n) / 1000n)
  return negative && cents !== 0 ? -cents : cents
}

/** The item code of a material: its page's slug in capitals without diacritics, 20 characters; its id without one. */
export function materialCode(slug: string | null, productId: number | null): string {
  const code = (slug ?? `MATERJAL-${productId ?? 0}`)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '-')
  return code.slice(0, 20)
}

function row(line: LineRow, code: string, taxId: string) {
  const type = line.unit === 't' ? itemType.goods : itemType.service
  const exact = meritRowCents(line.quantity, line.unitPriceCents) === line.netCents
  // Every line's amount is the rounded product of its quantity and price, so this always holds; were it
  // ever not to, one unit at the line's amount keeps the rows summing to the invoice's net exactly.
  return {
    Item: { Code: code, Description: line.description, Type: type, UOMName: line.unit },
    Quantity: exact ? line.quantity : line.netCents < 0 ? '-1' : '1',
    Price: meritAmount(exact ? line.unitPriceCents : Math.abs(line.netCents)),
    TaxId: taxId,
  }
}

export async function meritInvoicePayload(db: Database, invoice: InvoiceRow, taxId: string) {
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position))
  const [order] = await db
    .select({ email: orders.email, productId: orders.productId, slug: products.slug })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, invoice.orderId))
  const [account] = invoice.customerId
    ? await db
        .select({ invoiceEmail: customers.invoiceEmail, email: customers.email })
        .from(customers)
        .where(eq(customers.id, invoice.customerId))
    : []
  const [credited] = invoice.creditedInvoiceId
    ? await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, invoice.creditedInvoiceId))
    : []
  const { buyer } = invoice
  const company = Boolean(buyer.registryCode)
  const email = account ? (account.invoiceEmail ?? account.email) : order?.email
  const codeOf = (line: LineRow) =>
    line.unit === 't'
      ? materialCode(order?.slug ?? null, order?.productId ?? null)
      : line.unit === 'km'
        ? meritItemCodes.transport
        : meritItemCodes.minimumCharge
  return {
    Customer: {
      Name: buyer.name,
      // A private person is not a VAT-registered company: Merit's NotTDCustomer.
      NotTDCustomer: !company,
      ...(company ? { RegNo: buyer.registryCode } : {}),
      ...(buyer.vatNumber ? { VatRegNo: buyer.vatNumber } : {}),
      ...(buyer.address.street ? { Address: buyer.address.street } : {}),
      ...(buyer.address.city ? { City: buyer.address.city } : {}),
      ...(buyer.address.postalCode ? { PostalCode: buyer.address.postalCode } : {}),
      CountryCode: buyer.address.countryCode,
      ...(email ? { Email: email } : {}),
    },
    DocDate: meritDate(invoice.issueDate),
    DueDate: meritDate(invoice.dueDate),
    TransactionDate: meritDate(invoice.deliveryDate),
    InvoiceNo: invoice.number,
    RefNo: invoice.referenceNumber,
    CurrencyCode: 'EUR',
    InvoiceRow: lines.map((line) => row(line, codeOf(line), taxId)),
    TaxAmount: [{ TaxId: taxId, Amount: meritAmount(invoice.vatCents) }],
    TotalAmount: meritAmount(invoice.netCents),
    ...(credited
      ? {
          Hcomment: `Kreeditarve arvele nr ${credited.number}${invoice.creditReason ? `: ${invoice.creditReason}` : ''}`,
        }
      : {}),
  }
}
