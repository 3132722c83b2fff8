import type { PeriodCounts } from '#app/domain/overview-figures.ts'
import type { ShownTable } from '#app/domain/overview-table.ts'

/** What the overview's loader hands its parts (the server's shapes, as plain data). */

/** One plot as two SVG images the server drew: for a phone's width, and for wider screens and paper. */
export interface PlotImage {
  alt: string
  narrow: { src: string; width: number; height: number }
  wide: { src: string; width: number; height: number }
}

export interface OverviewFigures extends PeriodCounts {
  previous: PeriodCounts
}

export interface PlotSection {
  id: string
  title: string
  /** What the marks mean, for everyone (colour is never the only clue). */
  legend?: string
  plots: { title?: string; image: PlotImage }[]
  table: ShownTable
  csvHref: string
  /** Shown instead of the plot when there is nothing to draw. */
  emptyText: string
  empty: boolean
}
