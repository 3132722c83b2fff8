import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { CustomerStatus } from '#app/domain/customer-account.ts'
import { type CustomerTermsInput, customerTexts } from '#app/domain/customer-forms.ts'
import { localePath } from '#app/domain/locale.ts'
import { accountChangeTextsIn } from '#app/lib/account-texts.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { customerPrices, customers, customerUsers, products } from '../db/schema.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import { accountOpenedMail, applicationRefusedMail } from '../mail/templates/account-mails.server.ts'
import { createSignInLink, revokeAccountSessions } from './customer-sessions.server.ts'

/**
 * Business accounts (ADR 059) as staff keep them: the list and one account, an account created directly,
 * its company and terms, and staff's decisions on it. Every change is in the audit log in the same
 * transaction; every mail goes through the outbox in it too. The application is
 * application-submission.server.ts, the people account-people.server.ts, sign-in links
 * sign-in-requests.server.ts.
 */

export type CustomerRow = typeof customers.$inferSelect
export type CustomerUserRow = typeof customerUsers.$inferSelect

export interface MailDeps {
  db: Database
  /** The staff's address for new applications. */
  notifyTo: string
  /** The site's public address, for links in mails. */
  publicUrl: string
  afterCommit?: () => void
}

/** The index that keeps one open application or account per registry code. */
export const openRegistryIndex = 'customers_open_registry_code_unique'

export interface CustomerListItem {
  id: number
  name: string
  registryCode: string
  status: CustomerStatus
  contactName: string
  email: string
  createdAt: Date
}

/** Staff's list: applications first (oldest first, the next to decide), then the rest by name. */
export async function listCustomers(db: Database, filter: { status?: CustomerStatus } = {}) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      registryCode: customers.registryCode,
      status: customers.status,
      contactName: customers.contactName,
      email: customers.email,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(filter.status ? eq(customers.status, filter.status) : undefined)
    .orderBy(
      sql`${customers.status} <> 'taotlus'`,
      sql`case when ${customers.status} = 'taotlus' then ${customers.id} end`,
      asc(customers.name),
      asc(customers.id),
    )
}

export interface CustomerDetail {
  customer: CustomerRow
  prices: { productId: number; netPriceCents: number }[]
  users: CustomerUserRow[]
}

export async function customerDetail(db: Database, id: number): Promise<CustomerDetail | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id))
  if (!customer) return null
  const [prices, users] = await Promise.all([
    db
      .select({ productId: customerPrices.productId, netPriceCents: customerPrices.netPriceCents })
      .from(customerPrices)
      .where(eq(customerPrices.customerId, id))
      .orderBy(asc(customerPrices.productId)),
    db.select().from(customerUsers).where(eq(customerUsers.customerId, id)).orderBy(asc(customerUsers.id)),
  ])
  return { customer, prices, users }
}

export type ChangeResult<T = CustomerRow> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: string }

export const notFound = { ok: false, status: 404, error: 'Klienti ei leitud.' } as const
const staleText = 'Keegi muutis klienti vahepeal. Laadige leht uuesti ja proovige siis uuesti.'
export const userTakenText = accountChangeTextsIn('et').userTaken

/** The agreed prices of a terms form: the products must exist. */
async function checkPrices(db: Database, prices: readonly { productId: number; netPriceCents: number }[]) {
  if (prices.length === 0) return true
  const ids = [...new Set(prices.map((price) => price.productId))]
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))
  return found.length === ids.length
}

async function replacePrices(
  tx: Database,
  customerId: number,
  prices: readonly { productId: number; netPriceCents: number }[],
) {
  await tx.delete(customerPrices).where(eq(customerPrices.customerId, customerId))
  if (prices.length > 0)
    await tx.insert(customerPrices).values(prices.map((price) => ({ customerId, ...price })))
}

function termsColumns(input: CustomerTermsInput) {
  const { creditLimitEur, version: _version, ...rest } = input
  return { ...rest, creditLimitCents: creditLimitEur }
}

/** Staff create an account directly (a phone call, a signed contract): active at once, its contact its admin. */
export async function createCustomer(
  deps: MailDeps,
  admin: string,
  input: CustomerTermsInput,
  prices: readonly { productId: number; netPriceCents: number }[],
): Promise<ChangeResult> {
  if (!(await checkPrices(deps.db, prices)))
    return { ok: false, status: 400, error: 'Tundmatu materjal hinnakirjas.' }
  try {
    const created = await deps.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({ ...termsColumns(input), status: 'aktiivne', decidedBy: admin, decidedAt: new Date() })
        .returning()
      await replacePrices(tx, customer!.id, prices)
      await recordAudit(tx, {
        admin,
        action: 'create',
        entity: 'customer',
        entityId: customer!.id,
        after: { ...customer, prices },
      })
      await openAccount(tx, deps, customer!)
      return customer!
    })
    deps.afterCommit?.()
    return { ok: true, value: created }
  } catch (error) {
    if (isUniqueViolation(error, openRegistryIndex))
      return { ok: false, status: 409, error: customerTexts.duplicateApplication, field: 'registryCode' }
    if (isUniqueViolation(error, 'customer_users_email_unique'))
      return { ok: false, status: 409, error: userTakenText, field: 'email' }
    throw error
  }
}

