import { describe, expect, it } from 'vitest'
import { galleryImages } from '#app/content/gallery.ts'
import { materials } from '#app/content/materials.ts'
import { partners } from '#app/content/partners.ts'
import { publicPages } from '../../scripts/public-pages.js'
import { baseUrl, setupBrowser } from './browser.ts'

const browser = setupBrowser()

describe('home page blocks', () => {
  it('opens the six partner links in a new tab', async () => {
    const { page } = await browser.open('/')
    for (const partner of partners) {
      const link = page.locator(`a[href="${partner.url}"]`).first()
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('shows every material with its price, the price with VAT and the transport line', async () => {
    const { page } = await browser.open('/')
    const card = page.locator('#services li', { hasText: 'Sõelutud Täiteliiv' })
    expect(await card.getByText('Hind 4 €/t+km').isVisible()).toBe(true)
    expect(await card.getByText('4,96 €/t koos käibemaksuga').isVisible()).toBe(true)
    expect(await card.getByText('Lisandub transpordikulu').isVisible()).toBe(true)
  })

  it('shows four references, three five-star testimonials and the gallery', async () => {
    const { page } = await browser.open('/')
    expect(await page.locator('#projects li').count()).toBe(4)
    expect(await page.getByRole('img', { name: 'Hinnang: 5 tärni 5-st' }).count()).toBe(3)
    const gallery = page.getByRole('region', { name: 'Fotogalerii' })
    expect(await gallery.getByRole('button', { name: /^Pilt \d+:/ }).count()).toBe(galleryImages.length)
  })

  it('moves through the gallery with wrap-around, thumbnails and the keyboard', async () => {
    const { page } = await browser.open('/')
    const gallery = page.getByRole('region', { name: 'Fotogalerii' })
    await gallery.scrollIntoViewIfNeeded()
    const caption = gallery.locator('figcaption')
    expect(await caption.textContent()).toContain(`(1/${galleryImages.length})`)
    await gallery.getByRole('button', { name: 'Eelmine pilt' }).click()
    expect(await caption.textContent()).toContain(`(${galleryImages.length}/${galleryImages.length})`)
    await gallery.getByRole('button', { name: 'Järgmine pilt' }).click()
    expect(await caption.textContent()).toContain(`(1/${galleryImages.length})`)
    await gallery.getByRole('button', { name: /^Pilt 5:/ }).click()
    expect(await caption.textContent()).toContain(galleryImages[4]?.caption)
    await gallery.getByRole('button', { name: /^Pilt 5:/ }).press('ArrowRight')
    expect(await caption.textContent()).toContain(galleryImages[5]?.caption)
    await expect
      .poll(() => gallery.locator('figure [data-state]').getAttribute('data-state'), { timeout: 5000 })
      .toBe('loaded')
  })

  it("shows 'Failed to load' when a gallery picture cannot be loaded", async () => {
    const { page } = await browser.open('/')
    await page.route('**/images/gallery/**', (route) => route.abort())
    const gallery = page.getByRole('region', { name: 'Fotogalerii' })
    await gallery.scrollIntoViewIfNeeded()
    await gallery.getByRole('button', { name: /^Pilt 7:/ }).click()
    await expect.poll(() => gallery.getByText('Failed to load').isVisible(), { timeout: 5000 }).toBe(true)
  })

  it('loads the map of the quarry only when the visitor scrolls near it', async () => {
    const { page } = await browser.open('/', { bringIslandsNear: false })
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, body: '<p>kaart</p>' }),
    )
    expect(await page.locator('#contact iframe').count()).toBe(0)
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('#contact iframe').count(), { timeout: 5000 }).toBe(1)
    expect(await page.locator('#contact iframe').getAttribute('src')).toContain(
      'openstreetmap.org/export/embed.html',
    )
  })
})

describe('material pages', () => {
  it('serves each of the ten at its own path with its price and five FAQ items, one open at a time', async () => {
    for (const material of materials) {
      const response = await fetch(`${baseUrl()}/${material.slug}`)
      expect(response.status, material.slug).toBe(200)
      const html = await response.text()
      expect(html).toContain(`>${material.title}</h1>`)
      expect(html.match(/<details name="faq"/g)?.length).toBe(5)
      expect(html).toContain('id="order-form"')
    }
    const { page } = await browser.open('/killustik')
    const summaries = page.locator('details[name="faq"] > summary')
    await summaries.nth(0).click()
    await summaries.nth(2).click()
    expect(await page.locator('details[name="faq"][open]').count()).toBe(1)
    await summaries.nth(2).click()
    expect(await page.locator('details[name="faq"][open]').count()).toBe(0)
  })

  it('shows the topsoil page with the placeholder instead of a photo', async () => {
    const { page } = await browser.open('/soelutud-muld')
    expect(await page.getByText('Sõelutud mulla foto lisandub peagi').isVisible()).toBe(true)
  })
})

