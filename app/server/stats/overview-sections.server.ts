import type { OverviewTableId } from '#app/domain/overview-table.ts'
import type { Period } from '#app/domain/stats-period.ts'
import type { Database } from '../db/database.server.ts'
import { keptUntilOrdersChange } from './overview-cache.server.ts'
import { type OverviewData, overviewData } from './overview-data.server.ts'
import { materialPlots, monthPlot, type PlotPair, placePlot, weekPlot } from './overview-plots.server.ts'

/** The overview's four plots, each with its table and the address of its CSV file. */
export function overviewSections(data: OverviewData, period: Period) {
  const csvHref = (table: OverviewTableId) =>
    `/api/admin/stats/csv?table=${table}&from=${period.from}&to=${period.to}`
  const nothingDelivered = data.figures.orders.delivered === 0
  const noYearBefore = data.months.every((month) => month.tonnes === 0 && month.tonnesYearBefore === 0)
  const materials = nothingDelivered ? null : materialPlots(data.figures.byMaterial)
  const none: PlotPair = { narrow: '', wide: '' }
  return [
    {
      id: 'kuud',
      title: 'Tonnid ja käive kuude kaupa',
      legend: 'Sinine tulp: valitud periood. Oranž kriips: sama kuu aasta varem.',
      plots: noYearBefore
        ? []
        : [
            {
              title: 'Tarnitud tonnid',
              pair: monthPlot(
                data.months,
                { now: (month) => month.tonnes, before: (month) => month.tonnesYearBefore },
                'tonni',
                'Tarnitud tonnid kuude kaupa, võrdluseks sama kuu aasta varem',
              ),
            },
            {
              title: 'Käive käibemaksuta',
              pair: monthPlot(
                data.months,
                { now: (month) => month.netCents / 100, before: (month) => month.netCentsYearBefore / 100 },
                'eurot',
                'Käive kuude kaupa eurodes, võrdluseks sama kuu aasta varem',
              ),
            },
          ],
      table: data.tables.kuud,
      csvHref: csvHref('kuud'),
      emptyText: 'Sel perioodil ega aasta varem tarneid ei olnud.',
      empty: noYearBefore,
    },
    {
      id: 'materjalid',
      title: 'Tonnid ja käive materjalide kaupa',
      plots: [
        { title: 'Tarnitud tonnid', pair: materials?.tonnes ?? none },
        { title: 'Käive käibemaksuta, eurodes', pair: materials?.revenue ?? none },
      ],
      table: data.tables.materjalid,
      csvHref: csvHref('materjalid'),
      emptyText: 'Sel perioodil tarneid ei olnud.',
      empty: nothingDelivered,
    },
    {
      id: 'nadalad',
      title: 'Tellimused nädalate kaupa',
      legend: 'Saabunud tellimused aasta nädalate (1–53) kaupa: hooaja kuju.',
      plots: data.weeks.length === 0 ? [] : [{ pair: weekPlot(data.weeks) }],
      table: data.tables.nadalad,
      csvHref: csvHref('nadalad'),
      emptyText: 'Sel perioodil tellimusi ei saabunud.',
      empty: data.weeks.length === 0,
    },
    {
      id: 'kohad',
      title: 'Kuhu koormad läksid',
      legend: 'Autoga veetud koormate arv linnade ja valdade kaupa.',
      plots: data.places.length === 0 ? [] : [{ pair: placePlot(data.places) }],
      table: data.tables.kohad,
      csvHref: csvHref('kohad'),
      emptyText: 'Sel perioodil koormaid ei veetud.',
      empty: data.places.length === 0,
    },
  ]
}

/** The overview of a period seen on the Tallinn day `today`: its figures, tables and plots, kept until the orders change. */
export function overviewPage(db: Database, period: Period, today: string) {
  return keptUntilOrdersChange(db, `page|${period.from}|${period.to}|${today}`, async () => {
    const data = await overviewData(db, period, today)
    return { data, sections: overviewSections(data, period) }
  })
}
