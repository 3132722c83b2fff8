import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm'
import { largestFirst } from '#app/domain/list-order.ts'
import type { Waiting } from '#app/domain/overview-figures.ts'
import { addCalendarDays, type Period } from '#app/domain/stats-period.ts'
import { nextCalendarDate, tallinnDayStart, tallinnTimeZone } from '#app/domain/tallinn-time.ts'
import type { Database } from '../db/database.server.ts'
import { orderStatusCounts, orders } from '../db/schema.server.ts'
import { deliveredIn, deliveredTonnes } from './overview-stats.server.ts'

// The overview's figures beyond GET /api/admin/stats: where the loads went, the season by week, and what
// is waiting now.

const address = sql`coalesce(${orders.confirmedDeliveryAddress}, ${orders.deliveryAddress}, '')`

/**
 * The town (a part ending in ' linn') or else the parish (' vald') of an address, however its parts are
 * ordered (In-AKS writes the county first, the built-in towns last); 'Muu' when it names neither.
 * tests/support/generated-orders.ts reads addresses by the same rule.
 */
export const placeOfAddress = sql<string>`coalesce(
  substring(${address} from '(?:^|,)\\s*([^,]*[^,\\s]\\s+linn)\\s*(?:,|$)'),
  substring(${address} from '(?:^|,)\\s*([^,]*[^,\\s]\\s+vald)\\s*(?:,|$)'),
  'Muu')`

export interface PlaceFigures {
  place: string
  loads: number
  tonnes: number
}

/** Most loads first; equal ones by name (list-order.ts). */
const byLoads = largestFirst<PlaceFigures>(
  (place) => [place.loads],
  (place) => place.place,
)

/** Loads delivered by truck on the days of the period, by town or parish, most loads first. */
export async function loadsByPlace(db: Database, period: Period): Promise<PlaceFigures[]> {
  const rows = await db
    .select({
      place: placeOfAddress,
      loads: count(),
      tonnes: sql<string>`sum(${deliveredTonnes})::text`,
    })
    .from(orders)
    .where(and(deliveredIn(period), eq(orders.deliveryOption, 'delivery')))
    .groupBy(sql`1`)
  return rows
    .map((row) => ({ place: row.place, loads: Number(row.loads), tonnes: Number(row.tonnes) }))
    .sort(byLoads)
}

export interface WeekFigures {
  /** ISO week of the year, 1–53. */
  week: number
  orders: number
}

/** Orders received in the period by ISO week of the year (Tallinn time): the season's shape. */
export async function ordersByWeek(db: Database, period: Period): Promise<WeekFigures[]> {
  const week = sql<number>`extract(week from ${orders.timestamp} at time zone ${sql.raw(`'${tallinnTimeZone}'`)})::int`
  const rows = await db
    .select({ week, orders: count() })
    .from(orders)
    .where(
      and(
        gte(orders.timestamp, tallinnDayStart(period.from)),
        lt(orders.timestamp, tallinnDayStart(nextCalendarDate(period.to))),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`)
  return rows.map((row) => ({ week: Number(row.week), orders: Number(row.orders) }))
}

/** What waits for staff now: new orders to confirm, and the deliveries of today and the six days after. */
export async function waitingNow(db: Database, today: string): Promise<Waiting> {
  const [waiting] = await db
    .select({ n: orderStatusCounts.n })
    .from(orderStatusCounts)
    .where(eq(orderStatusCounts.status, 'uus'))
  const [next] = await db
    .select({
      deliveries: count(),
      tonnes: sql<string>`coalesce(sum(coalesce(${orders.confirmedQuantity}, ${orders.quantity})), 0)::text`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'kinnitatud'),
        gte(orders.deliveryDate, today),
        lte(orders.deliveryDate, addCalendarDays(today, 6)),
      ),
    )
  return {
    awaitingConfirmation: Number(waiting?.n ?? 0),
    nextDeliveries: Number(next?.deliveries ?? 0),
    nextTonnes: Number(next?.tonnes ?? 0),
  }
}

/** Whether the site has had any order at all (the status counts' rows, not a count of the orders). */
export async function hasOrders(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${orderStatusCounts.n}), 0)::text` })
    .from(orderStatusCounts)
  return Number(row?.n ?? 0) > 0
}
