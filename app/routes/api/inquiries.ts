import { badRequestText } from '#app/lib/request-errors.ts'
import { answerFormSubmission } from '#app/server/http/request-body.server.ts'
import { submitInquiry } from '#app/server/inquiries/inquiry-submission.server.ts'
import type { Route } from './+types/inquiries'

/** The price inquiry's submission when JavaScript runs, answered as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerFormSubmission(
    request,
    { ok: false, fieldErrors: {}, formError: badRequestText },
    (formData) => submitInquiry(formData, context),
  )
}
