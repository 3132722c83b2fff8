import { data } from 'react-router'
import { requireAdminPage } from '../auth/guard.server.ts'
import { readFormData } from '../http/form-data.server.ts'

/** A content form sent back refused: the message, the fields' errors and what was typed. */
export interface ContentFormRefusal {
  error: string
  fieldErrors: Record<string, string>
  values: Record<string, string>
}

/**
 * A staff content form's post (the business facts, a material page's texts): the signed-in staff
 * member, the form, its text fields by name without the button's `intent`, and `refuse`, which answers
 * with an error and the form as it was typed.
 */
export async function readContentForm(request: Request) {
  const { username } = await requireAdminPage(request)
  const form = await readFormData(request)
  const values: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'intent') values[name] = value
  const refuse = (status: number, error: string, fieldErrors: Record<string, string> = {}) =>
    data<ContentFormRefusal>({ error, fieldErrors, values }, { status })
  return { username, form, values, refuse }
}
