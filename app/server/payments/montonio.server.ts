import { decodeProtectedHeader, type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { type Cents, centsToDecimalString, parseEurosToCents } from '#app/domain/money.ts'
import type { Config } from '#app/server/config.server.ts'

/**
 * A client for Montonio's Stargate API (docs.montonio.com/api/stargate): orders, the store's payment
 * methods, refunds, and the check of the tokens Montonio sends back (`orderToken` / `refundToken` in
 * the webhook, `?order-token=` on the customer's return).
 *
 * Every request is a JWT signed HS256 with the secret key and carrying the access key: in the body as
 * `{ data: <token> }` for POST, in `Authorization: Bearer` for GET. Amounts are integer cents here and
 * decimal euros (two places) on the wire. A network failure, a timeout or an error answer is a result
 * with an Estonian message, never a thrown error, so that a route can tell the customer what happened.
 */

export type MontonioKeys = NonNullable<Config['montonio']>

export interface MontonioSettings extends MontonioKeys {
  /** The site's canonical origin (PUBLIC_URL): the return and notification addresses are built on it. */
  publicUrl: string
  /** How long one call to Montonio may take; 10 s by default. */
  timeoutMs?: number
}

/** Where Montonio posts its order and refund notifications (on PUBLIC_URL). */
export const montonioNotificationPath = '/api/payments/montonio'

/** Online payment is offered only with both keys; null without them. */
export function montonioSettings(config: Pick<Config, 'montonio' | 'publicUrl'>): MontonioSettings | null {
  return config.montonio ? { ...config.montonio, publicUrl: config.publicUrl } : null
}

// ---------------------------------------------------------------------------------------------------
// Results

export type MontonioFailureKind = 'timeout' | 'network' | 'server' | 'refused' | 'malformed'

const failureMessages: Record<MontonioFailureKind, string> = {
  timeout: 'Makseteenus ei vastanud õigeaegselt. Palun proovige mõne minuti pärast uuesti.',
  network: 'Makseteenusega ei saanud ühendust. Palun proovige mõne minuti pärast uuesti.',
  server: 'Makseteenuses on ajutine tõrge. Palun proovige mõne minuti pärast uuesti.',
  refused: 'Makseteenus keeldus päringust.',
  malformed: 'Makseteenuse vastus oli arusaamatu. Palun proovige mõne minuti pärast uuesti.',
}

export interface MontonioFailure {
  ok: false
  kind: MontonioFailureKind
  /** Montonio's HTTP status, when it answered. */
  status?: number
  /** What went wrong, for the log (no token, no key); never shown to a customer. */
  detail: string
  /** An Estonian sentence a page may show. */
  message: string
}

export type MontonioResult<T> = ({ ok: true } & T) | MontonioFailure

function failure(kind: MontonioFailureKind, detail: string, status?: number): MontonioFailure {
  return { ok: false, kind, detail, message: failureMessages[kind], ...(status ? { status } : {}) }
}

// ---------------------------------------------------------------------------------------------------
// Money on the wire

/** Integer cents as Montonio's decimal euros: 1234 → 12.34, exactly (its shortest form is the decimal). */
export function centsToMontonioAmount(cents: Cents): number {
  return Number(centsToDecimalString(cents))
}

/** Montonio's decimal euros (a number, or a numeric string) as cents; null unless exact to the cent. */
export function montonioAmountToCents(value: unknown): Cents | null {
  if (typeof value === 'number') return parseEurosToCents(value)
  if (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim())) return parseEurosToCents(value)
  return null
}

// ---------------------------------------------------------------------------------------------------
// Tokens

const requestTokenSeconds = 10 * 60

function secretOf(settings: MontonioKeys): Uint8Array {
  return new TextEncoder().encode(settings.secretKey)
}

