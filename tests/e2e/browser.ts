import AxeBuilder from '@axe-core/playwright'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { islandsHydratedOnUse } from '#app/islands/registry.ts'
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.js'
import { testAdmin } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, `chromiumSwitches.ts`). Chromium keeps
 * only the last `--disable-features` it is given, so a list of ours must repeat it;
 * tests/e2e/chromium-features.test.ts fails when Playwright's changes.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * The omnibox popups of Chromium's own window. Headless Chromium 156 renders them in a page of their own
 * (`chrome://omnibox-popup.top-chrome/`) for as long as the browser runs: an idle browser took 0.85 s of
 * CPU in 3 s, 0.07 s without them (ADR 048). The pages under test never see the difference.
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** Debian's Chromium, with the flags this machine needs (DESIGN.md §11). */
export { chromiumPath }
export const chromiumArgs = [
  '--headless',
  ...chromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
]

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const

export function baseUrl() {
  return inject('baseUrl')
}

/**
 * One browser per test file; each page gets a fresh context. Every console error, failed request and
 * uncaught exception in a page fails the test that opened it.
 */
export function setupBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const problems: string[] = []

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    const found = problems.splice(0)
    expect(found, 'console errors in the page').toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })

  return {
    async open(
      path: string,
      options: {
        viewport?: keyof typeof viewports
        javaScript?: boolean
        /** A server of the test's own (e.g. one with settings the shared server must not have). */
        baseUrl?: string
        /** A refusal the test itself provokes (e.g. a wrong password's 401) is not a fault. */
        expectedFailure?: (url: string, status: number) => boolean
        /** false: the islands further down stay as the server sent them, as before a visitor scrolls. */
        bringIslandsNear?: boolean
        /** Runs on the new page before it opens `path`, e.g. to sign in through the context's requests. */
        before?: (page: Page) => Promise<void>
      } = {},
    ): Promise<{ page: Page; status: number | undefined; response: Response | null }> {
      const context = await browser.newContext({
        baseURL: options.baseUrl ?? baseUrl(),
        viewport: viewports[options.viewport ?? 'desktop'],
        javaScriptEnabled: options.javaScript ?? true,
        locale: 'et-EE',
      })
      contexts.push(context)
      const page = await context.newPage()
      page.on('console', (message) => {
        // Failed loads are recorded from the response itself below, where the page's own 404 is told apart.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`${message.text()} (${message.location().url})`)
        }
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('response', (response) => {
        // The 404 page itself is expected to answer 404; any other failing resource is a fault.
        if (
          response.status() >= 400 &&
          response.request().resourceType() !== 'document' &&
          !options.expectedFailure?.(response.url(), response.status())
        ) {
          problems.push(`${response.status()} ${response.url()}`)
        }
      })
      await options.before?.(page)
      const response = await visit(page, path, options.javaScript ?? true, options.bringIslandsNear ?? true)
      return { page, status: response?.status(), response }
    },
  }
}

/** True when the element's top edge is within the viewport (below the sticky header counts). */
export async function isInViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return rect.top >= -2 && rect.top < window.innerHeight / 2
  })
}

/**
 * Waits until the form's island has hydrated: from then on the form validates and submits through the
 * script. (`novalidate` is in the server's HTML already and says nothing about hydration.)
 */
export async function whenEnhanced(form: Locator) {
  await whenHydrated(form.page())
}

/**
 * Opens `path` and waits until the page works: loaded and, an HTML page with JavaScript, hydrated (the
 * root layout marks `<html data-hydrated>`). Quicker than waiting for a quiet network, and it says what is meant.
 */
export async function visit(page: Page, path: string, javaScript = true, bringIslandsNear = true) {
  const response = await page.goto(path, { waitUntil: 'load' })
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? false
  if (javaScript && html) await whenHydrated(page, bringIslandsNear)
  return response
}

/**
 * After a reload or a full navigation the test started itself: waits until every island of the page works.
 * Some islands hydrate at once (`<html data-hydrated>`); those further down hydrate when they come near
 * the screen (docs/decisions/034-islands.md), so each is brought into view, as a visitor's scrolling
 * would, and the page is scrolled back to where it was (unless `bringIslandsNear` is false). Those that
 * wait for use (the chat launcher) hydrate when the test reaches for them, as a visitor's tap does.
 */