describe('calculator', () => {
  const cases = [
    { slug: 'soelutud-kruus', width: '6', length: '3', depth: '0.15', volume: '2,70 m³', weight: '4,86 t' },
    {
      slug: 'soelutud-ehitusliiv',
      width: '8',
      length: '4',
      depth: '0.05',
      volume: '1,60 m³',
      weight: '2,72 t',
    },
  ]

  it.each(cases)('computes the worked example for $slug in the browser', async (example) => {
    const { page } = await browser.open('/kalkulaator')
    await page.getByLabel('Materjal', { exact: true }).selectOption(example.slug)
    await page.getByLabel('Laius (m)').fill(example.width)
    await page.getByLabel('Pikkus (m)').fill(example.length)
    await page.getByLabel('Sügavus (m)').fill(example.depth)
    await page.getByRole('button', { name: 'Arvuta' }).click()
    const result = page.getByRole('region', { name: /^Tulemus/ })
    expect((await result.textContent())?.replace(/\u00a0/g, ' ')).toContain(example.volume)
    expect((await result.textContent())?.replace(/\u00a0/g, ' ')).toContain(example.weight)
    expect(await result.getByRole('link', { name: 'Telli see materjal' }).getAttribute('href')).toBe(
      `/${example.slug}#order-form`,
    )
  })

  it.each([true, false])(
    'shows the five messages and the depth warning (JavaScript %s)',
    async (javaScript) => {
      const { page } = await browser.open('/kalkulaator', { javaScript })
      const fill = async (material: string, width: string, length: string, depth: string) => {
        await page.getByLabel('Materjal', { exact: true }).selectOption(material)
        await page.getByLabel('Laius (m)').fill(width)
        await page.getByLabel('Pikkus (m)').fill(length)
        await page.getByLabel('Sügavus (m)').fill(depth)
        await page.getByRole('button', { name: 'Arvuta' }).click()
        if (!javaScript) await page.waitForLoadState('load')
      }
      await fill('', '1', '1', '1')
      expect(await page.getByText('Palun valige materjal').isVisible()).toBe(true)
      await fill('killustik', '', '1', '1')
      expect(await page.getByText('Palun täitke kõik väljad').isVisible()).toBe(true)
      await fill('killustik', '-1', '1', '1')
      expect(await page.getByText('Mõõdud peavad olema positiivsed').isVisible()).toBe(true)
      await fill('killustik', '0', '1', '1')
      expect(await page.getByText('Mõõdud ei tohi olla null').isVisible()).toBe(true)
      expect(await page.getByRole('region', { name: /^Tulemus/ }).count()).toBe(0)
      await fill('killustik', '2', '3', '2.5')
      expect(
        await page.getByText('Kontrolli sügavust; suurem kui 2 m kihid vajavad eriarvestust.').isVisible(),
      ).toBe(true)
      expect(await page.getByRole('region', { name: /^Tulemus/ }).isVisible()).toBe(true)
    },
  )

  it("answers 'Palun sisestage kehtivad numbrid' for a value that is not a number", async () => {
    const body = new URLSearchParams({ material: 'killustik', width: 'kaks', length: '1', depth: '1' })
    const response = await fetch(`${baseUrl()}/kalkulaator`, { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Palun sisestage kehtivad numbrid')
  })

  it('carries title, description and keywords', async () => {
    const html = await (await fetch(`${baseUrl()}/kalkulaator`)).text()
    expect(html).toMatch(/<title>Materjalikalkulaator[^<]*<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toMatch(/<meta name="keywords" content="[^"]*kalkulaator/)
  })
})

describe('search engines', () => {
  it('lists every public page and article in the sitemap', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    for (const path of publicPages) expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`)
    for (const material of materials) expect(xml).toContain(`<loc>${baseUrl()}/${material.slug}</loc>`)
  })

  it('keeps crawlers out of the admin areas', async () => {
    const text = await (await fetch(`${baseUrl()}/robots.txt`)).text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /blogi-admin')
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })

  it('describes the business and each material in JSON-LD', async () => {
    const blocks = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
      )
    }
    const home = await blocks('/')
    const business = home.find((block) => block['@type'] === 'HomeAndConstructionBusiness')
    expect(business).toMatchObject({
      telephone: '+37250000000',
      areaServed: { '@type': 'GeoCircle', geoRadius: 50000 },
    })
    const page = await blocks('/killustik')
    expect(page.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'Product'])
    expect(page.find((block) => block['@type'] === 'Product')).toMatchObject({
      name: 'Killustik',
      offers: {
        price: '8.00',
        priceCurrency: 'EUR',
        priceSpecification: { unitCode: 'TNE', valueAddedTaxIncluded: false, price: '8.00' },
      },
    })
    const faq = page.find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(5)
  })

  it('gives each page its own title and canonical address', async () => {
    const titles = new Set<string>()
    for (const path of ['/', '/killustik', '/kaldaliiv', '/kalkulaator', '/tellimine']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
      expect(title).toBeTruthy()
      titles.add(title ?? '')
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`)
    }
    expect(titles.size).toBe(5)
  })
})
