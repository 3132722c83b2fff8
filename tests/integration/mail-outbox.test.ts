import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import PostalMime, { type Email } from 'postal-mime'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { parseConfig } from '#app/server/config.server.ts'
import { type Database, openPostgres } from '#app/server/db/database.server.ts'
import { inquiries, orders, outbox } from '#app/server/db/schema.server.ts'
import {
  createOutboxWorker,
  defaultBackoff,
  listFailedMails,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxMessageId,
  queueMail,
  retryFailedMail,
} from '#app/server/mail/outbox.server.ts'
import {
  createFileTransport,
  createMailTransport,
  createSmtpTransport,
  type MailTransport,
} from '#app/server/mail/transport.server.ts'
import { queueInquiryMails, queueOrderMails } from '#app/server/orders/order-mails.server.ts'
import { freePort } from '../../scripts/free-port.js'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { gravelDelivery, gravelDeliveryInStaffMail, minimumPickup } from '../support/example-orders.ts'
import {
  type ReceivedMail,
  type SmtpPeer,
  type SmtpPeerOptions,
  startSmtpPeer,
} from '../support/smtp-peer.ts'
import { testDatabaseKind } from '../support/test-database.ts'

/** Mail text keeps numbers and units together with no-break spaces; a reader sees plain spaces. */
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ')

const notifyTo = 'myyk@padukarjaar.ee'
const senderAddress = 'info@padukarjaar.ee'

// ---------------------------------------------------------------------------------------------------------

const testDatabase = setupTestDatabase()
let db: Database
const peers: SmtpPeer[] = []
const workers: OutboxWorker[] = []

beforeAll(() => {
  db = testDatabase.db
})

beforeEach(() => {
  logged = []
})

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  await Promise.all(peers.splice(0).map((peer) => peer.close()))
})

async function peer(options?: SmtpPeerOptions) {
  const started = await startSmtpPeer(options)
  peers.push(started)
  return started
}

/** What the workers reported, instead of noise on the console. */
let logged: string[] = []
const logger = {
  warn: (message: string) => logged.push(message),
  error: (message: string) => logged.push(message),
}

function worker(options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, 'transport'>) {
  const created = createOutboxWorker({
    db,
    from: senderAddress,
    pollIntervalMs: 20,
    logger,
    ...options,
  })
  workers.push(created)
  return created
}

/**
 * Two workers on one database sending through the peer, `a` on the test's database and `b` on a second
 * handle: on PostgreSQL its own connection pool, as a second app process would have.
 */
async function withTwoWorkers(
  smtp: SmtpPeer,
  batchSize: number,
  use: (a: OutboxWorker, b: OutboxWorker) => Promise<void>,
): Promise<void> {
  const second =
    testDatabaseKind === 'postgres' ? await openPostgres(process.env.TEST_DATABASE_URL!) : testDatabase.handle
  try {
    const a = worker({ transport: createSmtpTransport(smtp.url), batchSize })
    const b = worker({ db: second.db, transport: createSmtpTransport(smtp.url), batchSize })
    await use(a, b)
  } finally {
    if (second !== testDatabase.handle) await second.close()
  }
}

/** A clock the test moves by hand; it starts ahead of the database's now(), which stamps new jobs due. */
function manualClock() {
  let current = new Date(Date.now() + 1_000)
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms)
    },
  }
}

let mailNumber = 0
async function queue(database: Database = db, extra: { to?: string; maxAttempts?: number } = {}) {
  mailNumber += 1
  return queueMail(database, {
    kind: 'test',
    to: extra.to ?? `klient${mailNumber}@example.ee`,
    replyTo: 'myyk@padukarjaar.ee',
    subject: `Proovikiri ${mailNumber}`,
    html: `<p>Proovikiri ${mailNumber}</p>`,
    text: `Proovikiri ${mailNumber}`,
    maxAttempts: extra.maxAttempts,
  })
}

async function job(id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
  return row!
}

async function allJobs() {
  return db.select().from(outbox).orderBy(asc(outbox.id))
}

