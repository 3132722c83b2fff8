import { type AppLoadContext, data, redirect } from 'react-router'
import { readFormData } from '../http/form-data.server.ts'
import { clientIpHash } from '../http/request-context.server.ts'
import { log } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import { deviceCookieAfterSignIn, deviceIdFor } from './device-cookie.server.ts'
import { sessionCookie } from './guard.server.ts'
import { logIn } from './login.server.ts'

/**
 * Sign-in posted by a form without JavaScript (/admin/login, /blogi-admin): the same check as
 * /api/auth/login, then the session cookie and a redirect (post/redirect/get). A refusal answers
 * `{error}`: the page's own text, or the server's explanation of a lockout.
 */
export async function signInFromForm(
  request: Request,
  context: AppLoadContext,
  page: { path: string; refusedText: string; redirectTo: string },
) {
  const form = await readFormData(request)
  const username = String(form.get('username') ?? '')
  const password = String(form.get('password') ?? '')
  let result: Awaited<ReturnType<typeof logIn>>
  try {
    result = await logIn(getDb(), {
      username,
      password,
      clientKey: clientIpHash(context.clientIp),
      deviceId: await deviceIdFor(request, username),
    })
  } catch (error) {
    log.error({ err: error, page: page.path }, 'form sign-in failed')
    return data(
      { error: 'Sisselogimine ei ole hetkel võimalik. Palun proovige hetke pärast uuesti.' },
      { status: 503 },
    )
  }
  if (!result.ok)
    return data({ error: result.status === 429 ? result.error : page.refusedText }, { status: result.status })
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie(request, result.token))
  headers.append('Set-Cookie', await deviceCookieAfterSignIn(request, result.username))
  throw redirect(page.redirectTo, { headers })
}
