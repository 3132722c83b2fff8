import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { getSigningSecret } from '#app/server/auth/signing-secret.server.ts'
import {
  addressNotFound,
  distanceAnswer,
  distanceBodyMaxLength,
  distanceFailed,
  distanceRequestLimit,
  noStore,
  tooManyAddressRequests,
} from '#app/server/geo/geo-answers.server.ts'
import { GeoProviderError } from '#app/server/geo/geo-error.server.ts'
import { getGeoService, placeIdSchema, signSuggestion } from '#app/server/geo/geo-service.server.ts'
import type { AddressSuggestion } from '#app/server/geo/types.server.ts'
import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { jsonOrNull, onlyPost, readLimitedText } from '#app/server/http/request-body.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'

/**
 * POST /api/geo/place with JSON { placeId, label }: a place the visitor chose from Google Places in the
 * browser (GEO_PROVIDER=google only). The distance is measured by Google Routes from the place id, never
 * from coordinates the browser sends, and the answer is that of /api/geo/distance plus a signed token
 * for the order, which measures the place again.
 */

// Every request is a billed Routes element.
const placeLimiter = createRateLimiter(distanceRequestLimit)

const bodySchema = z.object({
  placeId: placeIdSchema,
  label: z.string().trim().min(1).max(300),
})
/** What the 400 for a place that cannot be measured tells the visitor. */
const chooseAnother = 'Valige sobiv aadress soovituste hulgast.'

export async function action({ request, context }: { request: Request; context: AppLoadContext }) {
  if (request.method !== 'POST') return onlyPost()
  if (getConfig().geo.provider !== 'google') {
    return Response.json({ error: 'Konfiguratsiooni viga' }, { status: 404, headers: noStore })
  }
  try {
    const refused = tooManyAddressRequests(placeLimiter, context.clientIp)
    if (refused) return refused
    const text = await readLimitedText(request, distanceBodyMaxLength).catch(() => null)
    const parsed = bodySchema.safeParse(jsonOrNull(text))
    if (!parsed.success) return addressNotFound(chooseAnother)
    const { placeId, label } = parsed.data
    // No coordinates: the place id is what is measured, here and when the order arrives.
    const place: AddressSuggestion = { label, latitude: 0, longitude: 0, source: 'google', placeId }
    let metres: number
    try {
      metres = (await getGeoService().distanceFromQuarry(place)).metres
    } catch (error) {
      if (error instanceof GeoProviderError && error.kind === 'no-route') {
        return addressNotFound(chooseAnother)
      }
      throw error
    }
    return distanceAnswer({ label, token: signSuggestion(place, getSigningSecret()) }, metres, false)
  } catch (error) {
    return distanceFailed('POST /api/geo/place', error)
  }
}

export const loader = onlyPost
