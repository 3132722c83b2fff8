import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMontonioOrder, createMontonioRefund } from '#app/server/payments/montonio-orders.server.ts'
import {
  forgetMontonioPaymentMethods,
  montonioPaymentMethods,
  paymentMethodsFailureTtlMs,
} from '#app/server/payments/montonio-payment-methods.server.ts'
import type { MontonioSettings } from '#app/server/payments/montonio-settings.server.ts'
import {
  verifyMontonioOrderToken,
  verifyMontonioRefundToken,
} from '#app/server/payments/montonio-tokens.server.ts'
import { estonianBanks, type MontonioPeer, startMontonioPeer } from '#tests/support/montonio-peer.ts'

/**
 * The Montonio client against the local stand-in that speaks Montonio's documented protocol: creating an
 * order, the payment page and the customer's return, the webhook and its retries, the payment methods
 * (cached), refunds (idempotent) and the failures a route must turn into a message.
 */

const keys = { accessKey: 'padu-test-access', secretKey: 'padu-test-secret-0123456789abcdef' }

/** Stands in for our site: where the customer returns and where Montonio posts its notifications. */
interface Site {
  origin: string
  notifications: { path: string; body: Record<string, unknown> }[]
  /** The statuses the next notifications get, in order; then 200. */
  answers: number[]
  close: () => Promise<void>
}

