import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from 'jose'

/**
 * A local stand-in for Montonio's Stargate API, written from its public documentation
 * (docs.montonio.com/api/stargate: the API reference, "Create and validate an Order", "Display payment
 * methods", "Refund an Order", "Listen to webhooks"; help.montonio.com on webhook retries and on the
 * merchant reference). Independent of the client we ship: it checks every request token itself.
 *
 * - POST /api/orders `{ data: <JWT> }`: the token must be HS256 with the store's secret, unexpired, with
 *   its access key; the order's fields are checked as Montonio documents them. Answers the order with a
 *   `paymentUrl` on this server. The same unpaid merchant reference gives the same order again.
 * - GET /api/stores/payment-methods with `Authorization: Bearer <JWT>`: the store's methods, the five
 *   Estonian banks among them.
 * - GET /pay/:uuid: a small payment page (choose a bank, 'Maksa' / 'Katkesta'); its form posts to
 *   POST /pay/:uuid, which redirects the browser (303) to the returnUrl with `?order-token=<signed token>`
 *   and notifies the notificationUrl: POST `{ orderToken }` (the token also as `?order-token=`, as
 *   Montonio's help centre describes), again after a short delay until it answers 200 or 201, 14 times
 *   at most (Montonio: 13 retries over 48 hours).
 * - POST /api/refunds `{ data: <JWT> }` with orderUuid, amount and idempotencyKey: the same key gives the
 *   same refund, never a second one; the refund then succeeds and a `{ refundToken }` notification follows.
 *
 * Everything received and sent is recorded for the tests.
 */

export interface MontonioPeerOptions {
  accessKey: string
  secretKey: string
  /** Wait between two attempts of a notification; Montonio waits minutes, the tests milliseconds. */
  notificationRetryDelayMs?: number
  /** Attempts of one notification before giving up (Montonio: 1 + 13 retries). */
  notificationAttempts?: number
  /** Wait before the first attempt (the customer is back before the webhook). */
  notificationDelayMs?: number
  /** The payment's redirect waits for the first notification attempt (the webhook before the customer). */
  notifyBeforeRedirect?: boolean
  /** Lifetime of the tokens the peer signs; 10 minutes by default. */
  tokenSeconds?: number
}

export interface PeerBank {
  code: string
  name: string
}

/** The five Estonian banks of Montonio's bank payments, by their BIC as Montonio's `code`. */
export const estonianBanks: PeerBank[] = [
  { code: 'HABAEE2X', name: 'Swedbank' },
  { code: 'EEUHEE2X', name: 'SEB' },
  { code: 'LHVBEE22', name: 'LHV' },
  { code: 'RIKOEE22', name: 'Luminor' },
  { code: 'EKRDEE22', name: 'Coop Pank' },
]

export interface PeerOrder {
  uuid: string
  /** The verified request payload, as received (accessKey, merchantReference, returnUrl …). */
  request: JWTPayload & Record<string, unknown>
  merchantReference: string
  grandTotal: number
  currency: string
  returnUrl: string
  notificationUrl: string
  paymentUrl: string
  paymentStatus: 'PENDING' | 'PAID' | 'ABANDONED' | 'PARTIALLY_REFUNDED' | 'REFUNDED'
  paymentProviderName?: string
  refundedCents: number
}

export interface PeerRefund {
  uuid: string
  orderUuid: string
  amount: number
  idempotencyKey: string
  status: 'PENDING' | 'SUCCESSFUL'
}

export interface PeerNotification {
  url: string
  body: { orderToken?: string; refundToken?: string }
  /** The decoded token sent (for the tests to read; signed as sent). */
  payload: Record<string, unknown>
  /** One entry per attempt: the status answered, or 'network' when none came. */
  attempts: (number | 'network')[]
  delivered: boolean
}

export interface PeerRequest {
  method: string
  path: string
  status: number
  /** Why the peer refused it, when it did. */
  error?: string
}

