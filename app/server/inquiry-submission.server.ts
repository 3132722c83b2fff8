import type { AppLoadContext } from 'react-router'
import { inquiryMaterialChoices } from '#app/content/inquiry.ts'
import { type InquiryFieldErrors, inquiryTexts, parseInquiryForm } from '#app/domain/inquiry-form.ts'
import { placeInquiry } from './inquiries.server.ts'
import { log } from './log.server.ts'
import { wakeOutbox } from './outbox-runner.server.ts'
import { createRateLimiter, tooManyRequestsMessage } from './rate-limit.server.ts'
import { clientIpHash } from './request-context.server.ts'
import { getRuntime } from './runtime.server.ts'

export type InquirySubmissionResult =
  | { ok: true }
  | { ok: false; fieldErrors: InquiryFieldErrors; formError: string | null; values?: Record<string, string> }

const inquiryLimiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 })
const choices = inquiryMaterialChoices.map((choice) => choice.value)
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/

/** One price inquiry from the home page, with or without JavaScript. */
export async function submitInquiry(
  formData: FormData,
  context: AppLoadContext,
): Promise<{ status: number; result: InquirySubmissionResult; retryAfterSeconds?: number }> {
  const values: Record<string, string> = {}
  for (const name of ['name', 'email', 'phone', 'material', 'details']) {
    const value = formData.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, 2000)
  }
  if (formData.get('website')) {
    log.warn('inquiry: hidden field filled in, not stored')
    return { status: 200, result: { ok: true } }
  }
  const ipHash = clientIpHash(context.clientIp)
  const limit = inquiryLimiter.hit(ipHash)
  if (!limit.allowed) {
    return {
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
      result: { ok: false, fieldErrors: {}, formError: tooManyRequestsMessage, values },
    }
  }
  const parsed = parseInquiryForm(choices, Object.fromEntries(formData))
  if (!parsed.ok)
    return { status: 400, result: { ok: false, fieldErrors: parsed.errors, formError: null, values } }
  const key = formData.get('idempotencyKey')
  const runtime = getRuntime()
  try {
    const placed = await placeInquiry(
      { db: runtime.database.db, notifyTo: runtime.config.mail.notifyTo, afterCommit: wakeOutbox },
      {
        values: parsed.value,
        idempotencyKey:
          typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : crypto.randomUUID(),
        clientIpHash: ipHash,
      },
    )
    log.info({ inquiryId: placed.inquiry.id, duplicate: placed.duplicate }, 'inquiry placed')
    return { status: 201, result: { ok: true } }
  } catch (error) {
    log.error({ err: error }, 'inquiry could not be stored')
    return {
      status: 503,
      result: { ok: false, fieldErrors: {}, formError: inquiryTexts.failureText, values },
    }
  }
}
