import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import type { Database } from '#app/server/db/database.server.ts'
import { outbox } from '#app/server/db/schema.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import type { AddressedMail, MailAttachment, MailTransport } from './transport.server.ts'

export interface QueuedMail extends AddressedMail {
  /** What the mail is, e.g. 'order-staff'; for staff lists and logs. */
  kind: string
  orderId?: number
  inquiryId?: number
  /** An invoice whose PDF the worker attaches at each attempt (see OutboxWorkerOptions.attachmentsFor). */
  invoiceId?: number
  /** Defaults to the column default (8 attempts, about an hour of retries with the default backoff). */
  maxAttempts?: number
}

/**
 * Queues a mail for the worker. Pass the transaction that stores the order or inquiry, so that the mail
 * exists exactly when its order does.
 */
export async function queueMail(db: Database, mail: QueuedMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      toName: mail.toName?.trim() || null,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      orderId: mail.orderId ?? null,
      inquiryId: mail.inquiryId ?? null,
      invoiceId: mail.invoiceId ?? null,
      ...(mail.maxAttempts === undefined ? {} : { maxAttempts: mail.maxAttempts }),
    })
    .returning({ id: outbox.id })
  return row!.id
}

/**
 * The same Message-ID for every attempt of one job, so a receiving server (or staff) can recognise a
 * re-send after a lost acknowledgement. The creation time keeps ids apart when a database is recreated
 * and the identity sequence starts again. The host is the business website's, as staff keep it.
 */
export function outboxMessageId(job: { id: number; createdAt: Date }): string {
  const host = new URL(currentBusiness().website).hostname
  return `<outbox-${job.id}-${job.createdAt.getTime().toString(36)}@${host}>`
}

/** 30 s, 1 min, 2 min, 4 min … at most one hour. attempt counts from 1. */
export function defaultBackoff(attempt: number): number {
  return doublingBackoff(30_000)(attempt)
}

/** firstMs, twice that, four times … at most one hour (MAIL_RETRY_MS sets firstMs). */
export function doublingBackoff(firstMs: number): (attempt: number) => number {
  return (attempt) => Math.min(firstMs * 2 ** Math.max(0, attempt - 1), 3_600_000)
}

export interface OutboxRunResult {
  sent: number
  /** Given up: kept with status 'failed' for staff. */
  failed: number
  /** Failed this time, scheduled again. */
  retried: number
}

export interface OutboxWorkerOptions {
  db: Database
  transport: MailTransport
  /**
   * Sender address, or a function giving it at each send (its default follows the business e-mail staff
   * edit); a bare address gets the business name as display name.
   */
  from: string | (() => string)
  /** How often an idle worker looks for due mail. Default 5 s. */
  pollIntervalMs?: number
  /**
   * How long a claimed job stays reserved for this worker. The worker renews the lease while it works,
   * so it only runs out when the process died; then another worker takes the job over. Default 2 min.
   */
  leaseMs?: number
  /** Delay before the next attempt after failed attempt number `attempt` (1, 2, …). */
  backoff?: (attempt: number) => number
  /** Jobs claimed per query. Default 5. */
  batchSize?: number
  now?: () => Date
  /** Where failed attempts are reported. Default console. */
  logger?: Pick<Console, 'warn' | 'error'>
  /**
   * The files of a job that names an invoice, built anew at each attempt from what is stored; a job
   * whose files cannot be built fails its attempt like a refused send. Without it such jobs go bare.
   */
  attachmentsFor?: (job: { invoiceId: number }) => Promise<MailAttachment[]>
}

export interface OutboxWorker {
  /** Starts polling; also delivers what is due right away. */
  start(): void
  /** Stops polling and waits for a delivery in progress; claimed but unsent jobs are handed back. */
  stop(): Promise<void>
  /** Delivers every job due now, each at most once per call. */
  runOnce(): Promise<OutboxRunResult>
  /** Asks a started worker to look for mail now instead of at the next poll. */
  wake(): void
}

