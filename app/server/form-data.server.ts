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
