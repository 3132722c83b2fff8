import { and, eq, ne, sql } from 'drizzle-orm'
import type { AccountChangeTexts } from '#app/domain/customer-account.ts'
import type { CustomerUserInput } from '#app/domain/customer-forms.ts'
import { accountChangeTextsIn } from '#app/lib/account-texts.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { customers, customerUsers } from '../db/schema.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'
import { type ChangeResult, type CustomerUserRow, notFound } from './customer-accounts.server.ts'

/**
 * A business account's people (ADR 059), added and removed by staff or by the company's own admin: an
 * e-mail address is a person of one account at most, and an account keeps at least one admin. Each
 * change is in the audit log in its transaction.
 */

/** Adds a person to an account, by staff or by the company's admin (`actor` names who, for the log). */
export async function addCustomerUser(
  db: Database,
  actor: string,
  customerId: number,
  input: CustomerUserInput,
  texts: AccountChangeTexts = accountChangeTextsIn('et'),
): Promise<ChangeResult<CustomerUserRow>> {
  try {
    return await db.transaction(async (tx): Promise<ChangeResult<CustomerUserRow>> => {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
      if (!customer) return notFound
      const [person] = await tx
        .insert(customerUsers)
        .values({ customerId, ...input })
        .returning()
      await recordAudit(tx, {
        admin: actor,
        action: 'add_user',
        entity: 'customer',
        entityId: customerId,
        after: input,
      })
      return { ok: true, value: person! }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'customer_users_email_unique'))
      return { ok: false, status: 409, error: texts.userTaken, field: 'email' }
    throw error
  }
}

/**
 * Removes a person: their sessions and links go with them, so they are signed out at once. An account
 * keeps at least one admin.
 */
export async function removeCustomerUser(
  db: Database,
  actor: string,
  customerId: number,
  userId: number,
  texts: AccountChangeTexts = accountChangeTextsIn('et'),
): Promise<ChangeResult<CustomerUserRow>> {
  return db.transaction(async (tx): Promise<ChangeResult<CustomerUserRow>> => {
    const [person] = await tx
      .select()
      .from(customerUsers)
      .where(and(eq(customerUsers.id, userId), eq(customerUsers.customerId, customerId)))
    if (!person) return { ok: false, status: 404, error: texts.personGone }
    if (person.role === 'admin') {
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(customerUsers)
        .where(
          and(
            eq(customerUsers.customerId, customerId),
            eq(customerUsers.role, 'admin'),
            ne(customerUsers.id, userId),
          ),
        )
      if ((others?.count ?? 0) === 0) return { ok: false, status: 409, error: texts.lastAdmin }
    }
    await tx.delete(customerUsers).where(eq(customerUsers.id, userId))
    await recordAudit(tx, {
      admin: actor,
      action: 'remove_user',
      entity: 'customer',
      entityId: customerId,
      before: { email: person.email, name: person.name, role: person.role },
    })
    return { ok: true, value: person }
  })
}
