import { addCalendarDays } from '#app/domain/stats-period.ts'
import { tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import type { Database } from '#app/server/db/database.server.ts'
import { orders } from '#app/server/db/schema.server.ts'

type OrderValues = typeof orders.$inferInsert

/**
 * Orders of a quarry's months, made up but shaped like real ones: more in summer, delivered, cancelled,
 * confirmed for the days ahead and new ones waiting, amounts changed on confirmation now and then,
 * addresses written the two ways the site stores them. The same seed gives the same orders.
 */

const materials = [
  ['Sõelutud täiteliiv', 400],
  ['Sõelutud ehitusliiv', 550],
  ['Kaldaliiv', 450],
  ['Looduslik kruus', 500],
  ['Sõelutud kruus', 600],
  ['Purukruus', 800],
  ['Killustik', 1200],
  ['Mullamuld', 900],
] as const

const addresses = [
  'Tamme tn 5, Rakvere linn, Lääne-Viru maakond',
  'Rakvere linn, Lääne-Viru maakond',
  'Tapa linn, Lääne-Viru maakond',
  'Lääne-Viru maakond, Vinni vald, Pajusti alevik, Kooli tee 3',
  'Lääne-Viru maakond, Haljala vald, Aaspere küla, Mäe',
  'Kunda linn, Lääne-Viru maakond',
  'Lääne-Viru maakond, Kadrina vald, Kadrina alevik, Pikk tn 12',
  'Padu küla',
] as const

/** A small seeded generator (mulberry32): the same orders on every run and both databases. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function money(cents: number): number {
  return Math.round(cents)
}

/** `count` orders placed over the `days` before `today` (a Tallinn date), summer twice as busy as winter. */
export function generateOrders(options: { today: string; days: number; count: number; seed?: number }) {
  const next = random(options.seed ?? 31)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const first = tallinnDayStart(addCalendarDays(options.today, -options.days)).getTime()
  const now = tallinnDayStart(options.today).getTime() + 20 * 3_600_000
  const rows: OrderValues[] = []
  while (rows.length < options.count) {
    const at = new Date(first + next() * (now - first))
    const month = Number(tallinnCalendarDate(at).slice(5, 7))
    // The season: a winter order is kept half as often as a summer one.
    if ([11, 12, 1, 2, 3].includes(month) && next() < 0.5) continue
    rows.push(orderAt(at, rows.length, next, pick, options.today))
  }
  return rows
}

function orderAt(
  at: Date,
  n: number,
  next: () => number,
  pick: <T>(list: readonly T[]) => T,
  today: string,
): OrderValues {
  const [productName, unitPriceCents] = pick(materials)
  const quantity = 1 + Math.floor(next() * 25)
  const delivery = quantity >= 8 && next() < 0.7
  const distanceTenths = delivery ? 50 + Math.floor(next() * 550) : null
  const deliveryCostCents = distanceTenths === null ? 0 : Math.round(distanceTenths * 27)
  const net = Math.max(1500, quantity * unitPriceCents + deliveryCostCents)
  const placedDay = tallinnCalendarDate(at)
  const roll = next()
  const age = (Date.parse(today) - Date.parse(placedDay)) / 86_400_000
  const status = age < 3 ? (roll < 0.6 ? 'uus' : 'kinnitatud') : roll < 0.12 ? 'tühistatud' : 'tarnitud'
  const confirmedByStaff = status !== 'uus' && !(status === 'tühistatud' && next() < 0.5)
  const base: OrderValues = {
    productName,
    quantity,
    unitPriceCents,
    deliveryOption: delivery ? 'delivery' : 'self',
    deliveryAddress: delivery ? pick(addresses) : null,
    distanceKm: distanceTenths === null ? null : (distanceTenths / 10).toFixed(1),
    distanceSource: delivery ? 'road' : null,
    deliveryCostCents,
    netPriceCents: net,
    vatCents: money(net * 0.24),
    totalPriceCents: net + money(net * 0.24),
    minimumApplied: net === 1500,
    name: `Klient ${n}`,
    email: `klient.${n}@example.ee`,
    phone: '+372 5555 0101',
    timestamp: at,
    status,
    idempotencyKey: `generated-${n}`,
  }
  if (!confirmedByStaff) return base
  // Confirmed a day or two after it came in, for a day up to ten days after that (never past today once delivered).
  const confirmedAt = new Date(at.getTime() + (2 + Math.floor(next() * 40)) * 3_600_000)
  let deliveryDate = addCalendarDays(placedDay, 1 + Math.floor(next() * 10))
  if (status === 'tarnitud' && deliveryDate > today) deliveryDate = today
  // Every seventh delivery left a day before the day it was confirmed for (never before it came in); taken
  // from n, not the random sequence, so that the other generated figures stay as they were.
  const early = n % 7 === 0 && addCalendarDays(deliveryDate, -1) >= placedDay
  const deliveredOn =
    status === 'tarnitud' ? (early ? addCalendarDays(deliveryDate, -1) : deliveryDate) : null
  // Now and then staff change the quantity or the price per tonne when confirming.
  const confirmedQuantity = next() < 0.15 ? Math.max(1, quantity - 2) : quantity
  const confirmedUnit = unitPriceCents + (next() < 0.1 ? -50 : 0)
  const confirmedNet = Math.max(1500, confirmedQuantity * confirmedUnit + deliveryCostCents)
  const confirmedVat = money(confirmedNet * 0.24)
  return {
    ...base,
    confirmedAt,
    deliveryDate,
    deliveredOn,
    windowStart: '09:00',
    windowEnd: '11:00',
    confirmedQuantity,
    confirmedUnitPriceCents: confirmedUnit,
    confirmedDeliveryCostCents: deliveryCostCents,
    confirmedNetCents: confirmedNet,
    confirmedVatCents: confirmedVat,
    confirmedTotalCents: confirmedNet + confirmedVat,
    confirmedMinimumApplied: confirmedNet === 1500,
  }
}

/** Writes the orders in batches (one statement of 18 months would be too long for the driver). */
export async function insertOrders(db: Database, rows: OrderValues[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(orders).values(rows.slice(start, start + 500))
  }
}

/** The town or parish of an address, by the overview's rule (app/server/stats/overview-extras.server.ts). */
export function placeOf(address: string | null | undefined): string {
  const parts = (address ?? '').split(',').map((part) => part.trim())
  return (
    parts.find((part) => /\S\s+linn$/.test(part)) ?? parts.find((part) => /\S\s+vald$/.test(part)) ?? 'Muu'
  )
}
