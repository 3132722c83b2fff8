import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { CalendarFeed } from '#app/admin/day-plan/calendar-feed.tsx'
import { ClosingDays } from '#app/admin/day-plan/closing-days.tsx'
import { PlanDay } from '#app/admin/day-plan/plan-day.tsx'
import { PrintButton } from '#app/admin/day-plan/print-button.tsx'
import { buttonClass } from '#app/admin/ui/button.ts'
import { type WeighingTyped, weighingTyped } from '#app/admin/ui/delivery-fields.tsx'
import { PageError } from '#app/admin/ui/inbox.tsx'
import { addDays, dayLabel, mondayOf } from '#app/domain/delivery-schedule.ts'
import { dayPlanDeliveryFormSchema } from '#app/domain/order-change-forms.ts'
import { isCalendarDate, tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData, readFormId } from '#app/server/http/form-data.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { orderInvoices } from '#app/server/invoices/invoice-read.server.ts'
import {
  addClosingPeriod,
  closingPeriodFormSchema,
  dayTotals,
  deleteClosingPeriod,
  feedSecret,
  listDeliveries,
  renewFeedSecret,
} from '#app/server/orders/day-plan.server.ts'
import { listClosingPeriods, publicHolidayName } from '#app/server/orders/delivery-calendar.server.ts'
import { changeDependencies } from '#app/server/orders/order-change-basics.server.ts'
import { changeOrder } from '#app/server/orders/order-changes.server.ts'
import { getConfig, getDb, getRuntime } from '#app/server/runtime.server.ts'
import type { Route } from './+types/day-plan'

/**
 * The trucks' plan: this week's (or any week's, `?nadal=`) confirmed deliveries and pickups by day in
 * time order, or one day (`?paev=`) as the driver's printout; marking an entry delivered with the
 * scale's tonnes (which issues its invoice); moving an entry to another day; the owner's closing days;
 * the calendar subscription.
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

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  const back = new URL(request.url)
  const here = `${back.pathname}${back.search}`
  const db = getDb()
  if (intent === 'move') {
    const orderId = readFormId(form, 'orderId')
    if (orderId === null)
      return data({ intent, orderId: null, error: 'Tellimust ei leitud.' }, { status: 400 })
    // The same command, and the same parse, as the order page's and PUT /api/admin/orders.
    const result = await changeOrder(changeDependencies(), { id: orderId, admin: session.username }, form)
    if (!result.ok) return data({ intent, orderId, error: result.error }, { status: result.status })
    throw await redirectWithFlash(
      request,
      here,
      result.changed
        ? `Tellimus nr ${orderId} viidud: ${dayLabel(result.order.deliveryDate ?? '')} ${result.order.windowStart}–${result.order.windowEnd}`
        : 'Muudatusi ei olnud.',
    )
  }
  if (intent === 'deliver') {
    const orderId = readFormId(form, 'orderId')
    if (orderId === null || !parseSubmission(dayPlanDeliveryFormSchema, form).ok)
      return data(
        { intent, orderId: null, error: 'Tellimust ei leitud.', field: null, link: null },
        { status: 400 },
      )
    // The same command as the order page's status form and PUT /api/admin/orders: it issues the invoice.
    const result = await changeOrder(changeDependencies(), { id: orderId, admin: session.username }, form)
    if (!result.ok)
      return data(
        {
          intent,
          orderId,
          error: result.error,
          field: result.field ?? null,
          link: result.link ?? null,
          typed: weighingTyped(form),
        },
        { status: result.status },
      )
    const issued = (await orderInvoices(db, orderId)).at(-1)
    throw await redirectWithFlash(
      request,
      here,
      `Tellimus nr ${orderId} tarnitud.${issued ? ` Arve nr ${issued.number} koostatud.` : ''}`,
    )
  }
  if (intent === 'close') {
    const period = parseSubmission(closingPeriodFormSchema, form)
    if (!period.ok) return data({ intent, orderId: null, error: period.error }, { status: 400 })
    await addClosingPeriod(db, { ...period.value, admin: session.username })
    throw await redirectWithFlash(request, here, 'Suletud päevad lisatud.')
  }
  if (intent === 'open') {
    const id = readFormId(form)
    const removed = id !== null && (await deleteClosingPeriod(db, { id, admin: session.username }))
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

export default function DayPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { today, view, monday, days, closingPeriods, feedUrl } = loaderData
  const error = (intent: string, orderId: number | null = null) =>
    actionData && actionData.intent === intent && actionData.orderId === orderId
      ? actionData.error
      : undefined
  const deliverError = (orderId: number) =>
    actionData && actionData.intent === 'deliver' && actionData.orderId === orderId
      ? {
          error: actionData.error,
          field: 'field' in actionData && typeof actionData.field === 'string' ? actionData.field : null,
          link: 'link' in actionData && typeof actionData.link === 'string' ? actionData.link : null,
          typed: 'typed' in actionData ? (actionData.typed as WeighingTyped) : null,
        }
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
          <PlanDay
            key={day.date}
            day={day}
            today={today}
            linked={view === 'week'}
            moveError={(orderId) => error('move', orderId)}
            deliverError={deliverError}
          />
        ))}
      </div>
      <ClosingDays periods={closingPeriods} today={today} error={error('close') ?? error('open')} />
      <CalendarFeed feedUrl={feedUrl} />
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
