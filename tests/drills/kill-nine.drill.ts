import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../support/server-process.ts'
import * as drill from './drill-support.ts'
import { halfWritten, type Where } from './stored-rows.ts'

/**
 * Drill (a), DESIGN §7: an order that got a success answer survives kill -9. Fifty clients post orders
 * without pause; once a random number of them (10 to 29) has been acknowledged, the server gets
 * SIGKILL; the clients keep posting against the dead port until it has refused them, the
 * server restarts on the same data, and the clients carry on until it has acknowledged orders too. The
 * drill first proves the kill landed mid-flight: posts sent before the SIGKILL lost their connection
 * without an answer, and posts to the dead port were refused. Then that nothing was lost: every
 * acknowledged order is stored exactly once under its id, an order stored without an answer belongs to
 * a post that got none, a retry with an acknowledged idempotency key answers the same order without a
 * second one, and every stored order has its two mails queued.
 */

const clients = 50
/** Orders acknowledged before the kill and after the restart, and posts refused by the dead port. */
const enough = 10
/** Each phase must reach `enough` within this (a loaded machine answers the first orders slowly). */
const phaseDeadlineMs = 40_000
/** Two server starts, three phases and the check afterwards: more than the drills' common limit. */
const drillTimeoutMs = 240_000

/** How a post that got no answer failed: refused (nothing listened), cut (its connection broke), timeout. */
function failure(error: unknown): 'refused' | 'cut' | 'timeout' {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout'
  const code = (error as { cause?: { code?: string } }).cause?.code
  return code === 'ECONNREFUSED' ? 'refused' : 'cut'
}

