import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, ne, sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { findProductBySlug, seedCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import { parseConfig } from '#app/server/config.server.ts'
import { openPglite } from '#app/server/db/database.server.ts'
import { orders, outbox } from '#app/server/db/schema.server.ts'
import { createGeoService } from '#app/server/geo/geo-service.server.ts'
import {
  createOutboxWorker,
  type OutboxWorker,
  outboxMessageId,
  queueMail,
} from '#app/server/mail/outbox.server.ts'
import { createSmtpTransport } from '#app/server/mail/transport.server.ts'
import { type OrderRequestValues, placeOrder } from '#app/server/orders/place-order.server.ts'
import { freePort } from '../../scripts/free-port.js'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { copyDatabaseTemplate } from '../support/database-template.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { loggedMailFailures, type RunningServer, startServer } from '../support/server-process.ts'
import { mailsBeforeMarker, type SmtpPeer, startSmtpPeer } from '../support/smtp-peer.ts'

/**
 * Orders keep arriving while the SMTP server is down; when it comes back every mail is delivered exactly
 * once (counted by Message-ID) and none is lost.
 *
 * The server process retries a failed mail after 30 s at the earliest (defaultBackoff, not
 * configurable from the environment), too slow for a test that waits in real time. So the retry itself is
 * exercised with the same worker the server runs, in this process and with a short backoff; the
 * server-process test checks the production wiring: mails stay queued while SMTP is down, survive a
 * restart, and go out once SMTP answers (the database clock is moved past the backoff while the server
 * is stopped).
 */

const notifyTo = 'myyk@padukarjaar.ee'
const from = 'info@padukarjaar.ee'
const signingSecret = 'order-mail-outage-secret-0123456789abcdef'

const peers: SmtpPeer[] = []
const workers: OutboxWorker[] = []
const logged: string[] = []
const logger = { warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) }

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  await Promise.all(peers.splice(0).map((peer) => peer.close()))
})

