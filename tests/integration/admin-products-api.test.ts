import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import type { AdminProduct } from '#app/domain/admin-product.ts'
import { quote } from '#app/domain/quote.ts'
import { orders } from '#app/server/db/schema.server.ts'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { jsonOrText } from '../support/response-body.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * SPEC §7 admin product API and the upload pipeline against the production build: every call with
 * and without a token, the spec's error texts, what the public site shows after each change, and the
 * pictures as stored and served.
 */

const site = setupServer({ env: testAdminEnv })
let token: string
let cookie: string

beforeAll(async () => {
  ;({ token, cookie } = await signIn(site.url))
})

type Product = Omit<AdminProduct, 'createdAt' | 'updatedAt'>

async function call(
  method: string,
  query: string,
  body?: unknown,
  headers: Record<string, string> = { 'X-Admin-Token': token },
) {
  const response = await fetch(`${site.url}/api/admin/products${query}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const json = await jsonOrText(response)
  return { status: response.status, body: json as Record<string, unknown> & Product & Product[] }
}

async function upload(body: unknown, headers: Record<string, string> = { 'X-Admin-Token': token }) {
  const response = await fetch(`${site.url}/api/admin/upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } }
}

async function publicProducts(): Promise<Product[]> {
  return (await fetch(`${site.url}/api/products`)).json() as Promise<Product[]>
}

async function page(pathname: string) {
  // React separates neighbouring text with <!-- --> in server HTML; read the text as a visitor sees it.
  return (await (await fetch(`${site.url}${pathname}`)).text()).replaceAll('<!-- -->', '')
}

/** Uploads a plain PNG of one colour as the picture dialog does. */
async function uploadPng(
  fileName: string,
  create: { width: number; height: number; channels: 3 | 4; background: string },
) {
  const png = await sharp({ create }).png().toBuffer()
  return upload({ file: png.toString('base64'), fileName, contentType: 'image/png' })
}

/** A 1600×1000 JPEG with EXIF (camera and copyright) that must not survive the upload. */
async function photoWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 180, g: 150, b: 110 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Kaamera OÜ', Copyright: 'Salajane Autor' } })
    .toBuffer()
}

const killustik = materials.find((material) => material.slug === 'killustik')!

describe('without a valid token', () => {
  const calls: [string, string][] = [
    ['GET', ''],
    ['GET', '?id=1'],
    ['POST', ''],
    ['PUT', '?id=1'],
    ['DELETE', '?id=1'],
    ['PUT', '?id=1&action=publish'],
    ['PUT', '?id=1&action=unpublish'],
    ['POST', '?id=1&action=picture'],
  ]

  it('answers 401 to every call with no token, a made-up token or a token in the query string', async () => {
    const body = { name: 'X', description: 'Y', priceEur: 1, published: true, url: '/images/x.webp' }
    for (const [method, query] of calls) {
      for (const [headers, suffix] of [
        [{}, ''],
        [{ 'X-Admin-Token': 'a'.repeat(43) }, ''],
        [{ Authorization: 'Bearer avalik-voti' }, ''],
        [{}, `${query ? '&' : '?'}token=${token}`],
      ] as [Record<string, string>, string][]) {
        const response = await call(method, `${query}${suffix}`, method === 'GET' ? undefined : body, headers)
        expect(response.status, `${method} ${query}${suffix}`).toBe(401)
        expect(response.body).toEqual({ error: 'Palun logige sisse.' })
      }
    }
    const refused = await upload({ file: 'AAAA', fileName: 'a.png', contentType: 'image/png' }, {})
    expect(refused.status).toBe(401)
    // Nothing changed.
    expect((await publicProducts()).length).toBe(10)
  })

  it('refuses a revoked token', async () => {
    const session = await signIn(site.url)
    await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'X-Admin-Token': session.token },
    })
    const response = await call('GET', '', undefined, { 'X-Admin-Token': session.token })
    expect(response.status).toBe(401)
  })

  it('accepts the cookie for a change only with our own Origin', async () => {
    const body = { name: 'Küpsisega toode', description: 'Kirjeldus', priceEur: 2, published: false }
    const noOrigin = await call('POST', '', body, { Cookie: cookie })
    expect(noOrigin.status).toBe(403)
    const foreign = await call('POST', '', body, { Cookie: cookie, Origin: 'https://kuri.example' })
    expect(foreign.status).toBe(403)
    expect((await call('GET', '', undefined, { Cookie: cookie })).status).toBe(200)
    const own = await call('POST', '', body, { Cookie: cookie, Origin: site.url })
    expect(own.status).toBe(201)
    expect((await call('DELETE', `?id=${own.body.id}`)).status).toBe(200)
  })
})

