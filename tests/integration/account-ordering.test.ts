import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountOrderTexts } from '#app/domain/customer-order-forms.ts'
import { formatEur } from '#app/domain/format.ts'
import { invoiceDueDate } from '#app/domain/invoice-number.ts'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import * as invoiceFile from '#app/routes/account/invoice-file.ts'
import * as accountInvoicesPage from '#app/routes/account/invoices.tsx'
import * as accountOrdersPage from '#app/routes/account/orders.tsx'
import * as peoplePage from '#app/routes/account/people.tsx'
import * as sitesPage from '#app/routes/account/sites.tsx'
import * as material from '#app/routes/material.tsx'
import { accountChangeTexts } from '#app/server/customers/account-changes.server.ts'
import { decideCustomer } from '#app/server/customers/customer-accounts.server.ts'
import { createSignInLink, spendSignInLink } from '#app/server/customers/customer-sessions.server.ts'
import { auditLog, customerSites, customerUsers, invoices, outbox } from '#app/server/db/schema.server.ts'
import { agreedCents, businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Ordering as a business account (ADR 059): a signed-in person's order is made out to the company at
 * its agreed price, to its own saved sites only, is held by the credit check when the company is over
 * its limit or late with an invoice, and is confirmed then only by staff's explicit decision; its
 * invoice falls due by the company's own term and goes to its bookkeeping as well. On PGlite and on
 * PostgreSQL.
 */

const site = setupInProcessSite({
  routes: {
    ...businessAccountRoutes,
    '/killustik': material,
    '/konto/tellimused': accountOrdersPage,
    '/konto/arved': accountInvoicesPage,
    '/konto/objektid': sitesPage,
    '/konto/kasutajad': peoplePage,
  },
})

/** An account page's form posted from our own page: the redirect (303) or the refusal's status and data. */
async function postAccountForm(path: string, fields: Record<string, string>, cookie: string) {
  const answer: unknown = await site.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      Origin: 'http://localhost',
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
  })
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') }
  const { data, init } = answer as {
    data: { error: string; fieldErrors: Record<string, string> }
    init: ResponseInit | null
  }
  return { status: init?.status ?? 200, error: data.error, fieldErrors: data.fieldErrors }
}

const { db, api, adminApi, load, deliver, placeOrder, orderOf, orderCount, account, prepare, crushedStone } =
  businessAccounts(site)

beforeAll(prepare)

