import type * as PlotLibrary from '@observablehq/plot'
import { formatDecimal } from '#app/domain/format.ts'
import type { MonthAgainstYearBefore } from './overview-data.server.ts'
import type { PlaceFigures, WeekFigures } from './overview-extras.server.ts'
import type { MaterialFigures } from './overview-stats.server.ts'

/**
 * The overview's plots, drawn here on the server as SVG by Observable Plot on a server-side DOM
 * (linkedom): the browser gets SVG images, never a charting script. Each plot is drawn twice, for a
 * phone's width and for a wider screen (and paper), so that its text stays readable at either size.
 */

/** Okabe and Ito's palette, told apart with every common colour vision deficiency. */
export const plotColours = { now: '#0072B2', yearBefore: '#D55E00', second: '#009E73' } as const

export interface PlotPair {
  /** For screens up to 640 px wide. */
  narrow: string
  /** For wider screens and print. */
  wide: string
}

const sizes = { narrow: { width: 360, fontSize: 12 }, wide: { width: 720, fontSize: 12 } } as const
type Size = keyof typeof sizes

const monthNames = [
  'jaan',
  'veebr',
  'märts',
  'apr',
  'mai',
  'juuni',
  'juuli',
  'aug',
  'sept',
  'okt',
  'nov',
  'dets',
]

/** A tick of the month axis: the month's short name, and its year under the first tick and every January. */
function monthTick(month: string, index: number): string {
  const name = monthNames[Number(month.slice(5, 7)) - 1] ?? month
  return index === 0 || month.endsWith('-01') ? `${name}\n${month.slice(0, 4)}` : name
}

/** Estonian grouping (10 000) and no decimals: the axes' numbers. */
const wholeNumber = (value: number) => formatDecimal(value, 0)

/** Every n-th value, so that the ticks of a long axis do not run into one another. */
function everyNth<T>(values: T[], room: number): T[] {
  const step = Math.max(1, Math.ceil(values.length / room))
  return values.filter((_, index) => index % step === 0)
}

/**
 * Plot and its DOM are loaded on the first overview a process draws, not when it starts: together they
 * are about half a second of every start (the server's, and every `npm run` command's that loads the
 * bundle), for a page only staff open.
 */
let libraries: Promise<{ Plot: typeof PlotLibrary; document: Document }> | undefined
let Plot: typeof PlotLibrary
let document: Document | undefined

/** Loads Plot and a server-side DOM for it; the drawing functions below need it done first. */
export async function loadPlotLibraries() {
  libraries ??= Promise.all([import('@observablehq/plot'), import('linkedom')]).then(([plot, linkedom]) => ({
    Plot: plot,
    document: linkedom.parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document,
  }))
  const loaded = await libraries
  Plot = loaded.Plot
  document = loaded.document
}

function render(options: PlotLibrary.PlotOptions, size: Size, document: Document): string {
  const { width, fontSize } = sizes[size]
  const svg = Plot.plot({
    document,
    width,
    style: { fontSize: `${fontSize}px`, fontFamily: 'system-ui, sans-serif', overflow: 'visible' },
    ...options,
  }) as unknown as Element
  svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  // Coordinates to a hundredth of a pixel: Plot writes them as computed ('174.00000000000003').
  return svg.outerHTML.replace(
    /="([^"]*)"/g,
    (_, value: string) => `="${value.replace(/(\.\d\d)\d+/g, '$1')}"`,
  )
}

function both(draw: (size: Size) => PlotLibrary.PlotOptions): PlotPair {
  if (!document) throw new Error('The plots are drawn after loadPlotLibraries()')
  return { narrow: render(draw('narrow'), 'narrow', document), wide: render(draw('wide'), 'wide', document) }
}

