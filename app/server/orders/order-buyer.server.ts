import { eq } from 'drizzle-orm'
import type { CompanyBuyer } from '#app/domain/company-buyer.ts'
import type { BuyerChangeInput } from '#app/domain/order-change-forms.ts'
import { updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoices, type OrderRow, orders } from '../db/schema.server.ts'
import {
  type ChangeDependencies,
  type ChangeResult,
  changeTexts,
  companyColumns,
  fail,
  lockOrder,
  sameCompany,
} from './order-change-basics.server.ts'
import { orderCompany } from './order-inbox.server.ts'

/** The buyer company of an order added, corrected or taken off by staff, before its invoice. */

/**
 * Adds, corrects or takes off the buyer company of an order, until its invoice is issued: after that the
 * invoice stands as issued and only a credit invoice corrects it.
 */
export async function changeOrderBuyer(
  deps: ChangeDependencies,
  input: BuyerChangeInput & { id: number; admin: string },
): Promise<ChangeResult> {
  return deps.db.transaction(async (tx): Promise<ChangeResult> => {
    const [order] = await lockOrder(tx, input.id)
    if (!order) return fail(404, changeTexts.notFound)
    if (input.version !== undefined && input.version !== order.version) return fail(409, changeTexts.stale)
    return changeBuyerOf(deps, tx, order, input)
  })
}

/** The buyer change of a locked order, in the caller's transaction. */
export async function changeBuyerOf(
  deps: ChangeDependencies,
  tx: Database,
  order: OrderRow,
  input: { company: CompanyBuyer | null; eInvoice?: boolean | undefined; admin: string },
): Promise<ChangeResult> {
  const [issued] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .limit(1)
  if (issued) return fail(409, changeTexts.buyerAfterInvoice(issued.number), 'company')
  // 'Soovin e-arvet' goes with a company only, and an account's order follows the account's own choice.
  const eInvoice =
    input.company !== null && order.customerId === null && (input.eInvoice ?? order.companyEInvoice)
  if (sameCompany(orderCompany(order), input.company) && eInvoice === order.companyEInvoice)
    return { ok: true, order, changed: false }
  const updated = await updateAudited(tx, orders, order.id, {
    set: {
      ...companyColumns(input.company),
      companyEInvoice: eInvoice,
      version: order.version + 1,
      updatedAt: deps.now?.() ?? new Date(),
    },
    admin: input.admin,
    action: 'buyer',
    entity: 'order',
    before: { company: orderCompany(order), eInvoice: order.companyEInvoice },
    after: () => ({ company: input.company, eInvoice }),
  })
  return { ok: true, order: updated!, changed: true }
}
