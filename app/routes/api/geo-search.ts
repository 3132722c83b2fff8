import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { getSigningSecret } from '#app/server/auth/signing-secret.server.ts'
import { noStore, tooManyAddressRequests } from '#app/server/geo/geo-answers.server.ts'
import { getGeoService, signSuggestion } from '#app/server/geo/geo-service.server.ts'
import type { SearchFailureReason } from '#app/server/geo/types.server.ts'
import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { logFailure } from '#app/server/log.server.ts'

/**
 * GET /api/geo/search?q=… — address suggestions for the order form, each with a signed token that the
 * distance request and the order carry back instead of coordinates.
 */

// The form searches as the visitor types (debounced); a minute of typing stays well inside this.
const searchLimiter = createRateLimiter({ limit: 60, windowMs: 60_000 })

const querySchema = z
  .string({ message: 'Palun sisestage aadress.' })
  .trim()
  .min(1, 'Palun sisestage aadress.')
  .max(200, 'Aadress on liiga pikk.')

const statusFor: Record<SearchFailureReason, number> = {
  'too-short': 400,
  'too-general': 400,
  'outside-estonia': 400,
  'not-found': 404,
  unavailable: 503,
}

export async function loader({ request, context }: { request: Request; context: AppLoadContext }) {
  try {
    const refused = tooManyAddressRequests(searchLimiter, context.clientIp)
    if (refused) return refused
    const query = querySchema.safeParse(new URL(request.url).searchParams.get('q') ?? undefined)
    if (!query.success) {
      return Response.json({ error: query.error.issues[0]?.message }, { status: 400, headers: noStore })
    }
    const outcome = await getGeoService().search(query.data)
    if (!outcome.ok) {
      return Response.json(
        { error: outcome.message },
        { status: statusFor[outcome.reason], headers: noStore },
      )
    }
    const secret = getSigningSecret()
    return Response.json(
      {
        suggestions: outcome.suggestions.map((suggestion) => ({
          label: suggestion.label,
          token: signSuggestion(suggestion, secret),
        })),
      },
      // Private: the tokens are signed with this installation's secret, not for shared caches.
      { headers: { 'Cache-Control': 'private, max-age=300' } },
    )
  } catch (error) {
    logFailure('GET /api/geo/search', error)
    return Response.json(
      { error: 'Aadressiotsing ei ole praegu saadaval. Palun proovige hetke pärast uuesti.' },
      { status: 503, headers: noStore },
    )
  }
}
