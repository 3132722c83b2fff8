// Server benchmark of the production build: `npm run bench`. Prints markdown tables; it is a measurement,
// not a test, and fails only when a level got no successful answer at all.
//
// Sections (BENCH_ONLY, comma-separated; default all):
//   ssr     `/`, a material page, `/blogi` and a blog post at 1, 10 and 100 connections (autocannon):
//           requests/s and p50/p99 latency of the same page's HTML served as a static file by the same
//           server (written under build/client/ for the run and removed afterwards), of the server with
//           its page cache off (PAGE_CACHE_MB=0) and of one with it on (the default; each cached page is
//           requested once before it is measured) → cached req/s as % of static and cached p99 / static
//           p99, and one line per page and level on the goal: at least 80 % of the static file's req/s
//           and at most twice its p99 (reported, never failed on).
//   hit     the kept home page against a small static file (/favicon.svg, or BENCH_HIT_STATIC) through the same server, 10
//           connections, BENCH_ROUNDS rounds (default 5) of each one after the other, so that both meet
//           the same load of a shared machine: requests/s of each round, the cached page's share of the
//           static file's (median and range) and the server's CPU per request (all threads, from
//           /proc/<pid>/stat), once with gzip accepted and once with no Accept-Encoding
//           (docs/decisions/057-page-cache-hits-first.md).
//   orders  POST /api/orders the way the browser sends it, at 1, 10 and 50 clients; the mails queued in
//           the outbox and the .eml files the mail worker had written by the end and shortly after.
//   memory  resident memory (VmRSS) of the server at start, after 10 000 requests mixed over the pages,
//           and after 10 000 more (growth there would be a leak).
//   growth  public pages, the sitemap and the signed-in admin order list (first and a late page, HTML
//           and JSON) on an empty database and after seeding 10 000 orders and 500 published blog posts.
//   stats   the owner's overview, /admin/ulevaade and GET /api/admin/stats for the last 12 months, with
//           100 000 orders over three years: p50/p95/p99 of 100 requests one at a time, against the goal
//           of a p95 of at most 200 ms (reported, never failed on), and of 200 at 10 at once beside the
//           same figures of the smallest staff page (/admin/ettevote), which reads no orders; and the
//           first request, which computes what the others read until the orders change
//           (docs/decisions/051-overview-budget-one-request-at-a-time.md).
//   accounts a company's own pages, /konto, /konto/arved, /konto/tellimused and /konto/saldo, with 1 000
//           active business accounts of one person each and the stats section's 100 000 orders spread
//           over them (a few companies with thousands, most with 50 to 100; the last fortnight's still
//           to deliver), the delivered ones invoiced to their company and most paid: signed in as a
//           company of about 100 orders by a session written to the database as the server writes one
//           (no mail), p50/p95/p99 of 100 requests one at a time after one to warm up, against the goal
//           of a p95 of at most 150 ms (reported, never failed on).
//
// BENCH_SECONDS (default 5) is the time per measurement, BENCH_DATABASE_URL a PostgreSQL database to run
// on instead of the embedded PGlite (its schema is dropped and recreated before each section), and
// BENCH_DATABASES the databases to run the sections on, one after the other: `pglite`, `postgres` (on
// BENCH_DATABASE_URL) or both, `pglite,postgres`; by default PostgreSQL when BENCH_DATABASE_URL is set,
// else PGlite.
//
// Every section starts `node server.js` on a free port with a temporary DATA_DIR, GEO_PROVIDER=builtin
// and no SMTP (mails become .eml files). The server trusts X-Forwarded-For from loopback and limits
// orders per client address, so every order names its own address. Seeding writes rows with SQL while
// the server is stopped: PGlite is one process's database, never opened from two at once.
import { spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import pg from 'pg'
import { root } from './build-freshness.js'
import { emptyPostgresSchema } from './empty-postgres.js'
import { ensureBuild } from './ensure-build.js'
import { freePort } from './free-port.js'

const sections = new Set(
  (process.env.BENCH_ONLY ?? 'ssr,hit,orders,memory,growth,stats,accounts')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined
const databases = [
  ...new Set(
    (process.env.BENCH_DATABASES ?? (postgresUrl ? 'postgres' : 'pglite'))
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
]
const admin = { username: 'haldur', password: 'Kruus-ja-liiv-2026' }
const materialPath = '/soelutud-ehitusliiv'
const seededOrders = 10_000
const seededPosts = 500

for (const name of sections) {
  if (!['ssr', 'hit', 'orders', 'memory', 'growth', 'stats', 'accounts'].includes(name)) {
    console.error(
      `BENCH_ONLY: tundmatu osa "${name}" (lubatud: ssr, hit, orders, memory, growth, stats, accounts)`,
    )
    process.exit(2)
  }
}
for (const name of databases) {
  if (!['pglite', 'postgres'].includes(name)) {
    console.error(`BENCH_DATABASES: tundmatu andmebaas "${name}" (lubatud: pglite, postgres)`)
    process.exit(2)
  }
}
if (databases.length === 0) {
  console.error('BENCH_DATABASES: ühtegi andmebaasi pole nimetatud (lubatud: pglite, postgres)')
  process.exit(2)
}
if (databases.includes('postgres') && !postgresUrl) {
  console.error(
    'BENCH_DATABASES nimetab postgres-i, aga BENCH_DATABASE_URL puudub: andke PostgreSQL-i andmebaasi aadress (postgres://…)',
  )
  process.exit(2)
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
if (!(Number.isInteger(rounds) && rounds > 0)) {
  console.error('BENCH_ROUNDS peab olema positiivne täisarv')
  process.exit(2)
}
if (!(seconds > 0)) {
  console.error('BENCH_SECONDS peab olema positiivne arv')
  process.exit(2)
}

// ---- server process ---------------------------------------------------------------------------------

/** The PostgreSQL database of the pass being run, or undefined for PGlite (set by main). */
let databaseUrl

/** A fresh DATA_DIR (and, on PostgreSQL, an empty schema) for one section. */
async function newInstance() {
  // Every section starts from an empty database.
  if (databaseUrl) await emptyPostgresSchema(databaseUrl)
  return { dataDir: await mkdtemp(path.join(tmpdir(), 'karjaar-bench-')) }
}

const running = new Set()
/** The HTML copies under build/client/, removed at the end of the section or on Ctrl-C. */
const staticFiles = []

/** Starts the server on the instance; `env` adds to (or overrides) its environment. */
async function startServer(instance, env = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: instance.dataDir,
      GEO_PROVIDER: 'builtin',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer /healthz in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const code = await exited
      running.delete(child)
      if (code !== 0) console.warn(`Server lõpetas koodiga ${code}:\n${output}`)
      return code
    },
  }
}

/** Opens the section's database: PostgreSQL when the bench runs on it, else the instance's PGlite. */
async function openDatabase(instance) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    // pg runs a script of several statements through query() as well.
    return { client, exec: (text) => client.query(text), close: () => client.end() }
  }
  const client = new PGlite(path.join(instance.dataDir, 'db'))
  await client.waitReady
  return { client, exec: (text) => client.exec(text), close: () => client.close() }
}

/** Runs SQL on the section's database while no server has it open. */
async function withDatabase(instance, work) {
  const { client, exec, close } = await openDatabase(instance)
  try {
    return await work({
      query: async (text) => (await client.query(text)).rows,
      exec: async (text) => {
        await exec(text)
      },
    })
  } finally {
    await close()
  }
}

