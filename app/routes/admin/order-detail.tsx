import { data, Link } from 'react-router'
import { BuyerForm } from '#app/admin/order-detail/buyer-form.tsx'
import { ConfirmForm } from '#app/admin/order-detail/confirm-form.tsx'
import { CorrectionForm } from '#app/admin/order-detail/correction-form.tsx'
import { describeChange } from '#app/admin/order-detail/history-lines.ts'
import { OrderFacts } from '#app/admin/order-detail/order-facts.tsx'
import { OrderHistory } from '#app/admin/order-detail/order-history.tsx'
import { OrderInvoices } from '#app/admin/order-detail/order-invoices.tsx'
import { OrderPayment } from '#app/admin/order-detail/order-payment.tsx'
import { OrderPrepayment } from '#app/admin/order-detail/order-prepayment.tsx'
import { StatusForm } from '#app/admin/order-detail/status-form.tsx'
import { weighingTyped } from '#app/admin/ui/delivery-fields.tsx'
import { LanguageBadge, PageError, PaidBadge, PrepaymentDueBadge, StatusBadge } from '#app/admin/ui/inbox.tsx'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { paymentFormSchema } from '#app/domain/invoice-forms.ts'
import { orderStatusLabels, orderTransitions } from '#app/domain/order-status.ts'
import { refundFormSchema } from '#app/domain/payment-forms.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { formatTallinnDateTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { wantsEInvoice } from '#app/server/invoices/e-invoice-choice.server.ts'
import { orderInvoices } from '#app/server/invoices/invoice-read.server.ts'
import { hoursOfWeekday } from '#app/server/orders/delivery-calendar.server.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import { changeDependencies, customerUrlOf } from '#app/server/orders/order-change-basics.server.ts'
import { changeOrder } from '#app/server/orders/order-changes.server.ts'
import { findOrder, orderHistory } from '#app/server/orders/order-inbox.server.ts'
import { orderPrepayment, recordTransferAdvance } from '#app/server/orders/order-prepayment.server.ts'
import {
  orderPayment,
  paymentDependencies,
  paymentsOfOrder,
} from '#app/server/payments/online-payments.server.ts'
import { refundPayment } from '#app/server/payments/payment-refunds.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/order-detail'

