import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { type OrderRow, orders } from '../db/schema.server.ts'
import { createRateLimiter } from '../http/rate-limit.server.ts'
import { customerTokenHash, plausibleToken } from './customer-link.server.ts'

/**
 * Looks a customer's order up by the token of its page. A token of the wrong shape is not looked up; an
 * order whose personal data the retention job erased (its name is empty) is not found either.
 */
export async function findOrderByCustomerToken(db: Database, token: string): Promise<OrderRow | null> {
  if (!plausibleToken(token)) return null
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerTokenHash, customerTokenHash(token)), ne(orders.name, '')))
    .limit(1)
  return row ?? null
}

/**
 * Page views and cancellations per client address: a person opens their page a few times; guessing
 * tokens takes millions of tries, and this makes it slower still.
 */
export const customerPageLimiter = createRateLimiter({ limit: 60, windowMs: 10 * 60_000 })
