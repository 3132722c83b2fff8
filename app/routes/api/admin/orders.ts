import { type OrderStatus, orderStatusValues } from '#app/domain/order-status.ts'
import { json, jsonError } from '#app/server/http/admin-api.server.ts'
import { type InboxApi, inboxAction, inboxLoader } from '#app/server/http/admin-inbox.server.ts'
import { fieldsOf } from '#app/server/http/put-body.server.ts'
import {
  changeDependencies,
  changeOrder,
  confirmationSchema,
  customerUrlOf,
  statusChangeSchema,
} from '#app/server/orders/order-changes.server.ts'
import {
  findOrder,
  listOrders,
  type OrderListItem,
  type OrderRow,
  orderHistory,
  orderJson,
  orderListItemJson,
} from '#app/server/orders/order-inbox.server.ts'

const withCustomerUrl = (order: OrderRow) => orderJson(order, { customerUrl: customerUrlOf(order) })

/**
 * GET ?page=&status= → one page of orders, newest first; GET ?id=N → the order with its history.
 *
 * PUT ?id=N with {status: "kinnitatud", deliveryDate, timeWindow, quantity?, deliveryAddress?,
 * priceAdjustmentEur?, adjustmentReason?, notifyCustomer?, version?} confirms an order; the same without
 * status moves or corrects a confirmed one. {status, staffNote?, cancelReason?, notifyCustomer?, version?}
 * marks it delivered or cancelled. Each with its audit entry and the customer's mail in one transaction.
 * The order as GET gave it may be sent back with what changes: its quantity and address unchanged are no
 * correction, its day and window unchanged beside a new status no move, and `version` is checked as sent.
 */
const orders = {
  path: '/api/admin/orders',
  notFound: 'Tellimust ei leitud.',
  listName: 'orders',
  statuses: orderStatusValues,
  statusError: 'Tundmatu staatus: lubatud on uus, kinnitatud, tarnitud või tühistatud.',
  find: findOrder,
  history: orderHistory,
  recordJson: withCustomerUrl,
  list: listOrders,
  itemJson: orderListItemJson,
  put: {
    accepts: [...new Set([...fieldsOf(confirmationSchema), ...fieldsOf(statusChangeSchema)])],
    ignoredWhenUnchanged: ['quantity', 'deliveryAddress'],
    together: [['deliveryDate', 'timeWindow']],
  },
  async change(target, body) {
    // The same command as the order page's and the day plan's forms.
    const result = await changeOrder(changeDependencies(), target, body)
    if (!result.ok) {
      // A status change's refused input is answered as it always was, { error }; the rest name the field.
      const named = result.field && !(result.invalid && result.kind === 'status')
      return jsonError(result.status, result.error, named ? { field: result.field } : {})
    }
    return json(withCustomerUrl(result.order))
  },
} satisfies InboxApi<OrderRow, OrderListItem, OrderStatus>

export const loader = inboxLoader(orders)
export const action = inboxAction(orders)
