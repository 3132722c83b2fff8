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
  changeDependencies,
  changeOrderStatus,
  confirmOrder,
  customerUrlOf,
  parseOrderChange,
} from '#app/server/orders/order-changes.server.ts'
import {
  findOrder,
  listOrders,
  orderHistory,
  orderJson,
  orderListItemJson,
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
      return { ...orderJson(order, { customerUrl: customerUrlOf(order) }), history: history.map(auditJson) }
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

/**
 * PUT ?id=N with {status: "kinnitatud", deliveryDate, timeWindow, quantity?, deliveryAddress?,
 * priceAdjustmentEur?, adjustmentReason?, notifyCustomer?, version?} confirms an order; the same without
 * status moves or corrects a confirmed one. {status, staffNote?, cancelReason?, notifyCustomer?, version?}
 * marks it delivered or cancelled. Each with its audit entry and the customer's mail in one transaction.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  const session = await requireAdminApi(request)
  const input = await idAndBody(request, z.record(z.string(), z.unknown()))
  if (!input.ok) return input.response
  const change = parseOrderChange(input.body)
  // A status change is answered as it always was, { error }; a confirmation names the field too.
  if (!change.ok)
    return jsonError(
      400,
      change.error,
      change.field && ('deliveryDate' in input.body || 'timeWindow' in input.body)
        ? { field: change.field }
        : {},
    )
  try {
    const deps = changeDependencies()
    const target = { id: input.id, admin: session.username }
    const result =
      change.kind === 'confirm'
        ? await confirmOrder(deps, { ...change.value, ...target })
        : await changeOrderStatus(deps, { ...change.value, ...target })
    if (!result.ok) return jsonError(result.status, result.error, result.field ? { field: result.field } : {})
    return json(orderJson(result.order, { customerUrl: customerUrlOf(result.order) }))
  } catch (error) {
    return unavailable('PUT /api/admin/orders', error)
  }
}
