import type { AppLoadContext } from 'react-router'
import { inquiryMaterialChoices } from '#app/content/inquiry.ts'
import { type InquiryFieldErrors, inquiryTexts, parseInquiryForm } from '#app/domain/inquiry-form.ts'
import { placeInquiry } from './inquiries.server.ts'
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
    console.warn('Hinnapäring: peidetud väli täidetud, jätan vahele')
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
    await placeInquiry(
      { db: runtime.database.db, notifyTo: runtime.config.mail.notifyTo, afterCommit: wakeOutbox },
      {
        values: parsed.value,
        idempotencyKey:
          typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : crypto.randomUUID(),
        clientIpHash: ipHash,
      },
    )
    return { status: 201, result: { ok: true } }
  } catch (error) {
    console.error(
      `Hinnapäringu salvestamine ebaõnnestus: ${error instanceof Error ? error.message : String(error)}`,
    )
    return {
      status: 503,
      result: { ok: false, fieldErrors: {}, formError: inquiryTexts.failureText, values },
    }
  }
}
