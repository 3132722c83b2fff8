import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { statementDocument } from '#app/domain/account-statement.ts'
import { creditHeldText } from '#app/domain/customer-account.ts'
import { addDays, dayLabel } from '#app/domain/delivery-schedule.ts'
import { formatDate, formatEur, formatEurPerTonne, formatKm, formatPriceNumber } from '#app/domain/format.ts'
import { computeInvoice } from '#app/domain/invoice.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { quote } from '#app/domain/quote.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { statementTexts } from '#app/lib/account-texts.ts'
import { creditTexts } from '#app/server/customers/account-ordering.server.ts'
import { newClientAddress as newClient } from '../support/client-address.ts'
import { pdfText } from '../support/pdf-text.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { setupBrowser, signInStaff, visit, whenEnhanced } from './browser.ts'
import { chooseTapa, confirmOnOrderPage, receipt, setupInvoicingServer, toast } from './ordering.ts'

/**
 * A business account from the application to the held order, in Chromium on the production build with a
 * real SMTP peer: a company applies on /ariklient, staff agree a price for crushed stone and a credit
 * limit and approve it, the contact signs in with the link from the mail and orders at the agreed price
 * with a buyer's reference on a phone, staff confirm and deliver the order, the invoice with the
 * reference is on /konto/arved (and in its PDF) and on the statement of account, and a second order over
 * the credit limit waits for the staff's credit decision. The server is this file's own: it needs the
 * SMTP peer and the seller's invoicing facts.
 */

const site = setupInvoicingServer()
const browser = setupBrowser()

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const textOf = async (locator: Locator) => plain(await locator.textContent())

/** The agreed net price of crushed stone per tonne, below the public 8 €. */
const agreedCents = 735
/** The payment term the company asks for and staff agree. */
const paymentTermDays = 21
/** The credit limit: the first order (about 280 €) fits, the second on top of its invoice does not. */
const creditLimitCents = 40_000

