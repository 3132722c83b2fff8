import { and, eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BooksLines, type BooksLinesView, type BooksLineView } from '#app/admin/invoices/books-lines.tsx'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import * as invoiceDetail from '#app/routes/admin/invoice-detail.tsx'
import * as invoicesPage from '#app/routes/admin/invoices.tsx'
import * as layout from '#app/routes/admin/layout.tsx'
import * as overview from '#app/routes/admin/overview.tsx'
import { type BooksWorker, createBooksWorker } from '#app/server/books/merit-books.server.ts'
import { createMeritClient } from '#app/server/books/merit-client.server.ts'
import { meritBooks } from '#app/server/db/schema.server.ts'
import { businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { routeCall, setupInProcessSite } from '../support/in-process-site.ts'
import { type MeritPeer, startMeritPeer } from '../support/merit-peer.ts'
import { formData } from '../support/request-bodies.ts'

/**
 * Staff see the state of the books (issue 43 item 5, ADR 062): the invoice list's lines 'Raamatupidamises'
 * and 'E-arve' with Merit's reason, its filter of what is not yet in Merit, an invoice's page with the
 * reason and 'Saada uuesti raamatupidamisse', the overview's warning about what has waited over an hour,
 * and the admin API's `books` and `eInvoice`. Merit Aktiva is a local peer speaking its protocol
 * (merit-peer.ts); the pages' loaders and actions are called as React Router calls them.
 */

const apiId = '670fe52f-558a-4be8-ade0-526e01a106d0'
const apiKey = 'AoCmZGUfWMMhLJ+Eb6oRF4pAEw/kU3Qw9sV8x2Zc+TpYq0='

const env: Record<string, string> = {}
let peer: MeritPeer
beforeAll(async () => {
  peer = await startMeritPeer({ apiId, apiKey })
  Object.assign(env, { MERIT_API_ID: apiId, MERIT_API_KEY: apiKey, MERIT_API_URL: peer.url })
})
const site = setupInProcessSite({ routes: businessAccountRoutes, env })
const { db, api, adminApi, deliver, placeOrder, prepare } = businessAccounts(site)

const quiet = { warn: () => undefined, error: () => undefined }
let worker: BooksWorker
beforeAll(async () => {
  await prepare()
  // What Merit did not answer waits an hour: it stays 'ootel' while the tests look at it.
  worker = createBooksWorker({
    db: db(),
    client: createMeritClient({ credentials: site.runtime.config.merit!, timeoutMs: 400 }),
    backoff: () => 3_600_000,
    logger: quiet,
  })
})
afterAll(async () => {
  await worker?.stop()
  await peer?.close()
})

/** Calls a page's loader (GET) or action (POST with `form`) as the signed-in staff member. */
const call = routeCall(site)

async function loaded<T>(module: { loader?: unknown }, path: string, params: Record<string, string> = {}) {
  const answer = await call(module, path, { params })
  if (!('body' in answer)) throw new Error(`${path}: ${answer.response.status}`)
  return answer.body as T
}

type Line = BooksLineView
interface ListRow {
  id: number
  number: string
  books: Line | null
  eInvoice: Line | null
}
interface ListData {
  invoices: ListRow[]
  counts: Record<string, number>
  booksInUse: boolean
}
interface DetailData {
  books: { books: Line | null; eInvoice: Line | null; refused: boolean }
}

const notInBooks = '/admin/arved?staatus=raamatupidamisse%20saatmata'
const list = (path = '/admin/arved') => loaded<ListData>(invoicesPage, path)
const detail = (id: number) => loaded<DetailData>(invoiceDetail, `/admin/arved/${id}`, { id: String(id) })
const rowOf = (data: ListData, id: number) => data.invoices.find((row) => row.id === id)
/** The lines as staff read them, markup aside. */
const text = (view: BooksLinesView) =>
  renderToStaticMarkup(createElement(BooksLines, { view }))
    .replaceAll(/<[^>]+>/g, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim()
const booksItem = async (invoiceId: number, kind: 'invoice' | 'payment' | 'einvoice' = 'invoice') =>
  (
    await db()
      .select()
      .from(meritBooks)
      .where(and(eq(meritBooks.invoiceId, invoiceId), eq(meritBooks.kind, kind)))
  )[0]!

/** A private person's order, delivered: its invoice's id and number. */
async function invoice() {
  const id = (await placeOrder({})).body.orderId as number
  const number = await deliver(id)
  const [row] = await db()
    .select({ invoiceId: meritBooks.invoiceId })
    .from(meritBooks)
    .where(eq(meritBooks.kind, 'invoice'))
    .orderBy(meritBooks.id)
    .then((rows) => rows.slice(-1))
  return { id: row!.invoiceId, number }
}

let sent: { id: number; number: string }
let refused: { id: number; number: string }
let waiting: { id: number; number: string }
let unqueued: { id: number; number: string }

describe('the staff invoice list', () => {
  it('shows where each invoice stands in the books and its e-invoice, nothing for one never queued', async () => {
    sent = await invoice()
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    refused = await invoice()
    peer.fail('reject', { endpoint: 'v2/sendinvoice', message: 'Customer Address is too long' })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 })
    waiting = await invoice()
    peer.fail('server', { endpoint: 'v2/sendinvoice' })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 })
    // Issued before Merit was configured: never queued.
    unqueued = await invoice()
    await db().delete(meritBooks).where(eq(meritBooks.invoiceId, unqueued.id))
    // Buyers that want e-invoices: one went through its operator, one's operator cannot take it.
    const sentAt = new Date()
    await db()
      .insert(meritBooks)
      .values([
        { kind: 'einvoice', invoiceId: sent.id, status: 'sent', sentAt },
        { kind: 'einvoice', invoiceId: refused.id, status: 'noeinv', sentAt },
      ])

    const page = await list()
    expect(page.booksInUse).toBe(true)
    expect(rowOf(page, sent.id)).toMatchObject({
      books: { status: 'saadetud', error: null },
      eInvoice: { status: 'saadetud', sentAt: sentAt.toISOString(), error: null },
    })
    expect(rowOf(page, refused.id)).toMatchObject({
      books: { status: 'viga', error: expect.stringMatching(/Customer Address is too long/) },
      eInvoice: { status: 'ei saa vastu võtta' },
    })
    expect(rowOf(page, waiting.id)).toMatchObject({
      books: { status: 'ootel', sentAt: null, error: 'Merit Aktiva vastas 503' },
      eInvoice: null,
    })
    expect(rowOf(page, unqueued.id)).toMatchObject({ books: null, eInvoice: null })

    expect(text(rowOf(page, sent.id)!)).toBe('Raamatupidamises: saadetud E-arve: saadetud')
    expect(text(rowOf(page, refused.id)!)).toMatch(
      /^Raamatupidamises: viga Põhjus: Merit Aktiva keeldus \(400\): Customer Address is too long E-arve: ei saa vastu võtta$/,
    )
    expect(text(rowOf(page, waiting.id)!)).toBe(
      'Raamatupidamises: ootel Viimane katse ebaõnnestus: Merit Aktiva vastas 503',
    )
    expect(text(rowOf(page, unqueued.id)!)).toBe('')
  })

  it('filters what is not yet in the books: a refused or waiting invoice, or a payment of a sent one', async () => {
    const filtered = await list(notInBooks)
    expect(filtered.invoices.map((row) => row.id).sort()).toEqual([refused.id, waiting.id].sort())
    expect(filtered.counts['raamatupidamisse saatmata']).toBe(2)

    // A payment of the sent invoice waits for Merit: the invoice is listed again until it is there.
    await api('POST', `/api/admin/invoices?id=${sent.id}&action=payment`, {
      amountEur: 1,
      date: tallinnCalendarDate(),
    })
    const withPayment = await list(notInBooks)
    expect(withPayment.invoices.map((row) => row.id)).toContain(sent.id)
    expect(rowOf(withPayment, sent.id)!.books).toMatchObject({ status: 'ootel' })
    expect(await worker.runOnce()).toMatchObject({ sent: 1 })
    const after = await list(notInBooks)
    expect(after.invoices.map((row) => row.id).sort()).toEqual([refused.id, waiting.id].sort())
    expect(rowOf(await list(), sent.id)!.books).toMatchObject({ status: 'saadetud' })
  })
})

