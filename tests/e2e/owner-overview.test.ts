import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { generateOrders, insertOrders } from '../support/generated-orders.ts'
import { setupServer } from '../support/server-fixture.ts'
import { axe, setupBrowser, viewports, visit } from './browser.ts'

/**
 * The owner's overview in Chromium, on a server of this file's own with 18 months of generated orders:
 * where staff land after signing in, readable at 375 and 1280 px, no axe violation, and the plots are
 * the server's SVG images with no charting script sent. OVERVIEW_SHOTS=dir saves a screenshot of each width.
 */

const site = setupServer({
  env: testAdminEnv,
  prepare: (db) => insertOrders(db, generateOrders({ today: tallinnCalendarDate(), days: 548, count: 1500 })),
})
const browser = setupBrowser()

async function signIn(page: Page) {
  const response = await page.context().request.post('/api/auth/login', {
    data: testAdmin,
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(response.status()).toBe(200)
}

describe('the owner’s overview', () => {
  it('is where the sign-in form lands', async () => {
    const { page } = await browser.open('/admin/login', { baseUrl: site.url })
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill(testAdmin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/ulevaade')
    await page.getByRole('heading', { level: 1, name: 'Ülevaade' }).waitFor()
    await visit(page, '/admin')
    expect(new URL(page.url()).pathname).toBe('/admin/ulevaade')

    // The browser knows every route from the start (docs/decisions/050-staff-pages-cheaper-to-render.md):
    // the next staff page is the router's move, with its data, and asks for no document and no routes.
    const known = await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes,
    )
    // A page the overview does not link to, with a parameter: known all the same.
    expect(Object.keys(known)).toContain('routes/admin/invoice-detail')
    const asked: string[] = []
    page.on('request', (request) =>
      asked.push(`${request.resourceType()} ${new URL(request.url()).pathname}`),
    )
    await page.getByRole('navigation', { name: 'Haldus' }).getByRole('link', { name: 'Tellimused' }).click()
    await page.getByRole('heading', { level: 1, name: 'Tellimused' }).waitFor()
    expect(asked).toContain('fetch /admin/orders.data')
    expect(
      asked.filter((request) => request.startsWith('document') || request.includes('__manifest')),
    ).toEqual([])
  })

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the figures, the plots and their tables at ${viewports[viewport].width} px`, async () => {
      const scripts: string[] = []
      const { page } = await browser.open('/robots.txt', { baseUrl: site.url, viewport })
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await signIn(page)
      await visit(page, '/admin/ulevaade')
      const shots = process.env.OVERVIEW_SHOTS
      if (shots)
        await page.screenshot({
          path: path.join(shots, `overview-${viewports[viewport].width}.png`),
          fullPage: true,
        })

      const main = page.locator('main')
      for (const heading of [
        'Tonnid ja käive kuude kaupa',
        'Tonnid ja käive materjalide kaupa',
        'Tellimused nädalate kaupa',
        'Kuhu koormad läksid',
      ]) {
        const section = main.getByRole('region', { name: heading })
        // The plot at this width is drawn and shown; its table has a caption and a CSV link.
        const plots = section.locator('picture img')
        expect(await plots.count(), heading).toBeGreaterThan(0)
        for (const plot of await plots.all()) {
          await expect
            .poll(() => plot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
            .toBe(true)
          // The drawing for this width: never scaled down past legibility, never wider than the screen.
          const shown = await plot.evaluate((image: HTMLImageElement) => [
            image.currentSrc,
            image.getBoundingClientRect().width,
          ])
          expect(shown[0]).toContain(viewport === 'phone' ? 'size=narrow' : 'size=wide')
          expect(shown[1] as number).toBeGreaterThan(300)
        }
        expect(await section.locator('table caption').count(), heading).toBe(1)
        expect(
          await section.getByRole('link', { name: 'Laadi tabel alla CSV-failina' }).getAttribute('href'),
        ).toMatch(/^\/api\/admin\/stats\/csv\?table=\w+&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/)
      }
      const text = (await main.textContent()) ?? ''
      expect(text).not.toMatch(/NaN|undefined|Infinity/)
      expect(text).toContain('Saabunud tellimusi')
      // Nothing wider than the screen: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      )

      const results = await axe(page).analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])
      // The plots come as markup: no script of a charting library is loaded.
      expect(scripts.filter((url) => /plot|d3|linkedom|echarts/i.test(url))).toEqual([])
      const bundles = await Promise.all(
        scripts.map(async (url) => (await page.context().request.get(url)).text()),
      )
      expect(bundles.filter((body) => body.includes('observablehq') || body.includes('linkedom'))).toEqual([])
    })
  }
})
