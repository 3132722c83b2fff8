import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { inquiryBody, orderBody, postForm, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'

/**
 * The page cache of the public pages (app/server/http/page-cache.server.ts, ADR 040) against the
 * production build: the same bytes again with a strong ETag and 304s, a staff change on the next request
 * to every process (two processes over one PostgreSQL in the integration-postgres project), nothing
 * personal kept, and a bound that a flood of made-up query strings cannot move.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)
/** A second process on the same PostgreSQL database; none on PGlite, whose database is one process's. */
let second: RunningServer | undefined

beforeAll(async () => {
  const url = site.commandEnv.DATABASE_URL
  if (url) second = await startServer({ env: { ...testAdminEnv, DATABASE_URL: url } })
}, 120_000)
afterAll(async () => {
  await second?.dispose()
})

const processes = () => [site.url, ...(second ? [second.url] : [])]

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' })
  return { response, text: await response.text() }
}

/** Requests the page until this process answers it from its cache (a miss first fills it). */
async function cached(base: string, path: string) {
  const first = await get(base, path)
  expect(first.response.status, path).toBe(200)
  const again = await get(base, path)
  expect(again.response.headers.get('X-Page-Cache'), path).toBe('hit')
  return again
}

describe('a public page', () => {
  it('is rendered once and answered again: the same bytes, a strong ETag, 304 for it', async () => {
    const first = await get(site.url, '/sertifikaat')
    expect(first.response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    )
    const again = await cached(site.url, '/sertifikaat')
    expect(again.text).toBe(first.text)
    const etag = again.response.headers.get('ETag') ?? ''
    // fetch asks for gzip: the tag of that coding.
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}-gz"$/)
    expect(first.response.headers.get('ETag')).toBe(etag)
    expect(again.response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(again.response.headers.get('Set-Cookie')).toBeNull()

    const revalidated = await get(site.url, '/sertifikaat', { 'If-None-Match': etag })
    expect(revalidated.response.status).toBe(304)
    expect(revalidated.text).toBe('')
    expect(revalidated.response.headers.get('ETag')).toBe(etag)
    expect(revalidated.response.headers.get('Cache-Control')).toMatch(/^public/)
    // A validator of another version of the page is not a match.
    const stale = await get(site.url, '/sertifikaat', {
      'If-None-Match': '"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"',
    })
    expect(stale.response.status).toBe(200)
    expect(stale.text).toBe(first.text)
  })

  it('each content coding has its own ETag, and any of them revalidates', async () => {
    await cached(site.url, '/privaatsus')
    const tags = new Map<string, string>()
    for (const coding of ['br', 'gzip', 'identity']) {
      const { response } = await get(site.url, '/privaatsus', { 'Accept-Encoding': coding })
      expect(response.status).toBe(200)
      tags.set(coding, response.headers.get('ETag') ?? '')
      expect(response.headers.get('Content-Encoding')).toBe(coding === 'identity' ? null : coding)
    }
    expect(new Set(tags.values()).size).toBe(3)
    for (const tag of tags.values()) {
      const { response } = await get(site.url, '/privaatsus', {
        'If-None-Match': tag,
        'Accept-Encoding': 'br',
      })
      expect(response.status).toBe(304)
      expect(response.headers.get('ETag')).toBe(tags.get('br'))
    }
  })

  it('with a query parameter it does not read: the same entry, and the parameter is nowhere in it', async () => {
    const plain = await cached(site.url, '/kalkulaator')
    const { response, text } = await get(site.url, '/kalkulaator?utm_source=foorum&fbclid=Zq7x')
    expect(response.headers.get('X-Page-Cache')).toBe('hit')
    expect(text).toBe(plain.text)
    expect(text).not.toContain('Zq7x')
    // A parameter the page reads is part of the key; a value it does not know is the page without it.
    const chosen = await get(site.url, '/kalkulaator?materjal=killustik')
    expect(chosen.response.status).toBe(200)
    expect(chosen.text).not.toBe(plain.text)
    const unknown = await get(site.url, '/kalkulaator?materjal=kuld&utm_source=x')
    expect(unknown.response.status).toBe(301)
    expect(unknown.response.headers.get('Location')).toBe('/kalkulaator?utm_source=x')
  })
})