describe("an invoice's page", () => {
  it('shows the reason, and sends again what Merit refused', async () => {
    const before = await detail(refused.id)
    expect(before.books).toMatchObject({
      books: { status: 'viga', error: expect.stringMatching(/Customer Address is too long/) },
      refused: true,
    })
    expect((await detail(waiting.id)).books.refused).toBe(false)
    expect((await detail(unqueued.id)).books).toEqual({ books: null, eInvoice: null, refused: false })

    const posted = await call(invoiceDetail, `/admin/arved/${refused.id}`, {
      params: { id: String(refused.id) },
      form: formData({ intent: 'books' }),
    })
    if (!('response' in posted)) throw new Error(`not a redirect: ${JSON.stringify(posted)}`)
    expect(posted.response.status).toBe(302)
    expect(posted.response.headers.get('Location')).toBe(`/admin/arved/${refused.id}`)
    const cookie = (posted.response.headers.get('Set-Cookie') ?? '').split(';')[0]!
    const frame = await call(layout, `/admin/arved/${refused.id}`, { cookie })
    expect('body' in frame && (frame.body.flash as { message: string }).message).toBe(
      'Tagasi lükatud andmed saadetakse uuesti Merit Aktivasse.',
    )
    expect(await booksItem(refused.id)).toMatchObject({ status: 'pending', attempts: 0 })
    expect((await detail(refused.id)).books).toMatchObject({ books: { status: 'ootel' }, refused: false })

    // Nothing refused now: said in Estonian, nothing changed.
    const again = await call(invoiceDetail, `/admin/arved/${refused.id}`, {
      params: { id: String(refused.id) },
      form: formData({ intent: 'books' }),
    })
    expect(again).toEqual({
      status: 409,
      body: {
        intent: 'books',
        error: 'Merit Aktiva pole selle arve andmetest midagi tagasi lükanud: uuesti pole midagi saata.',
        typed: {},
      },
    })

    expect(await worker.runOnce()).toMatchObject({ sent: 1 })
    expect((await detail(refused.id)).books.books).toMatchObject({ status: 'saadetud', error: null })
  })
})

