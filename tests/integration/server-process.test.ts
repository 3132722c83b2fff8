import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import { openPglite } from '#app/server/db/database.server.ts'
import { products } from '#app/server/db/schema.server.ts'
import { copyDatabaseTemplate } from '../support/database-template.ts'
import {
  freePort,
  projectRoot,
  type RunningServer,
  runServerExpectingExit,
  startServer,
} from '../support/server-process.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'

/**
 * The production build as `npm start` runs it: `node server.js` in its own process, with its own data
 * directory. `npm test` builds first; run `npm run build` when running this file alone on a fresh checkout.
 */

interface ApiProduct {
  id: number
  slug: string | null
  name: string
  priceEur: number
}

const headline = 'Kvaliteetne liiv, kruus ja killustik otse karjäärist'

// Everything a test starts is stopped and removed after it, also when an assertion fails half-way.
const cleanups: (() => Promise<unknown>)[] = []

async function start(options: Parameters<typeof startServer>[0] = {}) {
  // Generous: several servers start one after another, on CI machines that may be busy.
  const server = await startServer({ timeoutMs: 120_000, ...options })
  cleanups.push(() => server.dispose())
  return server
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-restart-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/**
 * A data directory with the run's migrated, empty database (tests/support/database-template.ts), for the
 * tests that are not about a first start: creating a new embedded database is most of a start.
 */
async function migratedDir() {
  const dir = await tempDir()
  const template = inject('databaseTemplate')
  if (template) await copyDatabaseTemplate(template, dir)
  return dir
}

afterEach(async () => {
  // Servers first (they were pushed after their directories), then the directories.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

beforeAll(() => {
  if (!existsSync(path.join(projectRoot, 'build', 'server', 'index.js'))) {
    throw new Error(
      'The production build is missing: run `npm run build` (or `npm test`, which builds first)',
    )
  }
})

async function getJson<T>(url: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(url)
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

/** A problem line of the start-up report: indented, starting with the variable's name. */
function problemLines(output: string) {
  return output.split('\n').filter((line) => /^\s+[A-Z][A-Z0-9_]*\b/.test(line))
}

describe('a bad environment', () => {
  it('stops the server with exit code 1 and one line per problem, each naming its variable', async () => {
    const { code, output } = await runServerExpectingExit({ PORT: 'abc', DATABASE_URL: 'mysql://x' })
    expect(code).toBe(1)
    expect(output).toContain('Serverit ei saa käivitada, seadistus on vigane')
    const lines = problemLines(output)
    expect(lines).toHaveLength(2)
    expect(lines.map((line) => line.trim().split(/[\s:]/)[0]).sort()).toEqual(['DATABASE_URL', 'PORT'])
    // A database address may hold a password: it is never printed back; no stack trace either.
    expect(output).not.toContain('mysql://x')
    expect(output).not.toMatch(/^\s+at /m)
  }, 60_000)
})

/**
 * The server on its embedded database (a new data directory, a restart, a shutdown) is tested in the
 * integration project; the integration-postgres project runs this file for the PostgreSQL part at its end
 * and would only repeat these on the same PGlite.
 */
const onPglite = !process.env.TEST_DATABASE_URL

/**
 * One installation's life: a first start on a new data directory, a shutdown, a change while it is
 * stopped, and a second start on the same directory. The tests run in this order and hand the directory
 * on: each one's server is the one a real installation would have at that point.
 */
describe.runIf(onPglite)('a port taken before the server listens', () => {
  it('startServer starts the server again on another port', async () => {
    // What freePort cannot rule out: between its answer and the server's listen, another listener
    // (a peer of another test file) takes the port.
    const taker = net.createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => taker.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => taker.close(resolve)))
    const taken = (taker.address() as net.AddressInfo).port
    const offered: number[] = []
    const server = await start({
      template: inject('databaseTemplate'),
      choosePort: async () => {
        const port = offered.length === 0 ? taken : await freePort()
        offered.push(port)
        return port
      },
    })
    expect(offered).toHaveLength(2)
    expect(offered[0]).toBe(taken)
    expect(server.port).toBe(offered[1])
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })
})

describe.runIf(onPglite)('a new data directory, stopped and started again', () => {
  let dataDir: string
  let first: RunningServer
  let before: ApiProduct[]
  const lifetime: (() => Promise<unknown>)[] = []

  afterAll(async () => {
    for (const cleanup of lifetime.splice(0).reverse()) await cleanup()
  })

  it('serves health, the seeded catalogue, the home page and a 404 page', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-restart-'))
    lifetime.push(() => rm(dataDir, { recursive: true, force: true }))
    first = await startServer({ dataDir, timeoutMs: 120_000 })
    lifetime.push(() => first.stop())

    const health = await getJson<{ status: string; database: string }>(`${first.url}/healthz`)
    expect(health.status).toBe(200)
    expect(health.body).toEqual({ status: 'ok', database: 'pglite', pageCache: { entries: 0, bytes: 0 } })
    expect(health.headers.get('cache-control')).toBe('no-store')

    const list = await getJson<ApiProduct[]>(`${first.url}/api/products`)
    expect(list.status).toBe(200)
    expect(list.body.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
    expect(list.body.map((product) => product.name)).toEqual(
      materials.map((material) => material.productName),
    )
    expect(list.body.map((product) => product.priceEur)).toEqual(
      materials.map((material) => material.priceCents / 100),
    )
    before = list.body

    const home = await fetch(`${first.url}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toMatch(/^text\/html/)
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await home.text()
    expect(html).toContain('<html lang="et"')
    expect(html).toContain(headline)
    expect(html.trimEnd()).toMatch(/<\/html>$/)

    const missing = await fetch(`${first.url}/olematu-leht`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/)
    const missingHtml = await missing.text()
    expect(missingHtml).toContain('Oops! Page not found')
    expect(missingHtml).toContain('<html lang="et"')

    expect(existsSync(path.join(dataDir, 'db'))).toBe(true)
    expect(first.output()).toContain('"products":10,"msg":"catalogue seeded"')

    // The new database was created in a worker thread that gave its memory back: created in the
    // server's own process, initdb's WebAssembly memory alone kept it above 800 MiB for good.
    if (first.process.pid && existsSync(`/proc/${first.process.pid}/status`)) {
      const status = readFileSync(`/proc/${first.process.pid}/status`, 'utf8')
      const residentKiB = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1])
      expect(residentKiB / 1024).toBeLessThan(640)
    }
  }, 180_000)

  it('SIGTERM exits with 0, logs "server stopped" and leaves a database that opens again', async () => {
    expect(await first.stop('SIGTERM')).toBe(0)
    expect(first.output()).toContain('SIGTERM')
    expect(first.output()).toContain('server stopped')

    const database = await openPglite(path.join(dataDir, 'db'))
    try {
      expect(await database.db.$count(products)).toBe(10)
      // Staff change a price while the site is down; the next start must keep it.
      await database.db.update(products).set({ priceCents: 475 }).where(eq(products.slug, 'kaldaliiv'))
    } finally {
      await database.close()
    }
  }, 180_000)

  it('a restart keeps a price changed between the runs: seeding does not overwrite', async () => {
    expect(before.find((product) => product.slug === 'kaldaliiv')?.priceEur).toBe(3.5)
    const second = await start({ dataDir })
    const after = await getJson<ApiProduct[]>(`${second.url}/api/products`)
    expect(after.status).toBe(200)
    expect(after.body.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
    expect(after.body.find((product) => product.slug === 'kaldaliiv')?.priceEur).toBe(4.75)
    // The same rows as before (same ids), not a second copy of the catalogue.
    expect(after.body.map((product) => product.id)).toEqual(before.map((product) => product.id))
    expect(second.output()).not.toContain('catalogue seeded')
  }, 300_000)
})

type Outcome =
  | { kind: 'answered'; status: number; body: string; complete: boolean }
  | { kind: 'refused'; error: string }

/** One GET on its own connection; tells an answer (complete or cut off) from a refused connection. */
function request(url: string, onSent: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () =>
        resolve({ kind: 'answered', status: res.statusCode ?? 0, body, complete: res.complete }),
      )
      res.on('error', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, body, complete: false }))
      res.on('aborted', () =>
        resolve({ kind: 'answered', status: res.statusCode ?? 0, body, complete: false }),
      )
    })
    req.on('finish', onSent)
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'refused', error: error.code ?? error.message }),
    )
  })
}

describe.runIf(onPglite)('a graceful shutdown', () => {
  it('answers the requests in flight when SIGTERM arrives, completely', async () => {
    const count = 12
    // Whether a request fired just before SIGTERM was accepted is a race; refused ones are acceptable, but
    // the test needs at least one accepted request to prove anything, so it tries up to three servers.
    let answered: Extract<Outcome, { kind: 'answered' }>[] = []
    for (let attempt = 0; attempt < 3 && answered.length === 0; attempt++) {
      const server = await start({ dataDir: await migratedDir() })
      let sent = 0
      let allSent: () => void = () => {}
      const sending = new Promise<void>((resolve) => {
        allSent = resolve
      })
      const outcomes = Promise.all(
        Array.from({ length: count }, () =>
          request(`${server.url}/`, () => {
            sent += 1
            if (sent === count) allSent()
          }),
        ),
      )
      await sending
      const exitCode = server.stop('SIGTERM')
      const results = await outcomes
      expect(await exitCode).toBe(0)
      expect(server.output()).toContain('server stopped')

      answered = results.filter((result) => result.kind === 'answered')
      for (const result of results) {
        if (result.kind === 'refused')
          expect(result.error).toMatch(/ECONNREFUSED|ECONNRESET|EPIPE|socket hang up/)
      }
      for (const result of answered) {
        expect(result).toMatchObject({ status: 200, complete: true })
        expect(result.body).toContain(headline)
        expect(result.body.trimEnd()).toMatch(/<\/html>$/)
      }
    }
    expect(answered.length).toBeGreaterThan(0)
  }, 300_000)

  it('finishes a request whose headers are still arriving when SIGTERM comes', async () => {
    const { server, exchange, exitCode } = await sigtermDuringRequest(
      'GET /api/products HTTP/1.0\r\nHost: 127.0.0.1\r\n',
    )
    // The server is shutting down now; the request it already accepted is completed and answered.
    const response = await exchange.finish('Accept: application/json\r\n\r\n')
    expect(response.head).toMatch(/^HTTP\/1\.[01] 200 /)
    const body = JSON.parse(response.body) as ApiProduct[]
    expect(body.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
    expect(await exitCode).toBe(0)
    expect(server.output()).toContain('server stopped')
  }, 180_000)

  // A browser or a reverse proxy keeps its connection open after the answer: the server must not wait
  // for the client (or Node's keep-alive timeout) before it exits.
  it('exits promptly after answering an in-flight request on a keep-alive connection', async () => {
    const { exchange, exitCode } = await sigtermDuringRequest('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const response = await exchange.finish('\r\n', (received) => /\r\n\r\n[\s\S]*"status"/.test(received))
    expect(response.head).toMatch(/^HTTP\/1\.1 200 /)
    const answeredAt = Date.now()
    expect(await exitCode).toBe(0)
    expect(Date.now() - answeredAt).toBeLessThan(4_000)
  }, 180_000)
})

/**
 * A new server that has the first part of a request (`head`) when SIGTERM comes: the server, the
 * request to finish, and the exit code to come. Resolves once the server has logged the signal.
 */
async function sigtermDuringRequest(head: string) {
  const server = await start({ dataDir: await migratedDir() })
  const exchange = await openRawRequest(server.port, head)
  const exitCode = server.stop('SIGTERM')
  await waitFor(() => server.output().includes('SIGTERM'))
  return { server, exchange, exitCode }
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * A request sent in two parts over a plain TCP connection: the server has accepted the connection and is
 * reading the request when the first part has arrived. finish() sends the rest and resolves with the
 * answer, once the server closes the connection or `done` says the answer is complete.
 */
async function openRawRequest(port: number, firstPart: string) {
  const socket = net.connect(port, '127.0.0.1')
  // Like a browser or a proxy, the client keeps its side open; the test's cleanup closes it.
  cleanups.push(async () => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  socket.write(firstPart)
  // Give the server time to read the first part: from now on the request is in flight.
  await new Promise((resolve) => setTimeout(resolve, 200))
  return {
    finish(rest: string, done?: (received: string) => boolean) {
      return new Promise<{ head: string; body: string }>((resolve, reject) => {
        const answer = () => {
          const split = received.indexOf('\r\n\r\n')
          resolve({ head: received.slice(0, split), body: received.slice(split + 4) })
        }
        socket.once('error', reject)
        socket.once('close', answer)
        if (done) {
          socket.on('data', () => {
            if (done(received)) answer()
          })
        }
        socket.write(rest)
      })
    },
  }
}

describe('PostgreSQL (runs only with TEST_DATABASE_URL set)', () => {
  const databaseUrl = process.env.TEST_DATABASE_URL

  it.skipIf(!databaseUrl)(
    'migrates, seeds and serves an empty PostgreSQL schema',
    async () => {
      await emptyPostgresSchema(databaseUrl!)

      const server = await start({ env: { DATABASE_URL: databaseUrl } })
      const health = await getJson<{ status: string; database: string }>(`${server.url}/healthz`)
      expect(health.status).toBe(200)
      expect(health.body).toEqual({ status: 'ok', database: 'postgres', pageCache: { entries: 0, bytes: 0 } })

      const list = await getJson<ApiProduct[]>(`${server.url}/api/products`)
      expect(list.status).toBe(200)
      expect(list.body).toHaveLength(10)
      expect(list.body.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
      expect(server.output()).toContain('"products":10,"msg":"catalogue seeded"')
      expect(server.output()).toContain('PostgreSQL')
      // The embedded database is not opened next to PostgreSQL.
      expect(existsSync(path.join(server.dataDir, 'db'))).toBe(false)

      expect(await server.stop('SIGTERM')).toBe(0)
      expect(server.output()).toContain('server stopped')
    },
    180_000,
  )
})
