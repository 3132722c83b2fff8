import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { customers, orders } from '../db/schema.server.ts'

/**
 * Whether the buyer of an invoice wants it as an e-invoice: a business account's own choice, or for a
 * company without an account 'Soovin e-arvet' on its order (with the company's registry code, which is
 * its e-invoice address). A private person never does.
 */
export async function wantsEInvoice(
  db: Database,
  invoice: { customerId: number | null; orderId: number },
): Promise<boolean> {
  if (invoice.customerId !== null) {
    const [company] = await db
      .select({ eInvoice: customers.eInvoice })
      .from(customers)
      .where(eq(customers.id, invoice.customerId))
    return company?.eInvoice === true
  }
  const [order] = await db
    .select({ eInvoice: orders.companyEInvoice, registryCode: orders.companyRegistryCode })
    .from(orders)
    .where(eq(orders.id, invoice.orderId))
  return order?.eInvoice === true && Boolean(order.registryCode)
}
