import { formatDecimal, formatEur, formatMonthYear, NBSP } from './format.ts'

/** A cell of one of the owner's overview tables: text, or a number in the unit it is shown and exported in. */
export type Cell =
  | { text: string }
  | { month: string }
  | { tonnes: number }
  | { cents: number }
  | { count: number }

export const overviewTableIds = ['kuud', 'materjalid', 'nadalad', 'kohad'] as const
export type OverviewTableId = (typeof overviewTableIds)[number]

/** The numbers of one plot: shown under it, and downloadable as CSV. */
export interface OverviewTable {
  id: OverviewTableId
  caption: string
  columns: string[]
  rows: Cell[][]
}

/** A cell as the page shows it, in Estonian formats: '1234 t', '12 345,60 €', '10 000'. */
function cellText(cell: Cell): string {
  if ('text' in cell) return cell.text
  if ('month' in cell) return formatMonthYear(cell.month)
  if ('cents' in cell) return formatEur(cell.cents)
  if ('tonnes' in cell) return `${formatDecimal(cell.tonnes, 0)}${NBSP}t`
  return formatDecimal(cell.count, 0)
}

/**
 * A table as the page shows it, its cells already in Estonian formats. Each row is its name (a month, a
 * material, a week, a place) followed by numbers. The overview keeps it with its figures, so the page
 * formats the cells once per change of the orders, and its data carries strings rather than cell objects.
 */
export interface ShownTable {
  caption: string
  columns: string[]
  rows: string[][]
}

export function shownTable(table: OverviewTable): ShownTable {
  return {
    caption: table.caption,
    columns: table.columns,
    rows: table.rows.map((row) => row.map(cellText)),
  }
}