function orderIdOf(params: { id?: string }): number {
  const id = params.id ?? ''
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new Response('Tellimust ei leitud', { status: 404 })
  return Number(id)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = orderIdOf(params)
  const order = await findOrder(getDb(), id)
  if (!order) throw new Response('Tellimust ei leitud', { status: 404 })
  const [history, invoices, payments, eInvoice] = await Promise.all([
    orderHistory(getDb(), id),
    orderInvoices(getDb(), id),
    paymentsOfOrder(getDb(), id),
    wantsEInvoice(getDb(), { customerId: order.customerId, orderId: order.id }),
  ])
  const amounts = orderAmounts(order)
  const payment = orderPayment(payments)
  const prepayment = await orderPrepayment(getDb(), order)
  return {
    order: {
      ...order,
      time: formatTallinnDateTime(order.timestamp),
      distanceTenthsKm: distanceTenths(order.distanceKm),
      schedule: order.deliveryDate
        ? `${dayLabel(order.deliveryDate)} ${order.windowStart ?? ''}–${order.windowEnd ?? ''}`
        : null,
      delivered: order.deliveredOn ? dayLabel(order.deliveredOn) : null,
      eInvoice,
    },
    amounts: { ...amounts, distanceTenthsKm: distanceTenths(amounts.distanceKm) },
    customerUrl: customerUrlOf(order),
    invoices,
    payment: payment
      ? {
          state: payment.state,
          paidCents: payment.paidCents,
          paidAt: payment.paidAt ? formatTallinnDateTime(payment.paidAt) : null,
          method: payment.method,
          flags: payment.flags.map(({ flag, amountCents }) => ({ flag, amountCents })),
          refundableCents: paymentDependencies() ? (payment.refundable?.leftCents ?? null) : null,
        }
      : null,
    prepayment: prepayment
      ? {
          ...prepayment,
          dueCents: order.confirmedTotalCents ?? order.totalPriceCents,
          decisionBy: order.prepaymentDecisionBy,
          open: order.status === 'uus' || order.status === 'kinnitatud',
        }
      : null,
    today: tallinnCalendarDate(),
    /** The opening hours a window must fit, Monday first, for the form's hint. */
    weekHours: [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, hours: hoursOfWeekday(weekday) })),
    next: orderTransitions[order.status],
    history: history.map((entry) => ({
      id: entry.id,
      who: entry.adminUsername,
      when: formatTallinnDateTime(entry.createdAt),
      what: describeChange(entry),
    })),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const id = orderIdOf(params)
  const form = await readFormData(request)
  if (form.get('intent') === 'refund') return refund(request, id, session.username, form)
  if (form.get('intent') === 'advance') return advance(request, id, session.username, form)
  // The same command as the day plan's and PUT /api/admin/orders.
  const result = await changeOrder(changeDependencies(), { id, admin: session.username }, form)
  if (!result.ok)
    return data(
      {
        error: result.error,
        field: result.field ?? null,
        link: result.link ?? null,
        intent: result.kind,
        typed: result.kind === 'status' ? weighingTyped(form) : null,
      },
      { status: result.status },
    )
  const issued =
    result.kind === 'status' && result.order.status === 'tarnitud'
      ? (await orderInvoices(getDb(), id)).at(-1)
      : undefined
  const reissued =
    result.kind === 'correct' && result.changed ? (await orderInvoices(getDb(), id)).slice(-2) : []
  const message =
    reissued.length === 2
      ? `Arve parandatud: kreeditarve nr ${reissued[0]!.number} ja uus arve nr ${reissued[1]!.number}.`
      : result.kind === 'status'
        ? `Staatus muudetud: ${orderStatusLabels[result.order.status]}${issued ? `. Arve nr ${issued.number} koostatud.` : ''}`
        : !result.changed
          ? 'Muudatusi ei olnud.'
          : result.kind === 'buyer'
            ? 'Arve saaja salvestatud.'
            : `Tellimus kinnitatud: ${dayLabel(result.order.deliveryDate ?? '')} ${result.order.windowStart}–${result.order.windowEnd}`
  throw await redirectWithFlash(request, `/admin/orders/${id}`, message)
}

/** 'Tagasta Montonio kaudu': the whole of what is left, or the amount typed. */
async function refund(request: Request, id: number, admin: string, form: FormData) {
  const deps = paymentDependencies()
  const refused = (error: string, status: number) =>
    data({ error, field: 'amountEur', link: null, intent: 'refund' as const, typed: null }, { status })
  if (!deps) return refused('Veebimakse ei ole seadistatud.', 409)
  const input = parseSubmission(refundFormSchema, form)
  if (!input.ok) return refused(input.error, 400)
  const { amountEur } = input.value
  const result = await refundPayment(deps, {
    orderId: id,
    admin,
    ...(amountEur ? { amountCents: amountEur } : {}),
  })
  if (!result.ok) return refused(result.error, result.status)
  throw await redirectWithFlash(
    request,
    `/admin/orders/${id}`,
    'Tagastus on makseteenusele saadetud; selle tulemuse näete siin, kui pank on raha tagasi kandnud.',
  )
}

/** 'Ettemaks pangaülekandega': a transfer staff saw arrive, recorded on the order before its invoice. */
async function advance(request: Request, id: number, admin: string, form: FormData) {
  const refused = (error: string, status: number) =>
    data({ error, field: 'amountEur', link: null, intent: 'advance' as const, typed: null }, { status })
  const input = parseSubmission(paymentFormSchema, form)
  if (!input.ok) return refused(input.error, 400)
  const result = await recordTransferAdvance(getDb(), { ...input.value, orderId: id, actor: admin })
  if (!result.ok) return refused(result.error, result.status)
  throw await redirectWithFlash(request, `/admin/orders/${id}`, prepaymentTexts.advanceRecorded)
}

