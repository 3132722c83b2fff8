import { z } from 'zod'
import { orderStatusValues } from '#app/domain/order-status.ts'
import { auditJson } from '#app/server/audit/audit-log.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import {
  idAndBody,
  json,
  jsonError,
  methodNotAllowed,
  pageParam,
  recordOrList,
  unavailable,
} from '#app/server/http/admin-api.server.ts'
import {
  changeOrderStatus,
  findOrder,
  listOrders,
  orderHistory,
  orderJson,
  orderListItemJson,
  orderStatusChangeSchema,
} from '#app/server/orders/order-inbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/orders'

const statusParam = z
  .enum(orderStatusValues, {
    error: 'Tundmatu staatus: lubatud on uus, kinnitatud, tarnitud või tühistatud.',
  })
  .optional()

const listQuery = z.object({ page: pageParam, status: statusParam })

/** GET ?page=&status= → one page of orders, newest first; GET ?id=N → the order with its history. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return recordOrList(request, 'GET /api/admin/orders', {
    notFound: 'Tellimust ei leitud.',
    listQuery,
    one: async (id) => {
      const order = await findOrder(getDb(), id)
      if (!order) return null
      const history = await orderHistory(getDb(), id)
      return { ...orderJson(order), history: history.map(auditJson) }
    },
    list: async (query) => {
      const list = await listOrders(getDb(), { page: query.page ?? 1, status: query.status })
      return {
        orders: list.items.map(orderListItemJson),
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
        counts: list.counts,
      }
    },
  })
}

/** PUT ?id=N {status, staffNote?}: the next status, with the audit entry in the same transaction. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  const session = await requireAdminApi(request)
  const input = await idAndBody(request, orderStatusChangeSchema)
  if (!input.ok) return input.response
  try {
    const result = await changeOrderStatus(getDb(), {
      id: input.id,
      status: input.body.status,
      staffNote: input.body.staffNote,
      admin: session.username,
    })
    if (!result.ok) return jsonError(result.status, result.error)
    return json(orderJson(result.order))
  } catch (error) {
    return unavailable('PUT /api/admin/orders', error)
  }
}
