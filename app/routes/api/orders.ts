import { badRequestText } from '#app/lib/request-errors.ts'
import { answerFormSubmission } from '#app/server/http/request-body.server.ts'
import { submitOrder } from '#app/server/orders/order-submission.server.ts'
import type { Route } from './+types/orders'

/** The order form's submission when JavaScript runs: the same work as the page action, answered as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerFormSubmission(
    request,
    { ok: false, fieldErrors: {}, formError: { title: 'Viga tellimuse esitamisel', text: badRequestText } },
    (formData) => {
      const slug = formData.get('slug')
      return submitOrder(request, formData, context, typeof slug === 'string' ? slug : '')
    },
  )
}
