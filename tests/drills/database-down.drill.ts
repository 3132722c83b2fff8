import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { expect } from 'vitest'
import { materials } from '#app/content/materials.ts'
import { inquiryTexts } from '#app/domain/inquiry-form.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { publicPages } from '../../scripts/public-pages.js'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { describeDatabaseCut } from '../support/database-cut-drill.ts'
import { formData } from '../support/request-bodies.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'
import type { ProxyMode } from '../support/tcp-proxy.ts'
import { orderFields, postOrder, waitUntil } from './drill-support.ts'
import { halfWritten } from './stored-rows.ts'

/**
 * Drill (d): the database becomes unreachable behind a TCP proxy, first refusing connections, then
 * hanging without an answer. The drill proves the outage was felt (the cut met the server's open
 * connections, and every request that needs the database answered 503), then what it must not break:
 * every public page still answers 200 with the built-in catalogue, /healthz
 * 503, order and inquiry posts (JSON and no-JavaScript forms) and the staff APIs 503 with an Estonian
 * message, none 500 and none later than the bound. With the proxy back the site recovers without a
 * restart, and nothing was half-written: every order and inquiry has its mails queued, no mail lacks
 * its order.
 */

/** No answer may take longer: the pool's connection timeout is 5 s and its query timeout 15 s. */
const boundMs = 20_000

interface Probe {
  name: string
  expect: number
  request: (base: string, token: string) => Promise<Response>
  /** Text the answer must contain (after undoing HTML escapes). */
  contains?: string[]
}

const inquiry = () => ({
  intent: 'inquiry',
  idempotencyKey: randomUUID(),
  name: 'Juhan Juurikas',
  email: 'juhan.juurikas@example.ee',
  phone: '+372 5123 4567',
  material: 'Killustik',
  details: '15 tonni Tapale',
})
const client = () => ({ 'X-Forwarded-For': newClientAddress() })
const admin = (token: string) => ({ 'X-Admin-Token': token, ...client() })
const get = (path: string) => (base: string) => fetch(`${base}${path}`, { headers: client() })
const adminGet = (path: string) => (base: string, token: string) =>
  fetch(`${base}${path}`, { headers: admin(token) })

const probes: Probe[] = [
  ...publicPages.map((path) => ({ name: `GET ${path}`, expect: 200, request: get(path) })),
  {
    name: 'GET / (built-in catalogue)',
    expect: 200,
    request: get('/'),
    contains: materials.map((material) => material.productName),
  },
  { name: 'GET /healthz', expect: 503, request: get('/healthz') },
  { name: 'GET /api/products', expect: 503, request: get('/api/products') },
  {
    name: 'POST /api/orders',
    expect: 503,
    contains: [orderTexts.failureText],
    request: (base) =>
      fetch(`${base}/api/orders`, { method: 'POST', body: formData(orderFields(1)), headers: client() }),
  },
  {
    name: 'POST /killustik (no JavaScript)',
    expect: 503,
    contains: [orderTexts.failureText],
    request: (base) =>
      fetch(`${base}/killustik`, {
        method: 'POST',
        body: new URLSearchParams(orderFields(2)),
        headers: client(),
        redirect: 'manual',
      }),
  },
  {
    name: 'POST /api/inquiries',
    expect: 503,
    contains: [inquiryTexts.failureText],
    request: (base) =>
      fetch(`${base}/api/inquiries`, { method: 'POST', body: formData(inquiry()), headers: client() }),
  },
  {
    name: 'POST /?index (no JavaScript)',
    expect: 503,
    contains: [inquiryTexts.failureText],
    request: (base) =>
      fetch(`${base}/?index`, {
        method: 'POST',
        body: new URLSearchParams(inquiry()),
        headers: client(),
        redirect: 'manual',
      }),
  },
  ...[
    '/api/admin/products',
    '/api/admin/blog-posts',
    '/api/admin/orders',
    '/api/admin/orders?id=1',
    '/api/admin/orders/export?from=2026-01-01&to=2026-12-31',
    '/api/admin/inquiries',
    '/api/admin/mails',
    '/api/admin/audit?entity=order&id=1',
    '/api/auth/session',
  ].map((path) => ({ name: `GET ${path} (signed in)`, expect: 503, request: adminGet(path) })),
  {
    name: 'PUT /api/admin/orders?id=1',
    expect: 503,
    request: (base, token) =>
      fetch(`${base}/api/admin/orders?id=1`, {
        method: 'PUT',
        headers: { ...admin(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'kinnitatud', staffNote: 'helistatud' }),
      }),
  },
  {
    name: 'POST /api/auth/login',
    expect: 503,
    request: (base) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...client() },
        body: JSON.stringify({
          username: testAdminEnv.ADMIN_USERNAME,
          password: testAdminEnv.ADMIN_PASSWORD,
        }),
      }),
  },
]

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

interface Outcome {
  name: string
  status: number | string
  ms: number
  ok: boolean
}

