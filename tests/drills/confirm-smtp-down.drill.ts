import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { startServer } from '../support/server-process.ts'
import { type SmtpPeer, startSmtpPeer, unusedPort } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import {
  type DrillRow,
  drillDatabaseOrSkip,
  orderFields,
  postOrder,
  resetPostgres,
  runDrill,
  sleep,
  tally,
} from './drill-support.ts'
import { selectRows, type Where } from './stored-rows.ts'

/**
 * Drill (g): staff confirm ten orders through the admin API while the SMTP server refuses connections.
 * The answer to each confirmation is lost (the client drops the connection as the answer starts), so the
 * client sends the same body with the same version again: 409, the version has moved on; and once more
 * without a version: 200, nothing changed, the version stays. After a fixed outage SMTP comes back, and
 * every mail (the two of each order and its one confirmation) arrives exactly once, by order and kind
 * and by Message-ID, within a bound the retry schedule sets. MAIL_RETRY_MS and MAIL_POLL_MS make the
 * worker's waits seconds instead of the production 30 s doubling.
 */

const orderCount = 10
/** SMTP refuses connections for this long from the first confirmation on. */
const outageMs = 10_000
const retryMs = 1_000
/**
 * A failed mail waits at most the backoff in effect when SMTP returns: with doubling from retryMs that
 * is under the time it has been failing (≤ the outage plus the set-up before it), plus a poll.
 */
const deliveryBoundMs = 20_000
const notifyTo = 'myyk@padukarjaar.ee'
/** The API's answer to a save on a version that has moved on. */
const staleAnswer = 'Tellimust muudeti vahepeal, laadige leht uuesti.'

type MailKind = 'order-staff' | 'order-customer' | 'order-confirmed'

/** The order and kind of a mail, from its subject. */
function classify(subject: string): { orderId: number; kind: MailKind } | null {
  const patterns: [RegExp, MailKind][] = [
    [/^Uus tellimus nr (\d+):/, 'order-staff'],
    [/^Saime teie tellimuse soovi kätte \(nr (\d+)\)/, 'order-customer'],
    [/^Tellimus nr (\d+) on kinnitatud: /, 'order-confirmed'],
  ]
  for (const [pattern, kind] of patterns) {
    const match = pattern.exec(subject)
    if (match) return { orderId: Number(match[1]), kind }
  }
  return null
}

/**
 * PUT whose answer is lost: the request goes out whole, and the connection is dropped as soon as the
 * answer's head arrives, its status unread. The server has done its work by then.
 */
function putLosingAnswer(url: string, token: string, body: unknown): Promise<void> {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'PUT',
      agent: false,
      headers: {
        'X-Admin-Token': token,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(data),
      },
    })
    request.on('response', (response) => {
      response.destroy()
      request.destroy()
      resolve()
    })
    request.on('error', reject)
    request.end(data)
  })
}