export interface MontonioPeer {
  /** The API base, as MONTONIO_API_URL takes it (…/api). */
  apiUrl: string
  /** The server's settings for this store: its two keys and the API base. */
  env: { MONTONIO_ACCESS_KEY: string; MONTONIO_SECRET_KEY: string; MONTONIO_API_URL: string }
  /** The server's origin (the payment page is under /pay/). */
  origin: string
  requests: PeerRequest[]
  orders: Map<string, PeerOrder>
  refunds: PeerRefund[]
  notifications: PeerNotification[]
  /** How many times the payment methods were asked for. */
  paymentMethodCalls: () => number
  /** While set, every API call (not the payment page) is answered with this status. */
  failWith: (status: number | null) => void
  /**
   * Pays an order as the payment page's 'Maksa' does, without a browser: the address the customer is
   * sent back to (returnUrl?order-token=…).
   */
  pay: (orderUuid: string, bankCode?: string) => Promise<string>
  /** The customer's 'Katkesta'. */
  cancel: (orderUuid: string) => Promise<string>
  /** Signs a token as this Montonio store does (for a test that needs a genuine one). */
  sign: (payload: Record<string, unknown>) => Promise<string>
  /** Resolves when every notification so far was delivered or given up. */
  settled: () => Promise<void>
  close: () => Promise<void>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Montonio's amounts: a number with at most two decimals. */
function isAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    /^\d+(\.\d{1,2})?$/.test(String(value))
  )
}

