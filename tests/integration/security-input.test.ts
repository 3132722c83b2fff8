import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import PostalMime from 'postal-mime'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { tokenHash } from '#app/server/auth/sessions.server.ts'
import { openPostgres } from '#app/server/db/database.server.ts'
import { signIn, testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { rawGet } from '../support/raw-get.ts'
import {
  type FormFields,
  formData,
  inquiryBody,
  orderBody,
  postForm as post,
} from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'

/**
 * Hostile input against the production build: path traversal on /media and in the upload's file
 * name, SQL-injection strings in every text field of the public forms and the staff APIs, XSS payloads
 * wherever a text is shown again (staff order and inquiry pages, mails, the home grid, the material
 * page), staff endpoints with no, bad, expired and revoked tokens, and the rate limits.
 * Blog posts' XSS and the token sources are covered in admin-blog-api and admin-auth; here they get
 * the SQL strings and the complete list of staff endpoints.
 */

/** TEST_DATABASE_URL: the server runs on that PostgreSQL database (emptied first) instead of PGlite. */
const databaseUrl = process.env.TEST_DATABASE_URL
/** A file beside the uploads that no /media address may reach. */
const secret = `salajane-${Date.now().toString(36)}`

const site = setupServer({
  env: { ...testAdminEnv, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  beforeStart: async (dataDir) => {
    await writeFile(path.join(dataDir, 'geheim.txt'), secret)
    if (databaseUrl) await emptyPostgresSchema(databaseUrl)
  },
})

/** The server's database, opened by the test while the server is stopped. */
function openServerDatabase() {
  return databaseUrl ? openPostgres(databaseUrl) : site.openDatabase()
}

let token: string
async function adminToken() {
  token ??= (await signIn(site.url)).token
  return token
}

async function adminApi(method: string, url: string, body?: unknown) {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': await adminToken() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json: json as Record<string, unknown>, text }
}

async function html(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${url}`, { headers })
  return { status: response.status, html: await response.text() }
}

async function postForm(url: string, fields: FormFields, client = newClientAddress()) {
  const response = await post(`${site.url}${url}`, fields, client)
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Record<string, unknown>,
  }
}

const picture = (width = 96) =>
  sharp({ create: { width, height: 64, channels: 3, background: '#a08050' } })
    .png()
    .toBuffer()

describe('path traversal', () => {
  it('/media never serves anything outside the uploads, whatever the encoding', async () => {
    const attempts = [
      '/media/../geheim.txt',
      '/media/..%2fgeheim.txt',
      '/media/%2e%2e/geheim.txt',
      '/media/%2e%2e%2fgeheim.txt',
      '/media/%252e%252e%252fgeheim.txt',
      '/media/..%252fgeheim.txt',
      '/media/..\\geheim.txt',
      '/media/..%5cgeheim.txt',
      '/media/%2e%2e%5c%2e%2e%5cpackage.json',
      '/media/....//....//package.json',
      '/media/%2fetc%2fpasswd',
      '/media//etc/passwd',
      '/media/%00../geheim.txt',
      '/media/x.webp%00.png',
      '/media/..%00/geheim.txt',
      '/media/%c0%ae%c0%ae/geheim.txt',
      '/media/.env',
      '/media/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]
    for (const attempt of attempts) {
      // fetch() would normalise the dots away; a raw request line keeps them as an attacker sends them.
      const response = await rawGet(site.url, attempt, 'latin1')
      expect(response.status, attempt).toBeGreaterThanOrEqual(400)
      expect(response.status, attempt).toBeLessThan(500)
      expect(response.body, attempt).not.toContain('root:x:0:0')
      expect(response.body, attempt).not.toContain('"name": "karjaar"')
      expect(response.body, attempt).not.toContain(secret)
    }
  })

  it("the upload's fileName never chooses where the picture goes", async () => {
    const names = [
      '../../server.js',
      '..\\..\\package.json',
      '/etc/passwd',
      '%2e%2e%2fgeheim.txt',
      'pilt.png\u0000.sh',
      '../uploads/../../x.png',
      'C:\\Windows\\win.ini',
      `${'../'.repeat(40)}x.png`,
    ]
    const before = await readdir(site.dataDir)
    for (const fileName of names) {
      const response = await adminApi('POST', '/api/admin/upload', {
        file: (await picture()).toString('base64'),
        fileName,
        contentType: 'image/png',
      })
      expect(response.status, fileName).toBeLessThan(500)
      if (response.status === 200) {
        expect(response.json.url, fileName).toMatch(/^\/media\/[0-9a-f]{24}-\d{2,4}\.(avif|webp)$/)
      } else {
        expect(response.status, fileName).toBe(400)
        expect(response.json.error, fileName).toEqual(expect.any(String))
      }
    }
    // Nothing new beside the uploads, nothing but pictures inside them.
    expect((await readdir(site.dataDir)).sort()).toEqual([...new Set([...before, 'uploads'])].sort())
    for (const name of await readdir(path.join(site.dataDir, 'uploads')))
      expect(name).toMatch(/^[0-9a-f]{24}-\d{2,4}\.(avif|webp)$/)
  })
})

const sqlPayloads = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "1' UNION SELECT token_hash FROM sessions --",
  "Robert'); DROP TABLE inquiries;--",
  "x'; UPDATE products SET price_eur = 0; --",
  '1; SELECT pg_sleep(5)',
  '\\x27 OR 1=1 /*',
]

/** Stored exactly as sent, or refused with an Estonian message: never a 5xx, never interpreted. */
function expectStoredOrRefused(status: number, body: Record<string, unknown>, label: string) {
  expect(status, label).toBeLessThan(500)
  if (status >= 400) {
    expect(status, label).toBe(400)
    const message = JSON.stringify(body)
    expect(message, label).toMatch(/[a-zõäöü]{3}/i)
  }
}

describe('SQL-injection strings', () => {
  it('in every field of an order: stored verbatim or refused', async () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'notes']) {
      for (const payload of sqlPayloads) {
        const fields = { ...orderBody(), [field]: payload }
        const { status, body } = await postForm('/api/orders', fields)
        const label = `${field}: ${payload}`
        expectStoredOrRefused(status, body, label)
        if (status === 201) {
          const stored = await adminApi('GET', `/api/admin/orders?id=${body.orderId}`)
          const order = stored.json as Record<string, string>
          if (field === 'firstName' || field === 'lastName') expect(order.name, label).toContain(payload)
          else expect(order[field], label).toBe(payload)
        } else {
          expect((body.fieldErrors as Record<string, string>)?.[field], label).toEqual(expect.any(String))
        }
      }
    }
  })

  it('in every field of an inquiry: stored verbatim or refused', async () => {
    for (const field of ['name', 'email', 'phone', 'material', 'details']) {
      for (const payload of sqlPayloads) {
        const { status, body } = await postForm('/api/inquiries', { ...inquiryBody(), [field]: payload })
        const label = `${field}: ${payload}`
        expectStoredOrRefused(status, body, label)
        if (status === 201) {
          const list = await adminApi('GET', '/api/admin/inquiries')
          expect(JSON.stringify(list.json), label).toContain(JSON.stringify(payload).slice(1, -1))
        }
      }
    }
  })

  it('as a username or a password: a plain refusal, and the right password still works', async () => {
    for (const [index, payload] of sqlPayloads.entries()) {
      for (const credentials of [
        { username: payload, password: 'mis-iganes-1234' },
        { username: testAdmin.username, password: payload },
        { username: `${testAdmin.username}${payload}`, password: payload },
      ]) {
        const response = await fetch(`${site.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
          body: JSON.stringify(credentials),
        })
        expect([400, 401], JSON.stringify(credentials)).toContain(response.status)
        expect(response.headers.get('Set-Cookie')).toBeNull()
        await response.body?.cancel()
      }
      // A right password ends a run of wrong ones, so the real username never reaches its lockout.
      if (index % 4 === 3) await signIn(site.url)
    }
  })

  it('in the staff product and blog APIs: stored verbatim', async () => {
    for (const payload of sqlPayloads) {
      const product = await adminApi('POST', '/api/admin/products', {
        name: `Kivi ${payload}`.slice(0, 120),
        description: `Kirjeldus ${payload}`,
        priceEur: 7,
        published: false,
      })
      expectStoredOrRefused(product.status, product.json, payload)
      expect(product.status, payload).toBe(201)
      const stored = await adminApi('GET', `/api/admin/products?id=${product.json.id}`)
      expect(stored.json.name).toBe(`Kivi ${payload}`.slice(0, 120))
      expect(stored.json.description).toBe(`Kirjeldus ${payload}`)

      const post = await adminApi('POST', '/api/admin/blog-posts', {
        pealkiri: `Pealkiri ${payload}`,
        teema: `Teema ${payload}`,
        stiil: 'informatiivne',
        sisu: `Sisu ${payload}`,
        published: false,
      })
      expect(post.status, payload).toBe(201)
      expect(post.json.pealkiri).toBe(`Pealkiri ${payload}`)
      expect(post.json.teema).toBe(`Teema ${payload}`)
    }
    // The seeded catalogue still has its prices.
    const catalogue = (await (await fetch(`${site.url}/api/products`)).json()) as { price?: number }[]
    expect(catalogue.length).toBeGreaterThanOrEqual(10)
  })
})

const xssPayloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
]

/** The markup a payload would have to keep to run; escaped text never contains it. */
const live = /<script>alert|<img src=x|<svg onload|href="javascript:|src="javascript:/i

describe('XSS payloads where the text is shown again', () => {
  it('orders: the staff order list, the order page and both mails show them as text', async () => {
    const ids: number[] = []
    for (const payload of xssPayloads) {
      const { status, body } = await postForm('/api/orders', {
        ...orderBody(),
        firstName: `Mari${payload}`,
        lastName: `Turvakontroll${payload}`,
        notes: `Helistage ${payload}`,
        email: `mari+${ids.length}@example.ee`,
      })
      expect(status, payload).toBe(201)
      ids.push(body.orderId as number)
    }
    const cookie = `admin_session=${await adminToken()}`
    const list = await html('/admin/orders', { Cookie: cookie })
    expect(list.status).toBe(200)
    expect(list.html).toContain('Mari&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(list.html).not.toMatch(live)
    for (const id of ids) {
      const page = await html(`/admin/orders/${id}`, { Cookie: cookie })
      expect(page.status).toBe(200)
      expect(page.html).toContain('Helistage ')
      expect(page.html).not.toMatch(live)
    }
    const mails = await mailsContaining('Turvakontroll', ids.length * 2)
    expect(mails.some((mail) => (mail.html ?? '').includes('Turvakontroll&lt;script&gt;'))).toBe(true)
    for (const mail of mails) {
      expect(mail.html ?? '', mail.subject).not.toMatch(live)
      expect(mail.subject ?? '').not.toMatch(/[\r\n]/)
    }
    // Staff and customer mails both.
    expect(new Set(mails.map((mail) => mail.to?.[0]?.address)).size).toBeGreaterThan(1)
  })

  it('inquiries: the staff inquiry list and both mails show them as text', async () => {
    for (const payload of xssPayloads) {
      const { status } = await postForm('/api/inquiries', {
        ...inquiryBody(),
        name: `Kontrollija${payload}`,
        details: `Vaja ${payload}`,
      })
      expect(status, payload).toBe(201)
    }
    const list = await html('/admin/inquiries', { Cookie: `admin_session=${await adminToken()}` })
    expect(list.status).toBe(200)
    expect(list.html).toContain('Kontrollija&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(list.html).not.toMatch(live)
    const mails = await mailsContaining('Kontrollija', xssPayloads.length * 2)
    expect(mails.some((mail) => (mail.html ?? '').includes('Kontrollija&lt;script&gt;'))).toBe(true)
    for (const mail of mails) expect(mail.html ?? '', mail.subject).not.toMatch(live)
  })

  it('a product name and description: the home grid and the material page show them as text', async () => {
    const list = (await adminApi('GET', '/api/admin/products')).json as unknown as {
      id: number
      slug: string | null
      name: string
      description: string
    }[]
    const stone = list.find((product) => product.slug === 'killustik')
    if (!stone) throw new Error('no killustik in the catalogue')
    const payload = xssPayloads.join(' ')
    const created = await adminApi('POST', '/api/admin/products', {
      name: `Uus ${xssPayloads[1]}`,
      description: `Kirjeldus ${payload}`,
      priceEur: 9,
      published: true,
    })
    expect(created.status).toBe(201)
    const renamed = await adminApi('PUT', `/api/admin/products?id=${stone.id}`, {
      name: `Killustik ${xssPayloads[0]}`,
      description: `${stone.description} ${payload}`,
      priceEur: 8,
      published: true,
    })
    expect(renamed.status, renamed.text).toBe(200)
    const home = await html('/')
    expect(home.html).toContain('Uus &quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(home.html).not.toMatch(live)
    const material = await html('/killustik')
    expect(material.status).toBe(200)
    expect(material.html).toContain('Killustik &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(material.html).not.toMatch(live)
  })

  it("a picture address or blog picture of 'javascript:' is refused", async () => {
    const product = await adminApi('POST', '/api/admin/products', {
      name: 'Pildiga kivi',
      description: 'Kirjeldus',
      priceEur: 5,
      published: false,
    })
    const pictured = await adminApi('POST', `/api/admin/products?id=${product.json.id}&action=picture`, {
      url: 'javascript:alert(1)',
      altText: 'kivi',
    })
    expect(pictured.status).toBe(400)
    const post = await adminApi('POST', '/api/admin/blog-posts', {
      pealkiri: 'Pilt',
      teema: 'Teema',
      stiil: 'informatiivne',
      sisu: 'Sisu',
      image_url: 'javascript:alert(1)',
    })
    expect(post.status).toBe(400)
  })
})

interface Mail {
  subject?: string
  html?: string
  text?: string
  to?: { address?: string }[]
}

/** The .eml files written to DATA_DIR/mail (no SMTP_URL) whose text part has the marker. */
async function mailsContaining(marker: string, atLeast: number): Promise<Mail[]> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const dir = path.join(site.dataDir, 'mail')
    const files = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.eml')) : []
    const found: Mail[] = []
    for (const name of files) {
      const mail = (await PostalMime.parse(await readFile(path.join(dir, name)))) as Mail
      if ((mail.text ?? '').includes(marker)) found.push(mail)
    }
    if (found.length >= atLeast) return found
    if (Date.now() > deadline) throw new Error(`only ${found.length} of ${atLeast} mails with ${marker}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('rate limits', () => {
  /** A refusal of a limit: 429, an Estonian sentence, and when to come back. */
  function expectLimited(response: Response, body: Record<string, unknown>, label: string) {
    expect(response.status, label).toBe(429)
    const retryAfter = Number(response.headers.get('Retry-After'))
    expect(retryAfter, `${label}: Retry-After`).toBeGreaterThan(0)
    expect(Number.isInteger(retryAfter), label).toBe(true)
    expect(JSON.stringify(body), label).toMatch(/Liiga palju|Palun|oodake|proovige/)
  }

  async function repeat(times: number, send: () => Promise<Response>) {
    let last: Response | undefined
    for (let index = 0; index < times; index += 1) {
      last = await send()
      if (index < times - 1) {
        expect(last.status, `request ${index + 1} of ${times}`).not.toBe(429)
        await last.body?.cancel()
      }
    }
    if (!last) throw new Error('nothing sent')
    return { response: last, body: (await last.json()) as Record<string, unknown> }
  }

  it('orders, inquiries, sign-in (per username and address, and per address), chat and address search', async () => {
    const orderClient = newClientAddress()
    const orders = await repeat(11, () => post(`${site.url}/api/orders`, orderBody(), orderClient))
    expectLimited(orders.response, orders.body, 'orders')

    const inquiryClient = newClientAddress()
    const inquiries = await repeat(11, () => post(`${site.url}/api/inquiries`, inquiryBody(), inquiryClient))
    expectLimited(inquiries.response, inquiries.body, 'inquiries')

    const login = (username: string, client = newClientAddress()) =>
      fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ username, password: 'vale-parool-123' }),
      })
    // Per username and address (ADR 026): the sixth try from one address waits.
    const pair = newClientAddress()
    const byUsername = await repeat(6, () => login('turva-lukk', pair))
    expectLimited(byUsername.response, byUsername.body, 'sign-in per username and address')
    const guesser = newClientAddress()
    let guesses = 0
    const byAddress = await repeat(21, () => login(`arvaja-${++guesses}`, guesser))
    expectLimited(byAddress.response, byAddress.body, 'sign-in per address')

    const chatSession = `turva-${Date.now().toString(36)}`
    const chat = await repeat(11, () =>
      fetch(`${site.url}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
        body: JSON.stringify({ action: 'sendMessage', sessionId: chatSession, chatInput: 'Tere' }),
      }),
    )
    expectLimited(chat.response, chat.body, 'chat')

    const searcher = newClientAddress()
    const search = await repeat(61, () =>
      fetch(`${site.url}/api/geo/search?q=Tapa`, { headers: { 'X-Forwarded-For': searcher } }),
    )
    expectLimited(search.response, search.body, 'address search')
  })
  it('the order and inquiry forms posted without JavaScript say when to come back too', async () => {
    const pagePost = (path: string, fields: Record<string, string>, client: string) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        body: formData(fields),
        headers: { 'X-Forwarded-For': client },
        redirect: 'manual',
      })
    for (const [path, fields] of [
      ['/killustik', orderBody],
      ['/?index', inquiryBody],
    ] as const) {
      const client = newClientAddress()
      let last: Response | undefined
      for (let index = 0; index < 11; index += 1) {
        last = await pagePost(path, fields(), client)
        if (index < 10) {
          expect(last.status, `${path}: post ${index + 1}`).toBe(302)
          await last.body?.cancel()
        }
      }
      expect(last?.status, path).toBe(429)
      expect(Number(last?.headers.get('Retry-After')), `${path}: Retry-After`).toBeGreaterThan(0)
      expect(await last?.text(), path).toContain('Liiga palju')
    }
  })
})

