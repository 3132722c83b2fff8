import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { fileDownload, methodNotAllowed, unavailable } from '#app/server/http/admin-api.server.ts'
import { deliveriesCalendar } from '#app/server/orders/day-plan.server.ts'
import { deliveriesOfQuery } from '#app/server/orders/delivery-range.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/deliveries-ics'

/** GET ?from=&to= → the deliveries of those days as an iCalendar file (staff token). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  try {
    const read = await deliveriesOfQuery(getDb(), request)
    if (!read.ok) return read.response
    return fileDownload(
      deliveriesCalendar(read.deliveries, getConfig().publicUrl),
      'text/calendar; charset=utf-8',
      `tarned-${read.from}-${read.to}.ics`,
    )
  } catch (error) {
    return unavailable('GET /api/admin/deliveries.ics', error)
  }
}

export function action() {
  return methodNotAllowed('GET')
}
