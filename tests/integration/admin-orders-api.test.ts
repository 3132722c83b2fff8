import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { openPglite } from '#app/server/db/database.server.ts'
import { auditLog, inquiries, orders, outbox } from '#app/server/db/schema.server.ts'
import { freePort } from '../../scripts/free-port.js'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { copyDatabaseTemplate } from '../support/database-template.ts'
import { storeInvoicingBusiness } from '../support/invoicing.ts'
import { placeOrder } from '../support/orders-api.ts'
import { loggedMailFailures, type RunningServer, startServer } from '../support/server-process.ts'
import { mailsBeforeMarker, type SmtpPeer, startSmtpPeer } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * The staff inbox API against the production build: orders, inquiries and failed mails. The data that
 * needs exact times (pagination, the Tallinn day boundaries of the CSV export) is written into the
 * server's database before it starts; one order goes through the public order API while SMTP is down, so
 * its two mails are real outbox jobs that then ran out of attempts.
 */

let dataDir: string
let server: RunningServer
let smtp: SmtpPeer
let token: string
let cookie: string
let apiOrderId: number
/** A day any order may be confirmed for, 09:00–12:00. */
const workday = nextWorkingDay()

const formulaName = '=HYPERLINK("http://kuri.example/x";"Ava")'

interface SeededOrder {
  at: string
  name?: string
  notes?: string | null
  staffNote?: string | null
  status?: 'uus' | 'kinnitatud' | 'tarnitud' | 'tühistatud'
  unitPriceCents?: number
  /** A company buyer that wants e-invoices, without an account. */
  company?: boolean
}

