import { data } from 'react-router'
import { unreadableFormText } from '#app/lib/request-errors.ts'

/**
 * The posted form, or a thrown 400: a body that is not a form (a broken multipart body, JSON, a
 * wrong content type) is the sender's mistake, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data({ error: unreadableFormText }, { status: 400 })
  }
}

/** A record's id posted by a staff form (`id` by default): a positive PostgreSQL integer, else null. */
export function readFormId(form: FormData, name = 'id'): number | null {
  const value = form.get(name)
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) return null
  return Number(value)
}

/**
 * A form's text fields as they were posted, for a refused form to show again what was typed (without
 * JavaScript the answer is a new page). Only shown back, never read as input: that is parseSubmission's.
 */
export function postedTexts(form: FormData): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'intent') typed[name] = value
  return typed
}
