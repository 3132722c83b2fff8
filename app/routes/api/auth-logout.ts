import { checkAdmin, clearedSessionCookie } from '#app/server/auth/guard.server.ts'
import { revokeSession } from '#app/server/auth/sessions.server.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/auth-logout'

/** Ends the session the request's token belongs to (revoked for good) and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  const headers = { 'Cache-Control': 'no-store', 'Set-Cookie': clearedSessionCookie(request) }
  const check = await checkAdmin(request)
  if (check.ok) {
    try {
      await revokeSession(getDb(), check.session.sessionId)
    } catch (error) {
      logFailure('POST /api/auth/logout', error)
      return Response.json(
        { error: 'Väljalogimine ei õnnestunud. Palun proovige uuesti.' },
        { status: 503, headers },
      )
    }
  } else if (check.reason === 'origin') {
    return Response.json({ error: 'Päring ei tulnud selle saidi lehelt.' }, { status: 403, headers })
  }
  // Signed out already (or an unknown token): the outcome the caller wants.
  return Response.json({ ok: true }, { headers })
}

export const loader = onlyPost
