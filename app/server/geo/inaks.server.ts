import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { createRateLimiter, type RateLimiter } from '#app/server/http/rate-limit.server.ts'
import { GeoProviderError } from './geo-error.server.ts'
import { getJson } from './http.server.ts'
import type { AddressSuggestion } from './types.server.ts'

/**
 * The Land and Spatial Board's In-AKS gazetteer (DESIGN §6): free, keyless, every Estonian address.
 * Its protocol is known from public code, not from a contract, so the answer is read defensively and
 * anything unexpected counts as "could not answer", which sends the caller to its fallback.
 */

export const minQueryLength = 3
const maxQueryLength = 200
const maxLabelLength = 300
const features = 'EHAK,VAIKEKOHT,TANAV,KATASTRIYKSUS,EHITISHOONE'

export type InaksRefusal = 'too-short' | 'not-found' | 'outside-estonia' | 'too-general'

/** What In-AKS said. Failing to get an answer at all is a thrown GeoProviderError instead. */
export type InaksAnswer =
  | { kind: 'found'; suggestions: AddressSuggestion[] }
  | { kind: 'refused'; reason: InaksRefusal }

export interface InaksClientOptions {
  url: string
  fetch?: typeof fetch
  timeoutMs?: number
  cache?: LRUCache<string, InaksAnswer>
  /** Counts every request sent, under the key 'inaks'. */
  limiter?: RateLimiter
}

export interface InaksClient {
  search(query: string): Promise<InaksAnswer>
}

/**
 * The service allows about 5 000 requests per 10 minutes per IP address. One budget for the whole
 * process, a fifth of that, leaves room for other processes behind the same address; past it, search
 * falls back to the built-in towns until the window ends.
 */
const processLimiter = createRateLimiter({ limit: 1000, windowMs: 10 * 60_000 })

/** Spaces collapsed and control characters dropped, so that equal queries share one cache entry. */
export function normalizeQuery(query: string): string {
  return query
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxQueryLength)
}

export function createInaksClient(options: InaksClientOptions): InaksClient {
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 4000
  const cache = options.cache ?? new LRUCache<string, InaksAnswer>({ max: 500, ttl: 24 * 60 * 60_000 })
  const limiter = options.limiter ?? processLimiter
  // A visitor typing fast sends the same query twice before the first answer arrives.
  const inFlight = new Map<string, Promise<InaksAnswer>>()

  async function ask(text: string): Promise<InaksAnswer> {
    if (!limiter.hit('inaks').allowed) {
      throw new GeoProviderError('rate-limited', 'In-AKS: our own request budget is used up for now')
    }
    const url = new URL(options.url)
    url.searchParams.set('address', text)
    url.searchParams.set('results', '10')
    url.searchParams.set('features', features)
    url.searchParams.set('appartment', '0')
    const { status, json } = await getJson(fetchImpl, url, timeoutMs, 'In-AKS')
    if (status < 200 || status > 299) throw new GeoProviderError('http', `In-AKS: HTTP ${status}`)
    if (json === undefined) throw new GeoProviderError('malformed', 'In-AKS: the answer is not JSON')
    return interpretAnswer(json)
  }

  return {
    async search(query) {
      const text = normalizeQuery(query)
      if (text.length < minQueryLength) return { kind: 'refused', reason: 'too-short' }
      const key = text.toLocaleLowerCase('et')
      const cached = cache.get(key)
      if (cached) return cached
      const pending = inFlight.get(key)
      if (pending) return pending
      const request = ask(text)
        .then((answer) => {
          cache.set(key, answer)
          return answer
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, request)
      return request
    },
  }
}

const envelopeSchema = z.object({
  addresses: z.array(z.unknown()).nullish(),
  error: z.unknown().optional(),
})

// Coordinates come as strings ("59.346389"); an empty string must not become 0.
const coordinateSchema = z
  .union([z.number(), z.string().trim().min(1)])
  .transform(Number)
  .pipe(z.number())

const rowSchema = z.object({
  pikkaadress: z.string().nullish(),
  taisaadress: z.string().nullish(),
  aadresstekst: z.string().nullish(),
  viitepunkt_b: coordinateSchema,
  viitepunkt_l: coordinateSchema,
})

/** A generous box around Estonia: a reference point outside it is a broken row, not an address. */
function isInEstonia(latitude: number, longitude: number): boolean {
  return latitude >= 57.3 && latitude <= 59.95 && longitude >= 21.5 && longitude <= 28.3
}

function errorCode(error: unknown): string | null {
  if (error === undefined || error === null || error === '') return null
  if (typeof error === 'string')
    return (
      error
        .trim()
        .match(/^[A-Za-z0-9_]+/)?.[0]
        ?.toUpperCase() ?? 'UNKNOWN'
    )
  if (typeof error === 'object') {
    const { code } = error as { code?: unknown }
    if (typeof code === 'string' && code.trim()) return code.trim().toUpperCase()
  }
  return 'UNKNOWN'
}

function refusalFor(code: string): InaksRefusal | null {
  // LYHITXT2 and LYHITXT3 are the same complaint after other clean-ups of the text.
  if (code.startsWith('LYHITXT')) return 'too-short'
  if (code === 'EIEESTI') return 'outside-estonia'
  if (code === 'LIIGAYLDINE') return 'too-general'
  return null
}

function labelOf(row: z.infer<typeof rowSchema>): string | null {
  // taisaadress lists parallel addresses separated by '//'; the first is the one searched for.
  const candidates = [row.pikkaadress, row.taisaadress?.split('//')[0], row.aadresstekst]
  const label = candidates.map((text) => text?.replace(/\s+/g, ' ').trim()).find(Boolean)
  return label ? label.slice(0, maxLabelLength) : null
}

export function interpretAnswer(json: unknown): InaksAnswer {
  const envelope = envelopeSchema.safeParse(json)
  if (!envelope.success) throw new GeoProviderError('malformed', 'In-AKS: the answer has an unknown shape')
  const code = errorCode(envelope.data.error)
  if (code) {
    const reason = refusalFor(code)
    if (!reason) throw new GeoProviderError('service', `In-AKS: error ${code}`)
    return { kind: 'refused', reason }
  }
  const rows = envelope.data.addresses ?? []
  const suggestions: AddressSuggestion[] = []
  const seen = new Set<string>()
  for (const raw of rows) {
    const row = rowSchema.safeParse(raw)
    if (!row.success) continue
    const label = labelOf(row.data)
    const latitude = row.data.viitepunkt_b
    const longitude = row.data.viitepunkt_l
    if (!label || !isInEstonia(latitude, longitude)) continue
    // A building and its cadastral unit come back as two rows with one address.
    const key = label.toLocaleLowerCase('et')
    if (seen.has(key)) continue
    seen.add(key)
    suggestions.push({ label, latitude, longitude, source: 'inaks' })
  }
  if (suggestions.length > 0) return { kind: 'found', suggestions }
  if (rows.length > 0)
    throw new GeoProviderError('malformed', 'In-AKS: no row has an address and coordinates')
  return { kind: 'refused', reason: 'not-found' }
}
