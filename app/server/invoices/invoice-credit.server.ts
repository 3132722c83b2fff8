import { asc, eq } from 'drizzle-orm'
import { creditInvoice, type InvoiceAmounts } from '#app/domain/invoice.ts'
import type { CreditInput } from '#app/domain/invoice-forms.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoiceLines, invoices, type OrderRow } from '../db/schema.server.ts'
import { creditInvoiceToCustomer } from '../mail/templates.server.ts'
import { type InvoiceRow, storeInvoice } from './invoice-issue.server.ts'
import {
  type InvoiceMailDependencies,
  invoiceMailDependencies,
  orderOfInvoice,
  queueInvoiceMail,
} from './invoice-mails.server.ts'
import { lockInvoice, type Refusal } from './invoice-payments.server.ts'
import { storedAmounts } from './invoice-read.server.ts'

/**
 * Crediting: an issued invoice is never changed; a credit invoice (kreeditarve) from the same number
 * sequence cancels it in full, every line and amount negated, referring to its number. Staff credit an
 * invoice on its own (goods taken back), and a correction of a delivered order credits its invoice before
 * issuing the corrected one (order-changes.server.ts).
 */

export const creditTexts = {
  notFound: 'Arvet ei leitud.',
  creditOfCredit: 'Kreeditarvet ei saa krediteerida.',
  alreadyCredited: (number: string) => `Arve ${number} on juba krediteeritud.`,
} as const

/** The stored amounts of an invoice in the domain's terms, for negating. */
async function amountsOf(tx: Database, invoice: InvoiceRow): Promise<InvoiceAmounts> {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position))
  return storedAmounts(invoice, lines)
}

/**
 * Issues the credit invoice of a locked, uncredited invoice in the caller's transaction and marks the
 * invoice credited. The credit invoice keeps the invoice's seller, buyer, delivery day and address, its
 * lines' notes and its VAT rate; it asks for no payment, so its due date is its issue date.
 */
export async function issueCreditInvoice(
  tx: Database,
  original: InvoiceRow,
  input: { reason: string; actor: string; today: string },
): Promise<InvoiceRow> {
  const amounts = creditInvoice(await amountsOf(tx, original))
  const credit = await storeInvoice(
    tx,
    {
      kind: 'kreeditarve',
      orderId: original.orderId,
      creditedInvoiceId: original.id,
      creditReason: input.reason,
      status: 'krediteeritud',
      issueDate: input.today,
      deliveryDate: original.deliveryDate,
      dueDate: input.today,
      seller: original.seller,
      buyer: original.buyer,
      deliveryAddress: original.deliveryAddress,
      buyerReference: original.buyerReference,
      customerId: original.customerId,
      issuedBy: input.actor,
    },
    amounts,
  )
  await updateAudited(tx, invoices, original.id, {
    set: { status: 'krediteeritud' },
    admin: input.actor,
    action: 'credit',
    entity: 'invoice',
    before: { status: original.status },
    after: () => ({ status: 'krediteeritud', creditInvoice: credit.number, reason: input.reason }),
  })
  return credit
}

/** Queues the credit invoice's mail with its PDF, in the caller's transaction. */
export async function queueCreditInvoiceMail(
  tx: Database,
  order: OrderRow,
  credit: InvoiceRow,
  options: { credited: string; reason: string | null; corrected: boolean },
  deps: InvoiceMailDependencies,
): Promise<void> {
  await queueInvoiceMail(
    tx,
    order,
    credit,
    {
      kind: 'credit-invoice',
      template: creditInvoiceToCustomer,
      options: { customerUrl: deps.customerUrl(order), ...options },
    },
    deps,
  )
}

/** Why an invoice cannot be credited; null when it can. */
export function creditRefusal(invoice: InvoiceRow): Refusal | null {
  if (invoice.kind === 'kreeditarve') return { ok: false, status: 400, message: creditTexts.creditOfCredit }
  if (invoice.status === 'krediteeritud')
    return { ok: false, status: 409, message: creditTexts.alreadyCredited(invoice.number) }
  return null
}

/**
 * Credits an invoice in full (goods taken back, an invoice issued in error): the credit invoice is
 * issued, the invoice becomes 'krediteeritud' and the customer is mailed the credit invoice's PDF, in one
 * transaction.
 */
export async function creditInvoiceInFull(
  db: Database,
  input: { invoiceId: number; actor: string; today?: string } & CreditInput,
  deps: InvoiceMailDependencies = invoiceMailDependencies(),
): Promise<{ ok: true; credit: InvoiceRow } | Refusal> {
  const result = await db.transaction(async (tx): Promise<{ ok: true; credit: InvoiceRow } | Refusal> => {
    const [invoice] = await lockInvoice(tx, input.invoiceId)
    if (!invoice) return { ok: false, status: 404, message: creditTexts.notFound }
    const refusal = creditRefusal(invoice)
    if (refusal) return refusal
    const credit = await issueCreditInvoice(tx, invoice, {
      reason: input.reason,
      actor: input.actor,
      today: input.today ?? tallinnCalendarDate(),
    })
    const order = await orderOfInvoice(tx, invoice)
    await queueCreditInvoiceMail(
      tx,
      order,
      credit,
      { credited: invoice.number, reason: input.reason, corrected: false },
      deps,
    )
    return { ok: true, credit }
  })
  if (result.ok) deps.afterCommit?.()
  return result
}
