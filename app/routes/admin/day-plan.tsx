import { Phone, Printer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from 'react-router'
import { buttonClass, inputClass } from '#app/admin/ui/button.ts'
import { ActionError, PageError } from '#app/admin/ui/inbox.tsx'
import { addDays, dayLabel, mondayOf } from '#app/domain/delivery-schedule.ts'
import { formatKm, tonnesLabel } from '#app/domain/format.ts'
import { hasControlCharacters } from '#app/domain/order-status.ts'
import { isCalendarDate, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import {
  addClosingPeriod,
  type Delivery,
  dayTotals,
  deleteClosingPeriod,
  feedSecret,
  listDeliveries,
  renewFeedSecret,
} from '#app/server/orders/day-plan.server.ts'
import { listClosingPeriods, publicHolidayName } from '#app/server/orders/delivery-calendar.server.ts'
import { changeDependencies, confirmOrder } from '#app/server/orders/order-changes.server.ts'
import { getConfig, getDb, getRuntime } from '#app/server/runtime.server.ts'
import type { Route } from './+types/day-plan'

/**
 * The trucks' plan: this week's (or any week's, `?nadal=`) confirmed deliveries and pickups by day in
 * time order, or one day (`?paev=`) as the driver's printout; moving an entry to another day; the owner's
 * closing days; the calendar subscription.
 */

function badDate(): never {
  throw data({ error: 'Kuupäev peab olema kujul AAAA-KK-PP.' }, { status: 400 })
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const params = new URL(request.url).searchParams
  const today = tallinnCalendarDate()
  const day = params.get('paev')
  const week = params.get('nadal')
  if ((day !== null && !isCalendarDate(day)) || (week !== null && !isCalendarDate(week))) badDate()
  const days = day ? [day] : Array.from({ length: 7 }, (_, index) => addDays(mondayOf(week ?? today), index))
  const first = days[0]!
  const last = days[days.length - 1]!
  const db = getDb()
  const [deliveries, closing, upcomingClosing, secret] = await Promise.all([
    listDeliveries(db, first, last),
    listClosingPeriods(db, first),
    listClosingPeriods(db, today),
    feedSecret(db, getRuntime().signingSecret),
  ])
  return {
    today,
    view: day ? ('day' as const) : ('week' as const),
    monday: day ? mondayOf(day) : first,
    days: days.map((date) => {
      const own = deliveries.filter((delivery) => delivery.date === date)
      return {
        date,
        label: dayLabel(date),
        holiday: publicHolidayName(date),
        closed: closing.find((period) => period.firstDay <= date && period.lastDay >= date)?.note ?? null,
        deliveries: own,
        totals: dayTotals(own),
      }
    }),
    closingPeriods: upcomingClosing,
    feedUrl: `${getConfig().publicUrl}/tarned/${secret}.ics`,
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const form = await readFormData(request)
  const intent = text(form, 'intent')
  const back = new URL(request.url)
  const here = `${back.pathname}${back.search}`
  const db = getDb()
  if (intent === 'move') {
    const orderId = Number(text(form, 'orderId'))
    const version = Number(text(form, 'version'))
    if (!Number.isSafeInteger(orderId) || orderId < 1)
      return data({ intent, orderId: null, error: 'Tellimust ei leitud.' }, { status: 400 })
    const result = await confirmOrder(changeDependencies(), {
      id: orderId,
      admin: session.username,
      deliveryDate: text(form, 'deliveryDate'),
      timeWindow: `${text(form, 'windowStart')}-${text(form, 'windowEnd')}`,
      notifyCustomer: form.get('notifyCustomer') === 'on',
      ...(Number.isSafeInteger(version) && version > 0 ? { version } : {}),
    })
    if (!result.ok) return data({ intent, orderId, error: result.error }, { status: result.status })
    throw await redirectWithFlash(
      request,
      here,
      result.changed
        ? `Tellimus nr ${orderId} viidud: ${dayLabel(result.order.deliveryDate ?? '')} ${result.order.windowStart}–${result.order.windowEnd}`
        : 'Muudatusi ei olnud.',
    )
  }
  if (intent === 'close') {
    const firstDay = text(form, 'firstDay')
    const lastDay = text(form, 'lastDay') || firstDay
    const note = text(form, 'note')
    const error = !isCalendarDate(firstDay)
      ? 'Valige esimene suletud päev.'
      : !isCalendarDate(lastDay)
        ? 'Viimane suletud päev peab olema kuupäev kujul AAAA-KK-PP.'
        : lastDay < firstDay
          ? 'Viimane suletud päev ei saa olla enne esimest.'
          : note === '' || hasControlCharacters(note)
            ? 'Kirjutage, miks karjäär on suletud (nt inventuur, talvepuhkus).'
            : note.length > 200
              ? 'Põhjus võib olla kuni 200 märki.'
              : null
    if (error) return data({ intent, orderId: null, error }, { status: 400 })
    await addClosingPeriod(db, { firstDay, lastDay, note, admin: session.username })
    throw await redirectWithFlash(request, here, 'Suletud päevad lisatud.')
  }
  if (intent === 'open') {
    const id = Number(text(form, 'id'))
    const removed =
      Number.isSafeInteger(id) && id > 0 && (await deleteClosingPeriod(db, { id, admin: session.username }))
    if (!removed)
      return data({ intent, orderId: null, error: 'Neid suletud päevi enam ei ole.' }, { status: 404 })
    throw await redirectWithFlash(request, here, 'Suletud päevad eemaldatud.')
  }
  if (intent === 'renew-feed') {
    await renewFeedSecret(db, session.username)
    throw await redirectWithFlash(request, here, 'Kalendri aadress uuendatud. Vana aadress enam ei tööta.')
  }
  return data({ intent, orderId: null, error: 'Tundmatu toiming.' }, { status: 400 })
}

export function meta() {
  return [{ title: 'Tarned | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

function totalsText(totals: { tonnes: number; loads: number; tenthsKm: number }): string {
  return `${tonnesLabel(totals.tonnes)}, ${totals.loads} ${totals.loads === 1 ? 'koorem' : 'koormat'}, ${formatKm(totals.tenthsKm)}`
}

function PrintButton() {
  // The button prints with JavaScript only; without it, the browser's own print does the same.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
      <Printer aria-hidden="true" className="h-4 w-4" />
      Prindi
    </button>
  )
}

function MoveForm({ delivery, today }: { delivery: Delivery; today: string }) {
  const id = `move-${delivery.orderId}`
  return (
    <details className="mt-2 print:hidden">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-hover underline">
        Muuda aega
      </summary>
      <Form method="post" className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="orderId" value={delivery.orderId} />
        <input type="hidden" name="version" value={delivery.version} />
        <div className="col-span-2 grid content-start gap-1 sm:col-span-1">
          <label htmlFor={`${id}-date`} className="text-sm font-semibold">
            Kuupäev
          </label>
          <input
            id={`${id}-date`}
            type="date"
            name="deliveryDate"
            required
            min={today}
            defaultValue={delivery.date}
            className={inputClass}
          />
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={`${id}-start`} className="text-sm font-semibold">
            Alates
          </label>
          <input
            id={`${id}-start`}
            type="time"
            name="windowStart"
            step={900}
            required
            defaultValue={delivery.windowStart}
            className={inputClass}
          />
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={`${id}-end`} className="text-sm font-semibold">
            Kuni
          </label>
          <input
            id={`${id}-end`}
            type="time"
            name="windowEnd"
            step={900}
            required
            defaultValue={delivery.windowEnd}
            className={inputClass}
          />
        </div>
        <div className="col-span-2 flex flex-wrap items-end gap-3 sm:col-span-1">
          <label htmlFor={`${id}-notify`} className="inline-flex min-h-11 items-center gap-2">
            <input
              id={`${id}-notify`}
              type="checkbox"
              name="notifyCustomer"
              defaultChecked
              className="h-5 w-5 accent-accent"
            />
            Teavita klienti
          </label>
          <button type="submit" className={buttonClass.primary}>
            Vii üle
          </button>
        </div>
      </Form>
    </details>
  )
}

export default function DayPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { today, view, monday, days, closingPeriods, feedUrl } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const error = (intent: string, orderId: number | null = null) =>
    actionData && actionData.intent === intent && actionData.orderId === orderId
      ? actionData.error
      : undefined
  const weekLink = (date: string) => `/admin/tarned?nadal=${date}`
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">
          Tarned{view === 'day' ? `: ${days[0]!.label}` : ''}
          <span className="sr-only print:not-sr-only">
            {view === 'week' ? `, nädal alates ${dayLabel(monday)}` : ''}
          </span>
        </h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintButton />
        </div>
      </div>
      <nav aria-label="Nädalad" className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Link to={weekLink(addDays(monday, -7))} className={buttonClass.secondary}>
          ← Eelmine nädal
        </Link>
        <Link to="/admin/tarned" className={buttonClass.secondary}>
          See nädal
        </Link>
        <Link to={weekLink(addDays(monday, 7))} className={buttonClass.secondary}>
          Järgmine nädal →
        </Link>
        {view === 'day' ? (
          <Link to={weekLink(monday)} className={buttonClass.secondary}>
            Kogu nädal
          </Link>
        ) : null}
      </nav>
      <p className="mt-2 text-sm text-stone-600 print:hidden">
        Juhi päevalehe printimiseks avage päev ja vajutage „Prindi“ või kasutage brauseri printimist (Ctrl+P).
      </p>

      <div className="mt-6 grid gap-6">
        {days.map((day) => (
          <section
            key={day.date}
            aria-labelledby={`day-${day.date}`}
            className="rounded-xl bg-white p-4 shadow-sm break-inside-avoid sm:p-6 print:p-0 print:shadow-none"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`day-${day.date}`} className="text-xl font-bold">
                {view === 'week' ? (
                  <Link to={`/admin/tarned?paev=${day.date}`} className="underline print:no-underline">
                    {day.label}
                  </Link>
                ) : (
                  day.label
                )}
                {day.date === today ? (
                  <span className="ml-2 text-base font-semibold text-accent-hover">täna</span>
                ) : null}
              </h2>
              {day.deliveries.length > 0 ? (
                <p className="tabular font-semibold">Kokku: {totalsText(day.totals)}</p>
              ) : null}
            </div>
            {day.holiday ? <p className="mt-1 font-semibold text-red-800">Riigipüha: {day.holiday}</p> : null}
            {day.closed ? <p className="mt-1 font-semibold text-red-800">Suletud: {day.closed}</p> : null}
            {day.deliveries.length === 0 ? (
              <p className="mt-2 text-stone-600">Tarneid ei ole.</p>
            ) : (
              <ol className="mt-3 grid gap-3">
                {day.deliveries.map((delivery) => (
                  <li
                    key={delivery.orderId}
                    className="border-l-4 border-accent pl-3 break-inside-avoid data-[done=true]:border-stone-300"
                    data-done={delivery.status === 'tarnitud'}
                  >
                    <p className="tabular text-lg font-bold">
                      {delivery.windowStart}–{delivery.windowEnd}
                      {delivery.status === 'tarnitud' ? (
                        <span className="ml-2 text-sm font-semibold text-forest">tarnitud</span>
                      ) : null}
                    </p>
                    <p>
                      <span className="font-semibold">{delivery.name}</span>,{' '}
                      <a
                        href={`tel:${delivery.phone.replace(/[^\d+]/g, '')}`}
                        className="inline-flex items-center gap-1 font-semibold text-accent-hover underline print:no-underline"
                      >
                        <Phone aria-hidden="true" className="h-4 w-4 print:hidden" />
                        {delivery.phone}
                      </a>
                    </p>
                    <p className="break-words">{delivery.address ?? 'Järeletulek karjäärist'}</p>
                    <p className="tabular">
                      {delivery.productName}, {tonnesLabel(delivery.quantity)}, {delivery.loads}{' '}
                      {delivery.loads === 1 ? 'koorem' : 'koormat'}
                      {delivery.distanceTenthsKm === null ? '' : `, ${formatKm(delivery.distanceTenthsKm)}`}
                    </p>
                    <p className="print:hidden">
                      <Link
                        to={`/admin/orders/${delivery.orderId}`}
                        className="text-sm text-accent-hover underline"
                      >
                        Tellimus nr {delivery.orderId}
                      </Link>
                    </p>
                    {delivery.status === 'kinnitatud' ? <MoveForm delivery={delivery} today={today} /> : null}
                    <ActionError error={error('move', delivery.orderId)} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>

      <section
        aria-labelledby="closing-heading"
        className="mt-8 rounded-xl bg-white p-4 shadow-sm sm:p-6 print:hidden"
      >
        <h2 id="closing-heading" className="text-xl font-bold">
          Suletud päevad
        </h2>
        <p className="mt-1 text-stone-600">
          Neil päevil tellimusi ei kinnitata. Riigipühad on juba arvestatud.
        </p>
        {closingPeriods.length === 0 ? (
          <p className="mt-3">Eesseisvaid suletud päevi ei ole.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {closingPeriods.map((period) => (
              <li key={period.id} className="flex flex-wrap items-center gap-3">
                <span className="tabular font-semibold">
                  {period.firstDay === period.lastDay
                    ? dayLabel(period.firstDay)
                    : `${dayLabel(period.firstDay)} – ${dayLabel(period.lastDay)}`}
                </span>
                <span>{period.note}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="open" />
                  <input type="hidden" name="id" value={period.id} />
                  <button type="submit" className={buttonClass.secondary} disabled={busy}>
                    Eemalda
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="close" />
          <div className="grid content-start gap-1">
            <label htmlFor="first-day" className="font-semibold">
              Alates
            </label>
            <input id="first-day" type="date" name="firstDay" required min={today} className={inputClass} />
          </div>
          <div className="grid content-start gap-1">
            <label htmlFor="last-day" className="font-semibold">
              Kuni (kaasa arvatud)
            </label>
            <input id="last-day" type="date" name="lastDay" min={today} className={inputClass} />
          </div>
          <div className="grid content-start gap-1">
            <label htmlFor="closing-note" className="font-semibold">
              Põhjus
            </label>
            <input
              id="closing-note"
              type="text"
              name="note"
              required
              maxLength={200}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            Lisa
          </button>
        </Form>
        <ActionError error={error('close') ?? error('open')} />
      </section>

      <section
        aria-labelledby="feed-heading"
        className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6 print:hidden"
      >
        <h2 id="feed-heading" className="text-xl font-bold">
          Kalender telefonis
        </h2>
        <p className="mt-1">
          Lisage see aadress oma telefoni kalendrisse tellitava kalendrina (nädal tagasi, kaks kuud ette).
          Hoidke aadress saladuses: sellega näeb tarneid ilma sisse logimata.
        </p>
        <p className="mt-2 break-all rounded-md bg-sand-50 p-3 font-mono text-sm">{feedUrl}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="renew-feed" />
          <button type="submit" className={buttonClass.secondary} disabled={busy}>
            Uuenda aadressi
          </button>
        </Form>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const badDate = isRouteErrorResponse(error) && error.status === 400
  return (
    <PageError
      title="Tarneid ei saanud näidata"
      text={
        badDate
          ? 'Kontrollige aadressi kuupäeva (kujul AAAA-KK-PP).'
          : 'Tarneid ei saanud praegu laadida. Proovige mõne aja pärast uuesti.'
      }
    />
  )
}
