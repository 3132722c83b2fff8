import { describe, expect, it } from 'vitest'
import { staffClient, testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { formData, inquiryBody, orderBody } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * A control character (NUL and the rest of C0 but tab and line breaks) or a lone surrogate in any text of
 * a request is refused with a 400 that names the field, before anything reaches the database (PostgreSQL
 * and PGlite refuse NUL in text: the sign-in throttle answered 503 for `{"username": "/e\u0000"}`), on
 * every kind of input: JSON bodies, urlencoded and multipart forms, queries, the address. A multi-line
 * message keeps its line breaks and tabs. Found by an outside scanner (wapiti).
 */

const site = setupServer({ env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const staff = staffClient(site)

const refusedText = 'Tekstis on lubamatuid märke'

interface Answer {
  status: number
  type: string
  text: string
}

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers)
  headers.set('X-Forwarded-For', newClientAddress())
  const response = await fetch(`${site.url}${path}`, { ...init, headers, redirect: 'manual' })
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  }
}

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  send(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } })

const postUrlencoded = (path: string, body: string, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url, ...headers },
  })

function expectRefusedJson(answer: Answer, field: string | null) {
  expect(answer.status, answer.text).toBe(400)
  expect(answer.type).toMatch(/^application\/json/)
  const body = JSON.parse(answer.text) as { error: string; fieldErrors?: Record<string, string> }
  if (field === null) {
    expect(body.error).toBe(refusedText)
  } else {
    expect(body.error).toBe(`${refusedText} (${field})`)
    expect(body.fieldErrors).toEqual({ [field]: refusedText })
  }
}

function expectRefusedPage(answer: Answer) {
  expect(answer.status, answer.text).toBe(400)
  expect(answer.type).toMatch(/^text\/html/)
  expect(answer.text).toContain('Saadetud tekstis on lubamatuid märke')
}

