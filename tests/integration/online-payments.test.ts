import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReferenceNumber } from '#app/domain/online-payment.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { invoicingFacts, storeInvoicingBusiness } from '../support/invoicing.ts'
import { type MontonioPeer, startMontonioPeer } from '../support/montonio-peer.ts'
import { orderMail } from '../support/order-mail.ts'
import { confirmOrder, placeOrder } from '../support/orders-api.ts'
import { orderBody, postForm, postPageForm } from '../support/request-bodies.ts'
import { serverStartAllowance, setupServer, startSite } from '../support/server-fixture.ts'
import { captureServerOutput } from '../support/server-output.ts'
import { plainSpaces } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Paying a confirmed order online through Montonio, against the production build and a local stand-in
 * that speaks Montonio's protocol: 'Maksa kohe' on the customer's page, the payment on the stand-in's
 * page, the webhook recorded once with its receipt, the customer's return, and every token that must not
 * be believed refused with 400, changing nothing. On PGlite and on PostgreSQL.
 */

const keys = { accessKey: 'padu-site-access', secretKey: 'padu-site-secret-0123456789abcdef0123' }

let peer: MontonioPeer
beforeAll(async () => {
  peer = await startMontonioPeer({ ...keys, notificationRetryDelayMs: 50 })
})
afterAll(async () => {
  await peer?.close()
})

const site = setupServer({
  smtp: true,
  env: () => ({
    ...testAdminEnv,
    GEO_PROVIDER: 'builtin',
    ...peer.env,
  }),
  prepare: storeInvoicingBusiness,
})
const output = captureServerOutput(site)
const staff = staffClient(site)
const day = nextWorkingDay()

interface PaymentJson {
  status: string
  paidEur: number
  paidAt: string | null
  method: string | null
  flags: { flag: string; amountEur: number }[]
}

interface OrderJson {
  id: number
  customerUrl: string
  confirmed: { totalPrice: number } | null
  payment: PaymentJson | null
  history: { admin: string; action: string; after: Record<string, unknown> }[]
}

async function getOrder(id: number): Promise<OrderJson> {
  const response = await staff.api(`/api/admin/orders?id=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OrderJson
}

/** An order placed and confirmed by staff (with no mail, unless asked); its number and page. */
async function confirmedOrder(
  fields: Record<string, string> = {},
  notifyCustomer = false,
): Promise<{ id: number; page: string; totalCents: number }> {
  const id = await placeOrder(site, fields)
  await confirmOrder(staff, id, day, notifyCustomer)
  const order = await getOrder(id)
  return { id, page: order.customerUrl, totalCents: Math.round((order.confirmed?.totalPrice ?? 0) * 100) }
}

/** 'Maksa kohe' on the order page, as the browser posts it; the Montonio order it created. */
async function tapPay(page: string, bank = 'LHVBEE22') {
  const response = await postPageForm(`${page}/maksa`, { bank })
  expect(response.status).toBe(303)
  const location = response.headers.get('Location') ?? ''
  expect(location.startsWith(`${peer.origin}/pay/`)).toBe(true)
  const uuid = /\/pay\/([0-9a-f-]{36})/.exec(location)?.[1] ?? ''
  const order = peer.orders.get(uuid)
  if (!order) throw new Error(`no order at the stand-in for ${location}`)
  return order
}

/** Pays an order on the stand-in and waits for its notification to be answered; the return address. */
async function payOrder(page: string, bank?: string) {
  const order = await tapPay(page, bank)
  const back = await peer.pay(order.uuid)
  await peer.settled()
  return { order, back }
}

const webhook = (body: unknown, client = newClientAddress()) =>
  fetch(`${site.url}/api/payments/montonio`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  })

/** A token as Montonio signs one: HS256 with the secret (ours unless another is given), for ten minutes. */
function signed(
  payload: Record<string, unknown>,
  secret = keys.secretKey,
  expiresIn: string | number = '10m',
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret))
}

describe("the customer's order page", () => {
  it("offers 'Maksa kohe' with the banks to choose and the bank transfer's details beside it", async () => {
    const { id, page, totalCents } = await confirmedOrder()
    const html = plainSpaces(await (await fetch(page)).text())
    expect(html).toContain('Maksa kohe')
    expect(html).toContain(`action="${new URL(page).pathname}/maksa"`)
    for (const bank of ['Swedbank', 'SEB', 'LHV', 'Luminor', 'Coop Pank']) expect(html).toContain(bank)
    expect(html).toContain(invoicingFacts.iban.replace(/(.{4})(?=.)/g, '$1 '))
    expect(html).toContain(orderReferenceNumber(id))
    expect(html).toContain(`${(totalCents / 100).toFixed(2).replace('.', ',')} €`)
  })

  it('offers nothing to pay before the order is confirmed', async () => {
    const placed = await postForm(`${site.url}/api/orders`, orderBody())
    const { orderId } = (await placed.json()) as { orderId: number }
    // The link reaches the customer in the confirmation; staff see it in the order already.
    const order = await getOrder(orderId)
    if (!order.customerUrl) return expect(order.customerUrl).toBeNull()
    const html = await (await fetch(order.customerUrl)).text()
    expect(html).not.toContain('Maksa kohe')
    const refused = await postPageForm(`${order.customerUrl}/maksa`, { bank: '' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('Location')).toContain('?makse=viga')
  })

  it('the confirmation mail links to the pay button and gives the bank details', async () => {
    const { id, page } = await confirmedOrder({}, true)
    const mail = await orderMail(site.smtp, id, /kinnitatud/, 20_000)
    const text = plainSpaces(mail.text)
    expect(text).toContain('Maksa kohe')
    expect(text).toContain(`${page}#maksa`)
    expect(text).toContain(invoicingFacts.iban)
    expect(text).toContain(orderReferenceNumber(id))
  })
})

