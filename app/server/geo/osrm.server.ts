import { z } from 'zod'
import { GeoProviderError } from './geo-error.server.ts'
import { getJson } from './http.server.ts'
import type { GeoPoint } from './types.server.ts'

/** An OSRM HTTP server (`OSRM_URL`), e.g. one built from the Estonian OpenStreetMap extract. */
export interface OsrmClient {
  drivingDistanceMetres(from: GeoPoint, to: GeoPoint): Promise<number>
}

const answerSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z.array(z.object({ distance: z.number().nonnegative() })).optional(),
})

// OSRM takes longitude first.
function coordinate(point: GeoPoint): string {
  return `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`
}

export function createOsrmClient(options: {
  url: string
  fetch?: typeof fetch
  timeoutMs?: number
}): OsrmClient {
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 5000
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`
  return {
    async drivingDistanceMetres(from, to) {
      const url = new URL(`route/v1/driving/${coordinate(from)};${coordinate(to)}`, base)
      url.searchParams.set('overview', 'false')
      const { status, json } = await getJson(fetchImpl, url, timeoutMs, 'OSRM')
      const answer = answerSchema.safeParse(json)
      // NoRoute and NoSegment come as 400 with a JSON body; a bare 5xx has none worth reading.
      if (!answer.success) {
        throw new GeoProviderError(
          status >= 400 ? 'http' : 'malformed',
          `OSRM: HTTP ${status}, unreadable answer`,
        )
      }
      const { code, message, routes } = answer.data
      if (code !== 'Ok') {
        const kind = code === 'NoRoute' || code === 'NoSegment' ? 'no-route' : 'service'
        throw new GeoProviderError(kind, `OSRM: ${code}${message ? ` (${message})` : ''}`)
      }
      const first = routes?.[0]
      if (!first) throw new GeoProviderError('malformed', 'OSRM: Ok without a route')
      return first.distance
    },
  }
}