/** One measure by month: bars for the period, a mark across each bar for the same month a year earlier. */
export function monthPlot(
  months: MonthAgainstYearBefore[],
  measure: {
    now: (month: MonthAgainstYearBefore) => number
    before: (month: MonthAgainstYearBefore) => number
  },
  unit: string,
): PlotPair {
  const data = months.map((month) => ({
    month: month.month,
    now: measure.now(month),
    before: measure.before(month),
  }))
  const domain = data.map((row) => row.month)
  return both((size) => ({
    height: size === 'narrow' ? 240 : 280,
    marginLeft: 64,
    marginBottom: 40,
    x: {
      type: 'band',
      domain,
      label: null,
      ticks: everyNth(domain, size === 'narrow' ? 6 : 12),
      tickFormat: (month: string) => monthTick(month, domain.indexOf(month)),
    },
    y: { grid: true, label: unit, labelAnchor: 'top', labelArrow: 'none', tickFormat: wholeNumber },
    marks: [
      Plot.barY(data, { x: 'month', y: 'now', fill: plotColours.now, insetLeft: 2, insetRight: 2 }),
      Plot.tickY(data, { x: 'month', y: 'before', stroke: plotColours.yearBefore, strokeWidth: 3 }),
      Plot.ruleY([0]),
    ],
  }))
}

/**
 * Room at the left for the longest name: 0.7 em a character, what the widest common sans-serif (DejaVu
 * Sans, a Linux desktop's system-ui) takes for a name with capitals and digits such as 'Kruusaveeris
 * 64-100', at least the room the plot had before and at most 45 % of its width.
 */
function nameRoom(names: string[], size: Size): number {
  const { width, fontSize } = sizes[size]
  const longest = Math.max(0, ...names.map((name) => name.length))
  const floor = size === 'narrow' ? 120 : 150
  return Math.min(Math.round(width * 0.45), Math.max(floor, Math.ceil(longest * fontSize * 0.7) + 8))
}

/** Horizontal bars, one a row: materials or places, largest first. */
function rowBars(rows: { name: string; value: number }[], options: { colour: string }): PlotPair {
  const names = rows.map((row) => row.name)
  return both((size) => ({
    height: 40 + rows.length * 30,
    marginLeft: nameRoom(names, size),
    marginRight: 24,
    // The unit is in the plot's title: an axis label at the end would run into the last tick.
    x: {
      grid: true,
      label: null,
      tickFormat: wholeNumber,
      ticks: size === 'narrow' ? 3 : 6,
    },
    y: { domain: names, label: null, tickSize: 0 },
    marks: [Plot.barX(rows, { y: 'name', x: 'value', fill: options.colour }), Plot.ruleX([0])],
  }))
}

export function materialPlots(materials: MaterialFigures[]) {
  return {
    tonnes: rowBars(
      materials.map((material) => ({ name: material.productName, value: material.tonnes })),
      { colour: plotColours.now },
    ),
    revenue: rowBars(
      materials.map((material) => ({ name: material.productName, value: material.netCents / 100 })),
      { colour: plotColours.second },
    ),
  }
}

export function placePlot(places: PlaceFigures[]): PlotPair {
  return rowBars(
    places.map((place) => ({ name: place.place, value: place.loads })),
    { colour: plotColours.now },
  )
}

/** Orders by ISO week of the year: the season. */
export function weekPlot(weeks: WeekFigures[]): PlotPair {
  const domain = weeks.map((week) => week.week)
  return both((size) => ({
    height: size === 'narrow' ? 220 : 260,
    marginLeft: 48,
    x: {
      type: 'band',
      domain,
      label: null,
      ticks: everyNth(domain, size === 'narrow' ? 8 : 16),
    },
    y: { grid: true, label: 'tellimusi', labelAnchor: 'top', labelArrow: 'none', tickFormat: wholeNumber },
    marks: [
      Plot.barY(weeks, { x: 'week', y: 'orders', fill: plotColours.now, insetLeft: 1, insetRight: 1 }),
      Plot.ruleY([0]),
    ],
  }))
}
