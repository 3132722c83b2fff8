import { z } from 'zod'
import { type AuditEntry, auditJson } from '../audit/audit-log.server.ts'
import { requireAdminApi } from '../auth/guard.server.ts'
import type { Database } from '../db/database.server.ts'
import { getDb } from '../runtime.server.ts'
import {
  firstIssue,
  idParam,
  json,
  jsonError,
  methodNotAllowed,
  pageParam,
  queryOf,
  unavailable,
} from './admin-api.server.ts'
import type { PageOf } from './admin-paging.server.ts'
import { type PutFields, readPutBody } from './put-body.server.ts'

/**
 * The admin API of a staff inbox (orders, inquiries): `GET ?page=&status=` one page of the list, newest
 * first, with the count per status; `GET ?id=N` one record with its history; `PUT ?id=N` a change of
 * that record, which takes back the record as GET gave it (put-body.server.ts). Every call needs a
 * signed-in admin.
 */
export interface InboxApi<Row, Item, Status extends string> {
  /** For the log and the answers, e.g. '/api/admin/orders'. */
  path: string
  notFound: string
  /** The list's name in the answer, e.g. 'orders'. */
  listName: string
  statuses: readonly [Status, ...Status[]]
  /** Said when `?status=` is none of them. */
  statusError: string
  find(db: Database, id: number): Promise<Row | null>
  history(db: Database, id: number): Promise<AuditEntry[]>
  /** A record as GET ?id=N answers it, without its history. */
  recordJson(row: Row): object
  list(
    db: Database,
    query: { page: number; status?: Status | undefined },
  ): Promise<PageOf<Item> & { counts: unknown }>
  itemJson(item: Item): object
  /** The fields PUT takes (see put-body.server.ts). */
  put: PutFields
  /** Makes the change the PUT's body asks for and answers it. */
  change(target: { id: number; admin: string }, body: Record<string, unknown>): Promise<Response>
}

/** A record as GET ?id=N answers it, with its history; null when there is none. */
async function recordOf<Row>(
  api: Pick<InboxApi<Row, unknown, string>, 'find' | 'history' | 'recordJson'>,
  id: number,
): Promise<object | null> {
  const row = await api.find(getDb(), id)
  if (!row) return null
  const history = await api.history(getDb(), id)
  return { ...api.recordJson(row), history: history.map(auditJson) }
}

export function inboxLoader<Row, Item, Status extends string>(api: InboxApi<Row, Item, Status>) {
  const listQuery = z.object({
    page: pageParam,
    status: z.enum(api.statuses, { error: api.statusError }).optional(),
  })
  return async ({ request }: { request: Request }): Promise<Response> => {
    await requireAdminApi(request)
    const query = queryOf(request)
    if (typeof query === 'string') return jsonError(400, query)
    try {
      if (query.id !== undefined) {
        const id = idParam.safeParse(query.id)
        if (!id.success) return jsonError(400, firstIssue(id.error))
        const record = await recordOf(api, id.data)
        return record ? json(record) : jsonError(404, api.notFound)
      }
      const parsed = listQuery.safeParse(query)
      if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
      const list = await api.list(getDb(), { page: parsed.data.page ?? 1, status: parsed.data.status })
      return json({
        [api.listName]: list.items.map(api.itemJson),
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
        counts: list.counts,
      })
    } catch (error) {
      return unavailable(`GET ${api.path}`, error)
    }
  }
}

export function inboxAction<Row, Item, Status extends string>(api: InboxApi<Row, Item, Status>) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
    const session = await requireAdminApi(request)
    const query = queryOf(request)
    if (typeof query === 'string') return jsonError(400, query)
    const id = idParam.safeParse(query.id)
    if (!id.success) return jsonError(400, firstIssue(id.error))
    try {
      const body = await readPutBody(request, () => recordOf(api, id.data), api.put)
      if (!body.ok) return body.response
      return await api.change({ id: id.data, admin: session.username }, body.body)
    } catch (error) {
      return unavailable(`PUT ${api.path}`, error)
    }
  }
}
