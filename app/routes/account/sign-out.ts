import { redirect } from 'react-router'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { checkCustomer } from '#app/server/customers/customer-guard.server.ts'
import {
  clearedCustomerCookie,
  revokeCustomerSession,
} from '#app/server/customers/customer-sessions.server.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { log } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/sign-out'

/** /konto/valju: 'Logi välja' posts here; the session ends for good and its cookie is cleared. */
export async function action({ request }: Route.ActionArgs) {
  const headers = { 'Set-Cookie': clearedCustomerCookie(request) }
  const check = await checkCustomer(request)
  if (!check.ok && check.reason === 'origin')
    return new Response('Päring ei tulnud selle saidi lehelt.', { status: 403 })
  if (check.ok) {
    try {
      await revokeCustomerSession(getDb(), check.session.sessionId)
    } catch (error) {
      log.error({ err: error }, 'customer sign-out failed')
      return new Response('Väljalogimine ei õnnestunud. Palun proovige uuesti.', { status: 503, headers })
    }
  }
  throw redirect(localePath(splitLocalePath(new URL(request.url).pathname).locale, '/konto/sisene'), {
    headers,
  })
}

export const loader = onlyPost