async function residentKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status)
  return match ? Number(match[1]) : Number.NaN
}

// ---- load generation --------------------------------------------------------------------------------

/** The headers a browser sends that change the answer: it accepts gzip, which compression() then does. */
const browserHeaders = { 'accept-encoding': 'gzip' }

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { duration: seconds, ...options, headers: { ...browserHeaders, ...options.headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/** requests/s, p50, p99 of one autocannon run, and the answers that were not 2xx. */
function figures(result) {
  const ok = result['2xx']
  return {
    perSecond: ok / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    ok,
  }
}

async function measure(url, connections, headers = {}) {
  // A short warm-up, so the first measurement does not pay for the JIT.
  await cannon({ url, connections: Math.min(connections, 10), duration: 2, headers })
  return figures(await cannon({ url, connections, headers }))
}

async function expectOk(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`)
  return body
}

// ---- tables -----------------------------------------------------------------------------------------

function markdownTable(header, rows) {
  const cells = rows.map((row) => row.map(String))
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column].length)),
  )
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.map(line),
  ].join('\n')
}

const rate = (n) => (Number.isFinite(n) ? n.toFixed(n < 100 ? 1 : 0) : '–')
const ms = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–')
const ratio = (a, b) => (a > 0 && b > 0 ? `${(a / b).toFixed(1)}×` : '–')
const bad = (...runs) => runs.reduce((sum, run) => sum + run.bad, 0)

let failed = false
function note(run, label) {
  if (run.ok === 0) {
    failed = true
    console.error(`${label}: no successful answer`)
  }
}

// ---- 1. SSR vs static -------------------------------------------------------------------------------

/** The public pages measured; /blogi/1 is a built-in article, there on a fresh instance. */
const ssrPages = ['/', materialPath, '/blogi', '/blogi/1']
const ssrLevels = [1, 10, 100]
/** The page cache's goal: this share of the static file's requests/s, at most this many times its p99. */
const goalShare = 0.8
const goalP99 = 2

/**
 * One request as the load sends it (the cache may keep one copy per encoding), so that the page is in
 * the server's page cache before it is measured. Returns the answer's headers.
 */
async function warmUp(url) {
  const response = await fetch(url, { headers: browserHeaders, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`)
  return response.headers
}

/** How the warm-up answer says it may be kept: its Cache-Control, whether it has an ETag and Set-Cookie. */
function cacheMarks(headers) {
  const control = headers.get('cache-control') ?? '–'
  const marked =
    /\bpublic\b/.test(control) &&
    /\bs-maxage=\d+/.test(control) &&
    headers.has('etag') &&
    !headers.has('set-cookie')
  return { control, etag: headers.has('etag'), cookie: headers.has('set-cookie'), marked }
}

/**
 * The goal for one page and level: cached req/s at least goalShare of the static file's, cached p99 at
 * most goalP99 times the static file's. autocannon counts latency in whole milliseconds, so a static
 * p99 of 0 is taken as 1 ms.
 */
function goal(fixed, cached) {
  const share = fixed.perSecond > 0 ? cached.perSecond / fixed.perSecond : Number.NaN
  const p99Ratio = cached.ok > 0 && fixed.ok > 0 ? cached.p99 / Math.max(fixed.p99, 1) : Number.NaN
  return { share, p99Ratio, met: share >= goalShare && p99Ratio <= goalP99 }
}

const percent = (n) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '–')
const times = (n) => (Number.isFinite(n) ? `${n.toFixed(1)}×` : '–')

async function ssrSection() {
  const instance = await newInstance()
  const names = new Map()
  const off = new Map()
  const on = new Map()
  const marks = new Map()
  const key = (page, connections) => `${page} ${connections}`
  try {
    // The page cache off: the pages as the server renders them on every request.
    const server = await startServer(instance, { PAGE_CACHE_MB: '0' })
    try {
      for (const page of ssrPages) {
        const html = await expectOk(`${server.url}${page}`)
        const name = `bench-${randomBytes(6).toString('hex')}.html`
        const file = path.join(root, 'build', 'client', name)
        staticFiles.push(file)
        await writeFile(file, html)
        await expectOk(`${server.url}/${name}`)
        names.set(page, name)
        for (const connections of ssrLevels) {
          console.info(`  ${page} @ ${connections}, page cache off …`)
          const run = await measure(`${server.url}${page}`, connections)
          note(run, `${page} page cache off`)
          off.set(key(page, connections), run)
        }
      }
    } finally {
      await server.stop()
    }
    // The page cache on (the default): each page requested once first, then the static file and the
    // cached page one after the other, so that both meet the same load of the machine.
    const cachedServer = await startServer(instance)
    try {
      for (const page of ssrPages) {
        await expectOk(`${cachedServer.url}/${names.get(page)}`)
        for (const connections of ssrLevels) {
          console.info(`  ${page} @ ${connections}, static file and page cache on …`)
          const fixed = await measure(`${cachedServer.url}/${names.get(page)}`, connections)
          const headers = await warmUp(`${cachedServer.url}${page}`)
          if (!marks.has(page)) marks.set(page, cacheMarks(headers))
          const cached = await measure(`${cachedServer.url}${page}`, connections)
          note(fixed, `${page} static`)
          note(cached, `${page} page cache on`)
          on.set(key(page, connections), { fixed, cached })
        }
      }
    } finally {
      await cachedServer.stop()
    }
  } finally {
    for (const file of staticFiles) await rm(file, { force: true })
    staticFiles.length = 0
    await rm(instance.dataDir, { recursive: true, force: true })
  }
  const rows = []
  const verdicts = []
  for (const page of ssrPages) {
    for (const connections of ssrLevels) {
      const uncached = off.get(key(page, connections))
      const { fixed, cached } = on.get(key(page, connections))
      const result = goal(fixed, cached)
      rows.push([
        page,
        connections,
        rate(fixed.perSecond),
        ms(fixed.p50),
        ms(fixed.p99),
        rate(uncached.perSecond),
        ms(uncached.p50),
        ms(uncached.p99),
        rate(cached.perSecond),
        ms(cached.p50),
        ms(cached.p99),
        percent(result.share),
        times(result.p99Ratio),
        bad(fixed, uncached, cached),
      ])
      verdicts.push(
        `- ${page} @ ${connections}: ${result.met ? 'eesmärk täidetud' : 'eesmärk täitmata'} — req/s ${percent(result.share)} staatilise faili omast (vaja ≥ ${percent(goalShare)}), p99 ${times(result.p99Ratio)} staatilise faili omast (vaja ≤ ${goalP99}×)`,
      )
    }
  }
  const answers = ssrPages.map((page) => {
    const mark = marks.get(page)
    return `${page}: "${mark.control}", ${mark.etag ? 'ETag' : 'no ETag'}${mark.cookie ? ', Set-Cookie' : ''}`
  })
  const noneMarked = [...marks.values()].every((mark) => !mark.marked)
  return [
    `### Public pages: the same HTML as a static file, SSR with the page cache off and on (${seconds} s per run, gzip accepted)`,
    '',
    `Static file and cache on are measured one after the other on the server with the page cache on (the default), cache off on one started with PAGE_CACHE_MB=0. 'on/static req/s' is the cached page's requests/s as a share of the static file's, 'on/static p99' its p99 over the static file's (a static p99 of 0 ms counted as 1 ms: autocannon counts whole milliseconds). Goal: at least ${percent(goalShare)} and at most ${goalP99}×.`,
    '',
    markdownTable(
      [
        'page',
        'conn.',
        'static req/s',
        'static p50 ms',
        'static p99 ms',
        'off req/s',
        'off p50 ms',
        'off p99 ms',
        'on req/s',
        'on p50 ms',
        'on p99 ms',
        'on/static req/s',
        'on/static p99',
        'not 2xx',
      ],
      rows,
    ),
    '',
    `Warm-up answers with the page cache on: ${answers.join('; ')}.${noneMarked ? ' None is marked public with s-maxage and an ETag: this server has no page cache yet, so "on" measures the same rendering as "off".' : ''}`,
    '',
    `Eesmärk: vahemälust vähemalt ${percent(goalShare)} staatilise faili päringutest sekundis ja p99 kuni ${goalP99}× staatilise faili omast.`,
    '',
    ...verdicts,
  ].join('\n')
}

