import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm'
import { largestFirst } from '#app/domain/list-order.ts'
import type { PeriodCounts, Receivables } from '#app/domain/overview-figures.ts'
import { type Period, periodMonths, previousPeriod } from '#app/domain/stats-period.ts'
import { nextCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import type { Database } from '../db/database.server.ts'
import { orders } from '../db/schema.server.ts'
import { euros } from '../orders/order-inbox.server.ts'
import { receivablesReader } from './receivables.server.ts'

/**
 * The owner's overview, aggregated in SQL over Tallinn calendar days. Which day an order counts on:
 * received and cancelled by the moment it came in (the share cancelled is a share of those received),
 * confirmed by the moment staff confirmed it, and everything delivered (count, tonnes, revenue, loads,
 * kilometres, materials, months, places) by the day it was delivered, which may be before the day it was
 * confirmed for, with what was invoiced for it, even when a credit invoice came later (ADR 053). Money in cents, distance in tenths of a km.
 */

export interface MaterialFigures {
  productName: string
  tonnes: number
  netCents: number
}

export interface MonthFigures {
  month: string
  tonnes: number
  netCents: number
}

export interface PeriodFigures extends PeriodCounts {
  byMaterial: MaterialFigures[]
  byMonth: MonthFigures[]
  unpaidCents: number
  overdueCents: number
}

/** The figures of a period and of the one before it of the same length. */
export interface StatsFigures extends PeriodFigures {
  previous: PeriodFigures
}

/** Tonnes delivered: the net tonnes weighed at the scale, else the confirmed quantity (as invoiced). */
export const deliveredTonnes = sql`coalesce(${orders.deliveredTonnes}, ${orders.confirmedQuantity}, ${orders.quantity})`

// Revenue is what was invoiced less credit invoices (the order's invoiced sums, which the database keeps;
// a corrected order counts its new invoice, one credited in full nothing); the confirmed amounts of an
// order delivered before invoices were issued.
const netPrice = sql`coalesce(${orders.invoicedNetCents}, ${orders.confirmedNetCents}, ${orders.netPriceCents})`
const vat = sql`coalesce(${orders.invoicedVatCents}, ${orders.confirmedVatCents}, ${orders.vatCents})`
const distance = sql`coalesce(${orders.confirmedDistanceKm}, ${orders.distanceKm})`
const isDelivery = sql`${orders.deliveryOption} = 'delivery'`

/** A sum of numeric(10,2) euros as whole cents, read as text so that no driver rounds it. */
const centsSum = (column: ReturnType<typeof sql>) =>
  sql<string>`coalesce(round(sum(${column}) * 100), 0)::text`

/**
 * Orders delivered on the days of the period: by the day they were delivered (their invoice's delivery
 * date), not the day they were confirmed for, along the partial index orders_delivered_on_idx.
 */
export function deliveredIn(period: Period) {
  return and(
    eq(orders.status, 'tarnitud'),
    gte(orders.deliveredOn, period.from),
    lte(orders.deliveredOn, period.to),
  )
}

function instants(period: Period) {
  return { start: tallinnDayStart(period.from), end: tallinnDayStart(nextCalendarDate(period.to)) }
}

/** Delivered orders of the period by month and material: every delivery figure is a sum of these rows. */
export async function deliveredByMonthAndMaterial(db: Database, period: Period) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${orders.deliveredOn}, 'YYYY-MM')`,
      productName: orders.productName,
      delivered: count(),
      tonnes: sql<string>`coalesce(sum(${deliveredTonnes}), 0)::text`,
      netCents: centsSum(netPrice),
      vatCents: centsSum(vat),
      loads: sql<string>`count(*) filter (where ${isDelivery})::text`,
      // There and back: twice the one-way road distance charged.
      kmTenths: sql<string>`coalesce(round(sum(${distance}) filter (where ${isDelivery}) * 20), 0)::text`,
    })
    .from(orders)
    .where(deliveredIn(period))
    .groupBy(sql`1`, orders.productName)
  return rows.map((row) => ({
    month: row.month,
    productName: row.productName,
    delivered: Number(row.delivered),
    tonnes: Number(row.tonnes),
    netCents: Number(row.netCents),
    vatCents: Number(row.vatCents),
    loads: Number(row.loads),
    kmTenths: Number(row.kmTenths),
  }))
}

async function receivedAndCancelled(db: Database, period: Period) {
  const { start, end } = instants(period)
  const [row] = await db
    .select({
      received: count(),
      cancelled: sql<string>`count(*) filter (where ${orders.status} = 'tühistatud')::text`,
    })
    .from(orders)
    .where(and(gte(orders.timestamp, start), lt(orders.timestamp, end)))
  return { received: Number(row?.received ?? 0), cancelled: Number(row?.cancelled ?? 0) }
}

async function confirmedIn(db: Database, period: Period): Promise<number> {
  const { start, end } = instants(period)
  const [row] = await db
    .select({ confirmed: count() })
    .from(orders)
    .where(and(gte(orders.confirmedAt, start), lt(orders.confirmedAt, end)))
  return Number(row?.confirmed ?? 0)
}

/** Most revenue first, then most tonnes, then by name (list-order.ts). */
const byLargest = largestFirst<MaterialFigures>(
  (material) => [material.netCents, material.tonnes],
  (material) => material.productName,
)

/** Weighed tonnes have two decimals: their sums are kept exact to 10 kg, free of binary fractions. */
function addTonnes(a: number, b: number): number {
  return Math.round((a + b) * 100) / 100
}

/** The end of the period, or now when the period has not ended yet: when receivables are read as at. */
function asAtEndOf(period: Period, now: Date): Date {
  const end = instants(period).end
  return end.getTime() < now.getTime() ? end : now
}

type ReadReceivables = (asOf: Date) => Promise<Receivables>

export async function periodFigures(
  db: Database,
  period: Period,
  now = new Date(),
  readReceivables: ReadReceivables = receivablesReader(db),
): Promise<PeriodFigures> {
  const counts = await receivedAndCancelled(db, period)
  const confirmed = await confirmedIn(db, period)
  const rows = await deliveredByMonthAndMaterial(db, period)
  const receivables = await readReceivables(asAtEndOf(period, now))
  const materials = new Map<string, MaterialFigures>()
  // Every month of the period, those without deliveries as zeros.
  const months = new Map(periodMonths(period).map((month) => [month, { month, tonnes: 0, netCents: 0 }]))
  const totals = { delivered: 0, tonnes: 0, netCents: 0, vatCents: 0, loads: 0, kmTenths: 0 }
  for (const row of rows) {
    for (const key of ['delivered', 'netCents', 'vatCents', 'loads', 'kmTenths'] as const)
      totals[key] += row[key]
    totals.tonnes = addTonnes(totals.tonnes, row.tonnes)
    const material = materials.get(row.productName) ?? {
      productName: row.productName,
      tonnes: 0,
      netCents: 0,
    }
    material.tonnes = addTonnes(material.tonnes, row.tonnes)
    material.netCents += row.netCents
    materials.set(row.productName, material)
    const month = months.get(row.month)!
    month.tonnes = addTonnes(month.tonnes, row.tonnes)
    month.netCents += row.netCents
  }
  return {
    from: period.from,
    to: period.to,
    orders: { ...counts, confirmed, delivered: totals.delivered },
    deliveredTonnes: totals.tonnes,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    loads: totals.loads,
    kmTenths: totals.kmTenths,
    byMaterial: [...materials.values()].sort(byLargest),
    byMonth: [...months.values()],
    unpaidCents: receivables.unpaidCents,
    overdueCents: receivables.overdueCents,
  }
}

export async function statsFigures(
  db: Database,
  period: Period,
  now = new Date(),
  readReceivables: ReadReceivables = receivablesReader(db),
): Promise<StatsFigures> {
  const current = await periodFigures(db, period, now, readReceivables)
  return { ...current, previous: await periodFigures(db, previousPeriod(period), now, readReceivables) }
}

function periodJson(figures: PeriodFigures) {
  return {
    from: figures.from,
    to: figures.to,
    orders: figures.orders,
    deliveredTonnes: figures.deliveredTonnes,
    netEur: euros(figures.netCents),
    vatEur: euros(figures.vatCents),
    loads: figures.loads,
    kilometres: figures.kmTenths / 10,
    byMaterial: figures.byMaterial.map((material) => ({
      productName: material.productName,
      tonnes: material.tonnes,
      netEur: euros(material.netCents),
    })),
    byMonth: figures.byMonth.map((month) => ({
      month: month.month,
      tonnes: month.tonnes,
      netEur: euros(month.netCents),
    })),
    unpaidEur: euros(figures.unpaidCents),
    overdueEur: euros(figures.overdueCents),
  }
}

/** GET /api/admin/stats's answer. */
export function statsJson(figures: StatsFigures) {
  return { ...periodJson(figures), previous: periodJson(figures.previous) }
}
