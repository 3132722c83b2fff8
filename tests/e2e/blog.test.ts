import { describe, expect, it } from 'vitest'
import { blogArticles as articlesOf } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import { formatDate } from '#app/domain/format.ts'
import { baseUrl, expectNoAxeViolations, setupBrowser, whenIdle } from './browser.ts'

// A fresh test database shows the built-in facts.
const blogArticles = articlesOf(builtInBusiness)

const browser = setupBrowser()

/** The built-in articles, newest first, as /blogi lists them on a site without stored posts. */
const newestFirst = [...blogArticles].sort((a, b) => b.date.localeCompare(a.date))

describe('blog list', () => {
  it('has a hero with the quarry name and the four articles, newest first', async () => {
    const { page, status } = await browser.open('/blogi')
    expect(status).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Padu Karjääri blogi')
    const cards = page.getByRole('main').getByRole('listitem')
    expect(await cards.count()).toBe(4)
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      newestFirst.map((article) => article.title),
    )
  })

  it('shows each card with category, date, read time, a three-line excerpt and a named Loe edasi link', async () => {
    const { page } = await browser.open('/blogi', { viewport: 'phone' })
    for (const [index, article] of newestFirst.entries()) {
      const card = page.getByRole('main').getByRole('listitem').nth(index)
      const text = await card.textContent()
      expect(text).toContain(article.category)
      expect(text).toContain(formatDate(article.date))
      expect(text).toContain(article.readTime)
      const excerpt = card.getByText(article.excerpt)
      expect(await excerpt.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3')
      const link = card.getByRole('link', { name: `Loe edasi: ${article.title}` })
      expect(await link.getAttribute('href')).toBe(`/blogi/${article.id}`)
      expect(await link.isVisible()).toBe(true)
    }
    expect(await page.getByRole('link', { name: /^Loe edasi/ }).count()).toBe(4)
  })

  it('sets its own title and description', async () => {
    const { page } = await browser.open('/blogi')
    expect(await page.title()).toBe('Blogi: nõuanded liiva, kruusa ja killustiku kasutamiseks | Padu Karjäär')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/liiva, kruusa/)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/blogi$/)
  })
})

describe('blog article', () => {
  const article = blogArticles.find((item) => item.id === 2)!

  it('opens from the list and shows the header, lead, body and call to action', async () => {
    const { page } = await browser.open('/blogi')
    await page.getByRole('link', { name: `Loe edasi: ${article.title}` }).click()
    await page.waitForURL((url) => url.pathname === '/blogi/2')
    const main = page.getByRole('main')
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(article.title)
    const header = main.locator('article > header')
    const headerText = await header.textContent()
    expect(headerText).toContain(article.category)
    expect(headerText).toContain(formatDate(article.date))
    expect(headerText).toContain(article.readTime)
    expect(headerText).toContain(article.author)
    expect(await main.getByText(article.excerpt).isVisible()).toBe(true)
    // The body: its headings, block quote and links to the material pages.
    expect(
      await main.getByRole('heading', { level: 2, name: 'Milline kruus sobib drenaaži?' }).isVisible(),
    ).toBe(true)
    expect(await main.getByRole('link', { name: 'sõelutud kruus 16-32 mm' }).getAttribute('href')).toBe(
      '/soelutud-kruus',
    )
    expect(await main.locator('blockquote').count()).toBe(1)
    const cta = main.getByRole('complementary', { name: 'Vajate liiva, kruusa või killustikku?' })
    expect(await cta.getByRole('link', { name: 'Telli materjal' }).getAttribute('href')).toBe('/tellimine')
    expect(await cta.getByRole('link', { name: '+372 5000 0000' }).getAttribute('href')).toBe(
      'tel:+37250000000',
    )
    expect(await page.title()).toBe(article.metaTitle)
  })

  it('takes its title and description from the article and gives the title back on leaving', async () => {
    const { page } = await browser.open('/blogi/1')
    const first = blogArticles.find((item) => item.id === 1)!
    expect(await page.title()).toBe(first.metaTitle)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(first.metaDescription)
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')

    await page.getByRole('main').getByRole('link', { name: 'Tagasi blogisse' }).first().click()
    await page.waitForURL((url) => url.pathname === '/blogi')
    await expect.poll(() => page.title()).toMatch(/^Blogi: /)
    await page.getByRole('banner').getByRole('link', { name: 'Padu Karjäär' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => page.title()).toBe('Liiv, kruus ja killustik otse karjäärist | Padu Karjäär')
  })

  it('renders tables in a named, keyboard-scrollable region without widening a phone screen', async () => {
    const { page } = await browser.open('/blogi/1', { viewport: 'phone' })
    const region = page.getByRole('region', { name: 'Materjalid ühe pilguga' })
    expect(await region.getAttribute('tabindex')).toBe('0')
    expect(await region.locator('table tbody tr').count()).toBe(6)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  })

  it("'Jaga' is there at load, loads its code when tapped, copies the address and says so", async () => {
    const { page } = await browser.open('/blogi/3')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    // The button is the server's: no Preact runs for it while the article loads (registry.ts).
    await whenIdle(page)
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect((await loaded()).filter((url) => /share-button|preact/.test(url))).toEqual([])
    // Headless Chromium on Linux has no share sheet, so the button copies; if it had one, use the copy path.
    await page.evaluate(() => {
      if (typeof navigator.share === 'function')
        Object.defineProperty(navigator, 'share', { value: undefined })
    })
    await page.getByRole('button', { name: 'Jaga' }).click()
    await page.getByText('Link kopeeritud').waitFor({ state: 'visible', timeout: 5000 })
    expect((await loaded()).some((url) => /share-button/.test(url))).toBe(true)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blogi/3`)
  })

  it('without JavaScript shows the article but no share button', async () => {
    const { page, status } = await browser.open('/blogi/4', { javaScript: false })
    expect(status).toBe(200)
    const fourth = blogArticles.find((item) => item.id === 4)!
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fourth.title)
    expect(await page.getByRole('heading', { level: 3, name: 'Kruusatee' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Jaga' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Tagasi blogisse' }).isVisible()).toBe(true)
  })

  it.each(['/blogi/999', '/blogi/101', '/blogi/abc', '/blogi/01', '/blogi/99999999999999'])(
    'answers %s with 404 and Postitust ei leitud',
    async (path) => {
      const { page, status } = await browser.open(path)
      expect(status).toBe(404)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Postitust ei leitud')
      expect(await page.title()).toBe('Postitust ei leitud | Padu Karjäär')
      // Inside the site frame: header and footer are there.
      expect(await page.getByRole('banner').isVisible()).toBe(true)
      await page.getByRole('main').getByRole('link', { name: 'Tagasi blogisse' }).click()
      await page.waitForURL((url) => url.pathname === '/blogi')
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Padu Karjääri blogi')
    },
  )
})

describe('blog accessibility', () => {
  it('has no axe violations on the list, an article and the 404 page', async () => {
    for (const path of ['/blogi', '/blogi/1', '/blogi/3', '/blogi/999']) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const { page } = await browser.open(path, { viewport })
        await expectNoAxeViolations(page, `${path} ${viewport}`)
      }
    }
  })
})
