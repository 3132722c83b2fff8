import { request } from 'node:http'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { inquiryBody, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { captureServerOutput } from '../support/server-output.ts'

/**
 * A kept page answered before the middleware a hit does not need (app/server/http/page-cache-hits.server.ts,
 * ADR 057): the same status, headers (in their order) and bytes as the full path gave for the same
 * request, and every request the early answer leaves alone answered as before.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)
const written = captureServerOutput(site)

interface RawAnswer {
  status: number
  /** Header lines as sent, names lower-cased, in their order. */
  headers: [string, string][]
  body: Buffer
}

/** A request with exactly these headers, and the answer's bytes as they came (no decoding). */
function exchange(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(site.url)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const pairs: [string, string][] = []
        for (let index = 0; index < res.rawHeaders.length; index += 2)
          pairs.push([res.rawHeaders[index]!.toLowerCase(), res.rawHeaders[index + 1]!])
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const header = (answer: RawAnswer, name: string) => answer.headers.find(([key]) => key === name)?.[1]

/** The headers that belong to the request or the moment rather than to the page. */
const ownToTheRequest = new Set(['date', 'x-request-id', 'x-page-cache'])
const pageHeaders = (answer: RawAnswer) => answer.headers.filter(([name]) => !ownToTheRequest.has(name))

/** Codings as a browser, an old client and a program send them; none at all is a program too. */
const codings: [string, Record<string, string>][] = [
  ['brotli', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }],
  ['gzip', { 'Accept-Encoding': 'gzip' }],
  ['no Accept-Encoding', {}],
]

describe('a hit answered early', () => {
  it.each([
    ['/kalkulaator', 0],
    ['/privaatsus', 1],
    ['/sertifikaat', 2],
  ] as const)('%s: the bytes and headers the full path gave its first request', async (path, which) => {
    const [coding, headers] = codings[which]!
    const miss = await exchange(path, headers)
    expect(header(miss, 'x-page-cache'), coding).toBe('miss')
    for (const method of ['GET', 'HEAD']) {
      const hit = await exchange(path, headers, method)
      expect(header(hit, 'x-page-cache'), `${coding} ${method}`).toBe('hit')
      expect(hit.status).toBe(miss.status)
      expect(pageHeaders(hit), `${coding} ${method}`).toEqual(pageHeaders(miss))
      expect(hit.body.equals(method === 'HEAD' ? Buffer.alloc(0) : miss.body), `${coding} ${method}`).toBe(
        true,
      )
      // The headers every answer has, in the same place in the line-up as on the full path.
      expect(miss.headers.map(([name]) => name)).toEqual(hit.headers.map(([name]) => name))
    }
    // Revalidation: the same 304 as a request the early answer leaves to the full path (it names only
    // the identity coding, which compression() might otherwise have been asked to change).
    const tag = header(miss, 'etag') ?? ''
    const early = await exchange(path, { ...headers, 'If-None-Match': tag })
    const full = await exchange(path, { 'Accept-Encoding': 'identity', 'If-None-Match': tag })
    for (const answer of [early, full]) {
      expect(answer.status).toBe(304)
      expect(answer.body.length).toBe(0)
    }
    if (coding === 'no Accept-Encoding') expect(pageHeaders(early)).toEqual(pageHeaders(full))
    else expect(header(early, 'etag')).toBe(tag)
  })

  it('without Accept-Encoding, as a request the full path answers with the same coding', async () => {
    await exchange('/blogi')
    const early = await exchange('/blogi')
    const full = await exchange('/blogi', { 'Accept-Encoding': 'identity' })
    expect(header(early, 'x-page-cache')).toBe('hit')
    expect(header(full, 'x-page-cache')).toBe('hit')
    expect(pageHeaders(early)).toEqual(pageHeaders(full))
    expect(early.body.equals(full.body)).toBe(true)
  })

  it('writes one access line, with the method as asked, as every request does', async () => {
    await exchange('/')
    const head = await exchange('/', {}, 'HEAD')
    expect(header(head, 'x-page-cache')).toBe('hit')
    const reqId = header(head, 'x-request-id')
    await expect
      .poll(() =>
        written.stdout
          .split('\n')
          .filter((line) => line.includes(`"reqId":"${reqId}"`) && line.includes('"msg":"request"')),
      )
      .toHaveLength(1)
    const line = JSON.parse(written.stdout.split('\n').find((one) => one.includes(`"reqId":"${reqId}"`))!)
    expect(line).toMatchObject({ method: 'HEAD', path: '/', status: 200, aborted: false })
  })
})

