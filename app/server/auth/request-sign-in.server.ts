import type { AppLoadContext } from 'react-router'
import { clientIpHash } from '../http/request-context.server.ts'
import { getDb } from '../runtime.server.ts'
import { deviceCookieAfterSignIn, deviceIdFor } from './device-cookie.server.ts'
import { sessionCookie } from './guard.server.ts'
import { type LoginResult, logIn } from './login.server.ts'

/**
 * A sign-in posted to the site (/api/auth/login, or a staff page's sign-in form): the client's address
 * and the browser's device cookie decide which limits apply to it.
 */
export async function logInFromRequest(
  request: Request,
  context: AppLoadContext,
  credentials: { username: string; password: string },
): Promise<LoginResult> {
  return logIn(getDb(), {
    ...credentials,
    clientKey: clientIpHash(context.clientIp),
    deviceId: await deviceIdFor(request, credentials.username),
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
