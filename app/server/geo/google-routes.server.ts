import { z } from 'zod'
import { GeoProviderError } from './geo-error.server.ts'
import { requestJson } from './http.server.ts'
import type { GeoPoint } from './types.server.ts'

/**
 * Google's Routes API computeRouteMatrix, the successor of the legacy Distance Matrix that is closed
 * to new customers. Called with the server key only; the key never appears in a log line.
 */
export const defaultGoogleRoutesUrl = 'https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix'

// Without `status` in the mask every element would look successful.
const fieldMask = 'originIndex,destinationIndex,distanceMeters,status,condition'

/** A Google place, by the id Places gave the browser. */
export interface PlaceDestination {
  placeId: string
}

export interface GoogleRoutesClient {
  drivingDistanceMetres(from: GeoPoint, to: GeoPoint | PlaceDestination): Promise<number>
}

// proto3 JSON leaves out fields at their default value: index 0, distance 0 and an OK status.
const elementSchema = z.object({
  originIndex: z.number().int().optional(),
  destinationIndex: z.number().int().optional(),
  status: z.object({ code: z.number().int().optional(), message: z.string().optional() }).optional(),
  condition: z.string().optional(),
  distanceMeters: z.number().nonnegative().optional(),
})

const errorSchema = z.object({
  error: z.object({ status: z.string().optional(), message: z.string().optional() }),
})

function waypoint(point: GeoPoint | PlaceDestination) {
  if ('placeId' in point) return { waypoint: { placeId: point.placeId } }
  return { waypoint: { location: { latLng: { latitude: point.latitude, longitude: point.longitude } } } }
}

export function createGoogleRoutesClient(options: {
  apiKey: string
  url?: string
  fetch?: typeof fetch
  timeoutMs?: number
}): GoogleRoutesClient {
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 5000
  const url = options.url ?? defaultGoogleRoutesUrl
  return {
    async drivingDistanceMetres(from, to) {
      const { status, json } = await requestJson(
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-Goog-Api-Key': options.apiKey,
            'X-Goog-FieldMask': fieldMask,
          },
          body: JSON.stringify({
            origins: [waypoint(from)],
            destinations: [waypoint(to)],
            travelMode: 'DRIVE',
          }),
        },
        timeoutMs,
        'Google Routes',
      )
      if (status < 200 || status > 299) {
        const error = errorSchema.safeParse(json)
        const detail = error.success
          ? `: ${error.data.error.status ?? ''} ${error.data.error.message ?? ''}`
          : ''
        throw new GeoProviderError('http', `Google Routes: HTTP ${status}${detail.trimEnd()}`)
      }
      const elements = z.array(elementSchema).safeParse(json)
      if (!elements.success)
        throw new GeoProviderError('malformed', 'Google Routes: the answer is not a matrix')
      const element = elements.data.find(
        (item) => (item.originIndex ?? 0) === 0 && (item.destinationIndex ?? 0) === 0,
      )
      if (!element) throw new GeoProviderError('malformed', 'Google Routes: no element for the pair asked')
      if (element.status?.code) {
        throw new GeoProviderError('service', `Google Routes: element status ${element.status.code}`)
      }
      if (element.condition !== 'ROUTE_EXISTS') {
        throw new GeoProviderError('no-route', `Google Routes: ${element.condition ?? 'no condition'}`)
      }
      return element.distanceMeters ?? 0
    },
  }
}
