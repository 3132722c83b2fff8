import { rm } from 'node:fs/promises'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import { newClientAddress } from '../support/client-address.ts'
import { rawExchange } from '../support/raw-http.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'
import { runDrill, tally } from './drill-support.ts'
import { rowSnapshot } from './stored-rows.ts'

/**
 * Drill (f): requests generated below the HTTP client's level and written to a TCP socket as bytes —
 * request lines with any method, target and version, a Host that is missing, empty, odd or doubled,
 * lengths that disagree with the body, chunked bodies broken or not, folded and nameless header lines,
 * over-long addresses and heads; sent one per connection, pipelined several in one write, in slow pieces,
 * or half-closed — against every route of app/routes.ts. Every body is certainly not a valid order or
 * inquiry. Pass: every exchange gets an answer, or the server closes the connection once the client has
 * half-closed it (silence is no pass); no answer is a 5xx, the server writes no error-level log line, not
 * one row is stored or changed, and the server answers its health check at the end.
 */

const timeLimitMs = 15_000
/**
 * Fewer requests than this in the time limit means the drill tested little (a server that hardly
 * answers, a property that stopped early): the run fails rather than passing on a handful. A machine
 * busy with other work sent about a thousand, a quiet one more than two thousand.
 */
const minimumRequests = 200

const routePaths = [
  '/',
  '/kalkulaator',
  '/tellimine',
  '/blogi',
  '/blogi/1',
  '/blogi/999999',
  '/sertifikaat',
  '/sertifikaat.pdf',
  '/privaatsus',
  '/healthz',
  '/robots.txt',
  '/sitemap.xml',
  '/admin',
  '/admin/login',
  '/admin/products',
  '/admin/orders/1',
  '/admin/x',
  '/blogi-admin',
  '/api/products',
  '/api/orders',
  '/api/inquiries',
  '/api/functions/createOrder',
  '/api/geo/search',
  '/api/geo/distance',
  '/api/geo/place',
  '/api/chat',
  '/api/auth/login',
  '/api/auth/session',
  '/api/admin/products',
  '/api/admin/orders',
  '/api/admin/orders/export',
  '/api/admin/upload',
  '/api/nonexistent',
  '/_root.data',
  '/killustik.data',
  '/media/nonexistent.webp',
  '/assets/nonexistent.js',
  '/favicon.ico',
  '/nonexistent',
  ...materials.map((material) => `/${material.slug}`),
]

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
  { weight: 4, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('TRACE', 'CONNECT', 'PROPFIND', 'SEARCH', 'MKCOL', 'LOCK', 'PURGE', 'QUERY'),
  },
  { weight: 1, arbitrary: fc.constantFrom('get', 'FOO', 'G ET', '', 'GET\u0000', 'ПОСТ') },
)