describe("a business account's order", () => {
  it('is made out to the company at its agreed price, whatever company the form names', async () => {
    const { customer, cookie } = await account()
    const placed = await placeOrder(
      {
        invoiceToCompany: 'on',
        company_name: 'Võõras AS',
        company_registry_code: '10137025',
        company_address: 'Kuskil 1, 10111 Tallinn',
        buyer_reference: 'Objekt Tööstuse',
      },
      cookie,
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const order = await orderOf(placed.body.orderId as number)
    expect(order).toMatchObject({
      customerId: customer.id,
      creditHold: false,
      buyerReference: 'Objekt Tööstuse',
      unitPrice: agreedCents / 100,
      company: {
        name: customer.name,
        registryCode: customer.registryCode,
        vatNumber: null,
        address: `${customer.street}, 44310 Rakvere`,
      },
    })
  })

  it('shows the agreed price on the material page to the signed-in person only', async () => {
    const { cookie } = await account()
    const signedIn = (await material.loader({
      request: new Request('http://localhost/killustik', { headers: { Cookie: cookie } }),
      params: {},
      context: { clientIp: '192.0.2.1' },
    } as never)) as { account: { agreedPriceCents: number | null; sites: unknown[] } | null }
    expect(signedIn.account).toMatchObject({ agreedPriceCents: agreedCents, sites: [expect.anything()] })
    const visitor = (await material.loader({
      request: new Request('http://localhost/killustik'),
      params: {},
      context: { clientIp: '192.0.2.1' },
    } as never)) as { account: unknown }
    expect(visitor.account).toBeNull()
  })

  it('is priced publicly and for nobody when the visitor is not signed in', async () => {
    const placed = await placeOrder({})
    expect(placed.status).toBe(201)
    expect(await orderOf(placed.body.orderId as number)).toMatchObject({
      customerId: null,
      creditHold: false,
      unitPrice: crushedStone.publicPriceCents / 100,
      company: null,
    })
  })

  it('goes to a saved site of the company, and a site of another company is refused in Estonian', async () => {
    const own = await account()
    const other = await account()
    const placed = await placeOrder(
      { quantity: '10', deliveryOption: 'delivery', deliveryAddress: '', siteId: String(own.site.id) },
      own.cookie,
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(await orderOf(placed.body.orderId as number)).toMatchObject({
      deliveryOption: 'delivery',
      deliveryAddress: expect.stringContaining('Rakvere'),
      customerId: own.customer.id,
    })

    const before = await orderCount()
    for (const siteId of [String(other.site.id), '999999', 'abc']) {
      const refused = await placeOrder(
        { quantity: '10', deliveryOption: 'delivery', deliveryAddress: 'Rakvere', siteId },
        own.cookie,
      )
      expect(refused.status, siteId).toBe(400)
      expect(refused.body).toMatchObject({ fieldErrors: { deliveryAddress: accountOrderTexts.siteNotYours } })
    }
    const after = await orderCount()
    expect(after).toBe(before)
  })
})

describe('credit control', () => {
  it('holds an order over the limit with the reason and its figures, and one within it not', async () => {
    // 2 t at 12,34 €/t is 24,68 € net, 30,85 € with VAT at 24 %, or 30,60 € at 22 %: over 30 €, under 40 €.
    const tight = await account({ creditLimitCents: 3000 })
    const held = await placeOrder({}, tight.cookie)
    expect(held.status).toBe(201)
    const order = await orderOf(held.body.orderId as number)
    expect(order.creditHold).toBe(true)
    expect(order.creditHoldReason).toBe(
      `Krediidilimiit ${formatEur(3000)} on ületatud: tasumata arved ${formatEur(0)}, kinnitatud ja tarnimata tellimused ${formatEur(0)}, see tellimus ${formatEur(Number(order.totalPrice) * 100)}.`,
    )

    const roomy = await account({ creditLimitCents: 4000 })
    const passed = await placeOrder({}, roomy.cookie)
    expect((await orderOf(passed.body.orderId as number)).creditHold).toBe(false)

    const noLimit = await account({ creditLimitCents: null })
    const waiting = await placeOrder({}, noLimit.cookie)
    expect(await orderOf(waiting.body.orderId as number)).toMatchObject({
      creditHold: true,
      creditHoldReason: 'Ettevõttel ei ole kokkulepitud krediidilimiiti.',
    })
  })

  it('is confirmed only by an explicit decision, written in the audit log', async () => {
    const { cookie } = await account({ creditLimitCents: 100 })
    const placed = await placeOrder({}, cookie)
    const id = placed.body.orderId as number
    const confirmation = {
      status: 'kinnitatud',
      deliveryDate: nextWorkingDay(),
      timeWindow: '09:00-11:00',
      notifyCustomer: false,
    }
    const refused = await adminApi('PUT', `/api/admin/orders?id=${id}`, confirmation)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error: 'Tellimus ootab krediidiotsust. Kinnitamiseks märkige „Kinnita krediidilimiidist hoolimata“.',
    })
    expect((await orderOf(id)).status).toBe('uus')

    const confirmed = await api('PUT', `/api/admin/orders?id=${id}`, {
      ...confirmation,
      creditOverride: true,
    })
    expect(confirmed).toMatchObject({
      status: 'kinnitatud',
      creditHold: false,
      creditDecisionBy: expect.any(String),
    })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'confirm')),
      )
    expect(entry?.before).toMatchObject({ creditHold: true, creditDecisionBy: null })
    expect(entry?.after).toMatchObject({ creditHold: false, creditDecisionBy: confirmed.creditDecisionBy })
  })

  it('holds an order while an invoice is overdue by more than the business setting', async () => {
    const { customer, cookie } = await account({ paymentTermDays: 30 })
    const first = await placeOrder({}, cookie)
    const id = first.body.orderId as number
    await api('PUT', `/api/admin/orders?id=${id}`, {
      status: 'kinnitatud',
      deliveryDate: nextWorkingDay(),
      timeWindow: '09:00-11:00',
      notifyCustomer: false,
    })
    const delivered = await api('PUT', `/api/admin/orders?id=${id}`, {
      status: 'tarnitud',
      deliveredTonnes: 2,
      notifyCustomer: true,
    })
    const [issued] = delivered.invoices as { id: number }[]
    const invoice = await api('GET', `/api/admin/invoices?id=${issued!.id}`)
    // The company's own term of 30 days, not the business's 14.
    expect(invoice.dueDate).toBe(invoiceDueDate(invoice.issueDate as string, 30))
    // Its bookkeeping gets the invoice too, with the PDF.
    const mails = await db().select().from(outbox).where(eq(outbox.orderId, id))
    expect(
      mails.filter((mail) => mail.to === customer.invoiceEmail && mail.invoiceId === issued!.id),
    ).toHaveLength(1)

    expect((await orderOf((await placeOrder({}, cookie)).body.orderId as number)).creditHold).toBe(false)
    // The invoice falls 15 days overdue: more than the 14 days of the business setting.
    await db()
      .update(invoices)
      .set({ dueDate: addCalendarDays(invoice.issueDate as string, -15) })
      .where(eq(invoices.id, issued!.id))
    const late = await orderOf((await placeOrder({}, cookie)).body.orderId as number)
    expect(late.creditHold).toBe(true)
    expect(late.creditHoldReason).toContain(`Arve ${invoice.number} maksetähtaeg`)
  })

  it('no longer applies once the account is suspended: the session is gone, the order is a public one', async () => {
    const { customer, cookie } = await account()
    const decided = await decideCustomer(
      { db: db(), notifyTo: 'myyk@padukarjaar.ee', publicUrl: 'https://padukarjaar.ee' },
      'haldur',
      customer.id,
      { decision: 'suspend', note: null },
    )
    expect(decided.ok).toBe(true)
    const placed = await placeOrder({}, cookie)
    expect(placed.status).toBe(201)
    expect(await orderOf(placed.body.orderId as number)).toMatchObject({
      customerId: null,
      unitPrice: crushedStone.publicPriceCents / 100,
    })
  })
})

