import { data, redirect } from 'react-router'
import { CancelOrder } from '#app/components/customer-order/cancel-order.tsx'
import { OrderPayment, type OrderPaymentView } from '#app/components/customer-order/order-payment.tsx'
import { OrderProblem } from '#app/components/customer-order/order-problem.tsx'
import { OrderTimeline } from '#app/components/customer-order/order-timeline.tsx'
import { PhoneLink } from '#app/components/customer-order/phone-link.tsx'
import { useCustomerOrderWords } from '#app/components/customer-order/words.tsx'
import { OrderAmounts } from '#app/components/order-amounts.tsx'
import { customerOrderMessages } from '#app/content/messages/customer-order.ts'
import { unitMessages } from '#app/content/messages/units.ts'
import { orderedProductIn } from '#app/content/translated-materials.ts'
import { languageParameter } from '#app/content/translated-pages.ts'
import { type CustomerCancelTexts, customerCancelFormSchema } from '#app/domain/customer-order-forms.ts'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { formatKm, tonnesLabel } from '#app/domain/format.ts'
import {
  defaultLocale,
  formatDayIn,
  formatKmIn,
  formatWeekdayDayIn,
  isLocale,
  type Locale,
} from '#app/domain/locale.ts'
import { prepaymentDue } from '#app/domain/prepayment.ts'
import { formatTallinnDate, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { translate } from '#app/lib/messages.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
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

function limited(retryAfterSeconds: number, pageLocale: Locale) {
  return data(
    {
      state: 'limited' as const,
      pageLocale,
      message:
        pageLocale === 'et'
          ? tooManyRequestsMessage
          : translate(customerOrderMessages, pageLocale)('limited.text'),
    },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  )
}

const missing = (pageLocale: Locale) => data({ state: 'missing' as const, pageLocale }, { status: 404 })

/** The language `?keel=` asks the page in, if any. */
function askedLocale(request: Request): Locale | null {
  const asked = new URL(request.url).searchParams.get(languageParameter)
  return asked && isLocale(asked) ? asked : null
}

/** The page's language (ADR 060): `?keel=` where it names one, otherwise the order's. */
function pageLocaleOf(request: Request, order: { locale: Locale } | null): Locale {
  return askedLocale(request) ?? order?.locale ?? defaultLocale
}

/** The query that keeps a language `?keel=` asked for on the page's own links ('' without one). */
function languageQuery(asked: Locale | null): string {
  return asked ? `${languageParameter}=${asked}` : ''
}

/** A day with its weekday as the page's language writes it: 'neljapäev, 03.12.2026', 'Thursday 3 December 2026'. */
const weekdayDay = (locale: Locale, date: string) =>
  locale === 'et' ? dayLabel(date) : formatWeekdayDayIn(locale, date)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const limit = customerPageLimiter.hit(clientIpHash(context.clientIp))
  if (!limit.allowed) return limited(limit.retryAfterSeconds, pageLocaleOf(request, null))
  const order = await findOrderByCustomerToken(getDb(), params.token)
  if (!order) return missing(pageLocaleOf(request, null))
  const pageLocale = pageLocaleOf(request, order)
  const t = translate(customerOrderMessages, pageLocale)
  const amounts = orderAmounts(order)
  const query = new URL(request.url).searchParams
  const payment = await paymentView(order, query.get('makse'))
  const issued = await orderInvoices(getDb(), order.id)
  return {
    payment,
    state: 'found' as const,
    pageLocale,
    languageQuery: languageQuery(askedLocale(request)),
    invoices: issued.map((invoice) => ({ number: invoice.number, kind: invoice.kind })),
    asking: query.has(cancelParameter),
    order: {
      id: order.id,
      version: order.version,
      status: order.status,
      cancelledBy: order.cancelledBy,
      creditHold: order.creditHold && order.status === 'uus',
      cancelReason: order.cancelReason,
      requestedOn:
        pageLocale === 'et'
          ? formatTallinnDate(order.timestamp)
          : formatDayIn(pageLocale, tallinnCalendarDate(order.timestamp)),
      schedule: order.deliveryDate
        ? t('schedule', {
            day: weekdayDay(pageLocale, order.deliveryDate),
            window: orderWindowLabel(order) ?? '',
          })
        : null,
      delivered: order.deliveredOn ? weekdayDay(pageLocale, order.deliveredOn) : null,
      productName: orderedProductIn(pageLocale, order.productName),
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
  if (!limit.allowed) return limited(limit.retryAfterSeconds, pageLocaleOf(request, null))
  const order = await findOrderByCustomerToken(getDb(), params.token)
  if (!order) return missing(pageLocaleOf(request, null))
  // Every refusal in the page's language, as the page asked it (ADR 060).
  const t = translate(customerOrderMessages, pageLocaleOf(request, order))
  const refused = (status: number, error: string) => data({ state: 'refused' as const, error }, { status })
  const form = await request.formData().catch(() => null)
  if (!form) return refused(400, t('cancel.unreadable'))
  const texts: CustomerCancelTexts = {
    badVersion: t('cancel.badVersion'),
    stale: t('cancel.stale'),
    notFound: t('cancel.notFound'),
    closed: t('cancel.closed'),
  }
  const input = parseSubmission(customerCancelFormSchema(texts), form)
  if (!input.ok) return refused(400, input.error)
  const result = await cancelByCustomer(
    changeDependencies(),
    { id: order.id, version: input.value.version },
    texts,
  )
  if (!result.ok) return refused(result.status, result.error)
  const query = languageQuery(askedLocale(request))
  throw redirect(`/tellimus/${params.token}${query ? `?${query}` : ''}`)
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
  const t = translate(customerOrderMessages, loaderData?.pageLocale ?? defaultLocale)
  const title =
    loaderData?.state === 'found'
      ? t('meta.title', { id: loaderData.order.id, business: business.name })
      : t('meta.missing', { business: business.name })
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function CustomerOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const business = useBusiness()
  const { t, rich, locale } = useCustomerOrderWords()
  const units = translate(unitMessages, locale)
  if (loaderData.state === 'limited') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">{t('limited.title')}</h1>
        <p className="mt-4 text-lg">{loaderData.message}</p>
        <p className="mt-4">
          <PhoneLink />
        </p>
      </section>
    )
  }
  if (loaderData.state === 'missing') {
    return <OrderProblem title={t('missing.title')}>{t('missing.text')}</OrderProblem>
  }
  const { order, amounts, asking, payment, invoices } = loaderData
  const here = `/tellimus/${params.token}`
  const error = actionData && 'error' in actionData ? actionData.error : undefined
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-stone-600">{rich('greeting', { name: order.name })}</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{rich('heading', { id: order.id })}</h1>

      <OrderTimeline order={order} />
      {order.status === 'tühistatud' && order.cancelReason ? (
        <p className="mt-4">{rich('reason', { reason: order.cancelReason })}</p>
      ) : null}

      <div className="mt-8 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold">{t('order')}</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">{t('material')}</dt>
          <dd>{order.productName}</dd>
          <dt className="font-semibold">{t('quantity')}</dt>
          <dd className="tabular">
            {locale === 'et' ? tonnesLabel(amounts.quantity) : units('tonnes', { count: amounts.quantity })}
          </dd>
          <dt className="font-semibold">{t(order.delivery ? 'address' : 'pickup')}</dt>
          <dd className="break-words">
            {order.delivery
              ? (amounts.deliveryAddress ?? '—')
              : `${business.address.street}, ${business.address.locality}, ${business.address.region}`}
          </dd>
          {order.delivery && amounts.distanceTenthsKm !== null ? (
            <>
              <dt className="font-semibold">{t('distance')}</dt>
              <dd>
                {locale === 'et'
                  ? formatKm(amounts.distanceTenthsKm)
                  : formatKmIn(locale, amounts.distanceTenthsKm)}
              </dd>
            </>
          ) : null}
        </dl>
        <OrderAmounts amounts={amounts} locale={locale} />
        {amounts.adjustmentReason ? (
          <p className="mt-2 text-sm text-stone-700">
            {rich('adjustmentReason', { reason: amounts.adjustmentReason })}
          </p>
        ) : null}
      </div>

      <OrderPayment payment={payment} payAction={`${here}/maksa`} />
      {invoices.length > 0 ? (
        <div className="mt-8 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-xl font-bold">{t('invoices')}</h2>
          <ul className="mt-3 space-y-2">
            {invoices.map((invoice) => (
              <li key={invoice.number}>
                <a
                  className="inline-flex min-h-11 items-center font-semibold text-accent-hover underline"
                  href={`${here}/arve/${invoice.number}`}
                  download
                >
                  {rich('invoiceLink', {
                    kind: t(invoice.kind === 'kreeditarve' ? 'creditInvoice' : 'invoice'),
                    number: invoice.number,
                  })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <CancelOrder
        order={order}
        here={here}
        asking={asking}
        askParameter={cancelParameter}
        languageQuery={loaderData.languageQuery}
        error={error}
      />

      <p className="mt-8">{rich('questions', { phone: <PhoneLink /> })}</p>
    </section>
  )
}
