import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import {
  firstIssue,
  jsonError,
  methodNotAllowed,
  queryOf,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import { deliveriesCalendar, listDeliveries } from '#app/server/orders/day-plan.server.ts'
import { deliveryRange } from '#app/server/orders/delivery-range.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/deliveries-ics'

/** GET ?from=&to= → the deliveries of those days as an iCalendar file (staff token). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const range = deliveryRange.safeParse(query)
  if (!range.success) return jsonError(400, firstIssue(range.error))
  try {
    const deliveries = await listDeliveries(getDb(), range.data.from, range.data.to)
    return new Response(deliveriesCalendar(deliveries, getConfig().publicUrl), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="tarned-${range.data.from}-${range.data.to}.ics"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    return unavailable('GET /api/admin/deliveries.ics', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