const scheduleLabels = {
  delivery: { current: 'Tarneaeg', planned: 'Plaanitud tarneaeg' },
  self: { current: 'Järeletulemise aeg', planned: 'Plaanitud järeletulemise aeg' },
} as const

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, amounts, customerUrl, invoices, payment, prepayment, today, weekHours, next, history } =
    loaderData
  const confirmable = order.status === 'uus' || order.status === 'kinnitatud'
  // A delivered order's invoice that stands (not credited) can be corrected.
  const standing =
    order.status === 'tarnitud'
      ? invoices.findLast((invoice) => invoice.kind === 'arve' && invoice.status !== 'krediteeritud')
      : undefined
  return (
    <>
      <p>
        <Link to="/admin/orders" className="font-semibold text-accent-hover underline">
          ← Kõik tellimused
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Tellimus nr {order.id}</h1>
        <StatusBadge status={order.status} />
        {payment && (payment.state === 'paid' || payment.state === 'partially-refunded') ? (
          <PaidBadge />
        ) : null}
        {prepayment?.due ? <PrepaymentDueBadge /> : null}
        <LanguageBadge locale={order.locale} always />
      </div>
      <p className="mt-1 text-stone-600">Esitatud {order.time}</p>
      {order.delivered ? (
        <p className="mt-2 text-lg font-semibold">
          {order.deliveryOption === 'delivery' ? 'Tarnitud' : 'Välja antud'}: {order.delivered}
        </p>
      ) : null}
      {order.schedule ? (
        // Once delivered, the confirmed day stays in view as the plan: the load may have left before it.
        <p className={order.delivered ? 'mt-1' : 'mt-2 text-lg font-semibold'}>
          {scheduleLabels[order.deliveryOption][order.delivered ? 'planned' : 'current']}: {order.schedule}
        </p>
      ) : null}
      {customerUrl ? (
        <p className="mt-1 text-sm">
          Kliendi tellimuse leht:{' '}
          <a href={customerUrl} className="break-all font-semibold text-accent-hover underline">
            {customerUrl}
          </a>
        </p>
      ) : null}
      <OrderFacts order={order} amounts={amounts} />
      {payment ? (
        <OrderPayment
          payment={payment}
          cancelled={order.status === 'tühistatud'}
          error={actionData?.intent === 'refund' ? actionData.error : undefined}
        />
      ) : null}
      {prepayment ? (
        <OrderPrepayment
          prepayment={prepayment}
          today={today}
          error={actionData?.intent === 'advance' ? actionData.error : undefined}
        />
      ) : null}
      {invoices.length > 0 || order.status === 'tarnitud' ? <OrderInvoices invoices={invoices} /> : null}
      {invoices.length === 0 && order.status !== 'tühistatud' && order.status !== 'tarnitud' ? (
        <BuyerForm order={order} error={actionData?.intent === 'buyer' ? actionData : undefined} />
      ) : null}
      {confirmable ? (
        <ConfirmForm
          order={order}
          amounts={amounts}
          today={today}
          weekHours={weekHours}
          error={actionData?.intent === 'confirm' ? actionData : undefined}
        />
      ) : null}
      {standing ? (
        <CorrectionForm
          order={order}
          amounts={amounts}
          invoiceNumber={standing.number}
          error={actionData?.intent === 'correct' ? actionData : undefined}
        />
      ) : null}
      <StatusForm
        order={order}
        amounts={amounts}
        next={next}
        prepaymentDue={prepayment?.due === true}
        error={actionData?.intent === 'status' ? actionData : undefined}
      />
      <OrderHistory history={history} />
    </>
  )
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Tellimus nr ${params.id} | Haldus` }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return (
    <PageError
      title="Tellimust ei leitud"
      text="Sellise numbriga tellimust ei ole või seda ei saanud praegu laadida."
    />
  )
}