describe("the account's pages, each company its own", () => {
  it('list the orders and invoices of the signed-in company only, with the files of its own invoices', async () => {
    const first = await account()
    const second = await account()
    const mine = (await placeOrder({ buyer_reference: 'Maja A' }, first.cookie)).body.orderId as number
    const theirs = (await placeOrder({ buyer_reference: 'Maja B' }, second.cookie)).body.orderId as number
    const myInvoice = await deliver(mine)
    const theirInvoice = await deliver(theirs)

    const listed = (await load(accountOrdersPage, '/konto/tellimused', {}, first.cookie)) as {
      orders: { id: number; weighTicket: string | null; delivered: string | null; slug: string | null }[]
    }
    expect(listed.orders.map((order) => order.id)).toEqual([mine])
    expect(listed.orders[0]).toMatchObject({ weighTicket: `KS-${mine}`, slug: 'killustik' })

    const invoicesPage = (await load(accountInvoicesPage, '/konto/arved', {}, first.cookie)) as {
      invoices: { number: string; buyerReference: string | null }[]
    }
    expect(invoicesPage.invoices).toEqual([
      expect.objectContaining({ number: myInvoice, buyerReference: 'Maja A' }),
    ])

    const pdf = (await load(invoiceFile, '', { number: myInvoice, format: 'pdf' }, first.cookie)) as Response
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const ubl = (await load(
      invoiceFile,
      '',
      { number: myInvoice, format: 'e-arve' },
      first.cookie,
    )) as Response
    expect(ubl.status).toBe(200)
    const xml = await ubl.text()
    expect(xml).toContain(`<cbc:ID>${myInvoice}</cbc:ID>`)
    expect(xml).toContain('<cbc:BuyerReference>Maja A</cbc:BuyerReference>')

    // Another company's invoice is the same 404 as one that does not exist.
    for (const [number, format] of [
      [theirInvoice, 'pdf'],
      [theirInvoice, 'e-arve'],
      ['2099-999999', 'pdf'],
      [myInvoice, 'docx'],
      ['../../etc', 'pdf'],
    ] as const) {
      const refused = (await load(invoiceFile, '', { number, format }, first.cookie)) as Response
      expect(refused.status, `${number} ${format}`).toBe(404)
      expect(await refused.text()).toBe('Arvet ei leitud.')
    }
  })

  it('send a visitor without a session to sign in, and are never a staff session', async () => {
    for (const module of [accountOrdersPage, accountInvoicesPage]) {
      const signedOut = (await load(module, '/konto/tellimused', {})) as Response
      expect(signedOut.status).toBe(302)
      expect(signedOut.headers.get('Location')).toBe('/konto/sisene')
    }
    const file = (await load(invoiceFile, '', { number: '2026-0001', format: 'pdf' })) as Response
    expect(file.status).toBe(302)
    // The staff's token opens no account page; the customer's cookie opens no staff API.
    const staff = await site.fetch('/konto/arved', { headers: { 'X-Admin-Token': await site.adminToken() } })
    expect(staff.status).toBe(302)
    const { cookie } = await account()
    const customerOnStaffApi = await site.fetch('/api/admin/orders', { headers: { Cookie: cookie } })
    expect(customerOnStaffApi.status).toBe(401)
  })

  it("fill the order form again from the company's own order only ('Telli uuesti')", async () => {
    const own = await account()
    const other = await account()
    const placed = await placeOrder(
      { quantity: '12', deliveryOption: 'delivery', siteId: String(own.site.id), buyer_reference: 'Katus' },
      own.cookie,
    )
    const id = placed.body.orderId as number
    const again = (await load(material, `/killustik?uuesti=${id}`, {}, own.cookie)) as { initial: unknown }
    expect(again.initial).toMatchObject({
      quantity: '12',
      deliveryOption: 'delivery',
      siteId: String(own.site.id),
      buyer_reference: 'Katus',
    })
    const notTheirs = (await load(material, `/killustik?uuesti=${id}`, {}, other.cookie)) as {
      initial: unknown
    }
    expect(notTheirs.initial).toBeNull()
    for (const bad of ['0', 'abc', '99999999999'])
      expect(
        ((await load(material, `/killustik?uuesti=${bad}`, {}, own.cookie)) as { initial: unknown }).initial,
      ).toBeNull()
  })
})

