import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'

/** /blogi in pages of twelve against the production build, with posts published through the admin API. */

const site = setupServer({ env: testAdminEnv })

beforeAll(async () => {
  const { token } = await signIn(site.url)
  // 13 published posts and the 4 built-in articles: 17 cards, two pages.
  for (let n = 1; n <= 13; n++) {
    const response = await fetch(`${site.url}/api/admin/blog-posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
      body: JSON.stringify({
        pealkiri: `Lehekülgede postitus ${n}`,
        teema: 'Kruus',
        stiil: 'informatiivne',
        sisu: `<p>Postituse ${n} tekst.</p>`,
        published: true,
      }),
    })
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`)
  }
})

async function page(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`)
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') }
}

/** A page of the blog list, which must answer 200, with the titles of its cards in order. */
async function listPage(pathname: string) {
  const { status, html } = await page(pathname)
  expect(status).toBe(200)
  return { html, titles: [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]) }
}

describe('/blogi in pages', () => {
  it('shows the twelve newest cards first and links to the older ones', async () => {
    const first = await listPage('/blogi')
    expect(first.titles).toHaveLength(12)
    expect(first.titles[0]).toBe('Lehekülgede postitus 13')
    expect(first.titles[11]).toBe('Lehekülgede postitus 2')
    expect(first.html).toContain('Lehekülg 1 / 2')
    expect(first.html).toMatch(/<a[^>]*href="\/blogi\?lk=2"[^>]*>.*Vanemad postitused/)
    expect(first.html).not.toContain('Uuemad postitused')
  })

  it('shows the rest on the second page with its own address and a link back', async () => {
    const second = await listPage('/blogi?lk=2')
    expect(second.titles).toHaveLength(5)
    expect(second.titles[0]).toBe('Lehekülgede postitus 1')
    expect(second.html).toContain('Lehekülg 2 / 2')
    expect(second.html).toMatch(/<a[^>]*href="\/blogi"[^>]*>.*Uuemad postitused/)
    expect(second.html).not.toContain('Vanemad postitused')
    expect(second.html).toMatch(/<link rel="canonical" href="[^"]*\/blogi\?lk=2"/)
    expect(second.html).toContain('(lehekülg 2/2)')
  })

  it('names the same page of the list in each language, canonical and language switch included', async () => {
    const versions = { et: '/blogi?lk=2', ru: '/ru/blogi?lk=2', en: '/en/blogi?lk=2' }
    for (const [language, path] of Object.entries(versions)) {
      const { html } = await listPage(path)
      expect(html).toContain(`<link rel="canonical" href="${site.url}${path}"/>`)
      for (const [other, href] of [...Object.entries(versions), ['x-default', versions.et]])
        expect(html).toContain(`<link rel="alternate" hrefLang="${other}" href="${site.url}${href}"/>`)
      for (const [other, href] of Object.entries(versions))
        if (other !== language) expect(html).toContain(`href="${href}" hrefLang="${other}"`)
    }
  })

  it('answers 404 with an Estonian page for a page that does not exist', async () => {
    for (const query of ['?lk=3', '?lk=0', '?lk=abc', '?lk=1.5', '?lk=']) {
      const missing = await page(`/blogi${query}`)
      expect(missing.status, query).toBe(404)
      expect(missing.html, query).toContain('Lehekülge ei leitud')
    }
  })
})