function countByMessageId(received: ReceivedMail[]) {
  const counts = new Map<string, number>()
  for (const mail of received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1)
  return counts
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('queueMail', () => {
  it('stores a pending job, due now, inside the caller’s transaction', async () => {
    const id = await db.transaction(async (tx) => queue(tx))
    expect(await job(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      maxAttempts: 8,
      lockedUntil: null,
      lastError: null,
      replyTo: 'myyk@padukarjaar.ee',
    })
  })

  it('a rolled-back transaction leaves no mail behind', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue(tx)
        throw new Error('the order insert failed')
      }),
    ).rejects.toThrow('the order insert failed')
    expect(await db.$count(outbox)).toBe(0)
  })
})

describe('the outbox worker', () => {
  it('delivers due mail over SMTP once, with a stable Message-ID, and marks it sent', async () => {
    const smtp = await peer()
    const clock = manualClock()
    const ids = [await queue(), await queue()]
    const mailer = worker({ transport: createSmtpTransport(smtp.url), now: clock.now })

    expect(await mailer.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 })
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })

    expect(smtp.received).toHaveLength(2)
    for (const id of ids) {
      const row = await job(id)
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null })
      expect(row.sentAt?.getTime()).toBe(clock.now().getTime())
    }
    const first = await PostalMime.parse(smtp.received[0]!.raw)
    expect(first.messageId).toMatch(new RegExp(`^<outbox-${ids[0]}-[0-9a-z]+@padukarjaar\\.ee>$`))
    expect(first.from).toEqual({ name: 'Padu Karjäär', address: 'info@padukarjaar.ee' })
    expect(first.replyTo).toEqual([{ name: '', address: 'myyk@padukarjaar.ee' }])
    expect(smtp.received[0]!.rcptTo).toEqual([(await job(ids[0]!)).to])
  })

  it('keeps mail pending with the error and a growing delay while the SMTP server is down, then delivers each once', async () => {
    const port = await freePort()
    const clock = manualClock()
    const ids = [await queue(), await queue(), await queue()]
    const mailer = worker({
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      now: clock.now,
      backoff: (attempt) => 1_000 * 2 ** (attempt - 1),
    })

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 3 })
    const firstRound = await allJobs()
    for (const row of firstRound) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null })
      expect(row.lastError).toMatch(/ECONNREFUSED/)
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 1_000)
    }

    // Not due yet: nothing is tried.
    clock.advance(999)
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })

    clock.advance(1)
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 3 })
    const secondRound = await allJobs()
    for (const [index, row] of secondRound.entries()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 })
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 2_000)
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(firstRound[index]!.nextAttemptAt.getTime())
    }

    const smtp = await peer({ port })
    clock.advance(2_000)
    expect(await mailer.runOnce()).toEqual({ sent: 3, failed: 0, retried: 0 })
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })

    const counts = countByMessageId(smtp.received)
    expect(counts.size).toBe(3)
    expect([...counts.values()]).toEqual([1, 1, 1])
    for (const id of ids) expect(await job(id)).toMatchObject({ status: 'sent', attempts: 3 })
    expect(logged.filter((line) => /attempt \d failed, will retry: .*ECONNREFUSED/.test(line))).toHaveLength(
      6,
    )
  })

  it('gives up after max attempts, lists the mail for staff, and retryFailedMail sends it again', async () => {
    const port = await freePort()
    const clock = manualClock()
    const id = await queue(db, { maxAttempts: 3 })
    const mailer = worker({
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      now: clock.now,
      backoff: () => 1_000,
    })

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 })
    clock.advance(1_000)
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 })
    clock.advance(1_000)
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 })
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null })

    clock.advance(60_000)
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })

    const failed = await listFailedMails(db)
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ id, kind: 'test', attempts: 3, subject: expect.any(String) })
    expect(failed[0]!.lastError).toMatch(/ECONNREFUSED/)

    expect(await retryFailedMail(db, id, clock.now())).toBe(true)
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 0 })
    expect((await job(id)).nextAttemptAt.getTime()).toBe(clock.now().getTime())
    expect(await listFailedMails(db)).toEqual([])
    // Only a failed mail can be retried.
    expect(await retryFailedMail(db, id)).toBe(false)
    expect(await retryFailedMail(db, 999_999)).toBe(false)

    const smtp = await peer({ port })
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(smtp.received).toHaveLength(1)
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('fails a mail the server rejects for good (5xx) at once, without holding up the others', async () => {
    const smtp = await peer({ rejectRecipient: 'olematu@example.ee' })
    const rejected = await queue(db, { to: 'olematu@example.ee' })
    const fine = await queue()
    const mailer = worker({ transport: createSmtpTransport(smtp.url) })

    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 1, retried: 0 })
    expect(await job(rejected)).toMatchObject({ status: 'failed', attempts: 1 })
    expect((await job(rejected)).lastError).toMatch(/550/)
    expect(await job(fine)).toMatchObject({ status: 'sent' })
  })

  it('keeps retrying when the server refuses our sender: a setting for staff to fix, not a bad mail', async () => {
    const smtp = await peer({ rejectSender: true })
    const id = await queue()
    const mailer = worker({ transport: createSmtpTransport(smtp.url) })

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 })
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 1 })
    expect((await job(id)).lastError).toMatch(/Sender not allowed/)
  })

  it('the default backoff doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(defaultBackoff)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ])
  })

  it('re-claims a job whose lease ran out (the sender crashed), but not one whose lease is alive', async () => {
    const smtp = await peer()
    const clock = manualClock()
    const crashed = await queue()
    const busy = await queue()
    const crashedAtLastAttempt = await queue(db, { maxAttempts: 2 })
    const past = new Date(clock.now().getTime() - 1_000)
    const future = new Date(clock.now().getTime() + 60_000)
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: past })
      .where(eq(outbox.id, crashed))
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: future })
      .where(eq(outbox.id, busy))
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 2, lockedUntil: past })
      .where(eq(outbox.id, crashedAtLastAttempt))
    const mailer = worker({ transport: createSmtpTransport(smtp.url), now: clock.now })

    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 1, retried: 0 })
    expect(await job(crashed)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await job(busy)).toMatchObject({ status: 'sending', attempts: 1 })
    expect(await job(crashedAtLastAttempt)).toMatchObject({ status: 'failed', attempts: 2 })
    expect((await job(crashedAtLastAttempt)).lastError).toMatch(/interrupted/)

    clock.advance(60_000)
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(await job(busy)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.received).toHaveLength(2)
  })

  it('two workers on one database deliver 20 mails, each exactly once', async () => {
    const smtp = await peer({ dataDelayMs: 5 })
    const ids: number[] = []
    for (let index = 0; index < 20; index += 1) ids.push(await queue())
    await withTwoWorkers(smtp, 3, async (a, b) => {
      const results = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])

      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(20)
      // Both really worked side by side rather than one after the other.
      expect(results[0]!.sent + results[2]!.sent).toBeGreaterThan(0)
      expect(results[1]!.sent + results[3]!.sent).toBeGreaterThan(0)
      expect(results.every((result) => result.failed === 0 && result.retried === 0)).toBe(true)
      const counts = countByMessageId(smtp.received)
      expect(counts.size).toBe(20)
      expect([...counts.values()].every((count) => count === 1)).toBe(true)
      const rows = await allJobs()
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 1]))
    })
  })

  it('two started workers polling in parallel also deliver each mail once', async () => {
    const smtp = await peer()
    for (let index = 0; index < 10; index += 1) await queue()
    await withTwoWorkers(smtp, 2, async (a, b) => {
      a.start()
      b.start()
      await waitFor(async () => (await db.$count(outbox, eq(outbox.status, 'sent'))) === 10)
      await Promise.all([a.stop(), b.stop()])
      expect(smtp.received).toHaveLength(10)
      expect(countByMessageId(smtp.received).size).toBe(10)
    })
  })

  it('renews the lease of a slow send, so a second worker does not take the mail over', async () => {
    // A lease of a second: a busy CI machine may hold the event loop for a few hundred milliseconds, which
    // a shorter lease mistook for a lost worker (the renewal came too late).
    const smtp = await peer({ dataDelayMs: 3_500 })
    const id = await queue()
    const slow = worker({ transport: createSmtpTransport(smtp.url), leaseMs: 1_000 })
    const other = worker({ transport: createSmtpTransport(smtp.url), leaseMs: 1_000 })

    const dataStarted = smtp.nextData()
    const slowRun = slow.runOnce()
    await dataStarted
    // Well past the first lease: only renewal keeps the job with the slow worker.
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(await job(id)).toMatchObject({ status: 'sending', attempts: 1 })

    expect(await slowRun).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(smtp.received).toHaveLength(1)
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('stop() waits for the send in progress and hands the unsent claimed jobs back', async () => {
    const smtp = await peer({ dataDelayMs: 150 })
    const ids = [await queue(), await queue(), await queue()]
    const mailer = worker({ transport: createSmtpTransport(smtp.url), batchSize: 5 })

    const dataStarted = smtp.nextData()
    mailer.start()
    await dataStarted
    await mailer.stop()

    expect(smtp.received).toHaveLength(1)
    const rows = await allJobs()
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending', 'pending'])
    // The two that were never tried are free for another process at once, with no attempt used up.
    expect(rows.slice(1).map((row) => [row.attempts, row.lockedUntil])).toEqual([
      [0, null],
      [0, null],
    ])
    expect(rows[0]!.id).toBe(ids[0])

    // Another worker delivers the rest.
    const next = worker({ transport: createSmtpTransport(smtp.url) })
    expect(await next.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 })
    expect(countByMessageId(smtp.received).size).toBe(3)
  })

  it('wake() delivers a new mail right away instead of at the next poll', async () => {
    const smtp = await peer()
    const mailer = worker({ transport: createSmtpTransport(smtp.url), pollIntervalMs: 60_000 })
    mailer.start()
    // Let the first (empty) round finish, so that only wake() can bring the worker back.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const id = await queue()
    mailer.wake()
    await waitFor(async () => (await job(id)).status === 'sent', 3_000)
    expect(smtp.received).toHaveLength(1)
  })
})