async function startSite(): Promise<Site> {
  const notifications: Site['notifications'] = []
  const answers: number[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      notifications.push({
        path: req.url ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    notifications,
    answers,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

let peer: MontonioPeer
let site: Site
let settings: MontonioSettings
let reference = 0

const order = () => {
  reference += 1
  return {
    merchantReference: `PADU-1042-${reference}`,
    merchantReferenceDisplay: 'Tellimus 1042',
    returnPath: '/tellimus/abc123/makse',
    grandTotalCents: 23_560,
    lineItems: [
      { name: 'Killustik 16-32 mm, 12 t', quantity: 1, finalPriceCents: 18_600 },
      { name: 'Transport 40 km', quantity: 1, finalPriceCents: 4960 },
    ],
  }
}

beforeAll(async () => {
  peer = await startMontonioPeer({ ...keys, notificationRetryDelayMs: 20 })
  site = await startSite()
  settings = { ...keys, apiUrl: peer.apiUrl, publicUrl: site.origin, timeoutMs: 2000 }
})

afterAll(async () => {
  await peer?.close()
  await site?.close()
})

afterEach(async () => {
  await peer.settled()
  peer.failWith(null)
  site.answers.length = 0
})

async function paidOrder(bank?: string) {
  const created = await createMontonioOrder(settings, order())
  if (!created.ok) throw new Error(created.detail)
  const back = await peer.pay(created.uuid, bank)
  await peer.settled()
  return { created, back: new URL(back) }
}

describe('paying through Montonio', () => {
  it('creates the order as the API documents it and gets a payment address and uuid back', async () => {
    const created = await createMontonioOrder(settings, order())
    expect(created).toMatchObject({ ok: true })
    if (!created.ok) return
    const received = peer.orders.get(created.uuid)
    expect(received).toBeDefined()
    expect(created.paymentUrl).toBe(received?.paymentUrl)
    expect(created.paymentUrl.startsWith(`${peer.origin}/pay/${created.uuid}`)).toBe(true)
    const payload = received?.request ?? {}
    expect(payload).toMatchObject({
      accessKey: keys.accessKey,
      merchantReference: `PADU-1042-${reference}`,
      returnUrl: `${site.origin}/tellimus/abc123/makse`,
      notificationUrl: `${site.origin}/api/payments/montonio`,
      grandTotal: 235.6,
      currency: 'EUR',
      locale: 'et',
      lineItems: [
        { name: 'Killustik 16-32 mm, 12 t', quantity: 1, finalPrice: 186 },
        { name: 'Transport 40 km', quantity: 1, finalPrice: 49.6 },
      ],
      payment: { method: 'paymentInitiation', amount: 235.6, currency: 'EUR' },
    })
    // The token expires: ten minutes from now.
    const lifetime = Number(payload.exp) - Math.floor(Date.now() / 1000)
    expect(lifetime).toBeGreaterThan(500)
    expect(lifetime).toBeLessThanOrEqual(600)
    expect(JSON.stringify(peer.requests)).not.toContain(keys.secretKey)
  })

  it("the payment page offers the banks; 'Maksa' sends the customer back with a signed token and notifies the site", async () => {
    const created = await createMontonioOrder(settings, { ...order(), preferredProvider: 'LHVBEE22' })
    if (!created.ok) throw new Error(created.detail)
    const page = await fetch(created.paymentUrl)
    const html = await page.text()
    expect(page.status).toBe(200)
    for (const bank of estonianBanks) expect(html).toContain(bank.name)
    expect(html).toContain('>Maksa</button>')
    expect(html).toContain('>Katkesta</button>')
    expect(html).toContain('235,60 €')
    expect(html).toMatch(/value="LHVBEE22" checked/)

    const answer = await fetch(`${peer.origin}/pay/${created.uuid}`, {
      method: 'POST',
      body: new URLSearchParams({ bank: 'LHVBEE22', action: 'pay' }),
      redirect: 'manual',
    })
    expect(answer.status).toBe(303)
    const back = new URL(answer.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(`${site.origin}/tellimus/abc123/makse`)
    const returned = await verifyMontonioOrderToken(settings, back.searchParams.get('order-token'))
    expect(returned).toMatchObject({
      ok: true,
      token: {
        uuid: created.uuid,
        merchantReference: `PADU-1042-${reference}`,
        paymentStatus: 'PAID',
        grandTotalCents: 23_560,
        currency: 'EUR',
        paymentProviderName: 'LHV',
      },
    })

    await peer.settled()
    const notification = site.notifications.at(-1)
    expect(notification?.path.startsWith('/api/payments/montonio')).toBe(true)
    const notified = await verifyMontonioOrderToken(settings, notification?.body.orderToken)
    expect(notified).toMatchObject({ ok: true, token: { uuid: created.uuid, paymentStatus: 'PAID' } })
  })

  it("'Katkesta' sends the customer back with a signed token that says the order was not paid", async () => {
    const created = await createMontonioOrder(settings, order())
    if (!created.ok) throw new Error(created.detail)
    const back = new URL(await peer.cancel(created.uuid))
    const returned = await verifyMontonioOrderToken(settings, back.searchParams.get('order-token'))
    expect(returned).toMatchObject({ ok: true, token: { uuid: created.uuid, paymentStatus: 'ABANDONED' } })
  })

  it('a notification not answered 200 or 201 is posted again, the same token each time, until it is', async () => {
    site.answers.push(503, 500, 502)
    const before = site.notifications.length
    const { created } = await paidOrder()
    const received = site.notifications.slice(before)
    expect(received).toHaveLength(4)
    expect(new Set(received.map((notification) => notification.body.orderToken)).size).toBe(1)
    const notification = peer.notifications.at(-1)
    expect(notification?.attempts).toEqual([503, 500, 502, 200])
    expect(notification?.delivered).toBe(true)
    expect(notification?.payload).toMatchObject({ uuid: created.uuid, paymentStatus: 'PAID' })
  })

  it('the same unpaid merchant reference gives the same Montonio order a new payment address', async () => {
    const first = order()
    const once = await createMontonioOrder(settings, first)
    const again = await createMontonioOrder(settings, {
      ...first,
      grandTotalCents: 15_000,
      lineItems: [{ name: 'Liiv', quantity: 1, finalPriceCents: 15_000 }],
    })
    if (!once.ok || !again.ok) throw new Error('not created')
    expect(again.uuid).toBe(once.uuid)
    expect(again.paymentUrl).not.toBe(once.paymentUrl)
  })
})

describe('payment methods', () => {
  it("are the five Estonian banks in Montonio's order and cards, asked for once and then kept", async () => {
    forgetMontonioPaymentMethods()
    const calls = peer.paymentMethodCalls()
    const methods = await montonioPaymentMethods(settings)
    expect(methods).toMatchObject({ ok: true, cards: true })
    if (!methods.ok) return
    expect(methods.banks.map((bank) => bank.name)).toEqual(['Swedbank', 'SEB', 'LHV', 'Luminor', 'Coop Pank'])
    expect(methods.banks.map((bank) => bank.code)).toEqual(estonianBanks.map((bank) => bank.code))
    expect(await montonioPaymentMethods(settings)).toEqual(methods)
    expect(peer.paymentMethodCalls()).toBe(calls + 1)
    forgetMontonioPaymentMethods()
    await montonioPaymentMethods(settings)
    expect(peer.paymentMethodCalls()).toBe(calls + 2)
  })

  it('a failure is a clear result, kept a minute so that an outage does not hold up every order page', async () => {
    forgetMontonioPaymentMethods()
    const asked = () =>
      peer.requests.filter((request) => request.path === '/api/stores/payment-methods').length
    const before = asked()
    peer.failWith(503)
    const failed = await montonioPaymentMethods(settings)
    expect(failed).toMatchObject({ ok: false, kind: 'server', status: 503 })
    expect(asked()).toBe(before + 1)
    peer.failWith(null)
    // Within the minute the failure is the answer, without asking Montonio again.
    expect(await montonioPaymentMethods(settings)).toEqual(failed)
    expect(asked()).toBe(before + 1)
    expect(paymentMethodsFailureTtlMs).toBe(60_000)
    // Once it is forgotten (as after the minute) the next call asks again.
    forgetMontonioPaymentMethods()
    expect(await montonioPaymentMethods(settings)).toMatchObject({ ok: true })
    expect(asked()).toBe(before + 2)
  })
})

describe('refunds', () => {
  it('are idempotent: the same key twice is one refund, whose result comes as a signed refund token', async () => {
    const { created } = await paidOrder()
    const before = site.notifications.length
    const refund = { orderUuid: created.uuid, amountCents: 2480, idempotencyKey: `refund-${created.uuid}` }
    const first = await createMontonioRefund(settings, refund)
    const second = await createMontonioRefund(settings, refund)
    expect(first).toMatchObject({ ok: true, status: 'PENDING' })
    // The same refund again, by its uuid; its status may have moved on meanwhile (PENDING → SUCCESSFUL).
    expect(second).toMatchObject({ ok: true, refundUuid: first.ok ? first.refundUuid : 'none' })
    expect(peer.refunds.filter((stored) => stored.orderUuid === created.uuid)).toHaveLength(1)

    await peer.settled()
    const refundNotifications = site.notifications.slice(before).filter((n) => n.body.refundToken)
    expect(refundNotifications).toHaveLength(1)
    const verified = await verifyMontonioRefundToken(settings, refundNotifications[0]?.body.refundToken)
    expect(verified).toMatchObject({
      ok: true,
      token: {
        refundUuid: first.ok ? first.refundUuid : '',
        orderUuid: created.uuid,
        refundStatus: 'SUCCESSFUL',
        refundAmountCents: 2480,
      },
    })
  })

  it('more than was paid is refused with a clear result', async () => {
    const { created } = await paidOrder()
    const refused = await createMontonioRefund(settings, {
      orderUuid: created.uuid,
      amountCents: 23_561,
      idempotencyKey: `too-much-${created.uuid}`,
    })
    expect(refused).toMatchObject({
      ok: false,
      kind: 'refused',
      status: 400,
      message: 'Makseteenus keeldus päringust.',
    })
  })
})

describe('failures a route turns into an Estonian message', () => {
  it('Montonio answering 5xx', async () => {
    peer.failWith(502)
    const result = await createMontonioOrder(settings, order())
    expect(result).toMatchObject({ ok: false, kind: 'server', status: 502 })
    if (result.ok) return
    expect(result.message).toBe('Makseteenuses on ajutine tõrge. Palun proovige mõne minuti pärast uuesti.')
    expect(result.detail).not.toContain(keys.secretKey)
  })

  it('Montonio not reachable at all', async () => {
    const closed = await startSite()
    await closed.close()
    const result = await createMontonioRefund(
      { ...settings, apiUrl: `${closed.origin}/api` },
      { orderUuid: 'x', amountCents: 100, idempotencyKey: 'k' },
    )
    expect(result).toMatchObject({
      ok: false,
      kind: 'network',
      message: 'Makseteenusega ei saanud ühendust. Palun proovige mõne minuti pärast uuesti.',
    })
  })

  it('Montonio not answering in time', async () => {
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const apiUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`
      forgetMontonioPaymentMethods()
      const result = await montonioPaymentMethods({ ...settings, apiUrl, timeoutMs: 300 })
      expect(result).toMatchObject({ ok: false, kind: 'timeout' })
    } finally {
      silent.closeAllConnections()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })

  it('keys Montonio does not know: its refusal, not an exception', async () => {
    const result = await createMontonioOrder(
      { ...settings, secretKey: 'not-the-store-secret-0000000000' },
      order(),
    )
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 401 })
    expect(peer.requests.at(-1)).toMatchObject({
      path: '/api/orders',
      status: 401,
      error: 'signature verification failed',
    })
  })

  it('an answer that is not what Montonio documents', async () => {
    const odd: Server = createServer((_req, res) => {
      res
        .writeHead(201, { 'Content-Type': 'application/json' })
        .end('{"uuid":"x","paymentUrl":"javascript:alert(1)"}')
    })
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
    try {
      const apiUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/api`
      expect(await createMontonioOrder({ ...settings, apiUrl }, order())).toMatchObject({
        ok: false,
        kind: 'malformed',
      })
    } finally {
      odd.closeAllConnections()
      await new Promise<void>((resolve) => odd.close(() => resolve()))
    }
  })
})

describe('the stand-in holds requests to what Montonio accepts', () => {
  const postOrder = async (token: string) =>
    fetch(`${peer.apiUrl}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: token }),
    })
  const orderPayload = (overrides: Record<string, unknown> = {}) => ({
    accessKey: keys.accessKey,
    merchantReference: `STRICT-${Math.random()}`,
    returnUrl: `${site.origin}/tagasi`,
    notificationUrl: `${site.origin}/api/payments/montonio`,
    grandTotal: 10,
    currency: 'EUR',
    locale: 'et',
    ...overrides,
  })
  const signed = (payload: Record<string, unknown>, alg = 'HS256', exp = '10m') =>
    new SignJWT(payload)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(keys.secretKey))

  it('only HS256 tokens with its access key, unexpired, whose amounts are euros to the cent', async () => {
    expect((await postOrder(await signed(orderPayload()))).status).toBe(201)
    expect((await postOrder(await signed(orderPayload(), 'HS512'))).status).toBe(401)
    expect((await postOrder(await signed(orderPayload(), 'HS256', '-1m'))).status).toBe(401)
    expect((await postOrder(await signed(orderPayload({ accessKey: 'another-store' })))).status).toBe(401)
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...orderPayload(), exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url')}.`
    expect((await postOrder(unsigned)).status).toBe(401)
    expect((await postOrder(await signed(orderPayload({ grandTotal: 10.005 })))).status).toBe(400)
    expect((await postOrder(await signed(orderPayload({ grandTotal: '10.00' })))).status).toBe(400)
    expect((await postOrder(await signed(orderPayload({ notificationUrl: undefined })))).status).toBe(400)
  })
})

describe('when the stand-in notifies', () => {
  it('gives a notification up after its last attempt, whether answered with an error or not at all', async () => {
    const stubborn = await startMontonioPeer({
      ...keys,
      notificationRetryDelayMs: 5,
      notificationAttempts: 3,
    })
    const gone = await startSite()
    await gone.close()
    try {
      site.answers.push(500, 500, 500)
      for (const publicUrl of [site.origin, gone.origin]) {
        const created = await createMontonioOrder(
          { ...settings, apiUrl: stubborn.apiUrl, publicUrl },
          order(),
        )
        if (!created.ok) throw new Error(created.detail)
        await stubborn.pay(created.uuid)
        await stubborn.settled()
      }
      expect(stubborn.notifications.map((notification) => notification.attempts)).toEqual([
        [500, 500, 500],
        ['network', 'network', 'network'],
      ])
      expect(stubborn.notifications.every((notification) => !notification.delivered)).toBe(true)
    } finally {
      await stubborn.close()
    }
  })

  it('before the customer is back, or after, as the test asks', async () => {
    for (const [timing, expectedBeforeReturn] of [
      [{ notifyBeforeRedirect: true }, 1],
      [{ notificationDelayMs: 300 }, 0],
    ] as const) {
      const timed = await startMontonioPeer({ ...keys, ...timing })
      try {
        const created = await createMontonioOrder({ ...settings, apiUrl: timed.apiUrl }, order())
        if (!created.ok) throw new Error(created.detail)
        const before = site.notifications.length
        await timed.pay(created.uuid)
        expect(site.notifications.length - before).toBe(expectedBeforeReturn)
        await timed.settled()
        expect(site.notifications.length - before).toBe(1)
      } finally {
        await timed.close()
      }
    }
  })
})
