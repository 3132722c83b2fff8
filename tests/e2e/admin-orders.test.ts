import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it } from 'vitest'
import { inquiryMaterialChoices } from '#app/content/inquiry.ts'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { signIn as signInApi, staffClient } from '../support/admin.ts'
import { newClientAddress as newClient } from '../support/client-address.ts'
import { enableInvoicing } from '../support/invoicing.ts'
import { confirmOrder, placeOrder as placeOrderByApi } from '../support/orders-api.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import {
  accessibleExpanded,
  axe,
  setupBrowser,
  signInStaff,
  viewports,
  visit,
  whenHydrated,
} from './browser.ts'
import { orderKillustikToTapa, toast } from './ordering.ts'

/**
 * Step 3 of ordering in Chromium: a visitor orders on a material page, staff confirm and deliver the
 * order in the admin inbox and see who did what. Other test files share this server, so nothing here
 * depends on how many orders there are.
 */

const browser = setupBrowser()

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()
async function placeOrder(customer: { first: string; last: string }) {
  await orderKillustikToTapa(browser, { ...customer, email: 'kaarel.kinnitaja@example.ee' })
}

describe('the order inbox', () => {
  it('staff find a new order, confirm it, deliver it, and see the history', async () => {
    const last = `Kinnitaja-${randomUUID().slice(0, 6)}`
    await placeOrder({ first: 'Kaarel', last })

    const { page } = await browser.open('/robots.txt')
    await signInStaff(page)
    await visit(page, '/admin/orders')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tellimused')
    const row = page.getByRole('row').filter({ hasText: `Kaarel ${last}` })
    expect(plain(await row.textContent())).toMatch(/Killustik10 tonniTransport.*€Uus/)
    await row.getByRole('link', { name: /^Tellimus nr \d+$/ }).click()
    // The address changes as the navigation starts; the heading shows when the order has rendered.
    await page.getByRole('heading', { level: 1, name: /^Tellimus nr \d+$/ }).waitFor()

    const heading = plain(await page.getByRole('heading', { level: 1 }).textContent())
    expect(heading).toMatch(/^Tellimus nr \d+$/)
    const body = plain(await page.locator('main').textContent())
    for (const text of [
      `Kaarel ${last}`,
      'Tapa linn, Lääne-Viru maakond',
      '56,5 km',
      'hinnang: linnulennult × 1,3',
      'Värav on koodiga',
      'Soovin transporti',
      'Muudatusi ei ole veel tehtud.',
    ])
      expect(body).toContain(text)
    expect(await page.getByRole('link', { name: '+372 5555 7777' }).getAttribute('href')).toBe(
      'tel:+37255557777',
    )
    expect(await page.getByRole('link', { name: 'kaarel.kinnitaja@example.ee' }).getAttribute('href')).toBe(
      'mailto:kaarel.kinnitaja@example.ee',
    )
    // A new order is confirmed with a day and a window; the status form offers only cancelling.
    const choices = page.getByRole('group', { name: 'Uus staatus' }).getByRole('radio')
    expect(
      await choices.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['tühistatud'])

    const day = nextWorkingDay()
    await page.getByLabel('Kuupäev').fill(day)
    await page.getByLabel('Alates').fill('09:00')
    await page.getByLabel('Kuni').fill('11:00')
    expect(await page.getByRole('checkbox', { name: 'Teavita klienti' }).first().isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Kinnita tellimus' }).click()
    await toast(page, `Tellimus kinnitatud: ${dayLabel(day)} 09:00–11:00`).waitFor()
    await expect.poll(() => page.url()).not.toContain('tehtud=')
    // Shown once: a reload of the page does not say it again.
    await page.reload()
    await whenHydrated(page)
    await page.getByRole('heading', { level: 1, name: /^Tellimus nr \d+$/ }).waitFor()
    expect(await page.getByText('Tellimus kinnitatud:').count()).toBe(0)
    expect(plain(await page.locator('main').textContent())).toContain(
      `Tarneaeg: ${dayLabel(day)} 09:00–11:00`,
    )

    // Delivering issues an invoice, which needs the seller's registry code, KMKR number and IBAN.
    const baseUrl = inject('baseUrl')
    await enableInvoicing(baseUrl, (await signInApi(baseUrl)).token)
    await page.getByRole('radio', { name: 'Tarnitud' }).check()
    await page
      .getByRole('textbox', { name: 'Sisemine märkus' })
      .fill('Hind kinnitatud telefonis, tarne reedel kell 8')
    await page.getByRole('button', { name: 'Salvesta staatus' }).click()
    await toast(page, 'Staatus muudetud: Tarnitud').waitFor()
    await page.getByText('selle olekut enam ei muudeta').waitFor()
    expect(await page.getByRole('button', { name: 'Salvesta staatus' }).count()).toBe(0)
    expect(plain(await page.locator('main').textContent())).toContain(
      'Sisemine märkus: Hind kinnitatud telefonis, tarne reedel kell 8',
    )

    const history = page.getByRole('region', { name: 'Muudatuste ajalugu' }).getByRole('listitem')
    expect(await history.count()).toBe(2)
    const entries = (await history.allTextContents()).map(plain)
    expect(entries[0]).toMatch(
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d · haldurStaatus: Kinnitatud → TarnitudTarnitud \d+,00 tArve nr \d{4}-\d{4,} koostatudSisemine märkus: Hind kinnitatud telefonis, tarne reedel kell 8$/,
    )
    expect(entries[1]).toMatch(
      new RegExp(
        `^\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d · haldurKinnitatud: ${dayLabel(day)} 09:00–11:00Kogus 10 tonni, kokku .+ €$`,
      ),
    )

    // Back in the list the order is delivered, also under its status tab.
    await page.getByRole('link', { name: '← Kõik tellimused' }).click()
    await page
      .getByRole('navigation', { name: 'Staatus' })
      .getByRole('link', { name: /^Tarnitud/ })
      .click()
    await page.locator('[aria-current="page"]', { hasText: 'Tarnitud' }).waitFor()
    expect(
      plain(
        await page
          .getByRole('row')
          .filter({ hasText: `Kaarel ${last}` })
          .textContent(),
      ),
    ).toContain('Tarnitud')
  })

  it('works on a phone: the order is a card, nothing scrolls sideways', async () => {
    const { page } = await browser.open('/robots.txt', { viewport: 'phone' })
    await signInStaff(page)
    await visit(page, '/admin/orders')
    const cards = page.getByRole('list', { name: 'Tellimused' }).getByRole('listitem')
    expect(await cards.first().isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await cards.first().getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: /^Tellimus nr \d+$/ }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  it('downloads the orders of the chosen days as CSV', async () => {
    const { page } = await browser.open('/robots.txt')
    await signInStaff(page)
    // The range ends today in Tallinn: the day the page was made (a run may cross midnight).
    const before = tallinnCalendarDate()
    await visit(page, '/admin/orders')
    const until = await page.getByLabel('Kuni').inputValue()
    expect([before, tallinnCalendarDate()]).toContain(until)
    await page.getByLabel('Alates').fill('2020-01-01')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Laadi alla CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`tellimused-2020-01-01-${until}.csv`)
    const path = await download.path()
    const text = await readFile(path, 'utf8')
    expect(text.startsWith('\uFEFFNr;Aeg;Staatus;')).toBe(true)
    expect(text).toContain(';Killustik;10;')
  })

  it('brings a range the wrong way round back to the form, saying so', async () => {
    const { page } = await browser.open('/robots.txt', { viewport: 'phone' })
    await signInStaff(page)
    await visit(page, '/admin/orders')
    await page.getByLabel('Alates').fill('2026-03-30')
    await page.getByLabel('Kuni').fill('2026-03-29')
    await page.getByRole('button', { name: 'Laadi alla CSV' }).click()
    const alert = page.locator('#eksport').getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Alguskuupäev ei saa olla pärast lõppkuupäeva.')
    expect(await page.getByLabel('Alates').inputValue()).toBe('2026-03-30')
    expect(await page.getByLabel('Kuni').inputValue()).toBe('2026-03-29')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // The refusal's toast comes from the layout's one toast region: a notify() from an effect that runs
    // before the layout's toaster registers must not give the page a second one.
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Alguskuupäev' }).waitFor()
    expect(await page.getByRole('region', { name: /^Teated/ }).count()).toBe(1)
    const results = await axe(page).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  it('marks an inquiry answered', async () => {
    const { page } = await browser.open('/robots.txt')
    const name = `Küsiv Klient ${randomUUID().slice(0, 6)}`
    const placed = await page.context().request.post('/api/inquiries', {
      multipart: {
        name,
        email: 'kysiv@example.ee',
        phone: '5555 3333',
        material: inquiryMaterialChoices[0]!.value,
        details: '30 tonni Kundasse',
        idempotencyKey: randomUUID(),
      },
      headers: { 'X-Forwarded-For': newClient() },
    })
    expect(placed.status()).toBe(201)
    await signInStaff(page)
    await visit(page, '/admin/inquiries?staatus=uus')
    const card = page.getByRole('article').filter({ hasText: name })
    expect(plain(await card.textContent())).toContain('30 tonni Kundasse')
    await card.getByRole('button', { name: /^Märgi päring nr \d+ vastatuks$/ }).click()
    await toast(page, 'Päring märgitud vastatuks').waitFor()
    expect(await page.getByRole('article').filter({ hasText: name }).count()).toBe(0)
    await page
      .getByRole('navigation', { name: 'Staatus' })
      .getByRole('link', { name: /^Vastatud/ })
      .click()
    await page.locator('[aria-current="page"]', { hasText: 'Vastatud' }).waitFor()
    expect(plain(await page.getByRole('article').filter({ hasText: name }).textContent())).toMatch(
      /Vastatud.*vastatud/,
    )
  })

  it('has no axe violations on the inbox pages at phone and desktop width', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page } = await browser.open('/robots.txt', { viewport })
      await signInStaff(page)
      await visit(page, '/admin/orders')
      const detail = await page
        .getByRole('link', { name: /^Tellimus nr \d+$/ })
        .first()
        .getAttribute('href')
      for (const path of ['/admin/orders', detail ?? '/admin/orders/1', '/admin/inquiries', '/admin/mails']) {
        await visit(page, path)
        const results = await axe(page).analyze()
        const found = results.violations.map(
          (violation) =>
            `${viewport} ${path}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`,
        )
        expect(found).toEqual([])
      }
    }
  })

  it('sends a signed-out visitor to the sign-in page', async () => {
    // The sign-in page itself is built on another branch; here it may answer 404, the address is what counts.
    const { page } = await browser.open('/robots.txt')
    for (const path of ['/admin/orders', '/admin/orders/1', '/admin/inquiries', '/admin/mails']) {
      await page.goto(path)
      expect(new URL(page.url()).pathname, path).toBe('/admin/login')
    }
  })
})

describe('the staff bar', () => {
  // The staff's sections and the link back to the public site, in the order the bar shows them.
  const links = [
    'Ülevaade',
    'Tooted',
    'Materjalid',
    'Tellimused',
    'Tarned',
    'Arved',
    'Kliendid',
    'Päringud',
    'Kirjad',
    'Blogi',
    'Avaleht',
    'Ettevõte',
    'Avalik sait',
  ]

  it('is one line at phone width: the menu opens and closes by keyboard, and the day plan starts on the first screen', async () => {
    const site = { url: inject('baseUrl') }
    const day = nextWorkingDay()
    await confirmOrder(staffClient(site), await placeOrderByApi(site, { lastName: 'Päevaplaan' }), day)

    const { page } = await browser.open('/robots.txt', { viewport: 'phone' })
    await signInStaff(page)
    await visit(page, `/admin/tarned?paev=${day}`)
    const bar = page.getByRole('banner')
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
    const menu = page.getByRole('navigation', { name: 'Haldus' })
    expect(await menu.isVisible()).toBe(false)

    // The first delivery of the day, its window and its customer, is on the screen without scrolling.
    const first = page
      .getByRole('region', { name: dayLabel(day) })
      .getByRole('listitem')
      .first()
    const entry = await first.boundingBox()
    expect(entry?.y).toBeGreaterThanOrEqual(0)
    expect((entry?.y ?? 0) + Math.min(entry?.height ?? 0, 120)).toBeLessThanOrEqual(viewports.phone.height)

    const toggle = page.getByRole('button', { name: 'Ava menüü' })
    expect(await accessibleExpanded(page, 'Ava menüü')).toBe(false)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await menu.waitFor()
    expect(await accessibleExpanded(page, 'Sulge menüü')).toBe(true)
    expect(await menu.getByRole('link').allTextContents()).toEqual(links)
    expect(await menu.getByRole('link', { name: 'Tarned' }).getAttribute('aria-current')).toBe('page')
    // The links follow the button in the tab order, each a whole tap target inside the screen.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ülevaade')
    for (const link of await menu.getByRole('link').all()) {
      const box = await link.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewports.phone.width).toBe(true)
    }
    expect(await page.getByRole('button', { name: 'Välju' }).isVisible()).toBe(true)
    const results = await axe(page).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await accessibleExpanded(page, 'Ava menüü')).toBe(false)

    // A link changes the page in the router, and the menu does not stay open over the next one.
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Tellimused' }).click()
    await page.getByRole('heading', { level: 1, name: 'Tellimused' }).waitFor()
    expect(await menu.isVisible()).toBe(false)
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
  })

  it('opens at phone width without JavaScript too', async () => {
    const { page } = await browser.open('/admin/inquiries', {
      viewport: 'phone',
      javaScript: false,
      before: signInStaff,
    })
    const menu = page.getByRole('navigation', { name: 'Haldus' })
    expect(await menu.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Ava menüü' }).click()
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Päringud' }).getAttribute('aria-current')).toBe('page')
    await page.getByRole('button', { name: 'Sulge menüü' }).click()
    expect(await menu.isVisible()).toBe(false)
  })

  it('is the row it was on a wide screen: every link in the bar, no menu button', async () => {
    const { page } = await browser.open('/robots.txt')
    await signInStaff(page)
    await visit(page, '/admin/tarned')
    const menu = page.getByRole('navigation', { name: 'Haldus' })
    expect(await menu.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Ava menüü' }).isVisible()).toBe(false)
    expect(await menu.getByRole('link').allTextContents()).toEqual(links)
    // The sections stand side by side in one row of the bar, above the page.
    const tops = await menu
      .getByRole('link')
      .evaluateAll((elements) => elements.slice(0, -1).map((element) => element.getBoundingClientRect().top))
    expect(new Set(tops).size).toBe(1)
    const bar = await page.getByRole('banner').boundingBox()
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(heading?.y ?? 0)
    expect(await page.getByRole('button', { name: 'Välju' }).isVisible()).toBe(true)
  })
})
