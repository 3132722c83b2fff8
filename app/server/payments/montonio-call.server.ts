import { SignJWT } from 'jose'
import {
  failure,
  type MontonioFailure,
  type MontonioKeys,
  type MontonioSettings,
  montonioSecret,
} from './montonio-settings.server.ts'

/**
 * One call to Montonio's Stargate API. Every request is a JWT signed HS256 with the secret key and
 * carrying the access key: in the body as `{ data: <token> }` for POST, in `Authorization: Bearer` for
 * GET.
 */

const requestTokenSeconds = 10 * 60

/** A request token: the data, the access key, HS256 with the secret key, valid for ten minutes. */
export async function requestToken(
  settings: MontonioKeys,
  data: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({ ...data, accessKey: settings.accessKey })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${requestTokenSeconds}s`)
    .sign(montonioSecret(settings))
}

type Answer = { ok: true; status: number; body: unknown } | MontonioFailure

export async function call(
  settings: MontonioSettings,
  path: string,
  init: { method: 'GET' | 'POST'; token: string },
): Promise<Answer> {
  const url = `${settings.apiUrl}${path}`
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.method === 'GET') headers.Authorization = `Bearer ${init.token}`
  else headers['Content-Type'] = 'application/json'
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      body: init.method === 'POST' ? JSON.stringify({ data: init.token }) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    })
    text = await response.text()
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError')
      return failure('timeout', `${init.method} ${path}: no answer in time`)
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return failure(
      'network',
      `${init.method} ${path}: ${error instanceof Error ? error.message : error}${cause}`,
    )
  }
  const excerpt = text.slice(0, 300).replace(/\s+/g, ' ')
  if (response.status >= 500)
    return failure('server', `${init.method} ${path}: HTTP ${response.status} ${excerpt}`, response.status)
  if (response.status < 200 || response.status >= 300)
    return failure('refused', `${init.method} ${path}: HTTP ${response.status} ${excerpt}`, response.status)
  try {
    return { ok: true, status: response.status, body: JSON.parse(text) }
  } catch {
    return failure('malformed', `${init.method} ${path}: HTTP ${response.status}, not JSON`, response.status)
  }
}
