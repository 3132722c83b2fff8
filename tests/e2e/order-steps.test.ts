import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { startSite, type TestSite } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { axe, setupBrowser, whenHydrated } from './browser.ts'
import { orderKillustikToTapa, toast } from './ordering.ts'

/**
 * Every step of an order in Chromium, on a server of its own with a real SMTP peer: a visitor orders on
 * the material page, staff confirm a day with a price adjustment, the customer's mail says the day, the
 * window and the final total, the customer's page shows it, the customer cancels there, and staff see
 * the cancellation in the inbox and by mail.
 */

let site: TestSite
beforeAll(async () => {
  site = await startSite({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
}, 120_000)
afterAll(async () => {
  await site?.dispose()
})

const browser = setupBrowser()
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`

async function signIn(page: Page) {
  const response = await page.context().request.post(`${site.url}/api/auth/login`, {
    data: testAdmin,
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(response.status()).toBe(200)
}

async function mail(filter: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const [found] = await site.smtp.waitFor(1, { filter, timeoutMs: 20_000 })
  return found!
}

const linkIn = (received: ReceivedMail) => {
  const match = /\/tellimus\/[A-Za-z0-9_-]{43}/.exec(received.text)
  if (!match) throw new Error(`no order page link in: ${received.text}`)
  return match[0]
}

describe('an order from the material page to the customer cancelling it', () => {
  it('is confirmed with an adjusted price, mailed, shown to the customer and cancelled by them', async () => {
    const email = `mari.${randomUUID().slice(0, 8)}@example.ee`
    await orderKillustikToTapa(browser, { first: 'Mari', last: 'Maasikas', email, baseUrl: site.url })
    const request = await mail(
      (received) => received.to.includes(email) && /^Saime teie tellimuse/.test(received.subject),
    )
    const orderId = Number(/nr (\d+)/.exec(request.subject)?.[1])
    expect(orderId).toBeGreaterThan(0)
    const unitCents = Math.round(
      ((await (await fetch(`${site.url}/api/products`)).json()) as { name: string; price: number }[]).find(
        (product) => product.name === 'Killustik',
      )!.price * 100,
    )

    // Staff confirm for the next working day, 0,50 € a tonne off.
    const { page } = await browser.open('/robots.txt', { baseUrl: site.url })
    await signIn(page)
    await page.goto(`${site.url}/admin/orders/${orderId}`)
    await whenHydrated(page)
    const day = nextWorkingDay()
    await page.getByLabel('Kuupäev').fill(day)
    await page.getByLabel('Alates').fill('09:00')
    await page.getByLabel('Kuni').fill('11:00')
    await page.getByLabel('Hinnamuutus (€/t, ±)').fill('-0,50')
    await page.getByLabel('Hinnamuutuse põhjus').fill('Püsikliendi soodustus')
    await page.getByRole('button', { name: 'Kinnita tellimus' }).click()
    await toast(page, `Tellimus kinnitatud: ${dayLabel(day)} 09:00–11:00`).waitFor()

    // 10 t at the adjusted price, 56,5 km at 2,70 €/km, 24 % VAT rounded half-up to the cent.
    const netCents = (unitCents - 50) * 10 + 565 * 27
    const totalCents = netCents + Math.round((netCents * 24) / 100)
    const confirmed = await mail(
      (received) => received.to.includes(email) && /on kinnitatud/.test(received.subject),
    )
    for (const text of [dayLabel(day), '09:00–11:00', euros(totalCents), 'Püsikliendi soodustus'])
      expect(confirmed.text, text).toContain(text)
    expect(plain(await page.locator('main').textContent())).toContain(`Kokku${euros(totalCents)}`)

    // The customer opens the link of the mail.
    const { page: customer } = await browser.open(linkIn(confirmed), { baseUrl: site.url, viewport: 'phone' })
    await whenHydrated(customer)
    const shown = plain(await customer.locator('main').textContent())
    expect(shown).toContain(`${dayLabel(day)} kell 09:00–11:00`)
    expect(shown).toContain('Kinnitatud hind')
    expect(shown).toContain(euros(totalCents))
    expect(await axe(customer)).toEqual([])

    await customer.getByRole('link', { name: 'Tühista tellimus' }).click()
    await customer.getByRole('heading', { name: 'Kas soovite tellimuse tühistada?' }).waitFor()
    await customer.getByRole('button', { name: 'Jah, tühista tellimus' }).click()
    await customer.getByText('Tühistasite tellimuse.').waitFor()
    expect(await customer.getByRole('link', { name: 'Tühista tellimus' }).count()).toBe(0)

    // Staff are told, and the inbox shows it.
    const toStaff = await mail((received) =>
      received.subject.startsWith(`Klient tühistas tellimuse nr ${orderId}:`),
    )
    expect(toStaff.text).toContain(`${dayLabel(day)} kell 09:00–11:00`)
    await page.goto(`${site.url}/admin/orders`)
    const row = page.getByRole('row').filter({ hasText: 'Mari Maasikas' })
    expect(plain(await row.textContent())).toContain('Tühistatud')
  })

  it('cancels on the customer page without JavaScript too, and the staff page passes axe on a phone', async () => {
    const email = `jaan.${randomUUID().slice(0, 8)}@example.ee`
    await orderKillustikToTapa(browser, { first: 'Jaan', last: 'Tamm', email, baseUrl: site.url })
    const request = await mail(
      (received) => received.to.includes(email) && /^Saime teie tellimuse/.test(received.subject),
    )
    const orderId = Number(/nr (\d+)/.exec(request.subject)?.[1])

    const { page: staff } = await browser.open('/robots.txt', { baseUrl: site.url, viewport: 'phone' })
    await signIn(staff)
    await staff.goto(`${site.url}/admin/orders/${orderId}`)
    await whenHydrated(staff)
    expect(await axe(staff)).toEqual([])

    const { page } = await browser.open(`${linkIn(request)}?tuhista`, {
      baseUrl: site.url,
      javaScript: false,
    })
    await page.getByRole('button', { name: 'Jah, tühista tellimus' }).click()
    await page.getByText('Tühistasite tellimuse.').waitFor()
    await mail((received) => received.subject.startsWith(`Klient tühistas tellimuse nr ${orderId}:`))
  })
})