async function killDrill(row: drill.DrillRow, where: Where, env: Record<string, string>) {
  const dataDir = where.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'karjaar-drill-kill-')))
  let server: RunningServer | undefined = await startServer({ dataDir, env, timeoutMs: 120_000 })
  let current = server.url
  /** Idempotency key → order id, of every 2xx answer with an order. */
  const acknowledged = new Map<string, number>()
  /** Keys of posts that got no answer, by how they failed. */
  const unanswered = { refused: new Set<string>(), cut: new Set<string>(), timeout: new Set<string>() }
  const statuses: number[] = []
  /** Posts sent and not answered yet: what was in flight when the kill landed. */
  const pending = new Set<string>()
  let sequence = 0
  let acknowledgedBeforeKill = 0
  let acknowledgedAfterRestart = 0
  let phase: 'before' | 'dead' | 'after' = 'before'
  try {
    const started = Date.now()
    let killAt = 0
    let deadMs = 0
    let restartMs = 0
    let inFlightAtKill: string[] = []
    let done = false

    async function client() {
      while (!done) {
        sequence += 1
        const fields = drill.orderFields(sequence)
        const key = fields.idempotencyKey!
        const sentIn = phase
        pending.add(key)
        try {
          const answer = await drill.postOrder(current, fields)
          statuses.push(answer.status)
          if (answer.status >= 200 && answer.status < 300 && answer.orderId !== null) {
            acknowledged.set(key, answer.orderId)
            if (phase === 'before') acknowledgedBeforeKill += 1
            if (sentIn === 'after') acknowledgedAfterRestart += 1
          }
        } catch (error) {
          unanswered[failure(error)].add(key)
          await drill.sleep(50)
        } finally {
          pending.delete(key)
        }
      }
    }

    async function chaos() {
      // Each wait fails the drill at its deadline: orders acknowledged on both sides of the kill, and
      // refusals from the dead port, are part of what it proves.
      try {
        // A random moment while the clients post: the kill must not land on a chosen request.
        const killAfter = enough + Math.floor(Math.random() * 2 * enough)
        await drill.waitUntil(
          async () => acknowledgedBeforeKill >= killAfter,
          phaseDeadlineMs,
          `${killAfter} orders acknowledged before the kill`,
        )
        killAt = Date.now() - started
        inFlightAtKill = [...pending]
        phase = 'dead'
        await server!.stop('SIGKILL')
        const deadFrom = Date.now()
        await drill.waitUntil(
          async () => unanswered.refused.size >= enough,
          phaseDeadlineMs,
          `${enough} posts refused by the dead port`,
        )
        deadMs = Date.now() - deadFrom
        const restartStarted = Date.now()
        server = await startServer({ dataDir, env, timeoutMs: 120_000 })
        restartMs = Date.now() - restartStarted
        current = server.url
        phase = 'after'
        await drill.waitUntil(
          async () => acknowledgedAfterRestart >= enough,
          phaseDeadlineMs,
          `${enough} orders acknowledged after the restart`,
        )
      } finally {
        done = true
      }
    }

    await Promise.all([chaos(), ...Array.from({ length: clients }, client)])

    // Retrying acknowledged keys (a client that lost the answer) gives back the same order.
    const sample = [...acknowledged].sort(() => Math.random() - 0.5).slice(0, 25)
    let retriesSame = 0
    for (const [key, orderId] of sample) {
      const retry = await drill.postOrder(current, drill.orderFields(0, key))
      if (retry.status === 200 && retry.orderId === orderId) retriesSame += 1
    }

    expect(await server.stop()).toBe(0)
    server = undefined
    const stored = await halfWritten(where.databaseUrl ? where : { dataDir })
    const byKey = drill.tally(stored.orders.map((order) => order.idempotency_key))
    const idOfKey = new Map(stored.orders.map((order) => [order.idempotency_key, Number(order.id)]))
    const missing = [...acknowledged].filter(([key]) => !byKey.has(key))
    const wrongId = [...acknowledged].filter(([key, id]) => byKey.has(key) && idOfKey.get(key) !== id)
    const twice = [...byKey.values()].filter((count) => count > 1).length
    const storedUnanswered = [...byKey.keys()].filter((key) => !acknowledged.has(key))
    // A client that got no answer (its connection cut, or it gave up waiting) may have left an order it
    // never heard of, and a retry with its key finds it; an order behind any other outcome is a fault.
    const storedAnsweredOtherwise = storedUnanswered.filter(
      (key) => !unanswered.cut.has(key) && !unanswered.timeout.has(key),
    )
    const storedCutAtKill = storedUnanswered.filter((key) => inFlightAtKill.includes(key)).length
    const cutAtKill = inFlightAtKill.filter((key) => unanswered.cut.has(key))
    const answeredAfterKill = inFlightAtKill.filter((key) => acknowledged.has(key)).length

    const status = [...drill.tally(statuses)]
      .sort(([a], [b]) => a - b)
      .map(([code, count]) => `${count}×${code}`)
      .join(' ')
    row.did =
      `${clients} clients, ${sequence} posts in ${Math.round((Date.now() - started) / 1000)} s (answers ` +
      `${status}; no answer: ${unanswered.cut.size} connections cut, ${unanswered.refused.size} refused, ` +
      `${unanswered.timeout.size} timed out); SIGKILL at ${(killAt / 1000).toFixed(1)} s with ` +
      `${inFlightAtKill.length} posts in flight, dead port ${(deadMs / 1000).toFixed(1)} s, restart ` +
      `${(restartMs / 1000).toFixed(1)} s; ${sample.length} acknowledged keys retried`
    row.found =
      `kill landed mid-flight: ${cutAtKill.length} of the ${inFlightAtKill.length} posts in flight lost their ` +
      `connection unanswered (${answeredAfterKill} were answered as it landed); ${acknowledged.size} ` +
      `acknowledged (${acknowledgedBeforeKill} before the kill, ${acknowledgedAfterRestart} after the ` +
      `restart): ${missing.length} missing, ${twice} stored twice, ${wrongId.length} under another id; ` +
      `${storedUnanswered.length} stored without an answer (${storedCutAtKill} in flight at the kill, ` +
      `${storedAnsweredOtherwise.length} whose post was answered or refused); ` +
      `retries: ${retriesSame}/${sample.length} same order; ${stored.ordersWithoutMails.length} orders ` +
      `without both mails, ${stored.orphanMails.length} orphan mails`

    // The fault happened: posts were on their way when the SIGKILL landed and lost their connection
    // without an answer, and the dead port refused connections.
    expect(cutAtKill.length).toBeGreaterThan(0)
    expect(unanswered.refused.size).toBeGreaterThan(0)
    // Nothing acknowledged was lost or doubled.
    expect(missing).toEqual([])
    expect(wrongId).toEqual([])
    expect(twice).toBe(0)
    expect(storedAnsweredOtherwise).toEqual([])
    expect(retriesSame).toBe(sample.length)
    expect(stored.ordersWithoutMails).toEqual([])
    expect(stored.orphanMails).toEqual([])
  } finally {
    await server?.stop('SIGKILL')
    if (!where.dataDir) await rm(dataDir, { recursive: true, force: true })
  }
}

describe('drill (a): kill -9 while orders arrive', () => {
  it(
    'PGlite: every acknowledged order survives exactly once',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-drill-kill-'))
      try {
        await drill.runDrill('a kill -9 mid-orders', 'PGlite', (row) => killDrill(row, { dataDir }, {}))
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    },
    drillTimeoutMs,
  )

  it(
    'PostgreSQL: every acknowledged order survives exactly once',
    async (context) => {
      const databaseUrl = await drill.drillDatabaseOrSkip(context, 'a kill -9 mid-orders')
      await drill.resetPostgres(databaseUrl)
      await drill.runDrill('a kill -9 mid-orders', 'PostgreSQL', (row) =>
        killDrill(row, { databaseUrl }, { DATABASE_URL: databaseUrl }),
      )
    },
    drillTimeoutMs,
  )
})
