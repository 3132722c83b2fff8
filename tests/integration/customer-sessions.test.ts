import { describe, expect, it } from 'vitest'
import { addCustomerUser, removeCustomerUser } from '#app/server/customers/account-people.server.ts'
import { decideCustomer, type MailDeps } from '#app/server/customers/customer-accounts.server.ts'
import {
  createSignInLink,
  resolveCustomerSession,
  spendSignInLink,
} from '#app/server/customers/customer-sessions.server.ts'
import { customers, customerUsers } from '#app/server/db/schema.server.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'

/**
 * A customer's session ends at once when staff suspend the account or remove the person (ADR 059), and a
 * link is spent once, also when two clicks come at once. On the site's own database, PGlite or
 * PostgreSQL by project.
 */

const site = setupInProcessSite({ routes: {} })
const db = () => site.runtime.database.db
const deps = (): MailDeps => ({
  db: db(),
  notifyTo: 'myyk@padukarjaar.ee',
  publicUrl: 'https://padukarjaar.ee',
})

let companies = 0
async function activeAccount() {
  const n = ++companies
  const [customer] = await db()
    .insert(customers)
    .values({
      name: `Ehitus ${n} OÜ`,
      // Distinct codes per account: the check digit is not checked by the database.
      registryCode: `9${String(n).padStart(7, '0')}`,
      street: 'Tööstuse 1',
      city: 'Rakvere',
      postalCode: '44310',
      contactName: 'Mari Maasikas',
      email: `mari.${n}@ehitus.example.ee`,
      phone: '+372 5123 4567',
      status: 'aktiivne',
    })
    .returning()
  const [admin] = await db()
    .insert(customerUsers)
    .values({
      customerId: customer!.id,
      email: `mari.${n}@ehitus.example.ee`,
      name: 'Mari Maasikas',
      role: 'admin',
    })
    .returning()
  return { customer: customer!, admin: admin! }
}

async function sessionOf(userId: number): Promise<string> {
  const token = await spendSignInLink(db(), await createSignInLink(db(), userId))
  expect(token).not.toBeNull()
  return token!
}

describe("a business customer's session", () => {
  it('ends for every person of the account when staff suspend it, and stays ended after reactivation', async () => {
    const { customer, admin } = await activeAccount()
    const colleague = await addCustomerUser(db(), 'haldur', customer.id, {
      email: `kolleeg.${customer.id}@ehitus.example.ee`,
      name: 'Kalle Kolleeg',
      role: 'tellija',
    })
    expect(colleague.ok).toBe(true)
    const sessions = [await sessionOf(admin.id), await sessionOf(colleague.ok ? colleague.value.id : 0)]
    for (const token of sessions)
      expect(await resolveCustomerSession(db(), token)).toMatchObject({ customerId: customer.id })

    expect(
      (await decideCustomer(deps(), 'haldur', customer.id, { decision: 'suspend', note: null })).ok,
    ).toBe(true)
    for (const token of sessions) expect(await resolveCustomerSession(db(), token)).toBeNull()
    // A link asked for before the suspension opens nothing either.
    const link = await createSignInLink(db(), admin.id)
    expect(await spendSignInLink(db(), link)).toBeNull()

    expect(
      (await decideCustomer(deps(), 'haldur', customer.id, { decision: 'reactivate', note: null })).ok,
    ).toBe(true)
    for (const token of sessions) expect(await resolveCustomerSession(db(), token)).toBeNull()
    expect(await resolveCustomerSession(db(), await sessionOf(admin.id))).toMatchObject({ userId: admin.id })
  })

  it('ends when the person is removed, the colleague signed in beside them staying', async () => {
    const { customer, admin } = await activeAccount()
    const added = await addCustomerUser(db(), 'haldur', customer.id, {
      email: `lahkuja.${customer.id}@ehitus.example.ee`,
      name: 'Lauri Lahkuja',
      role: 'tellija',
    })
    if (!added.ok) throw new Error(added.error)
    const leaving = await sessionOf(added.value.id)
    const staying = await sessionOf(admin.id)
    expect((await removeCustomerUser(db(), 'haldur', customer.id, added.value.id)).ok).toBe(true)
    expect(await resolveCustomerSession(db(), leaving)).toBeNull()
    expect(await resolveCustomerSession(db(), staying)).toMatchObject({ userId: admin.id })
  })

  it('opens one session from a link clicked twice at once', async () => {
    const { admin } = await activeAccount()
    const link = await createSignInLink(db(), admin.id)
    const spent = await Promise.all([spendSignInLink(db(), link), spendSignInLink(db(), link)])
    expect(spent.filter((token) => token !== null)).toHaveLength(1)
  })

  it('refuses a link after its 15 minutes', async () => {
    const { admin } = await activeAccount()
    const link = await createSignInLink(db(), admin.id, new Date(Date.now() - 16 * 60_000))
    expect(await spendSignInLink(db(), link)).toBeNull()
  })
})
