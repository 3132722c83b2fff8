import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { isWithinDeliveryRange, metresToTenthsKm } from '#app/domain/order-rules.ts'
import { getGeoService, verifySuggestion } from '#app/server/geo/geo-service.server.ts'
import { createRateLimiter } from '#app/server/rate-limit.server.ts'
import { clientIpHash } from '#app/server/request-context.server.ts'
import { getSigningSecret } from '#app/server/signing-secret.server.ts'

/**
 * POST /api/geo/distance with JSON { token } (a suggestion signed by /api/geo/search) — the road
 * distance from the quarry in the tenths of a km that are shown and charged, and whether delivery
 * reaches it. The order itself recomputes this on the server; this answer is for the live totals.
 */

// Road distance may cost money per request (Google Routes); a visitor chooses an address now and then.
const distanceLimiter = createRateLimiter({ limit: 30, windowMs: 60_000 })
const maxBodyLength = 4096

const bodySchema = z.object({ token: z.string().min(1).max(2000) })

const noStore = { 'Cache-Control': 'no-store' }
const addressNotFound = {
  error: 'Aadress ei leitud',
  description: 'Palun valige aadress soovituste hulgast.',
}

/** The body as text, or null past the limit: read in chunks so that a huge body is never buffered. */
async function readLimitedText(request: Request): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBodyLength) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBodyLength) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** JSON { token } from the script, or a form field from a plain HTML form. */
async function readToken(request: Request): Promise<unknown> {
  const text = await readLimitedText(request)
  if (text === null) return null
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) {
    return { token: new URLSearchParams(text).get('token') }
  }
  return JSON.parse(text)
}

export async function action({ request, context }: { request: Request; context: AppLoadContext }) {
  if (request.method !== 'POST') {
    return Response.json(
      { error: 'Lubatud on ainult POST' },
      { status: 405, headers: { ...noStore, Allow: 'POST' } },
    )
  }
  try {
    const limit = distanceLimiter.hit(clientIpHash(context.clientIp))
    if (!limit.allowed) {
      return Response.json(
        { error: 'Liiga palju päringuid. Palun proovige mõne aja pärast uuesti.' },
        { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    const body = await readToken(request).catch(() => null)
    const parsed = bodySchema.safeParse(body)
    const suggestion = parsed.success ? verifySuggestion(parsed.data.token, getSigningSecret()) : null
    if (!suggestion) return Response.json(addressNotFound, { status: 400, headers: noStore })
    const distance = await getGeoService().distanceFromQuarry(suggestion)
    const distanceTenthsKm = metresToTenthsKm(distance.metres)
    return Response.json(
      {
        label: suggestion.label,
        distanceTenthsKm,
        approximate: distance.source === 'estimate',
        withinRange: isWithinDeliveryRange(distanceTenthsKm),
      },
      { headers: noStore },
    )
  } catch (error) {
    console.error(`POST /api/geo/distance: ${error instanceof Error ? error.message : String(error)}`)
    return Response.json(
      { error: 'Vahemaa arvutamine ebaõnnestus', description: 'Palun proovige uuesti.' },
      { status: 503, headers: noStore },
    )
  }
}

/** A GET here is a mistake (or a crawler); answer it plainly instead of React Router's error page. */
export function loader() {
  return Response.json(
    { error: 'Lubatud on ainult POST' },
    { status: 405, headers: { ...noStore, Allow: 'POST' } },
  )
}