/** Every probe at once, as visitors would arrive; each must answer as expected within the bound. */
async function probeAll(base: string, token: string): Promise<Outcome[]> {
  return Promise.all(
    probes.map(async (probe) => {
      const started = performance.now()
      let timer: NodeJS.Timeout | undefined
      // A request that never ends is the finding itself: report it instead of waiting for it.
      const tooLate = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${(boundMs + 5_000) / 1000} s`)),
          boundMs + 5_000,
        )
      })
      try {
        const answer = probe
          .request(base, token)
          .then(async (response) => ({ response, text: await response.text() }))
        const { response, text } = await Promise.race([answer, tooLate])
        const body = unescapeHtml(text)
        const ms = Math.round(performance.now() - started)
        const missing = (probe.contains ?? []).filter((text) => !body.includes(text))
        return {
          name: probe.name,
          status: missing.length > 0 ? `${response.status} without "${missing[0]}"` : response.status,
          ms,
          ok: response.status === probe.expect && missing.length === 0 && ms <= boundMs,
        }
      } catch (error) {
        const ms = Math.round(performance.now() - started)
        return { name: probe.name, status: (error as Error).message, ms, ok: false }
      } finally {
        clearTimeout(timer)
      }
    }),
  )
}

const summary = (outcomes: Outcome[]) => {
  const slowest = Math.max(...outcomes.map((outcome) => outcome.ms))
  const wrong = outcomes.filter((outcome) => !outcome.ok)
  return `${outcomes.length - wrong.length}/${outcomes.length} as expected, slowest ${(slowest / 1000).toFixed(1)} s${
    wrong.length > 0 ? ` — wrong: ${wrong.map((item) => `${item.name} → ${item.status}`).join(', ')}` : ''
  }`
}

/** The probes that need the database: each must meet the outage and answer 503. */
const needDatabase = probes.filter((probe) => probe.expect === 503).length

describeDatabaseCut(
  'drill (d): the database becomes unreachable',
  'd database unreachable',
  'PostgreSQL behind a proxy that refuses, then hangs: public pages stay up, posts answer 503',
  async (row, { databaseUrl, viaProxy, proxy }) => {
    let server: RunningServer | undefined
    try {
      server = await startServer({
        env: { DATABASE_URL: viaProxy, ...testAdminEnv },
        timeoutMs: 120_000,
      })
      const base = server.url
      const { token } = await signIn(base)
      let acknowledged = 0
      const order = async () => {
        const answer = await postOrder(base, orderFields(acknowledged + 10))
        if (answer.status === 201) acknowledged += 1
        return answer.status
      }
      expect(await order()).toBe(201)

      const found: string[] = []
      const recovery: string[] = []
      for (const mode of ['refuse', 'hang'] as ProxyMode[]) {
        // Open connections in the pool first: the cut must also meet connections already in use.
        await Promise.all(
          Array.from({ length: 8 }, () => fetch(`${base}/api/products`).then((r) => r.text())),
        )
        const before = proxy.stats()
        await proxy.set(mode)
        const outcomes = await probeAll(base, token)
        const after = proxy.stats()
        // The cut met the pool's open connections (closed or stalled), or new ones it never answered.
        const met =
          mode === 'refuse'
            ? `${after.cut - before.cut} open connections cut`
            : `${after.stalled - before.stalled} open connections stalled, ${after.held - before.held} new ones held`
        const metCount = after.cut - before.cut + after.stalled - before.stalled + after.held - before.held
        const unavailable = outcomes.filter((outcome) => outcome.status === 503).length
        if (process.env.DRILL_DEBUG)
          console.info(
            mode,
            outcomes.map((o) => `${o.name} ${o.status} ${o.ms}`),
          )
        found.push(`${mode}: ${met}, ${unavailable} answers 503; ${summary(outcomes)}`)
        row.found = found.join('; ')
        await proxy.set('up')
        const back = performance.now()
        // Back up, the held bytes flow on and the pool answers again within seconds; the bound leaves room
        // for stalled queries to meet their timeout (15 s, database.server.ts) beside the suite on two
        // cores. The time it took is in the row. (Stop 47's run timed out here because the server had
        // ended: the content version's listener, dropped while reconnecting, threw from its callback.)
        await waitUntil(async () => (await fetch(`${base}/healthz`)).status === 200, 60_000, '/healthz 200')
        const healthyMs = performance.now() - back
        const status = await order()
        recovery.push(
          `${(healthyMs / 1000).toFixed(1)} s to /healthz 200 after '${mode}', then an order ${status}`,
        )
        // The outage was felt before anything else is judged.
        expect(metCount, met).toBeGreaterThan(0)
        expect(unavailable).toBe(needDatabase)
        expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([])
        expect(status).toBe(201)
      }
      if (process.env.DRILL_DEBUG) console.info(server.output())
      const restarts = (server.output().match(/"msg":"listening on /g) ?? []).length
      expect(await server.stop()).toBe(0)
      server = undefined
      const stored = await halfWritten({ databaseUrl })

      row.did =
        `${probes.length} requests at once (${publicPages.length} public pages, healthz, products, 4 posts, ` +
        `${probes.length - publicPages.length - 7} staff calls) with the proxy refusing, then hanging; ` +
        `proxy back up after each, without restarting the server (started ${restarts}×)`
      row.found =
        `${found.join('; ')}; recovery: ${recovery.join('; ')}; stored ${stored.orders.length} orders ` +
        `(${acknowledged} acknowledged), ${stored.inquiries.length} inquiries, ` +
        `${stored.ordersWithoutMails.length + stored.inquiriesWithoutMails.length} without their mails, ` +
        `${stored.orphanMails.length} orphan mails`

      expect(restarts).toBe(1)
      expect(stored.orders).toHaveLength(acknowledged)
      expect(stored.inquiries).toHaveLength(0)
      expect(stored.ordersWithoutMails).toEqual([])
      expect(stored.orphanMails).toEqual([])
    } finally {
      await server?.stop('SIGKILL')
    }
  },
)
