import { data, redirect } from 'react-router'
import { CancelOrder } from '#app/components/customer-order/cancel-order.tsx'
import { OrderPayment, type OrderPaymentView } from '#app/components/customer-order/order-payment.tsx'
import { OrderProblem } from '#app/components/customer-order/order-problem.tsx'
import { OrderTimeline } from '#app/components/customer-order/order-timeline.tsx'
import { PhoneLink } from '#app/components/customer-order/phone-link.tsx'
import { OrderAmounts } from '#app/components/order-amounts.tsx'
import { customerCancelFormSchema } from '#app/domain/customer-order-forms.ts'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { formatKm, tonnesLabel } from '#app/domain/format.ts'
import { prepaymentDue } from '#app/domain/prepayment.ts'
import { formatTallinnDate } from '#app/domain/tallinn-time.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import { tooManyRequestsMessage } from '#app/server/http/rate-limit.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { orderInvoices } from '#app/server/invoices/invoice-read.server.ts'
import { bankTransferOf } from '#app/server/mail/templates.server.ts'
import { cancelByCustomer, customerMayCancel } from '#app/server/orders/customer-cancel.server.ts'
import { customerPageLimiter, findOrderByCustomerToken } from '#app/server/orders/customer-page.server.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import { changeDependencies, orderWindowLabel } from '#app/server/orders/order-change-basics.server.ts'
import { advancesOf } from '#app/server/orders/order-prepayment.server.ts'
import { montonioPaymentMethods } from '#app/server/payments/montonio-payment-methods.server.ts'
import {
  mayPayOnline,
  orderPayment,
  paymentDependencies,
  paymentsOfOrder,
} from '#app/server/payments/online-payments.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/customer-order'

/**
 * The customer's own page of an order, reached by the link in every mail: where the order stands, what it
 * carries and costs, and 'Tühista tellimus' while that is still allowed. Nothing here is indexed, cached
 * or sent on as a referrer; an unknown token is a 404 page.
 */

const cancelParameter = 'tuhista'

function limited(retryAfterSeconds: number) {
  return data(
    { state: 'limited' as const, message: tooManyRequestsMessage },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  )
}

const missing = () => data({ state: 'missing' as const }, { status: 404 })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const limit = customerPageLimiter.hit(clientIpHash(context.clientIp))
  if (!limit.allowed) return limited(limit.retryAfterSeconds)
  const order = await findOrderByCustomerToken(getDb(), params.token)
  if (!order) return missing()
  const amounts = orderAmounts(order)
  const query = new URL(request.url).searchParams
  const payment = await paymentView(order, query.get('makse'))
  const issued = await orderInvoices(getDb(), order.id)
  return {
    payment,
    state: 'found' as const,
    invoices: issued.map((invoice) => ({ number: invoice.number, kind: invoice.kind })),
    asking: query.has(cancelParameter),
    order: {
      id: order.id,
      version: order.version,
      status: order.status,
      cancelledBy: order.cancelledBy,
      creditHold: order.creditHold && order.status === 'uus',
      cancelReason: order.cancelReason,
      requestedOn: formatTallinnDate(order.timestamp),
      schedule: order.deliveryDate
        ? `${dayLabel(order.deliveryDate)} kell ${orderWindowLabel(order) ?? ''}`
        : null,
      delivered: order.deliveredOn ? dayLabel(order.deliveredOn) : null,
      productName: order.productName,
      delivery: order.deliveryOption === 'delivery',
      name: order.name,
      mayCancel: customerMayCancel(order),
      paid: payment.state === 'paid' || payment.state === 'partially-refunded',
    },
    amounts: { ...amounts, distanceTenthsKm: distanceTenths(amounts.distanceKm) },
  }
}

