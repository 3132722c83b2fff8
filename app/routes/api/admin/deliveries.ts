import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import {
  firstIssue,
  json,
  jsonError,
  methodNotAllowed,
  queryOf,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import { deliveryJson, listDeliveries } from '#app/server/orders/day-plan.server.ts'
import { deliveryRange } from '#app/server/orders/delivery-range.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/deliveries'

/** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → { deliveries }: the confirmed (and delivered) orders of those days, in time order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const range = deliveryRange.safeParse(query)
  if (!range.success) return jsonError(400, firstIssue(range.error))
  try {
    const deliveries = await listDeliveries(getDb(), range.data.from, range.data.to)
    return json({ deliveries: deliveries.map(deliveryJson) })
  } catch (error) {
    return unavailable('GET /api/admin/deliveries', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
