import { expect } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { describeDatabaseCut } from '../support/database-cut-drill.ts'
import { type MontonioPeer, startMontonioPeer } from '../support/montonio-peer.ts'
import { orderBody, postForm, postPageForm } from '../support/request-bodies.ts'
import { type RunningServer, startServer } from '../support/server-process.ts'
import { nextWorkingDay } from '../support/working-days.ts'
import { waitUntil } from './drill-support.ts'

/**
 * Drill (p): Montonio's payment notification comes while the database is out of reach. The webhook must
 * answer 5xx (so that Montonio sends it again), never 2xx for a payment it did not store; once the
 * database is back, Montonio's next attempt is stored, and the payment counts once. Then two copies of
 * one notification at the same moment: both answered 200, recorded once.
 */

const keys = { accessKey: 'padu-drill-access', secretKey: 'padu-drill-secret-0123456789abcdef01' }

describeDatabaseCut(
  'drill (p): the payment webhook while the database is away',
  'p payment webhook, database away',
  'PostgreSQL behind a proxy that refuses: 503 until it is back, then the retry counts once',
  async (row, { viaProxy, proxy }) => {
    let peer: MontonioPeer | undefined
    let server: RunningServer | undefined
    try {
      peer = await startMontonioPeer({ ...keys, notificationRetryDelayMs: 300, notificationAttempts: 60 })
      server = await startServer({
        env: {
          DATABASE_URL: viaProxy,
          ...testAdminEnv,
          GEO_PROVIDER: 'builtin',
          ...peer.env,
        },
        timeoutMs: 120_000,
      })
      const base = server.url
      const { token } = await signIn(base)
      const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
        fetch(`${base}${path}`, {
          method: init.method ?? 'GET',
          headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        })
      const placed = await postForm(`${base}/api/orders`, orderBody())
      const { orderId } = (await placed.json()) as { orderId: number }
      const confirmed = await api(`/api/admin/orders?id=${orderId}`, {
        method: 'PUT',
        body: { status: 'kinnitatud', deliveryDate: nextWorkingDay(), timeWindow: '09:00-11:00' },
      })
      expect(confirmed.status).toBe(200)
      const { customerUrl } = (await confirmed.json()) as { customerUrl: string }
      const tapped = await postPageForm(`${customerUrl}/maksa`, { bank: '' })
      expect(tapped.status).toBe(303)
      const uuid = /\/pay\/([0-9a-f-]{36})/.exec(tapped.headers.get('Location') ?? '')?.[1] ?? ''

      // The database goes away; the customer pays; Montonio's notification meets the outage.
      await proxy.set('refuse')
      await peer.pay(uuid)
      const notification = peer.notifications.find((sent) => sent.payload.uuid === uuid)!
      await waitUntil(async () => notification.attempts.length >= 3, 60_000, 'three refused attempts')
      const refused = [...notification.attempts]
      expect(refused.every((status) => typeof status === 'number' && status >= 500)).toBe(true)
      expect(notification.delivered).toBe(false)

      // Back: the next attempt is stored and answered 200.
      await proxy.set('up')
      await waitUntil(async () => notification.delivered, 60_000, 'the notification delivered')
      const state = async () =>
        (await (await api(`/api/admin/orders?id=${orderId}`)).json()) as {
          payment: { status: string } | null
          history: { action: string }[]
        }
      const after = await state()
      expect(after.payment?.status).toBe('tasutud')
      expect(after.history.filter((entry) => entry.action === 'payment')).toHaveLength(1)

      // Two copies at once (Montonio's retry crossing the first): both 200, counted once.
      const both = await Promise.all(
        [0, 1].map(() =>
          fetch(`${base}/api/payments/montonio`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
            body: JSON.stringify(notification.body),
          }),
        ),
      )
      expect(both.map((answer) => answer.status)).toEqual([200, 200])
      expect((await state()).history.filter((entry) => entry.action === 'payment')).toHaveLength(1)

      const unstored = notification.attempts.filter((status) => status !== 200).length
      row.did = `1 payment notified while PostgreSQL refused connections (${unstored} attempts answered 5xx), then the database back; 2 copies posted at once`
      row.found = `answers ${notification.attempts.join(', ')}; the payment recorded once; both copies 200, still once`
    } finally {
      await server?.stop()
      await peer?.close()
    }
  },
)
