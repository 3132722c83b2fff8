import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Locator, Page, Response } from 'playwright-core'
import { type Browser, chromium } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { publicPages } from '../../scripts/public-pages.js'
import { testAdmin } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { googleWithoutNetworkEnv, setupServer } from '../support/server-fixture.ts'
import { baseUrl, chromiumArgs, chromiumPath, whenEnhanced } from './browser.ts'
import { chooseTapa, fillDeliveryOrder, toast } from './ordering.ts'

/**
 * The enforced Content-Security-Policy in Chromium against the production build: every page and the
 * widgets that add scripts, styles, frames and pictures at run time raise no `securitypolicyviolation`
 * (recorded by a listener installed before any of the page's own code runs) and no console error. A
 * public page is the same bytes for every visitor: it carries no nonce, and its policy allows its one
 * inline script (the islands loader) by its SHA-256, with 'strict-dynamic' for what that script adds. The
 * staff's pages and an order's own page keep a fresh nonce per response. A script the policy does not
 * name is really refused on both.
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

/** The policy of a document answer: present and enforced. */
function policyOf(response: Response | null): string {
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy-report-only']).toBeUndefined()
  const policy = headers['content-security-policy']
  expect(policy, `${response?.url()} has a Content-Security-Policy`).toBeTruthy()
  return policy ?? ''
}

/** The sources of one directive of a policy. */
function sourcesOf(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
  expect(found, `the policy has ${directive}`).toBeDefined()
  return found?.slice(1) ?? []
}

/** A staff page's or an order page's policy: scripts by a nonce of this response only. */
function noncePolicyOf(response: Response | null) {
  const policy = policyOf(response)
  const scripts = sourcesOf(policy, 'script-src')
  const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(
    scripts.find((source) => source.startsWith("'nonce-")) ?? '',
  )?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(scripts).toContain("'strict-dynamic'")
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([])
  expect(scripts).not.toContain("'unsafe-inline'")
  return { policy, nonce: nonce ?? '' }
}

/** A public page's policy: its inline script by its hash, no nonce, nothing inline beside it. */
function hashPolicyOf(response: Response | null) {
  const policy = policyOf(response)
  const scripts = sourcesOf(policy, 'script-src')
  const hashes = scripts.filter((source) => source.startsWith("'sha256-"))
  expect(hashes, `${response?.url()} allows its loader by its hash`).toHaveLength(1)
  expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  expect(scripts).toContain("'strict-dynamic'")
  expect(policy).not.toContain("'nonce-")
  expect(scripts).not.toContain("'unsafe-inline'")
  return { policy, hash: hashes[0] ?? '' }
}

/** Any element of the HTML with a nonce attribute (the page's script texts say `nonce` as a word). */
const nonceAttribute = /<[a-z][^>]*\snonce(?:\s*=|[\s>])/i

/**
 * What the public page's own HTML and document say: no element with a nonce, and its inline scripts
 * (not the JSON-LD, which the browser does not run) exactly those whose hashes the policy names.
 */
