import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { inquiryBody, orderBody } from '../support/request-bodies.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'
import { runDrill, tally } from './drill-support.ts'
import { rowSnapshot, withDatabase } from './stored-rows.ts'

/**
 * Drill (e): fast-check fuzzing of every route of app/routes.ts that takes input — the public APIs, the
 * page actions (order and inquiry forms without JavaScript, staff forms), every /api/admin/* call, the
 * invoices, bank statements and online payment (the payment provider's notification, the customer's
 * pay button and return page), signed in and signed out — with generated bodies (JSON, urlencoded,
 * multipart, raw; wrong types, strings near and past the 64 KB limit, unicode with lone surrogates, RTL
 * and zero-width characters, missing fields, __proto__ and constructor keys, arrays for objects), query
 * strings and headers.
 * Every generated input is certainly invalid (a required field is always broken, ids never name an
 * existing row), so: no answer is a 5xx, none hangs, and not one row is stored or changed.
 *
 * Then a sweep, not left to chance: a control character (NUL, SOH, ESC, DEL) and, in JSON, a lone
 * surrogate in every string field of every endpoint that takes text, as each of its encodings (JSON,
 * urlencoded, multipart, query string) and in the address. Each is refused with a 400 before any route
 * reads it (app/server/http/control-characters.server.ts): none is a 5xx, none reaches the database.
 */

const timeLimitMs = 15_000
const requestTimeoutMs = 10_000
/**
 * Fewer requests than this in the time limit means the drill tested little (a server that hardly
 * answers, a property that stopped early): the run fails rather than passing on a handful. A quiet
 * machine sends several hundred; one shared with other heavy work, about a hundred.
 */
const minimumFuzzRequests = 60

// ── building blocks ────────────────────────────────────────────────────────────────────────────────
const odd = fc.constantFrom(
  '',
  ' ',
  '\u200b',
  '\u202eevil\u202c',
  'מחיר',
  'سعر',
  '\ud800',
  '\udfff',
  'a\u0000b',
  '🏗️🚚',
  'Õun ja Šokolaad',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
)
const hugeLength = fc.constantFrom(60_000, 65_000, 65_536, 66_000, 70_000)
const huge = fc.tuple(fc.constantFrom('a', 'ä', '𝔞', '\u200b'), hugeLength).map(([c, n]) => c.repeat(n))
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: odd },
  { weight: 1, arbitrary: huge },
)
const scalar = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2 ** 53, -(2 ** 31), 1e308),
)
const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty')
const key = fc.oneof(fc.string({ maxLength: 12 }), dangerousKey)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** A field that is certainly not a valid e-mail address. */
const badEmail = fc.oneof(
  fc.string({ maxLength: 30 }).filter((text) => !text.includes('@')),
  odd,
)
/** Ids that name no row: negative, zero, past PostgreSQL's integer, not numbers at all. */
const missingId = fc.oneof(
  fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  fc.constantFrom('2147483648', '99999999999999999999', '', 'abc', '1e99', '__proto__', '[object Object]'),
  odd,
)

/** Extra fields with dangerous names mixed into a body. */
const extras = fc.dictionary(key, fc.oneof(fc.string({ maxLength: 20 }), odd), { maxKeys: 4 })

type Fields = Record<string, unknown>

interface Input {
  endpoint: string
  method: string
  path: string
  query: string
  headers: Record<string, string>
  body: { kind: 'json' | 'urlencoded' | 'multipart' | 'raw' | 'none'; fields: Fields; raw?: string }
  /** Send the staff token (a valid session) or not. */
  signedIn: boolean
}

const rawQuery = fc.oneof(
  fc.constantFrom(
    '',
    '%',
    '%ZZ',
    '%ED%A0%80',
    '%C0%AF',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'id=1&id=2',
    'id[]=1',
    'page=-1&status=%00',
  ),
  fc.dictionary(key, fc.oneof(fc.string({ maxLength: 20 }), odd), { maxKeys: 3 }).map((entries) =>
    Object.entries(entries)
      .map(([name, text]) => `${safeEncode(name)}=${safeEncode(text)}`)
      .join('&'),
  ),
)

