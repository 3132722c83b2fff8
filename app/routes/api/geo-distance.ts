import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { getSigningSecret } from '#app/server/auth/signing-secret.server.ts'
import {
  addressNotFound,
  distanceAnswer,
  distanceBodyMaxLength,
  distanceFailed,
  distanceRequestLimit,
  tooManyAddressRequests,
} from '#app/server/geo/geo-answers.server.ts'
import { getGeoService, verifySuggestion } from '#app/server/geo/geo-service.server.ts'
import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { onlyPost, readLimitedText } from '#app/server/http/request-body.server.ts'

/**
 * POST /api/geo/distance with JSON { token } (a suggestion signed by /api/geo/search) — the road
 * distance from the quarry in the tenths of a km that are shown and charged, and whether delivery
 * reaches it. The order itself recomputes this on the server; this answer is for the live totals.
 */

const distanceLimiter = createRateLimiter(distanceRequestLimit)

const bodySchema = z.object({ token: z.string().min(1).max(2000) })

/** JSON { token } from the script, or a form field from a plain HTML form. */
async function readToken(request: Request): Promise<unknown> {
  const text = await readLimitedText(request, distanceBodyMaxLength)
  if (text === null) return null
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) {
    return { token: new URLSearchParams(text).get('token') }
  }
  return JSON.parse(text)
}

export async function action({ request, context }: { request: Request; context: AppLoadContext }) {
  if (request.method !== 'POST') return onlyPost()
  try {
    const refused = tooManyAddressRequests(distanceLimiter, context.clientIp)
    if (refused) return refused
    const body = await readToken(request).catch(() => null)
    const parsed = bodySchema.safeParse(body)
    const suggestion = parsed.success ? verifySuggestion(parsed.data.token, getSigningSecret()) : null
    if (!suggestion) return addressNotFound('Palun valige aadress soovituste hulgast.')
    const distance = await getGeoService().distanceFromQuarry(suggestion)
    return distanceAnswer({ label: suggestion.label }, distance.metres, distance.source === 'estimate')
  } catch (error) {
    return distanceFailed('POST /api/geo/distance', error)
  }
}

export const loader = onlyPost
