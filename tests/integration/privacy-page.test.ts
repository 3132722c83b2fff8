import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { noticeDate, retentionMonths } from '#app/content/privacy.ts'
import { publicPages } from '../../scripts/public-pages.js'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The privacy notice at /privaatsus: its facts come from the site's own settings, it is linked from the
 * footer and both forms, it is in the sitemap, and what it promises about cookies holds on every public
 * page.
 */

const site = setupServer()

async function page(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`)
  // React separates neighbouring text with <!-- --> in server HTML; read the text as a visitor sees it.
  return { response, html: (await response.text()).replaceAll('<!-- -->', '') }
}

describe('/privaatsus', () => {
  it('names the controller, the retention period, the rights and the date', async () => {
    const { response, html } = await page('/privaatsus')
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Privaatsusteade | Padu Karjäär</title>')
    expect(html).toContain(`<link rel="canonical" href="${site.url}/privaatsus"/>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toContain(business.legalName)
    expect(html).toContain(`href="mailto:${business.email}"`)
    expect(html).toContain(`kustutame ${retentionMonths} kuu möödudes`)
    expect(html).toContain(
      'raamatupidamise seaduse § 12 järgi säilitama seitse aastat alates majandusaasta lõpust',
    )
    expect(html).toContain('Andmekaitse Inspektsiooni')
    expect(html).toContain('www.aki.ee')
    const [year, month, day] = noticeDate.split('-')
    expect(html).toContain(`<time dateTime="${noticeDate}">${day}.${month}.${year}</time>`)
  })

  it('is linked from the footer, the order form and the inquiry form', async () => {
    const footerLink = /<footer[\s\S]*href="\/privaatsus"[\s\S]*<\/footer>/
    expect((await page('/kalkulaator')).html).toMatch(footerLink)
    const order = (await page('/killustik')).html
    expect(order).toMatch(/Esita tellimus[\s\S]*Kuidas me teie andmeid kasutame, loe <a href="\/privaatsus"/)
    const home = (await page('/')).html
    expect(home).toMatch(
      /Saada hinnapäring[\s\S]*Kuidas me teie andmeid kasutame, loe <a href="\/privaatsus"/,
    )
  })

  it('is in the sitemap with the date of the notice', async () => {
    const { html: xml } = await page('/sitemap.xml')
    expect(xml).toContain(`<loc>${site.url}/privaatsus</loc><lastmod>${noticeDate}</lastmod>`)
    expect(publicPages).toContain('/privaatsus')
  })

  it('keeps its promise: no public page sets a cookie', async () => {
    for (const pathname of publicPages) {
      const { response } = await page(pathname)
      expect(response.status, pathname).toBe(200)
      expect(response.headers.get('Set-Cookie'), pathname).toBeNull()
    }
  })
})
