import { describe, expect, it } from 'vitest'
import { inquiries, orders, outbox } from '#app/server/db/schema.server.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * Bad input never causes a 5xx and never stores anything (DESIGN §7): garbage posted to every endpoint
 * that takes an order or an inquiry, with and without JavaScript.
 */

const site = setupServer({ env: { GEO_PROVIDER: 'builtin' } })

const huge = 'x'.repeat(300_000)
/** Refused quantities the no-JS page must still re-render without a server error. */
const quantitiesThatCrashThePage = ['-5', '8.5', '99999999999999999999999']
const unicode = '𝕄𝕒𝕣𝕚 ‮ٴ‬ 🪨 \u200b Ĳ ǅ'

/** A complete, valid order form except for what a case changes. */
const validOrder: Record<string, string> = {
  slug: 'soelutud-taiteliiv',
  idempotencyKey: 'garbage-valid-0001',
  addressToken: '',
  firstName: 'Mari',
  lastName: 'Maasikas',
  email: 'mari@example.ee',
  phone: '5555 1234',
  quantity: '8',
  deliveryOption: 'self',
  deliveryAddress: '',
  notes: '',
}
const validInquiry: Record<string, string> = {
  intent: 'inquiry',
  idempotencyKey: 'garbage-inquiry-0001',
  name: 'Juhan',
  email: 'juhan@example.ee',
  phone: '5555 1234',
  material: 'Killustik',
  details: '',
}

/** Form variants that must all be refused: each breaks at least one rule. */
function badOrderForms(): Record<string, string>[] {
  return [
    {},
    { slug: 'soelutud-taiteliiv' },
    { ...validOrder, quantity: 'abc' },
    { ...validOrder, quantity: '-5' },
    { ...validOrder, quantity: '0' },
    { ...validOrder, quantity: '26' },
    { ...validOrder, quantity: '8.5' },
    { ...validOrder, quantity: '1e1' },
    { ...validOrder, quantity: '0x10' },
    { ...validOrder, quantity: '99999999999999999999999' },
    { ...validOrder, quantity: '８' },
    { ...validOrder, deliveryOption: 'helicopter' },
    { ...validOrder, deliveryOption: 'delivery', deliveryAddress: '' },
    { ...validOrder, deliveryOption: 'delivery', deliveryAddress: 'Qwxzv Plörk 99' },
    { ...validOrder, deliveryOption: 'delivery', deliveryAddress: unicode },
    { ...validOrder, deliveryOption: 'delivery', deliveryAddress: 'Tallinn', addressToken: 'a.b' },
    { ...validOrder, deliveryOption: 'delivery', deliveryAddress: 'Tallinn', addressToken: huge },
    { ...validOrder, deliveryOption: 'delivery', deliveryAddress: huge },
    { ...validOrder, quantity: '3', deliveryOption: 'delivery', deliveryAddress: 'Tapa' },
    { ...validOrder, firstName: huge },
    { ...validOrder, notes: huge },
    { ...validOrder, email: huge },
    { ...validOrder, phone: '' },
    { ...validOrder, firstName: unicode, lastName: unicode, email: `${unicode}@${unicode}` },
    { ...validOrder, email: 'mari@@example..ee' },
    { ...validOrder, email: '<script>alert(1)</script>' },
    { ...validOrder, firstName: '   ', lastName: '\t\n' },
    { ...validOrder, __proto__: 'x', constructor: 'y', quantity: 'z' },
    { __proto__: '{"published":true}', toString: '1', valueOf: '2', hasOwnProperty: '3' },
  ].map((fields) => {
    // Object literals treat __proto__ specially; build the form fields explicitly.
    const out: Record<string, string> = {}
    for (const [name, value] of Object.entries(fields)) out[name] = String(value)
    return out
  })
}

/** Only the JSON endpoint reads the slug field; a page takes the material from its own address. */
const badSlugForms = [
  { ...validOrder, slug: 'olematu-materjal' },
  { ...validOrder, slug: '../admin' },
  { ...validOrder, slug: '' },
  { ...validOrder, slug: 'constructor' },
  { ...validOrder, slug: '__proto__' },
]

