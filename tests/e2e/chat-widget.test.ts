import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { staffClient } from '../support/admin.ts'
import { placeOrder } from '../support/orders-api.ts'
import {
  axe,
  baseUrl,
  expectClearOfLauncher,
  scrollToEnd,
  setupBrowser,
  textUnder,
  whenHydrated,
  whenIdle,
} from './browser.ts'

const browser = setupBrowser()

/** Script files the page has fetched so far. */
const scripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))

// The public pages' islands are their own build (ADR 034), whose files are named islands-*.
const panelChunk = /\/assets\/(islands-)?chat-panel-[^/]+\.js$/

/** The launcher's width: as its icon it is a 48 px circle, with its name it is wider. */
const launcherWidth = (page: Page) => async () =>
  (await page.getByRole('button', { name: 'Küsi nõu' }).boundingBox())?.width ?? 0

/** Until the browser has drawn two more frames: what a scroll changes has been laid out by then. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

async function openWithKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Küsi nõu' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Padu Karjääri nõustaja' })
  await dialog.waitFor()
  return dialog
}

describe('chat widget', () => {
  it('loads the panel only when opened, answers by keyboard, links to the material and closes with Escape', async () => {
    const { page } = await browser.open('/')
    const launcher = page.getByRole('button', { name: 'Küsi nõu' })
    expect(await launcher.isVisible()).toBe(true)
    expect(await launcher.getAttribute('aria-expanded')).toBe('false')
    // The page has nothing more under way: still no panel code, and none preloaded by the document.
    await whenIdle(page)
    expect((await scripts(page)).filter((url) => panelChunk.test(url))).toEqual([])
    expect(await page.locator('link[href*="chat-panel"]').count()).toBe(0)

    const dialog = await openWithKeyboard(page)
    expect((await scripts(page)).some((url) => panelChunk.test(url))).toBe(true)
    expect(await launcher.getAttribute('aria-expanded')).toBe('true')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('chatInput')

    // Welcome screen with example questions; the message list is a polite live log.
    expect(await dialog.getByRole('button', { name: 'Kui palju maksab killustik?' }).isVisible()).toBe(true)
    expect(await dialog.getByRole('link', { name: 'Kuidas me andmeid kasutame?' }).getAttribute('href')).toBe(
      '/privaatsus',
    )
    const log = dialog.getByRole('log')
    expect(await log.getAttribute('aria-live')).toBe('polite')

    await page.keyboard.type('Kui palju maksab killustik?')
    await page.keyboard.press('Enter')
    await log.getByText('9,92', { exact: false }).waitFor()
    expect(await log.textContent()).toContain('Killustik: 8 €/t ilma käibemaksuta')
    const link = log.getByRole('link', { name: 'Killustik', exact: true })
    expect(await link.getAttribute('href')).toBe('/killustik')
    expect(await log.getByRole('link', { name: 'ava tellimisvorm' }).getAttribute('href')).toBe(
      '/killustik#order-form',
    )

    const panel = await axe(page).include('#chat-panel').analyze()
    expect(panel.violations.map((violation) => violation.id)).toEqual([])

    // The link opens the material's page, a new document; on a wide screen the panel opens again there,
    // with the conversation.
    await link.click()
    await page.waitForURL((url) => url.pathname === '/killustik')
    await page.getByRole('heading', { level: 1, name: 'Killustik' }).waitFor()
    await dialog.waitFor()
    await log.getByText('9,92', { exact: false }).waitFor()

    // Escape closes the panel and gives focus back to the launcher; reopening keeps the conversation.
    await page.getByLabel('Teie küsimus').focus()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Küsi nõu')
    await page.keyboard.press('Space')
    await dialog.waitFor()
    expect(await log.textContent()).toContain('9,92')
  })

  it('shows the earlier messages of the session after a reload', async () => {
    const { page } = await browser.open('/kalkulaator')
    const dialog = await openWithKeyboard(page)
    await dialog.getByRole('button', { name: 'Millal olete avatud?' }).click()
    await dialog.getByRole('log').getByText('L 09:00-15:00', { exact: false }).waitFor()
    await page.reload()
    await whenHydrated(page)
    const again = await openWithKeyboard(page)
    await again.getByRole('log').getByText('L 09:00-15:00', { exact: false }).waitFor()
    expect(await again.getByRole('log').textContent()).toContain('Millal olete avatud?')
  })

  it('fits a 375 px phone with tap targets of at least 44 px', async () => {
    const { page } = await browser.open('/kalkulaator', { viewport: 'phone' })
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    const widthBefore = await pageWidth()
    const launcher = page.getByRole('button', { name: 'Küsi nõu' })
    const launcherBox = await launcher.boundingBox()
    expect(launcherBox?.height).toBeGreaterThanOrEqual(44)
    const dialog = await openWithKeyboard(page)
    const box = await dialog.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
    for (const control of await dialog.getByRole('button').all()) {
      const size = await control.boundingBox()
      expect(size?.height).toBeGreaterThanOrEqual(44)
      expect(size?.width).toBeGreaterThanOrEqual(44)
    }
    expect((await page.getByLabel('Teie küsimus').boundingBox())?.height).toBeGreaterThanOrEqual(44)
    expect(await pageWidth()).toBe(widthBefore)
  })

  it('shows a list answer as a list of links on a 375 px phone, nothing wider than the panel', async () => {
    const { page } = await browser.open('/kalkulaator', { viewport: 'phone' })
    const dialog = await openWithKeyboard(page)
    await page.getByLabel('Teie küsimus').fill('Mida soovitate drenaaži jaoks?')
    await dialog.getByRole('button', { name: 'Saada' }).click()
    const log = dialog.getByRole('log')
    const items = log.getByRole('listitem')
    await items.first().waitFor()
    expect(await items.count()).toBeGreaterThanOrEqual(2)
    expect(await items.first().getByRole('link').getAttribute('href')).toMatch(/^\/[a-z0-9-]+$/)
    // No '- ' of the Markdown is left in the text, and no line runs past the panel.
    expect(await log.textContent()).not.toMatch(/(^|\n)- /)
    const overflow = await log.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  it('says so, with the phone number, when the webhook cannot be reached', async () => {
    const { page } = await browser.open('/')
    await page.route('**/api/chat', (route) => route.abort('failed'))
    const dialog = await openWithKeyboard(page)
    await page.getByLabel('Teie küsimus').fill('Kui palju maksab killustik?')
    await dialog.getByRole('button', { name: 'Saada' }).click()
    await dialog.getByText('Vastust ei õnnestunud saada.', { exact: false }).waitFor()
    const phone = dialog.getByRole('link', { name: business.phone })
    expect(await phone.getAttribute('href')).toBe(`tel:${business.phoneE164}`)
  })
})

