import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import {
  applicationTextsWith,
  businessApplicationMessages,
} from '#app/content/messages/business-application.ts'
import { maxPaymentTermDays } from '#app/domain/customer-account.ts'
import { type ApplicationInput, applicationSchemaIn, customerTexts } from '#app/domain/customer-forms.ts'
import { type Locale, localeOf } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { customers } from '../db/schema.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { createSubmissionGuard } from '../http/submission-guard.server.ts'
import { log } from '../log.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { applicationMailToStaff, applicationReceipt } from '../mail/templates/account-mails.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { type CustomerRow, type MailDeps, openRegistryIndex } from './customer-accounts.server.ts'

export const applicationFields = [
  'name',
  'registryCode',
  'vatNumber',
  'street',
  'city',
  'postalCode',
  'contactName',
  'email',
  'phone',
  'requestedTermDays',
  'note',
] as const

const guard = createSubmissionGuard({
  kind: 'business application',
  fields: applicationFields,
  limit: 5,
  windowMs: 10 * 60_000,
})

/** The application's schema with its messages in each language, built once (ADR 060). */
const schemas = new Map<Locale, ReturnType<typeof applicationSchemaIn>>()
function applicationSchemaFor(locale: Locale) {
  let schema = schemas.get(locale)
  if (!schema) {
    const texts = applicationTextsWith(translate(businessApplicationMessages, locale), maxPaymentTermDays)
    schema = applicationSchemaIn(texts)
    schemas.set(locale, schema)
  }
  return schema
}

export type ApplicationSubmission =
  | { ok: true }
  | {
      ok: false
      formError: string | null
      fieldErrors: Record<string, string>
      values: Record<string, string>
    }

/**
 * /ariklient, posted with or without JavaScript: the public forms' guard, the schema, then the store;
 * answered in the page's language (`locale` from its address, otherwise the form's own `locale` field).
 * The mails stay Estonian.
 */
export async function submitApplication(
  formData: FormData,
  context: AppLoadContext,
  locale: Locale = localeOf(formData.get('locale')),
): Promise<{ status: number; result: ApplicationSubmission; retryAfterSeconds?: number }> {
  const t = translate(businessApplicationMessages, locale)
  const screened = guard.screen(formData, context.clientIp)
  if (screened.outcome === 'bot') return { status: 200, result: { ok: true } }
  const { values } = screened
  if (screened.outcome === 'limited')
    return {
      status: 429,
      retryAfterSeconds: screened.retryAfterSeconds,
      result: { ok: false, formError: t('error.tooMany'), fieldErrors: {}, values },
    }
  const parsed = parseSubmission(applicationSchemaFor(locale), formData)
  if (!parsed.ok)
    return { status: 400, result: { ok: false, formError: null, fieldErrors: parsed.fieldErrors, values } }
  const runtime = getRuntime()
  try {
    const placed = await placeApplication(
      {
        db: runtime.database.db,
        notifyTo: runtime.config.mail.notifyTo,
        publicUrl: runtime.config.publicUrl,
        afterCommit: wakeOutbox,
      },
      { values: parsed.value, idempotencyKey: screened.idempotencyKey, locale },
    )
    if (!placed.ok) {
      // The one refusal of the store: the registry code has an application or an account already.
      const error = t('error.duplicateApplication')
      return {
        status: placed.status,
        result: { ok: false, formError: error, fieldErrors: { registryCode: error }, values },
      }
    }
    log.info({ customerId: placed.customer.id, duplicate: placed.duplicate }, 'business application stored')
    return { status: 201, result: { ok: true } }
  } catch (error) {
    log.error({ err: error }, 'business application could not be stored')
    return { status: 503, result: { ok: false, formError: t('error.failure'), fieldErrors: {}, values } }
  }
}

export type ApplicationResult =
  | { ok: true; customer: CustomerRow; duplicate: boolean }
  | { ok: false; status: 409; error: string }

/** Stores an application ('taotlus') with its two mails; a repeated key returns the stored one. */
export async function placeApplication(
  deps: MailDeps,
  request: { values: ApplicationInput; idempotencyKey: string; locale?: Locale },
): Promise<ApplicationResult> {
  const { note, ...company } = request.values
  const [earlier] = await deps.db
    .select()
    .from(customers)
    .where(eq(customers.idempotencyKey, request.idempotencyKey))
  if (earlier) return { ok: true, customer: earlier, duplicate: true }
  try {
    const stored = await deps.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          ...company,
          requestedTermDays: company.requestedTermDays ?? null,
          applicationNote: note,
          status: 'taotlus',
          idempotencyKey: request.idempotencyKey,
          locale: request.locale ?? 'et',
        })
        .returning()
      const facts = { ...customer!, requestedTermDays: customer!.requestedTermDays }
      await queueMail(tx, {
        kind: 'account-application-staff',
        to: deps.notifyTo,
        replyTo: customer!.email,
        ...applicationMailToStaff(facts, `${deps.publicUrl}/admin/kliendid/${customer!.id}`),
      })
      await queueMail(tx, {
        kind: 'account-application-receipt',
        to: customer!.email,
        toName: customer!.contactName,
        replyTo: deps.notifyTo,
        ...applicationReceipt(facts),
      })
      return customer!
    })
    deps.afterCommit?.()
    return { ok: true, customer: stored, duplicate: false }
  } catch (error) {
    if (isUniqueViolation(error, openRegistryIndex))
      return { ok: false, status: 409, error: customerTexts.duplicateApplication }
    // The same key posted twice at once: the other request stored it.
    if (isUniqueViolation(error, 'customers_idempotency_key_unique')) {
      const [same] = await deps.db
        .select()
        .from(customers)
        .where(eq(customers.idempotencyKey, request.idempotencyKey))
      if (same) return { ok: true, customer: same, duplicate: true }
    }
    throw error
  }
}