describe('the catalogue', () => {
  it('lists the ten seeded materials with prices in euros, and one by id', async () => {
    const list = await call('GET', '')
    expect(list.status).toBe(200)
    expect(list.body).toHaveLength(10)
    const first = list.body[0]!
    expect(first).toMatchObject({ name: 'Sõelutud Täiteliiv', priceEur: 4, published: true, picture: null })
    expect(first.slug).toBe('soelutud-taiteliiv')
    const one = await call('GET', `?id=${first.id}`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual(first)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', '?id=999999')).body).toEqual({ error: 'Toodet ei leitud' })
    expect((await call('GET', '?id=999999')).status).toBe(404)
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('GET', `?id=${id}`)
      expect(response.status, id).toBe(400)
      expect(response.body).toEqual({ error: 'Vigane toote number' })
    }
    // A control character is refused before the route, in any query (app/server/http/control-characters).
    const nul = await call('GET', '?id=1%00')
    expect(nul.status).toBe(400)
    expect(nul.body).toMatchObject({ error: 'Tekstis on lubamatuid märke (id)' })
    expect((await call('PUT', '?id=999999', { name: 'A', description: 'B', priceEur: 1 })).status).toBe(404)
    expect((await call('DELETE', '?id=999999')).status).toBe(404)
    expect((await call('PUT', '?id=999999&action=publish')).status).toBe(404)
  })

  it('refuses invalid products with Estonian messages per field and stores nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ description: 'B', priceEur: 1 }, { name: 'Toote nimi on kohustuslik' }],
      [{ name: '   ', description: 'B', priceEur: 1 }, { name: 'Toote nimi on kohustuslik' }],
      [{ name: '\u200b\u2060', description: 'B', priceEur: 1 }, { name: 'Toote nimi on kohustuslik' }],
      [{ name: 'A', description: '', priceEur: 1 }, { description: 'Kirjeldus on kohustuslik' }],
      [{ name: 'A', description: 'B', priceEur: -1 }, { priceEur: 'Vigane hind' }],
      [{ name: 'A', description: 'B', priceEur: 'neli' }, { priceEur: 'Vigane hind' }],
      [{ name: 'A', description: 'B', priceEur: 3.505 }, { priceEur: 'Vigane hind' }],
      [{ name: 'A', description: 'B' }, { priceEur: 'Vigane hind' }],
      [{ name: 'A', description: 'B', priceEur: 1e9 }, { priceEur: 'Vigane hind' }],
      [
        { name: 'A'.repeat(121), description: 'B', priceEur: 1 },
        { name: 'Toote nimi võib olla kuni 120 märki' },
      ],
      [{ name: 'A\u0000', description: 'B', priceEur: 1 }, { name: 'Tekstis on lubamatuid märke' }],
      [{ name: 'A', description: 'B', priceEur: 1, published: 'jah' }, { published: expect.any(String) }],
      [{ name: ['A'], description: { b: 1 }, priceEur: 1 }, { name: expect.any(String) }],
    ]
    for (const [body, fieldErrors] of cases) {
      const response = await call('POST', '', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.fieldErrors).toMatchObject(fieldErrors)
      expect(typeof response.body.error).toBe('string')
    }
    for (const body of ['{', 'null', '[]', '"tekst"', '{"__proto__": {"admin": true}}']) {
      const response = await call('POST', '', body)
      expect(response.status, body).toBe(400)
    }
    expect((await call('GET', '')).body).toHaveLength(10)
  })
})

