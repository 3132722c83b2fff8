import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page, Response } from 'playwright-core'
import { type Browser, chromium } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { publicPages } from '../../scripts/public-pages.js'
import { testAdmin } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { googleWithoutNetworkEnv, setupServer } from '../support/server-fixture.ts'
import { baseUrl, chromiumArgs, chromiumPath, whenEnhanced } from './browser.ts'

/**
 * The enforced Content-Security-Policy in Chromium against the production build: every page and the
 * widgets that add scripts, styles, frames and pictures at run time raise no `securitypolicyviolation`
 * (recorded by a listener installed before any of the page's own code runs) and no console error, and
 * a script without the nonce is really refused.
 */

interface Violation {
  directive: string
  blocked: string
  source: string
  page: string
}

let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})
afterAll(async () => {
  await browser?.close()
})

/** A page whose CSP violations, console errors and uncaught exceptions are collected from the start. */
async function newPage(base = baseUrl()) {
  const context = await browser.newContext({ baseURL: base, locale: 'et-EE' })
  contexts.push(context)
  const violations: Violation[] = []
  const errors: string[] = []
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: unknown) => void })
        .reportCspViolation
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        page: location.pathname,
      })
    })
  })
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  // The OpenStreetMap embed cannot be reached from here: a stand-in page answers for it, so that the
  // frame really loads and frame-src is really applied.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Kaart</title>' }),
  )
  return { page, violations, errors }
}

/** The policy of a document answer: present, enforced, naming a fresh nonce. */
function policyOf(response: Response | null) {
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy-report-only']).toBeUndefined()
  const policy = headers['content-security-policy']
  expect(policy, `${response?.url()} has a Content-Security-Policy`).toBeTruthy()
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  return { policy: policy ?? '', nonce: nonce ?? '' }
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBeLessThan(400)
  return policyOf(response)
}

const picture = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: '#8a6d45' } })
    .png()
    .toBuffer()