/** The contact becomes the account's first admin (unless already a person of it), mailed a sign-in link. */
async function openAccount(tx: Database, deps: MailDeps, customer: CustomerRow) {
  const email = customer.email.toLowerCase()
  let [person] = await tx
    .select()
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customer.id), eq(customerUsers.email, email)))
  if (!person)
    [person] = await tx
      .insert(customerUsers)
      .values({ customerId: customer.id, email, name: customer.contactName, role: 'admin' })
      .returning()
  const token = await createSignInLink(tx, person!.id)
  await queueMail(tx, {
    kind: 'account-opened',
    to: email,
    toName: person!.name,
    replyTo: deps.notifyTo,
    // In the language the company applied in, its pages' addresses too (ADR 060).
    ...accountOpenedMail({
      contactName: person!.name,
      companyName: customer.name,
      link: `${deps.publicUrl}${localePath(customer.locale, `/konto/sisene/${token}`)}`,
      signInPage: `${deps.publicUrl}${localePath(customer.locale, '/konto/sisene')}`,
      locale: customer.locale,
    }),
  })
}

/** Staff change an account's company and terms, and its agreed prices. */
export async function updateCustomer(
  db: Database,
  admin: string,
  id: number,
  input: CustomerTermsInput,
  prices: readonly { productId: number; netPriceCents: number }[],
): Promise<ChangeResult> {
  if (!(await checkPrices(db, prices)))
    return { ok: false, status: 400, error: 'Tundmatu materjal hinnakirjas.' }
  try {
    return await db.transaction(async (tx): Promise<ChangeResult> => {
      const before = await customerDetail(tx, id)
      if (!before) return notFound
      if (input.version !== undefined && input.version !== before.customer.version)
        return { ok: false, status: 409, error: staleText }
      const [after] = await tx
        .update(customers)
        .set({ ...termsColumns(input), version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
        .where(eq(customers.id, id))
        .returning()
      await replacePrices(tx, id, prices)
      await recordAudit(tx, {
        admin,
        action: 'update',
        entity: 'customer',
        entityId: id,
        before: { ...before.customer, prices: before.prices },
        after: { ...after, prices },
      })
      return { ok: true, value: after! }
    })
  } catch (error) {
    if (isUniqueViolation(error, openRegistryIndex))
      return { ok: false, status: 409, error: customerTexts.duplicateApplication, field: 'registryCode' }
    throw error
  }
}

export type Decision = 'approve' | 'refuse' | 'suspend' | 'reactivate'

const decisionTargets: Record<Decision, { from: readonly CustomerStatus[]; to: CustomerStatus }> = {
  approve: { from: ['taotlus'], to: 'aktiivne' },
  refuse: { from: ['taotlus'], to: 'keeldutud' },
  suspend: { from: ['aktiivne'], to: 'peatatud' },
  reactivate: { from: ['peatatud'], to: 'aktiivne' },
}

const decisionRefusals: Record<Decision, string> = {
  approve: 'Kinnitada saab ainult taotlust.',
  refuse: 'Keelduda saab ainult taotlusest.',
  suspend: 'Peatada saab ainult aktiivset kontot.',
  reactivate: 'Taasavada saab ainult peatatud kontot.',
}

/**
 * Staff's decision: approving opens the account and mails its contact a sign-in link; refusing mails
 * the applicant; suspending ends every session of its people at once.
 */
export async function decideCustomer(
  deps: MailDeps,
  admin: string,
  id: number,
  decision: { decision: Decision; note: string | null; version?: number },
): Promise<ChangeResult> {
  const target = decisionTargets[decision.decision]
  try {
    const result = await deps.db.transaction(async (tx): Promise<ChangeResult> => {
      const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update')
      if (!before) return notFound
      if (decision.version !== undefined && decision.version !== before.version)
        return { ok: false, status: 409, error: staleText }
      if (!target.from.includes(before.status))
        return { ok: false, status: 409, error: decisionRefusals[decision.decision] }
      const [after] = await tx
        .update(customers)
        .set({
          status: target.to,
          decisionNote: decision.note,
          decidedBy: admin,
          decidedAt: sql`now()`,
          version: sql`${customers.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(customers.id, id))
        .returning()
      await recordAudit(tx, {
        admin,
        action: decision.decision,
        entity: 'customer',
        entityId: id,
        before: { status: before.status },
        after: { status: after!.status, note: decision.note },
      })
      if (decision.decision === 'approve') await openAccount(tx, deps, after!)
      if (decision.decision === 'refuse')
        await queueMail(tx, {
          kind: 'account-refused',
          to: after!.email,
          toName: after!.contactName,
          replyTo: deps.notifyTo,
          ...applicationRefusedMail({
            contactName: after!.contactName,
            companyName: after!.name,
            note: decision.note,
            locale: after!.locale,
          }),
        })
      if (decision.decision === 'suspend') await revokeAccountSessions(tx, id)
      return { ok: true, value: after! }
    })
    if (result.ok) deps.afterCommit?.()
    return result
  } catch (error) {
    if (isUniqueViolation(error, 'customer_users_email_unique'))
      return { ok: false, status: 409, error: userTakenText, field: 'email' }
    throw error
  }
}