/** 30 ordinary January orders, and four around the night the clocks went forward (29.03.2026). */
const seeded: SeededOrder[] = [
  ...Array.from({ length: 30 }, (_, index) => ({
    at: `2026-01-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
    status: (index < 3 ? 'tarnitud' : index < 5 ? 'tühistatud' : 'uus') as SeededOrder['status'],
  })),
  // 28.03 23:59:59.999 in Tallinn (UTC+2): not on the 29th.
  { at: '2026-03-28T21:59:59.999Z', name: 'Enne Keskööd', company: true },
  // 29.03 00:00 in Tallinn: the first moment of the 29th.
  {
    at: '2026-03-28T22:00:00Z',
    name: formulaName,
    notes: '+372 kõne enne; "kohale" 8-ks\nteine rida',
    staffNote: '-5% allahindlus',
    unitPriceCents: 123_450,
  },
  // 29.03 23:59:59 in Tallinn, now UTC+3 after the change.
  { at: '2026-03-29T20:59:59Z', name: '@Viimane Hetk', notes: '-2+3' },
  // 30.03 00:00 in Tallinn: not on the 29th any more.
  { at: '2026-03-29T21:00:00Z', name: 'Järgmine Päev' },
]

async function seed(db: Awaited<ReturnType<typeof openPglite>>['db']) {
  for (const [index, order] of seeded.entries()) {
    const unit = order.unitPriceCents ?? 1_200
    const net = unit * 10
    const vat = Math.round(net * 0.24)
    await db.insert(orders).values({
      productName: 'Killustik',
      quantity: 10,
      unitPriceCents: unit,
      deliveryOption: 'self',
      netPriceCents: net,
      vatCents: vat,
      totalPriceCents: net + vat,
      name: order.name ?? `Klient ${index + 1}`,
      email: `klient${index + 1}@example.ee`,
      phone: '+372 5555 0000',
      notes: order.notes ?? null,
      staffNote: order.staffNote ?? null,
      status: order.status ?? 'uus',
      timestamp: new Date(order.at),
      idempotencyKey: `seed-${index}`,
      ...(order.company
        ? {
            companyName: 'Ehitus OÜ',
            companyRegistryCode: '12345678',
            companyVatNumber: 'EE101234567',
            buyerReference: '=Objekt 7',
            companyEInvoice: true,
          }
        : {}),
    })
  }
  for (const [index, at] of [
    '2026-02-01T08:00:00Z',
    '2026-02-02T08:00:00Z',
    '2026-02-03T08:00:00Z',
  ].entries()) {
    await db.insert(inquiries).values({
      name: `Küsija ${index + 1}`,
      email: `kysija${index + 1}@example.ee`,
      phone: '5555 1111',
      material: 'Killustik',
      details: `${20 + index} tonni Rakverre`,
      createdAt: new Date(at),
      idempotencyKey: `seed-inquiry-${index}`,
    })
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-admin-orders-'))
  const template = inject('databaseTemplate')
  if (template) await copyDatabaseTemplate(template, dataDir)
  const env = { ...testAdminEnv, GEO_PROVIDER: 'builtin' }

  // First run: SMTP is down while a visitor orders.
  const closedPort = await freePort()
  const first = await startServer({
    dataDir,
    timeoutMs: 120_000,
    env: { ...env, SMTP_URL: `smtp://127.0.0.1:${closedPort}` },
  })
  try {
    apiOrderId = await placeOrder(first, {
      firstName: 'Veebi',
      lastName: 'Tellija',
      email: 'veebi.tellija@example.ee',
      phone: '5555 2222',
      quantity: '12',
      notes: 'Palun helistage enne',
    })
    // The worker's first attempt of each of the order's two mails meets the closed port.
    await vi.waitFor(() => expect(loggedMailFailures(first.output(), /ECONNREFUSED/).size).toBe(2), {
      timeout: 30_000,
      interval: 50,
    })
  } finally {
    expect(await first.stop()).toBe(0)
  }

  // While the site is down: the mails used up their attempts, and older orders are loaded.
  const database = await openPglite(path.join(dataDir, 'db'))
  try {
    const jobs = await database.db.select().from(outbox)
    expect(jobs).toHaveLength(2)
    expect(jobs.every((job) => /ECONNREFUSED/.test(job.lastError ?? ''))).toBe(true)
    await database.db.update(outbox).set({ status: 'failed', attempts: 8, lockedUntil: null })
    await seed(database.db)
    // Delivering issues an invoice, which needs the seller's registry code, KMKR number and IBAN.
    await storeInvoicingBusiness(database.db)
  } finally {
    await database.close()
  }

  smtp = await startSmtpPeer()
  server = await startServer({ dataDir, timeoutMs: 120_000, env: { ...env, SMTP_URL: smtp.url } })
  ;({ token, cookie } = await signIn(server.url))
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

function call(
  pathAndQuery: string,
  init: {
    method?: string
    body?: unknown
    rawBody?: string
    headers?: Record<string, string>
    auth?: boolean
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.auth !== false) headers['X-Admin-Token'] = token
  let body: string | undefined
  if (init.rawBody !== undefined) body = init.rawBody
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers['Content-Type'] ??= 'application/json'
  }
  return fetch(`${server.url}${pathAndQuery}`, { method: init.method ?? 'GET', headers, body })
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T
}

interface OrderJson {
  id: number
  status: string
  staffNote: string | null
  totalPrice: number
  unitPrice: number
  history: { admin: string; action: string; before: unknown; after: unknown; at: string }[]
  [key: string]: unknown
}

/** The seeded order with this customer name. */
async function seededId(name: string): Promise<number> {
  for (let page = 1; page <= 2; page += 1) {
    const list = await json<{ orders: { id: number; name: string }[] }>(
      await call(`/api/admin/orders?page=${page}`),
    )
    const found = list.orders.find((order) => order.name === name)
    if (found) return found.id
  }
  throw new Error(`no order of ${name}`)
}

describe('who may call the inbox API', () => {
  const calls: { path: string; method: string; body?: unknown }[] = [
    { path: '/api/admin/orders', method: 'GET' },
    { path: '/api/admin/orders?id=1', method: 'GET' },
    { path: '/api/admin/orders?id=1', method: 'PUT', body: { status: 'kinnitatud' } },
    { path: '/api/admin/orders/export?from=2026-01-01&to=2026-01-31', method: 'GET' },
    { path: '/api/admin/inquiries', method: 'GET' },
    { path: '/api/admin/inquiries?id=1', method: 'GET' },
    { path: '/api/admin/inquiries?id=1', method: 'PUT', body: { status: 'vastatud' } },
    { path: '/api/admin/mails', method: 'GET' },
    { path: '/api/admin/mails?id=1&action=retry', method: 'POST' },
  ]

  it('refuses every call without a token, and a token in the query string only', async () => {
    for (const { path: target, method, body } of calls) {
      const bare = await call(target, { method, body, auth: false })
      expect(bare.status, `${method} ${target}`).toBe(401)
      expect(await bare.json()).toEqual({ error: 'Palun logige sisse.' })
      const joiner = target.includes('?') ? '&' : '?'
      const inQuery = await call(`${target}${joiner}token=${token}&admin_token=${token}`, {
        method,
        body,
        auth: false,
      })
      expect(inQuery.status, `${method} ${target} with ?token=`).toBe(401)
    }
    // Nothing was changed by the refused calls (order 1 is the visitor's, placed first).
    const order = await json<OrderJson>(await call('/api/admin/orders?id=1'))
    expect(order.status).toBe('uus')
    expect(order.history).toEqual([])
  })

  it('answers the header token, and refuses a change authorised by the cookie from another site', async () => {
    expect((await call('/api/admin/orders')).status).toBe(200)
    expect((await call('/api/admin/mails')).status).toBe(200)
    const viaCookie = await call('/api/admin/orders', { auth: false, headers: { Cookie: cookie } })
    expect(viaCookie.status).toBe(200)
    const forged = await call('/api/admin/orders?id=1', {
      method: 'PUT',
      body: { status: 'kinnitatud' },
      auth: false,
      headers: { Cookie: cookie, Origin: 'https://kuri.example' },
    })
    expect(forged.status).toBe(403)
  })
})

describe('GET /api/admin/orders', () => {
  it('lists the newest first, 25 a page, with the page count and total', async () => {
    const first = await json<{ orders: OrderJson[]; page: number; pageCount: number; total: number }>(
      await call('/api/admin/orders'),
    )
    expect(first.total).toBe(seeded.length + 1)
    expect(first.page).toBe(1)
    expect(first.pageCount).toBe(2)
    expect(first.orders).toHaveLength(25)
    expect(first.orders[0]?.id).toBe(apiOrderId)
    expect(first.orders[1]?.name).toBe('Järgmine Päev')
    const times = first.orders.map((order) => Date.parse(String(order.timestamp)))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    const second = await json<{ orders: OrderJson[]; page: number }>(await call('/api/admin/orders?page=2'))
    expect(second.page).toBe(2)
    expect(second.orders).toHaveLength(seeded.length + 1 - 25)
    expect(second.orders.at(-1)?.timestamp).toBe('2026-01-01T10:00:00.000Z')
    const ids = new Set([...first.orders, ...second.orders].map((order) => order.id))
    expect(ids.size).toBe(seeded.length + 1)
  })

  it('filters by status, with a count for every status', async () => {
    const delivered = await json<{ orders: OrderJson[]; total: number; counts: Record<string, number> }>(
      await call('/api/admin/orders?status=tarnitud'),
    )
    expect(delivered.total).toBe(3)
    expect(delivered.orders.map((order) => order.status)).toEqual(['tarnitud', 'tarnitud', 'tarnitud'])
    expect(delivered.counts).toEqual({
      uus: seeded.length + 1 - 5,
      kinnitatud: 0,
      tarnitud: 3,
      tühistatud: 2,
    })
    const cancelled = await json<{ orders: OrderJson[] }>(
      await call(`/api/admin/orders?status=${encodeURIComponent('tühistatud')}`),
    )
    expect(cancelled.orders).toHaveLength(2)
  })

  it('gives one order with every field, money in euros', async () => {
    const order = await json<OrderJson>(await call(`/api/admin/orders?id=${apiOrderId}`))
    const products = await json<{ slug: string; priceEur: number }[]>(
      await fetch(`${server.url}/api/products`),
    )
    const price = products.find((product) => product.slug === 'killustik')?.priceEur
    expect(order).toMatchObject({
      id: apiOrderId,
      status: 'uus',
      productName: 'Killustik',
      quantity: 12,
      unitPrice: price,
      deliveryOption: 'self',
      deliveryAddress: null,
      distanceKm: null,
      deliveryCost: 0,
      name: 'Veebi Tellija',
      email: 'veebi.tellija@example.ee',
      phone: '5555 2222',
      notes: 'Palun helistage enne',
      staffNote: null,
      history: [],
    })
    expect(typeof order.totalPrice).toBe('number')
    expect(Math.round(order.totalPrice * 100)).toBe(
      Math.round(Number(order.netPrice) * 100 + Number(order.vat) * 100),
    )
    expect(order).not.toHaveProperty('idempotencyKey')
    expect(order).not.toHaveProperty('clientIpHash')
  })

  it('answers an unknown order with 404 and bad parameters with 400, in Estonian', async () => {
    const missing = await call('/api/admin/orders?id=999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Tellimust ei leitud.' })
    for (const query of [
      'id=abc',
      'id=0',
      'id=-1',
      'id=1.5',
      'id=1e3',
      'id=99999999999',
      'id=',
      'page=0',
      'page=x',
      'page=-2',
      `page=${'9'.repeat(40)}`,
      'status=valmis',
      'status=__proto__',
      'id=1&id=2',
    ]) {
      const response = await call(`/api/admin/orders?${query}`)
      expect(response.status, query).toBe(400)
      const body = await json<{ error: string }>(response)
      expect(body.error, query).toMatch(/[a-zõäöü]/i)
    }
  })
})

