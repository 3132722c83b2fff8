import { z } from 'zod'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import {
  idParam,
  jsonError,
  methodNotAllowed,
  noStore,
  parsedQuery,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { mailJson, retryMail } from '#app/server/mail/failed-mails.server.ts'
import { listFailedMails } from '#app/server/mail/outbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/mails'

/** GET → the mails the outbox gave up on, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  try {
    const mails = await listFailedMails(getDb())
    return Response.json({ mails: mails.map(mailJson) }, { headers: noStore })
  } catch (error) {
    logFailure('GET /api/admin/mails', error)
    return unavailable()
  }
}

const retryQuery = z.object({
  id: idParam,
  action: z.literal('retry', { error: 'Tundmatu toiming: lubatud on action=retry.' }),
})

/** POST ?id=N&action=retry: the mail is queued again and the worker woken. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const session = await requireAdminApi(request)
  const parsed = parsedQuery(request, retryQuery)
  if (parsed instanceof Response) return parsed
  try {
    const retried = await retryMail(getDb(), { id: parsed.id, admin: session.username })
    if (!retried)
      return jsonError(404, 'Saatmata jäänud kirja ei leitud (võib-olla on see juba uuesti saadetud).')
    return Response.json({ ok: true, id: parsed.id, status: 'pending' }, { headers: noStore })
  } catch (error) {
    logFailure('POST /api/admin/mails', error)
    return unavailable()
  }
}
