import { badRequestText } from '#app/lib/request-errors.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { submitInquiry } from '#app/server/inquiries/inquiry-submission.server.ts'
import type { Route } from './+types/inquiries'

/** The price inquiry's submission when JavaScript runs, answered as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return Response.json({ ok: false, fieldErrors: {}, formError: badRequestText }, { status: 400 })
  }
  const { status, result, retryAfterSeconds } = await submitInquiry(formData, context)
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return Response.json(result, { status, headers })
}
