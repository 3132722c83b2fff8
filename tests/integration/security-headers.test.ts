import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { signIn, testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { orderForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'

/**
 * The security headers of every kind of answer (HTML documents, JSON, built assets, uploaded
 * pictures), HSTS only over HTTPS (X-Forwarded-Proto from a trusted proxy), TRUST_PROXY, and the flags
 * of the session cookie — against the production build.
 */

const site = setupServer({ env: testAdminEnv })

const hsts = 'max-age=31536000; includeSubDomains'
const overHttps = { 'X-Forwarded-Proto': 'https' }

function get(url: string, headers: Record<string, string> = {}) {
  return fetch(url.startsWith('http') ? url : `${site.url}${url}`, { headers, redirect: 'manual' })
}

/** The headers every answer carries, whatever its kind. */
function expectBaseHeaders(response: Response) {
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  expect(response.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(self)')
  expect(response.headers.get('X-Powered-By')).toBeNull()
}

function nonceOf(response: Response): string {
  const policy = response.headers.get('Content-Security-Policy') ?? ''
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? ''
}

describe('HTML documents', () => {
  it('a public page: the enforced policy names its one inline script by hash, and no element has a nonce', async () => {
    const first = await get('/')
    const second = await get('/killustik')
    expect(first.status).toBe(200)
    expectBaseHeaders(first)
    expect(first.headers.get('Content-Security-Policy-Report-Only')).toBeNull()
    const policy = first.headers.get('Content-Security-Policy') ?? ''
    for (const directive of [
      "default-src 'self'",
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'frame-src https://www.openstreetmap.org',
    ])
      expect(policy).toContain(directive)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).not.toContain("'nonce-")
    // The same bytes for every visitor: the same policy on every public page of the build.
    expect(second.headers.get('Content-Security-Policy')).toBe(policy)
    const hashes = [...policy.matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map((match) => match[1])
    expect(hashes).toHaveLength(1)

    const html = await first.text()
    await second.body?.cancel()
    expect(html).not.toMatch(/\snonce=/)
    // The one script the browser runs is the islands loader, allowed by its hash; the JSON-LD data blocks
    // are not scripts the browser runs, and the policy does not apply to them.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !(match[1] ?? '').includes('application/ld+json'),
    )
    expect(scripts).toHaveLength(1)
    const loader = scripts[0]![2]!
    expect(loader).toMatch(/^\(function \(nonce, src\) \{.*script\.nonce = nonce;/)
    expect(createHash('sha256').update(loader, 'utf8').digest('base64')).toBe(hashes[0])
    // The page's islands entry is asked for by that script after the page has loaded and painted (ADR 032,
    // 034): none is in the HTML.
    expect(html).not.toContain('rel="modulepreload"')
  })

  it('a staff page: a fresh nonce per response that every script element has, the stylesheet from the site', async () => {
    const first = await get('/admin/login')
    const second = await get('/admin/login')
    expectBaseHeaders(first)
    const nonce = nonceOf(first)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonceOf(second)).not.toBe(nonce)
    expect(first.headers.get('Content-Security-Policy')).not.toContain("'sha256-")
    const html = await first.text()
    await second.body?.cancel()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
    const executable = scripts.filter((attributes) => !attributes.includes('application/ld+json'))
    expect(executable.length).toBeGreaterThan(0)
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`)
    // The stylesheet is the built file, from the site itself (style-src 'self'); a style element, if any,
    // has the nonce.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/)
    const styles = [...html.matchAll(/<style\b([^>]*)>/g)].map((match) => match[1] ?? '')
    for (const attributes of styles) expect(attributes).toContain(`nonce="${nonce}"`)
    // A staff page, which React Router hydrates whole, loads its modules from its nonced script.
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(n,h,c\)\{.*\.nonce=n;/)
  })

  it('error pages and staff pages have the policy too', async () => {
    for (const url of ['/ei-ole-olemas', '/admin/login', '/blogi-admin']) {
      const response = await get(url)
      await response.body?.cancel()
      expectBaseHeaders(response)
      // The public 404 page names its script by hash; the staff's pages by nonce.
      const policy = response.headers.get('Content-Security-Policy') ?? ''
      expect(url === '/ei-ole-olemas' ? policy.includes("'sha256-") : nonceOf(response) !== '', url).toBe(
        true,
      )
    }
  })
})

describe('other answers', () => {
  it('JSON, a built script, a public file and an uploaded picture: nosniff and friends, no policy', async () => {
    const products = await get('/api/products')
    expect(products.headers.get('Content-Type')).toMatch(/^application\/json/)
    await products.body?.cancel()

    const html = await (await get('/')).text()
    const asset =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const script = await get(asset ?? '')
    expect(script.status).toBe(200)
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    await script.body?.cancel()

    const favicon = await get('/favicon.svg')
    expect(favicon.status).toBe(200)
    await favicon.body?.cancel()

    const { token } = await signIn(site.url)
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#777777' } })
      .png()
      .toBuffer()
    const upload = await fetch(`${site.url}/api/admin/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
      body: JSON.stringify({ file: png.toString('base64'), fileName: 'proov.png', contentType: 'image/png' }),
    })
    expect(upload.status).toBe(200)
    const { url } = (await upload.json()) as { url: string }
    const picture = await get(url)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toMatch(/^image\//)
    await picture.body?.cancel()

    for (const response of [products, script, favicon, picture]) {
      expectBaseHeaders(response)
      expect(response.headers.get('Content-Security-Policy'), response.url).toBeNull()
      expect(response.headers.get('Strict-Transport-Security'), response.url).toBeNull()
    }
  })
})

describe('HSTS', () => {
  it('is sent when a proxy on loopback says the request came over HTTPS, on every kind of answer', async () => {
    for (const url of ['/', '/api/products', '/favicon.svg', '/healthz']) {
      const response = await get(url, overHttps)
      await response.body?.cancel()
      expect(response.headers.get('Strict-Transport-Security'), url).toBe(hsts)
    }
  })

  it('is not sent over plain HTTP, nor when the proxy says http', async () => {
    const plain: Record<string, string>[] = [{}, { 'X-Forwarded-Proto': 'http' }]
    for (const headers of plain) {
      const response = await get('/', headers)
      await response.body?.cancel()
      expect(response.headers.get('Strict-Transport-Security')).toBeNull()
    }
  })
})

describe('the session cookie', () => {
  async function login(headers: Record<string, string> = {}) {
    const response = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress(), ...headers },
      body: JSON.stringify(testAdmin),
    })
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    return { token, cookie: sessionCookieOf(response), device: deviceCookieOf(response) }
  }

  async function logout(token: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'X-Admin-Token': token, ...headers },
    })
    await response.body?.cancel()
    return response.headers.get('Set-Cookie') ?? ''
  }

  const sessionCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_session=')) ?? ''
  const deviceCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_device=')) ?? ''

  const attributes = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((part) => part.trim())
      .sort()

  it('over HTTP: HttpOnly, SameSite=Strict, Path=/, no lifetime of its own; cleared at sign-out', async () => {
    const { token, cookie, device } = await login()
    expect(cookie.split(';')[0]).toBe(`admin_session=${token}`)
    expect(attributes(cookie)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict'])
    // The device cookie of ADR 026 lasts half a year; it grants nothing without the password.
    expect(attributes(device)).toEqual(['HttpOnly', 'Max-Age=15552000', 'Path=/', 'SameSite=Strict'])
    const cleared = await logout(token)
    expect(cleared.split(';')[0]).toBe('admin_session=')
    expect(attributes(cleared)).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict'])
  })

  it('over HTTPS (through the proxy) it is Secure as well, also when cleared', async () => {
    const { token, cookie, device } = await login(overHttps)
    expect(attributes(cookie)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure'])
    expect(attributes(device)).toContain('Secure')
    const cleared = await logout(token, overHttps)
    expect(attributes(cleared)).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'Secure'])
  })

  it('the no-JavaScript sign-in form sets the same cookie', async () => {
    const response = await fetch(`${site.url}/admin/login`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': newClientAddress(), ...overHttps },
      body: new URLSearchParams(testAdmin),
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    await response.body?.cancel()
    const cookie = sessionCookieOf(response)
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/)
    expect(deviceCookieOf(response)).toMatch(/^admin_device=/)
    expect(attributes(cookie)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure'])
  })
})

