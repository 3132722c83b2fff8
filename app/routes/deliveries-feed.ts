import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { logFailure } from '#app/server/log.server.ts'
import {
  deliveriesCalendar,
  feedRange,
  feedSecretMatches,
  listDeliveries,
} from '#app/server/orders/day-plan.server.ts'
import { getConfig, getDb, getRuntime } from '#app/server/runtime.server.ts'
import type { Route } from './+types/deliveries-feed'

const notFound = () =>
  new Response('Sellist aadressi ei ole.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * GET /tarned/{secret}.ics: the staff's calendar subscription (a week back, two months ahead). The
 * address is the key, shown on /admin/tarned and renewed there; anything else is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = params.feed
  if (!file.endsWith('.ics')) return notFound()
  try {
    if (!(await feedSecretMatches(getDb(), getRuntime().signingSecret, file.slice(0, -'.ics'.length))))
      return notFound()
    const { from, to } = feedRange(tallinnCalendarDate())
    const deliveries = await listDeliveries(getDb(), from, to)
    return new Response(deliveriesCalendar(deliveries, getConfig().publicUrl), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      },
    })
  } catch (error) {
    // A calendar app asks again later; the database being away is a 503, logged once.
    logFailure('GET /tarned/{secret}.ics', error)
    return new Response('Teenus ei ole praegu kättesaadav.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      },
    })
  }
}