function countByMessageId(ids: string[]) {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('the outbox worker while SMTP is down (in this process)', () => {
  const testDatabase = setupTestDatabase()

  it('queues the mails of orders placed during the outage and delivers each exactly once afterwards', async () => {
    await seedCatalogue(testDatabase.db)
    const parsed = parseConfig({ GEO_PROVIDER: 'builtin' })
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
    const geo = createGeoService(parsed.config.geo)

    const port = await freePort()
    const worker = createOutboxWorker({
      db: testDatabase.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      from,
      pollIntervalMs: 50,
      backoff: () => 150,
      logger,
    })
    workers.push(worker)
    worker.start()

    const fill = await findProductBySlug(testDatabase.db, 'soelutud-taiteliiv')
    const stone = await findProductBySlug(testDatabase.db, 'killustik')
    let placed = 0
    async function order(values: Partial<OrderRequestValues> = {}) {
      placed += 1
      const result = await placeOrder(
        { db: testDatabase.db, geo, signingSecret, notifyTo, afterCommit: () => worker.wake() },
        {
          product: placed % 2 ? fill : stone,
          form: {
            name: `Klient ${placed}`,
            email: `klient${placed}@example.ee`,
            phone: '+372 5555 0000',
            quantity: 8 + (placed % 10),
            deliveryOption: placed % 3 ? 'self' : 'delivery',
            deliveryAddress: placed % 3 ? null : 'Tapa',
            notes: null,
            ...values,
          },
          messages: orderMessageFamilies.kohustuslik,
          addressToken: null,
          idempotencyKey: randomUUID(),
          clientIpHash: null,
        },
      )
      if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
      return result.order
    }

    // Orders arrive, some of them at the same time, while nothing listens on the SMTP port.
    await Promise.all(Array.from({ length: 6 }, () => order()))
    for (let index = 0; index < 4; index += 1) await order()
    await waitUntil(async () => {
      const rows = await testDatabase.db.select().from(outbox)
      return rows.length === 20 && rows.every((row) => row.attempts >= 2)
    })
    const during = await testDatabase.db.select().from(outbox)
    expect(during.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true)
    expect(during.some((row) => /ECONNREFUSED/.test(row.lastError ?? ''))).toBe(true)

    // SMTP comes back on the same port while more orders keep arriving.
    const smtp = await startSmtpPeer({ port })
    peers.push(smtp)
    await Promise.all(Array.from({ length: 4 }, () => order()))
    const received = await smtp.waitFor(28, { timeoutMs: 20_000 })
    // A mail queued last: the worker sends due mails one after another in the order they fell due, so a
    // mail of the orders above, or a second copy of one, would arrive before it.
    await queueMail(testDatabase.db, {
      kind: 'marker',
      to: notifyTo,
      subject: 'Merk',
      html: 'Merk',
      text: 'Merk',
    })
    worker.wake()
    await smtp.waitFor(1, { filter: (mail) => mail.subject === 'Merk' })
    expect(smtp.received.filter((mail) => mail.subject !== 'Merk')).toHaveLength(28)

    const jobs = await testDatabase.db
      .select()
      .from(outbox)
      .where(ne(outbox.kind, 'marker'))
      .orderBy(asc(outbox.id))
    expect(jobs).toHaveLength(28)
    expect(jobs.every((job) => job.status === 'sent')).toBe(true)
    const counts = countByMessageId(received.map((mail) => mail.messageId))
    expect([...counts.keys()].sort()).toEqual(jobs.map(outboxMessageId).sort())
    expect([...counts.values()].every((count) => count === 1)).toBe(true)

    // Every stored order has its staff mail and its confirmation, none twice.
    const stored = await testDatabase.db.select().from(orders)
    expect(stored).toHaveLength(14)
    for (const row of stored) {
      const mine = smtp.received.filter(
        (mail) =>
          mail.subject.startsWith(`Uus tellimus nr ${row.id}:`) || mail.subject.includes(`(nr ${row.id})`),
      )
      expect(mine.map((mail) => mail.to[0]).sort()).toEqual([row.email, notifyTo].sort())
    }
  })
})

describe('the server process while SMTP is down', () => {
  const cleanups: (() => Promise<unknown>)[] = []

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('answers orders, keeps their mails queued, and after a restart delivers each exactly once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-outage-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const template = inject('databaseTemplate')
    if (template) await copyDatabaseTemplate(template, dataDir)
    const port = await freePort()
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, ORDER_NOTIFY_TO: notifyTo, GEO_PROVIDER: 'builtin' }

    let server: RunningServer = await startServer({ dataDir, env, timeoutMs: 120_000 })
    cleanups.push(() => server.stop())
    const ids: number[] = []
    const post = async (index: number) => {
      const response = await postForm(
        `${server.url}/api/orders`,
        orderBody({ quantity: String(index + 1), email: `katkestus${index}@example.ee` }),
      )
      const body = (await response.json()) as { ok: boolean; orderId: number }
      expect(response.status).toBe(201)
      ids.push(body.orderId)
    }
    await Promise.all([0, 1, 2, 3, 4].map(post))
    // The worker's first attempt of each mail meets a closed port.
    const running = server
    await vi.waitFor(() => expect(loggedMailFailures(running.output(), /ECONNREFUSED/).size).toBe(10), {
      timeout: 30_000,
      interval: 50,
    })
    expect(await server.stop()).toBe(0)

    const database = await openPglite(path.join(dataDir, 'db'))
    try {
      const queued = await database.db.select().from(outbox)
      expect(queued).toHaveLength(10)
      for (const job of queued) {
        expect(job.status).toBe('pending')
        expect(job.attempts).toBeGreaterThanOrEqual(1)
        expect(job.lastError).toMatch(/ECONNREFUSED/)
        expect(job.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
      }
      // Time passes while the site is down: the retries fall due.
      await database.db.update(outbox).set({ nextAttemptAt: sql`now()` })
    } finally {
      await database.close()
    }

    const smtp = await startSmtpPeer({ port })
    peers.push(smtp)
    server = await startServer({ dataDir, env, timeoutMs: 120_000 })
    const received = await smtp.waitFor(10, { timeoutMs: 20_000 })
    expect(await mailsBeforeMarker(smtp, server.url)).toHaveLength(10)
    const counts = countByMessageId(received.map((mail) => mail.messageId))
    expect(counts.size).toBe(10)
    for (const id of ids) {
      expect(received.filter((mail) => mail.subject.startsWith(`Uus tellimus nr ${id}:`))).toHaveLength(1)
      expect(received.filter((mail) => mail.subject.includes(`(nr ${id})`))).toHaveLength(1)
    }
    expect(await server.stop()).toBe(0)
  }, 180_000)
})