/** encodeURIComponent refuses lone surrogates; those go as raw bytes of invalid UTF-8 instead. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

const headerText = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '?'))
const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/xml',
  'garbage/…'.replace('…', 'x'),
)
const headers = fc.record(
  {
    'content-type': contentType,
    'x-forwarded-for': fc.oneof(fc.constant('<fresh>'), headerText, fc.constantFrom('', '::1', '999.1.1.1')),
    accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'x/y'),
    cookie: fc.oneof(headerText, fc.constantFrom('admin_session=', 'admin_session=%ZZ; a=b')),
    origin: fc.oneof(headerText, fc.constantFrom('null', 'http://evil.example')),
    'x-admin-token': headerText,
    authorization: fc.oneof(headerText, fc.constant('Bearer ')),
    'accept-language': headerText,
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
  },
  { requiredKeys: [] },
)

const bodyKind = fc.constantFrom('json', 'urlencoded', 'multipart', 'raw', 'none') as fc.Arbitrary<
  Input['body']['kind']
>

/** One endpoint: the fields of its body (always with something broken) and its query. */
function endpoint(
  name: string,
  methods: string[],
  path: fc.Arbitrary<string>,
  fields: fc.Arbitrary<Fields>,
  query: fc.Arbitrary<string> = rawQuery,
  options: { signedIn?: fc.Arbitrary<boolean> } = {},
): fc.Arbitrary<Input> {
  return fc
    .record({
      method: fc.constantFrom(...methods),
      path,
      query,
      headers,
      kind: bodyKind,
      fields: fc.tuple(fields, extras).map(([base, more]) => ({ ...more, ...base })),
      raw: fc.oneof(
        anyString,
        value.map((item) => JSON.stringify(item) ?? 'null'),
      ),
      signedIn: options.signedIn ?? fc.boolean(),
    })
    .map((input) => ({
      endpoint: name,
      method: input.method,
      path: input.path,
      query: input.query,
      headers: input.headers as Record<string, string>,
      body: { kind: input.kind, fields: input.fields, raw: input.raw },
      signedIn: input.signedIn,
    }))
}

const materialPaths = fc.constantFrom('/killustik', '/kaldaliiv', '/soelutud-muld', '/purukruus')

// Orders and inquiries: a complete-looking form with one required field broken.
const brokenOrder = fc
  .oneof(
    fc.record({ quantity: fc.oneof(fc.constantFrom('', '0', '-1', '26', '1000', '1.5', '١٢', 'kaks'), odd) }),
    fc.record({ email: badEmail }),
    fc.record({ firstName: fc.constantFrom('', ' ', '\u200b'), lastName: fc.constantFrom('', ' ') }),
  )
  .map((broken) => ({
    slug: 'killustik',
    idempotencyKey: 'fuzz-order-key-1',
    firstName: 'Mari',
    lastName: 'Maasikas',
    email: 'mari@example.ee',
    phone: '+372 5555 1234',
    quantity: '5',
    deliveryOption: 'self',
    deliveryAddress: '',
    notes: '',
    ...broken,
  }))
const brokenInquiry = fc
  .oneof(
    fc.record({ email: badEmail }),
    fc.record({ material: anyString.filter((text) => text !== 'Killustik' && text !== 'muu') }),
    fc.record({ name: fc.constantFrom('', ' ', '\u200b') }),
  )
  .map((broken) => ({
    intent: 'inquiry',
    name: 'Juhan',
    email: 'juhan@example.ee',
    phone: '+372 5123 4567',
    material: 'Killustik',
    details: '',
    ...broken,
  }))
const anyFields = fc.dictionary(key, value, { maxKeys: 5 }) as fc.Arbitrary<Fields>
const brokenProduct = fc.record({
  name: fc.oneof(fc.constantFrom('', ' '), fc.integer(), fc.constant(null), fc.array(fc.string())),
  description: value,
  priceEur: fc.oneof(fc.constantFrom(-1, 'abc', null, Number.NaN, 1e12), fc.object()),
}) as fc.Arbitrary<Fields>
const brokenBlogPost = fc.record({
  pealkiri: fc.oneof(fc.constantFrom('', ' '), fc.integer(), fc.constant(null)),
  teema: value,
  stiil: anyString,
  sisu: value,
  image_url: anyString,
}) as fc.Arbitrary<Fields>
const brokenStatus = fc.record({
  status: anyString.filter(
    (text) => !['uus', 'kinnitatud', 'tarnitud', 'tühistatud', 'vastatud'].includes(text),
  ),
  staffNote: value,
  id: missingId,
}) as fc.Arbitrary<Fields>
const idQuery = (extra: fc.Arbitrary<string> = fc.constant('')) =>
  fc
    .tuple(missingId, extra, rawQuery)
    .map(([id, more, raw]) => [`id=${safeEncode(id)}`, more, raw].filter(Boolean).join('&'))
