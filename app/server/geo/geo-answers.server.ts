import { isWithinDeliveryRange, metresToTenthsKm } from '#app/domain/order-rules.ts'
import type { RateLimiter } from '../http/rate-limit.server.ts'
import { clientIpHash } from '../http/request-context.server.ts'
import { logFailure } from '../log.server.ts'

/** The answers the address routes share (/api/geo/search, /api/geo/distance, /api/geo/place). */

export const noStore = { 'Cache-Control': 'no-store' }

/**
 * The budget of each route that measures a road distance (/api/geo/distance, /api/geo/place): a measure
 * may cost money per request (Google Routes), and a visitor chooses an address now and then.
 */
export const distanceRequestLimit = { limit: 30, windowMs: 60_000 }

/** The longest body a distance route reads: a token or a place id with its label. */
export const distanceBodyMaxLength = 4096

/** The chosen address cannot be measured: a 400 whose description tells the visitor what to do. */
export function addressNotFound(description: string): Response {
  return Response.json({ error: 'Aadress ei leitud', description }, { status: 400, headers: noStore })
}

/** Counts the client's request against `limiter`: a 429 with Retry-After past the limit, else null. */
export function tooManyAddressRequests(limiter: RateLimiter, clientIp: string): Response | null {
  const limit = limiter.hit(clientIpHash(clientIp))
  if (limit.allowed) return null
  return Response.json(
    { error: 'Liiga palju päringuid. Palun proovige mõne aja pärast uuesti.' },
    { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
  )
}

/**
 * A measured road distance for the live totals: in the tenths of a km that are shown and charged, and
 * whether delivery reaches it, after what names the place (its label, and for /api/geo/place its token).
 */
export function distanceAnswer(
  place: { label: string; token?: string },
  metres: number,
  approximate: boolean,
): Response {
  const distanceTenthsKm = metresToTenthsKm(metres)
  return Response.json(
    { ...place, distanceTenthsKm, approximate, withinRange: isWithinDeliveryRange(distanceTenthsKm) },
    { headers: noStore },
  )
}

/** A distance that could not be measured for an unexpected reason: logged, and a 503 the form shows. */
export function distanceFailed(route: string, error: unknown): Response {
  logFailure(route, error)
  return Response.json(
    { error: 'Vahemaa arvutamine ebaõnnestus', description: 'Palun proovige uuesti.' },
    { status: 503, headers: noStore },
  )
}
