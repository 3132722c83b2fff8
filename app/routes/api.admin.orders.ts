import { z } from 'zod'
import { hasControlCharacters, staffNoteMaxLength } from '#app/domain/order-status.ts'
import {
  firstIssue,
  idParam,
  jsonError,
  logFailure,
  methodNotAllowed,
  noStore,
  pageParam,
  queryOf,
  readJsonObject,
  unavailable,
} from '#app/server/admin-api.server.ts'
import {
  auditJson,
  changeOrderStatus,
  findOrder,
  listOrders,
  orderHistory,
  orderJson,
  orderListItemJson,
} from '#app/server/admin-orders.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { orderStatuses } from '#app/server/db/schema.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/api.admin.orders'

const statusParam = z
  .enum(orderStatuses, { error: 'Tundmatu staatus: lubatud on uus, kinnitatud, tarnitud või tühistatud.' })
  .optional()

const listQuery = z.object({ page: pageParam, status: statusParam })

const statusChange = z.strictObject({
  status: z.enum(orderStatuses, {
    error: 'Staatus peab olema üks järgmistest: uus, kinnitatud, tarnitud, tühistatud.',
  }),
  staffNote: z
    .string({ error: 'Sisemine märkus peab olema tekst.' })
    .max(staffNoteMaxLength, { error: `Sisemine märkus võib olla kuni ${staffNoteMaxLength} märki.` })
    .refine((note) => !hasControlCharacters(note), {
      error: 'Sisemine märkus sisaldab lubamatuid juhtmärke.',
    })
    .nullable()
    .optional(),
})

/** GET ?page=&status= → one page of orders, newest first; GET ?id=N → the order with its history. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  try {
    if (query.id !== undefined) {
      const id = idParam.safeParse(query.id)
      if (!id.success) return jsonError(400, firstIssue(id.error))
      const order = await findOrder(getDb(), id.data)
      if (!order) return jsonError(404, 'Tellimust ei leitud.')
      const history = await orderHistory(getDb(), id.data)
      return Response.json({ ...orderJson(order), history: history.map(auditJson) }, { headers: noStore })
    }
    const parsed = listQuery.safeParse(query)
    if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
    const list = await listOrders(getDb(), { page: parsed.data.page ?? 1, status: parsed.data.status })
    return Response.json(
      {
        orders: list.items.map(orderListItemJson),
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
        counts: list.counts,
      },
      { headers: noStore },
    )
  } catch (error) {
    logFailure('GET /api/admin/orders', error)
    return unavailable()
  }
}

/** PUT ?id=N {status, staffNote?}: the next status, with the audit entry in the same transaction. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  const session = await requireAdminApi(request)
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const id = idParam.safeParse(query.id)
  if (!id.success) return jsonError(400, firstIssue(id.error))
  const read = await readJsonObject(request)
  if (!read.ok) return jsonError(400, read.error)
  const parsed = statusChange.safeParse(read.body)
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error))
  try {
    const result = await changeOrderStatus(getDb(), {
      id: id.data,
      status: parsed.data.status,
      staffNote: parsed.data.staffNote,
      admin: session.username,
    })
    if (!result.ok) return jsonError(result.status, result.error)
    return Response.json(orderJson(result.order), { headers: noStore })
  } catch (error) {
    logFailure('PUT /api/admin/orders', error)
    return unavailable()
  }
}
