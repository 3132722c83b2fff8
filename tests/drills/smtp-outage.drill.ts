import { describe, expect, it, vi } from 'vitest'
import { loggedMailFailures, startServer } from '../support/server-process.ts'
import { type SmtpPeer, startSmtpPeer, unusedPort } from '../support/smtp-peer.ts'
import { orderFields, orderIdOfSubject, postOrder, runDrill, sleep, tally } from './drill-support.ts'
import { selectRows } from './stored-rows.ts'

/**
 * Drill (b): the SMTP server is down for 15 s while orders arrive, then comes back while more arrive.
 * The outage must be felt: SMTP comes back only once the server has logged a refused attempt for every
 * mail of the orders made during the outage, and the outbox then keeps those attempts and the last
 * error of each. Then every order's two mails (staff
 * and customer) are delivered exactly once, counted at the SMTP server by order and recipient and by
 * Message-ID. MAIL_RETRY_MS and MAIL_POLL_MS shorten the worker's waits so
 * that the retries after the outage come within seconds, not the production 30 s doubling.
 */

const outageMs = 15_000
const orderEveryMs = 400
const notifyTo = 'myyk@padukarjaar.ee'
/** How long the worker may take, on a busy machine, to try every mail queued during the outage once. */
const firstAttemptsWithinMs = 60_000

describe('drill (b): SMTP down for 15 s', () => {
  it('delivers every mail exactly once after the outage', async () => {
    await runDrill('b SMTP down 15 s', 'PGlite', async (row) => {
      const smtpPort = await unusedPort()
      const server = await startServer({
        env: {
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          ORDER_NOTIFY_TO: notifyTo,
          MAIL_RETRY_MS: '1000',
          MAIL_POLL_MS: '200',
        },
        timeoutMs: 120_000,
      })
      let smtp: SmtpPeer | undefined
      try {
        const ids: number[] = []
        /** When each order was acknowledged. */
        const answeredAt = new Map<number, number>()
        let sequence = 0
        async function orderWhile(ms: number) {
          const until = Date.now() + ms
          const pending: Promise<void>[] = []
          while (Date.now() < until) {
            sequence += 1
            const fields = orderFields(sequence)
            pending.push(
              postOrder(server.url, fields).then((answer) => {
                expect(answer.status).toBe(201)
                ids.push(answer.orderId!)
                answeredAt.set(answer.orderId!, Date.now())
              }),
            )
            await sleep(orderEveryMs)
          }
          await Promise.all(pending)
        }
        const started = Date.now()
        await orderWhile(outageMs)
        const duringOutage = ids.length
        // Every mail queued so far (two an order) has met the closed port at least once.
        await vi.waitFor(
          () =>
            expect(loggedMailFailures(server.output(), /ECONNREFUSED/).size).toBeGreaterThanOrEqual(
              duringOutage * 2,
            ),
          { timeout: firstAttemptsWithinMs, interval: 100 },
        )
        smtp = await startSmtpPeer({ port: smtpPort })
        const upAt = Date.now()
        await orderWhile(5_000)
        const expected = ids.length * 2
        await smtp.waitFor(expected, { timeoutMs: 60_000 })
        const allInMs = Date.now() - upAt
        // Nothing more can arrive once the server has stopped (it finishes a send under way first): what
        // the peer holds then is everything, a late duplicate included.
        expect(await server.stop()).toBe(0)

        const received = smtp.received
        const byOrderAndRecipient = tally(
          received.map((mail) => `${orderIdOfSubject(mail.subject)} ${mail.rcptTo.join(',')}`),
        )
        const byMessageId = tally(received.map((mail) => mail.messageId))
        const duplicates = [...byOrderAndRecipient.values()].filter((count) => count > 1).length
        const missing = ids.filter(
          (id) =>
            byOrderAndRecipient.get(`${id} ${notifyTo}`) !== 1 ||
            ![...byOrderAndRecipient.keys()].some(
              (key) => key.startsWith(`${id} `) && !key.endsWith(notifyTo),
            ),
        )
        const jobs = await selectRows<{
          order_id: number
          status: string
          attempts: number
          last_error: string | null
        }>({ dataDir: server.dataDir }, 'select order_id, status, attempts, last_error from outbox')
        const maxAttempts = Math.max(...jobs.map((job) => Number(job.attempts)))
        const notSent = jobs.filter((job) => job.status !== 'sent').length
        const refused = (job: (typeof jobs)[number]) =>
          Number(job.attempts) >= 2 && /ECONNREFUSED/.test(job.last_error ?? '')
        // Mails of the orders answered before SMTP came back: each must have been refused at least once.
        const triedInOutage = jobs.filter(
          (job) => (answeredAt.get(Number(job.order_id)) ?? Number.POSITIVE_INFINITY) < upAt,
        )
        const notFelt = triedInOutage
          .filter((job) => !refused(job))
          .map((job) => `order ${job.order_id}: ${job.attempts} attempts, ${job.last_error}`)
        const failedAttempts = jobs
          .filter((job) => job.last_error !== null)
          .reduce((sum, job) => sum + Number(job.attempts) - 1, 0)

        row.did =
          `${ids.length} orders (${duringOutage} during the ${outageMs / 1000} s outage, ` +
          `${ids.length - duringOutage} after), one every ${orderEveryMs} ms; MAIL_RETRY_MS=1000; ` +
          `${Math.round((Date.now() - started) / 1000)} s in all`
        row.found =
          `${received.length}/${expected} mails received, all within ${(allInMs / 1000).toFixed(1)} s of SMTP ` +
          `coming back; ${duplicates} duplicates by order and recipient, ${byMessageId.size} distinct ` +
          `Message-IDs; ${missing.length} orders missing a mail; outbox: ${notSent} not sent, up to ${maxAttempts} ` +
          `attempts; outage felt: ${jobs.filter(refused).length} mails refused before they went ` +
          `(${triedInOutage.length - notFelt.length}/${triedInOutage.length} of those of orders answered ` +
          `before SMTP came back), ${failedAttempts} failed attempts in all`

        // The outage was felt: the mails queued in it were tried and refused.
        expect(triedInOutage).toHaveLength(duringOutage * 2)
        expect(notFelt).toEqual([])
        // And then nothing was lost or sent twice.
        expect(received).toHaveLength(expected)
        expect(duplicates).toBe(0)
        expect(byMessageId.size).toBe(expected)
        expect(missing).toEqual([])
        expect(notSent).toBe(0)
      } finally {
        await server.dispose()
        await smtp?.close()
      }
    })
  })
})
