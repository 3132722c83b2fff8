import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import * as invoiceFile from '#app/routes/account/invoice-file.ts'
import * as accountInvoicesPage from '#app/routes/account/invoices.tsx'
import * as overviewPage from '#app/routes/account/overview.tsx'
import * as peoplePage from '#app/routes/account/people.tsx'
import * as sitesPage from '#app/routes/account/sites.tsx'
import type { AccountFigures } from '#app/server/customers/account-read.server.ts'
import { customerUsers, invoices, orders } from '#app/server/db/schema.server.ts'
import { businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Two companies side by side (issue 41 item 8, ADR 059): on /konto (its figures, open orders and last
 * invoices), /konto/arved (a credit invoice included), /konto/objektid and /konto/kasutajad, company B's
 * person sees nothing of company A's, and A's figures are what A owes, has overdue and has left of its
 * credit. On PGlite and on PostgreSQL.
 */

const site = setupInProcessSite({ routes: businessAccountRoutes })
const { db, api, adminApi, load, deliver, placeOrder, account, prepare } = businessAccounts(site)

type Account = Awaited<ReturnType<typeof account>>

interface Overview {
  company: string
  figures: AccountFigures
  openOrders: { id: number; buyerReference: string | null }[]
  invoices: { number: string; kind: string }[]
}

const overview = async (who: Account) => (await load(overviewPage, '/konto', {}, who.cookie)) as Overview
const invoiceList = async (who: Account) =>
  ((await load(accountInvoicesPage, '/konto/arved', {}, who.cookie)) as { invoices: { number: string }[] })
    .invoices
const invoiceRow = async (number: string) =>
  (await db().select().from(invoices).where(eq(invoices.number, number)))[0]!

let a: Account
let b: Account
/** A's delivered order's invoice, overdue; A's confirmed order not yet delivered; B's the same. */
const facts = { aInvoice: '', aOpen: 0, bInvoice: '', bOpen: 0 }

beforeAll(async () => {
  await prepare()
  a = await account({ creditLimitCents: 500_000 })
  b = await account({ creditLimitCents: 500_000 })
  facts.aInvoice = await deliver(
    (await placeOrder({ buyer_reference: 'A tarnitud' }, a.cookie)).body.orderId as number,
  )
  facts.bInvoice = await deliver(
    (await placeOrder({ buyer_reference: 'B tarnitud' }, b.cookie)).body.orderId as number,
  )
  // A's invoice fell due three days ago: overdue, but not long enough to hold A's next order.
  const issued = await invoiceRow(facts.aInvoice)
  await db()
    .update(invoices)
    .set({ dueDate: addCalendarDays(issued.issueDate, -3) })
    .where(eq(invoices.id, issued.id))
  for (const [who, key] of [
    [a, 'aOpen'],
    [b, 'bOpen'],
  ] as const) {
    const id = (await placeOrder({ buyer_reference: `${key} avatud` }, who.cookie)).body.orderId as number
    await api('PUT', `/api/admin/orders?id=${id}`, {
      status: 'kinnitatud',
      deliveryDate: nextWorkingDay(),
      timeWindow: '09:00-11:00',
      notifyCustomer: false,
    })
    facts[key] = id
  }
}, 120_000)

describe('/konto', () => {
  it("shows the company's own open orders and last invoices, none of the other company's", async () => {
    const mine = await overview(a)
    expect(mine.company).toBe(a.customer.name)
    expect(mine.openOrders.map((order) => order.id)).toEqual([facts.aOpen])
    expect(mine.invoices.map((invoice) => invoice.number)).toEqual([facts.aInvoice])
    const theirs = await overview(b)
    expect(theirs.company).toBe(b.customer.name)
    expect(theirs.openOrders.map((order) => order.id)).toEqual([facts.bOpen])
    expect(theirs.invoices.map((invoice) => invoice.number)).toEqual([facts.bInvoice])
  })

  it('gives what the company owes, has overdue and has left of its credit, and the other nothing of it', async () => {
    const owed = (await invoiceRow(facts.aInvoice)).totalCents
    const [open] = await db().select().from(orders).where(eq(orders.id, facts.aOpen))
    const undelivered = open!.confirmedTotalCents ?? open!.totalPriceCents
    expect(owed).toBeGreaterThan(0)
    expect(undelivered).toBeGreaterThan(0)
    expect((await overview(a)).figures).toEqual({
      balanceCents: owed,
      overdueCents: owed,
      openInvoicesCents: owed,
      undeliveredCents: undelivered,
      creditLimitCents: 500_000,
      creditLeftCents: 500_000 - owed - undelivered,
    })
    // B's invoice is not yet due: B owes its own, nothing overdue, and nothing of A's counts.
    const bOwed = (await invoiceRow(facts.bInvoice)).totalCents
    const theirs = (await overview(b)).figures
    expect(theirs).toMatchObject({ balanceCents: bOwed, overdueCents: 0, openInvoicesCents: bOwed })
    expect(theirs.creditLeftCents).toBe(500_000 - bOwed - theirs.undeliveredCents)
  })
})

describe('/konto/arved', () => {
  it("lists the company's credit invoice beside its invoice, and neither to the other company", async () => {
    const issued = await invoiceRow(facts.aInvoice)
    const credited = await adminApi('POST', `/api/admin/invoices?id=${issued.id}&action=credit`, {
      reason: 'Vale kogus',
    })
    expect(credited.status, JSON.stringify(credited.body)).toBe(201)
    const credit = (credited.body.credit as { number: string }).number
    const mine = (await load(accountInvoicesPage, '/konto/arved', {}, a.cookie)) as {
      invoices: { number: string; kind: string; totalCents: number }[]
    }
    expect(mine.invoices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: credit, kind: 'kreeditarve', totalCents: -issued.totalCents }),
        expect.objectContaining({ number: facts.aInvoice, kind: 'arve' }),
      ]),
    )
    expect(mine.invoices).toHaveLength(2)
    expect((await invoiceList(b)).map((invoice) => invoice.number)).toEqual([facts.bInvoice])
    // The credit invoice's files are A's only: to B, the same 404 as a number that does not exist.
    for (const format of ['pdf', 'e-arve']) {
      const own = (await load(invoiceFile, '', { number: credit, format }, a.cookie)) as Response
      expect(own.status).toBe(200)
      const other = (await load(invoiceFile, '', { number: credit, format }, b.cookie)) as Response
      expect(other.status).toBe(404)
    }
    // Credited, A owes nothing and has nothing overdue.
    expect((await overview(a)).figures).toMatchObject({ balanceCents: 0, overdueCents: 0 })
  })
})

describe('/konto/objektid and /konto/kasutajad', () => {
  it("list the company's own sites and people, none of the other company's", async () => {
    await db()
      .insert(customerUsers)
      .values({
        customerId: a.customer.id,
        email: `kolleeg.${a.customer.id}@tellija.example.ee`,
        name: 'Kalle Kolleeg',
        role: 'tellija',
      })
    const sites = async (who: Account) =>
      ((await load(sitesPage, '/konto/objektid', {}, who.cookie)) as { sites: { id: number }[] }).sites.map(
        (entry) => entry.id,
      )
    expect(await sites(a)).toEqual([a.site.id])
    expect(await sites(b)).toEqual([b.site.id])

    const people = async (who: Account) =>
      (
        (await load(peoplePage, '/konto/kasutajad', {}, who.cookie)) as { people: { email: string }[] }
      ).people.map((person) => person.email)
    expect(await people(a)).toEqual([a.person.email, `kolleeg.${a.customer.id}@tellija.example.ee`])
    expect(await people(b)).toEqual([b.person.email])
  })
})
