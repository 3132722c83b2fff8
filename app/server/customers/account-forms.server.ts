import { data, redirect } from 'react-router'
import type { z } from 'zod'
import { splitLocalePath } from '#app/domain/locale.ts'
import { accountChangeTextsIn } from '#app/lib/account-texts.ts'
import { postedTexts, readFormData } from '../http/form-data.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { accountFormSchemasIn } from './account-form-texts.server.ts'
import type { ChangeResult } from './customer-accounts.server.ts'
import { requireCustomerPage } from './customer-guard.server.ts'
import type { CustomerSession } from './customer-sessions.server.ts'

/** A refused account form: the message, the field it belongs to, and what was typed. */
export interface AccountFormResult {
  error: string
  fieldErrors: Record<string, string>
  typed: Record<string, string>
}

/**
 * An account page's form action (ADR 059): the signed-in person, the form read by its schema, the change,
 * then 303 back to the page with `?teade=` naming what was done (a reload does not post again), or the
 * page again with the message beside the field and what was typed.
 */
export async function accountFormAction<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  change: (
    session: CustomerSession,
    input: z.output<Schema>,
  ) => Promise<ChangeResult<unknown> | { ok: false; status: 403; error: string; field?: undefined }>,
  done: (input: z.output<Schema>) => string,
) {
  const session = await requireCustomerPage(request)
  const form = await readFormData(request)
  const typed = postedTexts(form)
  const refuse = (status: number, error: string, fieldErrors: Record<string, string> = {}) =>
    data<AccountFormResult>({ error, fieldErrors, typed }, { status })
  const parsed = parseSubmission(schema, form)
  if (!parsed.ok) return refuse(400, parsed.error, parsed.fieldErrors)
  const result = await change(session, parsed.value)
  if (!result.ok)
    return refuse(result.status, result.error, result.field ? { [result.field]: result.error } : {})
  const page = new URL(request.url).pathname
  throw redirect(`${page}?teade=${done(parsed.value)}`, 303)
}

/** An account page's language (ADR 060): its forms' schemas and the answers of its changes in it. */
export function accountFormsIn(request: Request) {
  const locale = splitLocalePath(new URL(request.url).pathname).locale
  return { schemas: accountFormSchemasIn(locale), texts: accountChangeTextsIn(locale) }
}

/** The actor of an account change in the audit log: the person, not staff. */
export const accountActor = (session: CustomerSession) => `konto:${session.email}`
