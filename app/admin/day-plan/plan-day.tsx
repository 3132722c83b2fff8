import { Phone } from 'lucide-react'
import { Link } from 'react-router'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import type { PlanDay as Day, PlanDelivery } from '#app/domain/day-plan.ts'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import { formatKm, formatTonnes, tonnesLabel } from '#app/domain/format.ts'
import { PaidBadge, PrepaymentDueBadge } from '../ui/inbox.tsx'
import { type DeliverError, DeliverForm } from './deliver-form.tsx'
import { MoveForm } from './move-form.tsx'

const loadsText = (loads: number) => `${loads} ${loads === 1 ? 'koorem' : 'koormat'}`

function totalsText(totals: Day['totals']): string {
  return `${tonnesLabel(totals.tonnes)}, ${loadsText(totals.loads)}, ${formatKm(totals.tenthsKm)}`
}

/**
 * One day of the plan: its holiday or closing, then its deliveries and pickups in time order, each with
 * the customer's phone, the place, the load, and for a confirmed one the form that moves it. `linked`
 * makes the day's heading a link to its printable page.
 */
export function PlanDay({
  day,
  today,
  linked,
  moveError,
  deliverError,
}: {
  day: Day
  today: string
  linked: boolean
  moveError: (orderId: number) => string | undefined
  deliverError: (orderId: number) => DeliverError | undefined
}) {
  return (
    <section
      aria-labelledby={`day-${day.date}`}
      className="rounded-xl bg-white p-4 shadow-sm break-inside-avoid sm:p-6 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`day-${day.date}`} className="text-xl font-bold">
          {linked ? (
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
            <PlanEntry
              key={delivery.orderId}
              delivery={delivery}
              today={today}
              error={moveError(delivery.orderId)}
              deliverError={deliverError(delivery.orderId)}
            />
          ))}
        </ol>
      )}
    </section>
  )
}

function PlanEntry({
  delivery,
  today,
  error,
  deliverError,
}: {
  delivery: PlanDelivery
  today: string
  error: string | undefined
  deliverError: DeliverError | undefined
}) {
  return (
    <li
      className="border-l-4 border-accent pl-3 break-inside-avoid data-[done=true]:border-stone-300"
      data-done={delivery.status === 'tarnitud'}
    >
      <p className="tabular text-lg font-bold">
        {delivery.windowStart}–{delivery.windowEnd}
        {delivery.status === 'tarnitud' ? (
          <span className="ml-2 text-sm font-semibold text-forest">
            tarnitud
            {delivery.deliveredHundredths === null
              ? ''
              : ` ${formatTonnes(delivery.deliveredHundredths / 100)}`}
          </span>
        ) : null}
      </p>
      {delivery.deliveredOn && delivery.deliveredOn !== delivery.date ? (
        <p className="font-semibold text-forest">Tarnitud varem: {dayLabel(delivery.deliveredOn)}</p>
      ) : null}
      <p>
        {delivery.paid ? (
          <>
            <PaidBadge />{' '}
          </>
        ) : null}
        {delivery.prepaymentDue ? (
          <>
            <PrepaymentDueBadge />{' '}
          </>
        ) : null}
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
        {delivery.productName}, {tonnesLabel(delivery.quantity)}, {loadsText(delivery.loads)}
        {delivery.distanceTenthsKm === null ? '' : `, ${formatKm(delivery.distanceTenthsKm)}`}
      </p>
      <p className="print:hidden">
        <Link to={`/admin/orders/${delivery.orderId}`} className="text-sm text-accent-hover underline">
          Tellimus nr {delivery.orderId}
        </Link>
      </p>
      {delivery.status === 'kinnitatud' ? (
        <>
          <DeliverForm delivery={delivery} error={deliverError} />
          <MoveForm delivery={delivery} today={today} />
        </>
      ) : null}
      <ActionError error={error} />
    </li>
  )
}
