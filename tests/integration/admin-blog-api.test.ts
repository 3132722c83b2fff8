import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminBlogPost as Post } from '#app/domain/admin-blog-post.ts'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The blog admin's posts API against the production build: the token rule, SPEC §5's validation text,
 * what /blogi and /blogi/{id} show of a post while it is published, and XSS payloads in every field.
 */

const site = setupServer({ env: testAdminEnv })
let token: string

beforeAll(async () => {
  ;({ token } = await signIn(site.url))
  // The four articles the site ships with are posts 1-4 (blog-built-in-posts.test.ts): deleted like any
  // post, so that this file starts from a blog without posts.
  for (const id of [1, 2, 3, 4]) {
    const response = await fetch(`${site.url}/api/admin/blog-posts?id=${id}`, {
      method: 'DELETE',
      headers: { 'X-Admin-Token': token },
    })
    if (response.status !== 200) throw new Error(`DELETE ?id=${id} answered ${response.status}`)
  }
})

async function call(
  method: string,
  query = '',
  body?: unknown,
  headers: Record<string, string> = { 'X-Admin-Token': token },
) {
  const response = await fetch(`${site.url}/api/admin/blog-posts${query}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Post & Post[] & { error?: string } }
}

async function page(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`)
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') }
}

/** The article's body as served: between the page's <article> tags. */
function articleOf(html: string): string {
  const start = html.indexOf('<article')
  return html.slice(start, html.indexOf('</article>', start))
}

const post = {
  pealkiri: 'Kuidas valida drenaažikruusa',
  teema: 'Drenaažikruusa fraktsioonid ja kogused maja ümber',
  stiil: 'nõuandev',
  sisu: '## Miks drenaaž?\n\nVesi peab majast eemale voolama. **Sõelutud kruus** 16-32 mm laseb vett hästi läbi.\n\n- kaeva kraav\n- laota geotekstiil',
}

describe('/api/admin/blog-posts', () => {
  it('answers 401 without a token and with a token in the query string only', async () => {
    for (const [method, query] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '?id=101'],
      ['DELETE', '?id=101'],
    ] as const) {
      const body = method === 'GET' ? undefined : post
      expect((await call(method, query, body, {})).status).toBe(401)
      expect((await call(method, `${query}${query ? '&' : '?'}token=${token}`, body, {})).status).toBe(401)
    }
  })

  it('needs pealkiri, teema and stiil (SPEC §5: "Palun täida kõik väljad") and stores nothing otherwise', async () => {
    for (const body of [
      { ...post, pealkiri: '' },
      { ...post, teema: '   ' },
      { ...post, pealkiri: '\u200b\u200f' },
      { ...post, stiil: '' },
      { ...post, stiil: 'luule' },
      { teema: post.teema, stiil: post.stiil },
      { ...post, pealkiri: 42 },
    ]) {
      const response = await call('POST', '', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toBe('Palun täida kõik väljad')
    }
    expect((await call('GET')).body).toEqual([])
  })

  it('creates, lists newest first, updates and deletes; published posts are on /blogi, ids from 101', async () => {
    const first = await call('POST', '', { ...post, published: true })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ ...post, id: 101, image_url: null, published: true })
    const second = await call('POST', '', { ...post, pealkiri: 'Mustand', sisu: '' })
    expect(second.body).toMatchObject({ id: 102, published: false, sisu: '' })
    expect((await call('GET')).body.map((item) => item.id)).toEqual([102, 101])

    const list = await page('/blogi')
    expect(list.html).toContain('Kuidas valida drenaažikruusa')
    expect(list.html).toContain('href="/blogi/101"')
    expect(list.html).not.toContain('Mustand')
    const article = await page('/blogi/101')
    expect(article.status).toBe(200)
    expect(articleOf(article.html)).toContain('<h2>Miks drenaaž?</h2>')
    expect(articleOf(article.html)).toContain('<strong>Sõelutud kruus</strong>')
    expect(article.html).toContain('1 min lugemist')
    expect((await page('/blogi/102')).status).toBe(404)
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain('/blogi/101<')

    const updated = await call('PUT', '?id=101', { ...post, pealkiri: 'Drenaažikruus: kuidas valida' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ pealkiri: 'Drenaažikruus: kuidas valida', published: true })
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(updated.body.created_at))

    expect((await call('PUT', '?id=101&action=unpublish')).body.published).toBe(false)
    expect((await page('/blogi/101')).status).toBe(404)
    expect((await page('/blogi')).html).not.toContain('Drenaažikruus: kuidas valida')
    expect((await call('PUT', '?id=101&action=publish')).body.published).toBe(true)
    expect((await page('/blogi/101')).status).toBe(200)

    expect((await call('DELETE', '?id=101')).body).toEqual({ ok: true })
    expect((await page('/blogi/101')).status).toBe(404)
    expect((await call('DELETE', '?id=101')).status).toBe(404)
    expect((await call('DELETE', '?id=102')).status).toBe(200)
  })

  it('takes only our own picture for image_url', async () => {
    for (const url of ['https://kuri.example/x.png', 'javascript:alert(1)', '/media/../../x.webp']) {
      const response = await call('POST', '', { ...post, image_url: url })
      expect(response.status, url).toBe(400)
      expect(response.body.error).toBe('Pildi aadress peab olema selle saidi üles laaditud pilt')
    }
  })
})

