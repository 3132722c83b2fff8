import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress as newClient } from '../support/client-address.ts'
import { customerPageLink, orderMail } from '../support/order-mail.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { mailsBeforeMarker, type ReceivedMail } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { expectNoAxeViolations, isInViewport, setupBrowser, visit } from './browser.ts'
import { orderKillustikToTapa, toast } from './ordering.ts'

/**
 * Step 3 of ordering in Chromium, end to end with a real SMTP peer: a visitor orders on a material page,
 * staff confirm the order with a day, a window and a price adjustment, the customer's mail carries the
 * final total and the link to their page, and the customer cancels there (with and without JavaScript);
 * staff see the order cancelled and get a mail. The server is this file's own: it needs the SMTP peer.
 */

const site = setupServer({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const browser = setupBrowser()

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

/**
 * The day the order is confirmed for: a working day after the next one. The customer may cancel a
 * confirmed order on their page only until 24 hours before its window starts, so tomorrow 09:00 would
 * close cancelling for any run after 09:00 Tallinn time.
 */
const day = nextWorkingDay(nextWorkingDay())

/** '282,16 €' as the pages and mails write an amount in cents (thousands apart with a space). */
function euros(cents: number): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${whole},${String(cents % 100).padStart(2, '0')} €`
}

async function signIn(page: Page) {
  const response = await page.context().request.post('/api/auth/login', {
    data: testAdmin,
    headers: { 'X-Forwarded-For': newClient() },
  })
  expect(response.status()).toBe(200)
}

/** A visitor's order on /killustik: 10 t delivered to Tapa, the address taken from the suggestions. */
async function orderInBrowser(customer: { first: string; last: string; email: string }) {
  const page = await orderKillustikToTapa(browser, { ...customer, baseUrl: site.url })
  await page.context().close()
}

const mailOf = (id: number, subject: RegExp) => orderMail(site.smtp, id, subject, 20_000)

/** The path of the customer's page from a mail's link (the link names the test server's origin). */
function customerPath(mail: ReceivedMail): string {
  const link = new URL(customerPageLink(mail))
  expect(link.origin).toBe(site.url)
  return link.pathname
}

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('an order confirmed by staff and cancelled by the customer', () => {
  it('goes from the material page through the confirmation mail to the customer page and back to staff', async () => {
    const last = `Kinnitus-${randomUUID().slice(0, 6)}`
    const email = `kadri.${randomUUID().slice(0, 8)}@example.ee`
    await orderInBrowser({ first: 'Kadri', last, email })

    // The expected final price, worked out here from the catalogue's price and the rules of SPEC §5:
    // the unit price less 0,50 €, × 10 t, 56,5 km to Tapa at 2,70 €/km, VAT 24 % rounded to the cent.
    const products = (await (await fetch(`${site.url}/api/products`)).json()) as {
      slug: string
      priceEur: number
    }[]
    const listed = products.find((product) => product.slug === 'killustik')
    expect(listed).toBeDefined()
    const unitCents = Math.round(listed!.priceEur * 100) - 50
    const netCents = unitCents * 10 + 565 * 27
    const totalCents = netCents + Math.round((netCents * 24) / 100)
    const total = euros(totalCents)

    // Staff find the order in the inbox and open it.
    const { page: admin } = await browser.open('/robots.txt', { baseUrl: site.url })
    await signIn(admin)
    await visit(admin, '/admin/orders')
    const row = admin.getByRole('row').filter({ hasText: `Kadri ${last}` })
    expect(plain(await row.textContent())).toMatch(/Killustik10 tonniTransport.*€Uus/)
    await row.getByRole('link', { name: /^Tellimus nr \d+$/ }).click()
    const heading = admin.getByRole('heading', { level: 1, name: /^Tellimus nr \d+$/ })
    await heading.waitFor()
    const orderId = Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0])
    expect(orderId).toBeGreaterThan(0)
    const adminPath = `/admin/orders/${orderId}`
    expect(new URL(admin.url()).pathname).toBe(adminPath)
    // The customer was told the request arrived; staff have the order mail.
    await mailOf(orderId, /^Saime teie tellimuse soovi kätte/)
    await mailOf(orderId, /^Uus tellimus nr /)

    const confirm = admin.getByRole('region', { name: 'Kinnita tellimus' })
    await confirm.getByLabel('Kuupäev').fill(day)
    await confirm.getByLabel('Alates').fill('09:00')
    await confirm.getByLabel('Kuni').fill('11:00')
    expect(await confirm.getByLabel('Kogus (t)').inputValue()).toBe('10')
    await confirm.getByLabel('Hinnamuutus (€/t, ±)').fill('-0,50')
    await confirm.getByLabel('Hinnamuutuse põhjus').fill('Püsikliendi soodustus')
    expect(await confirm.getByLabel('Tarneaadress').inputValue()).toBe('Tapa linn, Lääne-Viru maakond')
    expect(await confirm.getByRole('checkbox', { name: 'Teavita klienti' }).isChecked()).toBe(true)

    // The same page at phone width, before the confirmation: one column, no axe findings.
    const { page: phoneAdmin } = await browser.open('/robots.txt', { baseUrl: site.url, viewport: 'phone' })
    await signIn(phoneAdmin)
    await visit(phoneAdmin, adminPath)
    await phoneAdmin.getByRole('heading', { level: 2, name: 'Kinnita tellimus' }).waitFor()
    await noSidewaysScroll(phoneAdmin)
    await expectNoAxeViolations(phoneAdmin, `phone ${adminPath}`)
    await phoneAdmin.context().close()

    await confirm.getByRole('button', { name: 'Kinnita tellimus' }).click()
    await toast(admin, `Tellimus kinnitatud: ${dayLabel(day)} 09:00–11:00`).waitFor()
    const main = plain(await admin.locator('main').textContent())
    expect(main).toContain(`Tarneaeg: ${dayLabel(day)} 09:00–11:00`)
    expect(main).toContain('Kinnitatud hind')
    expect(main).toContain(`10 tonni × ${euros(unitCents)}/t`)
    expect(main).toContain(total)

    // The customer's mail: the day, the window, the final total and the link to their page.
    const confirmed = await mailOf(orderId, /^Tellimus nr \d+ on kinnitatud: /)
    expect(confirmed.to).toEqual([email])
    expect(confirmed.subject).toBe(
      `Tellimus nr ${orderId} on kinnitatud: ${dayLabel(day)} kell 09:00–11:00 – Padu Karjäär`,
    )
    for (const text of [
      `${dayLabel(day)} kell 09:00–11:00`,
      'Killustik',
      '10 tonni',
      'Tapa linn, Lääne-Viru maakond',
      'Püsikliendi soodustus',
      total,
    ])
      expect(confirmed.text, text).toContain(text)
    expect(confirmed.html).toContain(total)
    const path = customerPath(confirmed)
    expect(confirmed.html).toContain(path)

    // The customer opens their page from the mail, on a phone.
    const { page: customer, status } = await browser.open(path, { baseUrl: site.url, viewport: 'phone' })
    expect(status).toBe(200)
    await customer.setExtraHTTPHeaders({ 'X-Forwarded-For': newClient() })
    expect(plain(await customer.getByRole('heading', { level: 1 }).textContent())).toBe(
      `Tellimus nr ${orderId}`,
    )
    const page = () => customer.locator('main').textContent().then(plain)
    expect(await page()).toContain(`${dayLabel(day)} kell 09:00–11:00`)
    expect(await page()).toContain('Kinnitatud hind')
    expect(await page()).toContain(`Kokku${total}`)
    expect(await page()).toContain('Hinnamuutuse põhjus: Püsikliendi soodustus')
    await noSidewaysScroll(customer)
    await expectNoAxeViolations(customer, `phone ${path}`)
    await customer.setViewportSize({ width: 1280, height: 900 })
    await customer.setViewportSize({ width: 375, height: 812 })

    // Cancelling asks first.
    await customer.getByRole('link', { name: 'Tühista tellimus' }).click()
    const question = customer.getByRole('alertdialog', { name: 'Kas soovite tellimuse tühistada?' })
    await question.waitFor()
    expect(new URL(customer.url()).search).toBe('?tuhista')
    // The question is below the amounts: on a phone the page scrolls to it.
    await expect.poll(() => isInViewport(customer, '[role="alertdialog"]')).toBe(true)
    await expectNoAxeViolations(customer, `phone ${path}?tuhista`)
    await question.getByRole('button', { name: 'Jah, tühista tellimus' }).click()
    await customer.getByText('Tühistasite tellimuse.').waitFor()
    expect(new URL(customer.url()).pathname).toBe(path)
    expect(await page()).toContain('Tühistatud')
    expect(await customer.getByRole('link', { name: 'Tühista tellimus' }).count()).toBe(0)

    // Staff: the mail that the customer cancelled, and the inbox shows it.
    const staffMail = await mailOf(orderId, /^Klient tühistas tellimuse nr \d+:/)
    expect(staffMail.to).not.toContain(email)
    expect(staffMail.text).toContain(`${dayLabel(day)} kell 09:00–11:00`)
    await mailOf(orderId, /^Tellimus nr \d+ on tühistatud/)
    await visit(admin, '/admin/orders')
    const cancelled = admin.getByRole('row').filter({ hasText: `Kadri ${last}` })
    expect(plain(await cancelled.textContent())).toMatch(/Tühistatud/)
    await visit(admin, adminPath)
    expect(plain(await admin.locator('main').textContent())).toContain('Tühistas klient oma tellimuse lehel.')
    // Exactly one mail of each kind reached the peer for this order, and no more comes after a marker mail.
    const subjects = (await mailsBeforeMarker(site.smtp, site.url))
      .filter((mail) => new RegExp(`nr ${orderId}(\\D|$)`).test(mail.subject))
      .map((mail) => mail.subject.replace(/[:(–].*$/, '').trim())
      .sort()
    expect(subjects).toEqual([
      `Klient tühistas tellimuse nr ${orderId}`,
      'Saime teie tellimuse soovi kätte',
      `Tellimus nr ${orderId} on kinnitatud`,
      `Tellimus nr ${orderId} on tühistatud`,
      `Uus tellimus nr ${orderId}`,
    ])
  }, 180_000)

  it('cancels on the customer page without JavaScript', async () => {
    const email = `peeter.${randomUUID().slice(0, 8)}@example.ee`
    const placed = await postForm(
      `${site.url}/api/orders`,
      orderBody({
        firstName: 'Peeter',
        lastName: 'Skriptita',
        email,
        phone: '+372 5555 9999',
        quantity: '10',
        deliveryOption: 'delivery',
        deliveryAddress: 'Tapa',
      }),
    )
    expect(placed.status).toBe(201)
    const { orderId } = (await placed.json()) as { orderId: number }
    const path = customerPath(await mailOf(orderId, /^Saime teie tellimuse soovi kätte/))

    const { page, status } = await browser.open(path, {
      baseUrl: site.url,
      javaScript: false,
      viewport: 'phone',
    })
    expect(status).toBe(200)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClient() })
    expect(plain(await page.locator('main').textContent())).toContain('Arvestuslik hind')
    await Promise.all([
      page.waitForURL((url) => url.search === '?tuhista'),
      page.getByRole('link', { name: 'Tühista tellimus' }).click(),
    ])
    const question = page.getByRole('alertdialog', { name: 'Kas soovite tellimuse tühistada?' })
    expect(await question.isVisible()).toBe(true)
    expect(await isInViewport(page, '[role="alertdialog"]')).toBe(true)
    await Promise.all([
      page.waitForURL((url) => url.pathname === path && url.search === ''),
      question.getByRole('button', { name: 'Jah, tühista tellimus' }).click(),
    ])
    const main = plain(await page.locator('main').textContent())
    expect(main).toContain('Tühistatud')
    expect(main).toContain('Tühistasite tellimuse.')
    expect(await page.getByRole('link', { name: 'Tühista tellimus' }).count()).toBe(0)

    const staffMail = await mailOf(orderId, /^Klient tühistas tellimuse nr \d+:/)
    expect(staffMail.text).toContain('Tellimus oli veel kinnitamata.')
    const customerMail = await mailOf(orderId, /^Tellimus nr \d+ on tühistatud/)
    expect(customerMail.to).toEqual([email])
  }, 90_000)
})
