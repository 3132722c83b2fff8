import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import ical from 'ical-generator'
import { z } from 'zod'
import type { PlanDelivery as Delivery } from '#app/domain/day-plan.ts'
import { storedTonnesToHundredths } from '#app/domain/delivered-tonnes.ts'
import { addDays, loadsFor, parseClock } from '#app/domain/delivery-schedule.ts'
import { formatKm, tonnesLabel } from '#app/domain/format.ts'
import { hasControlCharacters } from '#app/domain/order-status.ts'
import { isCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import { deleteAudited, insertAudited, recordAudit } from '../audit/audit-log.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { appMeta, closingDays, orders } from '../db/schema.server.ts'
import { paidOrderIds } from '../payments/online-payments.server.ts'
import { distanceTenths, orderAmounts } from './order-amounts.server.ts'
import { prepaymentDueIds } from './order-prepayment.server.ts'

/**
 * The trucks' day: confirmed orders (and the delivered ones of the same days) in time order, with the
 * loads and kilometres of each day; the same as an iCalendar feed; the owner's closing days.
 */

export type { PlanDelivery as Delivery } from '#app/domain/day-plan.ts'

/** The longest range one request may ask for, in days. */
export const maxRangeDays = 62

/**
 * The confirmed and delivered orders of the Tallinn days from..to (both included), in time order. A
 * delivered order stays on the day it was planned for, where the driver marked it, with the day it was
 * delivered (ADR 053).
 */
export async function listDeliveries(db: Database, from: string, to: string): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        gte(orders.deliveryDate, from),
        lte(orders.deliveryDate, to),
        inArray(orders.status, ['kinnitatud', 'tarnitud']),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.windowStart), asc(orders.id))
  const [paid, prepaymentDue] = await Promise.all([
    paidOrderIds(
      db,
      rows.map((order) => order.id),
    ),
    prepaymentDueIds(db, rows),
  ])
  return rows.map((order) => {
    const amounts = orderAmounts(order)
    return {
      orderId: order.id,
      date: order.deliveryDate!,
      windowStart: order.windowStart ?? '',
      windowEnd: order.windowEnd ?? '',
      status: order.status as Delivery['status'],
      version: order.version,
      name: order.name,
      phone: order.phone,
      deliveryOption: order.deliveryOption,
      address: order.deliveryOption === 'delivery' ? amounts.deliveryAddress : null,
      productName: order.productName,
      quantity: amounts.quantity,
      loads: loadsFor(amounts.quantity),
      distanceTenthsKm: order.deliveryOption === 'delivery' ? distanceTenths(amounts.distanceKm) : null,
      deliveredHundredths: storedTonnesToHundredths(order.deliveredTonnes),
      deliveredOn: order.deliveredOn,
      paid: paid.has(order.id),
      prepaymentDue: prepaymentDue.has(order.id),
    }
  })
}

export interface DayTotals {
  tonnes: number
  loads: number
  /** Kilometres to the delivery addresses, in tenths. */
  tenthsKm: number
}

export function dayTotals(deliveries: readonly Delivery[]): DayTotals {
  return deliveries.reduce<DayTotals>(
    (sum, delivery) => ({
      tonnes: sum.tonnes + delivery.quantity,
      loads: sum.loads + delivery.loads,
      tenthsKm: sum.tenthsKm + (delivery.distanceTenthsKm ?? 0),
    }),
    { tonnes: 0, loads: 0, tenthsKm: 0 },
  )
}

export function deliveryJson(delivery: Delivery) {
  return {
    orderId: delivery.orderId,
    date: delivery.date,
    deliveredOn: delivery.deliveredOn,
    timeWindow: `${delivery.windowStart}-${delivery.windowEnd}`,
    status: delivery.status,
    name: delivery.name,
    phone: delivery.phone,
    deliveryOption: delivery.deliveryOption,
    address: delivery.address,
    productName: delivery.productName,
    quantity: delivery.quantity,
    loads: delivery.loads,
    distanceKm: delivery.distanceTenthsKm === null ? null : delivery.distanceTenthsKm / 10,
  }
}

/** The instant a 'HH:MM' on a Tallinn calendar day is. */
function tallinnInstant(date: string, clock: string): Date {
  return new Date(tallinnDayStart(date).getTime() + (parseClock(clock) ?? 0) * 60_000)
}

/**
 * The deliveries as an iCalendar file: one event per order, in UTC (every calendar shows it in its own
 * zone), with the customer's phone, the loads and the distance, and a link to the order's staff page.
 */