const toCents = (amount: number) => Math.round(amount * 100)

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startMontonioPeer(options: MontonioPeerOptions): Promise<MontonioPeer> {
  const secret = new TextEncoder().encode(options.secretKey)
  const retryDelay = options.notificationRetryDelayMs ?? 50
  const attemptsAllowed = options.notificationAttempts ?? 14
  const tokenSeconds = options.tokenSeconds ?? 600
  const requests: PeerRequest[] = []
  const orders = new Map<string, PeerOrder>()
  const refunds: PeerRefund[] = []
  const notifications: PeerNotification[] = []
  const deliveries = new Set<Promise<void>>()
  let failing: number | null = null
  let methodCalls = 0
  let closed = false
  let origin = ''

  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${tokenSeconds}s`)
      .sign(secret)

  /** Checks a request token as Montonio does; the reason when it is not acceptable. */
  async function verifyRequestToken(
    token: unknown,
  ): Promise<{ ok: true; payload: JWTPayload & Record<string, unknown> } | { ok: false; error: string }> {
    if (typeof token !== 'string') return { ok: false, error: 'token missing' }
    try {
      if (decodeProtectedHeader(token).alg !== 'HS256') return { ok: false, error: 'alg must be HS256' }
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] })
      if (payload.accessKey !== options.accessKey) return { ok: false, error: 'unknown access key' }
      return { ok: true, payload: payload as JWTPayload & Record<string, unknown> }
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
  }

  function send(res: ServerResponse, req: IncomingMessage, status: number, body: unknown, error?: string) {
    requests.push({ method: req.method ?? '', path: req.url ?? '', status, ...(error ? { error } : {}) })
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify(status >= 400 ? { statusCode: status, message: error ?? body, error: body } : body),
    )
  }

  async function orderToken(order: PeerOrder): Promise<string> {
    return sign({
      uuid: order.uuid,
      accessKey: options.accessKey,
      merchantReference: order.merchantReference,
      merchantReferenceDisplay: order.request.merchantReferenceDisplay ?? order.merchantReference,
      paymentStatus: order.paymentStatus,
      paymentMethod: 'paymentInitiation',
      grandTotal: order.grandTotal,
      currency: order.currency,
      ...(order.paymentProviderName ? { paymentProviderName: order.paymentProviderName } : {}),
    })
  }

  /** Posts one notification until it is answered 200 or 201, or the attempts run out. */
  function notify(url: string, field: 'orderToken' | 'refundToken', token: string): Promise<void> {
    const target = new URL(url)
    target.searchParams.set(field === 'orderToken' ? 'order-token' : 'refund-token', token)
    const notification: PeerNotification = {
      url,
      body: { [field]: token },
      payload: JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')),
      attempts: [],
      delivered: false,
    }
    notifications.push(notification)
    const delivery = (async () => {
      if (options.notificationDelayMs)
        await new Promise((resolve) => setTimeout(resolve, options.notificationDelayMs))
      for (let attempt = 0; attempt < attemptsAllowed && !closed; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelay))
        try {
          const response = await fetch(target, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'User-Agent': 'MontonioWebhooks/1.0' },
            body: JSON.stringify(notification.body),
            signal: AbortSignal.timeout(10_000),
          })
          await response.arrayBuffer()
          notification.attempts.push(response.status)
          if (response.status === 200 || response.status === 201) {
            notification.delivered = true
            return
          }
        } catch {
          notification.attempts.push('network')
        }
      }
    })()
    deliveries.add(delivery)
    void delivery.finally(() => deliveries.delete(delivery))
    return delivery
  }

  /** The customer's decision on the payment page: where the browser goes next. */
  async function finish(uuid: string, action: 'pay' | 'cancel', bankCode?: string): Promise<string> {
    const order = orders.get(uuid)
    if (!order) throw new Error(`no order ${uuid}`)
    if (order.paymentStatus === 'PENDING') {
      if (action === 'pay') {
        const preferred = (
          order.request.payment as { methodOptions?: { preferredProvider?: string } } | undefined
        )?.methodOptions?.preferredProvider
        const bank =
          estonianBanks.find((candidate) => candidate.code === (bankCode || preferred)) ?? estonianBanks[0]
        order.paymentStatus = 'PAID'
        order.paymentProviderName = bank?.name
      } else {
        order.paymentStatus = 'ABANDONED'
      }
      const delivery = notify(order.notificationUrl, 'orderToken', await orderToken(order))
      if (options.notifyBeforeRedirect) await delivery
    }
    const back = new URL(order.returnUrl)
    back.searchParams.set('order-token', await orderToken(order))
    return back.toString()
  }

  function validOrderProblem(payload: Record<string, unknown>): string | null {
    for (const field of ['merchantReference', 'returnUrl', 'notificationUrl', 'currency'])
      if (typeof payload[field] !== 'string' || payload[field] === '') return `${field} is required`
    for (const field of ['returnUrl', 'notificationUrl']) {
      try {
        new URL(String(payload[field]))
      } catch {
        return `${field} must be a URL`
      }
    }
    if (!isAmount(payload.grandTotal)) return 'grandTotal must be a positive number with up to 2 decimals'
    if (payload.currency !== 'EUR' && payload.currency !== 'PLN') return 'currency must be EUR or PLN'
    if (
      payload.locale !== undefined &&
      !['de', 'en', 'et', 'fi', 'lt', 'lv', 'pl', 'ru'].includes(String(payload.locale))
    )
      return 'locale is not supported'
    const lineItems = payload.lineItems
    if (lineItems !== undefined) {
      if (!Array.isArray(lineItems)) return 'lineItems must be an array'
      for (const item of lineItems as Record<string, unknown>[]) {
        if (
          typeof item.name !== 'string' ||
          !Number.isInteger(item.quantity) ||
          typeof item.finalPrice !== 'number'
        )
          return 'a line item needs name, quantity and finalPrice'
      }
    }
    const payment = payload.payment as Record<string, unknown> | undefined
    if (payment) {
      if (
        !['paymentInitiation', 'cardPayments', 'mobilePay', 'blik', 'bnpl', 'hirePurchase'].includes(
          String(payment.method),
        )
      )
        return 'payment.method is not a Montonio payment method'
      if (payment.amount !== payload.grandTotal) return 'payment.amount must equal grandTotal'
      if (payment.currency !== payload.currency) return 'payment.currency must equal currency'
    }
    return null
  }

  async function createOrder(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    const verified = await verifyRequestToken(body.data)
    if (!verified.ok) return send(res, req, 401, 'Unauthorized', verified.error)
    const payload = verified.payload
    const problem = validOrderProblem(payload)
    if (problem) return send(res, req, 400, 'Bad Request', problem)
    const merchantReference = String(payload.merchantReference)
    const existing = [...orders.values()].find((order) => order.merchantReference === merchantReference)
    if (existing && existing.paymentStatus !== 'PENDING' && existing.paymentStatus !== 'ABANDONED')
      return send(res, req, 400, 'Bad Request', 'an order with this merchantReference is already paid')
    const uuid = existing?.uuid ?? randomUUID()
    const order: PeerOrder = {
      uuid,
      request: payload,
      merchantReference,
      grandTotal: payload.grandTotal as number,
      currency: String(payload.currency),
      returnUrl: String(payload.returnUrl),
      notificationUrl: String(payload.notificationUrl),
      // A new payment address each time, as Montonio gives for a repeated merchant reference.
      paymentUrl: `${origin}/pay/${uuid}?session=${randomUUID()}`,
      paymentStatus: 'PENDING',
      refundedCents: 0,
    }
    orders.set(uuid, order)
    send(res, req, 201, {
      uuid,
      paymentStatus: order.paymentStatus,
      locale: payload.locale ?? 'et',
      merchantReference,
      merchantReferenceDisplay: payload.merchantReferenceDisplay ?? merchantReference,
      grandTotal: order.grandTotal,
      currency: order.currency,
      paymentUrl: order.paymentUrl,
    })
  }

  async function paymentMethods(req: IncomingMessage, res: ServerResponse) {
    const authorization = String(req.headers.authorization ?? '')
    const verified = await verifyRequestToken(
      authorization.startsWith('Bearer ') ? authorization.slice(7) : undefined,
    )
    if (!verified.ok) return send(res, req, 401, 'Unauthorized', verified.error)
    methodCalls += 1
    const bankList = estonianBanks.map((bank, index) => ({
      name: bank.name,
      logoUrl: `${origin}/logos/${bank.code}.png`,
      supportedCurrencies: ['EUR'],
      uiPosition: index + 1,
      code: bank.code,
    }))
    send(res, req, 200, {
      uuid: 'a7c1e0b2-3f4d-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Padu Karjäär',
      paymentMethods: {
        paymentInitiation: {
          processor: 'montonio',
          setup: {
            // Montonio lists Estonia's banks out of their display order; uiPosition orders them.
            EE: { supportedCurrencies: ['EUR'], paymentMethods: [...bankList].reverse() },
            LV: {
              supportedCurrencies: ['EUR'],
              paymentMethods: [
                {
                  name: 'Swedbank',
                  logoUrl: `${origin}/logos/HABALV22.png`,
                  supportedCurrencies: ['EUR'],
                  uiPosition: 1,
                  code: 'HABALV22',
                },
              ],
            },
          },
        },
        cardPayments: { processor: 'stripe', logoUrl: `${origin}/logos/cards.png` },
      },
    })
  }

  async function createRefund(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    const verified = await verifyRequestToken(body.data)
    if (!verified.ok) return send(res, req, 401, 'Unauthorized', verified.error)
    const { orderUuid, amount, idempotencyKey } = verified.payload
    if (typeof idempotencyKey !== 'string' || idempotencyKey === '')
      return send(res, req, 400, 'Bad Request', 'idempotencyKey is required')
    const earlier = refunds.find((refund) => refund.idempotencyKey === idempotencyKey)
    if (earlier) {
      if (earlier.orderUuid !== orderUuid || earlier.amount !== amount)
        return send(res, req, 409, 'Conflict', 'idempotencyKey was used for another refund')
      return send(res, req, 201, {
        uuid: earlier.uuid,
        amount: earlier.amount,
        currency: 'EUR',
        status: earlier.status,
      })
    }
    const order = orders.get(String(orderUuid))
    if (!order) return send(res, req, 404, 'Not Found', 'no such order')
    if (order.paymentStatus !== 'PAID' && order.paymentStatus !== 'PARTIALLY_REFUNDED')
      return send(res, req, 400, 'Bad Request', 'the order is not paid')
    if (!isAmount(amount) || amount < 0.05)
      return send(res, req, 400, 'Bad Request', 'amount must be at least 0.05')
    if (order.refundedCents + toCents(amount) > toCents(order.grandTotal))
      return send(res, req, 400, 'Bad Request', 'refunds may not exceed the grandTotal')
    const refund: PeerRefund = {
      uuid: randomUUID(),
      orderUuid: order.uuid,
      amount,
      idempotencyKey,
      status: 'PENDING',
    }
    refunds.push(refund)
    order.refundedCents += toCents(amount)
    send(res, req, 201, {
      uuid: refund.uuid,
      amount,
      currency: 'EUR',
      status: refund.status,
      createdAt: new Date().toISOString(),
    })
    // The bank takes its time; then the refund succeeds and the store is told.
    const outcome = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      if (closed) return
      refund.status = 'SUCCESSFUL'
      order.paymentStatus =
        order.refundedCents === toCents(order.grandTotal) ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
      const token = await sign({
        accessKey: options.accessKey,
        refundUuid: refund.uuid,
        orderUuid: order.uuid,
        merchantReference: order.merchantReference,
        refundStatus: refund.status,
        refundAmount: refund.amount,
        refundType: 'REFUND',
        paymentStatus: order.paymentStatus,
      })
      await notify(order.notificationUrl, 'refundToken', token)
    })()
    deliveries.add(outcome)
    void outcome.finally(() => deliveries.delete(outcome))
  }

  function paymentPage(req: IncomingMessage, res: ServerResponse, order: PeerOrder) {
    requests.push({ method: 'GET', path: req.url ?? '', status: 200 })
    const preferred = (
      order.request.payment as { methodOptions?: { preferredProvider?: string } } | undefined
    )?.methodOptions?.preferredProvider
    const amount = order.grandTotal.toFixed(2).replace('.', ',')
    const reference = String(order.request.merchantReferenceDisplay ?? order.merchantReference)
    const banks = estonianBanks
      .map(
        (bank, index) =>
          `<label><input type="radio" name="bank" value="${bank.code}"${
            (preferred ? bank.code === preferred : index === 0) ? ' checked' : ''
          }> ${escapeHtml(bank.name)}</label>`,
      )
      .join('\n')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html>
<html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Montonio makse (katsekeskkond)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;padding:.6rem;border:1px solid #ccc;border-radius:.4rem;margin:.4rem 0}button{font:inherit;padding:.7rem 1.4rem;margin:.6rem .6rem 0 0}</style>
</head><body>
<h1>Makse</h1>
<p>${escapeHtml(reference)}</p>
<p>Summa: <strong>${amount} €</strong></p>
<form method="post" action="/pay/${order.uuid}">
<fieldset><legend>Vali pank</legend>
${banks}
</fieldset>
<button type="submit" name="action" value="pay">Maksa</button>
<button type="submit" name="action" value="cancel">Katkesta</button>
</form>
<p>Katsekeskkond: raha ei liigu.</p>
</body></html>`)
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://peer')
      const text = await readBody(req)
      const pay = /^\/pay\/([0-9a-f-]{36})$/.exec(url.pathname)
      if (pay) {
        const order = orders.get(pay[1] ?? '')
        if (!order) return send(res, req, 404, 'Not Found', 'no such order')
        if (req.method === 'GET') return paymentPage(req, res, order)
        if (req.method === 'POST') {
          const form = new URLSearchParams(text)
          const location = await finish(
            order.uuid,
            form.get('action') === 'pay' ? 'pay' : 'cancel',
            form.get('bank') ?? undefined,
          )
          requests.push({ method: 'POST', path: req.url ?? '', status: 303 })
          res.writeHead(303, { Location: location }).end()
          return
        }
      }
      if (failing !== null) return send(res, req, failing, 'Injected failure', `failing with ${failing}`)
      let body: Record<string, unknown> = {}
      if (req.method === 'POST') {
        try {
          body = JSON.parse(text)
        } catch {
          return send(res, req, 400, 'Bad Request', 'body is not JSON')
        }
      }
      if (req.method === 'POST' && url.pathname === '/api/orders') return createOrder(req, res, body)
      if (req.method === 'GET' && url.pathname === '/api/stores/payment-methods')
        return paymentMethods(req, res)
      if (req.method === 'POST' && url.pathname === '/api/refunds') return createRefund(req, res, body)
      send(res, req, 404, 'Not Found', 'no such endpoint')
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    apiUrl: `${origin}/api`,
    env: {
      MONTONIO_ACCESS_KEY: options.accessKey,
      MONTONIO_SECRET_KEY: options.secretKey,
      MONTONIO_API_URL: `${origin}/api`,
    },
    origin,
    requests,
    orders,
    refunds,
    notifications,
    paymentMethodCalls: () => methodCalls,
    failWith(status) {
      failing = status
    },
    pay: (orderUuid, bankCode) => finish(orderUuid, 'pay', bankCode),
    cancel: (orderUuid) => finish(orderUuid, 'cancel'),
    sign,
    async settled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries])
    },
    async close() {
      closed = true
      await Promise.allSettled([...deliveries])
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