// ---------------------------------------------------------------------------------------------------------
// The mails of an order and of an inquiry, from stored rows through the outbox and a real SMTP
// conversation (or the file transport) to the parsed message a mail client would show.

describe('the mails of orders and inquiries', () => {
  let smtp: SmtpPeer
  const temporaryDirs: string[] = []

  beforeAll(async () => {
    smtp = await startSmtpPeer()
  })

  beforeEach(() => {
    smtp.received.length = 0
  })

  afterEach(async () => {
    await Promise.all(temporaryDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  afterAll(async () => {
    await smtp?.close()
  })

  /** 10 t screened gravel at 6 €/t, delivered 23,5 km: 60,00 + 63,45 = 123,45 €, VAT 29,63 €, 153,08 €. */
  function orderValues(overrides: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
    return { ...gravelDelivery, idempotencyKey: randomUUID(), ...overrides }
  }

  /** Stores the order and queues its mails in one transaction, as the order action does. */
  async function placeOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
    return db.transaction(async (tx) => {
      const [order] = await tx.insert(orders).values(orderValues(overrides)).returning()
      const mailIds = await queueOrderMails(tx, order!, { notifyTo })
      return { order: order!, ...mailIds }
    })
  }

  async function deliverAll(transport: MailTransport = createSmtpTransport(smtp.url)) {
    const worker = createOutboxWorker({ db, transport, from: senderAddress })
    try {
      return await worker.runOnce()
    } finally {
      await worker.stop()
    }
  }

  async function receivedMails(): Promise<{ mail: Email; rcptTo: string[] }[]> {
    return Promise.all(
      smtp.received.map(async (message) => ({
        mail: await PostalMime.parse(message.raw),
        rcptTo: message.rcptTo,
      })),
    )
  }

  function mailTo(all: { mail: Email; rcptTo: string[] }[], address: string) {
    const found = all.filter((entry) => entry.rcptTo.includes(address))
    expect(found).toHaveLength(1)
    return found[0]!.mail
  }

  describe('order mails over SMTP', () => {
    it('staff get every field of the order, with Reply-To the customer', async () => {
      const { order, staffMailId } = await placeOrder()
      expect(await deliverAll()).toEqual({ sent: 2, failed: 0, retried: 0 })

      const staff = mailTo(await receivedMails(), notifyTo)
      expect(staff.from).toEqual({ name: business.name, address: senderAddress })
      // Named recipients: a bare address in To is a bulk-mail sign to spam filters.
      expect(staff.to).toEqual([{ name: business.name, address: notifyTo }])
      expect(staff.replyTo).toEqual([{ name: '', address: 'mari@example.ee' }])
      expect(plain(staff.subject)).toBe(
        `Uus tellimus nr ${order.id}: Sõelutud kruus, 10 tonni – Mari Maasikas`,
      )
      const [row] = await db.select().from(outbox).where(eq(outbox.id, staffMailId))
      expect(staff.messageId).toBe(outboxMessageId(row!))

      for (const body of [plain(staff.text), plain(staff.html)]) {
        for (const expected of [...gravelDeliveryInStaffMail, `nr ${order.id}`]) {
          expect(body).toContain(expected)
        }
      }
    })

    it('the customer gets a confirmation that the request arrived and is not yet a confirmed order', async () => {
      const { order } = await placeOrder()
      await deliverAll()

      const confirmation = mailTo(await receivedMails(), 'mari@example.ee')
      expect(confirmation.to).toEqual([{ name: order.name, address: 'mari@example.ee' }])
      expect(confirmation.replyTo).toEqual([{ name: '', address: notifyTo }])
      expect(confirmation.subject).toBe(`Saime teie tellimuse soovi kätte (nr ${order.id}) – Padu Karjäär`)
      for (const body of [plain(confirmation.text), plain(confirmation.html)]) {
        for (const expected of [
          'Aitäh',
          'mitte veel kinnitatud tellimus',
          '1–3 tööpäeva',
          business.phone,
          business.email,
          'Sõelutud kruus',
          '10 tonni',
          'Soovin transporti',
          '23,5 km',
          '153,08 €',
        ]) {
          expect(body).toContain(expected)
        }
      }
    })

    it('a self-pickup order at the 15 € minimum, with an estimated distance elsewhere marked approximate', async () => {
      await placeOrder({ productName: 'Kaldaliiv', unitPriceCents: 350, ...minimumPickup })
      await placeOrder({ distanceSource: 'estimate', email: 'teine@example.ee' })
      expect(await deliverAll()).toEqual({ sent: 4, failed: 0, retried: 0 })

      const all = await receivedMails()
      const pickup = mailTo(all, 'mari@example.ee')
      expect(plain(pickup.text)).toContain('Tulen ise järele')
      expect(plain(pickup.text)).toContain('1 tonn')
      expect(plain(pickup.text)).toContain('Minimaalne tellimuse summa on 15€')
      expect(plain(pickup.text)).toContain('18,60 €')
      expect(plain(pickup.text)).not.toContain('Tarneaadress')
      const estimated = mailTo(all, 'teine@example.ee')
      expect(plain(estimated.text)).toContain('23,5 km (ligikaudne)')
      expect(plain(estimated.html)).toContain('23,5 km (ligikaudne)')
    })

    it('HTML shows a name like <script>alert(1)</script> as text', async () => {
      await placeOrder({ name: '<script>alert(1)</script>', notes: '<img src=x onerror=alert(2)>' })
      await deliverAll()

      for (const { mail } of await receivedMails()) {
        expect(mail.html).not.toMatch(/<script|<img/i)
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
        expect(mail.text).toContain('<script>alert(1)</script>')
      }
    })

    it('an order whose transaction fails leaves neither the order nor its mails', async () => {
      await expect(
        db.transaction(async (tx) => {
          const [order] = await tx.insert(orders).values(orderValues()).returning()
          await queueOrderMails(tx, order!, { notifyTo })
          throw new Error('something after the insert failed')
        }),
      ).rejects.toThrow()
      expect(await db.$count(orders)).toBe(0)
      expect(await db.$count(outbox)).toBe(0)
    })
  })

  describe('inquiry mails over SMTP', () => {
    it('staff get type, contact and the material with the details; the customer a confirmation', async () => {
      const inquiry = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({
            name: 'Jaan Tamm',
            email: 'jaan@example.ee',
            phone: '5555 1234',
            material: 'Killustik',
            details: 'Umbes 40 tonni, fraktsioon 16-32.',
            idempotencyKey: randomUUID(),
          })
          .returning()
        await queueInquiryMails(tx, row!, { notifyTo })
        return row!
      })
      expect(await deliverAll()).toEqual({ sent: 2, failed: 0, retried: 0 })
      const all = await receivedMails()

      const staff = mailTo(all, notifyTo)
      expect(staff.replyTo).toEqual([{ name: '', address: 'jaan@example.ee' }])
      expect(staff.subject).toBe(`Uus päring nr ${inquiry.id}: Killustik – Jaan Tamm`)
      for (const expected of [
        'Tüüp: päring',
        'Nimi: Jaan Tamm',
        'E-post: jaan@example.ee',
        'Telefon: 5555 1234',
        'Soovitud materjal: Killustik\n  Umbes 40 tonni, fraktsioon 16-32.',
      ]) {
        expect(plain(staff.text)).toContain(expected)
      }
      expect(staff.html).toContain('Soovitud materjal: Killustik<br>Umbes 40 tonni, fraktsioon 16-32.')

      const confirmation = mailTo(all, 'jaan@example.ee')
      expect(confirmation.replyTo).toEqual([{ name: '', address: notifyTo }])
      expect(confirmation.subject).toBe('Saime teie päringu kätte – Padu Karjäär')
      expect(plain(confirmation.text)).toContain('Soovitud materjal: Killustik')
      expect(plain(confirmation.text)).toContain('1–3 tööpäeva')
      const rows = await db.select().from(outbox).orderBy(asc(outbox.id))
      expect(rows.map((row) => [row.kind, row.inquiryId, row.status])).toEqual([
        ['inquiry-staff', inquiry.id, 'sent'],
        ['inquiry-customer', inquiry.id, 'sent'],
      ])
    })
  })

  describe('the file transport', () => {
    async function temporaryDir() {
      const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-mail-'))
      temporaryDirs.push(dir)
      return dir
    }

    it('writes each mail as a complete .eml file that a mail parser reads back', async () => {
      const dir = path.join(await temporaryDir(), 'mail')
      const { order } = await placeOrder()
      expect(await deliverAll(createFileTransport(dir))).toEqual({ sent: 2, failed: 0, retried: 0 })

      const files = (await readdir(dir)).sort()
      expect(files).toHaveLength(2)
      expect(
        files.every((file) =>
          /^\d{4}-\d\d-\d\dT[\d-]+Z-outbox-\d+-[0-9a-z]+@padukarjaar\.ee\.eml$/.test(file),
        ),
      ).toBe(true)
      const mails = await Promise.all(
        files.map(async (file) => PostalMime.parse(await readFile(path.join(dir, file)))),
      )
      const staff = mails.find(
        (mail) => mail.to?.[0] && 'address' in mail.to[0] && mail.to[0].address === notifyTo,
      )!
      expect(staff.from).toEqual({ name: business.name, address: senderAddress })
      expect(staff.replyTo).toEqual([{ name: '', address: 'mari@example.ee' }])
      expect(plain(staff.subject)).toBe(
        `Uus tellimus nr ${order.id}: Sõelutud kruus, 10 tonni – Mari Maasikas`,
      )
      expect(staff.messageId).toMatch(/^<outbox-\d+-[0-9a-z]+@padukarjaar\.ee>$/)
      expect(plain(staff.text)).toContain('153,08 €')
      expect(plain(staff.html)).toContain('153,08 €')
    })

    it('createMailTransport writes to DATA_DIR/mail without SMTP_URL, and speaks SMTP with it', async () => {
      const dataDir = await temporaryDir()
      const withoutSmtp = parseConfig({ DATA_DIR: dataDir })
      const withSmtp = parseConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url })
      if (!withoutSmtp.ok || !withSmtp.ok) throw new Error('test configuration is invalid')
      const message = {
        from: senderAddress,
        to: 'mari@example.ee',
        subject: 'Proov',
        html: '<p>Proov</p>',
        text: 'Proov',
        messageId: '<proov-1@padukarjaar.ee>',
      }

      await createMailTransport(withoutSmtp.config).send(message)
      const files = await readdir(path.join(dataDir, 'mail'))
      expect(files).toHaveLength(1)
      expect((await PostalMime.parse(await readFile(path.join(dataDir, 'mail', files[0]!)))).subject).toBe(
        'Proov',
      )

      await createMailTransport(withSmtp.config).send(message)
      expect(smtp.received).toHaveLength(1)
      expect((await PostalMime.parse(smtp.received[0]!.raw)).messageId).toBe('<proov-1@padukarjaar.ee>')
    })
  })
})
