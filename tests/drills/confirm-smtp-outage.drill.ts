import { describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { startServer } from '../support/server-process.ts'
import { type SmtpPeer, settle, startSmtpPeer, unusedPort } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { orderFields, postOrder, runDrill, tally } from './drill-support.ts'
import { selectRows } from './stored-rows.ts'

/**
 * Drill (g): staff confirm orders while the SMTP server is down, and each confirmation is sent again as
 * a client would after losing the answer. When SMTP comes back, every customer gets exactly one
 * confirmation mail: counted at the SMTP server by order and by Message-ID.
 */

const orderCount = 10

describe('drill (g): confirming orders while SMTP is down', () => {
  it('mails each confirmation exactly once when SMTP returns, repeated requests included', async () => {
    await runDrill('g confirm, SMTP down', 'PGlite', async (row) => {
      const smtpPort = await unusedPort()
      const server = await startServer({
        env: {
          ...testAdminEnv,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_RETRY_MS: '1000',
          MAIL_POLL_MS: '200',
        },
        timeoutMs: 120_000,
      })
      let smtp: SmtpPeer | undefined
      try {
        const started = Date.now()
        const ids: number[] = []
        for (let sequence = 1; sequence <= orderCount; sequence += 1) {
          const answer = await postOrder(server.url, orderFields(sequence))
          expect(answer.status).toBe(201)
          ids.push(answer.orderId!)
        }
        const { token } = await signIn(server.url)
        const put = (id: number, body: unknown) =>
          fetch(`${server.url}/api/admin/orders?id=${id}`, {
            method: 'PUT',
            headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
        const day = nextWorkingDay()
        const repeats: number[] = []
        for (const [index, id] of ids.entries()) {
          const body = {
            status: 'kinnitatud',
            deliveryDate: day,
            timeWindow: `${String(8 + (index % 8)).padStart(2, '0')}:00-${String(9 + (index % 8)).padStart(2, '0')}:00`,
            version: 1,
          }
          // The first answer is "lost": the same request comes again, twice.
          const [first, second, third] = await Promise.all([put(id, body), put(id, body), put(id, body)])
          const statuses = [first.status, second.status, third.status].sort()
          expect(statuses).toEqual([200, 409, 409])
          repeats.push(...statuses)
        }

        smtp = await startSmtpPeer({ port: smtpPort })
        const upAt = Date.now()
        // Each order: the staff mail and the customer's request confirmation, then the confirmation.
        const expected = orderCount * 3
        await smtp.waitFor(expected, { timeoutMs: 60_000 })
        const allInMs = Date.now() - upAt
        await settle(3_000)

        const confirmations = smtp.received.filter((mail) =>
          /^Tellimus nr \d+ on kinnitatud/.test(mail.subject),
        )
        const byOrder = tally(confirmations.map((mail) => Number(/nr (\d+)/.exec(mail.subject)?.[1])))
        const duplicates = [...byOrder.values()].filter((count) => count > 1).length
        const missing = ids.filter((id) => byOrder.get(id) !== 1)
        const byMessageId = tally(smtp.received.map((mail) => mail.messageId))
        expect(await server.stop()).toBe(0)
        const jobs = await selectRows<{ status: string; kind: string }>(
          { dataDir: server.dataDir },
          'select status, kind from outbox',
        )
        const notSent = jobs.filter((job) => job.status !== 'sent').length
        const queued = jobs.filter((job) => job.kind === 'order-confirmed').length

        row.did =
          `${orderCount} orders confirmed through the API while SMTP refused connections, each request ` +
          `sent three times at once (answers: ${[...tally(repeats)].map(([s, n]) => `${n}×${s}`).join(' ')}); ` +
          `SMTP back after ${Math.round((upAt - started) / 1000)} s`
        row.found =
          `${confirmations.length}/${orderCount} confirmation mails (${queued} queued), all mails within ` +
          `${(allInMs / 1000).toFixed(1)} s of SMTP coming back; ${duplicates} duplicates by order, ` +
          `${missing.length} missing; ${byMessageId.size}/${smtp.received.length} distinct Message-IDs; ` +
          `outbox: ${notSent} not sent`

        expect(queued).toBe(orderCount)
        expect(duplicates).toBe(0)
        expect(missing).toEqual([])
        expect(byMessageId.size).toBe(smtp.received.length)
        expect(smtp.received).toHaveLength(expected)
        expect(notSent).toBe(0)
      } finally {
        await server.dispose()
        await smtp?.close()
      }
    })
  })
})