const productAction = fc.constantFrom('', 'action=publish', 'action=unpublish', 'action=picture', 'action=x')

const all = (path: string) => fc.constant(path)
const inputs = fc.oneof(
  // Public APIs.
  endpoint(
    '/api/orders',
    ['POST', 'PUT', 'GET'],
    all('/api/orders'),
    // Only /api/orders reads the material from the form; a page action takes it from its path.
    fc.oneof(
      brokenOrder,
      fc.tuple(brokenOrder, anyString).map(([order, slug]) => ({ ...order, slug, quantity: '0' })),
    ),
  ),
  endpoint('/api/inquiries', ['POST', 'DELETE'], all('/api/inquiries'), brokenInquiry),
  endpoint(
    '/api/functions/:name',
    ['POST', 'GET'],
    // Kept under Node's 16 KB limit for the request head, which Node answers itself with 431 and a
    // closed connection, before any of our code runs.
    fc
      .oneof(
        fc.constantFrom(
          'createOrder',
          'sendOrderEmail',
          'getGoogleMapsKey',
          'generateBlogContent',
          'a'.repeat(4000),
        ),
        fc.string({ unit: 'binary', maxLength: 40 }),
        odd,
      )
      .map((name) => `/api/functions/${safeEncode(name)}`),
    // createOrder and sendOrderEmail are refused: the e-mail address is broken, or every field is
    // valid but the name is invisible.
    fc.oneof(
      fc
        .tuple(anyFields, badEmail, fc.constantFrom('order', 'inquiry', 'x'))
        .map(([fields, email, type]) => ({
          ...fields,
          type,
          email,
          product_name: 'Killustik 16–32 mm',
          quantity: -1,
        })),
      fc
        .tuple(fc.constantFrom('order', 'inquiry'), fc.constantFrom('\u200b', '\u202e\u2066', ' \u200d '))
        .map(([type, name]) => ({
          type,
          name,
          email: 'mari@example.ee',
          phone: '+372 5555 1234',
          product_name: 'Killustik',
          quantity: 5,
          delivery_option: 'self',
        })),
    ),
  ),
  endpoint('/api/chat', ['POST', 'GET'], all('/api/chat'), anyFields),
  endpoint(
    '/api/geo/*',
    ['GET', 'POST'],
    fc.constantFrom('/api/geo/search', '/api/geo/distance', '/api/geo/place'),
    anyFields,
  ),
  endpoint('/api/products', ['GET', 'POST'], all('/api/products'), anyFields),
  endpoint('/api/auth/login', ['POST'], all('/api/auth/login'), anyFields),
  // A signed-in logout would end the session the rest of the run uses.
  endpoint('/api/auth/logout', ['POST'], all('/api/auth/logout'), anyFields, rawQuery, {
    signedIn: fc.constant(false),
  }),
  endpoint('/api/auth/session', ['GET', 'POST'], all('/api/auth/session'), anyFields),
  // Page actions, as forms without JavaScript post them.
  endpoint('material page action', ['POST'], materialPaths, brokenOrder),
  endpoint('/?index action', ['POST'], all('/'), brokenInquiry, fc.constant('index')),
  endpoint('/tellimine action', ['POST'], all('/tellimine'), brokenOrder),
  endpoint('/admin/login action', ['POST'], fc.constantFrom('/admin/login', '/blogi-admin'), anyFields),
  // The staff pages' picture upload and sign-out (ADR 036); a signed-in sign-out would end the run's session.
  endpoint('/admin/pilt action', ['POST'], all('/admin/pilt'), anyFields),
  endpoint('/admin/logout action', ['POST'], all('/admin/logout'), anyFields, rawQuery, {
    signedIn: fc.constant(false),
  }),
  endpoint(
    'staff form actions',
    ['POST'],
    fc.oneof(
      fc.constantFrom('/admin/inquiries', '/admin/mails', '/admin/orders'),
      missingId.map((id) => `/admin/orders/${safeEncode(id)}`),
    ),
    brokenStatus,
  ),
  // Staff APIs.
  endpoint(
    '/api/admin/products',
    ['GET', 'POST', 'PUT', 'DELETE'],
    all('/api/admin/products'),
    brokenProduct,
    idQuery(productAction),
  ),
  endpoint('/api/admin/upload', ['POST'], all('/api/admin/upload'), anyFields),
  endpoint('/api/admin/audit', ['GET'], all('/api/admin/audit'), anyFields),
  endpoint(
    '/api/admin/blog-posts',
    ['GET', 'POST', 'PUT', 'DELETE'],
    all('/api/admin/blog-posts'),
    brokenBlogPost,
    idQuery(fc.constantFrom('', 'action=publish', 'action=unpublish')),
  ),
  endpoint('/api/admin/orders', ['GET', 'PUT'], all('/api/admin/orders'), brokenStatus, idQuery()),
  endpoint('/api/admin/orders/export', ['GET'], all('/api/admin/orders/export'), anyFields),
  endpoint('/api/admin/inquiries', ['GET', 'PUT'], all('/api/admin/inquiries'), brokenStatus, idQuery()),
  endpoint(
    '/api/admin/mails',
    ['GET', 'POST'],
    all('/api/admin/mails'),
    anyFields,
    idQuery(fc.constant('action=retry')),
  ),
  // Invoices, bank statements, the overview's figures and online payment.
  endpoint(
    '/api/admin/invoices',
    ['GET', 'POST'],
    all('/api/admin/invoices'),
    anyFields,
    idQuery(fc.constantFrom('', 'action=payment', 'action=credit', 'action=reminders', 'action=x')),
  ),
  endpoint('/api/admin/invoices/export', ['GET'], all('/api/admin/invoices/export'), anyFields),
  endpoint('/api/admin/bank-statements', ['GET', 'POST'], all('/api/admin/bank-statements'), anyFields),
  endpoint(
    '/api/admin/stats*',
    ['GET'],
    fc.constantFrom('/api/admin/stats', '/api/admin/stats/csv', '/api/admin/stats/plot'),
    anyFields,
  ),
  endpoint('/api/admin/deliveries', ['GET'], all('/api/admin/deliveries'), anyFields),
  endpoint(
    '/admin/arved action',
    ['POST'],
    fc.oneof(
      all('/admin/arved'),
      missingId.map((id) => `/admin/arved/${safeEncode(id)}`),
    ),
    anyFields,
  ),
  endpoint('/api/payments/montonio', ['GET', 'POST'], all('/api/payments/montonio'), anyFields),
  endpoint(
    '/tellimus/:token/maksa',
    ['POST'],
    anyString.map((token) => `/tellimus/${safeEncode(token) || 'x'}/maksa`),
    anyFields,
  ),
  endpoint('/makse/tagasi', ['GET'], all('/makse/tagasi'), anyFields),
)

