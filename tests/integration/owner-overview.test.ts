import { describe, expect, it } from 'vitest'
import { formatEur } from '#app/domain/format.ts'
import {
  addCalendarDays,
  monthYearEarlier,
  type Period,
  periodMonths,
  previousPeriod,
  yearEarlier,
} from '#app/domain/stats-period.ts'
import { nextCalendarDate, tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import type { orders } from '#app/server/db/schema.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { generateInvoicing, insertInvoicing } from '../support/generated-invoices.ts'
import { generateOrders, insertOrders, placeOf } from '../support/generated-orders.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
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
  deliveredOn: lastOfMonth,
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
// Four customers who owe the same, more than any generated one, each delivered 150 days ago and never
// paid: Estonian order (š after s, õ after w) differs from the code points' and from en_US's, so the
// tie shows which order the page uses.
const tiedDebtors = ['Zoo AS', 'Õun OÜ', 'Šaali OÜ', 'Wagner OÜ']
const tiedDay = addCalendarDays(today, -150)
const tiedNetCents = 2_000_000
const tiedOrders: OrderValues[] = tiedDebtors.map((name, index) => ({
  ...boundaryOrder,
  idempotencyKey: `tied-${index}`,
  productName: generated[0]!.productName,
  name,
  timestamp: new Date(tallinnDayStart(tiedDay).getTime() + 8 * 3_600_000),
  confirmedAt: new Date(tallinnDayStart(tiedDay).getTime() + 9 * 3_600_000),
  deliveryDate: tiedDay,
  netPriceCents: tiedNetCents,
  confirmedNetCents: tiedNetCents,
  vatCents: tiedNetCents * 0.24,
  confirmedVatCents: tiedNetCents * 0.24,
  totalPriceCents: tiedNetCents * 1.24,
  confirmedTotalCents: tiedNetCents * 1.24,
}))
const rows = [...generated, boundaryOrder, ...tiedOrders]
// Invoices for the last 200 days' deliveries: the orders before were delivered before invoices were issued.
const invoicing = generateInvoicing(generated, { today, since: addCalendarDays(today, -200) })
for (const order of tiedOrders)
  invoicing.invoices.push({
    kind: 'arve',
    orderKey: order.idempotencyKey!,
    buyerName: order.name!,
    issueDate: tiedDay,
    dueDate: addCalendarDays(tiedDay, 14),
    netCents: tiedNetCents,
    vatCents: tiedNetCents * 0.24,
    totalCents: tiedNetCents * 1.24,
  })
/** Names in Estonian alphabetical order, as the owner reads a list: a plain collator, not the site's. */
const estonian = new Intl.Collator('et').compare

const site = setupServer({
  env: testAdminEnv,
  prepare: async (db) => {
    await insertOrders(db, rows)
    await insertInvoicing(db, invoicing)
  },
})
const { api, page } = staffClient(site)

// ---- the plain computation -----------------------------------------------------------------------------

const inPeriod = (day: string | null | undefined, period: Period) =>
  !!day && day >= period.from && day <= period.to
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
/** Tonnes have two decimals once weighed: summed to 10 kg, free of binary fractions. */
const sumTonnes = (values: number[]) =>
  values.reduce((total, value) => Math.round((total + value) * 100) / 100, 0)
const tonnesOf = (row: OrderValues) =>
  invoicing.weighed.get(row.idempotencyKey!) ?? row.confirmedQuantity ?? row.quantity
const invoicesOf = (row: OrderValues) =>
  invoicing.invoices.filter((invoice) => invoice.orderKey === row.idempotencyKey)
// Revenue is what was invoiced less credit invoices; the confirmed amounts before invoices were issued.
const netOf = (row: OrderValues) =>
  invoicesOf(row).length > 0
    ? sum(invoicesOf(row).map((invoice) => invoice.netCents))
    : (row.confirmedNetCents ?? row.netPriceCents)
const vatOf = (row: OrderValues) =>
  invoicesOf(row).length > 0
    ? sum(invoicesOf(row).map((invoice) => invoice.vatCents))
    : (row.confirmedVatCents ?? row.vatCents)

/** What the invoices issued by the end of `day` still ask for then, and the part of it past due. */
function owedAt(day: string) {
  let unpaid = 0
  let overdue = 0
  invoicing.invoices.forEach((invoice, index) => {
    if (invoice.kind !== 'arve' || invoice.issueDate > day) return
    const paid = sum(
      invoicing.payments
        .filter((payment) => payment.invoice === index && payment.date <= day)
        .map((payment) => payment.amountCents),
    )
    const credited = sum(
      invoicing.invoices
        .filter((credit) => credit.credits === index && credit.issueDate <= day)
        .map((credit) => credit.totalCents),
    )
    const open = invoice.totalCents - paid + credited
    if (open <= 0) return
    unpaid += open
    if (invoice.dueDate < day) overdue += open
  })
  return { unpaidEur: unpaid / 100, overdueEur: overdue / 100 }
}
const tenthsOf = (km: string | null | undefined) => (km ? Math.round(Number(km) * 10) : 0)

function expectedFigures(period: Period) {
  const received = rows.filter((row) => inPeriod(tallinnCalendarDate(row.timestamp!), period))
  // By the day delivered, which for some generated orders is the day before the one confirmed.
  const delivered = rows.filter((row) => row.status === 'tarnitud' && inPeriod(row.deliveredOn, period))
  const trucks = delivered.filter((row) => row.deliveryOption === 'delivery')
  const materials = new Map<string, { productName: string; tonnes: number; netCents: number }>()
  for (const row of delivered) {
    const entry = materials.get(row.productName) ?? { productName: row.productName, tonnes: 0, netCents: 0 }
    entry.tonnes = sumTonnes([entry.tonnes, tonnesOf(row)])
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
    deliveredTonnes: sumTonnes(delivered.map(tonnesOf)),
    netEur: sum(delivered.map(netOf)) / 100,
    vatEur: sum(delivered.map(vatOf)) / 100,
    loads: trucks.length,
    kilometres: sum(trucks.map((row) => 2 * tenthsOf(row.confirmedDistanceKm ?? row.distanceKm))) / 10,
    byMaterial: [...materials.values()]
      .sort(
        (a, b) => b.netCents - a.netCents || b.tonnes - a.tonnes || estonian(a.productName, b.productName),
      )
      .map((entry) => ({
        productName: entry.productName,
        tonnes: entry.tonnes,
        netEur: entry.netCents / 100,
      })),
    byMonth: periodMonths(period).map((month) => {
      const of = delivered.filter((row) => row.deliveredOn!.startsWith(month))
      return { month, tonnes: sumTonnes(of.map(tonnesOf)), netEur: sum(of.map(netOf)) / 100 }
    }),
    // Owed as the period ended, or now for a period that has not.
    ...owedAt(period.to < today ? period.to : today),
  }
}

async function stats(period: Period) {
  const response = await api(`/api/admin/stats?from=${period.from}&to=${period.to}`)
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.json()
}

// Each of these tests asks for a year or more of 1 500 generated orders several times over, on PGlite's
// WebAssembly on the baseline compiler (ADR 048): beside CI's other lanes one such test took 30 s.
const heavy = { timeout: 120_000 }

describe('GET /api/admin/stats', heavy, () => {
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

/** A CSV file as Estonian Excel reads it: BOM, semicolons, CRLF, decimal commas. */
async function csvRows(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = new Uint8Array(await response.arrayBuffer())
  // The byte order mark tells Excel the file is UTF-8 (a decoder would drop it unseen).
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  expect(text.endsWith('\r\n')).toBe(true)
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(';'))
}

const number = (cell: string) => Number(cell.replace(',', '.'))

/** ISO week of the year of a Tallinn calendar date. */
function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`)
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000)
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  return Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1
}

describe('the overview’s tables as CSV', heavy, () => {
  const period = { from: addCalendarDays(today, -364), to: today }
  const csv = (table: string) =>
    api(`/api/admin/stats/csv?table=${table}&from=${period.from}&to=${period.to}`)

  it('give back the figures the API gives, and the plain counts of the rest', async () => {
    const answer = await stats(period)
    const earlier = expectedFigures(yearEarlier(period))

    const [monthHeader, ...months] = await csvRows(await csv('kuud'))
    expect(monthHeader).toEqual([
      'Kuu',
      'Tonni',
      'Tonni aasta varem',
      'Käive km-ta (€)',
      'Käive aasta varem (€)',
    ])
    expect(
      months.map(([month, tonnes, , net]) => ({ month, tonnes: number(tonnes!), netEur: number(net!) })),
    ).toEqual(answer.byMonth)
    for (const [month, , tonnesBefore, , netBefore] of months) {
      const before = earlier.byMonth.find((entry) => entry.month === monthYearEarlier(month!))
      expect([month, number(tonnesBefore!), number(netBefore!)]).toEqual([
        month,
        before?.tonnes ?? 0,
        before?.netEur ?? 0,
      ])
    }

    const [materialHeader, ...materials] = await csvRows(await csv('materjalid'))
    expect(materialHeader).toEqual(['Materjal', 'Tonni', 'Käive km-ta (€)'])
    expect(
      materials.map(([productName, tonnes, net]) => ({
        productName,
        tonnes: number(tonnes!),
        netEur: number(net!),
      })),
    ).toEqual(answer.byMaterial)

    const weeks = new Map<number, number>()
    for (const row of rows) {
      const day = tallinnCalendarDate(row.timestamp!)
      if (inPeriod(day, period)) weeks.set(isoWeek(day), (weeks.get(isoWeek(day)) ?? 0) + 1)
    }
    const [, ...weekRows] = await csvRows(await csv('nadalad'))
    expect(weekRows.map(([week, count]) => [Number(week), Number(count)])).toEqual(
      [...weeks].sort((a, b) => a[0] - b[0]),
    )

    const places = new Map<string, { loads: number; tonnes: number }>()
    for (const row of rows) {
      if (
        row.status !== 'tarnitud' ||
        row.deliveryOption !== 'delivery' ||
        !inPeriod(row.deliveredOn, period)
      )
        continue
      const place = placeOf(row.confirmedDeliveryAddress ?? row.deliveryAddress)
      const entry = places.get(place) ?? { loads: 0, tonnes: 0 }
      entry.loads += 1
      entry.tonnes = sumTonnes([entry.tonnes, tonnesOf(row)])
      places.set(place, entry)
    }
    const [, ...placeRows] = await csvRows(await csv('kohad'))
    expect(placeRows.map(([place, loads, tonnes]) => [place, Number(loads), Number(tonnes)]).sort()).toEqual(
      [...places].map(([place, entry]) => [place, entry.loads, entry.tonnes]).sort(),
    )
    // Most loads first, equal ones by name.
    expect(placeRows.map(([place]) => place)).toEqual(
      [...places].sort((a, b) => b[1].loads - a[1].loads || estonian(a[0], b[0])).map(([place]) => place),
    )

    const refused = await api(`/api/admin/stats/csv?table=muu&from=${period.from}&to=${period.to}`)
    expect(refused.status).toBe(400)
  })

  it('are shown on the page under their plots, with the page’s figures', async () => {
    const response = await page(`/admin/ulevaade?from=${period.from}&to=${period.to}`)
    expect(response.status).toBe(200)
    const html = (await response.text()).replace(/<!-- -->/g, '')
    expect(html).not.toMatch(/NaN|Infinity/)
    for (const text of [
      'Tonnid ja käive kuude kaupa',
      'Tellimused nädalate kaupa',
      'Kuhu koormad läksid',
      `/api/admin/stats/csv?table=kuud&amp;from=${period.from}&amp;to=${period.to}`,
      `/api/admin/stats/plot?plot=kuud-tonnid&amp;size=narrow&amp;from=${period.from}&amp;to=${period.to}`,
    ])
      expect(html).toContain(text)
    // The plots are the server's SVG images, at the two widths the page names.
    for (const size of ['narrow', 'wide']) {
      const plot = await api(
        `/api/admin/stats/plot?plot=kohad&size=${size}&from=${period.from}&to=${period.to}`,
      )
      expect(plot.status).toBe(200)
      expect(plot.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      const svg = await plot.text()
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      expect(svg).toContain('Rakvere linn')
      expect(svg).not.toContain('<script')
    }
    expect(
      (await api(`/api/admin/stats/plot?plot=muu&size=wide&from=${period.from}&to=${period.to}`)).status,
    ).toBe(400)
    // A bad range is said on the page, which shows the last 12 months instead.
    const bad = await (await page('/admin/ulevaade?from=2026-03-01&to=2026-02-01')).text()
    expect(bad).toContain('Alguskuupäev ei saa olla pärast lõppkuupäeva.')
  })
})

describe('what customers owe', heavy, () => {
  it('is shown now by days past due, with the five largest debtors, as a plain sum of invoices less payments and credits', async () => {
    const byAge = [0, 0, 0]
    const debts = new Map<string, number>()
    invoicing.invoices.forEach((invoice, index) => {
      if (invoice.kind !== 'arve') return
      const open =
        invoice.totalCents -
        sum(invoicing.payments.filter((p) => p.invoice === index).map((p) => p.amountCents)) +
        sum(invoicing.invoices.filter((c) => c.credits === index).map((c) => c.totalCents))
      if (open <= 0) return
      debts.set(invoice.buyerName, (debts.get(invoice.buyerName) ?? 0) + open)
      const late = (Date.parse(today) - Date.parse(invoice.dueDate)) / 86_400_000
      if (late > 0) byAge[late <= 30 ? 0 : late <= 60 ? 1 : 2]! += open
    })
    // The generated invoices leave debts of every age and more than five debtors.
    expect(byAge.every((cents) => cents > 0)).toBe(true)
    expect(debts.size).toBeGreaterThan(5)
    const html = (await (await page('/admin/ulevaade')).text()).replace(/<!-- -->/g, '')
    const block = html.slice(html.indexOf('Maksmata arved praegu'))
    for (const [index, label] of ['0–30 päeva', '31–60 päeva', 'üle 60 päeva'].entries())
      expect(block).toMatch(
        new RegExp(`${label}</th><td[^>]*>${formatEur(byAge[index]!).replace(/\s/g, '\\s')}<`),
      )
    // The largest debts first; equal ones by name.
    const largest = [...debts].sort((a, b) => b[1] - a[1] || estonian(a[0], b[0])).slice(0, 5)
    const shown = [...block.matchAll(/<li[^>]*><span>([^<]+)<\/span><span[^>]*>([^<]+)<\/span><\/li>/g)].map(
      (match) => [match[1], match[2]],
    )
    expect(shown).toEqual(largest.map(([name, cents]) => [name, formatEur(cents)]))
    expect(shown.slice(0, 4).map(([name]) => name)).toEqual(['Šaali OÜ', 'Zoo AS', 'Wagner OÜ', 'Õun OÜ'])
  })
})

describe('the kept figures', heavy, () => {
  it('move with the orders: a new order counts at once', async () => {
    const period = { from: today, to: today }
    const before = await stats(period)
    const sent = await postForm(`${site.url}/api/orders`, orderBody())
    expect(sent.status).toBe(201)
    const after = await stats(period)
    expect(after.orders.received).toBe(before.orders.received + 1)
  })
})

describe('an empty database', heavy, () => {
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
      const html = await (await client.page('/admin/ulevaade')).text()
      expect(html).toContain('Tellimusi veel ei ole.')
      expect(html).toContain('Sel perioodil tarneid ei olnud.')
      expect(html).not.toMatch(/NaN|Infinity/)
      // Whether there are orders is kept with the figures, and moves with them: the first order ends
      // the empty state at once.
      expect((await postForm(`${empty.url}/api/orders`, orderBody())).status).toBe(201)
      const first = await (await client.page('/admin/ulevaade')).text()
      expect(first).not.toContain('Tellimusi veel ei ole.')
    } finally {
      await empty.dispose()
    }
  })
})