type Job = typeof outbox.$inferSelect

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport } = options
  const from = () => {
    const address = typeof options.from === 'function' ? options.from() : options.from
    return address.includes('<') ? address : `"${currentBusiness().name}" <${address}>`
  }
  const pollIntervalMs = options.pollIntervalMs ?? 5_000
  const leaseMs = options.leaseMs ?? 120_000
  const backoff = options.backoff ?? defaultBackoff
  const batchSize = options.batchSize ?? 5
  const now = options.now ?? (() => new Date())
  const logger = options.logger ?? console
  const later = (ms: number) => new Date(now().getTime() + ms)

  let started = false
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let loop: Promise<void> | undefined
  let wakeRequested = false
  const runs = new Set<Promise<unknown>>()

  // A job is ours while status is 'sending' and attempts still has the value our claim gave it: a worker
  // that took the job over after our lease ran out has incremented it. Every write after the claim
  // checks this, so a stale worker can never overwrite the outcome of the current one.
  const ours = (job: Pick<Job, 'id' | 'attempts'>) =>
    and(eq(outbox.id, job.id), eq(outbox.attempts, job.attempts), eq(outbox.status, 'sending'))

  async function claim(limit: number, skip: number[]): Promise<Job[]> {
    const at = now()
    // One statement is one short transaction. SKIP LOCKED lets two workers claim side by side without
    // waiting for each other, and a row another worker has just claimed is re-checked against the
    // conditions after its lock is released, so its fresh lease keeps it out of our hands.
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.status, ['pending', 'sending']),
          lte(outbox.nextAttemptAt, at),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, at)),
          lt(outbox.attempts, outbox.maxAttempts),
          skip.length > 0 ? notInArray(outbox.id, skip) : undefined,
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: later(leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning()
    return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
  }

  // A process that died while sending its last allowed attempt leaves a job nobody may claim again.
  async function failAbandoned(): Promise<number> {
    const abandoned = await db
      .update(outbox)
      .set({
        status: 'failed',
        lockedUntil: null,
        lastError: sql`coalesce(${outbox.lastError} || ' / ', '') || 'the last attempt was interrupted'`,
      })
      .where(
        and(
          eq(outbox.status, 'sending'),
          lte(outbox.lockedUntil, now()),
          gte(outbox.attempts, outbox.maxAttempts),
        ),
      )
      .returning({ id: outbox.id })
    return abandoned.length
  }

  async function renewLeases(jobs: Iterable<Job>) {
    const held = [...jobs]
    if (held.length === 0) return
    await db
      .update(outbox)
      .set({ lockedUntil: later(leaseMs) })
      .where(or(...held.map(ours)))
  }

  async function release(jobs: Iterable<Job>) {
    for (const job of jobs) {
      await db
        .update(outbox)
        .set({ status: 'pending', lockedUntil: null, attempts: job.attempts - 1 })
        .where(ours(job))
    }
  }

  async function deliver(job: Job): Promise<'sent' | 'failed' | 'retried'> {
    try {
      const attachments =
        job.invoiceId !== null && options.attachmentsFor
          ? await options.attachmentsFor({ invoiceId: job.invoiceId })
          : []
      await transport.send({
        ...(attachments.length > 0 ? { attachments } : {}),
        from: from(),
        to: job.to,
        toName: job.toName,
        replyTo: job.replyTo,
        subject: job.subject,
        html: job.html,
        text: job.text,
        messageId: outboxMessageId(job),
      })
    } catch (error) {
      const lastError = describeError(error)
      if (job.attempts >= job.maxAttempts || isPermanent(error)) {
        await db.update(outbox).set({ status: 'failed', lockedUntil: null, lastError }).where(ours(job))
        logger.error(`Mail ${job.id} (${job.kind}) failed for good: ${lastError}`)
        return 'failed'
      }
      await db
        .update(outbox)
        .set({ status: 'pending', lockedUntil: null, lastError, nextAttemptAt: later(backoff(job.attempts)) })
        .where(ours(job))
      logger.warn(`Mail ${job.id} (${job.kind}) attempt ${job.attempts} failed, will retry: ${lastError}`)
      return 'retried'
    }
    // The mail is out: if this write fails, the lease runs out and the mail is sent again with the same
    // Message-ID. At least once is the only promise SMTP allows; losing an order mail is worse.
    await db.update(outbox).set({ status: 'sent', sentAt: now(), lockedUntil: null }).where(ours(job))
    return 'sent'
  }

  async function drain(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: await failAbandoned(), retried: 0 }
    const handled: number[] = []
    while (!stopping) {
      const batch = await claim(batchSize, handled)
      if (batch.length === 0) break
      handled.push(...batch.map((job) => job.id))
      const held = new Map(batch.map((job) => [job.id, job]))
      let renewal: Promise<void> = Promise.resolve()
      const heartbeat = setInterval(
        () => {
          renewal = renewLeases(held.values()).catch((error) =>
            logger.error(`Outbox: could not renew leases: ${describeError(error)}`),
          )
        },
        Math.max(10, Math.floor(leaseMs / 3)),
      )
      heartbeat.unref()
      try {
        for (const job of batch) {
          if (stopping) break
          result[await deliver(job)] += 1
          held.delete(job.id)
        }
      } finally {
        clearInterval(heartbeat)
        await renewal
        // Hand unsent jobs back at once rather than letting another worker wait out the lease.
        await release(held.values())
      }
    }
    return result
  }

  function runOnce(): Promise<OutboxRunResult> {
    const run = drain()
    runs.add(run)
    const forget = () => runs.delete(run)
    run.then(forget, forget)
    return run
  }

  function schedule(delayMs: number) {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      loop = poll()
    }, delayMs)
    timer.unref()
  }

  async function poll(): Promise<void> {
    do {
      wakeRequested = false
      try {
        await runOnce()
      } catch (error) {
        logger.error(`Outbox: delivery round failed: ${describeError(error)}`)
      }
    } while (wakeRequested && !stopping)
    loop = undefined
    if (!stopping) schedule(pollIntervalMs)
  }

  return {
    start() {
      if (started) return
      started = true
      stopping = false
      schedule(0)
    },
    async stop() {
      stopping = true
      started = false
      clearTimeout(timer)
      timer = undefined
      await loop
      await Promise.allSettled([...runs])
    },
    runOnce,
    wake() {
      if (!started || stopping) return
      if (loop) wakeRequested = true
      else schedule(0)
    },
  }
}

