import { createHash } from 'node:crypto'
import { isPageKey, pageKeyPrefix } from '#app/domain/submission-key.ts'
import { log } from '../log.server.ts'
import { createRateLimiter } from './rate-limit.server.ts'
import { clientIpHash } from './request-context.server.ts'

/** A key the form made for this one submission; anything else is replaced by a fresh one. */
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/

/** The longest value echoed back into a refused form: enough for any field, not a whole request. */
const echoLimit = 2000

export type GuardVerdict =
  /** Only bots fill the hidden field: they get the answer they expect and nothing is stored. */
  | { outcome: 'bot' }
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'pass'; idempotencyKey: string }

/** A verdict with what a form's handler needs next: the values to show again, the client's hash. */
export type Screening =
  | { outcome: 'bot' }
  | { outcome: 'limited'; retryAfterSeconds: number; values: Record<string, string> }
  | { outcome: 'pass'; idempotencyKey: string; clientIpHash: string; values: Record<string, string> }

export interface SubmissionGuard {
  /** The posted values of the form's own fields, to show a refused form as it was sent. */
  echoedValues(formData: FormData): Record<string, string>
  /** The hidden field, then the rate limit per client address hash; counts the submission. */
  check(formData: FormData, clientIpHash: string): GuardVerdict
  /** check() for a client's address, with the echoed values and the address's hash. */
  screen(formData: FormData, clientIp: string): Screening
}

/**
 * The key of a submission posted without JavaScript, whose form still carries the page's key, shared by
 * every visitor the page was served to (app/domain/submission-key.ts): the same page, the same client
 * address and the same values make the same key, so a resubmission or a double click is stored once, and
 * two visitors, or two different orders, never share one.
 */
function submissionKeyOfPage(pageKey: string, clientIpHash: string, formData: FormData): string {
  const values = [...formData.entries()]
    .filter(([name]) => name !== 'idempotencyKey')
    .map(([name, value]) => [name, typeof value === 'string' ? value : value.name])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
  const digest = createHash('sha256')
    .update(JSON.stringify([pageKey, clientIpHash, values]))
    .digest('base64url')
  return `${pageKeyPrefix}${digest}`
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
  const guard: SubmissionGuard = {
    screen(formData, clientIp) {
      const values = guard.echoedValues(formData)
      const ipHash = clientIpHash(clientIp)
      const verdict = guard.check(formData, ipHash)
      if (verdict.outcome === 'pass') return { ...verdict, clientIpHash: ipHash, values }
      return verdict.outcome === 'bot' ? verdict : { ...verdict, values }
    },
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
      if (typeof key !== 'string' || !idempotencyKeyPattern.test(key))
        return { outcome: 'pass', idempotencyKey: crypto.randomUUID() }
      return {
        outcome: 'pass',
        idempotencyKey: isPageKey(key) ? submissionKeyOfPage(key, clientIpHash, formData) : key,
      }
    },
  }
  return guard
}