const pathTail = fc.constantFrom(
  '',
  '',
  '',
  '?index',
  '?index&x=1',
  '?q=%',
  '?q=%ZZ&q=2',
  '?__proto__[x]=1',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/../../etc/passwd',
  '/.%2e/',
  '.data',
  '.data?_routes=routes%2Fhome',
  '\u00e4\u00f5',
  '/',
  '//',
  ';x=1',
  '#frag',
)
const target = fc.oneof(
  { weight: 10, arbitrary: fc.tuple(fc.constantFrom(...routePaths), pathTail).map(([p, t]) => p + t) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...routePaths), fc.integer({ min: 3_000, max: 17_000 }))
      .map(([p, n]) => `${p}?q=${'a'.repeat(n)}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '*',
      'http://localhost/healthz',
      'https://evil.example/',
      'ftp://localhost/',
      'localhost:80',
      'healthz',
      '',
      '//evil.example/x',
      '/\\evil.example',
    ),
  },
)
const version = fc.oneof(
  { weight: 6, arbitrary: fc.constant('HTTP/1.1') },
  { weight: 3, arbitrary: fc.constant('HTTP/1.0') },
  { weight: 1, arbitrary: fc.constantFrom('HTTP/0.9', 'HTTP/2.0', 'HTTP/1.2', 'http/1.1', '', 'HTTP/1.1 x') },
)
const host = fc.oneof(
  { weight: 6, arbitrary: fc.constant('localhost') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      '',
      'a b',
      '[::1',
      '[::1]:80',
      'localhost:99999',
      'localhost:',
      'ä.ee',
      'evil.example/x',
      'user@evil.example',
      '-.-',
      'x'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: fc.constant('localhost\r\nHost: evil.example') },
)
const contentType = fc.constantFrom(
  null,
  'application/x-www-form-urlencoded',
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'text/plain; charset=utf-16',
  'application/json; charset=koi8-r',
  '*/*',
  ';;;',
)
/** How the body is framed: its own length, a wrong one, chunked, or nothing said. */
const framing = fc.constantFrom(
  'length',
  'length',
  'shorter',
  'longer',
  'negative',
  'garbage',
  'twice',
  'chunked',
  'chunked-broken',
  'both',
  'none',
)
const bodyText = fc.oneof(
  fc.constantFrom(
    '',
    'a=b',
    'slug=killustik&quantity=0&email=not-an-address&firstName=&idempotencyKey=k',
    'intent=inquiry&name=&email=x',
    '{"quantity":-1}',
    '{"__proto__":{"admin":true}}',
    '[',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
)
const extraHeaders = fc.subarray(
  [
    'Connection: keep-alive',
    'Expect: 100-continue',
    'Accept-Encoding: gzip, br',
    'Cookie: admin_session=%ZZ; a=b',
    'X-Admin-Token: x',
    'Origin: null',
    ' folded-continuation',
    'NoColonHere',
    'Bad Name: x',
    'X-Nul: a\u0000b',
    'X-Long: '.concat('b'.repeat(9_000)),
    'Range: bytes=0-1,5-',
    'Upgrade: h2c',
    'X-Forwarded-Host: evil.example',
    'X-Forwarded-Proto: gopher',
  ],
  { maxLength: 3 },
)

interface RawInput {
  method: string
  target: string
  version: string
  host: string | null
  contentType: string | null
  framing: string
  body: string
  extra: string[]
  close: boolean
}

const rawInput: fc.Arbitrary<RawInput> = fc.record({
  method,
  target,
  version,
  host,
  contentType,
  framing,
  body: bodyText,
  extra: extraHeaders,
  close: fc.boolean(),
})

/** The bytes of one request, framed as the input says. */
function requestBytes(input: RawInput): Buffer {
  const lines = [`${input.method} ${input.target} ${input.version}`.trimEnd()]
  if (input.host !== null) lines.push(`Host: ${input.host}`)
  lines.push(`X-Forwarded-For: ${newClientAddress()}`)
  if (input.contentType) lines.push(`Content-Type: ${input.contentType}`)
  const body = Buffer.from(input.body, 'latin1')
  let payload = body
  switch (input.framing) {
    case 'length':
      lines.push(`Content-Length: ${body.length}`)
      break
    case 'shorter':
      lines.push(`Content-Length: ${Math.max(0, body.length - 3)}`)
      break
    case 'longer':
      lines.push(`Content-Length: ${body.length + 40}`)
      break
    case 'negative':
      lines.push('Content-Length: -1')
      break
    case 'garbage':
      lines.push('Content-Length: 12abc')
      break
    case 'twice':
      lines.push(`Content-Length: ${body.length}`, `Content-Length: ${body.length + 1}`)
      break
    case 'chunked':
      lines.push('Transfer-Encoding: chunked')
      payload = Buffer.concat([
        Buffer.from(body.length ? `${body.length.toString(16)}\r\n` : ''),
        body,
        Buffer.from(body.length ? '\r\n0\r\n\r\n' : '0\r\n\r\n'),
      ])
      break
    case 'chunked-broken':
      lines.push('Transfer-Encoding: chunked')
      payload = Buffer.concat([Buffer.from('zz\r\n'), body])
      break
    case 'both':
      lines.push('Transfer-Encoding: chunked', `Content-Length: ${body.length}`)
      break
    default:
      break
  }
  lines.push(...input.extra)
  if (input.close) lines.push('Connection: close')
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload])
}

const delivery = fc.constantFrom('single', 'single', 'single', 'pipelined', 'slow', 'half-closed')

const exchange = fc.record({
  requests: fc.array(rawInput, { minLength: 1, maxLength: 3 }),
  delivery,
})

const countedTables = ['orders', 'inquiries', 'products', 'blog_posts', 'outbox', 'audit_log', 'admins']

const snapshot = (dataDir: string) => rowSnapshot(dataDir, countedTables)

/** Status codes of every answer on the wire, pipelined ones included. */
function statusesOf(bytes: Buffer): number[] {
  const text = bytes.toString('latin1')
  return [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3}) /g)].map((match) => Number(match[1]))
}

/** The access lines and error-level lines the server wrote since `from`. */
function serverLines(output: string) {
  const accessStatuses: number[] = []
  const errors: string[] = []
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    if (/"level":"(error|fatal)"/.test(line)) errors.push(line.slice(0, 1500))
    const status = /"msg":"request"/.test(line) ? /"status":(\d{3})/.exec(line) : null
    if (status) accessStatuses.push(Number(status[1]))
  }
  return { accessStatuses, errors }
}

describe('drill (f): raw sockets', () => {
  it('answers generated requests of any shape without a 5xx or an error log line, and stores nothing', async () => {
    await runDrill('f raw-socket fuzz', 'PGlite', async (row) => {
      let server: RunningServer = await startServer({ timeoutMs: 120_000 })
      const { dataDir } = server
      try {
        // Its last lines say why, should it not stop cleanly (exit code null: ended by a signal).
        const stopped = await server.stop()
        expect(stopped, `${server.process.signalCode ?? ''}\n${server.output().slice(-3000)}`).toBe(0)
        const before = await snapshot(dataDir)
        server = await startServer({ dataDir, timeoutMs: 120_000 })
        const port = Number(new URL(server.url).port)

        const wireStatuses: number[] = []
        const endings: string[] = []
        let requests = 0
        let connections = 0
        /** Exchanges the server neither answered nor closed: silence is no pass. */
        const silent: string[] = []
        /**
         * Exchanges the server closed with a reset before any answer arrived. RFC 9112 §9.6: a server that
         * closes while the client is still sending makes its TCP stack reset the connection, and the reset
         * can erase an answer the client has not read yet; the drill counts these apart, as a finding.
         */
        const resetUnanswered: string[] = []
        const started = Date.now()
        const result = await fc.check(
          fc.asyncProperty(exchange, async ({ requests: inputs, delivery }) => {
            const bytes = inputs.map(requestBytes)
            requests += bytes.length
            connections += 1
            const pieces =
              delivery === 'pipelined'
                ? [Buffer.concat(bytes)]
                : delivery === 'slow'
                  ? Buffer.concat(bytes).reduce<Buffer[]>((parts, _, index, all) => {
                      if (index % 512 === 0) parts.push(all.subarray(index, index + 512))
                      return parts
                    }, [])
                  : bytes
            const answer = await rawExchange(port, pieces, {
              pauseMs: delivery === 'slow' ? 5 : delivery === 'single' ? 0 : 0,
              halfClose: delivery === 'half-closed',
              idleMs: 250,
              // A client that has sent all it will, half-closed, waits for an answer or the close.
              endWhenQuiet: true,
              timeoutMs: 5_000,
            })
            endings.push(answer.ended)
            const statuses = statusesOf(answer.bytes)
            wireStatuses.push(...statuses)
            // Silence is no pass: once the client has said all it will (half-closed), the server must
            // answer or close the connection.
            const answered = statuses.length > 0 || answer.ended === 'closed' || answer.ended === 'reset'
            const sent = () =>
              `${delivery}, ${answer.ended}: ${JSON.stringify(
                Buffer.concat(bytes)
                  .toString('latin1')
                  .slice(0, process.env.DRILL_DEBUG ? 3_000 : 200),
              )}`
            if (!answered) silent.push(sent())
            else if (statuses.length === 0 && answer.ended === 'reset') resetUnanswered.push(sent())
            return answered && statuses.every((status) => status < 500)
          }),
          { numRuns: 100_000, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false },
        )
        const seconds = (Date.now() - started) / 1000
        const health = await fetch(`${server.url}/healthz`).then((response) => response.status)
        const code = await server.stop()
        const output = server.output()
        // A server that did not stop cleanly says why in its last lines.
        expect(code, output.split('\n').slice(-15).join('\n')).toBe(0)
        const after = await snapshot(dataDir)
        const { accessStatuses, errors } = serverLines(output)
        const changed = countedTables.filter((table) => after.counts[table] !== before.counts[table])
        const serverErrors = [...wireStatuses, ...accessStatuses].filter((status) => status >= 500)

        const summary = (items: Iterable<number | string>) =>
          [...tally(items)]
            .sort(([a], [b]) => String(a).localeCompare(String(b)))
            .map(([item, count]) => `${count}×${item}`)
            .join(' ')
        row.did =
          `${requests} requests on ${connections} connections in ${seconds.toFixed(0)} s ` +
          `(one each, pipelined, slow, half-closed); answers on the wire: ${summary(wireStatuses)}; ` +
          `connections ended: ${summary(endings)}`
        row.found =
          `${silent.length} exchanges neither answered nor closed` +
          `${silent[0] ? ` (first: ${silent[0]})` : ''}; ${resetUnanswered.length} reset before an answer ` +
          `arrived${resetUnanswered[0] ? ` (first: ${resetUnanswered[0]})` : ''}; ` +
          `${serverErrors.length} answers 5xx; ${errors.length} error log lines` +
          `${errors[0] ? ` (first: ${errors[0].slice(0, 200)})` : ''}; ` +
          `${result.failed ? `shrunk: ${JSON.stringify(result.counterexample?.[0]).slice(0, 300)}; ` : ''}` +
          `rows: ${changed.length ? changed.join(', ') : 'none'} changed, existing rows ` +
          `${after.digest === before.digest ? 'unchanged' : 'CHANGED'}; health check ${health}`

        if (process.env.DRILL_DEBUG)
          console.info(
            silent.join('\n'),
            resetUnanswered.join('\n'),
            errors.join('\n'),
            output
              .split('\n')
              .filter((line) => /"status":5/.test(line))
              .join('\n'),
          )
        expect(silent).toEqual([])
        expect(requests).toBeGreaterThanOrEqual(minimumRequests)
        expect(result.failed).toBe(false)
        expect(serverErrors).toEqual([])
        expect(errors).toEqual([])
        expect(changed).toEqual([])
        expect(after.digest).toBe(before.digest)
        expect(health).toBe(200)
      } finally {
        await server.dispose()
        await rm(dataDir, { recursive: true, force: true })
      }
    })
  })
})