async function expectNoNonce(page: Page, response: Response | null, hash: string) {
  const html = (await response?.text()) ?? ''
  expect(html).toContain('<html')
  expect(nonceAttribute.exec(html)?.[0], `${response?.url()} has no nonce attribute`).toBeUndefined()
  expect(await page.evaluate(() => document.querySelectorAll('[nonce]').length)).toBe(0)
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts
        .filter((script) => !(script as HTMLScriptElement).type.includes('json'))
        .map((script) => script.textContent ?? ''),
    )
  expect(
    inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`),
  ).toEqual([hash])
}

/**
 * What stored XSS would look like: `path` served as the server answered it (its headers, its policy)
 * with the elements `injected` makes from the page and its headers added before </body>.
 */
async function addBeforeBodyEnd(
  page: Page,
  path: string,
  injected: (html: string, headers: Record<string, string>) => string[],
) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const body = html.replace('</body>', `${injected(html, response.headers()).join('')}</body>`)
      await route.fulfill({ response, body })
    },
  )
}

/** Which of the named flags the injected elements set on window did get set. */
function flagsSet(page: Page, names: string[]): Promise<Record<string, boolean>> {
  return page.evaluate((flags) => {
    const state = window as unknown as Record<string, boolean | undefined>
    return Object.fromEntries(flags.map((flag) => [flag, Boolean(state[flag])]))
  }, names)
}

/** Chooses a picture in the file field labelled `label` and waits until its preview has been drawn. */
async function choosePicture(scope: Page | Locator, label: string, name: string): Promise<Locator> {
  await scope.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: await picture() })
  const preview = scope.getByRole('img', { name: 'Valitud pildi eelvaade' })
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)
  return preview
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBeLessThan(400)
  return response
}

/** A public page, loaded with its islands' script run under the policy. */
async function visitPublic(page: Page, path: string, status = 200) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBe(status)
  const { policy, hash } = hashPolicyOf(response)
  // The loader ran (allowed by its hash) and the islands it added ran ('strict-dynamic').
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expectNoNonce(page, response, hash)
  return { response, policy, hash }
}

const picture = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: '#8a6d45' } })
    .png()
    .toBuffer()

describe('public pages', () => {
  it('every public page loads, scrolled to its end, with the policy enforced and no violation', async () => {
    const { page, violations, errors } = await newPage()
    const policies = new Set<string>()
    for (const path of publicPages) {
      const { policy } = await visitPublic(page, path)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("object-src 'none'")
      policies.add(policy)
      // Lazy pictures, the map embed and anything else below the fold.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
    }
    // The hash is the build's: one policy for every public page, whoever asks.
    expect([...policies]).toHaveLength(1)
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it('the page that is not found has the public pages’ policy and no nonce', async () => {
    const { page, violations, errors } = await newPage()
    const { policy: home } = await visitPublic(page, '/')
    const { policy } = await visitPublic(page, '/lehte-ei-ole', 404)
    expect(policy).toBe(home)
    expect(violations).toEqual([])
    // The browser reports the document's own 404 as a failed load; nothing else.
    expect(
      errors.filter((error) => !/^Failed to load resource: .* 404 .*\/lehte-ei-ole\)$/.test(error)),
    ).toEqual([])
  })

  it('the map embed on the home page is framed; the JSON-LD of a blog article stays in the page', async () => {
    const { page, violations, errors } = await newPage()
    await visitPublic(page, '/')
    const frame = page.locator('iframe[src^="https://www.openstreetmap.org/"]')
    await page.getByText('Ava suurem kaart').scrollIntoViewIfNeeded()
    await frame.waitFor()
    await expect
      .poll(() => page.frames().some((child) => child.url().startsWith('https://www.openstreetmap.org/')))
      .toBe(true)

    await visitPublic(page, '/blogi/1')
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
    await visitPublic(page, '/')
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
    await visitPublic(page, '/killustik')
    const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
    await whenEnhanced(form)
    await fillDeliveryOrder(form, {
      first: 'Mari',
      last: 'Maasikas',
      email: 'mari.maasikas@example.ee',
      phone: '+372 5555 1234',
      tonnes: '8',
    })
    await chooseTapa(page, form)
    await form.getByRole('button', { name: 'Esita tellimus' }).click()
    await toast(page, 'Tellimus edukalt esitatud!').waitFor()
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
    await session.page.waitForURL((url) => url.pathname === '/admin/ulevaade')
    await session.page.waitForLoadState('networkidle')
    await visit(session.page, '/admin/products')
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
      '/admin/ulevaade',
      '/admin/products',
      '/admin/products/new',
      edit ?? '',
      '/admin/orders',
      '/admin/inquiries',
      '/admin/mails',
      '/blogi-admin',
      // The same page again: its nonce is the response's, not the page's.
      '/admin/products',
    ]
    const nonces = new Set<string>()
    for (const path of paths) nonces.add(noncePolicyOf(await visit(page, path)).nonce)
    // An order of this test's own, for the order page.
    const sent = await postForm(`${baseUrl()}/api/orders`, orderBody())
    const { orderId } = (await sent.json()) as { orderId: number }
    expect(orderId).toBeGreaterThan(0)
    nonces.add(noncePolicyOf(await visit(page, `/admin/orders/${orderId}`)).nonce)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(orderId))
    expect(nonces.size).toBe(paths.length + 1)
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  it('the product form previews a chosen picture (blob: or data:) without a violation', async () => {
    const { page, violations, errors } = await signedIn()
    await visit(page, '/admin/products/new')
    const preview = await choosePicture(page, 'Toote pilt', 'proov.png')
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
    const preview = await choosePicture(dialog, 'Pilt', 'kruus.png')
    expect(await preview.getAttribute('src')).toMatch(/^blob:/)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('the policy is enforced', () => {
  it('a staff page refuses a script and an event handler written into it without the nonce, runs one with it', async () => {
    const { page, violations, errors } = await newPage()
    // What stored XSS would look like: markup in the document itself, parsed with the page. The
    // server's answer is kept (its headers, its policy) with three elements added before </body>.
    await addBeforeBodyEnd(page, '/admin/login', (_html, headers) => {
      const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1]
      expect(nonce).toBeTruthy()
      return [
        '<script>window.withoutNonce = true</script>',
        `<script nonce="${nonce}">window.withNonce = true</script>`,
        '<img src="/favicon.svg" alt="" onload="window.fromHandler = true">',
      ]
    })
    noncePolicyOf(await visit(page, '/admin/login'))
    const ran = await flagsSet(page, ['withoutNonce', 'withNonce', 'fromHandler'])
    expect(ran).toEqual({ withoutNonce: false, withNonce: true, fromHandler: false })
    expect(violations.map((violation) => violation.directive).sort()).toEqual([
      'script-src-attr',
      'script-src-elem',
    ])
    // The browser tells the console about each refusal too: that is how every other e2e test notices.
    expect(errors.filter((error) => error.includes('Content Security Policy'))).toHaveLength(2)
  })

  it('a public page refuses any inline script but its own loader, and an event handler', async () => {
    const { page, violations, errors } = await newPage()
    // As above, on a public page, whose policy names its loader's hash: a script of other text, one
    // with a made-up nonce, the page's own loader changed by one statement, and an event handler.
    await addBeforeBodyEnd(page, '/kalkulaator', (html) => {
      const loader = /<script>(\(function \(nonce, src\) \{[^<]*)<\/script>/.exec(html)?.[1]
      expect(loader, 'the page has its islands loader').toBeTruthy()
      const altered = (loader ?? '').replace(
        '(function (nonce, src) {',
        '(function (nonce, src) { window.alteredLoader = true;',
      )
      return [
        '<script>window.otherScript = true</script>',
        '<script nonce="bWFkZS11cC1ub25jZQ==">window.madeUpNonce = true</script>',
        `<script>${altered}</script>`,
        '<img src="/favicon.svg" alt="" onload="window.fromHandler = true">',
      ]
    })
    const response = await visit(page, '/kalkulaator')
    hashPolicyOf(response)
    // The page's own loader ran, allowed by its hash, and so did the islands it added.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const ran = await flagsSet(page, ['otherScript', 'madeUpNonce', 'alteredLoader', 'fromHandler'])
    expect(ran).toEqual({ otherScript: false, madeUpNonce: false, alteredLoader: false, fromHandler: false })
    expect(violations.map((violation) => violation.directive).sort()).toEqual([
      'script-src-attr',
      'script-src-elem',
      'script-src-elem',
      'script-src-elem',
    ])
    expect(errors.filter((error) => error.includes('Content Security Policy'))).toHaveLength(4)
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
      expect(hashPolicyOf(await framed).policy).toContain("frame-ancestors 'none'")
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

  it('the Maps script, added without a nonce, runs under the policy by its strict-dynamic', async () => {
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
    const { policy } = await visitPublic(page, '/killustik')
    expect(sourcesOf(policy, 'script-src')).toContain("'unsafe-eval'")
    expect(policy).toContain('https://*.googleapis.com')
    const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
    await whenEnhanced(form)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    const script = page.locator('script[src^="https://maps.googleapis.com/maps/api/js"]')
    await script.waitFor({ state: 'attached' })
    // Added by the page's own script ('strict-dynamic' trusts it), with no nonce to carry.
    expect(await script.evaluate((element: HTMLScriptElement) => element.nonce)).toBe('')
    expect(await script.getAttribute('nonce')).toBeNull()
    // The stand-in ran: it set what it found as its own nonce.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { mapsScriptNonce?: string }).mapsScriptNonce))
      .toBe('')
    // The stand-in has no places library: the form says so and keeps our own address search.
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Automaatne täitmine pole saadaval' })
      .waitFor()
    expect(await page.evaluate(() => document.querySelectorAll('[nonce]').length)).toBe(0)
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})