// ---- 1b. a cache hit against a static file --------------------------------------------------------

/** CPU time the process has used, all threads, in ms (utime + stime of /proc/<pid>/stat). */
async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** autocannon with these headers only (`cannon` adds the browser's Accept-Encoding). */
function cannonAsIs(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

/** One measurement of `url` with the server's CPU per answered request. */
async function measureWithCpu(server, url, headers) {
  const before = await cpuMs(server.pid)
  const run = figures(await cannonAsIs({ url, headers }))
  const cpu = (await cpuMs(server.pid)) - before
  return { ...run, cpuPerRequest: run.ok > 0 ? cpu / run.ok : Number.NaN }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// BENCH_HIT_STATIC: another static file to compare with (a built asset of about the page's size, say).
const staticPath = process.env.BENCH_HIT_STATIC || '/favicon.svg'

async function hitSection() {
  const instance = await newInstance()
  const server = await startServer(instance)
  const codings = [
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['none', {}],
  ]
  const rows = []
  const summary = []
  try {
    const staticUrl = `${server.url}${staticPath}`
    const pageUrl = `${server.url}/`
    for (const [coding, headers] of codings) {
      // The page kept first (fetch would ask for gzip unless told otherwise), then a short warm-up of each.
      const warm = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity', ...headers } })
      await warm.arrayBuffer()
      await cannonAsIs({ url: staticUrl, duration: 2, headers })
      await cannonAsIs({ url: pageUrl, duration: 2, headers })
      const shares = []
      const cpuShares = []
      for (let round = 1; round <= rounds; round++) {
        console.info(`  ${coding}: round ${round}/${rounds} …`)
        const fixed = await measureWithCpu(server, staticUrl, headers)
        const cached = await measureWithCpu(server, pageUrl, headers)
        note(fixed, 'static file')
        note(cached, 'cached page')
        const share = fixed.perSecond > 0 ? cached.perSecond / fixed.perSecond : Number.NaN
        shares.push(share)
        cpuShares.push(fixed.cpuPerRequest / cached.cpuPerRequest)
        rows.push([
          coding,
          round,
          rate(fixed.perSecond),
          rate(cached.perSecond),
          percent(share),
          fixed.cpuPerRequest.toFixed(2),
          cached.cpuPerRequest.toFixed(2),
          bad(fixed, cached),
        ])
      }
      summary.push(
        `- ${coding === 'gzip' ? 'gzip accepted' : 'no Accept-Encoding'}: the cached page at ${percent(median(shares))} of the static file's requests/s (median of ${rounds}; ${percent(Math.min(...shares))}–${percent(Math.max(...shares))}); by CPU per request ${percent(median(cpuShares))} (${percent(Math.min(...cpuShares))}–${percent(Math.max(...cpuShares))})`,
      )
    }
  } finally {
    await server.stop()
    await rm(instance.dataDir, { recursive: true, force: true })
  }
  return [
    `### A cache hit against a static file: / and ${staticPath}, 10 connections, ${rounds} rounds of ${seconds} s each`,
    '',
    "Each round measures the static file, then the cached page, on one server. 'CPU ms' is the server's CPU time (all threads) per answered request. The goal is at least 80 % of the static file's requests/s.",
    '',
    markdownTable(
      [
        'Accept-Encoding',
        'round',
        'static req/s',
        'cached req/s',
        'cached/static',
        'static CPU ms',
        'cached CPU ms',
        'not 2xx',
      ],
      rows,
    ),
    '',
    ...summary,
  ].join('\n')
}

// ---- 2. orders --------------------------------------------------------------------------------------

// A different client address for every order: 10.0.0.1, 10.0.0.2, … (16 million before repeating).
let clientNumber = 0
function nextClient() {
  clientNumber = (clientNumber + 1) % 0xfffffe
  const n = clientNumber + 1
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

const orderMaterials = ['soelutud-taiteliiv', 'kaldaliiv', 'killustik', 'soelutud-kruus', 'purukruus']

function orderForm(sequence, tapa) {
  const form = new FormData()
  const delivery = sequence % 2 === 1
  const fields = {
    slug: orderMaterials[sequence % orderMaterials.length],
    idempotencyKey: randomUUID(),
    addressToken: delivery ? tapa.token : '',
    firstName: 'Mari',
    lastName: `Maasikas ${sequence}`,
    email: `mari.${sequence}@example.ee`,
    phone: '+372 5555 1234',
    quantity: String(delivery ? 8 + (sequence % 18) : 1 + (sequence % 25)),
    deliveryOption: delivery ? 'delivery' : 'self',
    deliveryAddress: delivery ? tapa.label : '',
    notes: sequence % 3 === 0 ? 'Palun helistage enne tulekut' : '',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

let sequence = 0

async function postOrders(url, tapa, clients, durationMs) {
  const latencies = []
  const statuses = new Map()
  let failures = 0
  const end = performance.now() + durationMs
  async function client() {
    while (performance.now() < end) {
      const body = orderForm(sequence++, tapa)
      const started = performance.now()
      try {
        const response = await fetch(`${url}/api/orders`, {
          method: 'POST',
          body,
          headers: { 'X-Forwarded-For': nextClient() },
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      } catch {
        failures += 1
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, client))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const percentile = (p) =>
    latencies.length === 0
      ? Number.NaN
      : latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]
  const created = statuses.get(201) ?? 0
  return {
    clients,
    created,
    perSecond: created / elapsed,
    p50: percentile(50),
    p99: percentile(99),
    max: latencies.at(-1) ?? Number.NaN,
    other: [...statuses].filter(([status]) => status !== 201).map(([status, count]) => `${count}×${status}`),
    failures,
  }
}

async function countEml(instance) {
  const names = await readdir(path.join(instance.dataDir, 'mail')).catch(() => [])
  return names.filter((name) => name.endsWith('.eml')).length
}

async function ordersSection() {
  const instance = await newInstance()
  const server = await startServer(instance)
  const rows = []
  let mailsAtEnd = 0
  let mailsLater = 0
  const settleSeconds = 10
  try {
    const search = await fetch(`${server.url}/api/geo/search?q=Tapa`, {
      headers: { 'X-Forwarded-For': nextClient() },
    })
    const tapa = (await search.json()).suggestions?.[0]
    if (!tapa) throw new Error('no address suggestion for Tapa')
    await postOrders(server.url, tapa, 10, 2000)
    for (const clients of [1, 10, 50]) {
      console.info(`  ${clients} clients …`)
      const row = await postOrders(server.url, tapa, clients, seconds * 1000)
      if (row.created === 0) {
        failed = true
        console.error(`orders @ ${clients}: none created`)
      }
      rows.push(row)
    }
    mailsAtEnd = await countEml(instance)
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000))
    mailsLater = await countEml(instance)
  } finally {
    await server.stop()
  }
  const outbox = await withDatabase(instance, (db) =>
    db.query('select status, count(*)::int as n from outbox group by status order by status'),
  )
  const orderCount = await withDatabase(instance, (db) => db.query('select count(*)::int as n from orders'))
  await rm(instance.dataDir, { recursive: true, force: true })
  const queued = outbox.reduce((sum, row) => sum + row.n, 0)
  return [
    `### Order submissions, POST /api/orders (${seconds} s per level, half self-pickup, half delivery to Tapa)`,
    '',
    markdownTable(
      ['clients', 'orders', 'orders/s', 'p50 ms', 'p99 ms', 'max ms', 'not 201'],
      rows.map((row) => [
        row.clients,
        row.created,
        rate(row.perSecond),
        ms(row.p50),
        ms(row.p99),
        ms(row.max),
        [...row.other, ...(row.failures ? [`${row.failures}×network`] : [])].join(', ') || '0',
      ]),
    ),
    '',
    markdownTable(
      [
        'orders in the database',
        'mails queued',
        '.eml written at the end',
        `.eml ${settleSeconds} s later`,
        'outbox at stop',
      ],
      [
        [
          orderCount[0]?.n ?? 0,
          queued,
          mailsAtEnd,
          mailsLater,
          outbox.map((row) => `${row.status} ${row.n}`).join(', ') || '–',
        ],
      ],
    ),
  ].join('\n')
}

// ---- 3. memory --------------------------------------------------------------------------------------

const mixedPages = [
  '/',
  materialPath,
  '/kaldaliiv',
  '/killustik',
  '/blogi',
  '/blogi/1',
  '/kalkulaator',
  '/tellimine',
  '/sitemap.xml',
  '/api/products',
]

/** amount requests spread evenly over the pages, 10 connections. */
async function mixedRequests(url, amount) {
  const each = Math.ceil(amount / mixedPages.length)
  let ok = 0
  let notOk = 0
  for (const page of mixedPages) {
    const result = await new Promise((resolve, reject) => {
      autocannon(
        { url: `${url}${page}`, connections: 10, amount: each, headers: browserHeaders },
        (error, r) => (error ? reject(error) : resolve(r)),
      )
    })
    ok += result['2xx']
    notOk += result.non2xx + result.errors + result.timeouts
  }
  return { ok, notOk }
}

async function memorySection() {
  const instance = await newInstance()
  const server = await startServer(instance)
  try {
    const rows = [['after start', 0, Math.round((await residentKb(server.pid)) / 1024), '–']]
    let total = 0
    for (const step of ['after 10 000 requests', 'after 20 000 requests']) {
      console.info(`  ${step} …`)
      const started = performance.now()
      const result = await mixedRequests(server.url, 10_000)
      const elapsed = (performance.now() - started) / 1000
      total += result.ok + result.notOk
      if (result.ok === 0) failed = true
      rows.push([
        step,
        total,
        Math.round((await residentKb(server.pid)) / 1024),
        `${rate(result.ok / elapsed)} (${result.notOk} not 2xx)`,
      ])
    }
    return [
      `### Resident memory of the server (VmRSS; requests over ${mixedPages.length} pages, 10 connections)`,
      '',
      markdownTable(['when', 'requests', 'RSS MiB', 'req/s of the step'], rows),
    ].join('\n')
  } finally {
    await server.stop()
    await rm(instance.dataDir, { recursive: true, force: true })
  }
}

// ---- 4. growth --------------------------------------------------------------------------------------

const paragraphs = [
  'Kruus ja liiv on ehituse alus: vundamendi all, teekatte all ja aias kannavad nad koormust ning juhivad vett eemale.',
  'Õige fraktsioon sõltub tööst. Drenaažiks sobib pestud kruus, teede alusesse purustatud kruus või killustik, mida saab hästi tihendada.',
  'Koguse arvutamiseks korrutage pindala kihi paksuse ja materjali mahukaaluga. Kümne sentimeetri paksuse kihi jaoks kulub ruutmeetrile umbes 0,17 tonni.',
  'Enne tellimist mõõtke ala hoolikalt ning arvestage tihendamisega: tihendatud kiht on paar sentimeetrit õhem kui puistatud.',
  'Transpordi hind sõltub teekonna pikkusest. Suurema koguse korral tasub tellida korraga, sest üks koorem on soodsam kui mitu väikest.',
]

/** One published post's body: headings, paragraphs and a list, about 400 words. */
function postBody(n) {
  const parts = []
  for (let section = 0; section < 4; section++) {
    parts.push(`<h2>Osa ${section + 1}: nõuanne ${n}</h2>`)
    for (let p = 0; p < 4; p++) parts.push(`<p>${paragraphs[(n + section + p) % paragraphs.length]}</p>`)
    parts.push('<ul><li>liiv 0–4 mm</li><li>kruus 4–16 mm</li><li>killustik 16–32 mm</li></ul>')
  }
  return parts.join('\n')
}

/** The products as SQL `values` rows (index, id, name, price) for the seeds to order from, and their count. */
async function productValues(db) {
  const products = await db.query('select id, name, price_eur from products order by sort, id')
  if (products.length === 0) throw new Error('no products to order')
  const values = products
    .map((p, i) => `(${i}, ${p.id}, '${p.name.replaceAll("'", "''")}', ${p.price_eur})`)
    .join(', ')
  return { values, count: products.length }
}

/**
 * Inserts seed orders in one transaction: `statements` gets the products as SQL `values` rows and their
 * count, and gives the SQL that runs between begin and commit.
 */
async function insertSeedOrders(db, statements) {
  const { values, count } = await productValues(db)
  await db.exec(`begin;\n${statements(values, count)}\ncommit;`)
}

/** The seed's orders and their two sent mails each, from the products' `values` rows and their count. */
const seedOrdersSql = (values, count) => `
  insert into orders (product_id, product_name, quantity, unit_price, delivery_option, delivery_address,
    distance_km, distance_source, delivery_cost, net_price, vat, total_price, minimum_applied, name, email,
    phone, notes, timestamp, status, staff_note, idempotency_key, client_ip_hash, updated_at)
  select p.id, p.name, q.quantity, p.price, q.delivery, case when q.delivery = 'delivery' then 'Tapa, Lääne-Viru maakond' end,
    case when q.delivery = 'delivery' then 56.5 end, case when q.delivery = 'delivery' then 'road' end,
    case when q.delivery = 'delivery' then 113.00 else 0 end,
    round(p.price * q.quantity + case when q.delivery = 'delivery' then 113.00 else 0 end, 2),
    round((p.price * q.quantity + case when q.delivery = 'delivery' then 113.00 else 0 end) * 0.24, 2),
    round((p.price * q.quantity + case when q.delivery = 'delivery' then 113.00 else 0 end) * 1.24, 2),
    false, 'Mari Maasikas ' || g, 'mari.' || g || '@example.ee', '+372 5555 ' || lpad((g % 10000)::text, 4, '0'),
    case when g % 3 = 0 then 'Palun helistage enne tulekut' end,
    q.at,
    case when g > ${seededOrders} - 40 then 'uus' when g > ${seededOrders} - 120 then 'kinnitatud'
         when g % 23 = 0 then 'tühistatud' else 'tarnitud' end,
    case when g % 11 = 0 then 'Klient helistas' end,
    'seed-' || g, md5(g::text), q.at
  from generate_series(1, ${seededOrders}) as g
  cross join lateral (select case when g % 2 = 1 then 'delivery' else 'self' end as delivery,
    1 + g % 25 as quantity,
    now() - make_interval(mins => (${seededOrders} - g) * 105) as at) as q
  join (values ${values}) as p(n, id, name, price) on p.n = g % ${count};
  insert into outbox (kind, "to", subject, html, text, status, attempts, order_id, created_at, sent_at, next_attempt_at)
  select kind, case when kind = 'order-customer' then o.email else 'myyk@example.ee' end,
    'Tellimus nr ' || o.id, '<p>Tellimus nr ' || o.id || '</p>', 'Tellimus nr ' || o.id, 'sent', 1, o.id,
    o.timestamp, o.timestamp, o.timestamp
  from orders o cross join (values ('order-customer'), ('order-staff')) as k(kind)
  where o.idempotency_key like 'seed-%';
`

/**
 * 10 000 orders over the last two years (the newest 'uus', most 'tarnitud', some cancelled), each with
 * its two sent mails in the outbox, and 500 published blog posts, one every other day.
 */
async function seed(instance) {
  await withDatabase(instance, async (db) => {
    await insertSeedOrders(db, seedOrdersSql)
    const posts = []
    for (let n = 1; n <= seededPosts; n++) {
      const body = postBody(n).replaceAll("'", "''")
      const style = ['informatiivne', 'nõuandev', 'teoreetiline'][n % 3]
      posts.push(
        `('Nõuanne number ${n}: kuidas valida kruusa ja liiva', 'Kruus ja liiv ehitusel', '${style}', '${body}', true, now() - make_interval(days => ${(seededPosts - n) * 2}), now() - make_interval(days => ${(seededPosts - n) * 2}))`,
      )
    }
    await db.exec(
      `insert into blog_posts (pealkiri, teema, stiil, sisu, published, created_at, updated_at) values ${posts.join(',\n')}`,
    )
    await db.exec('analyze')
  })
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.255.255.1' },
    body: JSON.stringify(admin),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const { token } = await response.json()
  return token
}

async function growthRun(server, lastPostId) {
  const token = await signIn(server.url)
  const staff = { authorization: `Bearer ${token}` }
  const list = await (await fetch(`${server.url}/api/admin/orders?page=1`, { headers: staff })).json()
  const latePage = Math.max(1, list.pageCount - 1)
  const postId = lastPostId ?? 1
  const pages = [
    ['/', '/', {}],
    [materialPath, materialPath, {}],
    ['/blogi', '/blogi', {}],
    ['/blogi/:id', `/blogi/${postId}`, {}],
    ['/sitemap.xml', '/sitemap.xml', {}],
    ['/admin/orders', '/admin/orders', staff],
    ['/admin/orders?lk=N', `/admin/orders?lk=${latePage}`, staff],
    ['/api/admin/orders?page=1', '/api/admin/orders?page=1', staff],
    ['/api/admin/orders?page=N', `/api/admin/orders?page=${latePage}`, staff],
  ]
  const results = new Map()
  for (const [label, page, headers] of pages) {
    await expectOk(`${server.url}${page}`, headers)
    console.info(`  ${page} …`)
    const run = await measure(`${server.url}${page}`, 10, headers)
    note(run, page)
    results.set(label, run)
  }
  return { results, latePage, postId }
}

async function growthSection() {
  const instance = await newInstance()
  let server = await startServer(instance)
  let empty
  try {
    console.info('  empty database …')
    empty = await growthRun(server)
  } finally {
    await server.stop()
  }
  console.info(`  seeding ${seededOrders} orders and ${seededPosts} blog posts …`)
  const seedStarted = performance.now()
  await seed(instance)
  const seedSeconds = (performance.now() - seedStarted) / 1000
  const [{ id: lastPostId }] = await withDatabase(instance, (db) =>
    db.query('select id from blog_posts where published order by created_at desc, id desc limit 1'),
  )
  server = await startServer(instance)
  let seeded
  try {
    console.info('  seeded database …')
    seeded = await growthRun(server, lastPostId)
  } finally {
    await server.stop()
    await rm(instance.dataDir, { recursive: true, force: true })
  }
  // The material page reads neither orders nor posts: its slowdown is the machine's, not the data's.
  const control = empty.results.get(materialPath).perSecond / seeded.results.get(materialPath).perSecond
  const rows = [...empty.results].map(([page, before]) => {
    const after = seeded.results.get(page)
    const slowdown = before.perSecond / after.perSecond
    return [
      page,
      rate(before.perSecond),
      rate(after.perSecond),
      ratio(before.perSecond, after.perSecond),
      Number.isFinite(slowdown / control) ? `${(slowdown / control).toFixed(1)}×` : '–',
      ms(before.p50),
      ms(after.p50),
      ms(before.p99),
      ms(after.p99),
      bad(before, after),
    ]
  })
  return [
    `### Growth: empty database vs ${seededOrders} orders and ${seededPosts} published posts (${seconds} s per page, 10 connections)`,
    '',
    `Late page N: ${empty.latePage} empty, ${seeded.latePage} seeded; /blogi/:id is built-in article 1 empty, the newest stored post seeded. Seeding took ${seedSeconds.toFixed(1)} s. 'vs material page' divides each slowdown by that of ${materialPath}, which reads neither orders nor posts, to take out a change in the machine's load between the two runs.`,
    '',
    markdownTable(
      [
        'page',
        'empty req/s',
        'seeded req/s',
        'slowdown',
        'vs material page',
        'empty p50',
        'seeded p50',
        'empty p99',
        'seeded p99',
        'not 2xx',
      ],
      rows,
    ),
  ].join('\n')
}

// ---- 5. stats ---------------------------------------------------------------------------------------

const statsOrders = 100_000

/** The overview's orders, from the products' `values` rows and their count. */
const statsOrdersSql = (values, count) => `
  insert into orders (product_id, product_name, quantity, unit_price, delivery_option, delivery_address,
    distance_km, distance_source, delivery_cost, net_price, vat, total_price, minimum_applied, name, email,
    phone, timestamp, status, idempotency_key, updated_at, delivery_date, window_start, window_end,
    confirmed_at, confirmed_quantity, confirmed_unit_price, confirmed_delivery_cost, confirmed_distance_km,
    confirmed_net_price, confirmed_vat, confirmed_total_price, confirmed_minimum_applied)
  select p.id, p.name, q.quantity, p.price, q.delivery, q.address, q.km, case when q.km is not null then 'road' end,
    q.cost, q.net, round(q.net * 0.24, 2), round(q.net * 1.24, 2), false,
    'Klient ' || g, 'klient.' || g || '@example.ee', '+372 5555 0101', q.at, q.status, 'stats-' || g, q.at,
    case when q.status <> 'uus' then least((q.at at time zone 'Europe/Tallinn')::date + 1 + g % 7,
      (now() at time zone 'Europe/Tallinn')::date + case when q.status = 'kinnitatud' then 3 else 0 end) end,
    case when q.status <> 'uus' then '09:00' end, case when q.status <> 'uus' then '11:00' end,
    case when q.status <> 'uus' then q.at + interval '3 hours' end,
    case when q.status <> 'uus' then q.quantity end, case when q.status <> 'uus' then p.price end,
    case when q.status <> 'uus' then q.cost end, case when q.status <> 'uus' then q.km end,
    case when q.status <> 'uus' then q.net end, case when q.status <> 'uus' then round(q.net * 0.24, 2) end,
    case when q.status <> 'uus' then round(q.net * 1.24, 2) end, case when q.status <> 'uus' then false end
  from generate_series(1, ${statsOrders}) as g
  join (values ${values}) as p(n, id, name, price) on p.n = g % ${count}
  cross join lateral (select 1 + g % 25 as quantity,
    case when g % 25 >= 7 and g % 3 > 0 then 'delivery' else 'self' end as delivery,
    now() - make_interval(secs => (${statsOrders} - g) * 946.08) as at) as d
  cross join lateral (select d.quantity, d.delivery, d.at,
    case when d.delivery = 'delivery' then (array['Tamme tn 5, Rakvere linn, Lääne-Viru maakond',
      'Tapa linn, Lääne-Viru maakond', 'Lääne-Viru maakond, Vinni vald, Pajusti alevik, Kooli tee 3',
      'Kunda linn, Lääne-Viru maakond', 'Lääne-Viru maakond, Kadrina vald, Kadrina alevik'])[1 + g % 5] end as address,
    case when d.delivery = 'delivery' then 5 + (g % 550) / 10.0 end as km,
    case when d.delivery = 'delivery' then round((5 + (g % 550) / 10.0) * 2.7, 2) else 0 end as cost,
    greatest(15, round(p.price * d.quantity + case when d.delivery = 'delivery' then (5 + (g % 550) / 10.0) * 2.7 else 0 end, 2)) as net,
    case when g > ${statsOrders} - 30 then 'uus' when g > ${statsOrders} - 90 then 'kinnitatud'
         when g % 9 = 0 then 'tühistatud' else 'tarnitud' end as status) as q;
`

/**
 * 100 000 orders over the last three years, as the overview reads them: most delivered on a confirmed
 * day (never after today), some cancelled, the last days' new or confirmed; deliveries to five places.
 */
async function seedStatsOrders(instance) {
  await withDatabase(instance, async (db) => {
    await insertSeedOrders(db, statsOrdersSql)
    await seedStatsInvoices(db)
    await db.exec('analyze')
  })
}

/**
 * The day each delivered order left (every seventh a day before its confirmed day, ADR 053), and the
 * invoices of those orders as delivery issues them: one per delivered order, on its delivery day, due
 * in 14 days, numbered per year in delivery order; every 50th credited in full a week later (the credit
 * invoice numbered after the year's invoices); four in five paid, in full or (every 7th) in half, some
 * days after issue. Weighed tonnes on two in three. The reference numbers are unique but their check
 * digit is not computed: nothing here reads it.
 */
async function seedStatsInvoices(db) {
  await db.exec(`
    begin;
    update orders set delivered_tonnes = confirmed_quantity + (id % 21 - 10) / 100.0
      where status = 'tarnitud' and id % 3 > 0;
    update orders set delivered_on = delivery_date - (id % 7 = 0)::int where status = 'tarnitud';
    insert into invoices (number, year, sequence, kind, order_id, issue_date, delivery_date, due_date,
      reference_number, seller, buyer, net, vat_rate, vat, total, issued_by)
    select extract(year from o.delivered_on)::int || '-' || lpad(n::text, 5, '0'),
      extract(year from o.delivered_on)::int, n, 'arve', o.id, o.delivered_on, o.delivered_on,
      o.delivered_on + 14, extract(year from o.delivered_on)::int || lpad(n::text, 5, '0') || '0',
      '{"name":"Karjäär"}', jsonb_build_object('name', o.name), o.confirmed_net_price, 24, o.confirmed_vat,
      o.confirmed_total_price, 'bench'
    from (select *, row_number() over (partition by extract(year from delivered_on) order by id) as n
      from orders where status = 'tarnitud') as o;
    insert into invoices (number, year, sequence, kind, order_id, credited_invoice_id, credit_reason,
      issue_date, delivery_date, due_date, reference_number, seller, buyer, net, vat_rate, vat, total, issued_by)
    select i.year || '-' || lpad((m.last + c.n)::text, 5, '0'), i.year, m.last + c.n, 'kreeditarve', i.order_id,
      i.id, 'Kaup võeti tagasi', i.issue_date + 7, i.delivery_date, i.issue_date + 7,
      i.year || lpad((m.last + c.n)::text, 5, '0') || '0', i.seller, i.buyer, -i.net, 24, -i.vat, -i.total, 'bench'
    from invoices i
    join (select id, row_number() over (partition by year order by id) as n from invoices
      where kind = 'arve' and id % 50 = 0) as c on c.id = i.id
    join (select year, max(sequence) as last from invoices group by year) as m on m.year = i.year;
    update invoices set status = 'krediteeritud'
      where id in (select credited_invoice_id from invoices where kind = 'kreeditarve');
    insert into invoice_payments (invoice_id, amount, date, source, recorded_by)
    select id, case when id % 7 = 0 then round(total / 2, 2) else total end, issue_date + id % 40,
      'pangaväljavõte', 'bench'
    from invoices where kind = 'arve' and status = 'tasumata' and id % 5 > 0
      and issue_date + id % 40 <= (now() at time zone 'Europe/Tallinn')::date;
    update invoices i set paid = p.sum,
      status = case when p.sum >= i.total then 'tasutud' else 'osaliselt tasutud' end
    from (select invoice_id, sum(amount) from invoice_payments group by invoice_id) as p
    where p.invoice_id = i.id;
    commit;
  `)
}

/** `count` GETs with `connections` of them in flight at once; p50, p95 and p99 of their times in ms. */
async function latencies(url, headers, connections, count) {
  const times = []
  let started = 0
  let notOk = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (started < count) {
        started += 1
        const begun = performance.now()
        try {
          const response = await fetch(url, { headers })
          await response.arrayBuffer()
          if (response.status !== 200) notOk += 1
        } catch {
          notOk += 1
        }
        times.push(performance.now() - begun)
      }
    }),
  )
  times.sort((a, b) => a - b)
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), notOk }
}

async function statsSection() {
  const instance = await newInstance()
  // A first start migrates and seeds the catalogue the orders name.
  let server = await startServer(instance)
  await server.stop()
  console.info(`  seeding ${statsOrders} orders …`)
  const seedStarted = performance.now()
  await seedStatsOrders(instance)
  const seedSeconds = (performance.now() - seedStarted) / 1000
  server = await startServer(instance)
  const rows = []
  const firsts = []
  try {
    const token = await signIn(server.url)
    const staff = { authorization: `Bearer ${token}` }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())
    const [year, month] = today.split('-').map(Number)
    const from = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10)
    // The smallest staff page (the business's details, a form) reads no orders: at 10 at once it shows
    // what any staff page costs on this machine, beside the overview's figure.
    const reference = '/admin/ettevote'
    for (const path of ['/admin/ulevaade', `/api/admin/stats?from=${from}&to=${today}`, reference]) {
      // The first request computes the figures; the rest read them until the orders change.
      const begun = performance.now()
      await expectOk(`${server.url}${path}`, staff)
      if (path !== reference) firsts.push([path, ms(performance.now() - begun)])
      await latencies(`${server.url}${path}`, staff, 1, 10)
      for (const [connections, count] of [
        [1, 100],
        [10, 200],
      ]) {
        console.info(`  ${path} at ${connections} …`)
        const run = await latencies(`${server.url}${path}`, staff, connections, count)
        if (run.notOk === count) {
          failed = true
          console.error(`${path}: no successful answer`)
        }
        const judged = connections === 1 && path !== reference
        rows.push([
          path,
          connections,
          ms(run.p50),
          ms(run.p95),
          ms(run.p99),
          path === reference ? 'reference' : judged ? (run.p95 <= 200 ? 'met' : 'MISSED') : 'load figure',
          run.notOk,
        ])
      }
    }
  } finally {
    await server.stop()
    await rm(instance.dataDir, { recursive: true, force: true })
  }
  return [
    `### Owner's overview with ${statsOrders} orders over three years and their invoices (last 12 months; goal p95 ≤ 200 ms)`,
    '',
    `Seeding took ${seedSeconds.toFixed(1)} s. 100 requests one at a time, 200 with 10 at once, after 10 to warm up.`,
    '',
    'The goal is read one request at a time. With 10 at once the figures are those of one server process',
    'on this machine, which the bench itself shares, and are reported beside the smallest staff page,',
    '`/admin/ettevote`, which reads no orders (docs/decisions/051-overview-budget-one-request-at-a-time.md).',
    '',
    markdownTable(['path', 'connections', 'p50 ms', 'p95 ms', 'p99 ms', 'goal', 'not 200'], rows),
    '',
    'The first request after the start, which computes the figures (kept until the orders change):',
    '',
    markdownTable(['path', 'first request ms'], firsts),
  ].join('\n')
}