/** The account's pages, each checked on a phone without JavaScript. */
const accountPages = [
  '/konto',
  '/konto/tellimused',
  '/konto/arved',
  '/konto/saldo',
  '/konto/objektid',
  '/konto/kasutajad',
]

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  expect(width).toBe(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** The transport line's distance in tenths of a km, as the form shows it. */
async function shownTenthsKm(form: Locator): Promise<number> {
  const label = await textOf(form.locator('dt', { hasText: 'Transport:' }))
  const match = /Transport: (?:u )?(\d+),(\d) km/.exec(label)
  if (!match) throw new Error(`no distance in "${label}"`)
  return Number(match[1]) * 10 + Number(match[2])
}

/**
 * The signed-in person orders 10 t of crushed stone delivered to Tapa on /killustik with a buyer's
 * reference; the receipt is checked against the agreed price. The road distance it showed.
 */
async function orderAtAgreedPrice(page: Page, reference: string): Promise<number> {
  await visit(page, '/killustik')
  const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
  await whenEnhanced(form)
  await form.getByLabel('Tellija viide').fill(reference)
  await form.getByLabel('Kogus').selectOption('10')
  await form.getByRole('radio', { name: 'Soovin transporti' }).check()
  await chooseTapa(page, form)
  const tenthsKm = await shownTenthsKm(form)
  const lines = quote({
    unitPriceCents: agreedCents,
    quantityTonnes: 10,
    delivery: { option: 'delivery', distanceTenthsKm: tenthsKm },
  })
  expect(await receipt(form)).toEqual(
    Object.fromEntries(
      [
        [`Toode: 10 t × ${formatEurPerTonne(agreedCents)}`, formatEur(lines.productCents)],
        [`Transport: u ${formatKm(tenthsKm)} × 2,70 €`, formatEur(lines.transportCents)],
        ['Summa ilma käibemaksuta', formatEur(lines.netCents)],
        ['Käibemaks 24%', formatEur(lines.vatCents)],
        ['Kokku koos käibemaksuga', formatEur(lines.totalCents)],
      ].map(([label, amount]) => [plain(label!), plain(amount!)]),
    ),
  )
  await form.getByRole('button', { name: 'Esita tellimus' }).click()
  await toast(page, orderTexts.successTitle).waitFor()
  return tenthsKm
}

/** The order's number on /konto/tellimused, found by its buyer's reference; and its line's text. */
async function accountOrder(page: Page, reference: string): Promise<{ id: number; text: string }> {
  await visit(page, '/konto/tellimused')
  const text = await textOf(page.getByRole('main').getByRole('listitem').filter({ hasText: reference }))
  const id = Number(/^Nr (\d+) /.exec(text)?.[1])
  expect(id, text).toBeGreaterThan(0)
  return { id, text }
}

describe('a business account', () => {
  it('applies, is approved with an agreed price, orders on account, is invoiced, and is held over its credit limit', async () => {
    const suffix = randomUUID().slice(0, 6)
    const company = `Kase Ehitus ${suffix} OÜ`
    const registryCode = '10137025'
    const email = `tiit.${suffix}@kase-ehitus.example.ee`
    const contact = 'Tiit Kask'
    const phone = '+372 5341 2233'

    // 1. The company applies on /ariklient, on a phone.
    const { page: applicant } = await browser.open('/ariklient', { baseUrl: site.url, viewport: 'phone' })
    await applicant.setExtraHTTPHeaders({ 'X-Forwarded-For': newClient() })
    const application = applicant.getByRole('form', { name: 'Taotle kliendikontot' })
    await application.getByLabel('Ettevõtte nimi').fill(company)
    await application.getByLabel('Registrikood').fill(registryCode)
    await application.getByLabel('Tänav ja maja').fill('Kase tee 7')
    await application.getByLabel('Linn või vald').fill('Rakvere')
    await application.getByLabel('Postiindeks').fill('44310')
    await application.getByLabel('Kontaktisik').fill(contact)
    await application.getByLabel('E-post').fill(email)
    await application.getByLabel('Telefon').fill(phone)
    await application.getByLabel('Soovitud maksetähtaeg (päeva)').fill(String(paymentTermDays))
    await noSidewaysScroll(applicant)
    await application.getByRole('button', { name: 'Saada taotlus' }).click()
    await applicant.getByRole('heading', { name: 'Aitäh! Saime teie taotluse kätte' }).waitFor()
    await applicant.context().close()

    // 2. Staff open the application from 'Kliendid', agree the terms and approve it.
    const { page: admin } = await browser.open('/robots.txt', { baseUrl: site.url })
    await signInStaff(admin)
    await visit(admin, '/admin/kliendid')
    const rows = admin.getByRole('table', { name: /^Kliendid/ }).getByRole('row')
    // The applications waiting for a decision come first.
    expect(await textOf(rows.nth(1))).toContain(company)
    expect(await textOf(rows.nth(1))).toContain('Taotlus')
    await rows.nth(1).getByRole('link', { name: company }).click()
    await admin.getByRole('heading', { level: 1, name: company }).waitFor()
    expect(new URL(admin.url()).pathname).toMatch(/^\/admin\/kliendid\/\d+$/)
    await admin.getByLabel('Maksetähtaeg (päeva)').fill(String(paymentTermDays))
    await admin.getByLabel('Krediidilimiit (€)').fill(String(creditLimitCents / 100))
    await admin.getByLabel('Killustik', { exact: true }).fill(formatPriceNumber(agreedCents))
    await admin.getByRole('button', { name: 'Salvesta', exact: true }).click()
    await toast(admin, 'Kliendi andmed ja tingimused salvestatud.').waitFor()
    expect(await admin.getByLabel('Killustik', { exact: true }).inputValue()).toBe(
      (agreedCents / 100).toFixed(2).replace('.', ','),
    )
    await admin.getByRole('button', { name: 'Kinnita', exact: true }).click()
    await toast(admin, 'Taotlus kinnitatud. Kontaktisikule saadeti kiri sisselogimise lingiga.').waitFor()

    // 3. The contact's mail carries the sign-in link; opened on a phone, 'Logi sisse' signs them in.
    const [opened] = await site.smtp.waitFor(1, {
      filter: (mail) => mail.to.includes(email) && mail.subject.startsWith('Teie kliendikonto on avatud'),
      timeoutMs: 20_000,
    })
    const link = /https?:\/\/[^\s"<>]+\/konto\/sisene\/[A-Za-z0-9_-]{43}/.exec(opened!.text)?.[0]
    expect(link, opened!.text).toBeDefined()
    expect(new URL(link!).origin).toBe(site.url)
    const { page: customer } = await browser.open(new URL(link!).pathname, {
      baseUrl: site.url,
      viewport: 'phone',
    })
    await customer.setExtraHTTPHeaders({ 'X-Forwarded-For': newClient() })
    await Promise.all([
      customer.waitForURL((url) => url.pathname === '/konto'),
      customer.getByRole('button', { name: 'Logi sisse' }).click(),
    ])
    expect(await textOf(customer.getByRole('main'))).toContain(company)
    await noSidewaysScroll(customer)

    // 4. The material page shows the company's price; the form has its details; the order goes in.
    await visit(customer, '/killustik')
    expect(await textOf(customer.locator('p', { hasText: /^Teie hind/ }))).toBe(
      `Teie hind ${formatPriceNumber(agreedCents)} €/t+km`,
    )
    const form = customer.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
    await whenEnhanced(form)
    expect(await form.getByLabel('Eesnimi').inputValue()).toBe('Tiit')
    expect(await form.getByLabel('Perekonnanimi').inputValue()).toBe('Kask')
    expect(await form.getByLabel('E-post').inputValue()).toBe(email)
    // The company is shown, not typed: no company fields to fill.
    expect(await textOf(form)).toContain(`${company}, registrikood ${registryCode}`)
    expect(await form.getByLabel('Registrikood').count()).toBe(0)
    expect(await form.getByRole('checkbox', { name: 'Arve ettevõttele' }).count()).toBe(0)
    await noSidewaysScroll(customer)
    const tenthsKm = await orderAtAgreedPrice(customer, 'Objekt Kase 7')
    const first = await accountOrder(customer, 'Objekt Kase 7')
    expect(first.text).toContain('Killustik, 10 tonni')

    // 5. Staff confirm it for a working day and mark it delivered with the scale's tonnes and ticket.
    const day = nextWorkingDay()
    await visit(admin, `/admin/orders/${first.id}`)
    const reference = admin
      .getByRole('heading', { name: 'Tellija viide' })
      .locator('xpath=following-sibling::p[1]')
    expect(await textOf(reference)).toBe('Objekt Kase 7')
    await confirmOnOrderPage(admin, day, `Tellimus kinnitatud: ${dayLabel(day)} 09:00–11:00`)
    const status = admin.getByRole('region', { name: 'Staatus ja sisemine märkus' })
    await status.getByRole('radio', { name: 'Tarnitud' }).check()
    await status.getByLabel('Kaalutud netokogus (t)').fill('9,86')
    await status.getByLabel('Kaalusedeli number (valikuline)').fill('KS-2041')
    await status.getByRole('button', { name: 'Salvesta staatus' }).click()
    const issued = toast(admin, 'Staatus muudetud: Tarnitud. Arve nr ')
    await issued.waitFor()
    const invoiceNumber = /Arve nr (\d{4}-\d{4,6}) koostatud/.exec(await textOf(issued))?.[1]
    expect(invoiceNumber).toBeDefined()
    // The weighed tonnes at the agreed price, the transport and VAT, as the invoice rules make them.
    const invoiced = computeInvoice({
      materialName: 'Killustik',
      unitPriceCents: agreedCents,
      deliveredHundredthsTonnes: 986,
      delivery: { option: 'delivery', distanceTenthsKm: tenthsKm },
      deliveryDate: tallinnCalendarDate(),
    })
    const total = plain(formatEur(invoiced.totalCents))

    // 6. The customer's invoices: the invoice with the reference, and its PDF.
    await visit(customer, '/konto/arved')
    const invoice = customer.getByRole('listitem').filter({ hasText: `Arve nr ${invoiceNumber}` })
    const line = await textOf(invoice)
    expect(line).toContain('Objekt Kase 7')
    expect(line).toContain(total)
    // Due in the 21 days agreed with the company, not the business's own term.
    expect(line).toContain(
      `Tasumata · maksetähtaeg ${formatDate(addDays(tallinnCalendarDate(), paymentTermDays))}`,
    )
    await noSidewaysScroll(customer)
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      invoice.getByRole('link', { name: 'PDF' }).click(),
    ])
    expect(new URL(download.url()).pathname).toBe(`/konto/arved/${invoiceNumber}/pdf`)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = plain(await pdfText(bytes))
    for (const text of ['Tellija viide', 'Objekt Kase 7', invoiceNumber!, company, 'KS-2041', total])
      expect(pdf, text).toContain(text)

    // 7. The statement of account: the invoice, and the closing balance is what it owes.
    await visit(customer, '/konto/saldo')
    const statement = customer.getByRole('table', { name: new RegExp(`^${statementTexts.title}`) })
    const invoiceRow = statement.getByRole('row').filter({
      hasText: statementDocument(
        { kind: 'arve', number: invoiceNumber!, date: '', cents: 0 },
        statementTexts,
      ),
    })
    expect(await textOf(invoiceRow)).toContain(total)
    const closing = statement.getByRole('row').filter({ hasText: statementTexts.closing('') })
    expect(await textOf(closing.getByRole('rowheader'))).toBe(
      statementTexts.closing(formatDate(tallinnCalendarDate())),
    )
    expect(await textOf(closing.getByRole('cell').last())).toBe(total)
    await noSidewaysScroll(customer)

    // 8. A second order on top of the open invoice is over the limit: it waits for the credit decision.
    await orderAtAgreedPrice(customer, 'Objekt Kase 9')
    const secondTotal = quote({
      unitPriceCents: agreedCents,
      quantityTonnes: 10,
      delivery: { option: 'delivery', distanceTenthsKm: tenthsKm },
    }).totalCents
    const second = await accountOrder(customer, 'Objekt Kase 9')
    expect(second.text).toContain(creditHeldText)
    await visit(customer, '/konto')
    const open = await textOf(
      customer.getByRole('region', { name: 'Avatud tellimused' }).getByRole('listitem'),
    )
    expect(open).toContain(`Nr ${second.id} Killustik, 10 tonni · Objekt Kase 9`)
    expect(open).toContain(creditHeldText)
    await noSidewaysScroll(customer)

    await visit(admin, '/admin/orders')
    const held = admin.getByRole('region', { name: /^Ootavad krediidiotsust/ })
    expect(await textOf(held.getByRole('heading'))).toBe('Ootavad krediidiotsust (1)')
    const heldOrder = held.getByRole('listitem').filter({ hasText: `#${second.id} ${company}` })
    expect(await textOf(heldOrder.locator('p'))).toBe(
      plain(
        creditTexts.overLimit({
          openCents: invoiced.totalCents,
          undeliveredCents: 0,
          orderCents: secondTotal,
          limit: creditLimitCents,
        }),
      ),
    )
    expect(await held.getByRole('link', { name: `#${first.id} ${company}` }).count()).toBe(0)

    // 9. Every account page on a phone without JavaScript, in Estonian and in Russian: readable, nothing
    // sideways, the Russian one in Russian.
    const cookies = await customer.context().cookies()
    const { page: plainPhone } = await browser.open('/robots.txt', {
      baseUrl: site.url,
      viewport: 'phone',
      javaScript: false,
    })
    await plainPhone.context().addCookies(cookies)
    for (const prefix of ['', '/ru'])
      for (const path of accountPages) {
        await visit(plainPhone, `${prefix}${path}`, false)
        expect(new URL(plainPhone.url()).pathname).toBe(`${prefix}${path}`)
        expect(await plainPhone.locator('html').getAttribute('lang')).toBe(prefix ? 'ru' : 'et')
        expect(await textOf(plainPhone.getByRole('main'))).toContain(company)
        await noSidewaysScroll(plainPhone)
      }
  }, 150_000)
})
