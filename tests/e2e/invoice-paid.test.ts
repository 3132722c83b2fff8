import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { testAdmin } from '../support/admin.ts'
import { camt053Statement, type StatementEntry } from '../support/camt053-statement.ts'
import { newClientAddress as newClient } from '../support/client-address.ts'
import { orderMail } from '../support/order-mail.ts'
import { pdfText } from '../support/pdf-text.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { expectNoAxeViolations, setupBrowser, signInStaff, visit } from './browser.ts'
import { setupInvoicingServer } from './ordering.ts'

/**
 * From the scale to the paid invoice in Chromium, with a real SMTP peer: the driver marks a delivery on
 * the day plan on a phone with the weighed tonnes, the customer's mail carries the invoice PDF, staff
 * import the bank's camt.053 statement on /admin/arved, and the invoice's page says it is paid. The
 * server is this file's own: it needs the SMTP peer and the seller's invoicing facts.
 */

const site = setupInvoicingServer()
const browser = setupBrowser()

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

/** The token API as staff, for what the test sets up and reads back. */
async function api(method: string, pathname: string, body?: unknown) {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClient() },
    body: JSON.stringify(testAdmin),
  })
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${site.url}${pathname}`, {
    method,
    headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** An order placed and confirmed for `day` through the APIs; its number. */
async function confirmedOrder(fields: Record<string, string>, day: string): Promise<number> {
  const placed = await postForm(`${site.url}/api/orders`, orderBody(fields))
  expect(placed.status).toBe(201)
  const { orderId } = (await placed.json()) as { orderId: number }
  await api('PUT', `/api/admin/orders?id=${orderId}`, {
    status: 'kinnitatud',
    deliveryDate: day,
    timeWindow: '09:00-11:00',
    notifyCustomer: false,
  })
  return orderId
}

/**
 * Staff upload the bank's statement of today with one credit entry on /admin/arved, choosing the file
 * as from the disk.
 */
async function importStatement(page: Page, entry: Omit<StatementEntry, 'ref' | 'date'>, javaScript = true) {
  await visit(page, '/admin/arved', javaScript)
  const xml = camt053Statement([{ ref: `2026${Date.now()}`, date: tallinnCalendarDate(), ...entry }])
  await page.getByLabel('Väljavõtte fail (camt.053)').setInputFiles({
    name: 'valjavote.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  })
  await page.getByRole('button', { name: 'Impordi väljavõte' }).click()
}

describe('an invoice from the day plan to the bank statement', () => {
  it('is issued by the driver at 375 px, mailed with its PDF, and paid by the imported statement', async () => {
    const email = `tiina.${randomUUID().slice(0, 8)}@example.ee`
    const day = nextWorkingDay()
    const orderId = await confirmedOrder({ firstName: 'Tiina', email, quantity: '10' }, day)

    // The driver, on a phone, without leaving the day's plan.
    const { page } = await browser.open('/robots.txt', { viewport: 'phone', baseUrl: site.url })
    await signInStaff(page)
    await visit(page, `/admin/tarned?paev=${day}`)
    const entry = page.getByRole('listitem').filter({ hasText: `Tellimus nr ${orderId}` })
    await entry.getByText('Märgi tarnituks').click()
    await entry.getByLabel('Kaalutud netokogus (t)').fill('9,86')
    await entry.getByLabel('Kaalusedeli number (valikuline)').fill('K-1234')
    await entry.getByRole('button', { name: 'Tarnitud, koosta arve' }).click()
    await entry.getByText('tarnitud 9,86 t').waitFor()
    // Marked delivered before the day it was planned for: it stays there, with the day it left.
    await entry.getByText(`Tarnitud varem: ${dayLabel(tallinnCalendarDate())}`).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    const order = await api('GET', `/api/admin/orders?id=${orderId}`)
    expect(order).toMatchObject({ status: 'tarnitud', deliveredTonnes: 9.86, weighTicket: 'K-1234' })
    const [issued] = order.invoices as { id: number; number: string }[]
    const invoice = (await api('GET', `/api/admin/invoices?id=${issued!.id}`)) as {
      number: string
      referenceNumber: string
      totalEur: number
      status: string
    }
    expect(invoice.status).toBe('tasumata')

    // The customer's mail carries the invoice as a PDF that names its number.
    const mail = await orderMail(site.smtp, orderId, /on täidetud, arve/, 30_000)
    expect(mail.to).toEqual([email])
    const pdf = (mail.parsed.attachments ?? []).find((file) => file.mimeType === 'application/pdf')
    expect(pdf, 'the delivery mail has a PDF attachment').toBeDefined()
    const bytes =
      typeof pdf!.content === 'string' ? new TextEncoder().encode(pdf!.content) : new Uint8Array(pdf!.content)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(await pdfText(bytes)).toContain(invoice.number)

    // The bank's statement of the day: the customer paid with the invoice's reference number.
    await importStatement(page, {
      amount: invoice.totalEur.toFixed(2),
      name: 'TIINA MAASIKAS',
      reference: invoice.referenceNumber,
      text: `Arve ${invoice.number}`,
    })
    await page.getByText('Väljavõte imporditud: laekumisi 1, arvetega seotud 1.').first().waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Arved')
    await expectNoAxeViolations(page, '/admin/arved')

    // The list and the invoice's own page say it is paid.
    const card = page.getByRole('listitem').filter({ hasText: `Arve nr ${invoice.number}` })
    expect(plain(await card.textContent())).toContain('tasutud')
    await card.getByRole('link', { name: `Arve nr ${invoice.number}` }).click()
    await page.getByRole('heading', { level: 1, name: `Arve nr ${invoice.number}` }).waitFor()
    const main = plain(await page.locator('main').textContent())
    expect(main).toContain('tasutud')
    expect(main).toContain('pangaväljavõte')
    await expectNoAxeViolations(page, 'the invoice page')
    expect((await api('GET', `/api/admin/invoices?id=${issued!.id}`)).status).toBe('tasutud')
  })

  it('takes a payment by hand and is credited after its confirmation without JavaScript', async () => {
    const orderId = await confirmedOrder({ firstName: 'Toomas', quantity: '4' }, nextWorkingDay())
    const delivered = await api('PUT', `/api/admin/orders?id=${orderId}`, {
      status: 'tarnitud',
      deliveredTonnes: 4.2,
      notifyCustomer: false,
    })
    const [issued] = delivered.invoices as { id: number; number: string }[]
    const { page } = await browser.open('/robots.txt', {
      viewport: 'phone',
      baseUrl: site.url,
      javaScript: false,
    })
    await signInStaff(page)
    // A payment without the reference number: imported, then assigned to the invoice by its number.
    await importStatement(page, { amount: '5.00', name: 'TOOMAS TAMM', text: 'kruusa eest' }, false)
    await page.getByText('Väljavõte imporditud: laekumisi 1, arvetega seotud 0, sidumata 1.').waitFor()
    const entry = page.getByRole('listitem').filter({ hasText: 'TOOMAS TAMM' })
    await entry.getByLabel('Arve number').fill(issued!.number)
    await entry.getByRole('button', { name: 'Seo arvega' }).click()
    await page.getByText(`Laekumine seotud arvega nr ${issued!.number}.`).waitFor()

    await visit(page, `/admin/arved/${issued!.id}`, false)
    await page.getByLabel('Summa (€)').fill('10,50')
    await page.getByLabel('Märkus (valikuline)').fill('sularahas')
    await page.getByRole('button', { name: 'Salvesta laekumine' }).click()
    await page.getByText('Laekumine salvestatud. Arve on nüüd: osaliselt tasutud.').waitFor()

    await page.getByLabel('Krediteerimise põhjus').fill('Kaup võeti tagasi')
    await page.getByRole('button', { name: 'Krediteeri arve…' }).click()
    await page.getByText(`Kas krediteerida arve nr ${issued!.number} täies ulatuses?`).waitFor()
    expect((await api('GET', `/api/admin/invoices?id=${issued!.id}`)).status).toBe('osaliselt tasutud')
    await page.getByRole('button', { name: 'Kinnita ja koosta kreeditarve' }).click()
    await page.getByText(/^Arve krediteeritud: kreeditarve nr \d{4}-\d{4}/).waitFor()
    expect(plain(await page.locator('main').textContent())).toContain('krediteeritud')
    await page.getByRole('link', { name: /^kreeditarve nr / }).click()
    await page.getByRole('heading', { level: 1, name: /^Kreeditarve nr / }).waitFor()
    expect(await page.getByRole('link', { name: `nr ${issued!.number}` }).getAttribute('href')).toBe(
      `/admin/arved/${issued!.id}`,
    )
  })
})