export function deliveriesCalendar(deliveries: readonly Delivery[], publicUrl: string): string {
  const business = currentBusiness()
  const calendar = ical({
    name: `${business.name}: tarned`,
    prodId: { company: business.name, product: 'tarned' },
  })
  const host = new URL(publicUrl).hostname
  for (const delivery of deliveries) {
    const where = delivery.address ?? 'Järeletulek karjäärist'
    calendar.createEvent({
      id: `tellimus-${delivery.orderId}@${host}`,
      start: tallinnInstant(delivery.date, delivery.windowStart),
      end: tallinnInstant(delivery.date, delivery.windowEnd),
      summary: `${tonnesLabel(delivery.quantity)} ${delivery.productName} – ${delivery.name}`,
      location: where,
      description: [
        `Tellimus nr ${delivery.orderId}${delivery.status === 'tarnitud' ? ' (tarnitud)' : ''}`,
        `Telefon: ${delivery.phone}`,
        `Koormaid: ${delivery.loads}`,
        delivery.distanceTenthsKm === null
          ? 'Järeletulek karjäärist'
          : `Vahemaa: ${formatKm(delivery.distanceTenthsKm)}`,
      ].join('\n'),
      url: `${publicUrl}/admin/orders/${delivery.orderId}`,
    })
  }
  return calendar.toString()
}

// The subscription address: an HMAC of a salt kept in app_meta, so the page can show it and renewing
// the salt ends the old one. Nothing else is needed to read the feed, as calendar apps cannot sign in.
const feedSaltKey = 'deliveries_feed_salt'

function feedSecretOf(signingSecret: string, salt: string): string {
  return createHmac('sha256', signingSecret).update(`tarned:${salt}`).digest('base64url')
}

async function feedSalt(db: Database): Promise<string> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, feedSaltKey)).limit(1)
  if (row) return row.value
  const salt = randomBytes(16).toString('base64url')
  await db.insert(appMeta).values({ key: feedSaltKey, value: salt }).onConflictDoNothing()
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, feedSaltKey)).limit(1)
  return stored!.value
}

/** The feed's secret path segment, made on first use. */
export async function feedSecret(db: Database, signingSecret: string): Promise<string> {
  return feedSecretOf(signingSecret, await feedSalt(db))
}

/** A new secret: the old subscription address stops working. */
export async function renewFeedSecret(db: Database, admin: string): Promise<void> {
  const salt = randomBytes(16).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .insert(appMeta)
      .values({ key: feedSaltKey, value: salt })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: salt } })
    await recordAudit(tx, { admin, action: 'renew', entity: 'deliveries_feed', entityId: 1 })
  })
}

export async function feedSecretMatches(
  db: Database,
  signingSecret: string,
  given: string,
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return false
  const expected = Buffer.from(await feedSecret(db, signingSecret))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The feed's range: a week back, two months ahead. */
export function feedRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -7), to: addDays(today, 60) }
}

export interface ClosingInput {
  firstDay: string
  lastDay: string
  note: string
}

/**
 * The day plan's form for closing days, parsed as every staff form is (ADR 036): a first day, a last day
 * (the first when left empty) and the reason, with the first problem in the owner's words.
 */
export const closingPeriodFormSchema = z
  .object({
    firstDay: z.string().trim().default(''),
    lastDay: z.string().trim().default(''),
    note: z.string().trim().default(''),
  })
  .transform((fields, context): ClosingInput => {
    const lastDay = fields.lastDay || fields.firstDay
    const error = !isCalendarDate(fields.firstDay)
      ? 'Valige esimene suletud päev.'
      : !isCalendarDate(lastDay)
        ? 'Viimane suletud päev peab olema kuupäev kujul AAAA-KK-PP.'
        : lastDay < fields.firstDay
          ? 'Viimane suletud päev ei saa olla enne esimest.'
          : fields.note === '' || hasControlCharacters(fields.note)
            ? 'Kirjutage, miks karjäär on suletud (nt inventuur, talvepuhkus).'
            : fields.note.length > 200
              ? 'Põhjus võib olla kuni 200 märki.'
              : null
    if (error) {
      context.addIssue({ code: 'custom', message: error })
      return z.NEVER
    }
    return { firstDay: fields.firstDay, lastDay, note: fields.note }
  })

export async function addClosingPeriod(
  db: Database,
  input: ClosingInput & { admin: string },
): Promise<number> {
  const period = { firstDay: input.firstDay, lastDay: input.lastDay, note: input.note }
  const row = await db.transaction((tx) =>
    insertAudited(tx, closingDays, {
      values: period,
      admin: input.admin,
      entity: 'closing_day',
      after: () => period,
    }),
  )
  return row.id
}

export async function deleteClosingPeriod(
  db: Database,
  input: { id: number; admin: string },
): Promise<boolean> {
  return db.transaction((tx) =>
    deleteAudited(tx, closingDays, input.id, {
      admin: input.admin,
      entity: 'closing_day',
      before: (row) => ({ firstDay: row.firstDay, lastDay: row.lastDay, note: row.note }),
    }),
  )
}
