import { createHmac, timingSafeEqual } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { Config } from '#app/server/config.server.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import type { RateLimiter } from '#app/server/http/rate-limit.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'
import { log as logger, redactPersonal } from '../log.server.ts'
import { GeoProviderError } from './geo-error.server.ts'
import { createGoogleRoutesClient, type GoogleRoutesClient } from './google-routes.server.ts'
import { createInaksClient, type InaksAnswer, minQueryLength, normalizeQuery } from './inaks.server.ts'
import { createOsrmClient, type OsrmClient } from './osrm.server.ts'
import { searchBuiltinPlaces } from './towns.server.ts'
import type {
  AddressSuggestion,
  Destination,
  GeoPoint,
  RoadDistance,
  SearchFailureReason,
  SearchOutcome,
} from './types.server.ts'

/**
 * Address search and road distance from the quarry (DESIGN §6), whichever provider is configured.
 * Nothing here fails towards the visitor when a provider is down: search falls back to the built-in
 * towns and distance to an estimate that the form shows as approximate.
 */

export interface GeoService {
  search(query: string): Promise<SearchOutcome>
  /** The best match for a typed address, for the form posted without JavaScript. */
  geocode(text: string): Promise<AddressSuggestion | null>
  /**
   * The road distance to a point, or to a Google place when `placeId` is given: a place is measured by
   * Google Routes only, and without it (another provider, or Routes failing) this throws instead of
   * estimating from coordinates nobody vouched for.
   */
  distanceFromQuarry(destination: Destination): Promise<RoadDistance>
}

export interface GeoServiceOptions {
  fetch?: typeof fetch
  /** Overrides config.inaksUrl. */
  inaksUrl?: string
  /** Overrides config.googleRoutesUrl. */
  googleRoutesUrl?: string
  /** The origin of every distance; by default the quarry's loading point as staff keep it, read at each use. */
  origin?: GeoPoint
  /** One time limit for every provider request, in milliseconds. */
  timeoutMs?: number
  /** Counts In-AKS requests; by default one budget shared by the whole process. */
  inaksLimiter?: RateLimiter
  /** Where provider failures are reported; console.warn by default. */
  log?: (line: string) => void
}

export const searchMessages: Record<SearchFailureReason, string> = {
  'too-short': `Palun sisestage vähemalt ${minQueryLength} tähemärki.`,
  'not-found': 'Aadressi ei leitud. Kontrollige kirjapilti või sisestage lähima küla või linna nimi.',
  'outside-estonia': 'Aadress asub väljaspool Eestit. Transporti pakume ainult Eestis.',
  'too-general': 'Päring on liiga üldine. Palun lisage tänav, küla või maja number.',
  unavailable: 'Aadressiotsing ei ole praegu saadaval. Palun proovige hetke pärast uuesti.',
}

/** Ratio of road to great-circle distance for the estimate; Estonian rural roads wind less than this. */
export const roadFactor = 1.3
const earthRadiusMetres = 6_371_008.8

