import type { AppLoadContext } from 'react-router'
import { signInSchema } from '#app/domain/sign-in-forms.ts'
import { clientIpHash } from '../http/request-context.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { getDb } from '../runtime.server.ts'
import { deviceCookieAfterSignIn, deviceIdFor } from './device-cookie.server.ts'
import { sessionCookie } from './guard.server.ts'
import { type LoginResult, logIn } from './login.server.ts'

/**
 * A sign-in posted to the site (/api/auth/login's JSON, or a staff page's sign-in form), read through
 * signInSchema: the client's address and the browser's device cookie decide which limits apply to it.
 */
export async function logInFromRequest(
  request: Request,
  context: AppLoadContext,
  posted: FormData | unknown,
): Promise<LoginResult> {
  const credentials = parseSubmission(signInSchema, posted)
  if (!credentials.ok) return { ok: false, status: 400, error: credentials.error }
  const { username, password } = credentials.value
  return logIn(getDb(), {
    username,
    password,
    clientKey: clientIpHash(context.clientIp),
    deviceId: await deviceIdFor(request, username),
  })
}

/** The headers of a successful sign-in: the session cookie, and the device cookie of its browser. */
export async function signedInHeaders(
  request: Request,
  signedIn: { token: string; username: string },
  headers = new Headers(),
): Promise<Headers> {
  headers.append('Set-Cookie', sessionCookie(request, signedIn.token))
  headers.append('Set-Cookie', await deviceCookieAfterSignIn(request, signedIn.username))
  return headers
}
