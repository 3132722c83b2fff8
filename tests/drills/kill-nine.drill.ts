import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../support/server-process.ts'
import {
  type DrillRow,
  drillDatabaseUrl,
  orderFields,
  postOrder,
  resetPostgres,
  runDrill,
  skipDrill,
  sleep,
  tally,
} from './drill-support.ts'
import { halfWritten, type Where } from './stored-rows.ts'

/**
 * Drill (a), DESIGN §7: an order that got a success answer survives kill -9. Fifty clients post orders
 * for 14 s; at a random moment in the middle the server gets SIGKILL, the clients keep posting against
 * the dead port for a moment (those attempts are not acknowledged), the server restarts on the same
 * data, and the clients carry on. Afterwards every acknowledged order is stored exactly once under its
 * id, a retry with an acknowledged idempotency key answers the same order without a second one, and
 * every stored order has its two mails queued.
 */

const clients = 50
const durationMs = 14_000
const deadPortMs = 2_000

async function killDrill(row: DrillRow, where: Where, env: Record<string, string>) {
  const dataDir = where.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'karjaar-drill-kill-')))
  let server: RunningServer | undefined = await startServer({ dataDir, env, timeoutMs: 120_000 })
  let current = server.url
  const acknowledged = new Map<string, number>()
  const statuses: number[] = []
  let connectionErrors = 0
  let sequence = 0
  try {
    const started = Date.now()
    const killAt = 4_000 + Math.floor(Math.random() * 5_000)
    let restartMs = 0
    let inFlightAtKill = 0
    let inFlight = 0

    async function client() {
      while (Date.now() - started < durationMs) {
        sequence += 1
        const fields = orderFields(sequence)
        inFlight += 1
        try {
          const answer = await postOrder(current, fields)
          statuses.push(answer.status)
          if (answer.status >= 200 && answer.status < 300 && answer.orderId !== null)
            acknowledged.set(fields.idempotencyKey!, answer.orderId)
        } catch {
          connectionErrors += 1
          await sleep(50)
        } finally {
          inFlight -= 1
        }
      }
    }

    async function chaos() {
      await sleep(killAt)
      inFlightAtKill = inFlight
      await server!.stop('SIGKILL')
      await sleep(deadPortMs)
      const restartStarted = Date.now()
      server = await startServer({ dataDir, env, timeoutMs: 120_000 })
      restartMs = Date.now() - restartStarted
      current = server.url
    }

    await Promise.all([chaos(), ...Array.from({ length: clients }, client)])
    // The restarted server must have taken orders too, or the drill proved nothing about recovery.
    const lastFields = orderFields(++sequence)
    const afterRestart = await postOrder(current, lastFields)
    expect(afterRestart.status).toBe(201)
    acknowledged.set(lastFields.idempotencyKey!, afterRestart.orderId!)

    // Retrying acknowledged keys (a client that lost the answer) gives back the same order.
    const sample = [...acknowledged].sort(() => Math.random() - 0.5).slice(0, 25)
    let retriesSame = 0
    for (const [key, orderId] of sample) {
      const retry = await postOrder(current, orderFields(0, key))
      if (retry.status === 200 && retry.orderId === orderId) retriesSame += 1
    }

    expect(await server.stop()).toBe(0)
    server = undefined
    const stored = await halfWritten(where.databaseUrl ? where : { dataDir })
    const byKey = tally(stored.orders.map((order) => order.idempotency_key))
    const idOfKey = new Map(stored.orders.map((order) => [order.idempotency_key, Number(order.id)]))
    const missing = [...acknowledged].filter(([key]) => !byKey.has(key))
    const wrongId = [...acknowledged].filter(([key, id]) => byKey.has(key) && idOfKey.get(key) !== id)
    const twice = [...byKey.values()].filter((count) => count > 1).length
    const unacknowledged = stored.orders.length - acknowledged.size

    const status = [...tally(statuses)]
      .sort(([a], [b]) => a - b)
      .map(([code, count]) => `${count}×${code}`)
      .join(' ')
    row.did =
      `${clients} clients × ${durationMs / 1000} s, ${sequence} posts (${status}, ${connectionErrors} connection ` +
      `errors); SIGKILL at ${(killAt / 1000).toFixed(1)} s with ${inFlightAtKill} requests in flight, ` +
      `dead port ${deadPortMs / 1000} s, restart ${(restartMs / 1000).toFixed(1)} s; ${sample.length} acknowledged keys retried`
    row.found =
      `${acknowledged.size} acknowledged: ${missing.length} missing, ${twice} stored twice, ${wrongId.length} under ` +
      `another id; ${unacknowledged} stored without an answer (in flight at the kill); retries: ` +
      `${retriesSame}/${sample.length} same order; ${stored.ordersWithoutMails.length} orders without both mails, ` +
      `${stored.orphanMails.length} orphan mails`

    expect(acknowledged.size).toBeGreaterThan(0)
    expect(missing).toEqual([])
    expect(wrongId).toEqual([])
    expect(twice).toBe(0)
    expect(unacknowledged).toBeGreaterThanOrEqual(0)
    expect(retriesSame).toBe(sample.length)
    expect(stored.ordersWithoutMails).toEqual([])
    expect(stored.orphanMails).toEqual([])
  } finally {
    await server?.stop('SIGKILL')
    if (!where.dataDir) await rm(dataDir, { recursive: true, force: true })
  }
}

describe('drill (a): kill -9 while orders arrive', () => {
  it('PGlite: every acknowledged order survives exactly once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-drill-kill-'))
    try {
      await runDrill('a kill -9 mid-orders', 'PGlite', (row) => killDrill(row, { dataDir }, {}))
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('PostgreSQL: every acknowledged order survives exactly once', async () => {
    if (!drillDatabaseUrl) {
      await skipDrill('a kill -9 mid-orders', 'PostgreSQL', 'DRILL_DATABASE_URL not set')
      return
    }
    const databaseUrl = drillDatabaseUrl
    await resetPostgres(databaseUrl)
    await runDrill('a kill -9 mid-orders', 'PostgreSQL', (row) =>
      killDrill(row, { databaseUrl }, { DATABASE_URL: databaseUrl }),
    )
  })
})