describe("'Maksa kohe' and the payment", () => {
  it('creates the Montonio order as the API documents it and sends the browser to its payment page', async () => {
    const { id, page, totalCents } = await confirmedOrder({ quantity: '3' })
    const order = await tapPay(page, 'SEB-not-a-bank')
    expect(order.request).toMatchObject({
      accessKey: keys.accessKey,
      merchantReferenceDisplay: `Tellimus ${id}`,
      returnUrl: `${site.url}/makse/tagasi`,
      notificationUrl: `${site.url}/api/payments/montonio`,
      grandTotal: totalCents / 100,
      currency: 'EUR',
      locale: 'et',
      expiresIn: 60,
      payment: { method: 'paymentInitiation', amount: totalCents / 100, currency: 'EUR' },
    })
    // A bank that is not on offer is left to Montonio's page.
    expect(JSON.stringify(order.request.payment)).not.toContain('preferredProvider')
    const items = order.request.lineItems as { finalPrice: number; quantity: number }[]
    expect(Math.round(items.reduce((sum, item) => sum + item.finalPrice * item.quantity, 0) * 100)).toBe(
      totalCents,
    )
    expect(String(order.merchantReference).startsWith(`${id}-`)).toBe(true)
    // Not paid yet: the order's payment is pending.
    expect((await getOrder(id)).payment).toMatchObject({ status: 'ootel', paidEur: 0 })
  })

  it('sends a choice no page offers back to the order page, starting nothing', async () => {
    const { id, page } = await confirmedOrder()
    const before = peer.orders.size
    const forged = await postPageForm(`${page}/maksa`, { bank: 'X'.repeat(65) })
    expect(forged.status).toBe(303)
    expect(forged.headers.get('Location')).toBe(`${new URL(page).pathname}?makse=viga`)
    expect(peer.orders.size).toBe(before)
    expect((await getOrder(id)).payment ?? null).toBeNull()
  })

  it('asks Montonio for the bank chosen on our page, and tapping again uses the same Montonio order', async () => {
    const { page } = await confirmedOrder()
    const first = await tapPay(page, 'LHVBEE22')
    expect(first.request.payment).toMatchObject({ methodOptions: { preferredProvider: 'LHVBEE22' } })
    const second = await tapPay(page, 'HABAEE2X')
    expect(second.uuid).toBe(first.uuid)
    expect(peer.paymentMethodCalls()).toBeLessThanOrEqual(1)
  })

  it('records the payment once from the webhook, mails a receipt, and the return page says it arrived', async () => {
    const { id, page, totalCents } = await confirmedOrder()
    const { order, back } = await payOrder(page, 'LHVBEE22')
    const notification = peer.notifications.find((sent) => sent.payload.uuid === order.uuid)
    expect(notification?.attempts).toEqual([200])

    const state = await getOrder(id)
    expect(state.payment).toMatchObject({ status: 'tasutud', paidEur: totalCents / 100 })
    expect(state.payment?.method).toContain('LHV')
    expect(Date.parse(state.payment?.paidAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    const receipt = await orderMail(site.smtp, id, /Makse on laekunud/, 20_000)
    expect(plainSpaces(receipt.text)).toContain(`${(totalCents / 100).toFixed(2).replace('.', ',')} €`)

    // The customer comes back: sent on to the order page, which says the payment arrived.
    const returned = await fetch(back, { redirect: 'manual' })
    expect(returned.status).toBe(303)
    const location = new URL(returned.headers.get('Location') ?? '', site.url)
    expect(`${location.origin}${location.pathname}`).toBe(page)
    const html = await (await fetch(location)).text()
    expect(html).toContain('Makse on laekunud')
    expect(html).not.toContain('Maksa kohe')

    // A replay of the notification, and the return again, change nothing.
    const replay = await webhook(notification?.body)
    expect(replay.status).toBe(200)
    expect((await fetch(back, { redirect: 'manual' })).status).toBe(303)
    const after = await getOrder(id)
    expect(after.payment).toEqual(state.payment)
    expect(after.history.filter((entry) => entry.action === 'payment')).toHaveLength(1)
    const receipts = site.smtp.received.filter(
      (mail) => /Makse on laekunud/.test(mail.subject) && mail.subject.includes(`nr ${id} `),
    )
    expect(receipts).toHaveLength(1)
    // Paid: no second payment is offered.
    const again = await postPageForm(`${page}/maksa`, { bank: '' })
    expect(again.headers.get('Location')).toContain('?makse=viga')
  })

  it('the customer back before the webhook sees the payment once the token on the return says PAID', async () => {
    const { id, page } = await confirmedOrder()
    const order = await tapPay(page)
    // The return address carries a signed token: it records the payment even before the webhook.
    const back = await peer.pay(order.uuid)
    const returned = await fetch(back, { redirect: 'manual' })
    expect(returned.status).toBe(303)
    await peer.settled()
    expect((await getOrder(id)).payment?.status).toBe('tasutud')
    expect((await getOrder(id)).history.filter((entry) => entry.action === 'payment')).toHaveLength(1)
  })

  it("a customer who cancels on Montonio's page comes back to 'Makse on pooleli' and may pay again", async () => {
    const { id, page } = await confirmedOrder()
    const order = await tapPay(page)
    const back = await peer.cancel(order.uuid)
    await peer.settled()
    const returned = await fetch(back, { redirect: 'manual' })
    const html = await (await fetch(new URL(returned.headers.get('Location') ?? '', site.url))).text()
    expect(html).toContain('Makse on pooleli')
    expect(html).toContain('Maksa kohe')
    expect((await getOrder(id)).payment).toBeNull()
  })
})

describe('tokens that are not believed', () => {
  it('each gets a 400, changes nothing and is logged at warn without the token', async () => {
    const { id, page, totalCents } = await confirmedOrder()
    const order = await tapPay(page)
    const genuine = {
      uuid: order.uuid,
      accessKey: keys.accessKey,
      merchantReference: order.merchantReference,
      paymentStatus: 'PAID',
      paymentMethod: 'paymentInitiation',
      grandTotal: totalCents / 100,
      currency: 'EUR',
    }
    const good = await signed(genuine)
    const [header, body] = good.split('.')
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), grandTotal: 0.01 }),
    ).toString('base64url')}.${good.split('.')[2]}`
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`
    const hs512 = await new SignJWT(genuine)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(keys.secretKey))
    const bad: [string, unknown][] = [
      ['forged', await signed(genuine, 'not-our-secret-not-our-secret-0000')],
      ['tampered', tampered],
      ['expired', await signed(genuine, keys.secretKey, Math.floor(Date.now() / 1000) - 3600)],
      ['alg none', none],
      ['HS512', hs512],
      ['another access key', await signed({ ...genuine, accessKey: 'someone-else' })],
      ['a foreign reference', await signed({ ...genuine, merchantReference: '999999-abcdef' })],
      ['a wrong amount', await signed({ ...genuine, grandTotal: totalCents / 100 + 1 })],
      ['another currency', await signed({ ...genuine, currency: 'PLN' })],
      ['another uuid', await signed({ ...genuine, uuid: '00000000-0000-4000-8000-000000000000' })],
      ['not a token', 'abc'],
      ['not a string', { nested: true }],
    ]
    for (const [what, token] of bad) {
      const response = await webhook({ orderToken: token })
      expect(response.status, what).toBe(400)
      expect(((await response.json()) as { error: string }).error, what).toBe('Makse teade ei ole kehtiv.')
      const returned = await fetch(
        `${site.url}/makse/tagasi?order-token=${encodeURIComponent(String(token))}`,
        { redirect: 'manual' },
      )
      expect(returned.status, what).toBe(400)
      expect(await returned.text(), what).toContain('Makse andmeid ei õnnestunud kontrollida')
    }
    expect((await webhook({})).status).toBe(400)
    expect((await webhook({ refundToken: await signed({ ...genuine, refundUuid: 'x' }) })).status).toBe(400)
    expect((await getOrder(id)).payment).toMatchObject({ status: 'ootel', paidEur: 0 })
    const warnings = output.stdout
      .split('\n')
      .filter((line) => line.includes('montonio webhook: token refused'))
    expect(warnings.length).toBeGreaterThanOrEqual(bad.length)
    for (const line of warnings) expect(JSON.parse(line).level).toBe('warn')
    expect(output.stdout).not.toContain(good.split('.')[2])
    expect(output.stdout).not.toContain(keys.secretKey)
    // The genuine token is still good after all of that.
    expect((await webhook({ orderToken: good })).status).toBe(200)
    expect((await getOrder(id)).payment?.status).toBe('tasutud')
  })

  it('refuses an address that keeps sending bad tokens, but never a genuine notification from it', async () => {
    const { page, totalCents } = await confirmedOrder()
    const order = await tapPay(page)
    const client = newClientAddress()
    const statuses: number[] = []
    for (let i = 0; i < 25; i++)
      statuses.push((await webhook({ orderToken: `bad.${i}.token` }, client)).status)
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
    const genuine = await signed({
      uuid: order.uuid,
      accessKey: keys.accessKey,
      merchantReference: order.merchantReference,
      paymentStatus: 'PAID',
      grandTotal: totalCents / 100,
      currency: 'EUR',
    })
    expect((await webhook({ orderToken: genuine }, client)).status).toBe(200)
  })
})

