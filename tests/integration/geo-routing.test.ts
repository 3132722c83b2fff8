import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { createGoogleRoutesClient } from '#app/server/geo/google-routes.server.ts'
import { createOsrmClient } from '#app/server/geo/osrm.server.ts'
import { fixture } from '../fixtures/geo/replay-server.ts'
import { failureOf, setupReplayServer } from '../support/replay-fixture.ts'

/** Road distance adapters (OSRM, Google Routes computeRouteMatrix) against a local replaying server. */

const quarry = business.coordinates
const pikk40 = { latitude: 59.346104, longitude: 26.355197 }
const serverKey = 'AIzaSy-test-server-key-000000000000000'

const server = setupReplayServer()

describe('OSRM', () => {
  const osrm = () => createOsrmClient({ url: server.url, timeoutMs: 2000 })

  it('asks for the driving route, longitude first, without geometry, and reads routes[0].distance', async () => {
    server.reply(() => ({ json: fixture('osrm-ok.json') }))
    expect(await osrm().drivingDistanceMetres(quarry, pikk40)).toBe(29847.6)
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/route/v1/driving/26.721600,59.241400;26.355197,59.346104')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ overview: 'false' })
  })

  it('keeps a path prefix of the configured URL, with or without a trailing slash', async () => {
    server.reply(() => ({ json: fixture('osrm-ok.json') }))
    for (const url of [`${server.url}/osrm`, `${server.url}/osrm/`]) {
      await createOsrmClient({ url }).drivingDistanceMetres(quarry, pikk40)
    }
    expect(server.requests.map((request) => request.url.pathname)).toEqual([
      '/osrm/route/v1/driving/26.721600,59.241400;26.355197,59.346104',
      '/osrm/route/v1/driving/26.721600,59.241400;26.355197,59.346104',
    ])
  })

  it('NoRoute (HTTP 400 with a JSON body) means there is no road', async () => {
    server.reply(() => ({ status: 400, json: fixture('osrm-noroute.json') }))
    const error = await failureOf(osrm().drivingDistanceMetres(quarry, { latitude: 58.25, longitude: 22.5 }))
    expect(error.kind).toBe('no-route')
    expect(error.message).toContain('NoRoute')
  })

  it('another code than Ok is a service failure', async () => {
    server.reply(() => ({ status: 400, json: { code: 'InvalidQuery', message: 'Query string malformed' } }))
    expect((await failureOf(osrm().drivingDistanceMetres(quarry, pikk40))).kind).toBe('service')
  })

  it('HTTP 500 without JSON is a failure', async () => {
    server.reply(() => ({ status: 500, body: 'upstream error', contentType: 'text/plain' }))
    expect((await failureOf(osrm().drivingDistanceMetres(quarry, pikk40))).kind).toBe('http')
  })

  it('malformed JSON, or Ok without a route, is a failure', async () => {
    server.reply(() => ({ body: '{"code":"Ok","routes":[{"distance":' }))
    expect((await failureOf(osrm().drivingDistanceMetres(quarry, pikk40))).kind).toBe('malformed')
    server.reply(() => ({ json: { code: 'Ok', routes: [] } }))
    expect((await failureOf(osrm().drivingDistanceMetres(quarry, pikk40))).kind).toBe('malformed')
  })

  it('a server that never answers is given up on when the time limit passes', async () => {
    server.reply(() => 'hang')
    const started = Date.now()
    const error = await failureOf(
      createOsrmClient({ url: server.url, timeoutMs: 150 }).drivingDistanceMetres(quarry, pikk40),
    )
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('Google Routes computeRouteMatrix', () => {
  const google = (timeoutMs = 2000) =>
    createGoogleRoutesClient({
      apiKey: serverKey,
      url: `${server.url}/distanceMatrix/v2:computeRouteMatrix`,
      timeoutMs,
    })

  it('posts one origin and one destination for driving, with the key and field mask headers', async () => {
    server.reply(() => ({ json: fixture('google-route-exists.json') }))
    expect(await google().drivingDistanceMetres(quarry, pikk40)).toBe(30412)
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/distanceMatrix/v2:computeRouteMatrix')
    expect(request?.headers['x-goog-api-key']).toBe(serverKey)
    expect(request?.headers['x-goog-fieldmask']).toBe(
      'originIndex,destinationIndex,distanceMeters,status,condition',
    )
    expect(request?.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(request?.body ?? '')).toEqual({
      origins: [{ waypoint: { location: { latLng: { latitude: 59.2414, longitude: 26.7216 } } } }],
      destinations: [{ waypoint: { location: { latLng: { latitude: 59.346104, longitude: 26.355197 } } } }],
      travelMode: 'DRIVE',
    })
  })

  it('reads an element whose zero indices are left out, as proto3 JSON does', async () => {
    server.reply(() => ({ json: [{ status: {}, distanceMeters: 1234, condition: 'ROUTE_EXISTS' }] }))
    expect(await google().drivingDistanceMetres(quarry, pikk40)).toBe(1234)
  })

  it('ROUTE_NOT_FOUND means there is no road', async () => {
    server.reply(() => ({ json: fixture('google-route-not-found.json') }))
    expect((await failureOf(google().drivingDistanceMetres(quarry, pikk40))).kind).toBe('no-route')
  })

  it('an element with an error status is a failure', async () => {
    server.reply(() => ({
      json: [{ originIndex: 0, destinationIndex: 0, status: { code: 3, message: 'invalid waypoint' } }],
    }))
    expect((await failureOf(google().drivingDistanceMetres(quarry, pikk40))).kind).toBe('service')
  })

  it('an HTTP error is a failure whose message names the reason but never the key', async () => {
    server.reply(() => ({ status: 403, json: fixture('google-error-permission.json') }))
    const error = await failureOf(google().drivingDistanceMetres(quarry, pikk40))
    expect(error.kind).toBe('http')
    expect(error.message).toContain('PERMISSION_DENIED')
    expect(error.message).not.toContain(serverKey)
  })

  it('HTTP 500 and malformed JSON are failures', async () => {
    server.reply(() => ({ status: 500, body: 'oops', contentType: 'text/plain' }))
    expect((await failureOf(google().drivingDistanceMetres(quarry, pikk40))).kind).toBe('http')
    server.reply(() => ({ body: '[{"distanceMeters": 12' }))
    expect((await failureOf(google().drivingDistanceMetres(quarry, pikk40))).kind).toBe('malformed')
    server.reply(() => ({ json: { distanceMeters: 12 } }))
    expect((await failureOf(google().drivingDistanceMetres(quarry, pikk40))).kind).toBe('malformed')
  })

  it('a server that never answers is given up on when the time limit passes', async () => {
    server.reply(() => 'hang')
    const started = Date.now()
    expect((await failureOf(google(150).drivingDistanceMetres(quarry, pikk40))).kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
