import { type OverviewTableId, shownTable } from '#app/domain/overview-table.ts'
import type { Period } from '#app/domain/stats-period.ts'
import type { Database } from '../db/database.server.ts'
import { keptUntilOrdersChange } from './overview-cache.server.ts'
import { type OverviewData, overviewData } from './overview-data.server.ts'
import { hasOrders } from './overview-extras.server.ts'
import {
  loadPlotLibraries,
  materialPlots,
  monthPlot,
  type PlotPair,
  placePlot,
  weekPlot,
} from './overview-plots.server.ts'

export const plotIds = [
  'kuud-tonnid',
  'kuud-kaive',
  'materjalid-tonnid',
  'materjalid-kaive',
  'nadalad',
  'kohad',
] as const
export type PlotId = (typeof plotIds)[number]

/** The width and height an SVG's root gives, for the <img> that shows it (no shift when it arrives). */
function sizeOf(svg: string): { width: number; height: number } {
  const root = /<svg[^>]*>/.exec(svg)?.[0] ?? ''
  return {
    width: Number(/\swidth="([\d.]+)"/.exec(root)?.[1] ?? 0),
    height: Number(/\sheight="([\d.]+)"/.exec(root)?.[1] ?? 0),
  }
}

/**
 * The overview's four plots, each with its table and the address of its CSV file. The plots' SVG is kept
 * in `svgs` and served as images (/api/admin/stats/plot), so the page's HTML and its data stay small.
 */
export function overviewSections(data: OverviewData, period: Period) {
  const range = `from=${period.from}&to=${period.to}`
  const csvHref = (table: OverviewTableId) => `/api/admin/stats/csv?table=${table}&${range}`
  const svgs = new Map<PlotId, PlotPair>()
  const image = (id: PlotId, pair: PlotPair, alt: string) => {
    svgs.set(id, pair)
    const src = (size: 'narrow' | 'wide') => `/api/admin/stats/plot?plot=${id}&size=${size}&${range}`
    return {
      alt,
      narrow: { src: src('narrow'), ...sizeOf(pair.narrow) },
      wide: { src: src('wide'), ...sizeOf(pair.wide) },
    }
  }
  const nothingDelivered = data.figures.orders.delivered === 0
  const noYearBefore = data.months.every((month) => month.tonnes === 0 && month.tonnesYearBefore === 0)
  const materials = nothingDelivered ? null : materialPlots(data.figures.byMaterial)
  const none: PlotPair = { narrow: '', wide: '' }
  /** A section with one plot of a list, and no plot when the list is empty. */
  const oneListPlot = <Row>(
    id: 'nadalad' | 'kohad',
    rows: Row[],
    plot: (rows: Row[]) => PlotPair,
    text: { title: string; legend: string; alt: string; emptyText: string },
  ) => ({
    id,
    title: text.title,
    legend: text.legend,
    plots: rows.length === 0 ? [] : [{ image: image(id, plot(rows), text.alt) }],
    table: shownTable(data.tables[id]),
    csvHref: csvHref(id),
    emptyText: text.emptyText,
    empty: rows.length === 0,
  })
  const sections = [
    {
      id: 'kuud',
      title: 'Tonnid ja käive kuude kaupa',
      legend: 'Sinine tulp: valitud periood. Oranž kriips: sama kuu aasta varem.',
      plots: noYearBefore
        ? []
        : [
            {
              title: 'Tarnitud tonnid',
              image: image(
                'kuud-tonnid',
                monthPlot(
                  data.months,
                  { now: (month) => month.tonnes, before: (month) => month.tonnesYearBefore },
                  'tonni',
                ),
                'Tarnitud tonnid kuude kaupa, võrdluseks sama kuu aasta varem',
              ),
            },
            {
              title: 'Käive käibemaksuta',
              image: image(
                'kuud-kaive',
                monthPlot(
                  data.months,
                  { now: (month) => month.netCents / 100, before: (month) => month.netCentsYearBefore / 100 },
                  'eurot',
                ),
                'Käive kuude kaupa eurodes, võrdluseks sama kuu aasta varem',
              ),
            },
          ],
      table: shownTable(data.tables.kuud),
      csvHref: csvHref('kuud'),
      emptyText: 'Sel perioodil ega aasta varem tarneid ei olnud.',
      empty: noYearBefore,
    },
    {
      id: 'materjalid',
      title: 'Tonnid ja käive materjalide kaupa',
      plots: [
        {
          title: 'Tarnitud tonnid',
          image: image('materjalid-tonnid', materials?.tonnes ?? none, 'Tarnitud tonnid materjalide kaupa'),
        },
        {
          title: 'Käive käibemaksuta, eurodes',
          image: image('materjalid-kaive', materials?.revenue ?? none, 'Käive materjalide kaupa eurodes'),
        },
      ],
      table: shownTable(data.tables.materjalid),
      csvHref: csvHref('materjalid'),
      emptyText: 'Sel perioodil tarneid ei olnud.',
      empty: nothingDelivered,
    },
    oneListPlot('nadalad', data.weeks, weekPlot, {
      title: 'Tellimused nädalate kaupa',
      legend: 'Saabunud tellimused aasta nädalate (1–53) kaupa: hooaja kuju.',
      alt: 'Saabunud tellimused nädalate kaupa',
      emptyText: 'Sel perioodil tellimusi ei saabunud.',
    }),
    oneListPlot('kohad', data.places, placePlot, {
      title: 'Kuhu koormad läksid',
      legend: 'Autoga veetud koormate arv linnade ja valdade kaupa.',
      alt: 'Veod linnade ja valdade kaupa, koormat',
      emptyText: 'Sel perioodil koormaid ei veetud.',
    }),
  ]
  return { sections, svgs }
}

/**
 * The overview of a period seen on the Tallinn day `today`: its figures, tables and plots, and whether
 * there is any order at all (the empty state), kept until the orders change.
 */
export function overviewPage(db: Database, period: Period, today: string) {
  return keptUntilOrdersChange(db, `page|${period.from}|${period.to}|${today}`, async () => {
    const [data, anyOrders] = await Promise.all([
      overviewData(db, period, today),
      hasOrders(db),
      loadPlotLibraries(),
    ])
    return { data, anyOrders, ...overviewSections(data, period) }
  })
}
