import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { isWithinDeliveryRange, metresToTenthsKm } from '#app/domain/order-rules.ts'
import { type Config, parseConfig } from '#app/server/config.server.ts'
import type { DatabaseHandle } from '#app/server/db/database.server.ts'
import {
  createGeoService,
  estimatedRoadMetres,
  type GeoServiceOptions,
  getGeoService,
  greatCircleMetres,
  searchMessages,
  signSuggestion,
  verifySuggestion,
} from '#app/server/geo/geo-service.server.ts'
import { builtinPlaces, searchBuiltinPlaces } from '#app/server/geo/towns.server.ts'
import type { AddressSuggestion, GeoPoint, SearchOutcome } from '#app/server/geo/types.server.ts'
import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { setRuntime } from '#app/server/runtime.server.ts'
import { fixture, startReplayServer } from '../fixtures/geo/replay-server.ts'
import { setupReplayServer } from '../support/replay-fixture.ts'

/** The geo service: provider choice, fallbacks, the built-in towns, the estimate and signed suggestions. */

const server = setupReplayServer()
let logged: string[]

beforeEach(() => {
  logged = []
  // One peer plays both services, told apart by path as the real ones are by host.
  server.reply((request) =>
    request.url.pathname.startsWith('/route/')
      ? { json: fixture('osrm-ok.json') }
      : { json: fixture('inaks-rakvere.json') },
  )
})

function geoConfig(env: Record<string, string>): Config['geo'] {
  const parsed = parseConfig(env)
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return parsed.config.geo
}

function service(env: Record<string, string>, options: GeoServiceOptions = {}) {
  return createGeoService(geoConfig(env), {
    timeoutMs: 1000,
    inaksLimiter: createRateLimiter({ limit: 1000, windowMs: 600_000 }),
    log: (line) => logged.push(line),
    ...options,
  })
}

/** The built-in towns' answer to 'Tapa': the town first, and every suggestion from the built-in list. */
function expectBuiltInTapa(outcome: SearchOutcome) {
  expect(outcome.ok && outcome.suggestions[0]).toEqual({
    label: 'Tapa linn, Lääne-Viru maakond',
    latitude: 59.2606,
    longitude: 25.9586,
    source: 'builtin',
  })
  expect(outcome.ok && outcome.suggestions.every((suggestion) => suggestion.source === 'builtin')).toBe(true)
}

const inaksEnv = () => ({ GEO_PROVIDER: 'inaks', INAKS_URL: `${server.url}/gazetteer/` })
const place = (name: string) => {
  const found = builtinPlaces.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`${name} is not a built-in place`)
  return found
}
const km = (metres: number) => metresToTenthsKm(metres) / 10