interface InvoiceJson {
  id: number
  totalEur: number
  paidEur: number
  status: string
}

const put = (id: number, body: unknown) => staff.api(`/api/admin/orders?id=${id}`, { method: 'PUT', body })

async function deliver(id: number, deliveredTonnes: number) {
  const response = await put(id, { status: 'tarnitud', deliveredTonnes, notifyCustomer: false })
  expect(response.status, await response.clone().text()).toBe(200)
  const { invoices } = (await response.json()) as { invoices: { id: number }[] }
  const invoice = (await (await staff.api(`/api/admin/invoices?id=${invoices[0]!.id}`)).json()) as InvoiceJson
  const ubl = await (await staff.api(`/api/admin/invoices?id=${invoice.id}&format=ubl`)).text()
  return { invoice, ubl }
}

const amountOf = (ubl: string, element: string) =>
  new RegExp(`<cbc:${element} currencyID="EUR">([-\\d.]+)</cbc:${element}>`).exec(ubl)?.[1] ?? null

/** A refund asked on the staff's order page, as its form posts it. */
const refundOnPage = (id: number, amountEur = '') =>
  staff.post(`/admin/orders/${id}`, { intent: 'refund', amountEur })

describe('the advance at delivery', () => {
  it('the invoice deducts the online payment (EN 16931 prepaid amount) and counts it as paid', async () => {
    const { id, page, totalCents } = await confirmedOrder()
    await payOrder(page)
    // Staff see it paid in the inbox, on the order page and in the day plan.
    for (const path of ['/admin/orders', `/admin/orders/${id}`, `/admin/tarned?paev=${day}`])
      expect(await (await staff.page(path)).text(), path).toContain('Tasutud')
    const { invoice, ubl } = await deliver(id, 2)
    expect(invoice).toMatchObject({
      totalEur: totalCents / 100,
      paidEur: totalCents / 100,
      status: 'tasutud',
    })
    expect(amountOf(ubl, 'PrepaidAmount')).toBe((totalCents / 100).toFixed(2))
    expect(amountOf(ubl, 'PayableAmount')).toBe('0.00')
  })

  it('more weighed than paid for: the invoice asks the difference', async () => {
    const { id, page, totalCents } = await confirmedOrder()
    await payOrder(page)
    const { invoice, ubl } = await deliver(id, 2.5)
    expect(invoice.totalEur).toBeGreaterThan(totalCents / 100)
    expect(invoice).toMatchObject({ paidEur: totalCents / 100, status: 'osaliselt tasutud' })
    expect(amountOf(ubl, 'PayableAmount')).toBe(
      ((Math.round(invoice.totalEur * 100) - totalCents) / 100).toFixed(2),
    )
  })

  it('less weighed: the invoice is paid and staff refund the rest through Montonio', async () => {
    const { id, page, totalCents } = await confirmedOrder()
    const { order } = await payOrder(page)
    const { invoice } = await deliver(id, 1.5)
    expect(invoice).toMatchObject({ paidEur: invoice.totalEur, status: 'tasutud' })
    const rest = totalCents - Math.round(invoice.totalEur * 100)
    for (const typed of ['palju', '0', '-1', '12,345']) {
      const refused = await refundOnPage(id, typed)
      expect({ typed, status: refused.status }).toEqual({ typed, status: 400 })
      expect(await refused.text()).toContain('Summa peab olema eurodes, nt 12,50.')
    }
    expect(peer.refunds.filter((refund) => refund.orderUuid === order.uuid)).toEqual([])
    const asked = await refundOnPage(id, (rest / 100).toFixed(2).replace('.', ','))
    expect(asked.status).toBe(302)
    await peer.settled()
    expect(peer.refunds.filter((refund) => refund.orderUuid === order.uuid)).toHaveLength(1)
    const state = await getOrder(id)
    expect(state.payment).toMatchObject({ status: 'osaliselt tagastatud', paidEur: invoice.totalEur })
    expect(state.history.filter((entry) => entry.action === 'refund').length).toBeGreaterThanOrEqual(2)
  })
})