describe('what the early answer leaves alone', () => {
  /** The home page kept, and its answer to a request without Accept-Encoding. */
  async function keptHome() {
    await exchange('/')
    const hit = await exchange('/')
    expect(header(hit, 'x-page-cache')).toBe('hit')
    return hit
  }

  it('a client that takes deflate but neither brotli nor gzip: compressed on the fly, as before', async () => {
    const plain = await keptHome()
    const deflated = await exchange('/', { 'Accept-Encoding': 'deflate' })
    expect(deflated.status).toBe(200)
    expect(header(deflated, 'x-page-cache')).toBe('hit')
    expect(header(deflated, 'content-encoding')).toBe('deflate')
    expect(inflateSync(deflated.body).equals(plain.body)).toBe(true)
  })

  it("a staff session is nobody's own on a public page; the staff's flash makes it private", async () => {
    const plain = await keptHome()
    const { cookie } = await staff.admin()
    const signedIn = await exchange('/', { Cookie: cookie })
    expect(header(signedIn, 'x-page-cache')).toBe('hit')
    expect(signedIn.body.equals(plain.body)).toBe(true)
    const flashed = await exchange('/', { Cookie: `${cookie}; admin_flash=x` })
    expect(flashed.status).toBe(200)
    expect(header(flashed, 'x-page-cache')).toBeUndefined()
    expect(header(flashed, 'cache-control')).toBe('private, no-cache')
  })

  it('a form post to a kept page runs its action', async () => {
    await keptHome()
    const posted = await postPageForm(`${site.url}/?index`, inquiryBody({ email: 'varajane@example.ee' }))
    expect(posted.status).toBe(302)
    expect(posted.headers.get('X-Page-Cache')).toBeNull()
    expect(posted.headers.get('Location')).toMatch(/^\/\?paring=saadetud/)
  })

  it("the gate's refusals and the control character check come first", async () => {
    await keptHome()
    const badHost = await exchange('/', { Host: 'kar jäär' })
    expect(badHost.status).toBe(400)
    expect(badHost.body.toString()).toContain('Päringu Host-päis on vigane.')
    expect(header(badHost, 'x-page-cache')).toBeUndefined()
    const control = await exchange('/?utm_source=a%01b')
    expect(control.status).toBe(400)
    expect(control.body.toString()).toContain('Saadetud tekstis on lubamatuid märke.')
    expect(header(control, 'x-page-cache')).toBeUndefined()
    const tooLong = await exchange(`/?utm_source=${'a'.repeat(9000)}`)
    expect(tooLong.status).toBe(414)
    const method = await exchange('/', {}, 'PUT')
    expect(method.status).toBe(405)
    expect(header(method, 'allow')).toBe('GET, HEAD')
  })

  it('a content change drops the page: the next request renders it again, then it is kept', async () => {
    const before = await keptHome()
    const business = await (await staff.api('/api/admin/business')).json()
    const phone = '+372 5444 8080'
    const changed = await staff.api('/api/admin/business', { method: 'PUT', body: { ...business, phone } })
    expect(changed.status).toBe(200)
    const next = await exchange('/')
    expect(header(next, 'x-page-cache')).toBe('miss')
    expect(next.body.toString()).toContain('5444 8080')
    expect(next.body.equals(before.body)).toBe(false)
    const again = await exchange('/')
    expect(header(again, 'x-page-cache')).toBe('hit')
    expect(again.body.equals(next.body)).toBe(true)
  })
})