describe('the built-in towns', () => {
  const counties = ['Lääne-Viru maakond', 'Ida-Viru maakond', 'Järva maakond', 'Jõgeva maakond']

  it('cover the delivery area with at least 80 settlements, and a few towns further away', () => {
    const nearby = builtinPlaces.filter((candidate) =>
      counties.some((county) => candidate.label.endsWith(county)),
    )
    expect(nearby.length).toBeGreaterThanOrEqual(80)
    const names = builtinPlaces.map((candidate) => candidate.name)
    for (const name of [
      'Rakvere',
      'Tapa',
      'Kunda',
      'Tamsalu',
      'Haljala',
      'Vinni',
      'Väike-Maarja',
      'Kadrina',
      'Sõmeru',
      'Viru-Nigula',
      'Laekvere',
      'Rägavere',
      'Simuna',
      'Pajusti',
      'Vihula',
      'Sagadi',
      'Võsu',
      'Rakke',
      'Paide',
      'Türi',
      'Järva-Jaani',
      'Koeru',
      'Aravete',
      'Ambla',
      'Albu',
      'Jõgeva',
      'Mustvee',
      'Põltsamaa',
      'Palamuse',
      'Torma',
      'Kiviõli',
      'Sonda',
      'Tallinn',
      'Tartu',
      'Pärnu',
      'Narva',
      'Kuressaare',
    ]) {
      expect(names).toContain(name)
    }
  })

  it('have unique labels in the address form, and coordinates inside Estonia', () => {
    const labels = builtinPlaces.map((candidate) => candidate.label)
    expect(new Set(labels).size).toBe(labels.length)
    for (const candidate of builtinPlaces) {
      expect(candidate.label).toMatch(
        /^[\p{L} -]+( linn| alev| alevik| küla)?(, [\p{L} -]+ (vald|linn))?, [\p{L}-]+ maakond$/u,
      )
      expect(candidate.latitude).toBeGreaterThan(57.5)
      expect(candidate.latitude).toBeLessThan(59.7)
      expect(candidate.longitude).toBeGreaterThan(21.7)
      expect(candidate.longitude).toBeLessThan(28.3)
    }
    expect(place('Tapa').label).toBe('Tapa linn, Lääne-Viru maakond')
    expect(place('Simuna').label).toBe('Simuna alevik, Väike-Maarja vald, Lääne-Viru maakond')
  })

  it('put Rakvere where it is (about 59.35 N, 26.36 E)', () => {
    expect(place('Rakvere').latitude).toBeCloseTo(59.35, 1)
    expect(place('Rakvere').longitude).toBeCloseTo(26.36, 1)
  })

  it('neighbouring places lie a plausible distance apart', () => {
    const apart = (a: string, b: string) => greatCircleMetres(place(a), place(b)) / 1000
    expect(apart('Rakvere', 'Sõmeru')).toBeLessThan(8)
    expect(apart('Vinni', 'Pajusti')).toBeLessThan(4)
    expect(apart('Tapa', 'Tamsalu')).toBeGreaterThan(8)
    expect(apart('Tapa', 'Tamsalu')).toBeLessThan(15)
    expect(apart('Paide', 'Türi')).toBeGreaterThan(8)
    expect(apart('Paide', 'Türi')).toBeLessThan(15)
    expect(apart('Kiviõli', 'Püssi')).toBeLessThan(6)
    expect(apart('Tallinn', 'Tartu')).toBeGreaterThan(150)
  })

  it('are found case-insensitively and without diacritics', () => {
    expect(searchBuiltinPlaces('rakvere')[0]?.label).toBe('Rakvere linn, Lääne-Viru maakond')
    expect(searchBuiltinPlaces('VAIKE MAARJA')[0]?.label).toBe(
      'Väike-Maarja alevik, Väike-Maarja vald, Lääne-Viru maakond',
    )
    expect(searchBuiltinPlaces('someru')[0]?.label).toBe('Sõmeru alevik, Rakvere vald, Lääne-Viru maakond')
    expect(searchBuiltinPlaces('Jäneda')[0]?.label).toBe('Jäneda küla, Tapa vald, Lääne-Viru maakond')
  })

  it('match a prefix, then a word, then a substring, with the exact name first', () => {
    // The town first, then the villages of Tapa vald.
    expect(searchBuiltinPlaces('Tap').map((found) => found.label)).toEqual([
      'Tapa linn, Lääne-Viru maakond',
      'Vajangu küla, Tapa vald, Lääne-Viru maakond',
      'Jäneda küla, Tapa vald, Lääne-Viru maakond',
      'Porkuni küla, Tapa vald, Lääne-Viru maakond',
    ])
    // 'Rakvere' is the town itself, then places in Rakvere vald.
    const rakvere = searchBuiltinPlaces('Rakvere').map((found) => found.label)
    expect(rakvere[0]).toBe('Rakvere linn, Lääne-Viru maakond')
    expect(rakvere.slice(1).every((label) => label.includes('Rakvere vald'))).toBe(true)
    expect(searchBuiltinPlaces('maarja').map((found) => found.label)[0]).toBe(
      'Väike-Maarja alevik, Väike-Maarja vald, Lääne-Viru maakond',
    )
    expect(searchBuiltinPlaces('järva', 50).length).toBeGreaterThan(10)
    expect(searchBuiltinPlaces('järva').length).toBe(10)
  })

  it('find the town of a typed street address', () => {
    expect(searchBuiltinPlaces('Pikk tn 40, Rakvere')[0]?.label).toBe('Rakvere linn, Lääne-Viru maakond')
    expect(searchBuiltinPlaces('Tallinna mnt 5 Väike-Maarja')[0]?.label).toBe(
      'Väike-Maarja alevik, Väike-Maarja vald, Lääne-Viru maakond',
    )
    expect(searchBuiltinPlaces('Xyzzy 12')).toEqual([])
    expect(searchBuiltinPlaces('  ,, ')).toEqual([])
  })
})

