import { type AuditEntity, listAudit } from '#app/server/audit/audit-log.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { idParameter, json, jsonError, unavailable } from '#app/server/http/admin-api.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/audit'

const entities: readonly AuditEntity[] = [
  'product',
  'order',
  'inquiry',
  'blog_post',
  'mail',
  'closing_day',
  'content_item',
  'content',
  'invoice',
]

/**
 * The owner's content documents by key: the business facts, the privacy settings, a material's texts
 * and their Russian and English translations ('material:killustik:ru').
 */
const contentKey = /^(business|privacy|material:[a-z0-9-]{1,60}(?::(?:ru|en))?)$/

/**
 * `GET /api/admin/audit?entity=product&id=N` (or `?entity=content&key=business`): who changed what and
 * when, newest first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const params = new URL(request.url).searchParams
  const entity = params.get('entity') as AuditEntity | null
  if (!entity || !entities.includes(entity))
    return jsonError(400, `entity peab olema üks neist: ${entities.join(', ')}`)
  let id: string | number | null
  if (entity === 'content') {
    id = params.get('key')
    if (!id || !contentKey.test(id))
      return jsonError(
        400,
        'key peab olema business, privacy, material:<aadress> või material:<aadress>:<ru|en>',
      )
  } else {
    id = idParameter(request)
    if (id === null) return jsonError(400, 'Number (id) puudub')
  }
  try {
    const entries = await listAudit(getDb(), entity, id)
    return json(entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })))
  } catch (error) {
    return unavailable('GET /api/admin/audit', error)
  }
}