describe('PUT /api/admin/orders: status changes', () => {
  it('moves uus → kinnitatud → tarnitud with a note, and refuses every other step', async () => {
    const id = await seededId('Klient 10')
    const put = (body: unknown) => call(`/api/admin/orders?id=${id}`, { method: 'PUT', body })

    const skip = await put({ status: 'tarnitud' })
    expect(skip.status).toBe(409)
    expect(await skip.json()).toEqual({
      error: 'Olekust „Uus“ saab viia ainult olekusse „Kinnitatud“ või „Tühistatud“.',
    })

    // Confirming takes a day and a window.
    const bare = await put({ status: 'kinnitatud' })
    expect(bare.status).toBe(400)
    expect(await bare.json()).toEqual({
      error: 'Kinnitamiseks valige kuupäev ja ajavahemik.',
      field: 'deliveryDate',
    })
    const confirmed = await put({
      status: 'kinnitatud',
      deliveryDate: workday,
      timeWindow: '09:00-11:00',
      staffNote: 'Hind kinnitatud telefonis, tarne R 8:00',
    })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({
      id,
      status: 'kinnitatud',
      deliveryDate: workday,
      timeWindow: '09:00-11:00',
      staffNote: 'Hind kinnitatud telefonis, tarne R 8:00',
    })
    expect((await put({ status: 'kinnitatud' })).status).toBe(409)
    expect((await put({ status: 'uus' })).status).toBe(409)

    const delivered = await put({ status: 'tarnitud' })
    expect(delivered.status).toBe(200)
    // Without a new note the earlier one stays.
    expect(await delivered.json()).toMatchObject({
      status: 'tarnitud',
      staffNote: 'Hind kinnitatud telefonis, tarne R 8:00',
    })
    for (const status of ['tühistatud', 'kinnitatud', 'uus']) {
      const refused = await put({ status })
      expect(refused.status, status).toBe(409)
      expect((await json<{ error: string }>(refused)).error).toMatch(/ei saa enam muuta/)
    }

    const order = await json<OrderJson>(await call(`/api/admin/orders?id=${id}`))
    expect(order.status).toBe('tarnitud')
    // The history, newest first: who, what, when.
    expect(order.history).toHaveLength(2)
    expect(order.history[0]).toMatchObject({
      admin: 'haldur',
      action: 'status',
      before: { status: 'kinnitatud', staffNote: 'Hind kinnitatud telefonis, tarne R 8:00' },
      after: { status: 'tarnitud', staffNote: 'Hind kinnitatud telefonis, tarne R 8:00' },
    })
    expect(order.history[1]).toMatchObject({
      admin: 'haldur',
      action: 'confirm',
      before: { status: 'uus', staffNote: null, deliveryDate: null },
      after: {
        status: 'kinnitatud',
        staffNote: 'Hind kinnitatud telefonis, tarne R 8:00',
        deliveryDate: workday,
        timeWindow: '09:00-11:00',
      },
    })
    expect(Date.parse(order.history[1]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it('cancels a new or a confirmed order, and a cancelled one stays cancelled', async () => {
    const fresh = await seededId('Klient 11')
    expect(
      (await call(`/api/admin/orders?id=${fresh}`, { method: 'PUT', body: { status: 'tühistatud' } })).status,
    ).toBe(200)
    expect(
      (await call(`/api/admin/orders?id=${fresh}`, { method: 'PUT', body: { status: 'kinnitatud' } })).status,
    ).toBe(409)

    const confirmed = await seededId('Klient 12')
    expect(
      (
        await call(`/api/admin/orders?id=${confirmed}`, {
          method: 'PUT',
          body: { status: 'kinnitatud', deliveryDate: workday, timeWindow: '10:00-12:00' },
        })
      ).status,
    ).toBe(200)
    const cancelled = await call(`/api/admin/orders?id=${confirmed}`, {
      method: 'PUT',
      body: { status: 'tühistatud', staffNote: 'Klient loobus 🚫 – „liiga kallis“' },
    })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ staffNote: 'Klient loobus 🚫 – „liiga kallis“' })
    expect(
      (await call('/api/admin/orders?id=999999', { method: 'PUT', body: { status: 'kinnitatud' } })).status,
    ).toBe(404)
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const id = await seededId('Klient 13')
    const before = await json<OrderJson>(await call(`/api/admin/orders?id=${id}`))
    const asJson = { 'Content-Type': 'application/json' }
    const asForm = { 'Content-Type': 'application/x-www-form-urlencoded' }
    const bodies: { rawBody?: string; body?: unknown; headers?: Record<string, string>; why: string }[] = [
      { rawBody: '{"status":', headers: asJson, why: 'broken JSON' },
      { rawBody: '"kinnitatud"', headers: asJson, why: 'not an object' },
      { rawBody: '[{"status":"kinnitatud"}]', headers: asJson, why: 'an array' },
      { rawBody: 'status=kinnitatud', headers: asForm, why: 'a form' },
      { body: {}, why: 'no status' },
      { body: { status: 123 }, why: 'a number' },
      { body: { status: ['kinnitatud'] }, why: 'an array status' },
      { body: { status: 'valmis' }, why: 'an unknown status' },
      { body: { status: 'Kinnitatud' }, why: 'the label, not the value' },
      { body: { status: 'kinnitatud', staffNote: 42 }, why: 'a number note' },
      { body: { status: 'kinnitatud', staffNote: 'õ'.repeat(2001) }, why: 'a huge note' },
      { body: { status: 'kinnitatud', extra: true }, why: 'an unknown field' },
      { body: { status: 'kinnitatud' }, why: 'a confirmation without a day' },
      { body: { status: 'kinnitatud', staffNote: 'null\u0000bait' }, why: 'a NUL in the note' },
      {
        rawBody: '{"status":"kinnitatud","__proto__":{"status":"tarnitud"}}',
        headers: asJson,
        why: '__proto__',
      },
      {
        rawBody: '{"status":"kinnitatud","constructor":{"prototype":{"x":1}}}',
        headers: asJson,
        why: 'constructor',
      },
    ]
    for (const { why, ...init } of bodies) {
      const response = await call(`/api/admin/orders?id=${id}`, { method: 'PUT', ...init })
      expect(response.status, why).toBe(400)
      const body = await json<{ error: string }>(response)
      expect(typeof body.error, why).toBe('string')
    }
    // A missing or unknown status is answered with the allowed values, the API's words since it began.
    for (const body of [{}, { status: 'valmis' }]) {
      const response = await call(`/api/admin/orders?id=${id}`, { method: 'PUT', body })
      expect(await json<{ error: string }>(response)).toEqual({
        error: 'Staatus peab olema üks järgmistest: uus, kinnitatud, tarnitud, tühistatud.',
      })
    }
    for (const query of ['id=abc', 'id=0', 'id=', '', 'id=1.5']) {
      const response = await call(`/api/admin/orders?${query}`, {
        method: 'PUT',
        body: { status: 'kinnitatud' },
      })
      expect(response.status, query).toBe(400)
    }
    expect((await call(`/api/admin/orders?id=${id}`, { method: 'DELETE' })).status).toBe(405)
    const after = await json<OrderJson>(await call(`/api/admin/orders?id=${id}`))
    expect(after).toEqual(before)
    expect(({} as Record<string, unknown>).status).toBeUndefined()
  })
})

describe('GET /api/admin/orders/export', () => {
  async function exportCsv(from: string, to: string) {
    const response = await call(`/api/admin/orders/export?from=${from}&to=${to}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv; charset=utf-8/)
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="tellimused-${from}-${to}.csv"`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
  }

  it('writes the orders of the Tallinn calendar days, for Estonian Excel', async () => {
    const { bytes, text } = await exportCsv('2026-03-29', '2026-03-29')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.startsWith('\uFEFFNr;Aeg;Staatus;Klient;E-post;Telefon;Materjal;Kogus (t);')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines.at(-1)).toBe('')
    // The header, the two orders of that day (one row holds a quoted line break), nothing else.
    const body = text.slice(1).split('\r\n').slice(1, -1).join('\r\n')
    expect(body).not.toContain('Enne Keskööd')
    expect(body).not.toContain('Järgmine Päev')
    const first = body.split('\r\n')[0] ?? ''
    const cells = first.split(';')
    expect(cells[1]).toBe('29.03.2026 00:00')
    expect(cells[2]).toBe('Uus')
    // A name that is a formula is made text, and quoted because it holds a semicolon and quotes.
    expect(cells.slice(3, 5).join(';')).toBe(`"'=HYPERLINK(""http://kuri.example/x"";""Ava"")"`)
    expect(first).toContain(';1234,50;')
    expect(first).toContain(';12345,00;')
    expect(first).toContain(`;"'+372 kõne enne; ""kohale"" 8-ks\nteine rida";'-5% allahindlus`)
    expect(first).toContain(";'+372 5555 0000;")
    expect(body).toMatch(/29\.03\.2026 23:59;Uus;'@Viimane Hetk;/)
    // Notes, the empty staff note, then the confirmation's day, window, the day delivered and the reason
    // (none), then the company's name, registry code, KMKR number and the buyer's reference (a private
    // person's order: none), no account and no e-invoice wish.
    expect(body).toMatch(/;'-2\+3;;;;;;;;;;ei;ei$/)
  })

  it('includes both boundary days and refuses a bad range', async () => {
    const { text } = await exportCsv('2026-03-28', '2026-03-30')
    for (const name of ['Enne Keskööd', 'Järgmine Päev', "'@Viimane Hetk"]) expect(text).toContain(name)
    // The company buyer's columns, its reference made text like any cell a spreadsheet would run.
    expect(text).toMatch(/;Enne Keskööd;.*;Ehitus OÜ;12345678;EE101234567;'=Objekt 7;ei;jah\r\n/)
    const january = await exportCsv('2026-01-01', '2026-01-31')
    expect(january.text.slice(1).split('\r\n').slice(1, -1)).toHaveLength(30)
    const empty = await exportCsv('2025-01-01', '2025-01-01')
    expect(empty.text.slice(1).split('\r\n')).toHaveLength(2)
    for (const query of [
      'from=2026-03-30&to=2026-03-29',
      'from=2026-02-30&to=2026-03-01',
      'from=29.03.2026&to=2026-03-30',
      'from=2026-03-29',
      'to=2026-03-29',
      '',
      `from=${'2'.repeat(5000)}&to=2026-03-29`,
    ]) {
      const response = await call(`/api/admin/orders/export?${query}`)
      expect(response.status, query).toBe(400)
      expect((await json<{ error: string }>(response)).error).toMatch(/kuupäev|Alguskuupäev|Lõppkuupäev/)
    }
  })
})

describe('/api/admin/inquiries', () => {
  it('lists newest first, filters, and marks one answered once', async () => {
    const list = await json<{
      inquiries: { id: number; name: string; status: string }[]
      total: number
      pageCount: number
    }>(await call('/api/admin/inquiries'))
    expect(list.total).toBe(3)
    expect(list.pageCount).toBe(1)
    expect(list.inquiries.map((inquiry) => inquiry.name)).toEqual(['Küsija 3', 'Küsija 2', 'Küsija 1'])
    const id = list.inquiries[1]!.id

    const wrong = await call(`/api/admin/inquiries?id=${id}`, { method: 'PUT', body: { status: 'uus' } })
    expect(wrong.status).toBe(400)
    for (const body of [{}, { status: 'vastatud', x: 1 }, { status: 1 }]) {
      expect((await call(`/api/admin/inquiries?id=${id}`, { method: 'PUT', body })).status).toBe(400)
    }
    const answered = await call(`/api/admin/inquiries?id=${id}`, {
      method: 'PUT',
      body: { status: 'vastatud' },
    })
    expect(answered.status).toBe(200)
    const body = await json<{ status: string; answeredAt: string }>(answered)
    expect(body.status).toBe('vastatud')
    expect(Date.parse(body.answeredAt)).toBeGreaterThan(Date.now() - 60_000)
    const again = await call(`/api/admin/inquiries?id=${id}`, { method: 'PUT', body: { status: 'vastatud' } })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'Päring on juba vastatuks märgitud.' })

    const one = await json<{ name: string; history: { admin: string; action: string }[] }>(
      await call(`/api/admin/inquiries?id=${id}`),
    )
    expect(one.name).toBe('Küsija 2')
    expect(one.history).toMatchObject([{ admin: 'haldur', action: 'answered' }])
    const open = await json<{ inquiries: { id: number }[]; counts: Record<string, number> }>(
      await call('/api/admin/inquiries?status=uus'),
    )
    expect(open.inquiries.map((inquiry) => inquiry.id)).not.toContain(id)
    expect(open.counts).toEqual({ uus: 2, vastatud: 1 })
    expect((await call('/api/admin/inquiries?id=999999')).status).toBe(404)
    expect((await call('/api/admin/inquiries?status=avatud')).status).toBe(400)
  })
})

describe('/api/admin/mails', () => {
  it('lists the mails that failed and sends one again', async () => {
    const list = await json<{ mails: { id: number; to: string; orderId: number; lastError: string }[] }>(
      await call('/api/admin/mails'),
    )
    expect(list.mails).toHaveLength(2)
    expect(
      list.mails.every((mail) => mail.orderId === apiOrderId && /ECONNREFUSED/.test(mail.lastError)),
    ).toBe(true)
    const customerMail = list.mails.find((mail) => mail.to === 'veebi.tellija@example.ee')!

    for (const query of [
      `id=${customerMail.id}&action=delete`,
      `id=${customerMail.id}`,
      'id=x&action=retry',
    ]) {
      expect((await call(`/api/admin/mails?${query}`, { method: 'POST' })).status, query).toBe(400)
    }
    expect((await call('/api/admin/mails?id=999999&action=retry', { method: 'POST' })).status).toBe(404)

    const retried = await call(`/api/admin/mails?id=${customerMail.id}&action=retry`, { method: 'POST' })
    expect(retried.status).toBe(200)
    // The status changes above mailed their customers; of the web order's mails only this one is sent.
    const ofWebOrder = (mail: { subject: string }) => mail.subject.includes(`(nr ${apiOrderId})`)
    const [mail] = await smtp.waitFor(1, { timeoutMs: 15_000, filter: ofWebOrder })
    expect(mail?.to).toEqual(['veebi.tellija@example.ee'])
    const received = await mailsBeforeMarker(smtp, server.url)
    expect(received.filter(ofWebOrder)).toHaveLength(1)
    expect(received.filter((sent) => sent.subject.startsWith(`Uus tellimus nr ${apiOrderId}:`))).toEqual([])
    const after = await json<{ mails: { id: number }[] }>(await call('/api/admin/mails'))
    expect(after.mails.map((failed) => failed.id)).not.toContain(customerMail.id)
    expect(after.mails).toHaveLength(1)
    // Sent already: a second retry finds nothing to do.
    expect(
      (await call(`/api/admin/mails?id=${customerMail.id}&action=retry`, { method: 'POST' })).status,
    ).toBe(404)
  })
})

describe('the admin pages without JavaScript', () => {
  const post = (target: string, fields: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${server.url}${target}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  /** A staff member's form post from the site itself, signed in. */
  const postAsStaff = (target: string, fields: Record<string, string>) =>
    post(target, fields, { Cookie: cookie, Origin: server.url })

  it('send a signed-out visitor to the sign-in page, for pages and for posts', async () => {
    for (const target of ['/admin/orders', '/admin/orders/1', '/admin/inquiries', '/admin/mails']) {
      const response = await fetch(`${server.url}${target}`, { redirect: 'manual' })
      expect(response.status, target).toBe(302)
      expect(response.headers.get('Location'), target).toBe('/admin/login')
    }
    const posted = await post('/admin/orders/1', { status: 'kinnitatud' }, { Origin: server.url })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe('/admin/login')
  })

  it('change a status by a posted form: refused from another site, 400 for nonsense, then post/redirect/get', async () => {
    const id = await seededId('Klient 14')
    const page = await fetch(`${server.url}/admin/orders/${id}`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`Tellimus nr ${id}`)
    expect(html).toContain('Muudatuste ajalugu')

    const foreign = await post(`/admin/orders/${id}`, { status: 'kinnitatud' }, { Cookie: cookie })
    expect(foreign.status).toBe(403)
    const nonsense = await postAsStaff(`/admin/orders/${id}`, { status: 'valmis' })
    expect(nonsense.status).toBe(400)
    expect(await nonsense.text()).toContain('Valige uus staatus.')
    const unticked = await postAsStaff(`/admin/orders/${id}`, { staffNote: '' })
    expect(unticked.status).toBe(400)
    expect(await unticked.text()).toContain('Valige uus staatus.')
    const skipping = await postAsStaff(`/admin/orders/${id}`, { status: 'tarnitud' })
    expect(skipping.status).toBe(409)
    expect(await skipping.text()).toContain('Olekust „Uus“ saab viia ainult olekusse')
    expect((await json<OrderJson>(await call(`/api/admin/orders?id=${id}`))).status).toBe('uus')

    const done = await postAsStaff(`/admin/orders/${id}`, {
      intent: 'status',
      status: 'tühistatud',
      staffNote: 'Kokku lepitud: 110 €',
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe(`/admin/orders/${id}`)
    // The message follows the redirect in a signed, httpOnly cookie, not in the address.
    const flashCookie = done.headers.get('Set-Cookie') ?? ''
    expect(flashCookie).toMatch(/^admin_flash=[^;]+;.*HttpOnly/i)
    expect(flashCookie).toMatch(/SameSite=Lax/i)
    const after = await fetch(`${server.url}/admin/orders/${id}`, {
      headers: { Cookie: `${cookie}; ${flashCookie.split(';')[0]}` },
    })
    const text = await after.text()
    expect(text).toContain('Staatus muudetud: Tühistatud')
    expect(text).toContain('Sisemine märkus: Kokku lepitud: 110 €')
    // Read once: the page that showed it deletes the cookie, and the next load does not show it.
    expect(after.headers.get('Set-Cookie')).toMatch(/^admin_flash=;.*Max-Age=0/i)
    const reloaded = await (
      await fetch(`${server.url}/admin/orders/${id}`, { headers: { Cookie: cookie } })
    ).text()
    expect(reloaded).toContain('Sisemine märkus: Kokku lepitud: 110 €')
    expect(reloaded).not.toContain('Staatus muudetud: Tühistatud')
    // A message the server did not sign is not shown.
    const forged = await (
      await fetch(`${server.url}/admin/orders/${id}`, {
        headers: { Cookie: `${cookie}; admin_flash=${btoa(JSON.stringify({ message: 'Võlts', id: 'x' }))}` },
      })
    ).text()
    expect(forged).not.toContain('Võlts')
  })

  it('list orders with status tabs, and send a failed mail again from the mails page', async () => {
    const list = await (
      await fetch(`${server.url}/admin/orders?staatus=tarnitud`, { headers: { Cookie: cookie } })
    ).text()
    expect(list).toContain('Tellimused')
    expect(list).toContain('aria-current="page"')
    expect(list).toContain('Saatmata kirju: <!-- -->1')
    // The tabs start each status from its first page; the page links keep the status.
    expect(list).toContain('href="/admin/orders"')
    expect(list).toContain(`href="/admin/orders?staatus=${encodeURIComponent('tühistatud')}"`)
    const all = await (await fetch(`${server.url}/admin/orders`, { headers: { Cookie: cookie } })).text()
    expect(all).toMatch(/<a(?=[^>]*href="\/admin\/orders\?lk=2")[^>]*rel="next"/)
    const newSecond = await (
      await fetch(`${server.url}/admin/orders?staatus=uus&lk=2`, { headers: { Cookie: cookie } })
    ).text()
    expect(newSecond).toMatch(/<a(?=[^>]*href="\/admin\/orders\?staatus=uus")[^>]*rel="prev"/)
    expect(newSecond).toMatch(/Lehekülg <!-- -->2<!-- --> \/ <!-- -->2/)
    const mails = await json<{ mails: { id: number }[] }>(await call('/api/admin/mails'))
    const [remaining] = mails.mails
    expect(remaining).toBeDefined()
    const mailsPage = await (await fetch(`${server.url}/admin/mails`, { headers: { Cookie: cookie } })).text()
    expect(mailsPage).toContain('Saada uuesti')
    const sent = await postAsStaff('/admin/mails', { id: String(remaining?.id) })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/admin/mails')
    expect(sent.headers.get('Set-Cookie')).toMatch(/^admin_flash=/)
    await smtp.waitFor(1, {
      timeoutMs: 15_000,
      filter: (mail) => mail.subject.startsWith(`Uus tellimus nr ${apiOrderId}:`),
    })
    expect((await json<{ mails: unknown[] }>(await call('/api/admin/mails'))).mails).toEqual([])
    const listAfter = await (
      await fetch(`${server.url}/admin/orders`, { headers: { Cookie: cookie } })
    ).text()
    expect(listAfter).not.toContain('Saatmata kirju')
    const again = await postAsStaff('/admin/mails', { id: String(remaining?.id) })
    expect(again.status).toBe(404)
  })
  it('take a bad export range from the form back to the orders page, saying what is wrong', async () => {
    const page = { Cookie: cookie, Accept: 'text/html,application/xhtml+xml' }
    const cases = [
      [
        'from=2026-03-30&to=2026-03-29',
        '/admin/orders?from=2026-03-30&to=2026-03-29&eksport=vahemik#eksport',
      ],
      [
        'from=2026-02-30&to=2026-03-01',
        '/admin/orders?from=2026-02-30&to=2026-03-01&eksport=kuupaev#eksport',
      ],
      ['to=2026-03-29', '/admin/orders?to=2026-03-29&eksport=kuupaev#eksport'],
      [`from=${'2'.repeat(5000)}&to=2026-03-29`, '/admin/orders?to=2026-03-29&eksport=kuupaev#eksport'],
    ] as const
    for (const [query, location] of cases) {
      const back = await fetch(`${server.url}/api/admin/orders/export?${query}`, {
        headers: page,
        redirect: 'manual',
      })
      expect(back.status, query).toBe(303)
      expect(back.headers.get('Location'), query).toBe(location)
    }
    const shown = await (await fetch(`${server.url}${cases[0][1]}`, { headers: page })).text()
    expect(shown).toContain('role="alert"')
    expect(shown).toContain('Alguskuupäev ei saa olla pärast lõppkuupäeva.')
    // The form keeps the dates that were sent.
    expect(shown).toMatch(/name="from"[^>]*value="2026-03-30"|value="2026-03-30"[^>]*name="from"/)
    const missing = await (await fetch(`${server.url}${cases[2][1]}`, { headers: page })).text()
    expect(missing).toContain('Palun valige mõlemad kuupäevad.')
    for (const code of ['__proto__', 'constructor', 'muu']) {
      const other = await fetch(`${server.url}/admin/orders?eksport=${code}`, { headers: page })
      expect(other.status, code).toBe(200)
      expect(await other.text(), code).not.toContain('role="alert"')
    }
    // Signed out it is the API's 401; a good range still downloads.
    const signedOut = await fetch(`${server.url}/api/admin/orders/export?to=2026-03-29`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    })
    expect(signedOut.status).toBe(401)
    const csv = await fetch(`${server.url}/api/admin/orders/export?from=2026-03-29&to=2026-03-29`, {
      headers: page,
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/)
  })
})

describe('after the server stopped', () => {
  it('every change is in the audit log, with the admin who made it', async () => {
    expect(await server.stop()).toBe(0)
    const database = await openPglite(path.join(dataDir, 'db'))
    try {
      const entries = await database.db.select().from(auditLog)
      expect(entries.every((entry) => entry.adminUsername === 'haldur')).toBe(true)
      expect(entries.filter((entry) => entry.entity === 'order')).toHaveLength(2 + 1 + 2 + 1)
      expect(entries.filter((entry) => entry.entity === 'inquiry')).toHaveLength(1)
      const mailEntries = entries.filter((entry) => entry.entity === 'mail')
      expect(mailEntries).toHaveLength(2)
      expect(mailEntries[0]).toMatchObject({
        action: 'retry',
        before: { status: 'failed' },
        after: { status: 'pending' },
      })
      const sent = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, Number(mailEntries[0]?.entityId)), eq(outbox.status, 'sent')))
      expect(sent).toHaveLength(1)
    } finally {
      await database.close()
    }
  })
})
