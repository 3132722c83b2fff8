import { eq, sql } from 'drizzle-orm'
import type { BusinessInfo } from '#app/content/business.ts'
import { computeInvoice, type InvoiceAmounts } from '#app/domain/invoice.ts'
import {
  formatInvoiceNumber,
  invoiceDeliveryDate,
  invoiceDueDate,
  invoiceReferenceNumber,
} from '#app/domain/invoice-number.ts'
import { queueInvoiceForBooks } from '../books/books-queue.server.ts'
import type { Database } from '../db/database.server.ts'
import { customers, invoiceCounters, invoiceLines, invoices, type OrderRow } from '../db/schema.server.ts'
import { distanceTenths, orderAmounts } from '../orders/order-amounts.server.ts'
import type { InvoiceBuyer, InvoiceSeller, PostalAddress } from './ubl.server.ts'

/**
 * Issuing the invoice of a delivered order, inside the transaction that marks it delivered: the number is
 * the next of its year's gap-free sequence, the contents are what VAT Act § 37 asks for, taken from the
 * business settings and the order as they are at this moment and stored with the invoice.
 */

export type InvoiceRow = typeof invoices.$inferSelect

/** The business settings an invoice cannot be issued without, with their names on /admin/ettevote. */
const requiredSellerFacts = [
  ['registryCode', 'registrikood'],
  ['vatNumber', 'KMKR number'],
  ['iban', 'IBAN'],
] as const

export const businessSettingsPath = '/admin/ettevote'

/** The goods line's note: the weighing ticket's number the tonnes were weighed on. */
export const weighTicketNote = (ticket: string) => `Kaalusedel nr ${ticket}`

/** What of the seller's facts is missing for a legal invoice, in staff's words; empty when nothing is. */
export function missingSellerFacts(business: BusinessInfo): string[] {
  return requiredSellerFacts.filter(([key]) => !business[key].trim()).map(([, label]) => label)
}

/** Why a delivery was refused for want of the seller's facts, and where to add them. */
export function missingSellerFactsText(missing: readonly string[]): string {
  const list =
    missing.length > 1 ? `${missing.slice(0, -1).join(', ')} ja ${missing[missing.length - 1]}` : missing[0]
  return missing.length > 1
    ? `Arvet ei saa koostada: ettevõtte andmetes puuduvad ${list}. Lisage need lehel ${businessSettingsPath} ja märkige tellimus siis tarnituks.`
    : `Arvet ei saa koostada: ettevõtte andmetes puudub ${list}. Lisage see lehel ${businessSettingsPath} ja märkige tellimus siis tarnituks.`
}

/** The seller as the invoice states it: the legal name, the address, the codes and the bank account. */
export function sellerOf(business: BusinessInfo): InvoiceSeller {
  return {
    legalName: business.legalName,
    address: {
      street: business.address.street,
      city: business.address.locality,
      postalCode: business.address.postalCode,
      region: business.address.region,
      countryCode: business.address.country,
    },
    registryCode: business.registryCode,
    vatNumber: business.vatNumber,
    iban: business.iban,
    bankName: business.bankName,
  }
}

/** Where the goods went, as the invoice states it ('Tarneaadress'); null for a pickup at the quarry. */
export function deliveryAddressOf(order: OrderRow): PostalAddress | null {
  const address = order.deliveryOption === 'delivery' ? orderAmounts(order).deliveryAddress : null
  return address ? { street: address, countryCode: 'EE' } : null
}

/**
 * The buyer: the company when the order names one, at its legal address, with its codes; otherwise the
 * person who ordered. A person's address, and a company's that its order did not give, is where the goods
 * went; a pickup at the quarry has none but the country.
 */
export function buyerOf(order: OrderRow): InvoiceBuyer {
  const legal = order.companyName !== null ? order.companyAddress : null
  const address = legal ?? deliveryAddressOf(order)?.street
  return {
    name: order.companyName ?? order.name,
    address: { ...(address ? { street: address } : {}), countryCode: 'EE' },
    ...(order.companyRegistryCode ? { registryCode: order.companyRegistryCode } : {}),
    ...(order.companyVatNumber ? { vatNumber: order.companyVatNumber } : {}),
  }
}

/**
 * The next number of `year`'s sequence, taken in the caller's transaction. The year's row is made on
 * first use; the update then locks it until the transaction ends, so numbers are handed out one at a
 * time and a rollback returns its number.
 */