describe('search with GEO_PROVIDER=builtin', () => {
  it('answers from the towns without any network request', async () => {
    const fetchCalls: unknown[] = []
    const geo = service(
      { GEO_PROVIDER: 'builtin', OSRM_URL: server.url },
      {
        fetch: (async (...args: unknown[]) => {
          fetchCalls.push(args)
          throw new Error('no network for builtin')
        }) as typeof fetch,
      },
    )
    const outcome = await geo.search('Tapa')
    expectBuiltInTapa(outcome)
    expect((await geo.distanceFromQuarry(place('Tapa'))).source).toBe('estimate')
    expect(fetchCalls).toEqual([])
    expect(server.requests).toEqual([])
  })

  it('refuses a query shorter than 3 characters, and says when nothing matches', async () => {
    const geo = service({ GEO_PROVIDER: 'builtin' })
    expect(await geo.search(' R ')).toEqual({
      ok: false,
      reason: 'too-short',
      message: searchMessages['too-short'],
    })
    expect(await geo.search('Olematu')).toEqual({
      ok: false,
      reason: 'not-found',
      message: searchMessages['not-found'],
    })
  })
})

describe('search with GEO_PROVIDER=inaks', () => {
  it('asks In-AKS at the configured address', async () => {
    const outcome = await service(inaksEnv()).search('Rakvere')
    expect(outcome.ok && outcome.suggestions.map((suggestion) => suggestion.label)).toEqual([
      'Lääne-Viru maakond, Rakvere linn',
      'Lääne-Viru maakond, Rakvere vald',
      'Lääne-Viru maakond, Kadrina vald, Kadrina alevik, Rakvere tee',
    ])
    expect(outcome.ok && outcome.suggestions.every((suggestion) => suggestion.source === 'inaks')).toBe(true)
    expect(server.requests[0]?.url.pathname).toBe('/gazetteer/')
  })

  it('passes In-AKS refusals on with an Estonian message', async () => {
    server.reply(() => ({ json: fixture('inaks-error-eieesti.json') }))
    expect(await service(inaksEnv()).search('Riia 1, Valka')).toEqual({
      ok: false,
      reason: 'outside-estonia',
      message: searchMessages['outside-estonia'],
    })
    server.reply(() => ({ json: fixture('inaks-empty.json') }))
    expect((await service(inaksEnv()).search('Olematu tänav 7')).ok).toBe(false)
  })

  it('falls back to the built-in towns when In-AKS answers with an error, and logs it', async () => {
    server.reply(() => ({ status: 500, body: 'Internal Server Error', contentType: 'text/plain' }))
    const outcome = await service(inaksEnv()).search('Tapa')
    expectBuiltInTapa(outcome)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/In-AKS.*500/)
  })

  it('falls back when In-AKS cannot be reached or does not answer in time', async () => {
    const closed = await startReplayServer()
    await closed.close()
    const unreachable = service({ GEO_PROVIDER: 'inaks', INAKS_URL: `${closed.url}/gazetteer/` })
    expect((await unreachable.search('Kunda')).ok).toBe(true)

    server.reply(() => 'hang')
    const slow = service(inaksEnv(), { timeoutMs: 150 })
    const outcome = await slow.search('Kadrina')
    expect(outcome.ok && outcome.suggestions[0]?.source).toBe('builtin')
    expect(logged).toHaveLength(2)
  })

  it('a failed In-AKS search with no matching town says "not found", not "broken"', async () => {
    server.reply(() => ({ body: 'not json' }))
    expect(await service(inaksEnv()).search('Pikk tn 40, Xyzzy')).toEqual({
      ok: false,
      reason: 'not-found',
      message: searchMessages['not-found'],
    })
  })

  it('GEO_PROVIDER=google searches In-AKS too (the browser uses Google Places itself)', async () => {
    const outcome = await service({
      ...inaksEnv(),
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: 'k',
    }).search('Rakvere')
    expect(outcome.ok && outcome.suggestions[0]?.source).toBe('inaks')
  })
})

