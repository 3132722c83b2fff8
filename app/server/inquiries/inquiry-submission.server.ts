import type { AppLoadContext } from 'react-router'
import { inquiryMaterialChoices } from '#app/content/inquiry.ts'
import { inquiryMessages, inquiryTextsWith } from '#app/content/messages/inquiry.ts'
import { type InquirySubmissionResult, parseInquiryForm } from '#app/domain/inquiry-form.ts'
import { type Locale, localeOf } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { createSubmissionGuard } from '../http/submission-guard.server.ts'
import { log } from '../log.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { placeInquiry } from './place-inquiry.server.ts'

const guard = createSubmissionGuard({
  kind: 'inquiry',
  fields: ['name', 'email', 'phone', 'material', 'details'],
  limit: 10,
  windowMs: 10 * 60_000,
})
const choices = inquiryMaterialChoices.map((choice) => choice.value)

/**
 * One price inquiry from the home page, with or without JavaScript, answered in the page's language:
 * `locale` where the page's address says it, otherwise the form's own `locale` field (the JSON API).
 */
export async function submitInquiry(
  formData: FormData,
  context: AppLoadContext,
  locale: Locale = localeOf(formData.get('locale')),
): Promise<{ status: number; result: InquirySubmissionResult; retryAfterSeconds?: number }> {
  const t = translate(inquiryMessages, locale)
  const screened = guard.screen(formData, context.clientIp)
  if (screened.outcome === 'bot') return { status: 200, result: { ok: true } }
  const { values } = screened
  if (screened.outcome === 'limited') {
    return {
      status: 429,
      retryAfterSeconds: screened.retryAfterSeconds,
      result: { ok: false, fieldErrors: {}, formError: t('tooMany'), values },
    }
  }
  const parsed = parseInquiryForm(choices, Object.fromEntries(formData), inquiryTextsWith(t))
  if (!parsed.ok)
    return { status: 400, result: { ok: false, fieldErrors: parsed.errors, formError: null, values } }
  const runtime = getRuntime()
  try {
    const placed = await placeInquiry(
      { db: runtime.database.db, notifyTo: runtime.config.mail.notifyTo, afterCommit: wakeOutbox },
      {
        values: parsed.value,
        idempotencyKey: screened.idempotencyKey,
        clientIpHash: screened.clientIpHash,
        locale,
      },
    )
    log.info({ inquiryId: placed.inquiry.id, duplicate: placed.duplicate }, 'inquiry placed')
    return { status: 201, result: { ok: true } }
  } catch (error) {
    log.error({ err: error }, 'inquiry could not be stored')
    return {
      status: 503,
      result: { ok: false, fieldErrors: {}, formError: t('failureText'), values },
    }
  }
}
