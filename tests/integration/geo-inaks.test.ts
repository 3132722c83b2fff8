import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createInaksClient, type InaksClientOptions } from '#app/server/geo/inaks.server.ts'
import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { fixture, startReplayServer } from '../fixtures/geo/replay-server.ts'
import { failureOf, setupReplayServer } from '../support/replay-fixture.ts'

/** The In-AKS gazetteer client against a local server replaying recorded-format answers. */

const server = setupReplayServer()
let gazetteerUrl: string

beforeAll(() => {
  gazetteerUrl = `${server.url}/inaks/inaadress/gazetteer/`
})

beforeEach(() => {
  server.reply(() => ({ json: fixture('inaks-empty.json') }))
})

// A fresh budget per client, so that the process-wide one is never touched by tests.
function client(options: Partial<InaksClientOptions> = {}) {
  return createInaksClient({
    url: gazetteerUrl,
    timeoutMs: 2000,
    limiter: createRateLimiter({ limit: 1000, windowMs: 600_000 }),
    ...options,
  })
}

/** A suggestion as the client makes it from an In-AKS address. */
const inaks = (label: string, latitude: number, longitude: number) => ({
  label,
  latitude,
  longitude,
  source: 'inaks',
})

describe('a found address', () => {
  it('is asked for with the documented parameters', async () => {
    server.reply(() => ({ json: fixture('inaks-rakvere.json') }))
    await client().search('Rakvere')
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/inaks/inaadress/gazetteer/')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      address: 'Rakvere',
      results: '10',
      features: 'EHAK,VAIKEKOHT,TANAV,KATASTRIYKSUS,EHITISHOONE',
      appartment: '0',
    })
  })

  it('reads the label from pikkaadress and WGS84 from viitepunkt_b and viitepunkt_l', async () => {
    server.reply(() => ({ json: fixture('inaks-rakvere.json') }))
    expect(await client().search('Rakvere')).toEqual({
      kind: 'found',
      suggestions: [
        inaks('Lääne-Viru maakond, Rakvere linn', 59.347828, 26.360296),
        inaks('Lääne-Viru maakond, Rakvere vald', 59.32457, 26.29757),
        inaks('Lääne-Viru maakond, Kadrina vald, Kadrina alevik, Rakvere tee', 59.345832, 26.139773),
      ],
    })
  })

  it('finds Tapa with the town first', async () => {
    server.reply(() => ({ json: fixture('inaks-tapa.json') }))
    const answer = await client().search('Tapa')
    expect(answer.kind === 'found' && answer.suggestions[0]).toEqual(
      inaks('Lääne-Viru maakond, Tapa vald, Tapa linn', 59.263345, 25.959605),
    )
  })

  it('shows a building and its cadastral unit with one address once', async () => {
    server.reply(() => ({ json: fixture('inaks-street.json') }))
    expect(await client().search('Pikk 40, Rakvere')).toEqual({
      kind: 'found',
      suggestions: [inaks('Lääne-Viru maakond, Rakvere linn, Pikk tn 40', 59.346104, 26.355197)],
    })
    expect(server.requests[0]?.url.searchParams.get('address')).toBe('Pikk 40, Rakvere')
  })

  it('falls back to taisaadress (first of parallel addresses) and then aadresstekst for the label', async () => {
    const [row] = (fixture('inaks-street.json') as { addresses: Record<string, unknown>[] }).addresses
    server.reply(() => ({
      json: {
        addresses: [
          {
            ...row,
            pikkaadress: '',
            taisaadress: 'Lääne-Viru maakond, Rakvere linn, Pikk tn 40 // Turu plats 2',
          },
          {
            ...row,
            pikkaadress: null,
            taisaadress: null,
            aadresstekst: 'Pikk tn 42',
            viitepunkt_b: '59.3462',
          },
        ],
      },
    }))
    const answer = await client().search('Pikk tn 4')
    expect(answer.kind === 'found' && answer.suggestions.map((suggestion) => suggestion.label)).toEqual([
      'Lääne-Viru maakond, Rakvere linn, Pikk tn 40',
      'Pikk tn 42',
    ])
  })

  it('skips rows without usable coordinates and keeps the rest', async () => {
    const [row] = (fixture('inaks-street.json') as { addresses: Record<string, unknown>[] }).addresses
    server.reply(() => ({
      json: {
        addresses: [
          { ...row, pikkaadress: 'A', viitepunkt_b: '' },
          { ...row, pikkaadress: 'B', viitepunkt_l: 'not a number' },
          { ...row, pikkaadress: 'C', viitepunkt_b: '95.0' },
          { ...row, pikkaadress: 'D', viitepunkt_b: '48.85', viitepunkt_l: '2.35' },
          'not an object',
          { ...row, pikkaadress: 'E' },
        ],
      },
    }))
    const answer = await client().search('kõik read')
    expect(answer.kind === 'found' && answer.suggestions.map((suggestion) => suggestion.label)).toEqual(['E'])
  })
})

