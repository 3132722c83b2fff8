import { Phone } from 'lucide-react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import { VAT_PERCENT } from '#app/domain/order-rules.ts'
import { formatTallinnDate } from '#app/domain/tallinn-time.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import { tooManyRequestsMessage } from '#app/server/http/rate-limit.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { customerPageLimiter, findOrderByCustomerToken } from '#app/server/orders/customer-page.server.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import {
  cancelByCustomer,
  changeDependencies,
  customerMayCancel,
  orderWindowLabel,
} from '#app/server/orders/order-changes.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/customer-order'

/**
 * The customer's own page of an order, reached by the link in every mail: where the order stands, what it
 * carries and costs, and 'Tühista tellimus' while that is still allowed. Nothing here is indexed, cached
 * or sent on as a referrer; an unknown token is a 404 page.
 */

const cancelParameter = 'tuhista'
/** The question sits below the order's amounts: on a phone the link scrolls to it, with or without JavaScript. */
const cancelAnchor = 'tuhistamine'

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
  return {
    state: 'found' as const,
    asking: new URL(request.url).searchParams.has(cancelParameter),
    order: {
      id: order.id,
      version: order.version,
      status: order.status,
      cancelledBy: order.cancelledBy,
      cancelReason: order.cancelReason,
      requestedOn: formatTallinnDate(order.timestamp),
      schedule: order.deliveryDate
        ? `${dayLabel(order.deliveryDate)} kell ${orderWindowLabel(order) ?? ''}`
        : null,
      productName: order.productName,
      delivery: order.deliveryOption === 'delivery',
      name: order.name,
      mayCancel: customerMayCancel(order),
    },
    amounts: { ...amounts, distanceTenthsKm: distanceTenths(amounts.distanceKm) },
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const limit = customerPageLimiter.hit(clientIpHash(context.clientIp))
  if (!limit.allowed) return limited(limit.retryAfterSeconds)
  const order = await findOrderByCustomerToken(getDb(), params.token)
  if (!order) return missing()
  const form = await readFormData(request)
  const version = Number(form.get('version'))
  const result = await cancelByCustomer(changeDependencies(), {
    id: order.id,
    version: Number.isSafeInteger(version) && version > 0 ? version : undefined,
  })
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

function PhoneLink() {
  const business = useBusiness()
  return (
    <a
      href={`tel:${business.phoneE164}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
    >
      <Phone aria-hidden="true" className="h-4 w-4" />
      {business.phone}
    </a>
  )
}

type Step = { label: string; detail: string | null; state: 'done' | 'current' | 'waiting' | 'stopped' }

function timeline(order: {
  status: string
  requestedOn: string
  schedule: string | null
  delivery: boolean
  cancelledBy: string | null
}): Step[] {
  const steps: Step[] = [{ label: 'Tellimuse soov saadud', detail: order.requestedOn, state: 'done' }]
  if (order.status === 'uus') {
    steps.push({
      label: 'Kinnitamine',
      detail: 'Võtame teiega ühendust, tavaliselt 1–3 tööpäeva jooksul.',
      state: 'current',
    })
    steps.push({
      label: order.delivery ? 'Kohaletoimetamine' : 'Järeletulemine',
      detail: null,
      state: 'waiting',
    })
  } else if (order.status === 'kinnitatud') {
    steps.push({ label: 'Kinnitatud', detail: null, state: 'done' })
    steps.push({
      label: order.delivery ? 'Kohaletoimetamine' : 'Järeletulemine',
      detail: order.schedule,
      state: 'current',
    })
  } else if (order.status === 'tarnitud') {
    if (order.schedule) steps.push({ label: 'Kinnitatud', detail: order.schedule, state: 'done' })
    steps.push({ label: order.delivery ? 'Kohale toodud' : 'Välja antud', detail: null, state: 'done' })
  } else {
    if (order.schedule) steps.push({ label: 'Kinnitatud', detail: order.schedule, state: 'done' })
    steps.push({
      label: 'Tühistatud',
      detail: order.cancelledBy === 'customer' ? 'Tühistasite tellimuse.' : null,
      state: 'stopped',
    })
  }
  return steps
}

const stepMarker: Record<Step['state'], string> = {
  done: 'bg-accent border-accent',
  current: 'bg-white border-accent',
  waiting: 'bg-white border-stone-400',
  stopped: 'bg-red-700 border-red-700',
}

export default function CustomerOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const business = useBusiness()
  const navigation = useNavigation()
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
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">Tellimust ei leitud</h1>
        <p className="mt-4 text-lg text-stone-700">
          Selle lingiga tellimust ei ole. Kontrollige, et link oleks kirjast tervenisti kopeeritud. Vanade
          tellimuste andmed kustutatakse pärast säilitustähtaega.
        </p>
        <p className="mt-4">
          Küsimuste korral helistage: <PhoneLink />
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          Tagasi avalehele
        </Link>
      </section>
    )
  }
  const { order, amounts, asking } = loaderData
  const busy = navigation.state === 'submitting'
  const here = `/tellimus/${params.token}`
  const error = actionData && 'error' in actionData ? actionData.error : undefined
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-stone-600">Tere, {order.name}!</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Tellimus nr {order.id}</h1>

      <h2 className="sr-only">Tellimuse seis</h2>
      <ol className="mt-6 grid gap-4">
        {timeline(order).map((step) => (
          <li key={step.label} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${stepMarker[step.state]}`}
            />
            <div>
              <p className={step.state === 'waiting' ? 'font-semibold text-stone-500' : 'font-semibold'}>
                {step.label}
                {step.state === 'current' ? <span className="sr-only"> (praegune samm)</span> : null}
              </p>
              {step.detail ? <p className="text-stone-700">{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
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
        <h3 className="mt-5 font-bold">{amounts.confirmed ? 'Kinnitatud hind' : 'Arvestuslik hind'}</h3>
        <dl className="tabular mt-2 space-y-1.5 rounded-lg border border-dashed border-stone-400 bg-sand-50 p-4">
          <div className="flex justify-between gap-4">
            <dt>
              {tonnesLabel(amounts.quantity)} × {formatEurPerTonne(amounts.unitPriceCents)}
            </dt>
            <dd>{formatEur(amounts.unitPriceCents * amounts.quantity)}</dd>
          </div>
          {amounts.deliveryCostCents > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>Transport</dt>
              <dd>{formatEur(amounts.deliveryCostCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>Summa ilma käibemaksuta{amounts.minimumApplied ? ' (miinimumhind)' : ''}</dt>
            <dd>{formatEur(amounts.netPriceCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Käibemaks {VAT_PERCENT} %</dt>
            <dd>{formatEur(amounts.vatCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-300 pt-1.5 text-lg font-bold">
            <dt>Kokku</dt>
            <dd>{formatEur(amounts.totalPriceCents)}</dd>
          </div>
        </dl>
        {amounts.adjustmentReason ? (
          <p className="mt-2 text-sm text-stone-700">Hinnamuutuse põhjus: {amounts.adjustmentReason}</p>
        ) : null}
      </div>

      <div className="mt-8">
        {order.mayCancel ? (
          asking ? (
            <div
              id={cancelAnchor}
              className="rounded-xl border-2 border-red-700 bg-white p-4 sm:p-6"
              role="alertdialog"
              aria-labelledby="cancel-question"
            >
              <h2 id="cancel-question" className="text-xl font-bold">
                Kas soovite tellimuse tühistada?
              </h2>
              <p className="mt-2">Tühistatud tellimust ei saa taastada; vajadusel esitage uus tellimus.</p>
              {error ? (
                <p role="alert" className="mt-3 font-semibold text-red-800">
                  {error}
                </p>
              ) : null}
              <Form method="post" action={here} className="mt-4 flex flex-wrap gap-3">
                <input type="hidden" name="version" value={order.version} />
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                >
                  {busy ? 'Tühistan…' : 'Jah, tühista tellimus'}
                </button>
                <Link
                  to={here}
                  className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-5 font-semibold"
                >
                  Ei, jäta alles
                </Link>
              </Form>
            </div>
          ) : (
            <Link
              to={`${here}?${cancelParameter}#${cancelAnchor}`}
              className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50"
            >
              Tühista tellimus
            </Link>
          )
        ) : order.status === 'kinnitatud' ? (
          <p>
            Tellimust ei saa enam veebis tühistada, sest selle aeg on vähem kui 24 tunni pärast. Muudatuste
            korral helistage palun.
          </p>
        ) : null}
        {error && !asking ? (
          <p role="alert" className="mt-3 font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>

      <p className="mt-8">
        Küsimuste korral helistage: <PhoneLink />
      </p>
    </section>
  )
}
