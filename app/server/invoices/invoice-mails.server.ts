import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { invoices, type OrderRow, orders, outbox } from '../db/schema.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { type InvoiceMailFacts, invoiceToCustomer, type MailContent } from '../mail/templates.server.ts'
import { customerUrl } from '../orders/customer-link.server.ts'
import { queueOrderMailToCustomer } from '../orders/order-mails.server.ts'
import { getRuntime } from '../runtime.server.ts'
import type { InvoiceRow } from './invoice-issue.server.ts'

/**
 * The customer's mails about invoices. A queued mail names its invoice (outbox.invoice_id) and the
 * outbox worker prints the PDF at each attempt (invoice-document.server.ts), so a retry or a restart
 * sends the document as it was issued.
 */

/** Where the customer's mails about an order send them, and where their answers go. */
export interface InvoiceMailDependencies {
  /** The staff inbox the customer's answer reaches. */
  notifyTo: string
  /** The customer's order page; null for an order placed before there were any. */
  customerUrl(order: OrderRow): string | null
  /** Called after a transaction that queued mail was committed. */
  afterCommit?: () => void
}

/** The running server's. */
export function invoiceMailDependencies(): InvoiceMailDependencies {
  const runtime = getRuntime()
  return {
    notifyTo: runtime.config.mail.notifyTo,
    customerUrl: (order) =>
      order.customerTokenSalt
        ? customerUrl(runtime.config.publicUrl, runtime.signingSecret, order.customerTokenSalt)
        : null,
    afterCommit: wakeOutbox,
  }
}

export async function orderOfInvoice(tx: Database, invoice: Pick<InvoiceRow, 'orderId'>): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId)).limit(1)
  if (!order) throw new Error(`the order ${invoice.orderId} of an invoice is missing`)
  return order
}

/** A customer's mail about an invoice: its outbox kind and the template that writes it from the invoice. */
export interface InvoiceMail<Options> {
  kind: string
  template: (order: OrderRow, invoice: InvoiceMailFacts, options: Options) => MailContent
  options: Options
}

/** Queues a customer's mail about an invoice with its PDF, in the caller's transaction. */
export async function queueInvoiceMail<Options>(
  tx: Database,
  order: OrderRow,
  invoice: InvoiceRow,
  mail: InvoiceMail<Options>,
  deps: Pick<InvoiceMailDependencies, 'notifyTo'>,
): Promise<number> {
  const content = mail.template(order, invoiceMailFacts(invoice), mail.options)
  return queueOrderMailToCustomer(
    tx,
    order,
    { kind: mail.kind, ...content, invoiceId: invoice.id },
    { notifyTo: deps.notifyTo },
  )
}

/** What a customer's mail says of an invoice. */
export function invoiceMailFacts(invoice: InvoiceRow): InvoiceMailFacts {
  return {
    number: invoice.number,
    totalCents: invoice.totalCents,
    dueDate: invoice.dueDate,
    referenceNumber: invoice.referenceNumber,
    seller: { iban: invoice.seller.iban, bankName: invoice.seller.bankName },
  }
}

/**
 * The invoice's PDF mail to the customer, when its e-invoice did not go after all (Merit's api-noeinv, or
 * a refusal): queued in the caller's transaction unless a mail has carried the invoice's PDF already (a
 * corrected invoice's or a credit invoice's own mail). True when it queued one.
 */
export async function mailInvoicePdfInstead(
  tx: Database,
  invoiceId: number,
  deps: InvoiceMailDependencies,
): Promise<boolean> {
  const [carried] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.invoiceId, invoiceId))
    .limit(1)
  if (carried) return false
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId))
  if (invoice?.kind !== 'arve') return false
  const order = await orderOfInvoice(tx, invoice)
  await queueInvoiceMail(
    tx,
    order,
    invoice,
    {
      kind: 'invoice',
      template: invoiceToCustomer,
      options: { customerUrl: deps.customerUrl(order), replaces: null },
    },
    deps,
  )
  return true
}