// ---- 6. accounts ------------------------------------------------------------------------------------

const accountCompanies = 1_000
/** A company's own pages, each read with its signed-in person's session cookie. */
const accountPages = ['/konto', '/konto/arved', '/konto/tellimused', '/konto/saldo']
/** The account pages' goal: a p95 of at most this many ms one request at a time (reported, never failed on). */
const accountGoalMs = 150

/**
 * The business accounts, each active with one person, its admin: a company named after a place and a
 * trade, a registry code and a KMKR number with their check digits (app/domain/company-codes.ts, the
 * rules written out in SQL), a legal address in one of five towns, a payment term of 14, 21 or 30 days
 * and, on four in five, a credit limit of 5 000 to 50 000 €.
 */
const accountCompaniesSql = `
  begin;
  insert into customers (name, registry_code, vat_number, street, city, postal_code, contact_name, email, phone,
    invoice_email, status, requested_term_days, payment_term_days, credit_limit, e_invoice, decided_by,
    decided_at, created_at, updated_at)
  select n.place || ' ' || n.trade || ' OÜ',
    n.first7 || case when d.r1 < 10 then d.r1 when d.r2 < 10 then d.r2 else 0 end,
    'EE' || n.vat8 || d.v, a.street, a.city, a.postal_code, n.person, 'info@' || d.domain,
    '+372 5' || lpad((g * 7331 % 1000)::text, 3, '0') || ' ' || lpad((g * 3571 % 10000)::text, 4, '0'),
    case when g % 2 = 0 then 'arved@' || d.domain end, 'aktiivne', n.term, n.term,
    case when g % 5 > 0 then 5000 * (1 + g % 10) end, g % 4 = 0, 'bench', n.since, n.since, n.since
  from generate_series(1, ${accountCompanies}) as g
  cross join lateral (select
    (array['Kivi', 'Pae', 'Liiva', 'Tamme', 'Kase', 'Järve', 'Metsa', 'Kalju', 'Põllu', 'Nõmme'])[1 + (g - 1) % 10]
      || (array['kalda', 'välja', 'mäe', 'oja', 'küla', 'vere', 'saare', 'ranna', 'kivi', 'aru'])[1 + (g - 1) / 10 % 10]
      as place,
    (array['Ehitus', 'Teed', 'Haljastus', 'Kinnisvara', 'Projekt', 'Ehitustööd', 'Infra', 'Arendus', 'Tehnika',
      'Grupp'])[1 + (g - 1) / 100 % 10] as trade,
    (array['Mari', 'Jaan', 'Kadri', 'Andres', 'Liis', 'Toomas', 'Kristi', 'Margus', 'Piret', 'Urmas'])[1 + g % 10]
      || ' ' || (array['Tamm', 'Saar', 'Mägi', 'Kask', 'Rebane', 'Ilves', 'Kukk', 'Pärn', 'Lepik', 'Sepp'])[1 + g / 10 % 10]
      as person,
    (1000000 + g * 613)::text as first7, (10000000 + g * 7919)::text as vat8, (array[14, 21, 30])[1 + g % 3] as term,
    now() - interval '3 years' - make_interval(days => g % 90) as since) as n
  cross join lateral (select translate(lower(n.place || '-' || n.trade), 'õäöü', 'oaou') || '.ee' as domain,
    (select sum(substr(n.first7, i, 1)::int * i) from generate_series(1, 7) as i) % 11 as r1,
    (select sum(substr(n.first7, i, 1)::int * (i + 2)) from generate_series(1, 7) as i) % 11 as r2,
    (10 - (select sum(substr(n.vat8, 8 - j, 1)::int * (array[7, 3, 1])[1 + j % 3])
      from generate_series(0, 7) as j) % 10) % 10 as v) as d
  cross join lateral (select (array['Tallinna mnt', 'Pikk tn', 'Jaama tn', 'Kooli tee', 'Tööstuse tn'])[1 + g % 5]
      || ' ' || (1 + g % 47) as street,
    (array['Rakvere linn', 'Tapa linn', 'Kunda linn', 'Tallinn', 'Tartu'])[1 + g / 5 % 5] as city,
    (array['44306', '45106', '44106', '10111', '51004'])[1 + g / 5 % 5] as postal_code) as a;
  insert into customer_users (customer_id, email, name, role, created_at)
  select id, translate(lower(replace(contact_name, ' ', '.')), 'õäöü', 'oaou') || '@' || split_part(email, '@', 2),
    contact_name, 'admin', created_at
  from customers;
  commit;
`