describe('no result and refusals', () => {
  it('an empty list is "not found"', async () => {
    expect(await client().search('Olematu küla 123')).toEqual({ kind: 'refused', reason: 'not-found' })
  })

  it('an answer with only a host is "not found" too', async () => {
    server.reply(() => ({ json: { host: 'inaks-app-1' } }))
    expect(await client().search('Olematu küla 123')).toEqual({ kind: 'refused', reason: 'not-found' })
  })

  it.for([
    ['inaks-error-lyhitxt.json', 'too-short'],
    ['inaks-error-eieesti.json', 'outside-estonia'],
    ['inaks-error-liigayldine.json', 'too-general'],
  ] as const)('error code in %s means %s', async ([name, reason]) => {
    server.reply(() => ({ json: fixture(name) }))
    expect(await client().search('&&& ///')).toEqual({ kind: 'refused', reason })
  })

  it('LYHITXT2 and an error given as an object are understood as well', async () => {
    server.reply(() => ({ json: { error: 'LYHITXT2' } }))
    expect(await client().search('ja ning')).toEqual({ kind: 'refused', reason: 'too-short' })
    server.reply(() => ({ json: { error: { code: 'EIEESTI', message: 'väljaspool Eestit' } } }))
    expect(await client().search('Riia 1, Valka')).toEqual({ kind: 'refused', reason: 'outside-estonia' })
  })

  it('a query shorter than 3 characters is not sent', async () => {
    expect(await client().search('  R  ')).toEqual({ kind: 'refused', reason: 'too-short' })
    expect(await client().search('Ra')).toEqual({ kind: 'refused', reason: 'too-short' })
    expect(server.requests).toHaveLength(0)
  })
})

describe('when In-AKS cannot answer', () => {
  it('any other error code is a service failure', async () => {
    server.reply(() => ({ json: { error: 'DBERROR', host: 'inaks-app-1' } }))
    expect((await failureOf(client().search('Rakvere'))).kind).toBe('service')
  })

  it('HTTP 500 is a failure', async () => {
    server.reply(() => ({
      status: 500,
      body: '<html>Internal Server Error</html>',
      contentType: 'text/html',
    }))
    const error = await failureOf(client().search('Rakvere'))
    expect(error.kind).toBe('http')
    expect(error.message).toMatch(/500/)
  })

  it('malformed JSON is a failure', async () => {
    server.reply(() => ({ body: '{"addresses": [{"pikkaadress": "Rakv' }))
    expect((await failureOf(client().search('Rakvere'))).kind).toBe('malformed')
  })

  it('JSON of another shape is a failure, not "not found"', async () => {
    server.reply(() => ({ json: ['addresses'] }))
    expect((await failureOf(client().search('Rakvere'))).kind).toBe('malformed')
    server.reply(() => ({ json: { addresses: [{ foo: 1 }] } }))
    expect((await failureOf(client().search('Tapa linn'))).kind).toBe('malformed')
  })

  it('a server that never answers is given up on when the time limit passes', async () => {
    server.reply(() => 'hang')
    const started = Date.now()
    const error = await failureOf(client({ timeoutMs: 150 }).search('Rakvere'))
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('a closed port is a network failure', async () => {
    const closed = await startReplayServer()
    await closed.close()
    const error = await failureOf(client({ url: `${closed.url}/gazetteer` }).search('Rakvere'))
    expect(error.kind).toBe('network')
  })
})

describe('cache and request budget', () => {
  it('a repeated query, whatever its case and spacing, is answered from the cache', async () => {
    server.reply(() => ({ json: fixture('inaks-rakvere.json') }))
    const gazetteer = client()
    const first = await gazetteer.search('Rakvere')
    expect(await gazetteer.search('  rakvere ')).toEqual(first)
    expect(await gazetteer.search('RAKVERE')).toEqual(first)
    expect(server.requests).toHaveLength(1)
  })

  it('refusals are cached, failures are not', async () => {
    const gazetteer = client()
    server.reply(() => ({ json: fixture('inaks-error-liigayldine.json') }))
    await gazetteer.search('maakond')
    await gazetteer.search('maakond')
    expect(server.requests).toHaveLength(1)

    server.reply(() => ({ status: 503, body: 'busy', contentType: 'text/plain' }))
    await failureOf(gazetteer.search('Tapa'))
    server.reply(() => ({ json: fixture('inaks-tapa.json') }))
    expect((await gazetteer.search('Tapa')).kind).toBe('found')
    expect(server.requests).toHaveLength(3)
  })

  it('identical queries in flight at once share one request', async () => {
    server.reply(() => ({ json: fixture('inaks-tapa.json') }))
    const gazetteer = client()
    const answers = await Promise.all([
      gazetteer.search('Tapa'),
      gazetteer.search('tapa'),
      gazetteer.search('Tapa '),
    ])
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(server.requests).toHaveLength(1)
  })

  it('past the request budget nothing more is sent until the window ends', async () => {
    let now = 1_000_000
    const limiter = createRateLimiter({ limit: 2, windowMs: 600_000 })
    const budget = { ...limiter, hit: (key: string) => limiter.hit(key, now) }
    const gazetteer = client({ limiter: budget })
    await gazetteer.search('Rakvere')
    await gazetteer.search('Tapa')
    const error = await failureOf(gazetteer.search('Kunda'))
    expect(error.kind).toBe('rate-limited')
    expect(server.requests).toHaveLength(2)
    // Cached answers do not count against the budget.
    expect((await gazetteer.search('Rakvere')).kind).toBe('refused')

    now += 600_000
    await gazetteer.search('Kunda')
    expect(server.requests).toHaveLength(3)
  })
})
