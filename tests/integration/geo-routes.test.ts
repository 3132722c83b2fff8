import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { metresToTenthsKm } from '#app/domain/order-rules.ts'
import { action as distanceAction, loader as distanceLoader } from '#app/routes/api/geo-distance.ts'
import { loader as searchLoader } from '#app/routes/api/geo-search.ts'
import { parseConfig } from '#app/server/config.server.ts'
import {
  estimatedRoadMetres,
  searchMessages,
  signSuggestion,
  verifySuggestion,
} from '#app/server/geo/geo-service.server.ts'
import { builtinPlaces } from '#app/server/geo/towns.server.ts'
import { setRuntime } from '#app/server/runtime.server.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'

/** GET /api/geo/search and POST /api/geo/distance, called as React Router calls them. */

const signingSecret = 'geo-routes-test-secret-0123456789abcdef'
const database = setupTestDatabase({ resetBeforeEach: false })

beforeAll(() => {
  const parsed = parseConfig({ GEO_PROVIDER: 'builtin' })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  setRuntime({ config: parsed.config, database: database.handle, signingSecret })
})

afterAll(() => {
  setRuntime(undefined)
})

interface SearchBody {
  suggestions?: { label: string; token: string }[]
  error?: string
}

async function search(q: string | null, clientIp = newClientAddress()) {
  const url = new URL('http://localhost/api/geo/search')
  if (q !== null) url.searchParams.set('q', q)
  const response = await searchLoader({ request: new Request(url), context: { clientIp } })
  return { response, body: (await response.json()) as SearchBody }
}

async function distance(
  body: BodyInit | null,
  {
    clientIp = newClientAddress(),
    contentType = 'application/json',
  }: { clientIp?: string; contentType?: string } = {},
) {
  const request = new Request('http://localhost/api/geo/distance', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })
  const response = await distanceAction({ request, context: { clientIp } })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

const place = (name: string) => {
  const found = builtinPlaces.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`${name} is not a built-in place`)
  const { label, latitude, longitude, source } = found
  return { label, latitude, longitude, source }
}

