import { type AuditEntity, listAudit } from '#app/server/audit/audit-log.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { idParameter, json, jsonError, unavailable } from '#app/server/http/admin-api.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/audit'

const entities: readonly AuditEntity[] = ['product', 'order', 'inquiry', 'blog_post', 'mail', 'closing_day']

/** `GET /api/admin/audit?entity=product&id=N`: who changed what and when, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const entity = new URL(request.url).searchParams.get('entity') as AuditEntity | null
  if (!entity || !entities.includes(entity))
    return jsonError(400, `entity peab olema üks neist: ${entities.join(', ')}`)
  const id = idParameter(request)
  if (id === null) return jsonError(400, 'Number (id) puudub')
  try {
    const entries = await listAudit(getDb(), entity, id)
    return json(entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })))
  } catch (error) {
    return unavailable('GET /api/admin/audit', error)
  }
}