/**
 * The overview's orders (statsOrdersSql) placed by the companies: each order goes to a company drawn
 * with a skew (the square of a spread-out fraction of its id), so that the first companies order
 * thousands of times and most 50 to 100 times; an order carries its company as the invoice's buyer and
 * the company's contact, and one in three a buyer's reference. The last fortnight's deliveries are still
 * to come (confirmed for one of the next ten days), and the last two days' orders not yet confirmed.
 */
const accountOrdersSql = (values, count) => `
  ${statsOrdersSql(values, count)}
  update orders o set customer_id = c.id, company_name = c.name, company_registry_code = c.registry_code,
    company_vat_number = c.vat_number, company_address = c.street || ', ' || c.postal_code || ' ' || c.city,
    name = c.contact_name, email = c.email, phone = c.phone,
    buyer_reference = case when o.id % 3 = 0 then (array['Objekt: Rakvere ringtee', 'Objekt: Tapa kooli staadion',
      'Tellimus nr ' || (4000 + o.id % 900), 'Objekt: Kunda sadama plats'])[1 + o.id % 4] end
  from (select *, (row_number() over (order by id) - 1)::int as k from customers) as c
  where c.k = floor(${accountCompanies} * power((o.id::bigint * 7919 % 100003) / 100003.0, 2))::int;
  update orders set status = 'kinnitatud', delivery_date = (now() at time zone 'Europe/Tallinn')::date + 1 + id % 10
    where status = 'tarnitud' and timestamp > now() - interval '14 days';
  update orders set status = 'uus', delivery_date = null, window_start = null, window_end = null,
    confirmed_at = null, confirmed_quantity = null, confirmed_unit_price = null, confirmed_delivery_cost = null,
    confirmed_distance_km = null, confirmed_net_price = null, confirmed_vat = null, confirmed_total_price = null,
    confirmed_minimum_applied = null
    where status = 'kinnitatud' and timestamp > now() - interval '2 days';
`