/** Every staff API call, as method and path. */
const staffCalls: [string, string][] = [
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/products?id=1'],
  ['POST', '/api/admin/products'],
  ['PUT', '/api/admin/products?id=1'],
  ['DELETE', '/api/admin/products?id=1'],
  ['POST', '/api/admin/products?id=1&action=publish'],
  ['POST', '/api/admin/products?id=1&action=picture'],
  ['POST', '/api/admin/upload'],
  ['GET', '/api/admin/audit?entity=product&id=1'],
  ['GET', '/api/admin/materials'],
  ['GET', '/api/admin/materials?slug=killustik'],
  ['PUT', '/api/admin/materials?slug=killustik'],
  ['DELETE', '/api/admin/materials?slug=killustik'],
  ['GET', '/api/admin/business'],
  ['PUT', '/api/admin/business'],
  ['GET', '/api/admin/audit?entity=content&key=business'],
  ...(['testimonials', 'references', 'gallery', 'partners'] as const).flatMap((kind): [string, string][] => [
    ['GET', `/api/admin/${kind}`],
    ['GET', `/api/admin/${kind}?id=1`],
    ['POST', `/api/admin/${kind}`],
    ['PUT', `/api/admin/${kind}?id=1`],
    ['PUT', `/api/admin/${kind}?id=1&action=move`],
    ['DELETE', `/api/admin/${kind}?id=1`],
  ]),
  ['GET', '/api/admin/blog-posts'],
  ['POST', '/api/admin/blog-posts'],
  ['PUT', '/api/admin/blog-posts?id=1'],
  ['DELETE', '/api/admin/blog-posts?id=1'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders?id=1'],
  ['PUT', '/api/admin/orders?id=1'],
  ['GET', '/api/admin/orders/export?from=2026-01-01&to=2026-12-31'],
  ['GET', '/api/admin/inquiries'],
  ['PUT', '/api/admin/inquiries?id=1'],
  ['GET', '/api/admin/mails'],
  ['POST', '/api/admin/mails?id=1&action=retry'],
  ['GET', '/api/admin/deliveries?from=2026-01-01&to=2026-01-31'],
  ['GET', '/api/admin/deliveries.ics?from=2026-01-01&to=2026-01-31'],
  ['GET', '/api/admin/stats?from=2026-01-01&to=2026-01-31'],
  ['GET', '/api/admin/stats/csv?table=kuud&from=2026-01-01&to=2026-01-31'],
  ['GET', '/api/admin/stats/plot?plot=kohad&size=wide&from=2026-01-01&to=2026-01-31'],
  ['POST', '/api/functions/generateBlogContent'],
  ['GET', '/api/auth/session'],
]

/** Every staff page that needs a session; /blogi-admin and /admin/login show their own sign-in form. */
const staffPages = [
  '/admin',
  '/admin/ulevaade',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1/edit',
  '/admin/orders',
  '/admin/orders/1',
  '/admin/inquiries',
  '/admin/mails',
  '/admin/tarned',
  '/admin/materjalid',
  '/admin/materjalid/killustik',
  '/admin/ettevote',
  '/admin/avaleht',
  '/admin/avaleht/tagasiside/uus',
  '/admin/avaleht/galerii/1',
  '/admin/avaleht/galerii/1/kustuta',
]

describe('staff endpoints without a valid session', () => {
  it('no, made-up, expired and revoked tokens: 401 from every API call, the sign-in page for every page', async () => {
    const expired = await signIn(site.url)
    const revoked = await signIn(site.url)
    const logout = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'X-Admin-Token': revoked.token },
    })
    expect(logout.status).toBe(200)
    await logout.body?.cancel()

    // An embedded database belongs to the server while it runs: stop it, end one session's life,
    // look at the tables the SQL strings named, and start again.
    await site.server.stop()
    const db = await openServerDatabase()
    try {
      await db.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${tokenHash(expired.token)}`,
      )
      const count = async (table: string) => {
        const result = await db.db.execute(sql.raw(`select count(*)::int as n from ${table}`))
        const rows = ((result as { rows?: unknown }).rows ?? result) as { n: number }[]
        return rows[0]?.n ?? 0
      }
      // Every table the strings tried to drop or change is there, with its rows.
      expect(await count('orders')).toBeGreaterThan(10)
      expect(await count('inquiries')).toBeGreaterThan(10)
      expect(await count('sessions')).toBeGreaterThan(0)
      const prices = await db.db.execute(sql`select count(*)::int as n from products where price_eur = 0`)
      expect((((prices as { rows?: unknown }).rows ?? prices) as { n: number }[])[0]?.n).toBe(0)
      const verbatim = await db.db.execute(
        sql`select count(*)::int as n from orders where notes = ${"'; DROP TABLE orders; --"}`,
      )
      expect((((verbatim as { rows?: unknown }).rows ?? verbatim) as { n: number }[])[0]?.n).toBe(1)
    } finally {
      await db.close()
    }
    await site.restart()

    const made = 'A'.repeat(43)
    const variants: [string, Record<string, string>][] = [
      ['no token', {}],
      ['made-up header token', { 'X-Admin-Token': made }],
      ['made-up bearer token', { Authorization: `Bearer ${made}` }],
      ['made-up cookie', { Cookie: `admin_session=${made}` }],
      ['empty cookie', { Cookie: 'admin_session=' }],
      ['expired token', { 'X-Admin-Token': expired.token }],
      ['expired cookie', { Cookie: `admin_session=${expired.token}` }],
      ['revoked token', { Authorization: `Bearer ${revoked.token}` }],
      ['revoked cookie', { Cookie: `admin_session=${revoked.token}` }],
    ]
    for (const [label, headers] of variants) {
      for (const [method, url] of staffCalls) {
        const response = await fetch(`${site.url}${url}`, {
          method,
          headers: { 'Content-Type': 'application/json', Origin: site.url, ...headers },
          body: method === 'GET' ? undefined : JSON.stringify({}),
        })
        const what = `${label}: ${method} ${url}`
        expect(response.status, what).toBe(401)
        expect(((await response.json()) as { error?: string }).error, what).toBe('Palun logige sisse.')
      }
      for (const url of staffPages) {
        for (const method of ['GET', 'POST']) {
          const response = await fetch(`${site.url}${url}`, {
            method,
            headers: { Origin: site.url, ...headers },
            body:
              method === 'POST' ? new URLSearchParams({ status: 'kinnitatud', intent: 'status' }) : undefined,
            redirect: 'manual',
          })
          const what = `${label}: ${method} ${url}`
          expect([302, 303, 405], what).toContain(response.status)
          if (response.status !== 405) expect(response.headers.get('Location'), what).toBe('/admin/login')
          await response.body?.cancel()
        }
      }
      const blogAdmin = await fetch(`${site.url}/blogi-admin`, { headers })
      const page = await blogAdmin.text()
      expect(page, label).toContain('Logi sisse')
      expect(page, label).not.toContain('Lisa uus postitus')
    }
    // The same requests with a valid token pass the guard (the control for all of the above).
    const valid = await signIn(site.url)
    const products = await fetch(`${site.url}/api/admin/products`, {
      headers: { 'X-Admin-Token': valid.token },
    })
    expect(products.status).toBe(200)
    await products.body?.cancel()
    const orders = await fetch(`${site.url}/admin/orders`, {
      headers: { Cookie: `admin_session=${valid.token}` },
      redirect: 'manual',
    })
    expect(orders.status).toBe(200)
    await orders.body?.cancel()
  }, 120_000)
})
