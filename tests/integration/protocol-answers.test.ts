import { describe, expect, it } from 'vitest'
import { rawRequest } from '../support/raw-http.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * Requests a scanner sends, written on the socket as they are: odd HTTP versions and hosts, methods
 * nobody here implements, methods a page does not take, unknown API paths, broken and over-long
 * addresses. Each gets its 4xx (or 204 for OPTIONS), short and in its part of the site's format, and
 * nothing of it reaches the error log.
 */

const site = setupServer()
const port = () => Number(new URL(site.url).port)
const send = (text: string) => rawRequest(port(), text.replaceAll('\n', '\r\n'))
const close = 'Connection: close\n\n'

function errorLines() {
  return site.server
    .output()
    .split('\n')
    .filter((line) => /"level":"(error|fatal)"/.test(line))
}

describe('answers to the request itself', () => {
  it('keeps an idle connection open for 65 s, longer than clients and proxies keep theirs', async () => {
    const answer = await send('GET /healthz HTTP/1.1\nHost: 127.0.0.1\n\n')
    expect(answer.status).toBe(200)
    expect(answer.headers.connection?.toLowerCase()).toBe('keep-alive')
    expect(answer.headers['keep-alive']).toBe('timeout=65')
  })

  it('serves an HTTP/1.0 request without Host, health check and page alike', async () => {
    const health = await send('GET /healthz HTTP/1.0\n\n')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok' })
    const page = await send('GET /killustik HTTP/1.0\n\n')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html lang="et"')
  })

  it.each([
    ['a space', 'a b'],
    ['an unclosed IPv6 bracket', '[::1'],
    ['a path', 'example.ee/x'],
    ['an at sign', 'user@example.ee'],
    ['a port past 65535', 'localhost:99999'],
  ])('refuses a Host with %s with a short 400', async (_, host) => {
    const page = await send(`GET / HTTP/1.1\nHost: ${host}\n${close}`)
    expect(page.status).toBe(400)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toContain('Päringu Host-päis on vigane.')
    expect(page.body.length).toBeLessThan(1_000)
    const api = await send(`GET /api/products HTTP/1.1\nHost: ${host}\n${close}`)
    expect(api.status).toBe(400)
    expect(JSON.parse(api.text)).toEqual({ error: 'Päringu Host-päis on vigane.' })
  })

  it.each(['TRACE', 'PROPFIND', 'SEARCH', 'MKCOL', 'LOCK'])(
    'answers %s, which no route implements, with a short 405 and what the address takes',
    async (method) => {
      const page = await send(`${method} /killustik HTTP/1.1\nHost: localhost\n${close}`)
      expect(page.status).toBe(405)
      expect(page.headers.allow).toBe('GET, HEAD, POST')
      // The home page's form posts to `/?index`; the bare address takes no post.
      const home = await send(`${method} / HTTP/1.1\nHost: localhost\n${close}`)
      expect(home.headers.allow).toBe('GET, HEAD')
      expect(page.text).toContain(`Meetod ${method} ei ole sellel aadressil lubatud.`)
      expect(page.body.length).toBeLessThan(1_000)
      const api = await send(`${method} /api/orders HTTP/1.1\nHost: localhost\n${close}`)
      expect(api.status).toBe(405)
      expect(api.headers.allow).toBe('POST')
      expect(JSON.parse(api.text)).toEqual({ error: `Meetod ${method} ei ole sellel aadressil lubatud.` })
      const picture = await send(`${method} /assets/x.js HTTP/1.1\nHost: localhost\n${close}`)
      expect(picture.status).toBe(405)
      expect(picture.headers.allow).toBe('GET, HEAD')
    },
  )

  it.each(['PUT', 'DELETE', 'PATCH'])('answers %s on a page with a short 405 and Allow', async (method) => {
    const material = await send(`${method} /killustik HTTP/1.1\nHost: localhost\nContent-Length: 0\n${close}`)
    expect(material.status).toBe(405)
    expect(material.headers.allow).toBe('GET, HEAD, POST')
    expect(material.body.length).toBeLessThan(1_000)
    const blog = await send(`${method} /blogi HTTP/1.1\nHost: localhost\nContent-Length: 0\n${close}`)
    expect(blog.status).toBe(405)
    expect(blog.headers.allow).toBe('GET, HEAD')
  })

  it('answers OPTIONS with the methods a page takes, and no page', async () => {
    const page = await send(`OPTIONS /kalkulaator HTTP/1.1\nHost: localhost\n${close}`)
    expect(page.status).toBe(204)
    expect(page.headers.allow).toMatch(/^GET, HEAD/)
    expect(page.body.length).toBe(0)
    const server = await send(`OPTIONS * HTTP/1.1\nHost: localhost\n${close}`)
    expect(server.status).toBe(204)
    expect(server.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
  })

  it('keeps the chat API answering its cross-origin preflight itself', async () => {
    const preflight = await send(
      `OPTIONS /api/chat HTTP/1.1\nHost: localhost\nOrigin: https://example.ee\nAccess-Control-Request-Method: POST\n${close}`,
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS')
  })

  it.each(['/api/orders', '/api/inquiries'])('answers GET %s with 405 JSON and Allow: POST', async (path) => {
    const answer = await send(`GET ${path} HTTP/1.1\nHost: localhost\n${close}`)
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('POST')
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(answer.text)).toEqual({ error: 'Meetod GET ei ole sellel aadressil lubatud.' })
  })

  it('answers an unknown API path with JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await send(
        `${method} /api/nonexistent/x HTTP/1.1\nHost: localhost\nContent-Length: 0\n${close}`,
      )
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.text)).toEqual({ error: 'Sellist aadressi ei ole.' })
    }
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/', '/killustik', '/api/products', '/robots.txt']) {
      const get = await send(`GET ${path} HTTP/1.1\nHost: localhost\nAccept-Encoding: br\n${close}`)
      const head = await send(`HEAD ${path} HTTP/1.1\nHost: localhost\nAccept-Encoding: br\n${close}`)
      expect(head.status).toBe(get.status)
      expect(head.body.length).toBe(0)
      for (const name of [
        'content-type',
        'vary',
        'cache-control',
        'content-encoding',
        'cross-origin-opener-policy',
      ])
        expect([path, name, head.headers[name]]).toEqual([path, name, get.headers[name]])
      // A public page's policy names its script by hash, the same for both; other documents by a fresh nonce.
      if (get.headers['content-security-policy']?.includes("'sha256-"))
        expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy'])
      else if (get.headers['content-security-policy'])
        expect(head.headers['content-security-policy']).toMatch(/script-src 'nonce-/)
    }
  })

  it('refuses badly encoded and over-long addresses in the format of their part of the site', async () => {
    const page = await send(`GET /killustik%E0%A4%A HTTP/1.1\nHost: localhost\n${close}`)
    expect(page.status).toBe(400)
    expect(page.text).toContain('Aadress on vigaselt kodeeritud.')
    const api = await send(`GET /api/products%zz HTTP/1.1\nHost: localhost\n${close}`)
    expect(api.status).toBe(400)
    expect(JSON.parse(api.text)).toEqual({ error: 'Aadress on vigaselt kodeeritud.' })
    const long = await send(`GET /blogi?q=${'a'.repeat(9_000)} HTTP/1.1\nHost: localhost\n${close}`)
    expect(long.status).toBe(414)
    expect(long.text).toContain('Aadress on liiga pikk.')
    // Past Node's 16 KB for the request head: Node answers 431 itself and closes.
    const huge = await send(`GET / HTTP/1.1\nHost: localhost\nX-Filler: ${'a'.repeat(20_000)}\n${close}`)
    expect(huge.status).toBe(431)
    const broken = await send(`GET /a b c HTTP/1.1\nHost: localhost\n${close}`)
    expect(broken.status).toBe(400)
    // Node's own refusals are logged once, at info, like the gate's.
    await expect.poll(() => site.server.output()).toMatch(/"status":431,"reason":"HPE_HEADER_OVERFLOW"/)
    await expect.poll(() => site.server.output()).toMatch(/"status":400,"reason":"HPE_/)
  })

  it('takes the absolute form of the request target as its path', async () => {
    const answer = await send(`GET http://localhost/healthz HTTP/1.1\nHost: localhost\n${close}`)
    expect(answer.status).toBe(200)
    const other = await send(`GET ftp://localhost/healthz HTTP/1.1\nHost: localhost\n${close}`)
    expect(other.status).toBe(400)
  })

  it('sends the isolation and caching headers pages need', async () => {
    // A public page is the same for every visitor: no opener policy (ADR 035). The staff's pages and an
    // order's own page show a person's data and keep other sites' windows out.
    const page = await send(`GET /kalkulaator HTTP/1.1\nHost: localhost\n${close}`)
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined()
    // …and may be kept a minute by a shared cache, revalidated by its ETag (ADR 040).
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60')
    expect(page.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
    const staff = await send(`GET /admin/login HTTP/1.1\nHost: localhost\n${close}`)
    expect(staff.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(staff.headers['cache-control']).toBe('no-store')
    const order = await send(`GET /tellimus/${'a'.repeat(32)} HTTP/1.1\nHost: localhost\n${close}`)
    expect(order.status).toBe(404)
    expect(order.headers['cross-origin-opener-policy']).toBe('same-origin')
    const form = await send(
      `POST /killustik HTTP/1.1\nHost: localhost\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 3\n${close}a=b`,
    )
    expect(form.status).toBeLessThan(500)
    expect(form.headers['cache-control']).toBe('no-store')
  })

  it("refuses another site's post to a data address in Estonian, resource routes' included", async () => {
    const body = 'Content-Type: application/x-www-form-urlencoded\nContent-Length: 3\n'
    for (const [target, origin] of [
      ['/api/orders.data', 'null'],
      ['/api/inquiries.data', 'https://kuri.example'],
      ['/killustik.data', 'null'],
      ['/_root.data?index', 'not a url'],
    ]) {
      const answer = await send(
        `POST ${target} HTTP/1.1\nHost: localhost\nOrigin: ${origin}\n${body}${close}a=b`,
      )
      expect([target, answer.status]).toEqual([target, 403])
    }
    // The scheme counts as the host does: React Router compares the whole origin.
    const scheme = await send(
      `POST /killustik.data HTTP/1.1\nHost: localhost\nOrigin: https://localhost\n${body}${close}a=b`,
    )
    expect(scheme.status).toBe(403)
    expect(scheme.text).toContain('Vormi saab saata ainult selle saidi lehelt.')
  })

  it('refuses in Estonian a post React Router would refuse with an error: an IPv6 Host loses its port', async () => {
    // React Router's Express adapter builds the address as http://[::1] (no port), so an Origin with the
    // port does not match it; the gate agrees with the adapter and answers first.
    const host = `[::1]:${port()}`
    const answer = await send(
      `POST /killustik HTTP/1.1\nHost: ${host}\nOrigin: http://${host}\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 3\n${close}a=b`,
    )
    expect(answer.status).toBe(403)
    const portless = await send(
      `POST /killustik HTTP/1.1\nHost: ${host}\nOrigin: http://[::1]\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 3\n${close}a=b`,
    )
    // The action itself answers: the form had none of its fields.
    expect(portless.status).toBe(400)
    expect(portless.text).not.toContain('Vormi saab saata ainult selle saidi lehelt.')
  })

  it('wrote none of these to the error log', () => {
    expect(errorLines()).toEqual([])
    expect(site.server.output()).toMatch(/"msg":"request refused"/)
  })
})