/**
 * The companies, their orders and the invoices of the delivered ones (seedStatsInvoices), each invoice
 * then made out to its order's company as the server issues it: the buyer's facts, its reference, its
 * company and the company's payment term; a credit invoice is 'krediteeritud', as the server stores it.
 */
async function seedAccounts(instance) {
  await withDatabase(instance, async (db) => {
    await db.exec(accountCompaniesSql)
    await insertSeedOrders(db, accountOrdersSql)
    await seedStatsInvoices(db)
    await db.exec(`
      update invoices i set customer_id = o.customer_id, buyer_reference = o.buyer_reference,
        buyer = jsonb_build_object('name', c.name, 'registryCode', c.registry_code, 'vatNumber', c.vat_number,
          'address', jsonb_build_object('street', c.street, 'city', c.city, 'postalCode', c.postal_code,
            'countryCode', c.country_code)),
        due_date = case when i.kind = 'arve' then i.issue_date + c.payment_term_days else i.due_date end,
        status = case when i.kind = 'kreeditarve' then 'krediteeritud' else i.status end
      from orders o join customers c on c.id = o.customer_id
      where o.id = i.order_id;
    `)
    await db.exec('analyze')
  })
}

/**
 * The company to sign in as: one with about a hundred orders (the nearest, then the first), some of
 * them open, and unpaid invoices; and a session for its person, made as spendSignInLink makes one (a
 * random token, only its SHA-256 stored, idle for 14 days at most). Returns the token and the figures.
 */
