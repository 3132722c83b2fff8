import { buyerChangeSchema, confirmationSchema, statusChangeSchema } from '#app/domain/order-change-forms.ts'
import { type OrderStatus, orderStatusValues } from '#app/domain/order-status.ts'
import type { Database } from '#app/server/db/database.server.ts'
import type { OrderRow } from '#app/server/db/schema.server.ts'
import { json, jsonError } from '#app/server/http/admin-api.server.ts'
import { type InboxApi, inboxAction, inboxLoader } from '#app/server/http/admin-inbox.server.ts'
import { fieldsOf } from '#app/server/http/put-body.server.ts'
import { orderInvoices } from '#app/server/invoices/invoice-read.server.ts'
import { changeDependencies, customerUrlOf } from '#app/server/orders/order-change-basics.server.ts'
import { changeOrder } from '#app/server/orders/order-changes.server.ts'
import {
  findOrder,
  listOrders,
  type OrderInvoiceItem,
  type OrderListItem,
  orderHistory,
  orderJson,
  orderListItemJson,
} from '#app/server/orders/order-inbox.server.ts'
import { orderPrepayment } from '#app/server/orders/order-prepayment.server.ts'
import {
  type OrderPayment,
  orderPayment,
  orderPaymentJson,
  paymentsOfOrder,
} from '#app/server/payments/online-payments.server.ts'
import { getDb } from '#app/server/runtime.server.ts'

const namedStatusFields = new Set(['deliveredTonnes', 'weighTicket', 'company'])

type OrderWithInvoices = OrderRow & {
  invoices: OrderInvoiceItem[]
  payment: OrderPayment | null
  prepayment: Awaited<ReturnType<typeof orderPrepayment>>
}

/** The order with the invoices of its delivery and its online payment, as GET ?id=N and every PUT answer it. */
async function findWithInvoices(db: Database, id: number): Promise<OrderWithInvoices | null> {
  const order = await findOrder(db, id)
  return order ? withLinks(db, order) : null
}

async function withLinks(db: Database, order: OrderRow): Promise<OrderWithInvoices> {
  return {
    ...order,
    invoices: await orderInvoices(db, order.id),
    payment: orderPayment(await paymentsOfOrder(db, order.id)),
    prepayment: await orderPrepayment(db, order),
  }
}

const recordJson = ({ invoices, payment, prepayment, ...order }: OrderWithInvoices) => ({
  ...orderJson(order, { customerUrl: customerUrlOf(order), invoices }),
  payment: orderPaymentJson(payment),
  /** Asked of a buyer without an account (ADR 059): what came in, and whether it still waits for it. */
  prepayment: prepayment
    ? {
        advanceEur: prepayment.advanceCents / 100,
        due: prepayment.due,
        decisionBy: order.prepaymentDecisionBy,
      }
    : null,
})

/**
 * GET ?page=&status= → one page of orders, newest first; GET ?id=N → the order with its history.
 *
 * PUT ?id=N with {status: "kinnitatud", deliveryDate, timeWindow, quantity?, deliveryAddress?,
 * priceAdjustmentEur?, adjustmentReason?, notifyCustomer?, version?} confirms an order; the same without
 * status moves or corrects a confirmed one. {status, staffNote?, cancelReason?, notifyCustomer?, version?}
 * marks it delivered or cancelled; delivering takes the weighed net tonnes and the weighing ticket,
 * {deliveredTonnes?, weighTicket?}, and issues the invoice. Each with its audit entry and the customer's
 * mail in one transaction. {company: {name, registryCode, vatNumber, address} | null}, alone or beside
 * the others, sets the buyer company (address: its legal address) until the invoice is issued.
 * The order as GET gave it may be sent back with what changes: its quantity and address unchanged are no
 * correction, its day and window unchanged beside a new status no move, and `version` is checked as sent.
 */
const orders = {
  path: '/api/admin/orders',
  notFound: 'Tellimust ei leitud.',
  listName: 'orders',
  statuses: orderStatusValues,
  statusError: 'Tundmatu staatus: lubatud on uus, kinnitatud, tarnitud või tühistatud.',
  find: findWithInvoices,
  history: orderHistory,
  recordJson,
  list: listOrders,
  itemJson: orderListItemJson,
  put: {
    accepts: [
      ...new Set([
        ...fieldsOf(confirmationSchema),
        ...fieldsOf(statusChangeSchema),
        ...fieldsOf(buyerChangeSchema),
      ]),
    ],
    ignoredWhenUnchanged: ['quantity', 'deliveryAddress', 'deliveredTonnes', 'weighTicket', 'company'],
    together: [['deliveryDate', 'timeWindow']],
  },
  async change(target, body) {
    // The same command as the order page's and the day plan's forms.
    const result = await changeOrder(changeDependencies(), target, body)
    if (!result.ok) {
      // A status change's refused input is answered as it always was, { error }; the rest name the field.
      // The delivery's weighing and the buyer company came later and are named like the rest.
      const named =
        result.field && !(result.invalid && result.kind === 'status' && !namedStatusFields.has(result.field))
      return jsonError(result.status, result.error, {
        ...(named ? { field: result.field } : {}),
        ...(result.link ? { link: result.link } : {}),
      })
    }
    return json(recordJson(await withLinks(getDb(), result.order)))
  },
} satisfies InboxApi<OrderWithInvoices, OrderListItem, OrderStatus>

export const loader = inboxLoader(orders)
export const action = inboxAction(orders)
