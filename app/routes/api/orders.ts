import { badRequestText } from '#app/lib/request-errors.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { submitOrder } from '#app/server/orders/order-submission.server.ts'
import type { Route } from './+types/orders'

/** The order form's submission when JavaScript runs: the same work as the page action, answered as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return Response.json(
      {
        ok: false,
        fieldErrors: {},
        formError: { title: 'Viga tellimuse esitamisel', text: badRequestText },
      },
      { status: 400 },
    )
  }
  const slug = formData.get('slug')
  const { status, result, retryAfterSeconds } = await submitOrder(
    formData,
    context,
    typeof slug === 'string' ? slug : '',
  )
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return Response.json(result, { status, headers })
}