async function confirmDrill(row: DrillRow, env: Record<string, string>, where: (dataDir: string) => Where) {
  const smtpPort = await unusedPort()
  const server = await startServer({
    env: {
      ...testAdminEnv,
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ORDER_NOTIFY_TO: notifyTo,
      MAIL_RETRY_MS: String(retryMs),
      MAIL_POLL_MS: '200',
    },
    timeoutMs: 120_000,
  })
  let smtp: SmtpPeer | undefined
  try {
    const ids: number[] = []
    for (let sequence = 1; sequence <= orderCount; sequence += 1) {
      const answer = await postOrder(server.url, orderFields(sequence))
      expect(answer.status).toBe(201)
      ids.push(answer.orderId!)
    }
    const { token } = await signIn(server.url)
    const orderUrl = (id: number) => `${server.url}/api/admin/orders?id=${id}`
    const call = async (id: number, method: 'GET' | 'PUT', body?: unknown) => {
      const response = await fetch(orderUrl(id), {
        method,
        headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    const day = nextWorkingDay()
    const outageFrom = Date.now()
    const retried: number[] = []
    const unchanged: number[] = []
    const problems: string[] = []
    for (const [index, id] of ids.entries()) {
      const before = await call(id, 'GET')
      const version = before.body.version as number
      const start = 8 * 60 + index * 30
      const hhmm = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      const body = {
        status: 'kinnitatud',
        deliveryDate: day,
        timeWindow: `${hhmm(start)}-${hhmm(start + 60)}`,
        version,
      }
      await putLosingAnswer(orderUrl(id), token, body)
      // The client saw no answer and sends the very same request again.
      const again = await call(id, 'PUT', body)
      retried.push(again.status)
      if (again.status !== 409 || again.body.error !== staleAnswer)
        problems.push(`order ${id}: repeat answered ${again.status} ${JSON.stringify(again.body)}`)
      // A program that leaves the version out: the same confirmation is no change.
      const { version: _left, ...withoutVersion } = body
      const same = await call(id, 'PUT', withoutVersion)
      unchanged.push(same.status)
      if (same.status !== 200 || same.body.version !== version + 1 || same.body.status !== 'kinnitatud')
        problems.push(`order ${id}: unversioned repeat answered ${same.status} v${String(same.body.version)}`)
    }
    const confirmingMs = Date.now() - outageFrom
    await sleep(Math.max(0, outageMs - confirmingMs))

    smtp = await startSmtpPeer({ port: smtpPort })
    const upAt = Date.now()
    const expected = orderCount * 3
    await smtp.waitFor(expected, { timeoutMs: 45_000 })
    const allInMs = Date.now() - upAt
    // Nothing more can arrive once the server has stopped (it finishes a send under way first): what the
    // peer holds then is everything, a late duplicate included.
    expect(await server.stop()).toBe(0)

    const received = smtp.received
    const classified = received.map((mail) => classify(mail.subject))
    const byOrderAndKind = tally(
      classified.map((one, index) => (one ? `${one.orderId} ${one.kind}` : `? ${received[index]!.subject}`)),
    )
    const duplicates = [...byOrderAndKind].filter(([, count]) => count > 1).map(([key]) => key)
    const unknown = [...byOrderAndKind.keys()].filter((key) => key.startsWith('? '))
    const missing = ids.flatMap((id) =>
      (['order-staff', 'order-customer', 'order-confirmed'] as const)
        .filter((kind) => byOrderAndKind.get(`${id} ${kind}`) !== 1)
        .map((kind) => `${id} ${kind}`),
    )
    const byMessageId = tally(received.map((mail) => mail.messageId))
    const staffOnly = received.filter((mail) => mail.rcptTo.includes(notifyTo))
    const jobs = await selectRows<{
      kind: string
      order_id: number
      status: string
      attempts: number
      last_error: string | null
    }>(where(server.dataDir), 'select kind, order_id, status, attempts, last_error from outbox')
    const confirmedJobs = tally(
      jobs.filter((job) => job.kind === 'order-confirmed').map((job) => Number(job.order_id)),
    )
    const notSent = jobs.filter((job) => job.status !== 'sent').length
    const attempts = jobs.map((job) => Number(job.attempts))
    const minAttempts = Math.min(...attempts)
    const maxAttempts = Math.max(...attempts)
    // Every job, the confirmations above all, failed against the closed port before it went.
    const notRefused = jobs
      .filter((job) => !/ECONNREFUSED/.test(job.last_error ?? ''))
      .map((job) => `${job.order_id} ${job.kind}: ${job.last_error}`)
    const confirmationsRefused = jobs.filter(
      (job) => job.kind === 'order-confirmed' && /ECONNREFUSED/.test(job.last_error ?? ''),
    ).length
    const answers = (statuses: number[]) =>
      [...tally(statuses)].map(([status, count]) => `${count}×${status}`).join(' ')

    row.did =
      `${orderCount} orders, each confirmed through PUT /api/admin/orders while SMTP refused connections ` +
      `(${(confirmingMs / 1000).toFixed(1)} s), its answer dropped unread; the same body and version sent ` +
      `again, then once without a version; SMTP back after ${Math.round((upAt - outageFrom) / 1000)} s; ` +
      `MAIL_RETRY_MS=${retryMs}`
    row.found =
      `repeats: ${answers(retried)}, unversioned ${answers(unchanged)} (version kept); ` +
      `${received.length}/${expected} mails, all within ${(allInMs / 1000).toFixed(1)} s of SMTP coming back ` +
      `(bound ${deliveryBoundMs / 1000} s); ${duplicates.length} duplicates by order and kind, ` +
      `${missing.length} missing, ${byMessageId.size} distinct Message-IDs; outbox: ` +
      `${[...confirmedJobs.values()].reduce((a, b) => a + b, 0)} confirmations queued, ${notSent} not sent, ` +
      `${minAttempts}–${maxAttempts} attempts each, ${jobs.length - notRefused.length}/${jobs.length} last ` +
      `failed with a refused connection (${confirmationsRefused} confirmations)`

    // The outage was real: every mail (three of each order) failed at least once before it went, its
    // connection refused.
    expect(jobs).toHaveLength(expected)
    expect(minAttempts).toBeGreaterThan(1)
    expect(notRefused).toEqual([])
    // And nothing was lost, sent twice or changed by the repeated requests.
    expect(problems).toEqual([])
    expect(received).toHaveLength(expected)
    expect(unknown).toEqual([])
    expect(duplicates).toEqual([])
    expect(missing).toEqual([])
    expect(byMessageId.size).toBe(expected)
    expect(staffOnly).toHaveLength(orderCount)
    expect(ids.map((id) => confirmedJobs.get(id) ?? 0)).toEqual(ids.map(() => 1))
    expect(notSent).toBe(0)
    expect(allInMs).toBeLessThan(deliveryBoundMs)
  } finally {
    await server.dispose()
    await smtp?.close()
  }
}

describe('drill (g): staff confirm orders while SMTP is down', () => {
  it('PGlite: each confirmation is mailed once, a repeated request changes nothing', async () => {
    await runDrill('g SMTP down, confirming', 'PGlite', (row) =>
      confirmDrill(row, {}, (dataDir) => ({ dataDir })),
    )
  })

  it('PostgreSQL: each confirmation is mailed once, a repeated request changes nothing', async (context) => {
    const databaseUrl = await drillDatabaseOrSkip(context, 'g SMTP down, confirming')
    await resetPostgres(databaseUrl)
    await runDrill('g SMTP down, confirming', 'PostgreSQL', (row) =>
      confirmDrill(row, { DATABASE_URL: databaseUrl }, () => ({ databaseUrl })),
    )
  })
})