/** Payloads from the usual XSS cheat sheets: each must arrive inert wherever the post is shown. */
const xssPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">klõpsa</a>',
  '<a href="JaVaScRiPt:alert(1)">klõpsa</a>',
  '<a href="&#106;avascript:alert(1)">klõpsa</a>',
  '<iframe src="https://kuri.example"></iframe>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">kate</p>',
  '<div onmouseover="alert(1)">hiir</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '[klõpsa](javascript:alert(1))',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<form action="https://kuri.example"><button>Saada</button></form>',
  '<p>tere<script src="https://kuri.example/x.js"></script></p>',
  '<base href="https://kuri.example/">',
  '<meta http-equiv="refresh" content="0;url=https://kuri.example">',
]

describe('XSS payloads in every field', () => {
  it.each(xssPayloads)(
    '%s is stored inert and shown as text or removed on /blogi, /blogi/{id} and in the admin list',
    async (payload) => {
      const created = await call('POST', '', {
        pealkiri: `Pealkiri ${payload}`,
        teema: `Teema ${payload}`,
        stiil: 'informatiivne',
        sisu: `<p>Algus</p>${payload}\n\n${payload}`,
        published: true,
      })
      expect(created.status, payload).toBe(201)
      // HTML bodies are sanitized as they are saved.
      expect(created.body.sisu).not.toMatch(/<script|\son[a-z]+\s*=|<iframe|<object|<form|<base|<meta/i)
      expect(created.body.sisu).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data):/i)

      const { html } = await page(`/blogi/${created.body.id}`)
      // The post's body: from its first paragraph to the order box the page puts after it.
      const body = html.slice(
        html.indexOf('<p>Algus</p>'),
        html.indexOf('<aside aria-labelledby="order-cta-title"'),
      )
      expect(body.length, payload).toBeGreaterThan(10)
      expect(body, payload).not.toMatch(/<script|<iframe|<object|<form|<base|<meta|<svg|<math|<style/i)
      expect(body, payload).not.toMatch(/\son[a-z]+\s*=/i)
      expect(body, payload).not.toMatch(/href="\s*(javascript|data):/i)
      expect(body, payload).not.toMatch(/style="[^"]*position\s*:\s*fixed/i)
      // The title is text: its angle brackets are escaped wherever it appears.
      if (payload.includes('<')) expect(html).not.toContain(`Pealkiri ${payload}`)
      const list = await page('/blogi')
      expect(list.html).not.toMatch(/<script>alert|<img src=x|<svg onload/i)
      await call('DELETE', `?id=${created.body.id}`)
    },
  )
})