describe('geocode, for the form posted without JavaScript', () => {
  it('takes the best match for a typed address', async () => {
    server.reply(() => ({ json: fixture('inaks-street.json') }))
    expect(await service(inaksEnv()).geocode('Pikk 40, Rakvere')).toEqual({
      label: 'Lääne-Viru maakond, Rakvere linn, Pikk tn 40',
      latitude: 59.346104,
      longitude: 26.355197,
      source: 'inaks',
    })
    expect(await service({ GEO_PROVIDER: 'builtin' }).geocode('Pikk 40, Rakvere')).toMatchObject({
      label: 'Rakvere linn, Lääne-Viru maakond',
    })
  })

  it('is null when nothing is found', async () => {
    server.reply(() => ({ json: fixture('inaks-empty.json') }))
    expect(await service(inaksEnv()).geocode('Olematu tänav 7')).toBeNull()
    expect(await service({ GEO_PROVIDER: 'builtin' }).geocode('ab')).toBeNull()
  })
})

describe('distance from the quarry', () => {
  const rakvere = { latitude: 59.346104, longitude: 26.355197 }

  it('uses OSRM when OSRM_URL is set, from the quarry to the address', async () => {
    const geo = service({ ...inaksEnv(), OSRM_URL: server.url })
    expect(await geo.distanceFromQuarry(rakvere)).toEqual({ metres: 29847.6, source: 'road' })
    expect(server.requests[0]?.url.pathname).toBe(
      `/route/v1/driving/${business.coordinates.longitude.toFixed(6)},${business.coordinates.latitude.toFixed(6)};26.355197,59.346104`,
    )
  })

  it('asks OSRM once for a point it has measured', async () => {
    const geo = service({ ...inaksEnv(), OSRM_URL: server.url })
    await geo.distanceFromQuarry(rakvere)
    await geo.distanceFromQuarry({ ...rakvere })
    expect(server.requests).toHaveLength(1)
  })

  it('falls back to the estimate when OSRM finds no road, fails or is slow', async () => {
    const expected = { metres: estimatedRoadMetres(business.coordinates, rakvere), source: 'estimate' }
    server.reply(() => ({ status: 400, json: fixture('osrm-noroute.json') }))
    expect(await service({ ...inaksEnv(), OSRM_URL: server.url }).distanceFromQuarry(rakvere)).toEqual(
      expected,
    )
    server.reply(() => ({ status: 500, body: 'down', contentType: 'text/plain' }))
    expect(await service({ ...inaksEnv(), OSRM_URL: server.url }).distanceFromQuarry(rakvere)).toEqual(
      expected,
    )
    server.reply(() => 'hang')
    expect(
      await service({ ...inaksEnv(), OSRM_URL: server.url }, { timeoutMs: 150 }).distanceFromQuarry(rakvere),
    ).toEqual(expected)
    expect(logged).toHaveLength(3)
    expect(logged[0]).toMatch(/OSRM teed ei leitud/)
  })

  it('estimates without any request when no road service is configured', async () => {
    const geo = service(inaksEnv())
    expect(await geo.distanceFromQuarry(rakvere)).toEqual({
      metres: estimatedRoadMetres(business.coordinates, rakvere),
      source: 'estimate',
    })
    expect(server.requests).toEqual([])
  })

  it('uses Google Routes with the server key when GEO_PROVIDER=google, falling back to the estimate', async () => {
    const env = {
      ...inaksEnv(),
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: 'server-key-1',
      OSRM_URL: server.url,
    }
    const options = { googleRoutesUrl: `${server.url}/distanceMatrix/v2:computeRouteMatrix` }
    server.reply(() => ({ json: fixture('google-route-exists.json') }))
    expect(await service(env, options).distanceFromQuarry(rakvere)).toEqual({ metres: 30412, source: 'road' })
    expect(server.requests[0]?.headers['x-goog-api-key']).toBe('server-key-1')

    server.reply(() => ({ json: fixture('google-route-not-found.json') }))
    expect((await service(env, options).distanceFromQuarry(rakvere)).source).toBe('estimate')
    expect(logged[0]).toMatch(/Google Routes teed ei leitud/)
    expect(logged.join('\n')).not.toContain('server-key-1')
  })

  it('refuses a point that is not a WGS84 coordinate', async () => {
    const geo = service({ GEO_PROVIDER: 'builtin' })
    await expect(geo.distanceFromQuarry({ latitude: Number.NaN, longitude: 26 })).rejects.toThrow(RangeError)
    await expect(geo.distanceFromQuarry({ latitude: 91, longitude: 26 })).rejects.toThrow(RangeError)
  })

  describe('the estimate, great-circle × 1.3, for known towns', () => {
    const geo = () => service({ GEO_PROVIDER: 'builtin' })
    const estimateKm = async (name: string) => km((await geo().distanceFromQuarry(place(name))).metres)

    it('puts Rakvere within delivery range, at a plausible road distance', async () => {
      const distance = await geo().distanceFromQuarry(place('Rakvere'))
      expect(distance.source).toBe('estimate')
      expect(km(distance.metres)).toBeGreaterThan(25)
      expect(km(distance.metres)).toBeLessThan(40)
      expect(isWithinDeliveryRange(metresToTenthsKm(distance.metres))).toBe(true)
    })

    it.for(['Kunda', 'Väike-Maarja', 'Kiviõli', 'Vinni'])('%s is within 60 km', async (name) => {
      expect(await estimateKm(name)).toBeLessThan(60)
    })

    it.for(['Tallinn', 'Tartu', 'Pärnu', 'Narva', 'Kuressaare', 'Paide'])(
      '%s is beyond 60 km',
      async (name) => {
        const distance = await geo().distanceFromQuarry(place(name))
        expect(km(distance.metres)).toBeGreaterThan(60)
        expect(isWithinDeliveryRange(metresToTenthsKm(distance.metres))).toBe(false)
      },
    )

    it('is 1.3 times the great-circle distance, in whole metres', () => {
      const from: GeoPoint = { latitude: 59, longitude: 26 }
      const to: GeoPoint = { latitude: 59.1, longitude: 26 }
      // One tenth of a degree of latitude is about 11.1 km.
      expect(greatCircleMetres(from, to)).toBeCloseTo(11_120, -1)
      expect(estimatedRoadMetres(from, to)).toBe(Math.round(greatCircleMetres(from, to) * 1.3))
      expect(estimatedRoadMetres(from, from)).toBe(0)
    })
  })
})

