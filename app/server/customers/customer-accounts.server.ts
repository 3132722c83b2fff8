import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CustomerStatus } from '#app/domain/customer-account.ts'
import {
  type ApplicationInput,
  type CustomerTermsInput,
  type CustomerUserInput,
  customerTexts,
} from '#app/domain/customer-forms.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { customerPrices, customers, customerUsers, products } from '../db/schema.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import {
  accountOpenedMail,
  applicationMailToStaff,
  applicationReceipt,
  applicationRefusedMail,
  signInLinkMail,
} from '../mail/templates/account-mails.et.server.ts'
import { createSignInLink, revokeAccountSessions } from './customer-sessions.server.ts'

/**
 * Business accounts (ADR 059): a company's application, staff's decisions and terms, its people. Every
 * staff change is in the audit log in the same transaction; every mail goes through the outbox in it too.
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

const openRegistryIndex = 'customers_open_registry_code_unique'

export type ApplicationResult =
  | { ok: true; customer: CustomerRow; duplicate: boolean }
  | { ok: false; status: 409; error: string }

/** Stores an application ('taotlus') with its two mails; a repeated key returns the stored one. */
export async function placeApplication(
  deps: MailDeps,
  request: { values: ApplicationInput; idempotencyKey: string },
): Promise<ApplicationResult> {
  const { note, ...company } = request.values
  const [earlier] = await deps.db
    .select()
    .from(customers)
    .where(eq(customers.idempotencyKey, request.idempotencyKey))
  if (earlier) return { ok: true, customer: earlier, duplicate: true }
  try {
    const stored = await deps.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          ...company,
          requestedTermDays: company.requestedTermDays ?? null,
          applicationNote: note,
          status: 'taotlus',
          idempotencyKey: request.idempotencyKey,
        })
        .returning()
      const facts = { ...customer!, requestedTermDays: customer!.requestedTermDays }
      await queueMail(tx, {
        kind: 'account-application-staff',
        to: deps.notifyTo,
        replyTo: customer!.email,
        ...applicationMailToStaff(facts, `${deps.publicUrl}/admin/kliendid/${customer!.id}`),
      })
      await queueMail(tx, {
        kind: 'account-application-receipt',
        to: customer!.email,
        toName: customer!.contactName,
        replyTo: deps.notifyTo,
        ...applicationReceipt(facts),
      })
      return customer!
    })
    deps.afterCommit?.()
    return { ok: true, customer: stored, duplicate: false }
  } catch (error) {
    if (isUniqueViolation(error, openRegistryIndex))
      return { ok: false, status: 409, error: customerTexts.duplicateApplication }
    // The same key posted twice at once: the other request stored it.
    if (isUniqueViolation(error, 'customers_idempotency_key_unique')) {
      const [same] = await deps.db
        .select()
        .from(customers)
        .where(eq(customers.idempotencyKey, request.idempotencyKey))
      if (same) return { ok: true, customer: same, duplicate: true }
    }
    throw error
  }
}

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

const notFound = { ok: false, status: 404, error: 'Klienti ei leitud.' } as const
const staleText = 'Keegi muutis klienti vahepeal. Laadige leht uuesti ja proovige siis uuesti.'
const userTakenText = 'Selle e-posti aadressiga isik on juba ühe ettevõtte kontol.'

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
    ...accountOpenedMail({
      contactName: person!.name,
      companyName: customer.name,
      link: `${deps.publicUrl}/konto/sisene/${token}`,
      signInPage: `${deps.publicUrl}/konto/sisene`,
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

/** Adds a person to an account, by staff or by the company's admin (`actor` names who, for the log). */
export async function addCustomerUser(
  db: Database,
  actor: string,
  customerId: number,
  input: CustomerUserInput,
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
      return { ok: false, status: 409, error: userTakenText, field: 'email' }
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
): Promise<ChangeResult<CustomerUserRow>> {
  return db.transaction(async (tx): Promise<ChangeResult<CustomerUserRow>> => {
    const [person] = await tx
      .select()
      .from(customerUsers)
      .where(and(eq(customerUsers.id, userId), eq(customerUsers.customerId, customerId)))
    if (!person) return { ok: false, status: 404, error: 'Isikut ei leitud.' }
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
      if ((others?.count ?? 0) === 0)
        return { ok: false, status: 409, error: 'Kontol peab jääma vähemalt üks administraator.' }
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

/**
 * /konto/sisene: a link for a person of an active account, mailed through the outbox. Whether one was
 * made is not told to the visitor (the caller answers the same either way).
 */
export async function mailSignInLink(deps: MailDeps, email: string): Promise<boolean> {
  const sent = await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: customerUsers.id, name: customerUsers.name, companyName: customers.name })
      .from(customerUsers)
      .innerJoin(customers, eq(customers.id, customerUsers.customerId))
      .where(and(eq(customerUsers.email, email.toLowerCase()), eq(customers.status, 'aktiivne')))
    if (!person) return false
    const token = await createSignInLink(tx, person.id)
    await queueMail(tx, {
      kind: 'account-sign-in',
      to: email.toLowerCase(),
      toName: person.name,
      ...signInLinkMail({
        name: person.name,
        companyName: person.companyName,
        link: `${deps.publicUrl}/konto/sisene/${token}`,
      }),
    })
    return true
  })
  if (sent) deps.afterCommit?.()
  return sent
}
