import { describe, expect, it } from 'vitest'
import { addCalendarDays, type Period, periodMonths, previousPeriod } from '#app/domain/stats-period.ts'
import { nextCalendarDate, tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import type { orders } from '#app/server/db/schema.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { generateOrders, insertOrders } from '../support/generated-orders.ts'
import { setupServer, startSite } from '../support/server-fixture.ts'

/**
 * The owner's overview against the production build: every figure of GET /api/admin/stats checked
 * against a plain computation over the same generated rows (18 months of them), the month boundary in
 * Tallinn time, an empty database, the refusals, and the page with its tables and CSV files.
 */

type OrderValues = typeof orders.$inferInsert

const today = tallinnCalendarDate()
const generated = generateOrders({ today, days: 548, count: 1500 })

// The last day of the month before last, 23:30 in Tallinn, delivered that day: it belongs to that month.
const lastOfMonth = addCalendarDays(`${addCalendarDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`, -1)
const boundaryOrder: OrderValues = {
  ...generated[0]!,
  idempotencyKey: 'boundary',
  productName: 'Piirikivi',
  quantity: 7,
  confirmedQuantity: 7,
  timestamp: new Date(tallinnDayStart(nextCalendarDate(lastOfMonth)).getTime() - 30 * 60_000),
  status: 'tarnitud',
  confirmedAt: new Date(tallinnDayStart(nextCalendarDate(lastOfMonth)).getTime() - 15 * 60_000),
  deliveryDate: lastOfMonth,
  deliveryOption: 'self',
  deliveryAddress: null,
  distanceKm: null,
  confirmedDeliveryAddress: null,
  confirmedDistanceKm: null,
  netPriceCents: 3500,
  confirmedNetCents: 3500,
  vatCents: 840,
  confirmedVatCents: 840,
}
const rows = [...generated, boundaryOrder]

const site = setupServer({
  env: testAdminEnv,
  prepare: (db) => insertOrders(db, rows),
})
const { api } = staffClient(site)

// ---- the plain computation -----------------------------------------------------------------------------

const inPeriod = (day: string | null | undefined, period: Period) =>
  !!day && day >= period.from && day <= period.to
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const tonnesOf = (row: OrderValues) => row.confirmedQuantity ?? row.quantity
const netOf = (row: OrderValues) => row.confirmedNetCents ?? row.netPriceCents
const vatOf = (row: OrderValues) => row.confirmedVatCents ?? row.vatCents
const tenthsOf = (km: string | null | undefined) => (km ? Math.round(Number(km) * 10) : 0)

function expectedFigures(period: Period) {
  const received = rows.filter((row) => inPeriod(tallinnCalendarDate(row.timestamp!), period))
  const delivered = rows.filter((row) => row.status === 'tarnitud' && inPeriod(row.deliveryDate, period))
  const trucks = delivered.filter((row) => row.deliveryOption === 'delivery')
  const materials = new Map<string, { productName: string; tonnes: number; netCents: number }>()
  for (const row of delivered) {
    const entry = materials.get(row.productName) ?? { productName: row.productName, tonnes: 0, netCents: 0 }
    entry.tonnes += tonnesOf(row)
    entry.netCents += netOf(row)
    materials.set(row.productName, entry)
  }
  return {
    from: period.from,
    to: period.to,
    orders: {
      received: received.length,
      confirmed: rows.filter(
        (row) => row.confirmedAt && inPeriod(tallinnCalendarDate(row.confirmedAt), period),
      ).length,
      delivered: delivered.length,
      cancelled: received.filter((row) => row.status === 'tühistatud').length,
    },
    deliveredTonnes: sum(delivered.map(tonnesOf)),
    netEur: sum(delivered.map(netOf)) / 100,
    vatEur: sum(delivered.map(vatOf)) / 100,
    loads: trucks.length,
    kilometres: sum(trucks.map((row) => 2 * tenthsOf(row.confirmedDistanceKm ?? row.distanceKm))) / 10,
    byMaterial: [...materials.values()]
      .sort(
        (a, b) =>
          b.netCents - a.netCents || b.tonnes - a.tonnes || a.productName.localeCompare(b.productName, 'et'),
      )
      .map((entry) => ({
        productName: entry.productName,
        tonnes: entry.tonnes,
        netEur: entry.netCents / 100,
      })),
    byMonth: periodMonths(period).map((month) => {
      const of = delivered.filter((row) => row.deliveryDate!.startsWith(month))
      return { month, tonnes: sum(of.map(tonnesOf)), netEur: sum(of.map(netOf)) / 100 }
    }),
    // No invoices in the schema yet: nothing is owed (app/server/stats/receivables.server.ts).
    unpaidEur: 0,
    overdueEur: 0,
  }
}

async function stats(period: Period) {
  const response = await api(`/api/admin/stats?from=${period.from}&to=${period.to}`)
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.json()
}

describe('GET /api/admin/stats', () => {
  it('gives every figure of a period and the one before it as a plain count of the same rows', async () => {
    const periods: Period[] = [
      { from: addCalendarDays(today, -364), to: today },
      { from: addCalendarDays(today, -547), to: today },
      { from: `${today.slice(0, 8)}01`, to: today },
      { from: addCalendarDays(today, -200), to: addCalendarDays(today, -100) },
    ]
    for (const period of periods) {
      const answer = await stats(period)
      expect(answer).toEqual({
        ...expectedFigures(period),
        previous: expectedFigures(previousPeriod(period)),
      })
    }
  })

  it('counts an order placed at 23:30 on the last day of a month in that month', async () => {
    const month = { from: `${lastOfMonth.slice(0, 8)}01`, to: lastOfMonth }
    const answer = await stats(month)
    expect(answer.byMaterial).toContainEqual({ productName: 'Piirikivi', tonnes: 7, netEur: 35 })
    expect(answer.byMonth).toEqual([expect.objectContaining({ month: lastOfMonth.slice(0, 7) })])
    expect(answer.orders.received).toBe(expectedFigures(month).orders.received)
    const after = await stats({ from: addCalendarDays(lastOfMonth, 1), to: addCalendarDays(lastOfMonth, 1) })
    expect(after.byMaterial.map((entry: { productName: string }) => entry.productName)).not.toContain(
      'Piirikivi',
    )
  })

  it('refuses a bad, reversed or over five years long range in Estonian', async () => {
    for (const [query, message] of [
      ['from=2026-03-01&to=2026-02-01', 'Alguskuupäev ei saa olla pärast lõppkuupäeva.'],
      ['from=2020-01-01&to=2025-01-01', 'Vahemik võib olla kuni 5 aastat.'],
      ['from=2026-01-01', 'Lõppkuupäev puudub (kujul AAAA-KK-PP).'],
      ['from=2026-02-30&to=2026-03-01', 'Alguskuupäev peab olema kuupäev kujul AAAA-KK-PP.'],
      ['from=2026-01-01&to=2026-01-02&to=2026-01-03', 'Parameeter „to“ on päringus mitu korda.'],
    ]) {
      const refused = await api(`/api/admin/stats?${query}`)
      expect([query, refused.status]).toEqual([query, 400])
      expect(await refused.json()).toEqual({ error: message })
    }
    expect((await api('/api/admin/stats?from=2020-01-01&to=2024-12-31')).status).toBe(200)
    expect((await fetch(`${site.url}/api/admin/stats?from=2026-01-01&to=2026-01-31`)).status).toBe(401)
    expect((await api('/api/admin/stats', { method: 'POST', body: {} })).status).toBe(405)
  })
})

describe('an empty database', () => {
  it('answers zeros, never NaN', async () => {
    const empty = await startSite({ env: testAdminEnv })
    try {
      const client = staffClient(empty)
      const period = { from: addCalendarDays(today, -30), to: today }
      const response = await client.api(`/api/admin/stats?from=${period.from}&to=${period.to}`)
      const text = await response.text()
      expect(text).not.toContain('NaN')
      const answer = JSON.parse(text)
      expect(answer.orders).toEqual({ received: 0, confirmed: 0, delivered: 0, cancelled: 0 })
      expect(answer).toMatchObject({ deliveredTonnes: 0, netEur: 0, vatEur: 0, loads: 0, kilometres: 0 })
      expect(answer.byMaterial).toEqual([])
      expect(answer.byMonth.every((month: { tonnes: number }) => month.tonnes === 0)).toBe(true)
    } finally {
      await empty.dispose()
    }
  })
})