describe('GET /api/geo/search', () => {
  it('answers suggestions with a label and a signed token, privately cacheable for 5 minutes', async () => {
    const { response, body } = await search('Rakvere')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=300')
    expect(body.suggestions?.[0]?.label).toBe('Rakvere linn, Lääne-Viru maakond')
    for (const suggestion of body.suggestions ?? []) {
      expect(Object.keys(suggestion).sort()).toEqual(['label', 'token'])
      expect(verifySuggestion(suggestion.token, signingSecret)?.label).toBe(suggestion.label)
    }
    expect(verifySuggestion(body.suggestions?.[0]?.token ?? '', signingSecret)).toEqual(place('Rakvere'))
  })

  it('400 without a query, with an Estonian message', async () => {
    for (const q of [null, '', '   ']) {
      const { response, body } = await search(q)
      expect(response.status).toBe(400)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(body).toEqual({ error: 'Palun sisestage aadress.' })
    }
  })

  it('400 for a query shorter than 3 characters or longer than 200', async () => {
    expect(await search('Ra')).toMatchObject({
      response: { status: 400 },
      body: { error: searchMessages['too-short'] },
    })
    const long = await search('Rakvere '.repeat(30))
    expect(long.response.status).toBe(400)
    expect(long.body).toEqual({ error: 'Aadress on liiga pikk.' })
  })

  it('404 when nothing is found', async () => {
    const { response, body } = await search('Olematu küla')
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body).toEqual({ error: searchMessages['not-found'] })
  })

  it('429 past 60 searches a minute from one client, and other clients are not affected', async () => {
    const clientIp = newClientAddress()
    for (let i = 0; i < 60; i++) expect((await search('Tapa', clientIp)).response.status).toBe(200)
    const { response, body } = await search('Tapa', clientIp)
    expect(response.status).toBe(429)
    expect(body).toEqual({ error: 'Liiga palju päringuid. Palun proovige mõne aja pärast uuesti.' })
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(Number(response.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect((await search('Tapa')).response.status).toBe(200)
  })

  it('no query makes it fail with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 250 }), fc.string({ unit: 'grapheme', maxLength: 80 })),
        async (q) => {
          const { response, body } = await search(q)
          expect([200, 400, 404]).toContain(response.status)
          expect(response.status === 200 ? Array.isArray(body.suggestions) : typeof body.error).toBe(
            response.status === 200 ? true : 'string',
          )
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('POST /api/geo/distance', () => {
  const tokenFor = (name: string) => signSuggestion(place(name), signingSecret)

  it('answers the road distance in tenths of a km, marked approximate when estimated', async () => {
    const { response, body } = await distance(JSON.stringify({ token: tokenFor('Rakvere') }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body).toEqual({
      label: 'Rakvere linn, Lääne-Viru maakond',
      distanceTenthsKm: metresToTenthsKm(estimatedRoadMetres(business.coordinates, place('Rakvere'))),
      approximate: true,
      withinRange: true,
    })
    expect(body.distanceTenthsKm).toBeGreaterThan(250)
    expect(body.distanceTenthsKm).toBeLessThan(400)
  })

  it('tells when the address is beyond 60 km', async () => {
    for (const name of ['Tallinn', 'Tartu']) {
      const { response, body } = await distance(JSON.stringify({ token: tokenFor(name) }))
      expect(response.status).toBe(200)
      expect(body.withinRange).toBe(false)
      expect(body.distanceTenthsKm).toBeGreaterThan(600)
    }
  })

  it('accepts the token of a suggestion from the search route', async () => {
    const { body: found } = await search('Väike-Maarja')
    const token = found.suggestions?.[0]?.token ?? ''
    const { response, body } = await distance(JSON.stringify({ token }))
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      label: 'Väike-Maarja alevik, Väike-Maarja vald, Lääne-Viru maakond',
      withinRange: true,
    })
  })

  it('accepts the token from a plain HTML form too', async () => {
    const form = new URLSearchParams({ token: tokenFor('Kunda') }).toString()
    const { response, body } = await distance(form, { contentType: 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(200)
    expect(body.label).toBe('Kunda linn, Lääne-Viru maakond')
  })

  it('400 "Aadress ei leitud" for a forged or broken token', async () => {
    const token = tokenFor('Tallinn')
    const [, signature] = token.split('.')
    const closer = Buffer.from(
      JSON.stringify(['Tallinn, Harju maakond', 59.3464, 26.3558, 'builtin']),
    ).toString('base64url')
    for (const forged of [
      `${closer}.${signature}`,
      signSuggestion(place('Tapa'), 'another secret'),
      'abc.def',
      '',
    ]) {
      const { response, body } = await distance(JSON.stringify({ token: forged }))
      expect(response.status).toBe(400)
      expect(body.error).toBe('Aadress ei leitud')
    }
  })

  it('400 for a body that is not { token }, however malformed or large', async () => {
    const bodies: (BodyInit | null)[] = [
      null,
      '',
      '{"token":',
      '[]',
      'null',
      '"token"',
      JSON.stringify({ token: 42 }),
      JSON.stringify({ address: 'Rakvere' }),
      JSON.stringify({ token: 'x'.repeat(3000) }),
      `{"token":"${'a'.repeat(100_000)}"}`,
    ]
    for (const body of bodies) {
      const result = await distance(body)
      expect(result.response.status).toBe(400)
      expect(result.body.error).toBe('Aadress ei leitud')
    }
  })

  it('no body or content type makes it fail with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 3 })),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          '',
        ),
        async (body, contentType) => {
          const { response, body: answer } = await distance(body, { contentType })
          expect(response.status).toBe(400)
          expect(answer.error).toBe('Aadress ei leitud')
        },
      ),
      { numRuns: 150 },
    )
  })

  it('429 past 30 distance requests a minute from one client', async () => {
    const clientIp = newClientAddress()
    const body = JSON.stringify({ token: tokenFor('Vinni') })
    for (let i = 0; i < 30; i++) expect((await distance(body, { clientIp })).response.status).toBe(200)
    const { response, body: answer } = await distance(body, { clientIp })
    expect(response.status).toBe(429)
    expect(answer.error).toBe('Liiga palju päringuid. Palun proovige mõne aja pärast uuesti.')
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
  })

  it('GET is answered with 405', async () => {
    const response = distanceLoader()
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })
})