describe('a staff change', () => {
  /**
   * Every process has the page in its cache without `text`, then the staff request is made through the
   * first one, and every process shows `text` on the next request.
   */
  async function changeShows(
    path: string,
    change: { method: 'POST' | 'PUT'; path: string; body: unknown; status: number },
    text: string,
  ) {
    for (const base of processes())
      expect((await cached(base, path)).text.includes(text), `${base}${path} before`).toBe(false)
    const changed = await staff.api(change.path, { method: change.method, body: change.body })
    expect(changed.status).toBe(change.status)
    for (const base of processes()) {
      const { response, text: html } = await get(base, path)
      expect(response.status).toBe(200)
      expect(html.includes(text), `${base}${path} on the next request`).toBe(true)
    }
  }

  it('a price is on the material page on the next request to every process', async () => {
    const products = (await (await staff.api('/api/admin/products')).json()) as { id: number; slug: string }[]
    const killustik = products.find((product) => product.slug === 'killustik')!
    const address = `/api/admin/products?id=${killustik.id}`
    const current = await (await staff.api(address)).json()
    await changeShows(
      '/killustik',
      { method: 'PUT', path: address, body: { ...current, priceEur: 9.45 }, status: 200 },
      '9,45',
    )
  })

  it('a new post is on /blogi on the next request to every process', async () => {
    const body = {
      pealkiri: 'Talvine liiva ladustamine',
      teema: 'Kuidas hoida liiva talvel kuivana',
      stiil: 'nõuandev',
      sisu: 'Kata kuhi kinni.',
      published: true,
    }
    await changeShows(
      '/blogi',
      { method: 'POST', path: '/api/admin/blog-posts', body, status: 201 },
      body.pealkiri,
    )
  })

  it("a changed phone number is in every page's footer on the next request to every process", async () => {
    const business = await (await staff.api('/api/admin/business')).json()
    const body = { ...business, phone: '+372 5333 7777' }
    await changeShows(
      '/privaatsus',
      { method: 'PUT', path: '/api/admin/business', body, status: 200 },
      '5333 7777',
    )
  })

  it('a new testimonial is on the home page on the next request to every process', async () => {
    const body = { name: 'Heino Kask', position: 'Talunik', rating: 5, text: 'Kruus tuli õigel ajal.' }
    await changeShows('/', { method: 'POST', path: '/api/admin/testimonials', body, status: 201 }, body.name)
  })
})

/** The path of the order page linked from the mail to `email`, once the mail worker has written it. */
async function orderPageOf(email: string): Promise<string> {
  const mailDir = path.join(site.dataDir, 'mail')
  let found = ''
  await expect
    .poll(
      async () => {
        for (const name of existsSync(mailDir) ? await readdir(mailDir) : []) {
          const text = (await readFile(path.join(mailDir, name), 'utf8')).replace(/=\r?\n/g, '')
          if (!text.includes(email)) continue
          found = /\/tellimus\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? ''
          if (found) return true
        }
        return false
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found
}

describe('nothing personal is kept', () => {
  const personal = (response: Response) => {
    expect(response.headers.get('X-Page-Cache')).toBeNull()
    expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/public/)
  }

  it('the result of a form post, with or without a redirect, and the page it lands on', async () => {
    const inquiry = await postPageForm(`${site.url}/?index`, inquiryBody({ email: 'tulemus@example.ee' }))
    expect(inquiry.status).toBe(302)
    personal(inquiry)
    const landed = inquiry.headers.get('Location') ?? ''
    expect(landed).toMatch(/^\/\?paring=saadetud/)
    for (let attempt = 0; attempt < 2; attempt++) {
      const { response, text } = await get(site.url, landed)
      personal(response)
      expect(text).toContain('Päring edukalt saadetud!')
    }
    for (let attempt = 0; attempt < 2; attempt++)
      personal((await get(site.url, '/killustik?tellimus=esitatud')).response)
  })

  it("the customer's order page, the staff's pages, the API, a 404 page and a page with the staff's flash", async () => {
    const posted = await postForm(`${site.url}/api/orders`, orderBody({ email: 'leht@example.ee' }))
    expect(posted.status).toBe(201)
    // The order's own page, from the link in the customer's mail (written as a file: no SMTP here).
    const orderPath = await orderPageOf('leht@example.ee')
    const { cookie } = await staff.admin()
    for (const [path, headers] of [
      [orderPath, {}],
      ['/admin/login', {}],
      ['/admin/orders', { Cookie: cookie }],
      ['/api/products', {}],
      ['/ei-ole-olemas', {}],
      ['/blogi/999999', {}],
      ['/blogi?lk=99', {}],
      ['/', { Cookie: 'admin_flash=x' }],
    ] as const)
      for (let attempt = 0; attempt < 2; attempt++) personal((await get(site.url, path, headers)).response)
  })
})