function badInquiryForms(): Record<string, string>[] {
  return [
    {},
    { intent: 'inquiry' },
    { ...validInquiry, name: '' },
    { ...validInquiry, email: 'juhan' },
    { ...validInquiry, email: huge },
    { ...validInquiry, name: huge },
    { ...validInquiry, details: huge },
    { ...validInquiry, material: 'Kuuliiv' },
    { ...validInquiry, material: huge },
    { ...validInquiry, material: '' },
    { ...validInquiry, phone: unicode.repeat(10) },
    { ...validInquiry, name: unicode, email: `${unicode}@x`, phone: '' },
    { ...validInquiry, intent: 'deleteEverything', name: '' },
  ]
}

function multipart(fields: Record<string, string>, extra: [string, string][] = []) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, value] of extra) form.append(name, value)
  return form
}

interface Case {
  label: string
  path: string
  init: RequestInit
}

/** Bodies that are not the form at all, posted as each content type a client might claim. */
function rawBodies(): { label: string; body: BodyInit; contentType?: string }[] {
  return [
    { label: 'empty body', body: '' },
    { label: 'JSON object', body: JSON.stringify(validOrder), contentType: 'application/json' },
    {
      label: 'JSON __proto__',
      body: '{"__proto__":{"ok":true},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    },
    { label: 'text', body: 'tere', contentType: 'text/plain' },
    { label: 'multipart without boundary', body: 'firstName=Mari', contentType: 'multipart/form-data' },
    {
      label: 'broken multipart',
      body: '--zzz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMari',
      contentType: 'multipart/form-data; boundary=zzz',
    },
    {
      label: 'urlencoded with bad escapes',
      body: 'firstName=%E0%A4%A&quantity=%%%',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      label: 'binary',
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x80]),
      contentType: 'application/octet-stream',
    },
  ]
}

function formCases(target: string, forms: Record<string, string>[]): Case[] {
  return forms.flatMap((fields, index) => [
    {
      label: `${target} multipart #${index}`,
      path: target,
      init: { method: 'POST', body: multipart(fields) },
    },
    {
      label: `${target} urlencoded #${index}`,
      path: target,
      init: { method: 'POST', body: new URLSearchParams(fields) },
    },
  ])
}

function rawCases(target: string): Case[] {
  return rawBodies().map(({ label, body, contentType }): Case => {
    const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {}
    return { label: `${target} ${label}`, path: target, init: { method: 'POST', body, headers } }
  })
}

/** A JSON order of the API's field names: a valid one, with the given fields changed or added. */
const apiOrder = (fields: Record<string, unknown>) =>
  JSON.stringify({
    product_name: 'Killustik',
    quantity: 8,
    delivery_option: 'self',
    name: 'A',
    email: 'a@b.ee',
    phone: '1',
    ...fields,
  })

function jsonCases(target: string, given?: string[]): Case[] {
  const bodies: string[] = given ?? [
    '',
    'null',
    '42',
    '"tere"',
    '[]',
    '{}',
    '{"product_name":',
    '{"__proto__":{"product_name":"Killustik","quantity":8}}',
    '{"constructor":{"prototype":{"published":true}},"product_name":"Killustik"}',
    JSON.stringify({ product_name: 'Killustik', quantity: '8', delivery_option: 'self' }),
    apiOrder({ email: 'x' }),
    apiOrder({ product_name: huge }),
    apiOrder({ name: huge }),
    apiOrder({ quantity: 1e308 }),
    apiOrder({ quantity: -1 }),
    apiOrder({ quantity: 10, delivery_option: 'delivery', delivery_address: { a: 1 } }),
    apiOrder({ quantity: 10, delivery_option: 'delivery', delivery_address: unicode }),
    JSON.stringify({
      product_name: ['Killustik'],
      quantity: [8],
      delivery_option: ['self'],
      name: {},
      email: [],
      phone: 1,
    }),
    apiOrder({ idempotency_key: '../../etc' }),
    JSON.stringify({ type: 'order', name: '', email: 'a@b.ee', phone: '1' }),
    JSON.stringify({ type: 'inquiry', name: 'A', email: huge, phone: '1' }),
    JSON.stringify({ type: 'spam', name: 'A', email: 'a@b.ee', phone: '1' }),
    JSON.stringify({ type: 'inquiry', name: 'A', email: 'a@b.ee', phone: '1', message: huge }),
    JSON.stringify({ type: 'order', name: 'A', email: 'a@b.ee', phone: '1', quantity: { x: 1 } }),
    '\u0000\u0001',
    '{"a":'.repeat(5_000),
  ]
  return bodies.map((body, index) => ({
    label: `${target} JSON #${index} ${body.slice(0, 40)}`,
    path: target,
    init: { method: 'POST', body, headers: { 'Content-Type': 'application/json' } },
  }))
}