describe('payments staff must look at, and refunds', () => {
  it('cancelling a paid order offers the refund; it is made once and its webhook settles it', async () => {
    const { id, page } = await confirmedOrder()
    const { order } = await payOrder(page)
    expect((await put(id, { status: 'tühistatud', notifyCustomer: false })).status).toBe(200)
    const html = await (await staff.page(`/admin/orders/${id}`)).text()
    expect(html).toContain('Tagasta Montonio kaudu')
    expect(html).toContain('tagastage makse')
    expect((await refundOnPage(id)).status).toBe(302)
    await peer.settled()
    // Asked again: nothing is left to refund, and Montonio is not asked twice.
    expect((await refundOnPage(id)).status).toBe(409)
    expect(peer.refunds.filter((refund) => refund.orderUuid === order.uuid)).toHaveLength(1)
    expect((await getOrder(id)).payment).toMatchObject({ status: 'tagastatud', paidEur: 0 })
    const customer = await (await fetch(page)).text()
    expect(customer).toContain('Makse on tagastatud')
  })

  it('flags a payment of a cancelled order, a second payment and a payment of another amount', async () => {
    // Cancelled before the money came.
    const cancelled = await confirmedOrder()
    const first = await tapPay(cancelled.page)
    expect((await put(cancelled.id, { status: 'tühistatud', notifyCustomer: false })).status).toBe(200)
    await peer.pay(first.uuid)
    await peer.settled()
    expect(await (await staff.page(`/admin/orders/${cancelled.id}`)).text()).toContain(
      'Makse tühistatud tellimuse eest',
    )

    // The price changed after the customer opened the payment: paid the old amount, then the new one.
    const corrected = await confirmedOrder()
    const old = await tapPay(corrected.page)
    const changed = await put(corrected.id, {
      deliveryDate: day,
      timeWindow: '09:00-11:00',
      priceAdjustmentEur: 1,
      adjustmentReason: 'Sõelutud partii',
      notifyCustomer: false,
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    await peer.pay(old.uuid)
    await peer.settled()
    let html = await (await staff.page(`/admin/orders/${corrected.id}`)).text()
    expect(html).toContain('Makstud summa erineb tellimuse praegusest summast')
    const flagged = (await getOrder(corrected.id)).payment as PaymentJson
    expect(flagged.flags.map((flag) => flag.flag)).toEqual(['amount-differs'])

    // Paid at the new price in a new tab, then the old tab's payment arrives too: a second payment.
    const twice = await confirmedOrder()
    const stale = await tapPay(twice.page)
    expect(
      (
        await put(twice.id, {
          deliveryDate: day,
          timeWindow: '09:00-11:00',
          priceAdjustmentEur: 1,
          adjustmentReason: 'Sõelutud partii',
          notifyCustomer: false,
        })
      ).status,
    ).toBe(200)
    const fresh = await tapPay(twice.page)
    expect(fresh.uuid).not.toBe(stale.uuid)
    await peer.pay(fresh.uuid)
    await peer.settled()
    expect((await getOrder(twice.id)).payment?.flags).toEqual([])
    await peer.pay(stale.uuid)
    await peer.settled()
    html = await (await staff.page(`/admin/orders/${twice.id}`)).text()
    expect(html).toContain('see on teine makse')
    const both = (await getOrder(twice.id)).payment as PaymentJson
    expect(both.flags.map((flag) => flag.flag)).toEqual(['second-payment'])
    expect(both.paidEur).toBe((fresh.grandTotal * 100 + stale.grandTotal * 100) / 100)
    // Another uuid for a reference we issued is not believed.
    const forgedUuid = await signed({
      uuid: 'b7c1e0b2-3f4d-4e5f-8a9b-0c1d2e3f4a5c',
      accessKey: keys.accessKey,
      merchantReference: stale.merchantReference,
      paymentStatus: 'PAID',
      grandTotal: stale.grandTotal,
      currency: 'EUR',
    })
    expect((await webhook({ orderToken: forgedUuid })).status).toBe(400)
  })
})

describe('without Montonio keys', () => {
  it('the order page and the confirmation mail give the bank transfer instead of the button', {
    timeout: serverStartAllowance,
  }, async () => {
    const plainSite = await startSite({
      smtp: true,
      env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' },
      prepare: storeInvoicingBusiness,
    })
    try {
      const staffOfPlain = staffClient(plainSite)
      const placed = await postForm(`${plainSite.url}/api/orders`, orderBody())
      const { orderId } = (await placed.json()) as { orderId: number }
      const confirmed = await staffOfPlain.api(`/api/admin/orders?id=${orderId}`, {
        method: 'PUT',
        body: { status: 'kinnitatud', deliveryDate: day, timeWindow: '09:00-11:00' },
      })
      expect(confirmed.status).toBe(200)
      const { customerUrl, payment } = (await confirmed.json()) as { customerUrl: string; payment: null }
      expect(payment).toBeNull()
      const html = plainSpaces(await (await fetch(customerUrl)).text())
      expect(html).not.toContain('Maksa kohe')
      expect(html).toContain('Tasuge pangaülekandega')
      expect(html).toContain(invoicingFacts.iban.replace(/(.{4})(?=.)/g, '$1 '))
      expect(html).toContain(orderReferenceNumber(orderId))
      // A forged post to the pay route is sent back to the page; the webhook and the return know nothing.
      const posted = await postPageForm(`${customerUrl}/maksa`, { bank: '' })
      expect(posted.status).toBe(303)
      expect(posted.headers.get('Location')).toBe(new URL(customerUrl).pathname)
      const notified = await fetch(`${plainSite.url}/api/payments/montonio`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderToken: 'a.b.c' }),
      })
      expect(notified.status).toBe(404)
      const mail = await orderMail(plainSite.smtp, orderId, /kinnitatud/, 20_000)
      const text = plainSpaces(mail.text)
      expect(text).not.toContain('Maksa kohe')
      expect(text).toContain(`Tasuge pangaülekandega: saaja`)
      expect(text).toContain(orderReferenceNumber(orderId))
    } finally {
      await plainSite.dispose()
    }
  })
})
