import { log } from '../log.server.ts'
import { createRateLimiter } from './rate-limit.server.ts'

/** A key the form made for this one submission; anything else is replaced by a fresh one. */
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/

/** The longest value echoed back into a refused form: enough for any field, not a whole request. */
const echoLimit = 2000

export type GuardVerdict =
  /** Only bots fill the hidden field: they get the answer they expect and nothing is stored. */
  | { outcome: 'bot' }
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'pass'; idempotencyKey: string }

export interface SubmissionGuard {
  /** The posted values of the form's own fields, to show a refused form as it was sent. */
  echoedValues(formData: FormData): Record<string, string>
  /** The hidden field, then the rate limit per client address hash; counts the submission. */
  check(formData: FormData, clientIpHash: string): GuardVerdict
}

/**
 * What every public form submission passes before its own validation: the honeypot field 'website',
 * a rate limit per client, and the idempotency key the form sent (a retry of one submission is stored
 * once).
 */
export function createSubmissionGuard(options: {
  /** Names the form in the log. */
  kind: string
  fields: readonly string[]
  limit: number
  windowMs: number
}): SubmissionGuard {
  const limiter = createRateLimiter({ limit: options.limit, windowMs: options.windowMs })
  return {
    echoedValues(formData) {
      const values: Record<string, string> = {}
      for (const name of options.fields) {
        const value = formData.get(name)
        if (typeof value === 'string') values[name] = value.slice(0, echoLimit)
      }
      return values
    },
    check(formData, clientIpHash) {
      if (formData.get('website')) {
        log.warn(`${options.kind}: hidden field filled in, not stored`)
        return { outcome: 'bot' }
      }
      const limit = limiter.hit(clientIpHash)
      if (!limit.allowed) return { outcome: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
      const key = formData.get('idempotencyKey')
      return {
        outcome: 'pass',
        idempotencyKey:
          typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : crypto.randomUUID(),
      }
    },
  }
}