/** A request token: the data, the access key, HS256 with the secret key, valid for ten minutes. */
async function requestToken(settings: MontonioKeys, data: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ ...data, accessKey: settings.accessKey })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${requestTokenSeconds}s`)
    .sign(secretOf(settings))
}

/** Why a token from Montonio (or from someone pretending to be it) was not accepted. */
export type MontonioTokenProblem =
  /** not a JWT at all, or too long */
  | 'malformed'
  /** an algorithm other than HS256, `none` included */
  | 'algorithm'
  /** the signature does not verify with our secret key (forged or tampered) */
  | 'signature'
  /** past its `exp`, or without one */
  | 'expired'
  /** signed with our secret but for another access key */
  | 'access-key'
  /** the fields Montonio documents are missing or not of their type */
  | 'payload'

export type MontonioTokenResult<T> = { ok: true; token: T } | { ok: false; problem: MontonioTokenProblem }

const longestToken = 8 * 1024
/** Montonio's clock and ours may differ by a few seconds. */
const clockToleranceSeconds = 5

async function verifiedPayload(
  settings: MontonioKeys,
  token: unknown,
): Promise<{ ok: true; payload: JWTPayload } | { ok: false; problem: MontonioTokenProblem }> {
  if (typeof token !== 'string' || token.length > longestToken || token.split('.').length !== 3)
    return { ok: false, problem: 'malformed' }
  let algorithm: unknown
  try {
    algorithm = decodeProtectedHeader(token).alg
  } catch {
    return { ok: false, problem: 'malformed' }
  }
  // Exactly HS256: `none` and every other algorithm are refused before any key is used.
  if (algorithm !== 'HS256') return { ok: false, problem: 'algorithm' }
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, secretOf(settings), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      clockTolerance: clockToleranceSeconds,
    }))
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, problem: 'expired' }
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) return { ok: false, problem: 'signature' }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) return { ok: false, problem: 'algorithm' }
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      return { ok: false, problem: error.claim === 'exp' ? 'expired' : 'payload' }
    return { ok: false, problem: 'malformed' }
  }
  if (payload.accessKey !== settings.accessKey) return { ok: false, problem: 'access-key' }
  return { ok: true, payload }
}

/** Montonio's payment statuses; a status it adds later still reaches the caller as a string. */
export type MontonioPaymentStatus =
  | 'PENDING'
  | 'PAID'
  | 'VOIDED'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED'
  | 'ABANDONED'
  | 'AUTHORIZED'

const orderTokenSchema = z.object({
  uuid: z.string().min(1),
  merchantReference: z.string().min(1),
  paymentStatus: z.string().min(1),
  grandTotal: z.union([z.number(), z.string()]),
  currency: z.string().min(1),
  paymentMethod: z.string().optional(),
  paymentProviderName: z.string().optional(),
  merchantReferenceDisplay: z.string().optional(),
})

export interface MontonioOrderToken {
  /** Montonio's order uuid: a payment is recorded once per uuid. */
  uuid: string
  merchantReference: string
  paymentStatus: MontonioPaymentStatus | (string & {})
  grandTotalCents: Cents
  currency: string
  paymentMethod: string | undefined
  /** The bank's name for a bank payment. */
  paymentProviderName: string | undefined
  /** The whole verified payload, for the audit log. */
  payload: JWTPayload
}

/**
 * Checks an `orderToken` (webhook) or `order-token` (return address): the signature with our secret,
 * HS256 and nothing else, not expired, our access key. The caller then compares the merchant reference,
 * grandTotalCents and currency with its own records before believing it.
 */
export async function verifyMontonioOrderToken(
  settings: MontonioKeys,
  token: unknown,
): Promise<MontonioTokenResult<MontonioOrderToken>> {
  const verified = await verifiedPayload(settings, token)
  if (!verified.ok) return verified
  const parsed = orderTokenSchema.safeParse(verified.payload)
  if (!parsed.success) return { ok: false, problem: 'payload' }
  const grandTotalCents = montonioAmountToCents(parsed.data.grandTotal)
  if (grandTotalCents === null) return { ok: false, problem: 'payload' }
  return {
    ok: true,
    token: {
      uuid: parsed.data.uuid,
      merchantReference: parsed.data.merchantReference,
      paymentStatus: parsed.data.paymentStatus,
      grandTotalCents,
      currency: parsed.data.currency,
      paymentMethod: parsed.data.paymentMethod,
      paymentProviderName: parsed.data.paymentProviderName,
      payload: verified.payload,
    },
  }
}

const refundTokenSchema = z.object({
  refundUuid: z.string().min(1),
  orderUuid: z.string().min(1),
  refundStatus: z.string().min(1),
  refundAmount: z.union([z.number(), z.string()]),
  merchantReference: z.string().optional(),
  refundType: z.string().optional(),
  refundStatusDescription: z.string().optional(),
})

export type MontonioRefundStatus = 'PENDING' | 'PROCESSING' | 'SUCCESSFUL' | 'REJECTED' | 'CANCELED'

export interface MontonioRefundToken {
  refundUuid: string
  orderUuid: string
  merchantReference: string | undefined
  refundStatus: MontonioRefundStatus | (string & {})
  refundAmountCents: Cents
  payload: JWTPayload
}

/** Checks a `refundToken` from a refund webhook, as verifyMontonioOrderToken checks an order token. */
export async function verifyMontonioRefundToken(
  settings: MontonioKeys,
  token: unknown,
): Promise<MontonioTokenResult<MontonioRefundToken>> {
  const verified = await verifiedPayload(settings, token)
  if (!verified.ok) return verified
  const parsed = refundTokenSchema.safeParse(verified.payload)
  if (!parsed.success) return { ok: false, problem: 'payload' }
  const refundAmountCents = montonioAmountToCents(parsed.data.refundAmount)
  if (refundAmountCents === null) return { ok: false, problem: 'payload' }
  return {
    ok: true,
    token: {
      refundUuid: parsed.data.refundUuid,
      orderUuid: parsed.data.orderUuid,
      merchantReference: parsed.data.merchantReference,
      refundStatus: parsed.data.refundStatus,
      refundAmountCents,
      payload: verified.payload,
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Calls

type Answer = { ok: true; status: number; body: unknown } | MontonioFailure

async function call(
  settings: MontonioSettings,
  path: string,
  init: { method: 'GET' | 'POST'; token: string },
): Promise<Answer> {
  const url = `${settings.apiUrl}${path}`
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.method === 'GET') headers.Authorization = `Bearer ${init.token}`
  else headers['Content-Type'] = 'application/json'
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      body: init.method === 'POST' ? JSON.stringify({ data: init.token }) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    })
    text = await response.text()
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError')
      return failure('timeout', `${init.method} ${path}: no answer in time`)
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return failure(
      'network',
      `${init.method} ${path}: ${error instanceof Error ? error.message : error}${cause}`,
    )
  }
  const excerpt = text.slice(0, 300).replace(/\s+/g, ' ')
  if (response.status >= 500)
    return failure('server', `${init.method} ${path}: HTTP ${response.status} ${excerpt}`, response.status)
  if (response.status < 200 || response.status >= 300)
    return failure('refused', `${init.method} ${path}: HTTP ${response.status} ${excerpt}`, response.status)
  try {
    return { ok: true, status: response.status, body: JSON.parse(text) }
  } catch {
    return failure('malformed', `${init.method} ${path}: HTTP ${response.status}, not JSON`, response.status)
  }
}

export interface MontonioLineItem {
  name: string
  quantity: number
  /** The price of one unit with VAT, in cents. */
  finalPriceCents: Cents
}

export interface MontonioOrderRequest {
  /** Ours, unique per payment attempt of an order; Montonio returns it in the tokens. */
  merchantReference: string
  /** How the customer knows the order ('Tellimus 1234'); also the bank payment's description. */
  merchantReferenceDisplay?: string
  /** A path on PUBLIC_URL the customer comes back to, with `?order-token=…` added by Montonio. */
  returnPath: string
  /** The confirmed total with VAT. */
  grandTotalCents: Cents
  lineItems: MontonioLineItem[]
  /** How long the payment page stays open, in minutes (Montonio's `expiresIn`). */
  expiresInMinutes?: number
  /** Bank payment (the default) or card. */
  method?: 'paymentInitiation' | 'cardPayments'
  /** A bank's code from the payment methods; without it Montonio's own page offers the choice. */
  preferredProvider?: string
  customer?: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string }
}

const createdOrderSchema = z.object({
  uuid: z.string().min(1),
  paymentUrl: z.string().refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }),
})

function assertPositiveCents(cents: Cents, what: string) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`${what} must be positive cents`)
}

/** The JWT payload of a new order, as the Stargate API documents it. */
export function montonioOrderPayload(settings: MontonioSettings, order: MontonioOrderRequest) {
  assertPositiveCents(order.grandTotalCents, 'grandTotalCents')
  if (!order.returnPath.startsWith('/')) throw new RangeError('returnPath must start with /')
  if (order.lineItems.length === 0) throw new RangeError('an order needs at least one line item')
  const grandTotal = centsToMontonioAmount(order.grandTotalCents)
  const method = order.method ?? 'paymentInitiation'
  const description = order.merchantReferenceDisplay ?? order.merchantReference
  const customer = order.customer
    ? Object.fromEntries(Object.entries(order.customer).filter(([, value]) => Boolean(value)))
    : undefined
  return {
    merchantReference: order.merchantReference,
    ...(order.merchantReferenceDisplay ? { merchantReferenceDisplay: order.merchantReferenceDisplay } : {}),
    returnUrl: `${settings.publicUrl}${order.returnPath}`,
    notificationUrl: `${settings.publicUrl}${montonioNotificationPath}`,
    grandTotal,
    currency: 'EUR',
    locale: 'et',
    ...(order.expiresInMinutes ? { expiresIn: order.expiresInMinutes } : {}),
    ...(customer && Object.keys(customer).length > 0 ? { billingAddress: customer } : {}),
    lineItems: order.lineItems.map((item) => {
      if (!Number.isSafeInteger(item.finalPriceCents) || item.finalPriceCents < 0)
        throw new RangeError('finalPriceCents must be cents')
      return {
        name: item.name,
        quantity: item.quantity,
        finalPrice: centsToMontonioAmount(item.finalPriceCents),
      }
    }),
    payment: {
      method,
      amount: grandTotal,
      currency: 'EUR',
      methodOptions:
        method === 'paymentInitiation'
          ? {
              preferredCountry: 'EE',
              preferredLocale: 'et',
              paymentDescription: description,
              ...(order.preferredProvider ? { preferredProvider: order.preferredProvider } : {}),
            }
          : { preferredLocale: 'et' },
    },
  }
}

/**
 * Creates the order at Montonio (POST /orders); the customer is then sent to `paymentUrl`. Creating it
 * again with the same merchant reference, unpaid, gives the same order a new payment address.
 */
export async function createMontonioOrder(
  settings: MontonioSettings,
  order: MontonioOrderRequest,
): Promise<MontonioResult<{ uuid: string; paymentUrl: string }>> {
  const token = await requestToken(settings, montonioOrderPayload(settings, order))
  const answer = await call(settings, '/orders', { method: 'POST', token })
  if (!answer.ok) return answer
  const parsed = createdOrderSchema.safeParse(answer.body)
  if (!parsed.success) return failure('malformed', 'POST /orders: no uuid or paymentUrl', answer.status)
  return { ok: true, uuid: parsed.data.uuid, paymentUrl: parsed.data.paymentUrl }
}

export interface MontonioBank {
  /** What preferredProvider takes (the bank's BIC for the Estonian banks). */
  code: string
  name: string
  logoUrl: string | undefined
}

export interface MontonioPaymentMethods {
  /** The Estonian banks taking euros, in Montonio's order. */
  banks: MontonioBank[]
  /** Whether card payment is enabled for the store. */
  cards: boolean
}

const paymentMethodsSchema = z.object({
  paymentMethods: z.object({
    paymentInitiation: z
      .object({
        setup: z
          .record(
            z.string(),
            z.object({
              supportedCurrencies: z.array(z.string()).optional(),
              paymentMethods: z.array(
                z.object({
                  code: z.string().min(1),
                  name: z.string().min(1),
                  logoUrl: z.string().optional(),
                  supportedCurrencies: z.array(z.string()).optional(),
                  uiPosition: z.number().optional(),
                }),
              ),
            }),
          )
          .optional(),
      })
      .optional(),
    cardPayments: z.unknown().optional(),
  }),
})

/** The store's payment methods change rarely; one call per quarter of an hour is plenty. */
export const paymentMethodsTtlMs = 15 * 60 * 1000
const paymentMethodsCache = new LRUCache<string, MontonioPaymentMethods>({ max: 8, ttl: paymentMethodsTtlMs })
/**
 * How long a failed answer is kept: while Montonio is down, each order page would otherwise wait for the
 * timeout before it shows the bank transfer details; a minute later the next page asks again.
 */
export const paymentMethodsFailureTtlMs = 60 * 1000
const paymentMethodsFailures = new LRUCache<string, MontonioFailure>({
  max: 8,
  ttl: paymentMethodsFailureTtlMs,
})

/** Empties the cache of payment methods and of a failure to get them (tests, or after the keys changed). */
export function forgetMontonioPaymentMethods() {
  paymentMethodsCache.clear()
  paymentMethodsFailures.clear()
}

/**
 * The store's payment methods (GET /stores/payment-methods): the Estonian banks the customer may pick on
 * our page, and whether cards are on. Kept in memory for paymentMethodsTtlMs; a failure for
 * paymentMethodsFailureTtlMs.
 */
export async function montonioPaymentMethods(
  settings: MontonioSettings,
): Promise<MontonioResult<MontonioPaymentMethods>> {
  const key = `${settings.apiUrl}\n${settings.accessKey}`
  const cached = paymentMethodsCache.get(key)
  if (cached) return { ok: true, ...cached }
  const failed = paymentMethodsFailures.get(key)
  if (failed) return failed
  const answer = await fetchPaymentMethods(settings)
  if (answer.ok) paymentMethodsCache.set(key, answer.methods)
  else paymentMethodsFailures.set(key, answer)
  return answer.ok ? { ok: true, ...answer.methods } : answer
}

async function fetchPaymentMethods(
  settings: MontonioSettings,
): Promise<{ ok: true; methods: MontonioPaymentMethods } | MontonioFailure> {
  const token = await requestToken(settings)
  const answer = await call(settings, '/stores/payment-methods', { method: 'GET', token })
  if (!answer.ok) return answer
  const parsed = paymentMethodsSchema.safeParse(answer.body)
  if (!parsed.success)
    return failure('malformed', 'GET /stores/payment-methods: unexpected shape', answer.status)
  const estonia = parsed.data.paymentMethods.paymentInitiation?.setup?.EE
  const banks = (estonia?.paymentMethods ?? [])
    .filter((bank) => !bank.supportedCurrencies || bank.supportedCurrencies.includes('EUR'))
    .sort((a, b) => (a.uiPosition ?? 0) - (b.uiPosition ?? 0))
    .map((bank) => ({ code: bank.code, name: bank.name, logoUrl: bank.logoUrl }))
  return { ok: true, methods: { banks, cards: parsed.data.paymentMethods.cardPayments !== undefined } }
}

export interface MontonioRefundRequest {
  /** Montonio's uuid of the paid order. */
  orderUuid: string
  /** At least 5 cents (Montonio's minimum), at most what is left of the order's total. */
  amountCents: Cents
  /**
   * The caller's key for this one refund (a uuid kept with it): sending the same key again, after a
   * timeout for example, never refunds twice.
   */
  idempotencyKey: string
}

const createdRefundSchema = z.object({ uuid: z.string().min(1), status: z.string().min(1) })

/** Asks Montonio to refund (POST /refunds); the result comes later in a `refundToken` webhook. */
export async function createMontonioRefund(
  settings: MontonioSettings,
  refund: MontonioRefundRequest,
): Promise<MontonioResult<{ refundUuid: string; status: MontonioRefundStatus | (string & {}) }>> {
  assertPositiveCents(refund.amountCents, 'amountCents')
  if (!refund.idempotencyKey) throw new RangeError('a refund needs an idempotency key')
  const token = await requestToken(settings, {
    orderUuid: refund.orderUuid,
    amount: centsToMontonioAmount(refund.amountCents),
    idempotencyKey: refund.idempotencyKey,
  })
  const answer = await call(settings, '/refunds', { method: 'POST', token })
  if (!answer.ok) return answer
  const parsed = createdRefundSchema.safeParse(answer.body)
  if (!parsed.success) return failure('malformed', 'POST /refunds: no uuid or status', answer.status)
  return { ok: true, refundUuid: parsed.data.uuid, status: parsed.data.status }
}