describe('changes staff make are what the public site shows', () => {
  it('creates a product with a picture: on the home grid with its picture, and in /api/products', async () => {
    const created = await call('POST', '', {
      name: 'Graniitkillustik 8-16',
      description: 'Hall graniitkillustik teekatete ja betooni jaoks.',
      priceEur: '12,5',
      published: true,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      slug: null,
      name: 'Graniitkillustik 8-16',
      priceEur: 12.5,
      published: true,
      picture: null,
    })
    const id = created.body.id

    const photo = await photoWithMetadata()
    const uploaded = await upload({
      file: photo.toString('base64'),
      fileName: 'graniit.jpg',
      contentType: 'image/jpeg',
    })
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.url).toMatch(/^\/media\/[0-9a-f]{24}-1280\.webp$/)
    const url = uploaded.body.url!

    const withPicture = await call('POST', `?id=${id}&action=picture`, {
      url,
      altText: 'Graniitkillustiku kuhi',
    })
    expect(withPicture.status).toBe(200)
    expect(withPicture.body.picture).toEqual({ url, altText: 'Graniitkillustiku kuhi' })

    const listed = (await publicProducts()).find((product) => product.id === id)
    expect(listed).toMatchObject({ name: 'Graniitkillustik 8-16', priceEur: 12.5, picture: { url } })
    const home = await page('/')
    expect(home).toContain('Graniitkillustik 8-16')
    expect(home).toContain(`src="${url}"`)
    expect(home).toContain('alt="Graniitkillustiku kuhi"')
    expect(home).toContain(url.replace('-1280.webp', '-640.avif 640w'))

    // The stored files: both formats in every width, served for good, without the camera's metadata.
    const served = await fetch(`${site.url}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/webp')
    expect(served.headers.get('Cache-Control')).toContain('immutable')
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 800 })
    expect(metadata.exif).toBeUndefined()
    for (const width of [320, 640, 960]) {
      const avif = await fetch(`${site.url}${url.replace('-1280.webp', `-${width}.avif`)}`)
      expect(avif.status, `${width} avif`).toBe(200)
      expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(width)
    }

    const audit = await fetch(`${site.url}/api/admin/audit?entity=product&id=${id}`, {
      headers: { 'X-Admin-Token': token },
    })
    const entries = (await audit.json()) as { action: string; adminUsername: string }[]
    expect(entries.map((entry) => entry.action)).toEqual(['picture', 'create'])
    expect(entries.every((entry) => entry.adminUsername === 'haldur')).toBe(true)
  })

  it('changes a material’s price: its page, structured data and the order total follow', async () => {
    const product = (await call('GET', '')).body.find((item) => item.slug === 'killustik')!
    expect(product.priceEur).toBe(8)
    const updated = await call('PUT', `?id=${product.id}`, {
      name: product.name,
      description: 'Purustatud paekivi killustik 16-32 mm vundamendi ja teede alla.',
      priceEur: 9.5,
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ priceEur: 9.5, published: true })

    const html = await page('/killustik')
    expect(html).toContain('Hind 9,5 €/t+km')
    expect(html).toMatch(/11,78\s€\/t koos käibemaksuga/)
    expect(html).toContain('Purustatud paekivi killustik 16-32 mm vundamendi ja teede alla.')
    expect(html).toContain('"price":"9.50"')
    expect(html).toContain('Hind 9,5 €/t + käibemaks. Kohaletoomine 4x8 kalluriga alates 8 tonnist.')
    expect((await publicProducts()).find((item) => item.slug === 'killustik')?.priceEur).toBe(9.5)

    // An order placed now is priced by the server at the new price.
    const ordered = await postForm(`${site.url}/api/orders`, orderBody({ quantity: '3' }))
    const result = (await ordered.json()) as { ok: boolean; orderId: number }
    expect(result.ok, JSON.stringify(result)).toBe(true)
    placedOrderId = result.orderId
    expect(killustik.priceCents).toBe(800)
  })

  it('unpublishes and publishes: gone from /api/products and the home grid, shown as not available', async () => {
    const product = (await call('GET', '')).body.find((item) => item.slug === 'purukruus')!
    const hidden = await call('PUT', `?id=${product.id}&action=unpublish`)
    expect(hidden.status).toBe(200)
    expect(hidden.body.published).toBe(false)
    expect((await publicProducts()).some((item) => item.id === product.id)).toBe(false)
    expect(await page('/')).not.toContain(`/purukruus#order-form`)
    expect(await page('/purukruus')).toContain('OutOfStock')

    const shown = await call('PUT', `?id=${product.id}&action=publish`)
    expect(shown.body.published).toBe(true)
    expect((await publicProducts()).some((item) => item.id === product.id)).toBe(true)
  })

  it('deletes a product for good', async () => {
    const created = await call('POST', '', { name: 'Ajutine', description: 'Kustutamiseks', priceEur: 1 })
    expect(created.body.published).toBe(false)
    expect((await call('DELETE', `?id=${created.body.id}`)).body).toEqual({ ok: true })
    expect((await call('GET', `?id=${created.body.id}`)).status).toBe(404)
    expect((await call('DELETE', `?id=${created.body.id}`)).status).toBe(404)
  })

  it('takes only our own picture URLs, and alt text within limits', async () => {
    const product = (await call('GET', '')).body[0]!
    for (const url of ['https://kuri.example/a.jpg', 'javascript:alert(1)', '/media/../db/x.webp', '']) {
      const response = await call('POST', `?id=${product.id}&action=picture`, { url })
      expect(response.status, url).toBe(400)
      expect(response.body.error).toBe('Pildi aadress peab olema selle saidi üles laaditud pilt')
    }
    const long = await call('POST', `?id=${product.id}&action=picture`, {
      url: '/images/materials/killustik-768.webp',
      altText: 'x'.repeat(301),
    })
    expect(long.status).toBe(400)
    expect((await call('GET', `?id=${product.id}`)).body.picture).toBeNull()
  })

  it('refuses unknown actions and methods', async () => {
    expect((await call('PUT', '?id=1&action=kustuta')).status).toBe(400)
    expect((await call('POST', '?id=1')).status).toBe(400)
    expect((await call('PATCH', '?id=1', {})).status).toBe(405)
  })
})

