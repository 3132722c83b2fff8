import { decodeProtectedHeader, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose'
import { z } from 'zod'
import type { Cents } from '#app/domain/money.ts'
import { type MontonioKeys, montonioAmountToCents, montonioSecret } from './montonio-settings.server.ts'

/**
 * The tokens Montonio sends back: `orderToken` and `refundToken` in the webhook, `?order-token=` on the
 * customer's return. Both are checked the same way: the signature with our secret, HS256 and nothing
 * else, not expired, our access key, then the fields Montonio documents for that token.
 */

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
    ;({ payload } = await jwtVerify(token, montonioSecret(settings), {
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

/** An amount in a token: Montonio's decimal euros as cents, refused unless exact to the cent. */
const tokenAmount = z.union([z.number(), z.string()]).transform((value, context) => {
  const cents = montonioAmountToCents(value)
  if (cents === null) {
    context.addIssue({ code: 'custom', message: 'not an amount in euros and cents' })
    return z.NEVER
  }
  return cents
})

/**
 * The one check of a token: verified as verifiedPayload says, then read by the token's schema; the
 * whole verified payload is kept beside what was read, for the audit log.
 */
async function verifyToken<Schema extends z.ZodType<object>>(
  settings: MontonioKeys,
  token: unknown,
  schema: Schema,
): Promise<MontonioTokenResult<z.output<Schema> & { payload: JWTPayload }>> {
  const verified = await verifiedPayload(settings, token)
  if (!verified.ok) return verified
  const parsed = schema.safeParse(verified.payload)
  if (!parsed.success) return { ok: false, problem: 'payload' }
  return { ok: true, token: { ...parsed.data, payload: verified.payload } }
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

const orderTokenSchema = z
  .object({
    uuid: z.string().min(1),
    merchantReference: z.string().min(1),
    paymentStatus: z.string().min(1),
    grandTotal: tokenAmount,
    currency: z.string().min(1),
    paymentMethod: z.string().optional(),
    paymentProviderName: z.string().optional(),
    merchantReferenceDisplay: z.string().optional(),
  })
  .transform((token) => ({
    uuid: token.uuid,
    merchantReference: token.merchantReference,
    paymentStatus: token.paymentStatus,
    grandTotalCents: token.grandTotal,
    currency: token.currency,
    paymentMethod: token.paymentMethod,
    paymentProviderName: token.paymentProviderName,
  }))

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
 * Checks an `orderToken` (webhook) or `order-token` (return address). The caller then compares the
 * merchant reference, grandTotalCents and currency with its own records before believing it.
 */
export function verifyMontonioOrderToken(
  settings: MontonioKeys,
  token: unknown,
): Promise<MontonioTokenResult<MontonioOrderToken>> {
  return verifyToken(settings, token, orderTokenSchema)
}

const refundTokenSchema = z
  .object({
    refundUuid: z.string().min(1),
    orderUuid: z.string().min(1),
    refundStatus: z.string().min(1),
    refundAmount: tokenAmount,
    merchantReference: z.string().optional(),
    refundType: z.string().optional(),
    refundStatusDescription: z.string().optional(),
  })
  .transform((token) => ({
    refundUuid: token.refundUuid,
    orderUuid: token.orderUuid,
    merchantReference: token.merchantReference,
    refundStatus: token.refundStatus,
    refundAmountCents: token.refundAmount,
  }))

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
export function verifyMontonioRefundToken(
  settings: MontonioKeys,
  token: unknown,
): Promise<MontonioTokenResult<MontonioRefundToken>> {
  return verifyToken(settings, token, refundTokenSchema)
}
