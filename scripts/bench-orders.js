// Order submission throughput and latency of the production build: `npm run bench`.
//
// Builds if needed, starts `node server.js` on a free port with a temporary DATA_DIR, GEO_PROVIDER=builtin
// and no SMTP (mails become .eml files), then posts orders to /api/orders the way the browser does
// (multipart form, one idempotency key per order, self-pickup and delivery to Tapa alternating) from 1, 10
// and 50 concurrent clients for a fixed time each, and prints orders per second with p50/p99 latency.
//
// The server allows 10 orders per client address in 10 minutes. It trusts X-Forwarded-For from loopback
// (app.set('trust proxy', 'loopback')), so every request here names its own client address.
//
// BENCH_SECONDS (default 10) sets the time per level, BENCH_CLIENTS (default "1,10,50") the levels.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { root } from './build-freshness.js'
import { ensureBuild } from './ensure-build.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const levels = (process.env.BENCH_CLIENTS ?? '1,10,50').split(',').map(Number)
const warmupSeconds = 2

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function startServer() {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-bench-'))
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      GEO_PROVIDER: 'builtin',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
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
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const code = await exited
      await rm(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

// A different client address for every request: 10.0.0.1, 10.0.0.2, … (16 million before repeating).
let clientNumber = 0
function nextClient() {
  clientNumber = (clientNumber + 1) % 0xfffffe
  const n = clientNumber + 1
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

const materials = ['soelutud-taiteliiv', 'kaldaliiv', 'killustik', 'soelutud-kruus', 'purukruus']

function orderForm(sequence, tapa) {
  const form = new FormData()
  const delivery = sequence % 2 === 1
  const fields = {
    slug: materials[sequence % materials.length],
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

async function run(url, tapa, clients, durationMs) {
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
    requests: latencies.length,
    created,
    perSecond: created / elapsed,
    p50: percentile(50),
    p99: percentile(99),
    max: latencies.at(-1) ?? Number.NaN,
    other: [...statuses].filter(([status]) => status !== 201).map(([status, count]) => `${count}×${status}`),
    failures,
  }
}

function table(rows) {
  const header = ['clients', 'orders', 'orders/s', 'p50 ms', 'p99 ms', 'max ms', 'not 201']
  const lines = rows.map((row) => [
    String(row.clients),
    String(row.created),
    row.perSecond.toFixed(1),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.max.toFixed(1),
    [...row.other, ...(row.failures ? [`${row.failures}×network`] : [])].join(', ') || '0',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  )
  const format = (cells) => cells.map((cell, column) => cell.padStart(widths[column])).join('  ')
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join(
    '\n',
  )
}

async function main() {
  ensureBuild()
  console.info(`Käivitan serveri (GEO_PROVIDER=builtin, ilma SMTP-ta) …`)
  const server = await startServer()
  let ok = false
  try {
    const search = await fetch(`${server.url}/api/geo/search?q=Tapa`, {
      headers: { 'X-Forwarded-For': nextClient() },
    })
    const tapa = (await search.json()).suggestions?.[0]
    if (!tapa) throw new Error('no address suggestion for Tapa')

    console.info(`Soojendus ${warmupSeconds} s …`)
    await run(server.url, tapa, 10, warmupSeconds * 1000)

    const rows = []
    for (const clients of levels) {
      console.info(`${clients} samaaegset klienti, ${seconds} s …`)
      rows.push(await run(server.url, tapa, clients, seconds * 1000))
    }
    const mails = await readdir(path.join(server.dataDir, 'mail')).catch(() => [])
    console.info('')
    console.info(
      `Tellimused POST /api/orders (${seconds} s taseme kohta, pooled ise järele / pooled Tapale 56,5 km):`,
    )
    console.info(table(rows))
    console.info('')
    console.info(`Kirju kirjutatud (DATA_DIR/mail): ${mails.filter((name) => name.endsWith('.eml')).length}`)
    ok = rows.every((row) => row.created > 0)
  } finally {
    const code = await server.stop()
    if (code !== 0) console.warn(`Server lõpetas koodiga ${code}:\n${server.output()}`)
  }
  if (!ok) {
    console.error('Mõni tase ei saanud ühtegi tellimust vastu (vt tabel)')
    process.exitCode = 1
  }
}

await main()