async function accountSession(instance) {
  return withDatabase(instance, async (db) => {
    const [company] = await db.query(`
      select c.id, c.name, u.id as user_id, o.n as orders, o.open, i.n as invoices, i.unpaid
      from customers c
      join customer_users u on u.customer_id = c.id
      join (select customer_id, count(*)::int as n,
          count(*) filter (where status in ('uus', 'kinnitatud'))::int as open
        from orders group by customer_id) as o on o.customer_id = c.id
      join (select customer_id, count(*)::int as n,
          count(*) filter (where status in ('tasumata', 'osaliselt tasutud'))::int as unpaid
        from invoices group by customer_id) as i on i.customer_id = c.id
      where o.open > 0 and i.unpaid > 0
      order by abs(o.n - 100), c.id
      limit 1`)
    if (!company) throw new Error('no company with open orders and unpaid invoices to sign in as')
    const [spread] = await db.query(`
      select min(n)::int as fewest, percentile_disc(0.5) within group (order by n)::int as median, max(n)::int as most
      from (select count(*) as n from orders group by customer_id) as o`)
    const token = randomBytes(32).toString('base64url')
    const hash = createHash('sha256').update(token).digest('base64url')
    await db.exec(`
      insert into customer_sessions (token_hash, user_id, expires_at)
      values ('${hash}', ${company.user_id}, now() + interval '14 days')`)
    return { token, company, spread }
  })
}

