import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { json, methodNotAllowed, unavailable } from '#app/server/http/admin-api.server.ts'
import { deliveryJson } from '#app/server/orders/day-plan.server.ts'
import { deliveriesOfQuery } from '#app/server/orders/delivery-range.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/deliveries'

/** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → { deliveries }: the confirmed (and delivered) orders of those days, in time order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  try {
    const read = await deliveriesOfQuery(getDb(), request)
    if (!read.ok) return read.response
    return json({ deliveries: read.deliveries.map(deliveryJson) })
  } catch (error) {
    return unavailable('GET /api/admin/deliveries', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
