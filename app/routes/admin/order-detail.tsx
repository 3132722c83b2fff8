import { Mail, Phone } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { buttonClass, inputClass } from '#app/admin/ui/button.ts'
import { ActionError, PageError, StatusBadge } from '#app/admin/ui/inbox.tsx'
import { dayLabel, formatWindow, parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import { VAT_PERCENT } from '#app/domain/order-rules.ts'
import {
  type OrderStatus,
  orderStatusLabels,
  orderTransitions,
  staffNoteMaxLength,
} from '#app/domain/order-status.ts'
import { formatTallinnDateTime, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import type { AuditEntry } from '#app/server/audit/audit-log.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import { hoursOfWeekday } from '#app/server/orders/delivery-calendar.server.ts'
import { distanceTenths, orderAmounts } from '#app/server/orders/order-amounts.server.ts'
import {
  changeDependencies,
  changeOrderStatus,
  confirmOrder,
  customerUrlOf,
  parseOrderChange,
} from '#app/server/orders/order-changes.server.ts'
import { findOrder, orderHistory } from '#app/server/orders/order-inbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/order-detail'

function orderIdOf(params: { id?: string }): number {
  const id = params.id ?? ''
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new Response('Tellimust ei leitud', { status: 404 })
  return Number(id)
}

type Facts = {
  status?: OrderStatus
  staffNote?: string | null
  deliveryDate?: string | null
  timeWindow?: string | null
  quantity?: number
  deliveryAddress?: string | null
  priceAdjustmentCents?: number
  adjustmentReason?: string | null
  totalPriceCents?: number
  cancelReason?: string
  cancelledBy?: string
  notified?: boolean
}

function when(facts: Facts): string {
  if (!facts.deliveryDate) return '—'
  const window = facts.timeWindow ? parseWindow(facts.timeWindow) : null
  return `${dayLabel(facts.deliveryDate)}${window ? ` ${windowLabel(window)}` : ''}`
}

/** One entry of 'Muudatuste ajalugu' in staff's words. */
function describeChange(entry: AuditEntry): string[] {
  const before = (entry.before ?? {}) as Facts
  const after = (entry.after ?? {}) as Facts
  const lines: string[] = []
  const label = (status: OrderStatus | undefined) => orderStatusLabels[status ?? 'uus'] ?? String(status)
  if (entry.action === 'status') lines.push(`Staatus: ${label(before.status)} → ${label(after.status)}`)
  else if (entry.action === 'confirm') lines.push(`Kinnitatud: ${when(after)}`)
  else if (entry.action === 'move') lines.push(`Aeg muudetud: ${when(before)} → ${when(after)}`)
  else if (entry.action === 'correct') lines.push(`Kinnitust muudetud: ${when(after)}`)
  else if (entry.action === 'note') lines.push('Sisemine märkus muudetud')
  else lines.push(entry.action)
  if (entry.action !== 'status' && after.quantity !== undefined && after.totalPriceCents !== undefined) {
    lines.push(`Kogus ${tonnesLabel(after.quantity)}, kokku ${formatEur(after.totalPriceCents)}`)
    if (after.priceAdjustmentCents)
      lines.push(
        `Hinnamuutus ${formatEurPerTonne(after.priceAdjustmentCents)}: ${after.adjustmentReason ?? '—'}`,
      )
  }
  if (after.cancelledBy === 'customer') lines.push('Tühistas klient oma tellimuse lehel.')
  if (after.cancelReason) lines.push(`Põhjus: ${after.cancelReason}`)
  if (after.staffNote && after.staffNote !== before.staffNote)
    lines.push(`Sisemine märkus: ${after.staffNote}`)
  if (after.notified === false) lines.push('Klienti ei teavitatud.')
  return lines
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = orderIdOf(params)
  const order = await findOrder(getDb(), id)
  if (!order) throw new Response('Tellimust ei leitud', { status: 404 })
  const history = await orderHistory(getDb(), id)
  const amounts = orderAmounts(order)
  return {
    order: {
      ...order,
      time: formatTallinnDateTime(order.timestamp),
      distanceTenthsKm: distanceTenths(order.distanceKm),
      schedule: order.deliveryDate
        ? `${dayLabel(order.deliveryDate)} ${order.windowStart ?? ''}–${order.windowEnd ?? ''}`
        : null,
    },
    amounts: { ...amounts, distanceTenthsKm: distanceTenths(amounts.distanceKm) },
    customerUrl: customerUrlOf(order),
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

/** The order page's forms, as the change the API would take. */
function changeFromForm(form: FormData): Record<string, unknown> {
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const version = Number(field('version'))
  const common = {
    notifyCustomer: form.get('notifyCustomer') === 'on',
    staffNote: field('staffNote') ?? null,
    ...(Number.isSafeInteger(version) && version > 0 ? { version } : {}),
  }
  if (field('intent') === 'confirm') {
    const quantity = field('quantity')?.trim() ?? ''
    const start = field('windowStart') ?? ''
    const end = field('windowEnd') ?? ''
    const window = parseWindow(`${start}-${end}`)
    return {
      ...common,
      deliveryDate: field('deliveryDate') ?? '',
      timeWindow: window ? formatWindow(window) : `${start}-${end}`,
      // Not a whole number: the schema answers with the quantity's own message.
      quantity: quantity === '' ? null : /^\d{1,3}$/.test(quantity) ? Number(quantity) : 0.5,
      ...(field('deliveryAddress') === undefined ? {} : { deliveryAddress: field('deliveryAddress') }),
      priceAdjustmentEur: field('priceAdjustmentEur') ?? null,
      adjustmentReason: field('adjustmentReason') ?? null,
    }
  }
  return {
    ...common,
    status: field('status') ?? '',
    ...(field('cancelReason') === undefined ? {} : { cancelReason: field('cancelReason') }),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const id = orderIdOf(params)
  const form = await readFormData(request)
  const intent = form.get('intent') === 'confirm' ? ('confirm' as const) : ('status' as const)
  const change = parseOrderChange(changeFromForm(form))
  if (!change.ok) {
    // The form's choice of status: left unticked (or tampered with), it asks for one.
    const error = change.field === 'status' ? 'Valige uus staatus.' : change.error
    return data({ error, field: change.field ?? null, intent }, { status: 400 })
  }
  const deps = changeDependencies()
  const target = { id, admin: session.username }
  const result =
    change.kind === 'confirm'
      ? await confirmOrder(deps, { ...change.value, ...target })
      : await changeOrderStatus(deps, { ...change.value, ...target })
  if (!result.ok)
    return data({ error: result.error, field: result.field ?? null, intent }, { status: result.status })
  const message =
    change.kind === 'status'
      ? `Staatus muudetud: ${orderStatusLabels[result.order.status]}`
      : result.changed
        ? `Tellimus kinnitatud: ${dayLabel(result.order.deliveryDate ?? '')} ${result.order.windowStart}–${result.order.windowEnd}`
        : 'Muudatusi ei olnud.'
  throw await redirectWithFlash(request, `/admin/orders/${id}`, message)
}

const distanceSources: Record<string, string> = {
  road: 'mööda teed (marsruutimisteenus)',
  estimate: 'hinnang: linnulennult × 1,3',
}

const weekdayShort = ['P', 'E', 'T', 'K', 'N', 'R', 'L']

/** 'E 08:00–17:00 · … · P suletud' for the window's hint; a day's hours never break across lines. */
function hoursHint(week: { weekday: number; hours: { opens: string; closes: string } | null }[]) {
  return week.map(({ weekday, hours }, index) => (
    <span key={weekday}>
      {index > 0 ? ' · ' : null}
      <span className="whitespace-nowrap">
        {hours
          ? `${weekdayShort[weekday]} ${hours.opens}–${hours.closes}`
          : `${weekdayShort[weekday]} suletud`}
      </span>
    </span>
  ))
}

/** Euros per tonne as staff type it back: '-0,50', '1', or empty for none. */
function adjustmentValue(cents: number): string {
  if (cents === 0) return ''
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = Math.trunc(abs / 100)
  const fraction = abs % 100
  return `${sign}${whole}${fraction ? `,${String(fraction).padStart(2, '0')}` : ''}`
}

function NotifyCustomer({ id }: { id: string }) {
  return (
    <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
      <input id={id} type="checkbox" name="notifyCustomer" defaultChecked className="h-5 w-5 accent-accent" />
      Teavita klienti
    </label>
  )
}

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, amounts, customerUrl, today, weekHours, next, history } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const confirmError = actionData?.intent === 'confirm' ? actionData : undefined
  const statusError = actionData?.intent === 'status' ? actionData : undefined
  const invalid = (field: string) => (confirmError?.field === field ? true : undefined)
  const confirmable = order.status === 'uus' || order.status === 'kinnitatud'
  const statusChoices = next.filter((status) => status !== 'kinnitatud')
  const delivery = order.deliveryOption === 'delivery'
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
      </div>
      <p className="mt-1 text-stone-600">Esitatud {order.time}</p>
      {order.schedule ? (
        <p className="mt-2 text-lg font-semibold">
          {delivery ? 'Tarneaeg' : 'Järeletulemise aeg'}: {order.schedule}
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

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="customer-heading" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="customer-heading" className="text-xl font-bold">
            Klient
          </h2>
          <p className="mt-3 text-lg font-semibold">{order.name}</p>
          <p className="mt-2">
            <a
              href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {order.phone}
            </a>
          </p>
          <p>
            <a
              href={`mailto:${order.email}`}
              className="inline-flex min-h-11 items-center gap-2 break-all font-semibold text-accent-hover underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              {order.email}
            </a>
          </p>
          <h3 className="mt-4 font-bold">Kliendi märkused</h3>
          <p className="mt-1 whitespace-pre-wrap break-words">{order.notes ?? '—'}</p>
        </section>

        <section aria-labelledby="order-heading" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="order-heading" className="text-xl font-bold">
            Tellimus
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Materjal</dt>
            <dd>{order.productName}</dd>
            <dt className="font-semibold">Kogus</dt>
            <dd className="tabular">
              {tonnesLabel(amounts.quantity)}
              {amounts.quantity !== order.quantity ? (
                <span className="block text-sm text-stone-600">soovitud {tonnesLabel(order.quantity)}</span>
              ) : null}
            </dd>
            <dt className="font-semibold">Ühiku hind</dt>
            <dd className="tabular">
              {formatEurPerTonne(amounts.unitPriceCents)}
              {amounts.priceAdjustmentCents !== 0 ? (
                <span className="block text-sm text-stone-600">
                  soovitud {formatEurPerTonne(order.unitPriceCents)}; {amounts.adjustmentReason}
                </span>
              ) : null}
            </dd>
            <dt className="font-semibold">Tarneviis</dt>
            <dd>{delivery ? 'Soovin transporti' : 'Tulen ise järele'}</dd>
            {delivery ? (
              <>
                <dt className="font-semibold">Aadress</dt>
                <dd className="break-words">
                  {amounts.deliveryAddress ?? '—'}
                  {amounts.deliveryAddress !== order.deliveryAddress ? (
                    <span className="block text-sm text-stone-600">
                      soovitud {order.deliveryAddress ?? '—'}
                    </span>
                  ) : null}
                </dd>
                <dt className="font-semibold">Vahemaa</dt>
                <dd>
                  {amounts.distanceTenthsKm === null ? '—' : formatKm(amounts.distanceTenthsKm)}
                  {amounts.distanceSource ? (
                    <span className="block text-sm text-stone-600">
                      {distanceSources[amounts.distanceSource] ?? amounts.distanceSource}
                    </span>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-4 font-bold">{amounts.confirmed ? 'Kinnitatud hind' : 'Arvestuslik hind'}</h3>
          <dl className="tabular mt-2 space-y-1.5 rounded-lg border border-dashed border-stone-400 bg-sand-50 p-4">
            <div className="flex justify-between gap-4">
              <dt>
                {tonnesLabel(amounts.quantity)} × {formatEurPerTonne(amounts.unitPriceCents)}
              </dt>
              <dd>{formatEur(amounts.unitPriceCents * amounts.quantity)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Transport</dt>
              <dd>{formatEur(amounts.deliveryCostCents)}</dd>
            </div>
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
          {amounts.confirmed && amounts.totalPriceCents !== order.totalPriceCents ? (
            <p className="mt-2 text-sm text-stone-600">
              Kliendi soovi arvestuslik hind oli {formatEur(order.totalPriceCents)}.
            </p>
          ) : null}
        </section>
      </div>

      {confirmable ? (
        <section aria-labelledby="confirm-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="confirm-heading" className="text-xl font-bold">
            {order.status === 'uus' ? 'Kinnita tellimus' : 'Muuda aega või kinnitust'}
          </h2>
          <Form method="post" className="mt-4 grid gap-4" key={`confirm-${order.version}`}>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="version" value={order.version} />
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <div className="col-span-2 grid content-start gap-1 sm:col-span-1">
                <label htmlFor="delivery-date" className="font-semibold">
                  Kuupäev
                </label>
                <input
                  id="delivery-date"
                  type="date"
                  name="deliveryDate"
                  required
                  min={today}
                  defaultValue={order.deliveryDate ?? ''}
                  aria-invalid={invalid('deliveryDate')}
                  className={inputClass}
                />
              </div>
              <div className="grid content-start gap-1">
                <label htmlFor="window-start" className="font-semibold">
                  Alates
                </label>
                <input
                  id="window-start"
                  type="time"
                  name="windowStart"
                  required
                  step={900}
                  defaultValue={order.windowStart ?? ''}
                  aria-invalid={invalid('timeWindow')}
                  aria-describedby="window-hint"
                  className={inputClass}
                />
              </div>
              <div className="grid content-start gap-1">
                <label htmlFor="window-end" className="font-semibold">
                  Kuni
                </label>
                <input
                  id="window-end"
                  type="time"
                  name="windowEnd"
                  required
                  step={900}
                  defaultValue={order.windowEnd ?? ''}
                  aria-invalid={invalid('timeWindow')}
                  aria-describedby="window-hint"
                  className={inputClass}
                />
              </div>
            </div>
            <p id="window-hint" className="-mt-2 text-sm text-stone-600">
              Veerandtunni täpsusega, lahtiolekuaja sees: {hoursHint(weekHours)}. Riigipühadel ja suletud
              päevadel ei kinnitata.
            </p>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="grid content-start gap-1">
                <label htmlFor="quantity" className="font-semibold">
                  Kogus (t)
                </label>
                <input
                  id="quantity"
                  type="number"
                  name="quantity"
                  min={1}
                  max={25}
                  step={1}
                  inputMode="numeric"
                  defaultValue={amounts.quantity}
                  aria-invalid={invalid('quantity')}
                  className={inputClass}
                />
              </div>
              <div className="grid content-start gap-1">
                <label htmlFor="price-adjustment" className="font-semibold">
                  Hinnamuutus (€/t, ±)
                </label>
                <input
                  id="price-adjustment"
                  type="text"
                  name="priceAdjustmentEur"
                  inputMode="decimal"
                  placeholder="nt -0,50"
                  defaultValue={adjustmentValue(amounts.priceAdjustmentCents)}
                  aria-invalid={invalid('priceAdjustmentEur')}
                  className={inputClass}
                />
              </div>
              <div className="grid content-start gap-1">
                <label htmlFor="adjustment-reason" className="font-semibold">
                  Hinnamuutuse põhjus
                </label>
                <input
                  id="adjustment-reason"
                  type="text"
                  name="adjustmentReason"
                  maxLength={500}
                  defaultValue={amounts.adjustmentReason ?? ''}
                  aria-invalid={invalid('adjustmentReason')}
                  aria-describedby="reason-hint"
                  className={inputClass}
                />
                <p id="reason-hint" className="text-sm text-stone-600">
                  Klient näeb seda kinnituskirjas.
                </p>
              </div>
            </div>
            {delivery ? (
              <div className="grid content-start gap-1">
                <label htmlFor="delivery-address" className="font-semibold">
                  Tarneaadress
                </label>
                <input
                  id="delivery-address"
                  type="text"
                  name="deliveryAddress"
                  maxLength={500}
                  defaultValue={amounts.deliveryAddress ?? ''}
                  aria-invalid={invalid('deliveryAddress')}
                  aria-describedby="address-hint"
                  className={inputClass}
                />
                <p id="address-hint" className="text-sm text-stone-600">
                  Muudetud aadressi vahemaa mõõdetakse uuesti ja hind arvutatakse ümber.
                </p>
              </div>
            ) : null}
            <NotifyCustomer id="notify-confirm" />
            <ActionError error={confirmError?.error} />
            <div>
              <button type="submit" className={buttonClass.primary} disabled={busy}>
                {busy ? 'Salvestan…' : order.status === 'uus' ? 'Kinnita tellimus' : 'Salvesta muudatused'}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="status-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="status-heading" className="text-xl font-bold">
          Staatus ja sisemine märkus
        </h2>
        <p className="mt-2">
          <span className="font-semibold">Sisemine märkus: </span>
          <span className="whitespace-pre-wrap break-words">{order.staffNote ?? '—'}</span>
        </p>
        {order.status === 'tühistatud' && order.cancelReason ? (
          <p className="mt-2">
            <span className="font-semibold">Tühistamise põhjus: </span>
            {order.cancelReason}
          </p>
        ) : null}
        {statusChoices.length === 0 ? (
          <p className="mt-3">
            {order.status === 'uus'
              ? 'Kinnitage tellimus ülal või tühistage see.'
              : `Tellimus on olekus „${orderStatusLabels[order.status]}“; selle olekut enam ei muudeta.`}
          </p>
        ) : (
          <Form method="post" className="mt-4 grid gap-4" key={`status-${order.version}`}>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="version" value={order.version} />
            <fieldset>
              <legend className="font-semibold">Uus staatus</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {statusChoices.map((status, index) => (
                  <label
                    key={status}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-400 bg-white px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                  >
                    <input
                      type="radio"
                      name="status"
                      value={status}
                      // Cancelling is never the default: a stray click must not cancel and mail the customer.
                      defaultChecked={index === 0 && status !== 'tühistatud'}
                      className="h-5 w-5 accent-accent"
                    />
                    {orderStatusLabels[status]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid content-start gap-1">
              <label htmlFor="cancel-reason" className="font-semibold">
                Tühistamise põhjus kliendile (valikuline)
              </label>
              <input
                id="cancel-reason"
                type="text"
                name="cancelReason"
                maxLength={500}
                defaultValue=""
                className={inputClass}
              />
            </div>
            <div className="grid content-start gap-1">
              <label htmlFor="staff-note" className="font-semibold">
                Sisemine märkus
              </label>
              <textarea
                id="staff-note"
                name="staffNote"
                rows={3}
                maxLength={staffNoteMaxLength}
                defaultValue=""
                className={inputClass}
                aria-describedby="staff-note-hint"
              />
              <p id="staff-note-hint" className="text-sm text-stone-600">
                Näeb ainult personal. Tühi väli jätab varasema märkuse alles.
              </p>
            </div>
            <NotifyCustomer id="notify-status" />
            <ActionError error={statusError?.error} />
            <div>
              <button type="submit" className={buttonClass.primary} disabled={busy}>
                {busy ? 'Salvestan…' : 'Salvesta staatus'}
              </button>
            </div>
          </Form>
        )}
      </section>

      <section aria-labelledby="history-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="history-heading" className="text-xl font-bold">
          Muudatuste ajalugu
        </h2>
        {history.length === 0 ? (
          <p className="mt-2">Muudatusi ei ole veel tehtud.</p>
        ) : (
          <ol className="mt-3 grid gap-3">
            {history.map((entry) => (
              <li key={entry.id} className="border-l-4 border-sand-300 pl-3">
                <p className="text-sm text-stone-600">
                  <time>{entry.when}</time> · {entry.who}
                </p>
                {entry.what.map((line) => (
                  <p key={line} className="whitespace-pre-wrap break-words">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        )}
      </section>
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