describe('the launcher over the page', () => {
  it('is its icon while the visitor reads the order page at 390 px, and named at its end, over no text', async () => {
    const site = { url: baseUrl() }
    const id = await placeOrder(site)
    const order = (await (await staffClient(site).api(`/api/admin/orders?id=${id}`)).json()) as {
      customerUrl: string
    }
    const { page } = await browser.open(new URL(order.customerUrl).pathname, { viewport: 'phone' })
    // A phone's screen under its browser's bars, on which the price list starts below the first screen.
    await page.setViewportSize({ width: 390, height: 664 })
    const launcher = page.getByRole('button', { name: 'Küsi nõu' })
    const width = launcherWidth(page)

    // The price list's VAT line at the bottom of the screen, where the launcher floats: it is the icon,
    // clear of the line's words, and keeps its name.
    await expectClearOfLauncher(page, page.locator('dt', { hasText: /^Käibemaks/ }))

    // Reading further down, it stays out of the way.
    for (const share of [0.25, 0.5, 0.75]) {
      await page.evaluate(
        (part) =>
          window.scrollTo({
            top: (document.documentElement.scrollHeight - window.innerHeight) * part,
            behavior: 'instant',
          }),
        share,
      )
      await nextFrames(page)
      expect(await width(), `at ${share * 100} % of the page`).toBeLessThanOrEqual(48)
    }

    // At the end the footer leaves it room: named, and over no text of the page.
    await scrollToEnd(page)
    await expect.poll(width).toBeGreaterThan(100)
    expect(await textUnder(launcher)).toEqual([])
    // The footer's last line of text (its box runs on through the room left below it) ends above it.
    const lastLineBottom = await page
      .getByRole('contentinfo')
      .locator('p')
      .last()
      .evaluate((paragraph) => {
        const words = document.createRange()
        words.selectNodeContents(paragraph)
        return Math.max(...Array.from(words.getClientRects(), (line) => line.bottom))
      })
    expect(lastLineBottom).toBeLessThanOrEqual((await launcher.boundingBox())?.y ?? 0)
  })

  it('takes its name back at once, without growing, when the visitor asks for reduced motion', async () => {
    const { page } = await browser.open('/kalkulaator', { viewport: 'phone' })
    const width = launcherWidth(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await scrollToEnd(page)
    await expect.poll(width).toBeGreaterThan(100)
    const named = await width()
    // 2rem before the end: half way through the change, which reduced motion makes at once.
    await page.evaluate(() => window.scrollBy({ top: -32, behavior: 'instant' }))
    await nextFrames(page)
    expect(await width()).toBe(named)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await expect.poll(width).toBeLessThan(named)
    expect(await width()).toBeGreaterThan(48)
  })
})