function stringsOf(fields: Fields): [string, string][] {
  return Object.entries(fields).map(([name, item]) => [
    name,
    typeof item === 'string' ? item : (JSON.stringify(item) ?? ''),
  ])
}

function encodeBody(input: Input): { body?: BodyInit; type?: string } {
  const { kind, fields, raw } = input.body
  if (input.method === 'GET' || kind === 'none') return {}
  if (kind === 'json') return { body: JSON.stringify(fields), type: 'application/json' }
  if (kind === 'urlencoded') return { body: new URLSearchParams(stringsOf(fields)) }
  if (kind === 'multipart') {
    const form = new FormData()
    for (const [name, text] of stringsOf(fields)) form.append(name, text)
    return { body: form }
  }
  return { body: raw ?? '' }
}

const countedTables = [
  'orders',
  'inquiries',
  'products',
  'blog_posts',
  'outbox',
  'audit_log',
  'invoices',
  'invoice_payments',
  'bank_entries',
  'online_payments',
  'online_refunds',
  'order_advances',
] as const

async function snapshot(dataDir: string) {
  const rows = await rowSnapshot(dataDir, countedTables)
  const stored = process.env.DRILL_DEBUG
    ? await withDatabase({ dataDir }, (query) =>
        query<unknown>('select name, email, quantity, product_name from orders limit 3'),
      )
    : []
  return { ...rows, stored }
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>

/**
 * A new PGlite server with the staff signed in, prepared by `prepare`, then stopped to count its rows;
 * started again on the same data for `requests`, and stopped to count them once more. Its data
 * directory is removed at the end.
 */
async function aroundRequests<Prepared, Result>(
  prepare: (url: string, staff: { token: string; cookie: string }) => Promise<Prepared>,
  requests: (url: string, staff: { token: string; cookie: string }, prepared: Prepared) => Promise<Result>,
): Promise<{ before: Snapshot; after: Snapshot; result: Result }> {
  let server: RunningServer = await startServer({ env: testAdminEnv, timeoutMs: 120_000 })
  const { dataDir } = server
  try {
    const staff = await signIn(server.url)
    const prepared = await prepare(server.url, staff)
    expect(await server.stop()).toBe(0)
    const before = await snapshot(dataDir)
    server = await startServer({ dataDir, env: testAdminEnv, timeoutMs: 120_000 })
    const result = await requests(server.url, staff, prepared)
    expect(await server.stop()).toBe(0)
    return { before, after: await snapshot(dataDir), result }
  } finally {
    await server.dispose()
    const { rm } = await import('node:fs/promises')
    await rm(dataDir, { recursive: true, force: true })
  }
}

describe('drill (e): fuzzing every endpoint', () => {
  it('answers generated invalid input without a 5xx and stores nothing', async () => {
    await runDrill('e fuzz all endpoints', 'PGlite', async (row) => {
      const fuzz = await aroundRequests(
        async () => undefined,
        async (base, { token, cookie }) => {
          const statuses: number[] = []
          const perEndpoint = new Map<string, number>()
          const serverErrors: string[] = []
          const started = Date.now()
          let previous: Input | undefined
          const accepted: Input[] = []
          const result = await fc.check(
            fc.asyncProperty(inputs, async (input) => {
              const { body, type } = encodeBody(input)
              const requestHeaders: Record<string, string> = {}
              for (const [name, text] of Object.entries(input.headers)) {
                if (text === undefined) continue
                requestHeaders[name] =
                  name === 'x-forwarded-for' && text === '<fresh>' ? newClientAddress() : text
              }
              if (!requestHeaders['x-forwarded-for']) requestHeaders['x-forwarded-for'] = newClientAddress()
              if (type && !requestHeaders['content-type']) requestHeaders['content-type'] = type
              if (input.signedIn) {
                requestHeaders['x-admin-token'] = token
                requestHeaders.cookie = cookie
                requestHeaders.origin = base
              }
              const url = `${base}${input.path}${input.query ? `?${input.query}` : ''}`
              let response: Response
              try {
                response = await fetch(url, {
                  method: input.method,
                  headers: requestHeaders,
                  body,
                  redirect: 'manual',
                  signal: AbortSignal.timeout(requestTimeoutMs),
                })
              } catch (error) {
                // A refused or reset connection is a finding too; say what the transport saw.
                const cause = (error as Error & { cause?: unknown }).cause
                if (process.env.DRILL_DEBUG)
                  console.info('RESET after', JSON.stringify(previous).slice(0, 3000))
                throw new Error(
                  `${input.method} ${url.slice(0, 200)}: ${(error as Error).message}: ${String(cause)}`,
                )
              }
              previous = { ...input, body: { ...input.body, raw: input.body.raw?.slice(0, 200) } }
              await response.arrayBuffer()
              const location = response.headers.get('location') ?? ''
              if (response.status === 201 || /esitatud|saadetud/.test(location)) accepted.push(input)
              statuses.push(response.status)
              perEndpoint.set(input.endpoint, (perEndpoint.get(input.endpoint) ?? 0) + 1)
              if (response.status >= 500) {
                serverErrors.push(`${input.method} ${input.path} → ${response.status}`)
                return false
              }
              return true
            }),
            { numRuns: 100_000, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false },
          )
          if (process.env.DRILL_DEBUG && result.failed)
            console.info(JSON.stringify(result.counterexample), String(result.errorInstance))
          const seconds = (Date.now() - started) / 1000
          return { statuses, perEndpoint, serverErrors, accepted, result, seconds }
        },
      )
      const { before, after } = fuzz
      const { statuses, perEndpoint, serverErrors, accepted, result, seconds } = fuzz.result
      if (process.env.DRILL_DEBUG)
        console.info('stored', JSON.stringify(after.stored), JSON.stringify(accepted))
      const changed = countedTables.filter((table) => after.counts[table] !== before.counts[table])

      const status = [...tally(statuses)]
        .sort(([a], [b]) => a - b)
        .map(([code, count]) => `${count}×${code}`)
        .join(' ')
      row.did =
        `${statuses.length} requests in ${seconds.toFixed(0)} s over ${perEndpoint.size} endpoint groups ` +
        `(fewest ${Math.min(...perEndpoint.values())} each): ${status}`
      row.found =
        `${serverErrors.length} answers 5xx${result.failed ? ` (shrunk: ${String(result.counterexample?.[0] && JSON.stringify(result.counterexample[0]).slice(0, 300))})` : ''}` +
        `${result.failed && !serverErrors.length ? `; error: ${String(result.errorInstance).slice(0, 200)}` : ''}; ` +
        `rows: ${countedTables.map((table) => `${table} ${before.counts[table]}→${after.counts[table]}`).join(', ')}; ` +
        `existing rows ${after.digest === before.digest ? 'unchanged' : 'CHANGED'}`

      expect(result.failed).toBe(false)
      expect(serverErrors).toEqual([])
      expect(statuses.length).toBeGreaterThanOrEqual(minimumFuzzRequests)
      expect(changed).toEqual([])
      expect(after.digest).toBe(before.digest)
    })
  })
})

// ── the control character sweep ──────────────────────────────────────────────────────────────────────
type Encoding = 'json' | 'urlencoded' | 'multipart' | 'query'

interface SweepTarget {
  name: string
  method: string
  path: string
  encodings: Encoding[]
  /** A valid-looking value of each field; each field in turn gets a control character. */
  fields: Record<string, string>
  /** A query string sent as is beside the swept fields (an id, an action). */
  query?: string
  staff?: boolean
}

const controlCharacters = ['\u0000', '\u0001', '\u001b', '\u007f']
/** Only a JSON escape can carry one: a form or a query decodes broken UTF-8 to U+FFFD. */
const loneSurrogates = ['\ud800', '\udfff']
const form: Encoding[] = ['urlencoded', 'multipart']
/** What the targets below make (870): fewer means a target or a field fell out of the sweep. */
const minimumSweepRequests = 850

function sweepTargets(orderPage: string): SweepTarget[] {
  const order = orderBody({ idempotencyKey: 'sweep-order-key-01' })
  const inquiry = inquiryBody({ idempotencyKey: 'sweep-inquiry-key-01' })
  return [
    {
      name: 'sign-in API',
      method: 'POST',
      path: '/api/auth/login',
      encodings: ['json'],
      fields: { username: 'haldur', password: 'Kruus-ja-liiv-2026' },
    },
    {
      name: 'staff sign-in form',
      method: 'POST',
      path: '/admin/login',
      encodings: form,
      fields: { username: 'haldur', password: 'Kruus-ja-liiv-2026' },
    },
    {
      name: 'blog staff sign-in form',
      method: 'POST',
      path: '/blogi-admin',
      encodings: form,
      fields: { intent: 'login', username: 'haldur', password: 'Kruus-ja-liiv-2026' },
    },
    {
      name: 'chat',
      method: 'POST',
      path: '/api/chat',
      encodings: ['json'],
      fields: {
        action: 'sendMessage',
        sessionId: 'sweep-session-1',
        chatInput: 'Kui palju maksab killustik?',
      },
    },
    {
      name: 'geo search',
      method: 'GET',
      path: '/api/geo/search',
      encodings: ['query'],
      fields: { q: 'Tapa' },
    },
    {
      name: 'geo distance',
      method: 'POST',
      path: '/api/geo/distance',
      encodings: ['json'],
      fields: { token: 'tapa' },
    },
    {
      name: 'geo place',
      method: 'POST',
      path: '/api/geo/place',
      encodings: ['json'],
      fields: { placeId: 'ChIJ123', label: 'Tapa' },
    },
    { name: 'order API', method: 'POST', path: '/api/orders', encodings: form, fields: order },
    { name: 'order page action', method: 'POST', path: '/killustik', encodings: form, fields: order },
    { name: 'inquiry API', method: 'POST', path: '/api/inquiries', encodings: form, fields: inquiry },
    {
      name: 'inquiry page action',
      method: 'POST',
      path: '/',
      query: 'index',
      encodings: form,
      fields: inquiry,
    },
    {
      name: 'server function',
      method: 'POST',
      path: '/api/functions/createOrder',
      encodings: ['json'],
      fields: {
        product_name: 'Killustik',
        delivery_option: 'self',
        name: 'Mari Maasikas',
        email: 'mari@example.ee',
        phone: '+372 5555 1234',
      },
    },
    {
      name: 'customer order page',
      method: 'GET',
      path: orderPage,
      encodings: ['query'],
      fields: { tuhista: '1' },
    },
    {
      name: 'customer cancel form',
      method: 'POST',
      path: orderPage,
      encodings: form,
      fields: { intent: 'cancel', version: '1', reason: 'Ei vaja enam' },
    },
    // Staff APIs, signed in: bodies and queries.
    {
      name: 'admin products',
      method: 'POST',
      path: '/api/admin/products',
      encodings: ['json'],
      fields: { name: 'Kruus', description: 'Kirjeldus', priceEur: '5' },
      staff: true,
    },
    {
      name: 'admin products change',
      method: 'PUT',
      path: '/api/admin/products',
      encodings: ['json', 'query'],
      fields: { id: '999999', action: 'publish', name: 'Kruus' },
      staff: true,
    },
    {
      name: 'admin upload',
      method: 'POST',
      path: '/api/admin/upload',
      encodings: ['json'],
      fields: { file: 'iVBORw0KGgo=', fileName: 'pilt.png', contentType: 'image/png' },
      staff: true,
    },
    {
      name: 'admin blog posts',
      method: 'POST',
      path: '/api/admin/blog-posts',
      encodings: ['json'],
      fields: {
        pealkiri: 'Kruus',
        teema: 'teed',
        stiil: 'praktiline',
        sisu: 'Lõik',
        image_url: '/media/x.webp',
      },
      staff: true,
    },
    {
      name: 'admin orders',
      method: 'PUT',
      path: '/api/admin/orders',
      query: 'id=999999',
      encodings: ['json'],
      fields: { status: 'kinnitatud', staffNote: 'Märkus', deliveryDate: '2030-01-07', timeWindow: '08-12' },
      staff: true,
    },
    {
      name: 'admin order list',
      method: 'GET',
      path: '/api/admin/orders',
      encodings: ['query'],
      fields: { status: 'uus', page: '1', q: 'Mari' },
      staff: true,
    },
    {
      name: 'admin inquiries',
      method: 'PUT',
      path: '/api/admin/inquiries',
      query: 'id=999999',
      encodings: ['json'],
      fields: { status: 'vastatud' },
      staff: true,
    },
    {
      name: 'admin inquiry list',
      method: 'GET',
      path: '/api/admin/inquiries',
      encodings: ['query'],
      fields: { status: 'uus', page: '1' },
      staff: true,
    },
    {
      name: 'admin mails',
      method: 'POST',
      path: '/api/admin/mails',
      encodings: ['query'],
      fields: { id: '999999', action: 'retry' },
      staff: true,
    },
    {
      name: 'admin audit',
      method: 'GET',
      path: '/api/admin/audit',
      encodings: ['query'],
      fields: { page: '1', action: 'order.confirm' },
      staff: true,
    },
    {
      name: 'admin export',
      method: 'GET',
      path: '/api/admin/orders/export',
      encodings: ['query'],
      fields: { from: '2030-01-01', to: '2030-01-31' },
      staff: true,
    },
    {
      name: 'admin business',
      method: 'PUT',
      path: '/api/admin/business',
      encodings: ['json'],
      fields: { phone: '+372 5555 1234', email: 'info@example.ee', address: 'Karjääri tee 1' },
      staff: true,
    },
    {
      name: 'admin materials',
      method: 'PUT',
      path: '/api/admin/materials',
      query: 'slug=killustik',
      encodings: ['json'],
      fields: { summary: 'Killustik', metaDescription: 'Killustik {hind}' },
      staff: true,
    },
    ...['testimonials', 'references', 'gallery', 'partners'].map((collection) => ({
      name: `admin ${collection}`,
      method: 'POST',
      path: `/api/admin/${collection}`,
      encodings: ['json'] as Encoding[],
      fields: { name: 'Nimi', text: 'Tekst', title: 'Pealkiri', alt: 'Pilt' },
      staff: true,
    })),
    {
      name: 'admin deliveries',
      method: 'GET',
      path: '/api/admin/deliveries',
      encodings: ['query'],
      fields: { from: '2030-01-01', to: '2030-01-31' },
      staff: true,
    },
    {
      name: 'admin stats',
      method: 'GET',
      path: '/api/admin/stats',
      encodings: ['query'],
      fields: { from: '2030-01-01', to: '2030-01-31' },
      staff: true,
    },
  ]
}

interface SweepRequest {
  label: string
  method: string
  url: string
  body?: BodyInit
  contentType?: string
  staff: boolean
}

/** Every request of the sweep: each field of each target with each character, in each encoding. */
function sweepRequests(base: string, targets: SweepTarget[]): SweepRequest[] {
  const requests: SweepRequest[] = []
  for (const target of targets) {
    for (const encoding of target.encodings) {
      const characters = encoding === 'json' ? [...controlCharacters, ...loneSurrogates] : controlCharacters
      for (const field of Object.keys(target.fields)) {
        for (const character of characters) {
          const fields = { ...target.fields, [field]: `${target.fields[field]}${character}x` }
          const label = `${target.name} ${encoding} ${field} U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`
          const query = [target.query ?? '']
          let body: BodyInit | undefined
          let contentType: string | undefined
          if (encoding === 'query') query.push(new URLSearchParams(fields).toString())
          else if (encoding === 'json') {
            body = JSON.stringify(fields)
            contentType = 'application/json'
          } else if (encoding === 'urlencoded') {
            body = new URLSearchParams(fields).toString()
            contentType = 'application/x-www-form-urlencoded'
          } else {
            const multipart = new FormData()
            for (const [name, text] of Object.entries(fields)) multipart.append(name, text)
            body = multipart
          }
          const search = query.filter(Boolean).join('&')
          requests.push({
            label,
            method: target.method,
            url: `${base}${target.path}${search ? `?${search}` : ''}`,
            body,
            contentType,
            staff: target.staff ?? false,
          })
        }
      }
    }
    // The address itself.
    for (const character of controlCharacters)
      requests.push({
        label: `${target.name} address U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
        method: target.method,
        url: `${base}${target.path}${encodeURIComponent(character)}`,
        staff: target.staff ?? false,
      })
  }
  return requests
}

describe('drill (e): control characters in every field', () => {
  // Two server starts and nearly nine hundred requests: more than the drills' default on a busy machine.
  it('refuses each with a 400 before any route, none with a 5xx, and stores nothing', async () => {
    await runDrill('e control character sweep', 'PGlite', async (row) => {
      const sweep = await aroundRequests(
        async (url, { token }) => {
          // An order of the customer's own page, placed before the rows are counted.
          const form = new FormData()
          for (const [name, text] of Object.entries(orderBody())) form.append(name, text)
          const placed = await fetch(`${url}/api/orders`, {
            method: 'POST',
            body: form,
            headers: { 'X-Forwarded-For': newClientAddress() },
          })
          expect(placed.status).toBe(201)
          const { orderId } = (await placed.json()) as { orderId: number }
          const order = await fetch(`${url}/api/admin/orders?id=${orderId}`, {
            headers: { 'X-Admin-Token': token },
          })
          const { customerUrl } = (await order.json()) as { customerUrl: string }
          return new URL(customerUrl).pathname
        },
        async (url, { token, cookie }, orderPage) => {
          const targets = sweepTargets(orderPage)
          const requests = sweepRequests(url, targets)
          const statuses: number[] = []
          const serverErrors: string[] = []
          const notRefused: string[] = []
          const started = Date.now()
          for (const request of requests) {
            const headers: Record<string, string> = { 'X-Forwarded-For': newClientAddress() }
            if (request.contentType) headers['Content-Type'] = request.contentType
            if (request.staff) {
              headers['X-Admin-Token'] = token
              headers.Cookie = cookie
              headers.Origin = url
            }
            const response = await fetch(request.url, {
              method: request.method,
              headers,
              body: request.body,
              redirect: 'manual',
              signal: AbortSignal.timeout(requestTimeoutMs),
            })
            await response.arrayBuffer()
            statuses.push(response.status)
            if (response.status >= 500) serverErrors.push(`${response.status} ${request.label}`)
            else if (response.status !== 400) notRefused.push(`${response.status} ${request.label}`)
          }
          const seconds = (Date.now() - started) / 1000
          return { targets, requests, statuses, serverErrors, notRefused, seconds }
        },
      )
      const { before, after } = sweep
      const { targets, requests, statuses, serverErrors, notRefused, seconds } = sweep.result
      const changed = countedTables.filter((table) => after.counts[table] !== before.counts[table])
      const status = [...tally(statuses)]
        .sort(([a], [b]) => a - b)
        .map(([code, count]) => `${count}×${code}`)
        .join(' ')
      row.did = `${statuses.length} requests in ${seconds.toFixed(0)} s to ${targets.length} endpoints: ${status}`
      row.found =
        `${serverErrors.length} answers 5xx, ${notRefused.length} not refused with 400` +
        `${notRefused.length ? ` (${notRefused.slice(0, 5).join(', ')})` : ''}; ` +
        `rows ${changed.length ? `CHANGED in ${changed.join(', ')}` : 'unchanged'}`

      // Every field of every endpoint, each character, each encoding: nearly nine hundred requests.
      expect(statuses.length).toBe(requests.length)
      expect(statuses.length).toBeGreaterThanOrEqual(minimumSweepRequests)
      expect(serverErrors).toEqual([])
      expect(notRefused).toEqual([])
      expect(changed).toEqual([])
      expect(after.digest).toBe(before.digest)
    })
  }, 300_000)
})
