import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { customers, orders } from '../db/schema.server.ts'

/**
 * Whether an invoice's buyer wants it as an e-invoice: a business account by the choice in its terms
 * (customers.eInvoice), whatever its order said; a buyer without an account by the order's 'Soovin
 * e-arvet' (orders.companyEInvoice), as long as the order still names a company to send it to. Read when
 * the invoice is sent, so a changed choice counts from the next invoice mail.
 */
export async function wantsEInvoice(
  db: Database,
  invoice: { customerId: number | null; orderId: number },
): Promise<boolean> {
  if (invoice.customerId !== null) {
    const [account] = await db
      .select({ eInvoice: customers.eInvoice })
      .from(customers)
      .where(eq(customers.id, invoice.customerId))
    return account?.eInvoice === true
  }
  const [order] = await db
    .select({ eInvoice: orders.companyEInvoice, registryCode: orders.companyRegistryCode })
    .from(orders)
    .where(eq(orders.id, invoice.orderId))
  return order?.eInvoice === true && order.registryCode !== null
}
