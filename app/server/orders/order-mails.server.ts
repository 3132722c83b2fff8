import { eq } from 'drizzle-orm'
import type { Database } from '#app/server/db/database.server.ts'
import { customers, type inquiries, type orders } from '#app/server/db/schema.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import {
  inquiryConfirmationToCustomer,
  inquiryMailToStaff,
  type MailContent,
  orderConfirmationToCustomer,
  orderMailToStaff,
} from '../mail/templates.server.ts'

export interface MailRecipients {
  /** The staff inbox (config.mail.notifyTo). */
  notifyTo: string
  /** The customer's order page, `/tellimus/{token}`, carried by every customer mail. */
  customerUrl?: string | null
}

/** What a change of an order that mails the customer works with: staff's changes and online payments. */
export interface OrderChangeDependencies {
  db: Database
  /** Signs the customer's link to the order page. */
  signingSecret: string
  notifyTo: string
  /** Called after a change that queued mail was committed. */
  afterCommit?: () => void
  now?: () => Date
}

/**
 * Queues the staff mail and the customer's confirmation for a stored order. Call it with the transaction
 * that inserted the order. Staff answer the customer with 'Reply'; a customer who answers the
 * confirmation reaches the staff inbox, whatever address the mail was sent from.
 */
export async function queueOrderMails(
  db: Database,
  order: typeof orders.$inferSelect,
  recipients: MailRecipients,
): Promise<{ staffMailId: number; customerMailId: number }> {
  const staffMailId = await queueOrderMailToStaff(
    db,
    order,
    { kind: 'order-staff', ...orderMailToStaff(order) },
    recipients,
  )
  const customerMailId = await queueOrderMailToCustomer(
    db,
    order,
    { kind: 'order-customer', ...orderConfirmationToCustomer(order, recipients.customerUrl ?? undefined) },
    recipients,
  )
  return { staffMailId, customerMailId }
}

/**
 * A mail about an order's later step to its customer; call it with the transaction that made the change.
 * `invoiceId` sends that invoice's PDF with it, and to a business account's bookkeeping address as well
 * (ADR 059) when the company gave one.
 */
export async function queueOrderMailToCustomer(
  db: Database,
  order: typeof orders.$inferSelect,
  mail: MailContent & { kind: string; invoiceId?: number },
  recipients: MailRecipients,
): Promise<number> {
  const id = await queueMail(db, {
    to: order.email,
    toName: order.name,
    replyTo: recipients.notifyTo,
    orderId: order.id,
    ...mail,
  })
  if (mail.invoiceId !== undefined && order.customerId !== null) {
    const [company] = await db
      .select({ name: customers.name, invoiceEmail: customers.invoiceEmail })
      .from(customers)
      .where(eq(customers.id, order.customerId))
    const copyTo = company?.invoiceEmail
    if (company && copyTo && copyTo.toLowerCase() !== order.email.toLowerCase())
      await queueMail(db, {
        to: copyTo,
        toName: company.name,
        replyTo: recipients.notifyTo,
        orderId: order.id,
        ...mail,
      })
  }
  return id
}

/** A mail about an order to staff, answered to the customer. */
export async function queueOrderMailToStaff(
  db: Database,
  order: typeof orders.$inferSelect,
  mail: MailContent & { kind: string },
  recipients: MailRecipients,
): Promise<number> {
  return queueMail(db, {
    to: recipients.notifyTo,
    toName: currentBusiness().name,
    replyTo: order.email,
    orderId: order.id,
    ...mail,
  })
}

/** The same for a stored inquiry. */
export async function queueInquiryMails(
  db: Database,
  inquiry: typeof inquiries.$inferSelect,
  recipients: MailRecipients,
): Promise<{ staffMailId: number; customerMailId: number }> {
  const staffMailId = await queueMail(db, {
    kind: 'inquiry-staff',
    to: recipients.notifyTo,
    toName: currentBusiness().name,
    replyTo: inquiry.email,
    inquiryId: inquiry.id,
    ...inquiryMailToStaff(inquiry),
  })
  const customerMailId = await queueMail(db, {
    kind: 'inquiry-customer',
    to: inquiry.email,
    toName: inquiry.name,
    replyTo: recipients.notifyTo,
    inquiryId: inquiry.id,
    ...inquiryConfirmationToCustomer(inquiry),
  })
  return { staffMailId, customerMailId }
}