describe('public pages', () => {
  it('every public page loads, scrolled to its end, with the policy enforced and no violation', async () => {
    const { page, violations, errors } = await newPage()
    const nonces = new Set<string>()
    for (const path of publicPages) {
      const { policy, nonce } = await visit(page, path)
      expect(policy).toContain("script-src 'nonce-")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("object-src 'none'")
      nonces.add(nonce)
      // Lazy pictures, the map embed and anything else below the fold.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
    }
    expect(nonces.size).toBe(publicPages.length)
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it('the map embed on the home page is framed; the JSON-LD of a blog article stays in the page', async () => {
    const { page, violations, errors } = await newPage()
    await visit(page, '/')
    const frame = page.locator('iframe[src^="https://www.openstreetmap.org/"]')
    await page.getByText('Ava suurem kaart').scrollIntoViewIfNeeded()
    await frame.waitFor()
    await expect
      .poll(() => page.frames().some((child) => child.url().startsWith('https://www.openstreetmap.org/')))
      .toBe(true)

    await visit(page, '/blogi/1')
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '') as { '@type'?: string }),
      )
    expect(data.map((item) => item['@type'])).toContain('BlogPosting')
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it('the chat widget opens and answers', async () => {
    const { page, violations, errors } = await newPage()
    await visit(page, '/')
    await page.getByRole('button', { name: 'Küsi nõu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Padu Karjääri nõustaja' })
    await dialog.waitFor()
    await dialog.getByRole('textbox').fill('Kui palju maksab killustik?')
    await page.keyboard.press('Enter')
    await dialog.getByRole('log').getByText('9,92', { exact: false }).waitFor()
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it('the order form: address search, price and a sent order with its toast', async () => {
    const { page, violations, errors } = await newPage()
    await visit(page, '/killustik')
    const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
    await whenEnhanced(form)
    await form.getByLabel('Eesnimi').fill('Mari')
    await form.getByLabel('Perekonnanimi').fill('Maasikas')
    await form.getByLabel('E-post').fill('mari.maasikas@example.ee')
    await form.getByLabel('Telefon').fill('+372 5555 1234')
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await form.getByRole('combobox', { name: /^Tarneaadress/ }).fill('Tapa')
    await page
      .getByRole('listbox', { name: 'Aadressi soovitused' })
      .getByRole('option', { name: 'Tapa linn, Lääne-Viru maakond' })
      .click()
    await form.locator('dt', { hasText: 'Transport:' }).waitFor()
    await form.getByRole('button', { name: 'Esita tellimus' }).click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Tellimus edukalt esitatud!' }).waitFor()
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('staff pages', () => {
  async function signedIn() {
    const session = await newPage()
    await visit(session.page, '/admin/login')
    await session.page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await session.page.getByLabel('Parool').fill(testAdmin.password)
    await session.page.getByRole('button', { name: 'Sign In' }).click()
    await session.page.waitForURL((url) => url.pathname === '/admin/products')
    await session.page.waitForLoadState('networkidle')
    return session
  }

  it('every staff page, with the policy enforced and no violation', async () => {
    const { page, violations, errors } = await signedIn()
    await page
      .getByRole('link', { name: /^Muuda toodet/ })
      .first()
      .waitFor()
    const edit = await page
      .getByRole('link', { name: /^Muuda toodet/ })
      .first()
      .getAttribute('href')
    const paths = [
      '/admin/products',
      '/admin/products/new',
      edit ?? '',
      '/admin/orders',
      '/admin/inquiries',
      '/admin/mails',
      '/blogi-admin',
    ]
    for (const path of paths) await visit(page, path)
    // An order of this test's own, for the order page.
    const sent = await postForm(`${baseUrl()}/api/orders`, orderBody())
    const { orderId } = (await sent.json()) as { orderId: number }
    expect(orderId).toBeGreaterThan(0)
    await visit(page, `/admin/orders/${orderId}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(orderId))
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it('the product form previews a chosen picture (blob: or data:) without a violation', async () => {
    const { page, violations, errors } = await signedIn()
    await visit(page, '/admin/products/new')
    await page
      .getByLabel('Toote pilt')
      .setInputFiles({ name: 'proov.png', mimeType: 'image/png', buffer: await picture() })
    const preview = page.getByRole('img', { name: 'Valitud pildi eelvaade' })
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    expect(await preview.getAttribute('src')).toMatch(/^(blob|data):/)
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it("the blog admin's dialog opens with its picture preview", async () => {
    const { page, violations, errors } = await newPage()
    await visit(page, '/blogi-admin')
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill(testAdmin.password)
    await page.getByRole('button', { name: 'Logi sisse' }).click()
    await page.getByRole('button', { name: 'Lisa uus postitus' }).click()
    const dialog = page.getByRole('dialog')
    await dialog
      .getByLabel('Pilt')
      .setInputFiles({ name: 'kruus.png', mimeType: 'image/png', buffer: await picture() })
    const preview = dialog.getByRole('img', { name: 'Valitud pildi eelvaade' })
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    expect(await preview.getAttribute('src')).toMatch(/^blob:/)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('the policy is enforced', () => {
  it('refuses a script and an event handler written into the page without the nonce, runs one with it', async () => {
    const { page, violations, errors } = await newPage()
    // What stored XSS would look like: markup in the document itself, parsed with the page. The
    // server's answer is kept (its headers, its policy) with three elements added before </body>.
    await page.route(
      (url) => url.pathname === '/kalkulaator',
      async (route) => {
        const response = await route.fetch()
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
        const injected = [
          '<script>window.withoutNonce = true</script>',
          `<script nonce="${nonce}">window.withNonce = true</script>`,
          '<img src="/favicon.svg" alt="" onload="window.fromHandler = true">',
        ].join('')
        const body = (await response.text()).replace('</body>', `${injected}</body>`)
        await route.fulfill({ response, body })
      },
    )
    await visit(page, '/kalkulaator')
    const ran = await page.evaluate(() => {
      const state = window as unknown as Record<string, boolean | undefined>
      return {
        withoutNonce: Boolean(state.withoutNonce),
        withNonce: Boolean(state.withNonce),
        fromHandler: Boolean(state.fromHandler),
      }
    })
    expect(ran).toEqual({ withoutNonce: false, withNonce: true, fromHandler: false })
    expect(violations.map((violation) => violation.directive).sort()).toEqual([
      'script-src-attr',
      'script-src-elem',
    ])
    // The browser tells the console about each refusal too: that is how every other e2e test notices.
    expect(errors.filter((error) => error.includes('Content Security Policy'))).toHaveLength(2)
  })

  it('another site cannot frame a page (frame-ancestors)', async () => {
    const { page, errors } = await newPage()
    const target = `${baseUrl()}/kalkulaator`
    // Another origin on this machine, served for real: the browser refuses a fulfilled stand-in (a
    // "public" page) any frame on a loopback address before the policy even comes into play.
    const elsewhere = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(`<!doctype html><title>Mujal</title><iframe src="${target}"></iframe>`)
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    try {
      const address = elsewhere.address() as AddressInfo
      const framed = page.waitForResponse(target)
      await page.goto(`http://127.0.0.1:${address.port}/`)
      expect(policyOf(await framed).policy).toContain("frame-ancestors 'none'")
      // The refused frame shows the browser's error page instead of ours.
      await expect
        .poll(() => page.frames().map((frame) => frame.url()))
        .toContain('chrome-error://chromewebdata/')
      expect(page.frames().some((frame) => frame.url() === target)).toBe(false)
      expect(errors.filter((error) => error.includes("frame-ancestors 'none'"))).toHaveLength(1)
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve))
    }
  })
})

describe('with a Google Maps browser key', () => {
  const site = setupServer({ env: googleWithoutNetworkEnv })

  it("the Maps script carries the page's nonce and runs under the policy", async () => {
    const { page, violations, errors } = await newPage(site.url)
    // No network here: a stand-in answers for the Maps script, so that the browser really decides
    // whether the policy lets it run.
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.mapsScriptNonce = document.currentScript && document.currentScript.nonce',
      }),
    )
    const { policy, nonce } = await visit(page, '/killustik')
    expect(policy).toContain("'strict-dynamic'")
    expect(policy).toContain('https://*.googleapis.com')
    const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
    await whenEnhanced(form)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    const script = page.locator('script[src^="https://maps.googleapis.com/maps/api/js"]')
    await script.waitFor({ state: 'attached' })
    expect(await script.evaluate((element: HTMLScriptElement) => element.nonce)).toBe(nonce)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { mapsScriptNonce?: string }).mapsScriptNonce))
      .toBe(nonce)
    // The stand-in has no places library: the form says so and keeps our own address search.
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Automaatne täitmine pole saadaval' })
      .waitFor()
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})
