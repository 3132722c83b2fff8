import type { LoginResult } from '#app/server/auth/login.server.ts'
import { logInFromRequest, signedInHeaders } from '#app/server/auth/request-sign-in.server.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { logFailure } from '#app/server/log.server.ts'
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
  let result: LoginResult
  try {
    result = await logInFromRequest(request, context, body)
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
  const headers = await signedInHeaders(request, result, new Headers(noStore))
  return Response.json({ token: result.token, user: { username: result.username } }, { headers })
}

export const loader = onlyPost
