import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDecimal, formatEur, formatKm, NBSP } from '#app/domain/format.ts'
import { changePercent } from '#app/domain/stats-period.ts'
import type { OverviewFigures, ReceivablesView, Waiting } from './types.ts'

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
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label="Saabunud tellimusi"
        value={count(orders.received)}
        note={
          <Before
            now={orders.received}
            before={previous.orders.received}
            shown={count(previous.orders.received)}
          />
        }
      />
      <Figure
        label="Kinnitatud"
        value={count(orders.confirmed)}
        note={
          <Before
            now={orders.confirmed}
            before={previous.orders.confirmed}
            shown={count(previous.orders.confirmed)}
          />
        }
      />
      <Figure
        label="Tarnitud"
        value={count(delivered)}
        note={
          <Before
            now={delivered}
            before={previous.orders.delivered}
            shown={count(previous.orders.delivered)}
          />
        }
      />
      <Figure
        label="Tühistatud"
        value={count(orders.cancelled)}
        note={
          cancelledShareTenths === null
            ? 'Saabunud tellimusi ei olnud.'
            : `${formatDecimal(cancelledShareTenths / 10, 1)}${NBSP}% saabunutest`
        }
      />
      <Figure
        label="Tarnitud tonne"
        value={tonnes(figures.deliveredTonnes)}
        note={
          <Before
            now={figures.deliveredTonnes}
            before={previous.deliveredTonnes}
            shown={tonnes(previous.deliveredTonnes)}
          />
        }
      />
      <Figure
        label="Käive käibemaksuta"
        value={formatEur(figures.netCents)}
        note={
          <Before now={figures.netCents} before={previous.netCents} shown={formatEur(previous.netCents)} />
        }
      />
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
      <Figure
        label="Veetud koormaid"
        value={count(figures.loads)}
        note={<Before now={figures.loads} before={previous.loads} shown={count(previous.loads)} />}
      />
      <Figure
        label="Läbisõit edasi-tagasi"
        value={formatKm(figures.kmTenths)}
        note={
          <Before now={figures.kmTenths} before={previous.kmTenths} shown={formatKm(previous.kmTenths)} />
        }
      />
    </dl>
  )
}

/** What waits now, whatever the period: orders to confirm, the week's deliveries, and who owes what. */
export function NowFigures({ waiting, receivables }: { waiting: Waiting; receivables: ReceivablesView }) {
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