/** How the order is paid, or may be: see OrderPayment. */
async function paymentView(
  order: NonNullable<Awaited<ReturnType<typeof findOrderByCustomerToken>>>,
  note: string | null,
): Promise<OrderPaymentView> {
  const deps = paymentDependencies()
  const payment = orderPayment(await paymentsOfOrder(getDb(), order.id))
  // What came in before the invoice, online or by a transfer staff recorded: paid in full, nothing to pay.
  const advanceCents = (await advancesOf(getDb(), [order.id])).get(order.id) ?? 0
  const covered = advanceCents > 0 && advanceCents >= (order.confirmedTotalCents ?? order.totalPriceCents)
  const payable = mayPayOnline(order, payment) && !covered
  let methods: OrderPaymentView['methods'] = null
  if (deps && payable) {
    // A page must not wait long for Montonio: without its list, its own page offers the choice.
    const answer = await montonioPaymentMethods({ ...deps.montonio, timeoutMs: 3000 })
    if (answer.ok)
      methods = { banks: answer.banks.map(({ code, name }) => ({ code, name })), cards: answer.cards }
  }
  return {
    state: payment?.state ?? (covered ? 'paid' : null),
    paidCents: Math.max(payment?.paidCents ?? 0, advanceCents),
    prepaymentDue: prepaymentDue(order, advanceCents),
    online: deps !== null && payable,
    methods,
    transfer: payable ? bankTransferOf(order) : null,
    note: note === 'tagasi' || note === 'viga' ? note : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const limit = customerPageLimiter.hit(clientIpHash(context.clientIp))
  if (!limit.allowed) return limited(limit.retryAfterSeconds)
  const order = await findOrderByCustomerToken(getDb(), params.token)
  if (!order) return missing()
  const form = await readFormData(request)
  const input = parseSubmission(customerCancelFormSchema, form)
  if (!input.ok) return data({ state: 'refused' as const, error: input.error }, { status: 400 })
  const result = await cancelByCustomer(changeDependencies(), { id: order.id, version: input.value.version })
  if (!result.ok) return data({ state: 'refused' as const, error: result.error }, { status: result.status })
  throw redirect(`/tellimus/${params.token}`)
}

export function headers() {
  return {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    // Its Referrer-Policy (same-origin: the address carries the token) is set with the other security
    // headers, once, in server/app.ts.
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const business = businessOfMatches(matches)
  const title =
    loaderData?.state === 'found'
      ? `Tellimus nr ${loaderData.order.id} – ${business.name}`
      : `Tellimust ei leitud – ${business.name}`
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function CustomerOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const business = useBusiness()
  if (loaderData.state === 'limited') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">Palun oodake veidi</h1>
        <p className="mt-4 text-lg">{loaderData.message}</p>
        <p className="mt-4">
          <PhoneLink />
        </p>
      </section>
    )
  }
  if (loaderData.state === 'missing') {
    return (
      <OrderProblem title="Tellimust ei leitud">
        Selle lingiga tellimust ei ole. Kontrollige, et link oleks kirjast tervenisti kopeeritud. Vanade
        tellimuste andmed kustutatakse pärast säilitustähtaega.
      </OrderProblem>
    )
  }
  const { order, amounts, asking, payment, invoices } = loaderData
  const here = `/tellimus/${params.token}`
  const error = actionData && 'error' in actionData ? actionData.error : undefined
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-stone-600">Tere, {order.name}!</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Tellimus nr {order.id}</h1>

      <OrderTimeline order={order} />
      {order.status === 'tühistatud' && order.cancelReason ? (
        <p className="mt-4">Põhjus: {order.cancelReason}</p>
      ) : null}

      <div className="mt-8 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold">Tellimus</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">Materjal</dt>
          <dd>{order.productName}</dd>
          <dt className="font-semibold">Kogus</dt>
          <dd className="tabular">{tonnesLabel(amounts.quantity)}</dd>
          <dt className="font-semibold">{order.delivery ? 'Tarneaadress' : 'Järeletulemine'}</dt>
          <dd className="break-words">
            {order.delivery
              ? (amounts.deliveryAddress ?? '—')
              : `${business.address.street}, ${business.address.locality}, ${business.address.region}`}
          </dd>
          {order.delivery && amounts.distanceTenthsKm !== null ? (
            <>
              <dt className="font-semibold">Vahemaa</dt>
              <dd>{formatKm(amounts.distanceTenthsKm)}</dd>
            </>
          ) : null}
        </dl>
        <OrderAmounts amounts={amounts} />
        {amounts.adjustmentReason ? (
          <p className="mt-2 text-sm text-stone-700">Hinnamuutuse põhjus: {amounts.adjustmentReason}</p>
        ) : null}
      </div>

      <OrderPayment payment={payment} payAction={`${here}/maksa`} />
      {invoices.length > 0 ? (
        <div className="mt-8 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-xl font-bold">Arved</h2>
          <ul className="mt-3 space-y-2">
            {invoices.map((invoice) => (
              <li key={invoice.number}>
                <a
                  className="inline-flex min-h-11 items-center font-semibold text-accent-hover underline"
                  href={`${here}/arve/${invoice.number}`}
                  download
                >
                  {invoice.kind === 'kreeditarve' ? 'Kreeditarve' : 'Arve'} nr {invoice.number} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <CancelOrder order={order} here={here} asking={asking} askParameter={cancelParameter} error={error} />

      <p className="mt-8">
        Küsimuste korral helistage: <PhoneLink />
      </p>
    </section>
  )
}
