import { describe, expect, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import {
  accessibleExpanded,
  baseUrl,
  expectNoAxeViolations,
  isInViewport,
  setupBrowser,
  whenIdle,
} from './browser.ts'

const browser = setupBrowser()

describe('header at desktop width', () => {
  it('shows the six menu items with their targets and the phone button', async () => {
    const { page } = await browser.open('/')
    const nav = page.getByRole('navigation', { name: 'Peamenüü' })
    const links = nav.getByRole('link')
    expect(await links.allTextContents()).toEqual([
      'Materjal ja hinnad',
      'Kalkulaator',
      'Hinnapäring',
      'Projektid',
      'Blogi',
      'Kontakt',
    ])
    const hrefs = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href')),
    )
    expect(hrefs).toEqual(['/#services', '/kalkulaator', '/#stats', '/#projects', '/blogi', '/#contact'])
    const phone = page.getByRole('banner').getByRole('link', { name: '+372 5000 0000' })
    expect(await phone.getAttribute('href')).toBe('tel:+37250000000')
    expect(await page.getByRole('button', { name: 'Ava menüü' }).isVisible()).toBe(false)
  })

  it('scrolls smoothly to a section on the home page and keeps the address shareable', async () => {
    const { page } = await browser.open('/')
    await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Kontakt' }).click()
    await expect.poll(() => isInViewport(page, '#contact'), { timeout: 5000 }).toBe(true)
    expect(new URL(page.url()).hash).toBe('#contact')
    await page
      .getByRole('navigation', { name: 'Peamenüü' })
      .getByRole('link', { name: 'Materjal ja hinnad' })
      .click()
    await expect.poll(() => isInViewport(page, '#services'), { timeout: 5000 }).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('from another page goes home first and then scrolls to the section', async () => {
    const { page } = await browser.open('/olematu-leht')
    await page
      .getByRole('navigation', { name: 'Peamenüü' })
      .getByRole('link', { name: 'Hinnapäring' })
      .click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => isInViewport(page, '#stats'), { timeout: 5000 }).toBe(true)
    expect(await page.getByRole('heading', { name: 'Hinnapäring' }).isVisible()).toBe(true)
  })

  it('brand button scrolls to the top on the home page and goes home elsewhere', async () => {
    const { page } = await browser.open('/')
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('banner').getByRole('link', { name: 'Padu Karjäär' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    const other = await browser.open('/olematu-leht')
    await other.page.getByRole('banner').getByRole('link', { name: 'Padu Karjäär' }).click()
    await other.page.waitForURL((url) => url.pathname === '/')
    await expect
      .poll(() => other.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Kvaliteetne liiv, kruus ja killustik otse karjäärist')
  })

  it('is operable with the keyboard, starting with the skip link', async () => {
    const { page } = await browser.open('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Liigu põhisisu juurde' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await skip.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    expect(new URL(page.url()).hash).toBe('#main-content')

    await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Projektid' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => isInViewport(page, '#projects'), { timeout: 5000 }).toBe(true)
  })
})

describe('header at phone width', () => {
  it('hides the menu behind a toggle that closes after a section link', async () => {
    const { page } = await browser.open('/', { viewport: 'phone' })
    expect(await page.getByRole('navigation', { name: 'Peamenüü' }).isVisible()).toBe(false)
    const toggle = page.getByRole('button', { name: 'Ava menüü' })
    expect(await accessibleExpanded(page, 'Ava menüü')).toBe(false)
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' })
    expect(await menu.isVisible()).toBe(true)
    expect(await accessibleExpanded(page, 'Sulge menüü')).toBe(true)
    await menu.getByRole('link', { name: 'Hinnapäring' }).click()
    expect(await menu.isVisible()).toBe(false)
    await expect.poll(() => isInViewport(page, '#stats'), { timeout: 5000 }).toBe(true)
  })

  it('closes the menu after navigating to another page', async () => {
    const { page } = await browser.open('/olematu-leht', { viewport: 'phone' })
    await page.getByRole('button', { name: 'Ava menüü' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' })
    await menu.getByRole('link', { name: 'Kontakt' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await menu.isVisible()).toBe(false)
    await expect.poll(() => isInViewport(page, '#contact'), { timeout: 5000 }).toBe(true)
  })

  it('closes the menu with Escape and returns focus to the toggle', async () => {
    const { page } = await browser.open('/', { viewport: 'phone' })
    await page.getByRole('button', { name: 'Ava menüü' }).click()
    await page.keyboard.press('Escape')
    expect(await page.getByRole('navigation', { name: 'Mobiilimenüü' }).isVisible()).toBe(false)
    const toggle = page.getByRole('button', { name: 'Ava menüü' })
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('opens and closes the menu without JavaScript, and a tap outside closes it', async () => {
    const { page } = await browser.open('/kalkulaator', { viewport: 'phone', javaScript: false })
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' })
    expect(await menu.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Ava menüü' }).click()
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Kalkulaator' }).getAttribute('aria-current')).toBe('page')
    // The menu lies over the page just below the header, as wide as the screen.
    const box = await menu.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 64, width: 375 })
    await page.getByRole('button', { name: 'Sulge menüü' }).click()
    expect(await menu.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Ava menüü' }).click()
    await page.mouse.click(180, 700)
    expect(await menu.isVisible()).toBe(false)
  })

  it('keeps the phone number within one tap', async () => {
    const { page } = await browser.open('/', { viewport: 'phone' })
    const phone = page.getByRole('banner').getByRole('link', { name: '+372 5000 0000' })
    expect(await phone.isVisible()).toBe(true)
    const box = await phone.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
    expect(box?.width).toBeGreaterThanOrEqual(44)
  })
})

describe('pages of the frame', () => {
  it('answers an unknown path with the 404 page and status', async () => {
    const { page, status } = await browser.open('/see-lehte-pole')
    expect(status).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found')
    await page.getByRole('main').getByRole('link', { name: 'Tagasi avalehele' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('renders the footer with phone and e-mail and the whole page in Estonian', async () => {
    const { page } = await browser.open('/')
    expect(await page.locator('html').getAttribute('lang')).toBe('et')
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('link', { name: '+372 5000 0000' }).getAttribute('href')).toBe(
      'tel:+37250000000',
    )
    expect(await footer.getByRole('link', { name: 'info@padukarjaar.ee' }).getAttribute('href')).toBe(
      'mailto:info@padukarjaar.ee',
    )
  })

  it('shows every published material of the catalogue on the home page', async () => {
    const { page } = await browser.open('/')
    const services = page.locator('#services')
    const titles = await services.getByRole('heading', { level: 3 }).allTextContents()
    expect(titles).toEqual(materials.map((material) => material.productName))
    expect(await services.getByText('Hind 4 €/t+km').count()).toBe(1)
    expect(await services.getByText('Hind 3,5 €/t+km').count()).toBe(2)
  })

  it('has no accessibility violations on the home and 404 pages', async () => {
    for (const path of ['/', '/olematu-leht']) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const { page } = await browser.open(path, { viewport })
        await expectNoAxeViolations(page, `${path} ${viewport}`)
      }
    }
  })
})

describe('machine endpoints', () => {
  it('GET /healthz answers 200 with a database check', async () => {
    const response = await fetch(`${baseUrl()}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' })
  })

  it('GET /api/products lists the published products as SPEC §7 describes', async () => {
    const response = await fetch(`${baseUrl()}/api/products`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const products = (await response.json()) as {
      name: string
      description: string
      priceEur: number
      picture: unknown
    }[]
    expect(products.map((product) => [product.name, product.priceEur])).toEqual(
      materials.map((material) => [material.productName, material.priceCents / 100]),
    )
    for (const product of products) {
      expect(product.description.length).toBeGreaterThan(20)
      expect(product.picture).toBeNull()
    }
  })
})

describe('narrow phones', () => {
  it('never make a public page scroll sideways at 375 px', async () => {
    const { publicPages } = await import('../../scripts/public-pages.js')
    const { page } = await browser.open('/', { viewport: 'phone' })
    for (const path of publicPages) {
      await page.goto(`${baseUrl()}${path}`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(375)
    }
  })
})

describe('the page before its scripts (ADR 032)', () => {
  it('paints from the HTML alone: no script is asked for until the page has loaded and painted, then it hydrates', async () => {
    for (const path of ['/', `/${materials[0]?.slug}`, '/kalkulaator', '/tellimine']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      expect(html, path).not.toMatch(/rel="modulepreload"|<script[^>]+type="module"/)
      const { page } = await browser.open(path, { viewport: 'phone' })
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        return {
          loaded: navigation.loadEventStart,
          painted,
          scripts: scripts.map((entry) => entry.startTime),
        }
      })
      expect(timing.scripts.length, path).toBeGreaterThan(0)
      expect(timing.painted, path).toBeGreaterThan(0)
      for (const start of timing.scripts) {
        expect(start, path).toBeGreaterThanOrEqual(timing.loaded)
        expect(start, path).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY)
      }
    }
  })
})

describe('a public page is its HTML and a few islands (ADR 034)', () => {
  const scriptFiles = (page: Awaited<ReturnType<typeof browser.open>>['page']) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    )

  it('hydrates its islands with Preact: no React, no React Router and none of the router’s data', async () => {
    for (const path of ['/', `/${materials[0]?.slug}`, '/kalkulaator', '/blogi/1', '/tellimine']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      expect(html, path).not.toContain('__reactRouterContext')
      expect(html, path).toContain('data-island="chat-widget"')
      const { page } = await browser.open(path, { viewport: 'phone' })
      // Each island is a root of its own: its controls work. (The chat launcher hydrates when used.)
      await page.getByRole('button', { name: 'Küsi nõu' }).click()
      await page.getByRole('dialog', { name: 'Padu Karjääri nõustaja' }).waitFor()
      const files = await scriptFiles(page)
      expect(
        files.some((file) => file.includes('/islands-preact-')),
        path,
      ).toBe(true)
      // Every script is of the islands' own build: no React, no React Router.
      expect(
        files.filter((file) => !file.startsWith('/assets/islands-')),
        path,
      ).toEqual([])
    }
  })

  it('runs nothing of Preact while a page loads whose islands wait for the visitor; a click on the chat launcher opens it', async () => {
    for (const path of ['/', '/tellimine', '/blogi']) {
      const { page } = await browser.open(path, { viewport: 'phone', bringIslandsNear: false })
      // The entry and nothing else, once the page has nothing more under way: the header and the toasts
      // are not islands, the chat waits for use.
      await whenIdle(page)
      expect(
        (await scriptFiles(page)).map((file) => file.replace(/-[\w-]+\.js$/, '')),
        path,
      ).toEqual(['/assets/islands'])
      const launcher = page.locator('[data-island="chat-widget"]')
      expect(await launcher.getAttribute('data-hydrated'), path).toBeNull()
      // The click comes before the launcher works: it is held and given to it when it does.
      await page.getByRole('button', { name: 'Küsi nõu' }).click()
      await page.getByRole('dialog', { name: 'Padu Karjääri nõustaja' }).waitFor()
      expect(await launcher.getAttribute('data-hydrated'), path).toBe('')
    }
  })

  it('hydrates a form further down only when the visitor comes near it, and keeps what was entered before', async () => {
    const { page } = await browser.open(`/${materials[0]?.slug}`, {
      viewport: 'phone',
      bringIslandsNear: false,
    })
    const island = page.locator('[data-island="order-form"]')
    expect(await island.getAttribute('data-hydrated')).toBeNull()
    expect((await scriptFiles(page)).filter((file) => file.includes('/islands-order-form-'))).toEqual([])
    // The visitor chooses while the form is still the server's HTML (no script sees it happen).
    await page.evaluate(() => {
      const quantity = document.querySelector<HTMLSelectElement>('select[name="quantity"]')
      if (quantity) quantity.value = '12'
      const firstName = document.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')
      if (firstName) firstName.value = 'Mari'
    })
    await page.locator('select[name="quantity"]').scrollIntoViewIfNeeded()
    await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
    expect(await page.locator('select[name="quantity"]').inputValue()).toBe('12')
    expect(await page.locator('input[autocomplete="given-name"]').inputValue()).toBe('Mari')
    // The hydrated form took the choice into its state: its sum is for 12 tonnes.
    await expect.poll(() => page.locator('#order-form').innerText()).toContain('12 t ×')
  })

  it('leaves the staff’s pages to React Router, which hydrates them whole', async () => {
    const html = await (await fetch(`${baseUrl()}/admin/login`)).text()
    expect(html).toContain('__reactRouterContext')
    expect(html).not.toContain('data-island=')
    const { page } = await browser.open('/admin/login')
    expect((await scriptFiles(page)).some((file) => file.includes('/framework-'))).toBe(true)
  })
})