describe('TRUST_PROXY', () => {
  let distant: RunningServer | undefined

  afterAll(async () => {
    await distant?.dispose()
  })

  it('a proxy that is not trusted cannot claim HTTPS or a client address', async () => {
    // Only a proxy at 192.0.2.10 is believed: this test's loopback connection is not that proxy.
    distant = await startServer({
      timeoutMs: 120_000,
      template: inject('databaseTemplate'),
      env: { ...testAdminEnv, TRUST_PROXY: '192.0.2.10' },
    })
    const response = await get(`${distant.url}/`, overHttps)
    await response.body?.cancel()
    expect(response.status).toBe(200)
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()

    const login = await fetch(`${distant.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress(), ...overHttps },
      body: JSON.stringify(testAdmin),
    })
    expect(login.status).toBe(200)
    await login.body?.cancel()
    expect(login.headers.get('Set-Cookie')).not.toContain('Secure')

    // Twenty failed sign-ins "from twenty addresses" are twenty from this one connection address:
    // the next attempt is made to wait, whatever X-Forwarded-For says.
    const attempt = (index: number) =>
      fetch(`${distant?.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
        body: JSON.stringify({ username: `arvaja-${index}`, password: 'vale-parool-123' }),
      })
    for (let index = 0; index < 20; index += 1) {
      const failed = await attempt(index)
      expect(failed.status).toBe(401)
      await failed.body?.cancel()
    }
    const slowed = await attempt(20)
    expect(slowed.status).toBe(429)
    await slowed.body?.cancel()
    // A server of its own and twenty argon2 checks: on a busy two-core machine
    // more than the file's 30 s, within the start's own 120 s.
  }, 180_000)

  it('a bad value stops the server with an Estonian line naming the variable', async () => {
    await expect(startServer({ timeoutMs: 60_000, env: { TRUST_PROXY: 'kõik' } })).rejects.toThrow(
      /TRUST_PROXY \(praegu "kõik"\): peab olema loopback, aadresside või võrkude loend/,
    )
  }, 90_000)
})