describe('getGeoService', () => {
  afterEach(() => {
    setRuntime(undefined)
  })

  it('makes one service per process configuration', () => {
    const runtime = (env: Record<string, string>) => {
      const parsed = parseConfig(env)
      if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
      // The geo service reads only the configuration.
      return {
        config: parsed.config,
        database: undefined as unknown as DatabaseHandle,
        signingSecret: 'secret',
      }
    }
    setRuntime(runtime({ GEO_PROVIDER: 'builtin' }))
    const service = getGeoService()
    expect(getGeoService()).toBe(service)
    setRuntime(runtime({ GEO_PROVIDER: 'builtin' }))
    expect(getGeoService()).not.toBe(service)
  })
})

describe('signed suggestions', () => {
  const secret = 'a-test-secret-of-reasonable-length'
  const suggestion: AddressSuggestion = {
    label: 'Lääne-Viru maakond, Rakvere linn, Pikk tn 40',
    latitude: 59.346104,
    longitude: 26.355197,
    source: 'inaks',
  }

  it('a signed suggestion verifies to itself', () => {
    const token = signSuggestion(suggestion, secret)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(verifySuggestion(token, secret)).toEqual(suggestion)
  })

  it('a token with changed coordinates, label or source is rejected', () => {
    const token = signSuggestion(suggestion, secret)
    const [, signature] = token.split('.')
    for (const forged of [
      { ...suggestion, latitude: 59.2415 },
      { ...suggestion, label: 'Padu küla' },
      { ...suggestion, source: 'builtin' as const },
    ]) {
      const payload = Buffer.from(
        JSON.stringify([forged.label, forged.latitude, forged.longitude, forged.source]),
      ).toString('base64url')
      expect(verifySuggestion(`${payload}.${signature}`, secret)).toBeNull()
    }
  })

  it('a token signed with another secret, or with a flipped signature character, is rejected', () => {
    const token = signSuggestion(suggestion, secret)
    expect(verifySuggestion(token, 'another-secret')).toBeNull()
    expect(verifySuggestion(token, '')).toBeNull()
    // Every position, the last one included: its low bits carry no data in base64url.
    for (let i = token.indexOf('.') + 1; i < token.length; i++) {
      for (const other of ['A', 'B', 'C', 'D']) {
        if (token[i] === other) continue
        expect(verifySuggestion(`${token.slice(0, i)}${other}${token.slice(i + 1)}`, secret)).toBeNull()
      }
    }
  })

  it('malformed tokens are rejected without throwing', () => {
    const valid = signSuggestion(suggestion, secret)
    for (const token of [
      '',
      '.',
      'abc',
      'a.b.c',
      `${valid}.x`,
      `${valid}==`,
      'ä.ö',
      `${'A'.repeat(3000)}.B`,
    ]) {
      expect(verifySuggestion(token, secret)).toBeNull()
    }
    expect(verifySuggestion(42 as unknown as string, secret)).toBeNull()
  })

  it('a correctly signed payload that is not a suggestion is rejected', () => {
    // Signed the way the module signs, so that only the shape check can refuse them.
    for (const value of [
      ['label', 200, 26, 'inaks'],
      ['label', 59, 26, 'osm'],
      ['', 59, 26, 'inaks'],
      { label: 'x', latitude: 59, longitude: 26, source: 'inaks' },
      'not json at all',
    ]) {
      const encoded = Buffer.from(JSON.stringify(value)).toString('base64url')
      const signature = createHmac('sha256', secret).update(encoded).digest('base64url')
      expect(verifySuggestion(`${encoded}.${signature}`, secret)).toBeNull()
    }
    const notJson = Buffer.from('{"label":').toString('base64url')
    const signature = createHmac('sha256', secret).update(notJson).digest('base64url')
    expect(verifySuggestion(`${notJson}.${signature}`, secret)).toBeNull()
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (token) => {
        expect(verifySuggestion(token, secret)).toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('round-trips any suggestion', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom('inaks' as const, 'google' as const, 'builtin' as const),
        (label, latitude, longitude, source) => {
          const value = { label, latitude, longitude, source }
          expect(verifySuggestion(signSuggestion(value, secret), secret)).toEqual(
            // JSON has no negative zero.
            { ...value, latitude: latitude + 0, longitude: longitude + 0 },
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
