import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { storeInvoicingBusiness } from '../support/invoicing.ts'
import { type MontonioPeer, startMontonioPeer } from '../support/montonio-peer.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { setupBrowser, visit } from './browser.ts'
import { confirmOnOrderPage } from './ordering.ts'

/**
 * Online payment in Chromium, end to end: staff confirm an order, the customer taps 'Maksa kohe' on their
 * order page on a phone, pays on the Montonio stand-in's page, comes back to 'Makse on laekunud', staff
 * see 'Tasutud' in the inbox, and the delivery's invoice deducts the advance. The screenshots of the three
 * customer steps are written to SHOTS_DIR when it is set.
 */

const keys = { accessKey: 'padu-e2e-access', secretKey: 'padu-e2e-secret-0123456789abcdef0123' }
const shots = process.env.SHOTS_DIR

let peer: MontonioPeer
beforeAll(async () => {
  peer = await startMontonioPeer(keys)
  if (shots) await mkdir(shots, { recursive: true })
})
afterAll(async () => {
  await peer?.close()
})

const site = setupServer({
  env: () => ({
    ...testAdminEnv,
    GEO_PROVIDER: 'builtin',
    ...peer.env,
  }),
  prepare: storeInvoicingBusiness,
})
const browser = setupBrowser()
const day = nextWorkingDay(nextWorkingDay())

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

describe('paying a confirmed order online', () => {
  it("staff confirm, the customer pays with 'Maksa kohe' on a phone, and staff see it paid", async () => {
    const placed = await postForm(`${site.url}/api/orders`, orderBody({ lastName: 'Maksja' }))
    expect(placed.status).toBe(201)
    const { orderId } = (await placed.json()) as { orderId: number }

    // Staff confirm the order on its page.
    const { page: admin } = await browser.open('/robots.txt', { baseUrl: site.url })
    const signedIn = await admin.context().request.post('/api/auth/login', {
      data: testAdmin,
      headers: { 'X-Forwarded-For': newClientAddress() },
    })
    expect(signedIn.status()).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    await visit(admin, `/admin/orders/${orderId}`)
    await confirmOnOrderPage(admin, day)
    const customerUrl = await admin.locator('a[href*="/tellimus/"]').first().getAttribute('href')
    const customerPath = new URL(customerUrl ?? '').pathname

    // The customer's page on a phone: 'Maksa kohe' with the banks, the bank transfer beside it.
    const { page: customer } = await browser.open(customerPath, {
      baseUrl: site.url,
      viewport: 'phone',
      // Chromium asks the stand-in for a favicon it does not have.
      expectedFailure: (url) => url.startsWith(peer.origin),
    })
    const pay = customer.getByRole('button', { name: 'Maksa kohe' })
    await pay.scrollIntoViewIfNeeded()
    expect(await customer.getByText('Viitenumber').isVisible()).toBe(true)
    await shot(customer, 'montonio-1-order-page-375')
    await customer.getByRole('radio', { name: 'LHV' }).check()
    await pay.click()

    // Montonio's (the stand-in's) page, with the bank chosen on ours.
    await customer.waitForURL((url) => url.origin === peer.origin)
    await customer.getByRole('heading', { name: 'Makse' }).waitFor()
    expect(await customer.getByRole('radio', { name: 'LHV' }).isChecked()).toBe(true)
    await shot(customer, 'montonio-2-standin-payment')
    await customer.getByRole('button', { name: 'Maksa', exact: true }).click()

    // Back on the order page: the payment arrived, nothing left to pay.
    await customer.waitForURL((url) => url.origin === site.url && url.pathname === customerPath)
    await customer.getByRole('heading', { name: 'Makse on laekunud' }).waitFor()
    expect(await customer.getByRole('button', { name: 'Maksa kohe' }).count()).toBe(0)
    await shot(customer, 'montonio-3-paid-order-page')

    // Staff see it paid in the inbox.
    await peer.settled()
    await visit(admin, '/admin/orders')
    const row = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: `Tellimus nr ${orderId}` }) })
    expect(await row.textContent()).toContain('Tasutud')

    // Delivered: the invoice deducts the advance and is paid.
    const delivered = await admin.context().request.put(`/api/admin/orders?id=${orderId}`, {
      data: { status: 'tarnitud', notifyCustomer: false },
      headers: { 'X-Admin-Token': token },
    })
    expect(delivered.status()).toBe(200)
    const { invoices } = (await delivered.json()) as { invoices: { id: number; status: string }[] }
    expect(invoices[0]?.status).toBe('tasutud')
    const ubl = await (
      await admin.context().request.get(`/api/admin/invoices?id=${invoices[0]?.id}&format=ubl`)
    ).text()
    expect(ubl).toMatch(/<cbc:PrepaidAmount currencyID="EUR">[1-9][\d.]*<\/cbc:PrepaidAmount>/)
    expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>')
  })
})