/**
 * The headers exactly as they came over the wire (fetch joins a repeated header into one value): each
 * name, lower-cased, with how many times it was sent.
 */
function rawHeaderCounts(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; counts: Map<string, number>; values: Map<string, string[]> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${site.url}${path}`,
      { method: init.method ?? 'GET', headers: { ...overHttps, ...init.headers } },
      (response) => {
        const counts = new Map<string, number>()
        const values = new Map<string, string[]>()
        const raw = response.rawHeaders
        for (let index = 0; index < raw.length; index += 2) {
          const name = raw[index]!.toLowerCase()
          counts.set(name, (counts.get(name) ?? 0) + 1)
          values.set(name, [...(values.get(name) ?? []), raw[index + 1]!])
        }
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, counts, values }))
      },
    )
    request.on('error', reject)
    request.end(init.body)
  })
}

const everyAnswer = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'strict-transport-security',
]

describe('each security header once', () => {
  it('on a public page, a staff page, an order page, an API answer, a 404, a 405 and a refusal', async () => {
    const placed = await fetch(`${site.url}/api/orders`, {
      method: 'POST',
      body: orderForm(),
      headers: { 'X-Forwarded-For': newClientAddress() },
    })
    const { orderId } = (await placed.json()) as { orderId: number }
    expect(placed.status).toBe(201)
    const { token } = await signIn(site.url)
    const order = await fetch(`${site.url}/api/admin/orders?id=${orderId}`, {
      headers: { 'X-Admin-Token': token },
    })
    const { customerUrl } = (await order.json()) as { customerUrl: string }
    const orderPage = new URL(customerUrl).pathname

    const answers: {
      kind: string
      path: string
      status: number
      init?: Parameters<typeof rawHeaderCounts>[1]
    }[] = [
      { kind: 'public page', path: '/', status: 200 },
      { kind: 'material page', path: '/killustik', status: 200 },
      { kind: 'staff page', path: '/admin/login', status: 200 },
      { kind: 'order page', path: orderPage, status: 200 },
      { kind: 'unknown order page', path: `${orderPage.slice(0, -1)}x`, status: 404 },
      { kind: 'API', path: '/api/products', status: 200 },
      { kind: 'page 404', path: '/ei-ole-olemas', status: 404 },
      { kind: 'API 404', path: '/api/ei-ole-olemas', status: 404 },
      { kind: 'page 405', path: '/', status: 405, init: { method: 'PUT' } },
      { kind: 'mangled index 405', path: '/?index=midagi', status: 405, init: { method: 'POST' } },
      { kind: 'API 405', path: '/api/orders', status: 405, init: { method: 'GET' } },
      { kind: 'control character 400', path: '/api/geo/search?q=Tapa%00', status: 400 },
    ]
    for (const { kind, path, status, init } of answers) {
      const answer = await rawHeaderCounts(path, init)
      expect(answer.status, kind).toBe(status)
      for (const name of everyAnswer) expect(answer.counts.get(name), `${kind}: ${name}`).toBe(1)
      expect(answer.counts.get('content-security-policy') ?? 0, kind).toBeLessThanOrEqual(1)
      expect(answer.counts.get('cross-origin-opener-policy') ?? 0, kind).toBeLessThanOrEqual(1)
      expect(answer.counts.get('x-powered-by'), kind).toBeUndefined()
    }

    // Documents have their policy; the order's page and the staff's pages the opener policy as well, the
    // public pages made of islands not (ADR 035). The order page's address carries its token: no referrer
    // leaves the site from it.
    const page = await rawHeaderCounts('/')
    expect(page.counts.get('content-security-policy')).toBe(1)
    expect(page.counts.get('cross-origin-opener-policy')).toBeUndefined()
    expect(page.values.get('referrer-policy')).toEqual(['strict-origin-when-cross-origin'])
    for (const path of ['/admin/login', orderPage]) {
      const document = await rawHeaderCounts(path)
      expect(document.counts.get('content-security-policy'), path).toBe(1)
      expect(document.values.get('cross-origin-opener-policy'), path).toEqual(['same-origin'])
    }
    expect((await rawHeaderCounts(orderPage)).values.get('referrer-policy')).toEqual(['same-origin'])
  })
})