describe("the company's sites and people", () => {
  it('save a site measured by the server, refuse an unknown or too distant address, and remove only its own', async () => {
    const own = await account()
    const other = await account()
    const saved = await postAccountForm(
      '/konto/objektid',
      { intent: 'add', name: 'Uus ladu', address: 'Rakvere' },
      own.cookie,
    )
    expect(saved).toMatchObject({ status: 303, location: '/konto/objektid?teade=lisatud' })
    const listed = (await load(sitesPage, '/konto/objektid', {}, own.cookie)) as {
      sites: { id: number; name: string; distanceTenths: number | null }[]
    }
    const added = listed.sites.find((entry) => entry.name === 'Uus ladu')
    // Rakvere is some kilometres from the quarry and within its 60 km.
    expect(added?.distanceTenths).toBeGreaterThan(0)
    expect(added?.distanceTenths).toBeLessThanOrEqual(600)

    for (const [address, error] of [
      ['Qwxyz Zyxwq 99', accountChangeTexts.addressNotFound],
      ['Tallinn', accountChangeTexts.outOfRange],
    ] as const) {
      const refused = await postAccountForm(
        '/konto/objektid',
        { intent: 'add', name: 'Kauge', address },
        own.cookie,
      )
      expect(refused).toMatchObject({ status: 400, fieldErrors: { address: error } })
    }
    const missing = await postAccountForm(
      '/konto/objektid',
      { intent: 'add', name: '', address: '' },
      own.cookie,
    )
    expect(missing).toMatchObject({ status: 400, fieldErrors: { name: 'Sisestage objekti nimi' } })

    // Another company's site is not found, and stays.
    const foreign = await postAccountForm(
      '/konto/objektid',
      { intent: 'remove', siteId: String(other.site.id) },
      own.cookie,
    )
    expect(foreign).toMatchObject({ status: 404, error: accountChangeTexts.siteGone })
    expect(await db().select().from(customerSites).where(eq(customerSites.id, other.site.id))).toHaveLength(1)
    const removed = await postAccountForm(
      '/konto/objektid',
      { intent: 'remove', siteId: String(added!.id) },
      own.cookie,
    )
    expect(removed).toMatchObject({ status: 303, location: '/konto/objektid?teade=eemaldatud' })
    expect(
      await db().select().from(customerSites).where(eq(customerSites.customerId, own.customer.id)),
    ).toHaveLength(1)
  })

  it('let an admin add and remove colleagues, a person who orders only read them, and keep one admin', async () => {
    const { customer, person, cookie } = await account()
    const other = await account()
    const added = await postAccountForm(
      '/konto/kasutajad',
      {
        intent: 'add',
        name: 'Kalle Kolleeg',
        email: `kalle.${customer.id}@tellija.example.ee`,
        role: 'tellija',
      },
      cookie,
    )
    expect(added).toMatchObject({ status: 303, location: '/konto/kasutajad?teade=lisatud' })
    const [colleague] = await db()
      .select()
      .from(customerUsers)
      .where(eq(customerUsers.email, `kalle.${customer.id}@tellija.example.ee`))
    expect(colleague).toMatchObject({ customerId: customer.id, role: 'tellija' })

    // An address already in another company's account is refused.
    const taken = await postAccountForm(
      '/konto/kasutajad',
      { intent: 'add', name: 'Võõras', email: other.person.email, role: 'tellija' },
      cookie,
    )
    expect(taken).toMatchObject({ status: 409, fieldErrors: { email: expect.stringContaining('juba') } })

    // The colleague, who orders, may not add or remove anyone.
    const colleagueCookie = `konto_session=${await spendSignInLink(db(), await createSignInLink(db(), colleague!.id))}`
    const forbidden = await postAccountForm(
      '/konto/kasutajad',
      { intent: 'remove', userId: String(person.id) },
      colleagueCookie,
    )
    expect(forbidden).toMatchObject({ status: 403, error: accountChangeTexts.adminsOnly })
    // The last admin stays; another company's person is not found.
    expect(
      await postAccountForm('/konto/kasutajad', { intent: 'remove', userId: String(person.id) }, cookie),
    ).toMatchObject({
      status: 409,
    })
    expect(
      await postAccountForm(
        '/konto/kasutajad',
        { intent: 'remove', userId: String(other.person.id) },
        cookie,
      ),
    ).toMatchObject({ status: 404 })
    // Removed, the colleague is signed out at once.
    const removed = await postAccountForm(
      '/konto/kasutajad',
      { intent: 'remove', userId: String(colleague!.id) },
      cookie,
    )
    expect(removed).toMatchObject({ status: 303 })
    const after = (await load(peoplePage, '/konto/kasutajad', {}, colleagueCookie)) as Response
    expect(after.status).toBe(302)
  })
})