describe('the overview', () => {
  const late = async () => (await loaded<{ booksLate: number }>(overview, '/admin/ulevaade')).booksLate

  it('warns only about what has waited over an hour without reaching Merit', async () => {
    // The waiting invoice was queued just now: no warning yet.
    expect(await late()).toBe(0)
    const hourAgo = new Date(Date.now() - 61 * 60_000)
    await db()
      .update(meritBooks)
      .set({ createdAt: hourAgo })
      .where(eq(meritBooks.id, (await booksItem(waiting.id)).id))
    expect(await late()).toBe(1)
    // A refusal needs staff at once, however new.
    await db()
      .update(meritBooks)
      .set({ status: 'failed', lastError: 'Merit Aktiva keeldus (400): Customer Name is missing' })
      .where(eq(meritBooks.id, (await booksItem(sent.id)).id))
    expect(await late()).toBe(2)
  })
})

describe('the admin API', () => {
  it('answers books and eInvoice for GET ?id=N and for the send again', async () => {
    expect(await api('GET', `/api/admin/invoices?id=${sent.id}`)).toMatchObject({
      books: { status: 'viga', error: 'Merit Aktiva keeldus (400): Customer Name is missing' },
      eInvoice: { status: 'saadetud', sentAt: expect.any(String) },
    })
    expect(await api('GET', `/api/admin/invoices?id=${refused.id}`)).toMatchObject({
      books: { status: 'saadetud', error: null },
      eInvoice: { status: 'ei saa vastu võtta', sentAt: expect.any(String) },
    })
    const none = await api('GET', `/api/admin/invoices?id=${unqueued.id}`)
    expect(none).toMatchObject({ books: null, eInvoice: null })

    const again = await adminApi('POST', `/api/admin/invoices?id=${sent.id}&action=books`, {})
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body).toMatchObject({
      books: { status: 'ootel' },
      eInvoice: { status: 'saadetud', sentAt: expect.any(String) },
    })
    expect(Object.keys(again.body.eInvoice as object).sort()).toEqual(['sentAt', 'status'])
  })
})
