import { and, desc, eq, ne } from 'drizzle-orm'
import type { BusinessInfo } from '#app/content/business.ts'
import {
  hundredthsToStored,
  hundredthsToTonnes,
  storedTonnesToHundredths,
} from '#app/domain/delivered-tonnes.ts'
import { formatEur, formatEurPerTonne, formatTonnes } from '#app/domain/format.ts'
import { adjustedUnitPriceCents, quote } from '#app/domain/quote.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoices, type OrderRow, orders } from '../db/schema.server.ts'
import { issueCreditInvoice, queueCreditInvoiceMail } from '../invoices/invoice-credit.server.ts'
import {
  issueDeliveryInvoice,
  missingSellerFacts,
  missingSellerFactsText,
} from '../invoices/invoice-issue.server.ts'
import { queueInvoiceMail } from '../invoices/invoice-mails.server.ts'
import { carryPayments } from '../invoices/invoice-payments.server.ts'
import { invoiceToCustomer } from '../mail/templates.server.ts'
import { confirmedPriceColumns, distanceTenths, orderAmounts } from './order-amounts.server.ts'

/**
 * Correcting a delivered, invoiced order: the weighed tonnes or the price per tonne (a price adjustment
 * with its reason). The issued invoice is never edited: in the transaction that changes the order, a
 * credit invoice cancels it, referring to its number, and a new invoice charges the corrected amounts,
 * both from the year's one sequence; the customer is mailed both, each with its PDF.
 */

type InvoiceRow = typeof invoices.$inferSelect

export const correctionTexts = {
  noInvoice: 'Tellimusel ei ole kehtivat arvet, mida parandada.',
  nothing: 'Parandamiseks muutke kaalutud kogust või tonni hinda.',
} as const

export interface DeliveryCorrection {
  /** The corrected weighed net tonnes in hundredths; undefined keeps them. */
  deliveredHundredths?: number | null
  /** The corrected price adjustment per tonne in cents; undefined keeps it. */
  priceAdjustmentCents?: number | null
  adjustmentReason?: string | null
}

export type CorrectionOutcome =
  | { ok: true; order: OrderRow; changed: boolean; credit?: InvoiceRow; invoice?: InvoiceRow }
  | { ok: false; status: 400 | 409; error: string; field?: string; link?: string }

/** The invoice of the order that stands: its latest invoice not credited. */
async function standingInvoice(tx: Database, orderId: number): Promise<InvoiceRow | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.orderId, orderId), eq(invoices.kind, 'arve'), ne(invoices.status, 'krediteeritud')),
    )
    .orderBy(desc(invoices.id))
    .limit(1)
    .for('update')
  return invoice
}

/**
 * Corrects a locked, delivered order in the caller's transaction (see the module's comment). `texts`
 * are the order changes' own messages for a missing reason and a price below zero.
 */
export async function correctDelivery(
  tx: Database,
  order: OrderRow,
  input: DeliveryCorrection & {
    admin: string
    today: string
    now: Date
    notify: boolean
    business: BusinessInfo
    notifyTo: string
    customerUrl: string | null
    texts: { reasonRequired: string; negativePrice: string }
  },
): Promise<CorrectionOutcome> {
  const current = orderAmounts(order)
  const deliveredBefore = storedTonnesToHundredths(order.deliveredTonnes) ?? current.quantity * 100
  const delivered = input.deliveredHundredths ?? deliveredBefore
  const adjustment =
    input.priceAdjustmentCents === undefined
      ? current.priceAdjustmentCents
      : (input.priceAdjustmentCents ?? 0)
  const reasonGiven = input.adjustmentReason?.trim()
  const reason =
    adjustment === 0 ? null : reasonGiven === undefined ? current.adjustmentReason : reasonGiven || null
  if (adjustment !== 0 && !reason)
    return { ok: false, status: 400, error: input.texts.reasonRequired, field: 'adjustmentReason' }
  const unitPrice = adjustedUnitPriceCents(order.unitPriceCents, adjustment)
  if (unitPrice === null)
    return { ok: false, status: 400, error: input.texts.negativePrice, field: 'priceAdjustmentEur' }
  if (delivered === deliveredBefore && unitPrice === current.unitPriceCents)
    return { ok: true, order, changed: false }

  const original = await standingInvoice(tx, order.id)
  if (!original) return { ok: false, status: 409, error: correctionTexts.noInvoice }
  const missing = missingSellerFacts(input.business)
  if (missing.length > 0)
    return { ok: false, status: 409, error: missingSellerFactsText(missing), link: '/admin/ettevote' }

  const lines = quote({
    unitPriceCents: unitPrice,
    quantityTonnes: current.quantity,
    delivery:
      order.deliveryOption === 'delivery'
        ? { option: 'delivery', distanceTenthsKm: distanceTenths(current.distanceKm) }
        : { option: 'self' },
  })
  const [updated] = await tx
    .update(orders)
    .set({
      deliveredTonnes: hundredthsToStored(delivered),
      ...confirmedPriceColumns({ adjustment, reason, unitPrice, lines }),
      version: order.version + 1,
      updatedAt: input.now,
    })
    .where(eq(orders.id, order.id))
    .returning()

  const what: string[] = []
  if (delivered !== deliveredBefore)
    what.push(
      `kaalutud kogus ${formatTonnes(hundredthsToTonnes(deliveredBefore))} asemel ${formatTonnes(hundredthsToTonnes(delivered))}`,
    )
  if (unitPrice !== current.unitPriceCents)
    what.push(
      `tonni hind ${formatEurPerTonne(current.unitPriceCents)} asemel ${formatEurPerTonne(unitPrice)}${reason ? ` (${reason})` : ''}`,
    )
  const creditReason = `Arve parandus: ${what.join(', ')}.`
  const credit = await issueCreditInvoice(tx, original, {
    reason: creditReason,
    actor: input.admin,
    today: input.today,
  })
  const issued = await issueDeliveryInvoice(tx, {
    order: updated!,
    deliveredHundredths: delivered,
    business: input.business,
    today: input.today,
    admin: input.admin,
  })
  const invoice = await carryPayments(tx, original, issued, input.admin)
  if (input.notify) {
    const deps = { notifyTo: input.notifyTo, customerUrl: () => input.customerUrl }
    await queueCreditInvoiceMail(
      tx,
      updated!,
      credit,
      { credited: original.number, reason: creditReason, corrected: true },
      deps,
    )
    await queueInvoiceMail(
      tx,
      updated!,
      invoice,
      {
        kind: 'invoice',
        template: invoiceToCustomer,
        options: { customerUrl: input.customerUrl, replaces: original.number },
      },
      deps,
    )
  }
  await recordAudit(tx, {
    admin: input.admin,
    action: 'correct-invoice',
    entity: 'order',
    entityId: order.id,
    before: {
      deliveredTonnes: hundredthsToTonnes(deliveredBefore),
      unitPrice: formatEur(current.unitPriceCents),
      invoiceNumber: original.number,
    },
    after: {
      deliveredTonnes: hundredthsToTonnes(delivered),
      unitPrice: formatEur(unitPrice),
      ...(reason ? { adjustmentReason: reason } : {}),
      creditInvoiceNumber: credit.number,
      invoiceNumber: invoice.number,
      notified: input.notify,
    },
  })
  return { ok: true, order: updated!, changed: true, credit, invoice }
}