describe('POST /api/admin/upload', () => {
  it('refuses what is not a picture, by its content', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const cases: [unknown, number, string][] = [
      [
        { file: text.toString('base64'), fileName: 'pilt.png', contentType: 'image/png' },
        415,
        'Fail ei ole pilt',
      ],
      [
        {
          file: (await photoWithMetadata()).subarray(0, 2000).toString('base64'),
          fileName: 'a.jpg',
          contentType: 'image/jpeg',
        },
        415,
        'Fail ei ole pilt',
      ],
      [{ file: '%%%ei-ole-base64%%%', fileName: 'a.png', contentType: 'image/png' }, 400, 'base64'],
      [{ file: '', fileName: 'a.png', contentType: 'image/png' }, 400, 'tühi'],
      [{ fileName: 'a.png', contentType: 'image/png' }, 400, 'Vigane üleslaadimine'],
      [{ file: 12, fileName: 'a.png', contentType: 'image/png' }, 400, 'Vigane üleslaadimine'],
    ]
    for (const [body, status, error] of cases) {
      const response = await upload(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(response.body.error).toContain(error)
    }
  })

  it('refuses a picture over 10 MB, and a body over the upload limit before reading it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64')
    const response = await upload({ file: big, fileName: 'suur.png', contentType: 'image/png' })
    expect(response.status).toBe(413)
    expect(response.body.error).toBe('Pilt on liiga suur (kuni 10 MB).')
    const huge = await fetch(`${site.url}/api/admin/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
      body: JSON.stringify({ file: 'A'.repeat(15 * 1024 * 1024) }),
    })
    expect(huge.status).toBe(413)
  })

  it('takes a picture only a few pixels wide, stored under its own width', async () => {
    const response = await uploadPng('t.png', { width: 8, height: 8, channels: 3, background: '#aa8855' })
    expect(response.status).toBe(200)
    expect(response.body.url).toMatch(/^\/media\/[0-9a-f]{24}-8\.webp$/)
    for (const format of ['webp', 'avif']) {
      const served = await fetch(`${site.url}${response.body.url!.replace(/webp$/, format)}`)
      expect(served.status).toBe(200)
    }
  })

  it('keeps a small picture at its own width and serves nothing outside the uploads', async () => {
    const response = await uploadPng('v.png', { width: 500, height: 300, channels: 4, background: '#445566' })
    expect(response.body.url).toMatch(/-500\.webp$/)
    expect((await fetch(`${site.url}${response.body.url!.replace('-500.webp', '-320.avif')}`)).status).toBe(
      200,
    )
    for (const probe of [
      '/media/../db/PG_VERSION',
      '/media/%2e%2e/db/PG_VERSION',
      '/media/..%2fdb%2fPG_VERSION',
      '/media/nonexistent.webp',
    ]) {
      const served = await fetch(`${site.url}${probe}`)
      expect([403, 404], probe).toContain(served.status)
    }
  })
})

let placedOrderId: number | undefined

describe('the stored order', () => {
  it('was priced at the price staff set', async () => {
    expect(placedOrderId).toBeDefined()
    await site.server.stop()
    const db = await site.openDatabase()
    try {
      const [row] = await db.db.select().from(orders).where(eq(orders.id, placedOrderId!))
      const expected = quote({ unitPriceCents: 950, quantityTonnes: 3, delivery: { option: 'self' } })
      expect(row).toMatchObject({ unitPriceCents: 950, quantity: 3, totalPriceCents: expected.totalCents })
    } finally {
      await db.close()
    }
  })
})
