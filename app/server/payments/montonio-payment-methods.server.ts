import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { call, requestToken } from './montonio-call.server.ts'
import {
  failure,
  type MontonioFailure,
  type MontonioResult,
  type MontonioSettings,
} from './montonio-settings.server.ts'

/**
 * The store's payment methods at Montonio (GET /stores/payment-methods): the banks the customer picks on
 * our page, and whether cards are on; kept in memory, since they change rarely.
 */

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
