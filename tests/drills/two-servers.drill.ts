import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { testAdminEnv } from '../support/admin.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'
import { plainLocalSmtp } from '../support/smtp-peer.ts'
import {
  drillDatabaseOrSkip,
  orderFields,
  orderIdOfSubject,
  postOrder,
  resetPostgres,
  runDrill,
  sleep,
  tally,
  waitUntil,
} from './drill-support.ts'
import { halfWritten } from './stored-rows.ts'

/**
 * Drill (c), DESIGN §2: two server processes on one PostgreSQL share one SMTP server; orders arrive
 * through both. The SMTP server is slow (each message takes 50–250 ms) and turns away every fourth
 * message with a temporary 451, so both mail workers keep retrying and racing for the same due jobs.
 * The drill proves both processes took part (each acknowledged the orders sent to it, under ids of one
 * sequence, and each one's worker met refusals of its own), then that each mail is still delivered
 * exactly once.
 */

const orderCount = 60
const notifyTo = 'myyk@padukarjaar.ee'

interface Delivered {
  subject: string
  rcptTo: string[]
  messageId: string
}

async function startSlowFlakySmtp() {
  const delivered: Delivered[] = []
  let offered = 0
  let refused = 0
  const server = new SMTPServer({
    ...plainLocalSmtp,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        offered += 1
        await sleep(50 + Math.floor(Math.random() * 200))
        if (offered % 4 === 0) {
          refused += 1
          const error = new Error('Proovige hiljem uuesti') as Error & { responseCode: number }
          error.responseCode = 451
          callback(error)
          return
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks))
        delivered.push({
          subject: (parsed.subject ?? '').replace(/[\u00a0\u202f]/g, ' '),
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: parsed.messageId ?? '',
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as { port: number }).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    stats: () => ({ offered, refused }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('drill (c): two server processes, one PostgreSQL, one SMTP server', () => {
  it('sends each mail exactly once whichever worker takes it', async (context) => {
    const databaseUrl = await drillDatabaseOrSkip(context, 'c two processes, one DB')
    await runDrill('c two processes, one DB', 'PostgreSQL', async (row) => {
      await resetPostgres(databaseUrl)
      const smtp = await startSlowFlakySmtp()
      const env = {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        ORDER_NOTIFY_TO: notifyTo,
        MAIL_RETRY_MS: '300',
        MAIL_POLL_MS: '100',
        ...testAdminEnv,
      }
      const servers: RunningServer[] = []
      try {
        // Both start at once: migration and seeding take turns under an advisory lock.
        servers.push(
          ...(await Promise.all([
            startServer({ env, timeoutMs: 120_000 }),
            startServer({ env, timeoutMs: 120_000 }),
          ])),
        )
        const started = Date.now()
        const ids: number[] = []
        /** Orders each server acknowledged. */
        const acknowledgedBy = [0, 0]
        let next = 0
        await Promise.all(
          Array.from({ length: 6 }, async () => {
            while (next < orderCount) {
              next += 1
              const sequence = next
              const answer = await postOrder(servers[sequence % 2]!.url, orderFields(sequence))
              expect(answer.status).toBe(201)
              acknowledgedBy[sequence % 2]! += 1
              ids.push(answer.orderId!)
            }
          }),
        )
        const expected = orderCount * 2
        await waitUntil(async () => smtp.delivered.length >= expected, 90_000, `${expected} mails`)
        const deliveredMs = Date.now() - started
        // Nothing more can arrive once both servers have stopped (each finishes a send under way first):
        // what the peer holds then is everything, a late duplicate included.
        expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0])

        const byOrderAndRecipient = tally(
          smtp.delivered.map((mail) => `${orderIdOfSubject(mail.subject)} ${mail.rcptTo.join(',')}`),
        )
        const duplicates = [...byOrderAndRecipient.values()].filter((count) => count > 1).length
        const byMessageId = tally(smtp.delivered.map((mail) => mail.messageId))
        const staffMissing = ids.filter((id) => byOrderAndRecipient.get(`${id} ${notifyTo}`) !== 1)
        const retriesBy = servers.map(
          (server) => (server.output().match(/attempt \d+ failed, will retry/g) ?? []).length,
        )
        const stored = await halfWritten({ databaseUrl })
        const notSent = stored.mails.filter((mail) => mail.status !== 'sent').length
        const { offered, refused } = smtp.stats()

        row.did =
          `2 servers, ${orderCount} orders alternating between them from 6 clients (acknowledged ` +
          `${acknowledgedBy.join(' and ')}); SMTP 50–250 ms per ` +
          `message and every 4th refused with 451: ${offered} offered, ${refused} refused`
        row.found =
          `${smtp.delivered.length}/${expected} mails in ${(deliveredMs / 1000).toFixed(1)} s, ${duplicates} ` +
          `duplicates by order and recipient, ${byMessageId.size} distinct Message-IDs; retries logged per ` +
          `server: ${retriesBy.join(' and ')}; outbox ${notSent} not sent; ${stored.ordersWithoutMails.length} ` +
          'orders without both mails'

        // Both processes served (each post above was acknowledged by the one it went to), under ids of
        // one sequence; both workers took part, each meeting refusals of its own.
        expect(new Set(ids).size).toBe(orderCount)
        expect(retriesBy.every((count) => count > 0)).toBe(true)
        expect(smtp.delivered).toHaveLength(expected)
        expect(duplicates).toBe(0)
        expect(byMessageId.size).toBe(expected)
        expect(staffMissing).toEqual([])
        expect(notSent).toBe(0)
        expect(stored.ordersWithoutMails).toEqual([])
      } finally {
        await Promise.all(servers.map((server) => server.dispose()))
        await smtp.close()
      }
    })
  })
})
