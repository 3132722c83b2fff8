import type { Receivables } from '#app/domain/overview-figures.ts'
import type { Cell, OverviewTable, OverviewTableId } from '#app/domain/overview-table.ts'
import {
  monthYearEarlier,
  type Period,
  periodMonths,
  shareTenths,
  yearEarlier,
} from '#app/domain/stats-period.ts'
import type { Database } from '../db/database.server.ts'
import { csvMoney, csvText } from '../orders/order-export.server.ts'
import {
  loadsByPlace,
  ordersByWeek,
  type PlaceFigures,
  type WeekFigures,
  waitingNow,
} from './overview-extras.server.ts'
import { deliveredByMonthAndMaterial, type StatsFigures, statsFigures } from './overview-stats.server.ts'
import { receivablesReader } from './receivables.server.ts'

export interface MonthAgainstYearBefore {
  month: string
  tonnes: number
  netCents: number
  tonnesYearBefore: number
  netCentsYearBefore: number
}

export interface OverviewData {
  figures: StatsFigures
  months: MonthAgainstYearBefore[]
  places: PlaceFigures[]
  weeks: WeekFigures[]
  waiting: Awaited<ReturnType<typeof waitingNow>>
  receivables: Receivables
  /** Cancelled of received, in tenths of a percent; null without orders. */
  cancelledShareTenths: number | null
  tables: Record<OverviewTableId, OverviewTable>
}

async function monthsAgainstYearBefore(
  db: Database,
  figures: StatsFigures,
  period: Period,
): Promise<MonthAgainstYearBefore[]> {
  const before = new Map<string, { tonnes: number; netCents: number }>()
  for (const row of await deliveredByMonthAndMaterial(db, yearEarlier(period))) {
    const entry = before.get(row.month) ?? { tonnes: 0, netCents: 0 }
    entry.tonnes += row.tonnes
    entry.netCents += row.netCents
    before.set(row.month, entry)
  }
  const now = new Map(figures.byMonth.map((month) => [month.month, month]))
  return periodMonths(period).map((month) => {
    const earlier = before.get(monthYearEarlier(month))
    return {
      month,
      tonnes: now.get(month)?.tonnes ?? 0,
      netCents: now.get(month)?.netCents ?? 0,
      tonnesYearBefore: earlier?.tonnes ?? 0,
      netCentsYearBefore: earlier?.netCents ?? 0,
    }
  })
}

function tablesOf(
  data: Omit<OverviewData, 'tables' | 'cancelledShareTenths'>,
): Record<OverviewTableId, OverviewTable> {
  return {
    kuud: {
      id: 'kuud',
      caption: 'Tarnitud tonnid ja käive kuude kaupa, võrdluseks sama kuu aasta varem',
      columns: ['Kuu', 'Tonni', 'Tonni aasta varem', 'Käive km-ta (€)', 'Käive aasta varem (€)'],
      rows: data.months.map((month) => [
        { month: month.month },
        { tonnes: month.tonnes },
        { tonnes: month.tonnesYearBefore },
        { cents: month.netCents },
        { cents: month.netCentsYearBefore },
      ]),
    },
    materjalid: {
      id: 'materjalid',
      caption: 'Tarnitud tonnid ja käive materjalide kaupa',
      columns: ['Materjal', 'Tonni', 'Käive km-ta (€)'],
      rows: data.figures.byMaterial.map((material) => [
        { text: material.productName },
        { tonnes: material.tonnes },
        { cents: material.netCents },
      ]),
    },
    nadalad: {
      id: 'nadalad',
      caption: 'Saabunud tellimused nädalate kaupa',
      columns: ['Nädal', 'Tellimusi'],
      rows: data.weeks.map((week) => [{ count: week.week }, { count: week.orders }]),
    },
    kohad: {
      id: 'kohad',
      caption: 'Veod linnade ja valdade kaupa',
      columns: ['Linn või vald', 'Koormaid', 'Tonni'],
      rows: data.places.map((place) => [
        { text: place.place },
        { count: place.loads },
        { tonnes: place.tonnes },
      ]),
    },
  }
}

/** Everything the overview page shows for a period, seen on the Tallinn day `today`. */
export async function overviewData(db: Database, period: Period, today: string): Promise<OverviewData> {
  const now = new Date()
  const readReceivables = receivablesReader(db)
  const figures = await statsFigures(db, period, now, readReceivables)
  const data = {
    figures,
    months: await monthsAgainstYearBefore(db, figures, period),
    places: await loadsByPlace(db, period),
    weeks: await ordersByWeek(db, period),
    waiting: await waitingNow(db, today),
    receivables: await readReceivables(now),
  }
  return {
    ...data,
    cancelledShareTenths: shareTenths(figures.orders.cancelled, figures.orders.received),
    tables: tablesOf(data),
  }
}

function csvCell(cell: Cell): string {
  if ('text' in cell) return csvText(cell.text)
  if ('month' in cell) return cell.month
  if ('cents' in cell) return csvMoney(cell.cents)
  return String('tonnes' in cell ? cell.tonnes : cell.count)
}

/** A table as CSV for Estonian Excel, as the orders' export writes it: BOM, semicolons, CRLF. */
export function tableCsv(table: OverviewTable): string {
  const lines = [table.columns.map(csvText).join(';'), ...table.rows.map((row) => row.map(csvCell).join(';'))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