export function greatCircleMetres(from: GeoPoint, to: GeoPoint): number {
  const radians = Math.PI / 180
  const dLat = (to.latitude - from.latitude) * radians
  const dLon = (to.longitude - from.longitude) * radians
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function estimatedRoadMetres(from: GeoPoint, to: GeoPoint): number {
  return Math.round(greatCircleMetres(from, to) * roadFactor)
}

function failure(reason: SearchFailureReason): SearchOutcome {
  return { ok: false, reason, message: searchMessages[reason] }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A point in a road cache key; the key names the origin too, as staff may move the loading point. */
function pointKey(point: GeoPoint): string {
  return `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`
}

function assertPoint(point: GeoPoint): void {
  const { latitude, longitude } = point
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    throw new RangeError(`not a WGS84 point: ${latitude}, ${longitude}`)
  }
}

export function createGeoService(config: Config['geo'], options: GeoServiceOptions = {}): GeoService {
  const fetchImpl = options.fetch ?? fetch
  const originNow = (): GeoPoint => options.origin ?? currentBusiness().coordinates
  const log = options.log ?? ((line: string) => logger.warn({ source: 'geo' }, redactPersonal(line)))
  const { timeoutMs } = options

  const inaks =
    config.provider === 'builtin'
      ? null
      : createInaksClient({
          url: options.inaksUrl ?? config.inaksUrl,
          fetch: fetchImpl,
          timeoutMs,
          limiter: options.inaksLimiter,
        })

  // Google bills per element; only the 'google' provider opts into it.
  let router: { name: string; client: GoogleRoutesClient | OsrmClient } | null = null
  let google: GoogleRoutesClient | null = null
  if (config.provider === 'google' && config.googleServerKey) {
    google = createGoogleRoutesClient({
      apiKey: config.googleServerKey,
      url: options.googleRoutesUrl ?? config.googleRoutesUrl,
      fetch: fetchImpl,
      timeoutMs,
    })
    router = { name: 'Google Routes', client: google }
  } else if (config.provider !== 'builtin' && config.osrmUrl) {
    router = { name: 'OSRM', client: createOsrmClient({ url: config.osrmUrl, fetch: fetchImpl, timeoutMs }) }
  }
  // Visitors re-check the same address while changing the quantity; a route does not change daily.
  const roads = new LRUCache<string, number>({ max: 500, ttl: 24 * 60 * 60_000 })

  function fromTowns(query: string): SearchOutcome {
    const suggestions = searchBuiltinPlaces(query)
    return suggestions.length > 0 ? { ok: true, suggestions } : failure('not-found')
  }

  async function search(query: string): Promise<SearchOutcome> {
    const text = normalizeQuery(query)
    if (text.length < minQueryLength) return failure('too-short')
    if (!inaks) return fromTowns(text)
    let answer: InaksAnswer
    try {
      answer = await inaks.search(text)
    } catch (error) {
      log(`Aadressiotsing: In-AKS ei vastanud (${describe(error)}), kasutan sisseehitatud asulaid`)
      return fromTowns(text)
    }
    return answer.kind === 'found' ? { ok: true, suggestions: answer.suggestions } : failure(answer.reason)
  }

  async function distanceToPlace(placeId: string): Promise<RoadDistance> {
    if (!google) {
      throw new GeoProviderError('service', 'a Google place needs GEO_PROVIDER=google with a server key')
    }
    const origin = originNow()
    const key = `${pointKey(origin)}>place:${placeId}`
    const cached = roads.get(key)
    if (cached !== undefined) return { metres: cached, source: 'road' }
    const metres = await google.drivingDistanceMetres(origin, { placeId })
    roads.set(key, metres)
    return { metres, source: 'road' }
  }

  async function distanceFromQuarry(destination: Destination): Promise<RoadDistance> {
    if (destination.placeId !== undefined) return distanceToPlace(destination.placeId)
    const point: GeoPoint = { latitude: destination.latitude, longitude: destination.longitude }
    assertPoint(point)
    const origin = originNow()
    if (router) {
      const key = `${pointKey(origin)}>${pointKey(point)}`
      const cached = roads.get(key)
      if (cached !== undefined) return { metres: cached, source: 'road' }
      try {
        const metres = await router.client.drivingDistanceMetres(origin, point)
        roads.set(key, metres)
        return { metres, source: 'road' }
      } catch (error) {
        const why = error instanceof GeoProviderError && error.kind === 'no-route' ? 'teed ei leitud' : 'viga'
        log(`Vahemaa: ${router.name} ${why} (${describe(error)}), kasutan hinnangut`)
      }
    }
    return { metres: estimatedRoadMetres(origin, point), source: 'estimate' }
  }

  return {
    search,
    async geocode(text) {
      const outcome = await search(text)
      return outcome.ok ? (outcome.suggestions[0] ?? null) : null
    },
    distanceFromQuarry,
  }
}

const holder = globalThis as typeof globalThis & {
  __quarryGeo?: { config: Config['geo']; service: GeoService }
}

/**
 * The process's service for the running configuration, made on first use. Kept on globalThis like the
 * runtime, so that the development server's module reloads keep the caches; a different configuration
 * (tests set their own) gets a new service.
 */
export function getGeoService(): GeoService {
  const config = getConfig().geo
  const current = holder.__quarryGeo
  if (current && current.config === config) return current.service
  const service = createGeoService(config)
  holder.__quarryGeo = { config, service }
  return service
}

/*
 * Signed suggestions. The browser hands back the suggestion the visitor chose; the signature proves it
 * came from our search, so coordinates typed into a request can never move an address closer to the
 * quarry. A token is base64url(JSON [label, latitude, longitude, source]) + '.' + base64url(HMAC-SHA256);
 * a Google place adds its id as a fifth element ([label, 0, 0, 'google', placeId]).
 */

const maxTokenLength = 2000
const tokenPart = /^[A-Za-z0-9_-]+$/

const labelSchema = z.string().min(1).max(300)
const latitudeSchema = z.number().min(-90).max(90)
const longitudeSchema = z.number().min(-180).max(180)
/** Google's place ids are URL-safe text, a few dozen to a few hundred characters. */
export const placeIdSchema = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9_-]+$/)

const payloadSchema = z.union([
  z.tuple([labelSchema, latitudeSchema, longitudeSchema, z.enum(['inaks', 'google', 'builtin'])]),
  z.tuple([labelSchema, latitudeSchema, longitudeSchema, z.literal('google'), placeIdSchema]),
])

function mac(encodedPayload: string, secret: string): string {
  return createHmac('sha256', secret).update(encodedPayload).digest('base64url')
}

export function signSuggestion(suggestion: AddressSuggestion, secret: string): string {
  if (!secret) throw new Error('signSuggestion needs a secret')
  const fields: unknown[] = [suggestion.label, suggestion.latitude, suggestion.longitude, suggestion.source]
  if (suggestion.placeId !== undefined) {
    if (suggestion.source !== 'google') throw new Error('signSuggestion: a place id comes from Google')
    fields.push(suggestion.placeId)
  }
  const payload = JSON.stringify(fields)
  const encoded = Buffer.from(payload, 'utf8').toString('base64url')
  return `${encoded}.${mac(encoded, secret)}`
}

/** The suggestion a token carries, or null for anything not signed by us with this secret. */
export function verifySuggestion(token: string, secret: string): AddressSuggestion | null {
  if (typeof token !== 'string' || !secret || token.length > maxTokenLength) return null
  const parts = token.split('.')
  if (parts.length !== 2) return null
  const [encoded, signature] = parts as [string, string]
  if (!tokenPart.test(encoded) || !tokenPart.test(signature)) return null
  // Compared as text, not decoded bytes: base64url ignores the last character's low bits, and a
  // second spelling of a valid signature must not verify.
  const given = Buffer.from(signature)
  const expected = Buffer.from(mac(encoded, secret))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = payloadSchema.safeParse(json)
  if (!parsed.success) return null
  const [label, latitude, longitude, source] = parsed.data
  const placeId = parsed.data.length === 5 ? parsed.data[4] : undefined
  return placeId === undefined
    ? { label, latitude, longitude, source }
    : { label, latitude, longitude, source, placeId }
}