const waitingForUse = Array.from(islandsHydratedOnUse.keys(), (name) => `:not([data-island="${name}"])`).join(
  '',
)

export async function whenHydrated(page: Page, bringIslandsNear = true) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  if (!bringIslandsNear) return
  // Where React Router hydrates the whole page (the staff's pages, `/tellimus/:token`), it is all hydrated now.
  if (await page.evaluate(() => '__reactRouterContext' in window)) return
  const scrolled = await page.evaluate(() => window.scrollY)
  let brought = false
  for (;;) {
    const island = await page.$(`[data-island]:not([data-hydrated])${waitingForUse}`)
    if (!island) break
    await island.evaluate((element) =>
      Array.from(element.children)
        .find((child) => child.getClientRects().length > 0)
        ?.scrollIntoView({ behavior: 'instant', block: 'center' }),
    )
    await page.waitForFunction((element) => element.hasAttribute('data-hydrated'), island)
    await island.dispose()
    brought = true
  }
  if (brought) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled)
}

/** Scrolls to the end of the page and waits until it is there (blocks laid out late may lengthen it). */
export async function scrollToEnd(page: Page) {
  await page.waitForFunction(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight
    if (Math.abs(window.scrollY - end) < 1) return true
    window.scrollTo({ top: end, behavior: 'instant' })
    return false
  })
}

/**
 * The words of the page that lie under a floating control: each text outside it whose lines meet its box
 * on the screen. (A visually hidden text's one-pixel box is not on the screen.)
 */
export async function textUnder(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const found: string[] = []
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const text = texts.currentNode
      if (!text.textContent?.trim() || element.contains(text)) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const meets = Array.from(range.getClientRects()).some(
        (line) =>
          line.width > 1 &&
          line.height > 1 &&
          line.right > box.left &&
          line.left < box.right &&
          line.bottom > box.top &&
          line.top < box.bottom,
      )
      if (meets) found.push(text.textContent.trim())
    }
    return found
  })
}

/**
 * Scrolls `line` into the band at the bottom of the screen where the chat launcher floats, waits until the
 * launcher is its round icon (48 px wide) and expects none of the line's words under it.
 */
export async function expectClearOfLauncher(page: Page, line: Locator) {
  const launcher = page.getByRole('button', { name: 'Küsi nõu' })
  await line.evaluate((element) =>
    window.scrollBy({
      top: element.getBoundingClientRect().bottom - window.innerHeight + 24,
      behavior: 'instant',
    }),
  )
  await expect.poll(async () => (await launcher.boundingBox())?.width ?? 0).toBeLessThanOrEqual(48)
  const lineBox = await line.boundingBox()
  const launcherBox = await launcher.boundingBox()
  expect((lineBox?.y ?? 0) + (lineBox?.height ?? 0), 'the line is beside the launcher').toBeGreaterThan(
    launcherBox?.y ?? 0,
  )
  const words = (await line.textContent()) ?? ''
  expect((await textUnder(launcher)).filter((text) => words.includes(text))).toEqual([])
}

/**
 * Waits until the page has nothing more under way, for a check that something did not load: the browser
 * has run the idle callbacks the page asked for (ours are asked last, twice, so they come after those and
 * after any those asked for in turn), and the network has been quiet for half a second since the page
 * loaded (Playwright's 'networkidle').
 */
export async function whenIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), {
          timeout: 5_000,
        }),
      ),
  )
  await page.waitForLoadState('networkidle')
}

/**
 * Whether the browser tells assistive technology that the button named `name` is expanded: Chromium's
 * own accessibility tree, which knows a popover's toggle without an `aria-expanded` attribute.
 */
export async function accessibleExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree')
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name)
    const expanded = button?.properties?.find((property) => property.name === 'expanded')
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await session.detach()
  }
}

/**
 * axe on the page, collecting violations only: the passes and incomplete results nobody reads would
 * cost seconds a page.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
}

/** Fails with a line per axe violation on the page: where, the rule and the elements that break it. */
export async function expectNoAxeViolations(page: Page, where: string) {
  const results = await axe(page).analyze()
  expect(
    results.violations.map(
      (violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([])
}

/** Signs staff in the way the sign-in page does, so the page's context holds the httpOnly session cookie. */
export async function signInStaff(page: Page) {
  const response = await page.context().request.post('/api/auth/login', {
    data: testAdmin,
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(response.status()).toBe(200)
}
