import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDecimal, formatEur, formatKm, NBSP } from '#app/domain/format.ts'
import type { Receivables, Waiting } from '#app/domain/overview-figures.ts'
import { changePercent } from '#app/domain/stats-period.ts'
import type { OverviewFigures } from './types.ts'

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-white p-3 shadow-sm sm:p-4 print:border print:border-stone-300 print:shadow-none">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="tabular mt-1 text-xl font-bold sm:text-2xl">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-stone-700">{note}</dd> : null}
    </div>
  )
}

/** 'Eelmisel perioodil 110 (+12 %)': the same figure of the period before, and the change when there is a base. */
function Before({ now, before, shown }: { now: number; before: number; shown: string }) {
  const change = changePercent(now, before)
  const sign = change !== null && change > 0 ? '+' : ''
  return (
    <>
      Eelmisel perioodil {shown}
      {change === null ? '' : ` (${sign}${change}${NBSP}%)`}
    </>
  )
}

const tonnes = (value: number) => `${formatDecimal(value, 0)}${NBSP}t`
const count = (value: number) => formatDecimal(value, 0)

/** The period's figures, each with the period before it of the same length. */
export function KeyFigures({
  figures,
  cancelledShareTenths,
}: {
  figures: OverviewFigures
  cancelledShareTenths: number | null
}) {
  const { orders, previous } = figures
  const delivered = orders.delivered
  // Each figure beside the same one of the period before.
  const compared = (label: string, now: number, before: number, shown: (value: number) => string) => (
    <Figure
      key={label}
      label={label}
      value={shown(now)}
      note={<Before now={now} before={before} shown={shown(before)} />}
    />
  )
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {compared('Saabunud tellimusi', orders.received, previous.orders.received, count)}
      {compared('Kinnitatud', orders.confirmed, previous.orders.confirmed, count)}
      {compared('Tarnitud', delivered, previous.orders.delivered, count)}
      <Figure
        label="Tühistatud"
        value={count(orders.cancelled)}
        note={
          cancelledShareTenths === null
            ? 'Saabunud tellimusi ei olnud.'
            : `${formatDecimal(cancelledShareTenths / 10, 1)}${NBSP}% saabunutest`
        }
      />
      {compared('Tarnitud tonne', figures.deliveredTonnes, previous.deliveredTonnes, tonnes)}
      {compared('Käive käibemaksuta', figures.netCents, previous.netCents, formatEur)}
      <Figure
        label="Käibemaks"
        value={formatEur(figures.vatCents)}
        note={`Eelmisel perioodil ${formatEur(previous.vatCents)}`}
      />
      <Figure
        label="Keskmine tellimus"
        value={delivered > 0 ? `${formatDecimal(figures.deliveredTonnes / delivered, 1)}${NBSP}t` : '–'}
        note={
          delivered > 0 ? formatEur(Math.round(figures.netCents / delivered)) : 'Tarnitud tellimusi ei olnud.'
        }
      />
      {compared('Veetud koormaid', figures.loads, previous.loads, count)}
      {compared('Läbisõit edasi-tagasi', figures.kmTenths, previous.kmTenths, formatKm)}
    </dl>
  )
}

/** What waits now, whatever the period: orders to confirm, the week's deliveries, and who owes what. */
export function NowFigures({ waiting, receivables }: { waiting: Waiting; receivables: Receivables }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label="Ootab kinnitamist"
        value={count(waiting.awaitingConfirmation)}
        note={
          <Link to="/admin/orders?staatus=uus" className="font-semibold text-accent-hover underline">
            Uued tellimused
          </Link>
        }
      />
      <Figure
        label="Tarneid järgmisel 7 päeval"
        value={count(waiting.nextDeliveries)}
        note={
          <>
            {tonnes(waiting.nextTonnes)},{' '}
            <Link to="/admin/tarned" className="font-semibold text-accent-hover underline">
              tarnete plaan
            </Link>
          </>
        }
      />
      <Figure label="Maksmata arveid" value={formatEur(receivables.unpaidCents)} />
      <Figure label="Tähtaja ületanud" value={formatEur(receivables.overdueCents)} />
    </dl>
  )
}