async function run(cases: Case[]) {
  const answers: { label: string; status: number }[] = []
  for (const { label, path: target, init } of cases) {
    const headers = new Headers(init.headers)
    headers.set('X-Forwarded-For', newClientAddress())
    const response = await fetch(`${site.url}${target}`, { ...init, headers, redirect: 'manual' })
    await response.arrayBuffer()
    answers.push({ label, status: response.status })
  }
  return answers
}

const accepted = (answers: { label: string; status: number }[]) =>
  answers.filter((answer) => answer.status < 400).map((answer) => `${answer.status} ${answer.label}`)

const serverErrors = (answers: { label: string; status: number }[]) =>
  answers.filter((answer) => answer.status >= 500).map((answer) => `${answer.status} ${answer.label}`)

describe('garbage never causes a 5xx', () => {
  it('POST /api/orders', async () => {
    const answers = await run([
      ...formCases('/api/orders', [...badOrderForms(), ...badSlugForms]),
      ...rawCases('/api/orders'),
    ])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
    expect(answers.every((answer) => answer.status >= 400 || answer.status === 200)).toBe(true)
  })

  it('POST /api/inquiries', async () => {
    const answers = await run([
      ...formCases('/api/inquiries', badInquiryForms()),
      ...rawCases('/api/inquiries'),
    ])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })

  it('POST /api/functions/createOrder and sendOrderEmail', async () => {
    const answers = await run([
      ...jsonCases('/api/functions/createOrder'),
      ...jsonCases('/api/functions/sendOrderEmail'),
      ...jsonCases('/api/functions/%00'),
      ...jsonCases('/api/functions/__proto__'),
      ...jsonCases('/api/functions/constructor'),
    ])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })

  it('the material page action (no JavaScript)', async () => {
    const forms = badOrderForms().filter(
      (fields) => !quantitiesThatCrashThePage.includes(fields.quantity ?? ''),
    )
    const answers = await run([
      ...formCases('/soelutud-taiteliiv', forms),
      ...formCases('/kaldaliiv', forms.slice(0, 6)),
      ...formCases('/killustik', forms.slice(0, 6)),
    ])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })

  it('the home page action (no JavaScript)', async () => {
    const answers = await run(formCases('/?index', badInquiryForms()))
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })

  it('the material page action re-renders a refused quantity such as -5, 8.5 or 1e23', async () => {
    const forms = quantitiesThatCrashThePage.map((quantity) => ({ ...validOrder, quantity }))
    const answers = await run([...formCases('/soelutud-taiteliiv', forms), ...formCases('/kaldaliiv', forms)])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })

  it('the page actions answer a body that is not a form', async () => {
    const answers = await run([...rawCases('/soelutud-taiteliiv'), ...rawCases('/?index')])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })

  it('a NUL character in an otherwise valid order or inquiry', async () => {
    const answers = await run([
      ...formCases('/api/orders', [{ ...validOrder, idempotencyKey: 'garbage-nul-0001', notes: 'a\u0000b' }]),
      ...formCases('/api/inquiries', [{ ...validInquiry, name: 'Juhan\u0000' }]),
      ...jsonCases('/api/functions/createOrder', [
        JSON.stringify({
          product_name: 'Killustik',
          quantity: 2,
          delivery_option: 'self',
          name: 'A\u0000B',
          email: 'a@b.ee',
          phone: '1',
        }),
        JSON.stringify({
          product_name: 'Kil\u0000',
          quantity: 2,
          delivery_option: 'self',
          name: 'A',
          email: 'a@b.ee',
          phone: '1',
        }),
      ]),
    ])
    expect(serverErrors(answers)).toEqual([])
    expect(accepted(answers)).toEqual([])
  })
})

describe('garbage stores nothing', () => {
  it('leaves no order, inquiry or mail behind', async () => {
    expect(await site.server.stop()).toBe(0)
    const database = await site.openDatabase()
    try {
      expect(await database.db.select().from(orders)).toEqual([])
      expect(await database.db.select().from(inquiries)).toEqual([])
      expect(await database.db.select().from(outbox)).toEqual([])
    } finally {
      await database.close()
    }
  })
})
