import { Link } from 'react-router'
import { Debts } from '#app/admin/overview/debts.tsx'
import { KeyFigures, NowFigures } from '#app/admin/overview/key-figures.tsx'
import { PeriodPicker } from '#app/admin/overview/period-picker.tsx'
import { PlotSectionView } from '#app/admin/overview/plot-section.tsx'
import { PageError } from '#app/admin/ui/inbox.tsx'
import { formatDate } from '#app/domain/format.ts'
import {
  periodPresetLabels,
  periodPresetValues,
  presetOf,
  presetPeriod,
  previousPeriod,
} from '#app/domain/stats-period.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { overdueBooksCount } from '#app/server/books/books-state.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import { overviewPage } from '#app/server/stats/overview-sections.server.ts'
import { requestedPeriod } from '#app/server/stats/stats-query.server.ts'
import type { Route } from './+types/overview'

/**
 * Where staff land after signing in: the business of a period at a glance (the last 12 months unless
 * the address names two dates), each figure against the period of the same length before it, the
 * plots drawn on the server, and what waits now (a warning when invoices or payments have not reached
 * Merit Aktiva within an hour).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const today = tallinnCalendarDate()
  const { period, error } = requestedPeriod(request, presetPeriod('12-kuud', today))
  const db = getDb()
  const [{ data, anyOrders, sections }, booksLate] = await Promise.all([
    overviewPage(db, period, today),
    overdueBooksCount(db),
  ])
  const current = presetOf(period, today)
  return {
    period,
    previous: previousPeriod(period),
    error,
    anyOrders,
    booksLate,
    presets: periodPresetValues.map((preset) => ({
      label: periodPresetLabels[preset],
      ...presetPeriod(preset, today),
      current: preset === current,
    })),
    figures: data.figures,
    cancelledShareTenths: data.cancelledShareTenths,
    waiting: data.waiting,
    receivables: data.receivables,
    sections,
  }
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { period, previous, presets, error, anyOrders, booksLate, figures, sections } = loaderData
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div>
        <h1 className="text-3xl font-bold">Ülevaade</h1>
        <p className="mt-1 text-stone-700">
          {formatDate(period.from)}–{formatDate(period.to)}, võrdluseks {formatDate(previous.from)}–
          {formatDate(previous.to)}
        </p>
      </div>
      {booksLate > 0 ? (
        <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <span className="font-semibold">
            Merit Aktivasse pole üle tunni jõudnud{' '}
            {booksLate === 1 ? '1 arve või makse' : `${booksLate} arvet või makset`}.
          </span>{' '}
          <Link to="/admin/arved?staatus=raamatupidamisse%20saatmata" className="font-semibold underline">
            Vaata raamatupidamisse saatmata arveid
          </Link>
        </p>
      ) : null}
      <PeriodPicker presets={presets} from={period.from} to={period.to} error={error} />
      {anyOrders ? null : (
        <p className="rounded-xl bg-white p-6 text-stone-700 shadow-sm">
          Tellimusi veel ei ole. Kui esimesed tellimused saabuvad, näete siin, kuidas äril läheb: tonnid,
          käive, koormad ja hooaeg.
        </p>
      )}
      <section aria-labelledby="praegu-pealkiri" className="grid gap-3">
        <h2 id="praegu-pealkiri" className="text-xl font-bold">
          Praegu
        </h2>
        <NowFigures waiting={loaderData.waiting} receivables={loaderData.receivables} />
      </section>
      <section aria-labelledby="periood-pealkiri" className="grid gap-3">
        <h2 id="periood-pealkiri" className="text-xl font-bold">
          Valitud periood
        </h2>
        <KeyFigures figures={figures} cancelledShareTenths={loaderData.cancelledShareTenths} />
      </section>
      {sections.map((section) => (
        <PlotSectionView key={section.id} section={section} />
      ))}
      <Debts receivables={loaderData.receivables} />
    </div>
  )
}

export function meta() {
  return [{ title: 'Ülevaade | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return <PageError title="Ülevaadet ei saanud laadida" text="Palun proovige hetke pärast uuesti." />
}
