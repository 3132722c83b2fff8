import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer } from '../support/server-fixture.ts'
import { captureServerOutput } from '../support/server-output.ts'

/**
 * The log's levels tell the client's mistakes from the server's faults: a request a client got wrong (a
 * method the address does not take, an action it does not have, a mangled index marker, a body that is
 * not what it says, a control character) gets its 4xx and at most an info or warn line without a stack, so that
 * anyone on the internet cannot fill the error log. Read from the real server process's output.
 */

interface LogLine {
  level: string
  msg: string
  reqId?: string
  status?: number
  err?: unknown
  stack?: unknown
  [field: string]: unknown
}

const site = setupServer({ env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const written = captureServerOutput(site)

function lines(): LogLine[] {
  return written.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine)
}

interface Mistake {
  why: string
  path: string
  init?: RequestInit
}

const form = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
})
const json = (method: string, body: string) => ({
  method,
  body,
  headers: { 'Content-Type': 'application/json' },
})

const mistakes: Mistake[] = [
  // Methods the address does not take.
  { why: 'PUT on a page', path: '/', init: { method: 'PUT' } },
  { why: 'DELETE on a material page', path: '/killustik', init: { method: 'DELETE' } },
  { why: 'POST on a page without an action', path: '/blogi', init: form('a=1') },
  { why: 'POST on a read-only API', path: '/api/products', init: json('POST', '{}') },
  { why: 'GET on a post-only API', path: '/api/orders' },
  { why: 'PATCH on the chat', path: '/api/chat', init: json('PATCH', '{}') },
  { why: 'PROPFIND', path: '/', init: { method: 'PROPFIND' } },
  { why: 'POST to a data address without an action', path: '/blogi.data', init: form('a=1') },
  // Mangled index markers: React Router takes only a bare `?index` for the index route.
  { why: '?index=anything', path: '/?index=anything', init: form('name=x') },
  { why: '?index=1&index=2', path: '/?index=1&index=2', init: form('name=x') },
  { why: 'a data request with a mangled index', path: '/_root.data?index=x', init: form('name=x') },
  // Actions and addresses that do not exist.
  { why: 'an unknown data address', path: '/ei-ole-olemas.data' },
  { why: 'an unknown page', path: '/ei-ole-olemas' },
  { why: 'an unknown API', path: '/api/ei-ole-olemas', init: json('POST', '{}') },
  {
    why: 'an unknown chat action',
    path: '/api/chat',
    init: json('POST', '{"action":"kustuta","sessionId":"sessioon-1"}'),
  },
  { why: 'an unknown server function', path: '/api/functions/tundmatu', init: json('POST', '{}') },
  // Bodies that are not what they say.
  { why: 'not JSON to the chat', path: '/api/chat', init: json('POST', '{"chatInput":') },
  { why: 'not JSON to the sign-in', path: '/api/auth/login', init: json('POST', 'kasutaja=x') },
  {
    why: 'a broken multipart order',
    path: '/api/orders',
    init: {
      method: 'POST',
      body: '--x\r\nbroken',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    },
  },
  {
    why: 'a broken multipart page action',
    path: '/killustik',
    init: {
      method: 'POST',
      body: 'not multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=y' },
    },
  },
  { why: 'JSON to a page action', path: '/killustik', init: json('POST', '{"quantity":5}') },
  { why: 'a staff form with no body', path: '/admin/login', init: { method: 'POST' } },
  // Control characters.
  { why: 'NUL in the sign-in', path: '/api/auth/login', init: json('POST', '{"username":"/e\\u0000"}') },
  { why: 'NUL in the staff sign-in form', path: '/admin/login', init: form('username=%2Fe%00&password=x') },
  {
    why: 'NUL in the chat',
    path: '/api/chat',
    init: json('POST', '{"action":"sendMessage","sessionId":"sessioon-1","chatInput":"a\\u0000"}'),
  },
  { why: 'a lone surrogate', path: '/api/auth/login', init: json('POST', '{"username":"\\ud800"}') },
  { why: 'NUL in a query', path: '/api/geo/search?q=%00' },
  { why: 'NUL in an address', path: '/tellimus/%00' },
]

/** A request with its target exactly as written: fetch would tidy `/\x` into `//x`. */
function rawTarget(target: string): Promise<{ status: number; reqId: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${site.url}/`,
      { path: target, headers: { 'X-Forwarded-For': newClientAddress() } },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reqId: String(response.headers['x-request-id']) }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('log levels', () => {
  it("a client's mistake is a 4xx with at most an info or warn line, never an error or a stack", async () => {
    const { token } = await signIn(site.url)
    const staffMistakes: Mistake[] = [
      {
        why: 'an unknown staff API action',
        path: '/api/admin/products?id=1&action=tundmatu',
        init: json('POST', '{}'),
      },
      { why: 'a wrong staff API method', path: '/api/admin/audit', init: json('DELETE', '{}') },
      { why: 'not JSON to a staff API', path: '/api/admin/products', init: json('POST', '{') },
      { why: 'NUL in a staff API query', path: '/api/admin/orders?status=%00' },
    ]
    const reqIds: string[] = []
    for (const { why, path, init } of [...mistakes, ...staffMistakes]) {
      const headers = new Headers(init?.headers)
      headers.set('X-Forwarded-For', newClientAddress())
      headers.set('Origin', site.url)
      if (staffMistakes.some((mistake) => mistake.why === why)) headers.set('X-Admin-Token', token)
      const response = await fetch(`${site.url}${path}`, { ...init, headers, redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.status, why).toBeGreaterThanOrEqual(400)
      expect(response.status, why).toBeLessThan(500)
      reqIds.push(response.headers.get('X-Request-Id') ?? '')
    }
    // Targets a browser never sends, which name another host if resolved against the site's address.
    for (const target of ['/\\[x', '//[x', '/\\evil.example/x', '//evil.example/x']) {
      const { status, reqId } = await rawTarget(target)
      expect(status, target).toBeGreaterThanOrEqual(400)
      expect(status, target).toBeLessThan(500)
      reqIds.push(reqId)
    }
    // A scheme the trusted proxy (loopback here) made up is no reason for a server error either.
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${site.url}/blogi`, {
        method,
        headers: { 'X-Forwarded-Proto': 'gopher', 'X-Forwarded-For': newClientAddress() },
      })
      await response.arrayBuffer()
      expect(response.status, method).toBeLessThan(500)
      reqIds.push(response.headers.get('X-Request-Id') ?? '')
    }
    // Every request has ended (its access line is written when the answer is out).
    await expect
      .poll(
        () =>
          reqIds.filter((reqId) => !lines().some((line) => line.msg === 'request' && line.reqId === reqId)),
        {
          timeout: 10_000,
        },
      )
      .toEqual([])
    const ours = lines().filter((line) => line.reqId !== undefined && reqIds.includes(line.reqId))
    expect(ours.filter((line) => !['debug', 'info', 'warn'].includes(line.level))).toEqual([])
    expect(ours.filter((line) => line.err !== undefined || line.stack !== undefined)).toEqual([])
    // Nothing else was written on the side: no console.error, no error line without a request id.
    expect(lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([])
    expect(written.stderr).toBe('')
  })
})