async function accountsSection() {
  const instance = await newInstance()
  // A first start migrates and seeds the catalogue the orders name.
  let server = await startServer(instance)
  await server.stop()
  console.info(`  seeding ${accountCompanies} companies and ${statsOrders} orders …`)
  const seedStarted = performance.now()
  await seedAccounts(instance)
  const seedSeconds = (performance.now() - seedStarted) / 1000
  const { token, company, spread } = await accountSession(instance)
  server = await startServer(instance)
  const rows = []
  try {
    const signedIn = { cookie: `konto_session=${token}` }
    for (const path of accountPages) {
      // The warm-up: signed in (200, not a redirect to /konto/sisene) as the company.
      const html = await expectOk(`${server.url}${path}`, signedIn)
      if (!html.includes(company.name)) throw new Error(`${path} does not name ${company.name}`)
      console.info(`  ${path} …`)
      const run = await latencies(`${server.url}${path}`, signedIn, 1, 100)
      if (run.notOk === 100) {
        failed = true
        console.error(`${path}: no successful answer`)
      }
      rows.push([
        path,
        ms(run.p50),
        ms(run.p95),
        ms(run.p99),
        run.p95 <= accountGoalMs ? 'met' : 'MISSED',
        run.notOk,
      ])
    }
  } finally {
    await server.stop()
    await rm(instance.dataDir, { recursive: true, force: true })
  }
  return [
    `### A company's own pages with ${accountCompanies} companies and ${statsOrders} orders over three years (goal p95 ≤ ${accountGoalMs} ms)`,
    '',
    `Seeding took ${seedSeconds.toFixed(1)} s. Orders per company: ${spread.fewest} to ${spread.most}, median ${spread.median}. Signed in as ${company.name} (${company.orders} orders, ${company.open} of them open; ${company.invoices} invoices and credit invoices, ${company.unpaid} unpaid) with a session written to the database. 100 requests one at a time after one to warm up.`,
    '',
    markdownTable(['path', 'p50 ms', 'p95 ms', 'p99 ms', 'goal', 'not 200'], rows),
  ].join('\n')
}

// ---- main -------------------------------------------------------------------------------------------

process.once('SIGINT', () => {
  for (const child of running) child.kill('SIGTERM')
  Promise.all(staticFiles.map((file) => rm(file, { force: true }))).finally(() => process.exit(130))
})

async function main() {
  ensureBuild()
  const out = []
  for (const database of databases) {
    databaseUrl = database === 'postgres' ? postgresUrl : undefined
    const where = databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'
    if (out.length > 0) out.push('')
    out.push(`## npm run bench — ${where}, ${new Date().toISOString()}`)
    const plan = [
      ['ssr', ssrSection],
      ['hit', hitSection],
      ['orders', ordersSection],
      ['memory', memorySection],
      ['growth', growthSection],
      ['stats', statsSection],
      ['accounts', accountsSection],
    ]
    for (const [name, section] of plan) {
      if (!sections.has(name)) continue
      console.info(`${name} (${database}) …`)
      const started = performance.now()
      out.push('', await section())
      console.info(`${name} (${database}): ${((performance.now() - started) / 1000).toFixed(0)} s`)
    }
  }
  console.info('')
  console.info(out.join('\n'))
  if (failed) {
    console.error('\nMõni mõõtmine ei saanud ühtegi õnnestunud vastust (vt eespool)')
    process.exitCode = 1
  }
}

await main()