describe('control characters in a request', () => {
  it('the sign-in: a NUL or a lone surrogate in the name is a 400, not the 503 of a database error', async () => {
    expectRefusedJson(
      await postJson('/api/auth/login', JSON.stringify({ username: '/e\u0000', password: 'x' })),
      'username',
    )
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a scanner sends it.
    expectRefusedJson(
      await postJson('/api/auth/login', JSON.stringify({ username: 'haldur', password: '\ud800' })),
      'password',
    )
    expectRefusedJson(
      await postJson('/api/auth/login', '{"username":"a\\u001b[31m","password":"x"}'),
      'username',
    )
    // The staff's sign-in form without JavaScript, as the scanner posted it.
    expectRefusedPage(await postUrlencoded('/admin/login', 'username=%2Fe%00&password=x'))
    expectRefusedPage(await postUrlencoded('/blogi-admin', 'username=%2Fe%00&password=x'))
    // The right name and password still sign in.
    const good = await postJson('/api/auth/login', JSON.stringify(testAdmin))
    expect(good.status).toBe(200)
  })

  it('the chat, the address search and the distance', async () => {
    expectRefusedJson(
      await postJson(
        '/api/chat',
        JSON.stringify({ action: 'sendMessage', sessionId: 'sessioon-123', chatInput: 'Kui palju\u0000' }),
      ),
      'chatInput',
    )
    // The chat reads its body as JSON whatever the type says; so does the check.
    expectRefusedJson(
      await send('/api/chat', {
        method: 'POST',
        body: JSON.stringify({ action: 'sendMessage', sessionId: 'sessioon-123', chatInput: '\udfff' }),
        headers: { 'Content-Type': 'text/plain' },
      }),
      'chatInput',
    )
    expectRefusedJson(await send('/api/geo/search?q=Tapa%00'), 'q')
    expectRefusedJson(await send('/api/geo/search?q=Tapa%07linn'), 'q')
    expectRefusedJson(
      await postJson('/api/geo/distance', JSON.stringify({ address: 'Tapa\u0000' })),
      'address',
    )
    expect((await send('/api/geo/search?q=Tapa')).status).toBe(200)
  })

  it('the order and inquiry forms, multipart and urlencoded, API and page actions', async () => {
    expectRefusedJson(
      await send('/api/orders', { method: 'POST', body: formData(orderBody({ notes: 'a\u0000b' })) }),
      'notes',
    )
    expectRefusedJson(
      await send('/api/inquiries', {
        method: 'POST',
        body: new URLSearchParams(inquiryBody({ name: 'Juhan\u0001' })),
      }),
      'name',
    )
    expectRefusedPage(
      await send('/killustik', {
        method: 'POST',
        body: formData(orderBody({ firstName: 'Ma\u0000ri' })),
        headers: { Origin: site.url },
      }),
    )
    expectRefusedPage(
      await send('/?index', {
        method: 'POST',
        body: new URLSearchParams(inquiryBody({ details: '\u0000' })),
        headers: { Origin: site.url },
      }),
    )
    expectRefusedJson(
      await postJson(
        '/api/functions/createOrder',
        JSON.stringify({ product_name: 'Kil\u0000', quantity: 2 }),
      ),
      'product_name',
    )
  })

  it('keeps the line breaks and tabs of a multi-line message', async () => {
    const inquiry = await send('/api/inquiries', {
      method: 'POST',
      body: formData(
        inquiryBody({ details: 'Kolmkümmend tonni.\r\nKadrina kooli juurde,\tvärav on sinine.' }),
      ),
    })
    expect(inquiry.status, inquiry.text).toBe(201)
    const order = await send('/api/orders', {
      method: 'POST',
      body: formData(orderBody({ notes: 'Helistage enne.\nVärav on sinine.' })),
    })
    expect(order.status, order.text).toBe(201)
    const { orderId } = JSON.parse(order.text) as { orderId: number }
    const stored = (await (await staff.api(`/api/admin/orders?id=${orderId}`)).json()) as { notes: string }
    // A multipart form writes every line break as CR LF, as a browser does.
    expect(stored.notes).toBe('Helistage enne.\r\nVärav on sinine.')
  })

  it("the customer's order page: its address, its query and its cancel form", async () => {
    const placed = await send('/api/orders', { method: 'POST', body: formData(orderBody()) })
    const { orderId } = JSON.parse(placed.text) as { orderId: number }
    const { customerUrl } = (await (await staff.api(`/api/admin/orders?id=${orderId}`)).json()) as {
      customerUrl: string
    }
    const page = new URL(customerUrl).pathname
    expect((await send(page)).status).toBe(200)

    const address = await send(`${page.slice(0, -1)}%00`)
    expect(address.status).toBe(400)
    expect(address.text).toContain('Aadressis on lubamatuid märke.')
    expectRefusedPage(await send(`${page}?tuhista=%00`))
    expectRefusedPage(await postUrlencoded(page, 'intent=cancel&version=1%00'))
    // The order is as it was.
    const order = (await (await staff.api(`/api/admin/orders?id=${orderId}`)).json()) as { status: string }
    expect(order.status).toBe('uus')
  })

  it('every staff API body and query', async () => {
    const { token } = await staff.admin()
    const api = (path: string, init: RequestInit = {}) =>
      send(path, {
        ...init,
        headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
      })
    expectRefusedJson(
      await api('/api/admin/products', {
        method: 'POST',
        body: JSON.stringify({ name: 'A\u0000', description: 'B', priceEur: 1 }),
      }),
      'name',
    )
    expectRefusedJson(
      await api('/api/admin/orders?id=1', {
        method: 'PUT',
        body: JSON.stringify({ status: 'kinnitatud', staffNote: 'null\u0000bait' }),
      }),
      'staffNote',
    )
    expectRefusedJson(
      await api('/api/admin/blog-posts', {
        method: 'POST',
        body: JSON.stringify({ pealkiri: 'Kruus', teema: 'x', sisu: ['lõik', { tekst: '\u0008' }] }),
      }),
      'sisu.1.tekst',
    )
    expectRefusedJson(await api('/api/admin/orders?status=%00'), 'status')
    expectRefusedJson(await api('/api/admin/audit?page=1&action=%1f'), 'action')
    expectRefusedJson(
      await api('/api/admin/upload', {
        method: 'POST',
        body: JSON.stringify({ file: 'iVBORw0KGgo=', fileName: 'pilt\u0000.png', contentType: 'image/png' }),
      }),
      'fileName',
    )
    // A NUL in a key is named by where the key is.
    expectRefusedJson(await api('/api/admin/products', { method: 'POST', body: '{"a\\u0000":1}' }), null)
  })
})