export async function nextInvoiceNumber(
  tx: Database,
  year: number,
): Promise<{ number: string; sequence: number }> {
  await tx.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing()
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.year, year))
    .returning({ last: invoiceCounters.last })
  if (!counter) throw new Error(`the invoice counter of ${year} is missing`)
  return { number: formatInvoiceNumber(year, counter.last), sequence: counter.last }
}

export interface DeliveryInvoiceInput {
  /** The order as it is being marked delivered (its company, confirmed amounts and day). */
  order: OrderRow
  /** The weighed net tonnes in hundredths. */
  deliveredHundredths: number
  business: BusinessInfo
  /** The Tallinn calendar day of issue. */
  today: string
  admin: string
}

/**
 * Issues the invoice of a delivered order in the caller's transaction: the weighed tonnes at the
 * confirmed price, the confirmed transport and the 15 € minimum at the delivery day's VAT rate. The caller
 * has checked the seller's facts (missingSellerFacts) and that a delivery has its distance.
 */
export async function issueDeliveryInvoice(tx: Database, input: DeliveryInvoiceInput): Promise<InvoiceRow> {
  const { order, business, today } = input
  const amounts = orderAmounts(order)
  // The day stored when the order was marked delivered, so that a correction's new invoice repeats it
  // rather than taking the later day it is issued on.
  const deliveryDate = order.deliveredOn ?? invoiceDeliveryDate(order.deliveryDate, today)
  const computed = computeInvoice({
    materialName: order.productName,
    unitPriceCents: amounts.unitPriceCents,
    deliveredHundredthsTonnes: input.deliveredHundredths,
    delivery:
      order.deliveryOption === 'delivery'
        ? { option: 'delivery', distanceTenthsKm: distanceTenths(amounts.distanceKm) }
        : { option: 'self' },
    deliveryDate,
  })
  // The weighing ticket goes on the goods' line, the first.
  const [goods, ...rest] = computed.lines
  const lines =
    goods && order.weighTicket
      ? [{ ...goods, note: weighTicketNote(order.weighTicket) }, ...rest]
      : computed.lines
  // A business account's own payment term, when staff agreed one (ADR 059); the business setting else.
  const [account] = order.customerId
    ? await tx
        .select({ paymentTermDays: customers.paymentTermDays })
        .from(customers)
        .where(eq(customers.id, order.customerId))
    : []
  return storeInvoice(
    tx,
    {
      kind: 'arve',
      orderId: order.id,
      issueDate: today,
      deliveryDate,
      dueDate: invoiceDueDate(today, account?.paymentTermDays ?? business.paymentTermDays),
      seller: sellerOf(business),
      buyer: buyerOf(order),
      deliveryAddress: deliveryAddressOf(order),
      buyerReference: order.buyerReference,
      customerId: order.customerId,
      issuedBy: input.admin,
    },
    { ...computed, lines },
  )
}

/** What an invoice or credit invoice states besides its number and amounts. */
type InvoiceFacts = Omit<
  typeof invoices.$inferInsert,
  | 'id'
  | 'number'
  | 'year'
  | 'sequence'
  | 'referenceNumber'
  | 'netCents'
  | 'vatRate'
  | 'vatCents'
  | 'totalCents'
>

/**
 * Stores an invoice or credit invoice with its lines in the caller's transaction, numbered from the year
 * of its issue day, and queues it for the books. The number is taken last, so that the year's row is locked for as short a time as
 * possible.
 */
export async function storeInvoice(
  tx: Database,
  facts: InvoiceFacts,
  amounts: InvoiceAmounts,
): Promise<InvoiceRow> {
  const year = Number(facts.issueDate.slice(0, 4))
  const { number, sequence } = await nextInvoiceNumber(tx, year)
  const [invoice] = await tx
    .insert(invoices)
    .values({
      ...facts,
      number,
      year,
      sequence,
      referenceNumber: invoiceReferenceNumber(number),
      netCents: amounts.netCents,
      vatRate: amounts.vatRate,
      vatCents: amounts.vatCents,
      totalCents: amounts.totalCents,
    })
    .returning()
  await tx.insert(invoiceLines).values(
    amounts.lines.map((line, index) => ({
      invoiceId: invoice!.id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      netCents: line.netCents,
      note: line.note ?? null,
    })),
  )
  // To the books in the same transaction (ADR 062), when Merit Aktiva is configured.
  await queueInvoiceForBooks(tx, invoice!)
  return invoice!
}
