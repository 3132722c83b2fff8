import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { type ApplicationInput, applicationSchema, customerTexts } from '#app/domain/customer-forms.ts'
import { customers } from '../db/schema.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'
import { tooManyRequestsMessage } from '../http/rate-limit.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { createSubmissionGuard } from '../http/submission-guard.server.ts'
import { log } from '../log.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { applicationMailToStaff, applicationReceipt } from '../mail/templates/account-mails.et.server.ts'
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

export const applicationFailureText =
  'Taotlust ei õnnestunud hetkel salvestada. Palun proovige mõne minuti pärast uuesti või helistage meile.'

export type ApplicationSubmission =
  | { ok: true }
  | {
      ok: false
      formError: string | null
      fieldErrors: Record<string, string>
      values: Record<string, string>
    }

/** /ariklient, posted with or without JavaScript: the public forms' guard, the schema, then the store. */
export async function submitApplication(
  formData: FormData,
  context: AppLoadContext,
): Promise<{ status: number; result: ApplicationSubmission; retryAfterSeconds?: number }> {
  const screened = guard.screen(formData, context.clientIp)
  if (screened.outcome === 'bot') return { status: 200, result: { ok: true } }
  const { values } = screened
  if (screened.outcome === 'limited')
    return {
      status: 429,
      retryAfterSeconds: screened.retryAfterSeconds,
      result: { ok: false, formError: tooManyRequestsMessage, fieldErrors: {}, values },
    }
  const parsed = parseSubmission(applicationSchema, formData)
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
      { values: parsed.value, idempotencyKey: screened.idempotencyKey },
    )
    if (!placed.ok)
      return {
        status: placed.status,
        result: { ok: false, formError: placed.error, fieldErrors: { registryCode: placed.error }, values },
      }
    log.info({ customerId: placed.customer.id, duplicate: placed.duplicate }, 'business application stored')
    return { status: 201, result: { ok: true } }
  } catch (error) {
    log.error({ err: error }, 'business application could not be stored')
    return { status: 503, result: { ok: false, formError: applicationFailureText, fieldErrors: {}, values } }
  }
}

export type ApplicationResult =
  | { ok: true; customer: CustomerRow; duplicate: boolean }
  | { ok: false; status: 409; error: string }

/** Stores an application ('taotlus') with its two mails; a repeated key returns the stored one. */
export async function placeApplication(
  deps: MailDeps,
  request: { values: ApplicationInput; idempotencyKey: string },
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
