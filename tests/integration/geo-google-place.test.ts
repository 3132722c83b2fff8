import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { metresToTenthsKm } from '#app/domain/order-rules.ts'
import { action as distanceAction } from '#app/routes/api/geo-distance.ts'
import { action as placeAction, loader as placeLoader } from '#app/routes/api/geo-place.ts'
import { findProductBySlug, seedCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import { type Config, parseConfig } from '#app/server/config.server.ts'
import { orders } from '#app/server/db/schema.server.ts'
import { GeoProviderError } from '#app/server/geo/geo-error.server.ts'
import { createGeoService, signSuggestion, verifySuggestion } from '#app/server/geo/geo-service.server.ts'
import { createGoogleRoutesClient } from '#app/server/geo/google-routes.server.ts'
import type { AddressSuggestion } from '#app/server/geo/types.server.ts'
import { placeOrder } from '#app/server/orders/place-order.server.ts'
import { setRuntime } from '#app/server/runtime.server.ts'
import { fixture, type ReplayServer, startReplayServer } from '../fixtures/geo/replay-server.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'

/**
 * A place chosen from Google Places in the browser: measured by Google Routes from its place id (the
 * replay server plays Routes), signed with the id, and refused where Google is not the provider.
 */

const signingSecret = 'geo-google-place-test-secret-0123456789'
const placeId = 'ChIJ3bN1bHq8k0YRkDs3Lx0uAAQ'
const label = 'Pikk 40, Rakvere, 44307 Lääne-Viru maakond, Eesti'
const routesPath = '/distanceMatrix/v2:computeRouteMatrix'

let server: ReplayServer
const testDatabase = setupTestDatabase({ resetBeforeEach: false })

function config(env: Record<string, string>): Config {
  const parsed = parseConfig(env)
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return parsed.config
}

const googleEnv = () => ({
  GEO_PROVIDER: 'google',
  GOOGLE_MAPS_SERVER_KEY: 'test-server-key',
  GOOGLE_ROUTES_URL: `${server.url}${routesPath}`,
})

/** Providers that cannot measure a Google place: no router, and OSRM (the replay server) as router. */
const otherProviders = (): Record<string, string>[] => [
  { GEO_PROVIDER: 'builtin' },
  { GEO_PROVIDER: 'inaks', OSRM_URL: server.url },
]

const placeSuggestion = (id = placeId): AddressSuggestion => ({
  label,
  latitude: 0,
  longitude: 0,
  source: 'google',
  placeId: id,
})

beforeAll(async () => {
  server = await startReplayServer()
})

afterAll(async () => {
  setRuntime(undefined)
  await server?.close()
})

beforeEach(() => {
  server.requests.length = 0
  server.reply(() => ({ json: fixture('google-route-exists.json') }))
})

describe('the Google Routes client with a place id', () => {
  const client = () =>
    createGoogleRoutesClient({
      apiKey: 'test-server-key',
      url: `${server.url}${routesPath}`,
      timeoutMs: 2000,
    })

  it('asks for the route to the place by its id and answers the metres', async () => {
    expect(await client().drivingDistanceMetres(business.coordinates, { placeId })).toBe(30412)
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe(routesPath)
    expect(request?.headers['x-goog-api-key']).toBe('test-server-key')
    const body = JSON.parse(request?.body ?? '{}')
    expect(body.destinations).toEqual([{ waypoint: { placeId } }])
    expect(body.origins[0].waypoint.location.latLng).toEqual({
      latitude: business.coordinates.latitude,
      longitude: business.coordinates.longitude,
    })
    expect(body.travelMode).toBe('DRIVE')
  })

  it('ROUTE_NOT_FOUND is a no-route error', async () => {
    server.reply(() => ({ json: fixture('google-route-not-found.json') }))
    const error = await client()
      .drivingDistanceMetres(business.coordinates, { placeId })
      .then(
        () => null,
        (caught: unknown) => caught,
      )
    expect(error).toBeInstanceOf(GeoProviderError)
    expect((error as GeoProviderError).kind).toBe('no-route')
  })
})

describe('signed place suggestions', () => {
  it('a token carries the place id, and verifies back to the same suggestion', () => {
    const token = signSuggestion(placeSuggestion(), signingSecret)
    expect(verifySuggestion(token, signingSecret)).toEqual(placeSuggestion())
  })

  it('a token whose place id was changed, or signed with another secret, is refused', () => {
    const token = signSuggestion(placeSuggestion(), signingSecret)
    const [, signature] = token.split('.')
    const other = Buffer.from(JSON.stringify([label, 0, 0, 'google', 'ChIJotherplace'])).toString('base64url')
    expect(verifySuggestion(`${other}.${signature}`, signingSecret)).toBeNull()
    const dropped = Buffer.from(JSON.stringify([label, 0, 0, 'google'])).toString('base64url')
    expect(verifySuggestion(`${dropped}.${signature}`, signingSecret)).toBeNull()
    expect(verifySuggestion(signSuggestion(placeSuggestion(), 'another secret'), signingSecret)).toBeNull()
  })

  it('only a Google suggestion may carry a place id', () => {
    expect(() => signSuggestion({ ...placeSuggestion(), source: 'inaks' }, signingSecret)).toThrow()
    const forged = Buffer.from(JSON.stringify([label, 0, 0, 'inaks', placeId])).toString('base64url')
    const mac = createHmac('sha256', signingSecret).update(forged).digest('base64url')
    expect(verifySuggestion(`${forged}.${mac}`, signingSecret)).toBeNull()
  })

  it('the service measures a place by Google Routes only', async () => {
    const google = createGeoService(config(googleEnv()).geo, { timeoutMs: 2000, log: () => {} })
    expect(await google.distanceFromQuarry(placeSuggestion())).toEqual({ metres: 30412, source: 'road' })
    expect(JSON.parse(server.requests[0]?.body ?? '{}').destinations).toEqual([{ waypoint: { placeId } }])

    for (const env of otherProviders()) {
      const other = createGeoService(config(env).geo, { timeoutMs: 2000, log: () => {} })
      // Never an estimate from the (meaningless) coordinates of a place.
      await expect(
        other.distanceFromQuarry({ ...placeSuggestion(), latitude: 59.3464, longitude: 26.3558 }),
      ).rejects.toBeInstanceOf(GeoProviderError)
    }
  })

  it('a failing Routes answer for a place is an error, not an estimate', async () => {
    server.reply(() => ({ status: 403, json: fixture('google-error-permission.json') }))
    const google = createGeoService(config(googleEnv()).geo, { timeoutMs: 2000, log: () => {} })
    await expect(google.distanceFromQuarry(placeSuggestion('ChIJfailing'))).rejects.toBeInstanceOf(
      GeoProviderError,
    )
  })
})

async function postPlace(body: BodyInit | null, clientIp = newClientAddress()) {
  const request = new Request('http://localhost/api/geo/place', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
  const response = await placeAction({ request, context: { clientIp } })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

describe('POST /api/geo/place', () => {
  beforeAll(() => {
    setRuntime({ config: config(googleEnv()), database: testDatabase.handle, signingSecret })
  })

  it('measures the place by its id and answers like /api/geo/distance, with a signed token', async () => {
    const { response, body } = await postPlace(JSON.stringify({ placeId, label }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body).toEqual({
      label,
      token: expect.any(String),
      distanceTenthsKm: metresToTenthsKm(30412),
      approximate: false,
      withinRange: true,
    })
    expect(verifySuggestion(String(body.token), signingSecret)).toEqual(placeSuggestion())
    expect(JSON.parse(server.requests.at(-1)?.body ?? '{}').destinations).toEqual([{ waypoint: { placeId } }])

    // The token then works with /api/geo/distance too, measured again from the place id.
    const request = new Request('http://localhost/api/geo/distance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: body.token }),
    })
    const again = await distanceAction({ request, context: { clientIp: newClientAddress() } })
    expect(await again.json()).toEqual({
      label,
      distanceTenthsKm: metresToTenthsKm(30412),
      approximate: false,
      withinRange: true,
    })
  })

  it('400 "Aadress ei leitud" when Google has no route to the place', async () => {
    server.reply(() => ({ json: fixture('google-route-not-found.json') }))
    const { response, body } = await postPlace(JSON.stringify({ placeId: 'ChIJnoroute', label }))
    expect(response.status).toBe(400)
    expect(body.error).toBe('Aadress ei leitud')
  })

  it('503 "Vahemaa arvutamine ebaõnnestus" when Routes fails', async () => {
    server.reply(() => ({ status: 403, json: fixture('google-error-permission.json') }))
    const { response, body } = await postPlace(JSON.stringify({ placeId: 'ChIJdenied', label }))
    expect(response.status).toBe(503)
    expect(body.error).toBe('Vahemaa arvutamine ebaõnnestus')
  })

  it('400 for a body that is not { placeId, label } within limits, without asking Google', async () => {
    for (const bad of [
      null,
      '',
      '{"placeId":',
      JSON.stringify({ placeId }),
      JSON.stringify({ label }),
      JSON.stringify({ placeId, label: '   ' }),
      JSON.stringify({ placeId, label: 'x'.repeat(301) }),
      JSON.stringify({ placeId: 'x'.repeat(501), label }),
      JSON.stringify({ placeId: 'not a place id!', label }),
      JSON.stringify({ placeId, label, latitude: 59.3, longitude: 26.3 }).replace(placeId, ''),
      `{"placeId":"${'a'.repeat(100_000)}","label":"x"}`,
    ]) {
      const { response, body } = await postPlace(bad)
      expect(response.status, String(bad).slice(0, 80)).toBe(400)
      expect(body.error).toBe('Aadress ei leitud')
    }
    expect(server.requests).toHaveLength(0)
  })

  it('429 past 30 requests a minute from one client', async () => {
    const clientIp = newClientAddress()
    const body = JSON.stringify({ placeId, label })
    for (let i = 0; i < 30; i++) expect((await postPlace(body, clientIp)).response.status).toBe(200)
    const { response, body: answer } = await postPlace(body, clientIp)
    expect(response.status).toBe(429)
    expect(answer.error).toBe('Liiga palju päringuid. Palun proovige mõne aja pärast uuesti.')
  })

  it('GET is answered with 405', () => {
    expect(placeLoader().status).toBe(405)
  })

  it('404 "Konfiguratsiooni viga" when Google is not the provider', async () => {
    setRuntime({ config: config({ GEO_PROVIDER: 'builtin' }), database: testDatabase.handle, signingSecret })
    try {
      const { response, body } = await postPlace(JSON.stringify({ placeId, label }))
      expect(response.status).toBe(404)
      expect(body).toEqual({ error: 'Konfiguratsiooni viga' })
      expect(server.requests).toHaveLength(0)
    } finally {
      setRuntime({ config: config(googleEnv()), database: testDatabase.handle, signingSecret })
    }
  })
})

describe('an order with a place token', () => {
  async function order(env: Record<string, string>) {
    await testDatabase.reset()
    await seedCatalogue(testDatabase.db)
    const geo = createGeoService(config(env).geo, { timeoutMs: 2000, log: () => {} })
    const result = await placeOrder(
      { db: testDatabase.db, geo, signingSecret, notifyTo: 'tellimused@example.ee' },
      {
        product: await findProductBySlug(testDatabase.db, 'soelutud-taiteliiv'),
        form: {
          name: 'Mari Maasikas',
          email: 'mari@example.ee',
          phone: '+372 5555 0000',
          quantity: 10,
          deliveryOption: 'delivery',
          deliveryAddress: label,
          notes: null,
        },
        messages: orderMessageFamilies.kohustuslik,
        addressToken: signSuggestion(placeSuggestion(), signingSecret),
        idempotencyKey: randomUUID(),
        clientIpHash: null,
      },
    )
    return { result, stored: await testDatabase.db.select().from(orders) }
  }

  it('is measured again by Google Routes when Google is the provider', async () => {
    const { result, stored } = await order(googleEnv())
    expect(result.ok).toBe(true)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.deliveryAddress).toBe(label)
    expect(stored[0]?.distanceSource).toBe('road')
    expect(JSON.parse(server.requests.at(-1)?.body ?? '{}').destinations).toEqual([{ waypoint: { placeId } }])
  })

  it('is refused, and nothing stored, without the Google provider', async () => {
    for (const env of otherProviders()) {
      const { result, stored } = await order(env)
      expect(result.ok).toBe(false)
      expect(stored).toHaveLength(0)
    }
    expect(server.requests).toHaveLength(0)
  })
})