/**
 * A 5xx answer to a recipient or to the message itself is final (unknown mailbox, rejected content), as is
 * an address nodemailer cannot use: retrying only delays the bad news. A rejected sender or login is a
 * configuration problem instead; those mails wait, with retries, until staff fix the settings.
 */
function isPermanent(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, command, responseCode } = error as Error & {
    code?: unknown
    command?: unknown
    responseCode?: unknown
  }
  if (code === 'EENVELOPE' && command === 'API') return !/sender/i.test(error.message)
  const final = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  return final && (command === 'RCPT TO' || command === 'DATA')
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 1000)
}

export interface FailedMail {
  id: number
  kind: string
  to: string
  subject: string
  attempts: number
  lastError: string | null
  orderId: number | null
  inquiryId: number | null
  createdAt: Date
}

/** Mails the worker gave up on, newest first, for the staff view. */
export async function listFailedMails(db: Database): Promise<FailedMail[]> {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      orderId: outbox.orderId,
      inquiryId: outbox.inquiryId,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
}

/**
 * Staff's 'send again': the job gets a full set of attempts and is due at once (call the worker's wake()
 * for it to go out now). Returns false when the mail does not exist or has not failed.
 */
export async function retryFailedMail(db: Database, id: number, now: Date = new Date()): Promise<boolean> {
  const changed = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id })
  return changed.length > 0
}
