import { deviceCookieAfterSignIn, deviceIdFor } from '#app/server/auth/device-cookie.server.ts'
import { sessionCookie } from '#app/server/auth/guard.server.ts'
import { logIn } from '#app/server/auth/login.server.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/auth-login'

const noStore = { 'Cache-Control': 'no-store' }

/** SPEC §7: `{username, password}` → `{token, user: {username}}`, and the session cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return Response.json({ error: 'Päring peab olema JSON.' }, { status: 400, headers: noStore })
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const username = typeof fields.username === 'string' ? fields.username : ''
  const password = typeof fields.password === 'string' ? fields.password : ''
  let result: Awaited<ReturnType<typeof logIn>>
  try {
    result = await logIn(getDb(), {
      username,
      password,
      clientKey: clientIpHash(context.clientIp),
      deviceId: await deviceIdFor(request, username),
    })
  } catch (error) {
    logFailure('POST /api/auth/login', error)
    return Response.json(
      { error: 'Sisselogimine ei ole hetkel võimalik. Palun proovige hetke pärast uuesti.' },
      { status: 503, headers: noStore },
    )
  }
  if (!result.ok) {
    const headers: Record<string, string> = { ...noStore }
    if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
    return Response.json({ error: result.error }, { status: result.status, headers })
  }
  const headers = new Headers(noStore)
  headers.append('Set-Cookie', sessionCookie(request, result.token))
  headers.append('Set-Cookie', await deviceCookieAfterSignIn(request, result.username))
  return Response.json({ token: result.token, user: { username: result.username } }, { headers })
}

export const loader = onlyPost
