import { type AppLoadContext, data, redirect } from 'react-router'
import { signOutFormSchema } from '#app/domain/sign-in-forms.ts'
import { readFormData } from '../http/form-data.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { log } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import { checkAdmin, clearedSessionCookie } from './guard.server.ts'
import type { LoginResult } from './login.server.ts'
import { logInFromRequest, signedInHeaders } from './request-sign-in.server.ts'
import { revokeSession } from './sessions.server.ts'

/**
 * Sign-in posted by the staff's sign-in forms (/admin/login, /blogi-admin), with or without JavaScript:
 * the same check as /api/auth/login, then the session cookie and a redirect (post/redirect/get). A
 * refusal answers `{error}`: the page's own text, or the server's explanation of a lockout. The staff
 * pages keep no token of their own: the httpOnly cookie is their one session (ADR 036).
 */
export async function signInFromForm(
  request: Request,
  context: AppLoadContext,
  page: { path: string; refusedText: string; redirectTo: string },
) {
  const form = await readFormData(request)
  let result: LoginResult
  try {
    result = await logInFromRequest(request, context, form)
  } catch (error) {
    log.error({ err: error, page: page.path }, 'form sign-in failed')
    return data(
      { error: 'Sisselogimine ei ole hetkel võimalik. Palun proovige hetke pärast uuesti.' },
      { status: 503 },
    )
  }
  if (!result.ok)
    return data({ error: result.status === 429 ? result.error : page.refusedText }, { status: result.status })
  throw redirect(page.redirectTo, { headers: await signedInHeaders(request, result) })
}

/**
 * 'Välju' and 'Logi välja' (a form post to /admin/logout): ends the cookie's session for good, clears
 * the cookie and goes to the sign-in page named in `next`.
 */
export async function signOutFromForm(request: Request) {
  // Any `next` but a sign-in page leads to the staff's (signOutFormSchema): nothing here is refused.
  const parsed = parseSubmission(signOutFormSchema, await readFormData(request))
  const next = parsed.ok ? parsed.value.next : '/admin/login'
  const headers = { 'Set-Cookie': clearedSessionCookie(request) }
  const check = await checkAdmin(request)
  if (!check.ok && check.reason === 'origin')
    return data({ error: 'Päring ei tulnud selle saidi lehelt.' }, { status: 403 })
  if (check.ok) {
    try {
      await revokeSession(getDb(), check.session.sessionId)
    } catch (error) {
      log.error({ err: error }, 'form sign-out failed')
      return data({ error: 'Väljalogimine ei õnnestunud. Palun proovige uuesti.' }, { status: 503, headers })
    }
  }
  throw redirect(next, { headers })
}
