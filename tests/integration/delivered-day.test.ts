import { beforeAll, describe, expect, it } from 'vitest'
import { dayLabel } from '#app/domain/delivery-schedule.ts'
import * as dayPlan from '#app/routes/admin/day-plan.tsx'
import * as orderDetail from '#app/routes/admin/order-detail.tsx'
import * as overview from '#app/routes/admin/overview.tsx'
import * as business from '#app/routes/api/admin/business.ts'
import * as deliveries from '#app/routes/api/admin/deliveries.ts'
import * as adminInvoices from '#app/routes/api/admin/invoices.ts'
import * as adminOrders from '#app/routes/api/admin/orders.ts'
import * as ordersExport from '#app/routes/api/admin/orders-export.ts'
import * as stats from '#app/routes/api/admin/stats.ts'
import * as statsCsv from '#app/routes/api/admin/stats-csv.ts'
import * as login from '#app/routes/api/auth-login.ts'
import * as orders from '#app/routes/api/orders.ts'
import * as customerOrder from '#app/routes/customer-order.tsx'
import { adminCall, type RouteModule, setupInProcessSite } from '../support/in-process-site.ts'
import { invoicingFacts } from '../support/invoicing.ts'
import { formData, orderBody } from '../support/request-bodies.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * A load that leaves before the day it was confirmed for counts on the day it was delivered: the
 * overview, GET /api/admin/stats and the CSVs of a period that ends on that day count it, and the period
 * of the planned day alone does not; the day plan keeps it on its planned day with the day delivered
 * beside it, and the customer's page says when it was delivered. The order is confirmed for the next
 * working day and delivered today, whatever day the test runs; the delivered day is read from the
 * invoice, as the server's clock set it. On PGlite and on PostgreSQL.
 */

const site = setupInProcessSite({
  routes: {
    '/api/admin/business': business,
    '/api/admin/deliveries': deliveries,
    '/api/admin/invoices': adminInvoices,
    '/api/admin/orders': adminOrders,
    '/api/admin/orders/export': ordersExport,
    '/api/admin/stats': stats,
    '/api/admin/stats/csv': statsCsv,
    '/api/orders': orders,
    '/api/auth/login': login,
  },
})
const adminApi = adminCall(site)

/** The admin API's answer to a call that must succeed. */
const api = (method: string, path: string, body?: unknown) =>
  adminApi(method, path, body).then(({ status, body: answer }) => {
    expect([path, status], JSON.stringify(answer)).toEqual([path, 200])
    return answer
  })

/** A page's loader data, called as React Router calls it for the signed-in staff member. */
async function loaded<T>(module: RouteModule, path: string, params: Record<string, string> = {}): Promise<T> {
  const request = new Request(new URL(path, 'http://localhost'), {
    headers: { 'X-Admin-Token': await site.adminToken() },
  })
  const loader = module.loader as (args: unknown) => Promise<unknown>
  const result = await loader({ request, params, context: { clientIp: '192.0.2.7' } })
  if (result instanceof Response) throw new Error(`${path}: ${result.status}`)
  // data() keeps its payload beside its init.
  const payload =
    result && typeof result === 'object' && 'init' in result && 'data' in result ? result.data : result
  return payload as T
}

async function text(path: string): Promise<string> {
  const response = await site.fetch(path, { headers: { 'X-Admin-Token': await site.adminToken() } })
  expect(response.status, path).toBe(200)
  return (await response.text()).replace(/^\uFEFF/, '')
}

/** A CSV download's rows, split at semicolons (the cells compared here have none). */
async function csvRows(path: string): Promise<string[][]> {
  return (await text(path))
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'))
}

interface PeriodJson {
  orders: { delivered: number }
  deliveredTonnes: number
  netEur: number
  vatEur: number
  byMaterial: { productName: string; tonnes: number; netEur: number }[]
  byMonth: { month: string; tonnes: number; netEur: number }[]
  unpaidEur: number
}

const weighed = 2.35
let planned: string
let delivered: string
let orderId: number
let productName: string
let invoice: { number: string; deliveryDate: string; netEur: number; vatEur: number; totalEur: number }
let customerPath: string

const monthStart = (day: string) => `${day.slice(0, 7)}-01`
const figures = async (from: string, to: string) =>
  (await api('GET', `/api/admin/stats?from=${from}&to=${to}`)) as unknown as PeriodJson

beforeAll(async () => {
  await api('PUT', '/api/admin/business', { ...(await api('GET', '/api/admin/business')), ...invoicingFacts })
  const placed = await site.fetch('/api/orders', { method: 'POST', body: formData(orderBody()) })
  expect(placed.status, await placed.clone().text()).toBe(201)
  orderId = ((await placed.json()) as { orderId: number }).orderId
  planned = nextWorkingDay()
  await api('PUT', `/api/admin/orders?id=${orderId}`, {
    status: 'kinnitatud',
    deliveryDate: planned,
    timeWindow: '09:00-11:00',
    notifyCustomer: false,
  })
  const order = await api('PUT', `/api/admin/orders?id=${orderId}`, {
    status: 'tarnitud',
    deliveredTonnes: weighed,
    notifyCustomer: false,
  })
  productName = order.productName as string
  customerPath = new URL(order.customerUrl as string).pathname
  const [issued] = order.invoices as { id: number }[]
  invoice = (await api('GET', `/api/admin/invoices?id=${issued!.id}`)) as unknown as typeof invoice
  delivered = invoice.deliveryDate
}, 60_000)

describe('a delivery made before its planned day', () => {
  it('is invoiced as delivered on the day it left, before the planned day', () => {
    expect(delivered < planned, `${delivered} before ${planned}`).toBe(true)
  })

  it('counts in GET /api/admin/stats of the period that ends on the day delivered, not on the planned day', async () => {
    for (const from of [monthStart(delivered), delivered]) {
      const period = await figures(from, delivered)
      expect(
        {
          delivered: period.orders.delivered,
          tonnes: period.deliveredTonnes,
          netEur: period.netEur,
          vatEur: period.vatEur,
          unpaidEur: period.unpaidEur,
        },
        `${from}–${delivered}`,
      ).toEqual({
        delivered: 1,
        tonnes: weighed,
        netEur: invoice.netEur,
        vatEur: invoice.vatEur,
        unpaidEur: invoice.totalEur,
      })
      expect(period.byMaterial).toEqual([{ productName, tonnes: weighed, netEur: invoice.netEur }])
      expect(period.byMonth.find((month) => month.month === delivered.slice(0, 7))).toEqual({
        month: delivered.slice(0, 7),
        tonnes: weighed,
        netEur: invoice.netEur,
      })
    }
    const plannedDay = await figures(planned, planned)
    expect({ delivered: plannedDay.orders.delivered, netEur: plannedDay.netEur }).toEqual({
      delivered: 0,
      netEur: 0,
    })
  })

  it('counts on the overview page of the period that ends on the day delivered', async () => {
    const page = await loaded<{
      figures: { orders: { delivered: number }; deliveredTonnes: number; netCents: number }
    }>(overview, `/admin/ulevaade?from=${monthStart(delivered)}&to=${delivered}`)
    expect({
      delivered: page.figures.orders.delivered,
      tonnes: page.figures.deliveredTonnes,
      netCents: page.figures.netCents,
    }).toEqual({ delivered: 1, tonnes: weighed, netCents: Math.round(invoice.netEur * 100) })
  })

  it("is in the overview's CSVs of that period, and the orders' export gives the day delivered", async () => {
    const query = `from=${monthStart(delivered)}&to=${delivered}`
    const money = invoice.netEur.toFixed(2).replace('.', ',')
    const materials = await csvRows(`/api/admin/stats/csv?table=materjalid&${query}`)
    expect(materials.slice(1)).toEqual([[productName, String(weighed), money]])
    const months = await csvRows(`/api/admin/stats/csv?table=kuud&${query}`)
    expect(months.find((row) => row[0] === delivered.slice(0, 7))?.slice(1, 4)).toEqual([
      String(weighed),
      '0',
      money,
    ])
    const [header, ...rows] = await csvRows(`/api/admin/orders/export?from=${delivered}&to=${delivered}`)
    const row = rows.find((cells) => cells[0] === String(orderId))!
    const dotted = (day: string) => day.split('-').reverse().join('.')
    expect(row[header!.indexOf('Kinnitatud päev')]).toBe(dotted(planned))
    expect(row[header!.indexOf('Tarnitud päev')]).toBe(dotted(delivered))
  })

  it('stays on the day plan of its planned day, with the day it was delivered', async () => {
    type Plan = { days: { date: string; deliveries: { orderId: number; deliveredOn: string | null }[] }[] }
    const onPlanned = await loaded<Plan>(dayPlan, `/admin/tarned?paev=${planned}`)
    expect(onPlanned.days[0]!.deliveries).toMatchObject([{ orderId, deliveredOn: delivered }])
    const { deliveries } = (await api('GET', `/api/admin/deliveries?from=${delivered}&to=${planned}`)) as {
      deliveries: { orderId: number; date: string; deliveredOn: string | null }[]
    }
    expect(deliveries).toEqual([expect.objectContaining({ orderId, date: planned, deliveredOn: delivered })])
  })

  it("is shown delivered on its day on the customer's page, and with both days on the staff's", async () => {
    const token = customerPath.split('/').pop()!
    const customer = await loaded<{ order: { schedule: string; delivered: string } }>(
      customerOrder,
      customerPath,
      { token },
    )
    expect(customer.order.delivered).toBe(dayLabel(delivered))
    expect(customer.order.schedule).toContain(dayLabel(planned))
    const staff = await loaded<{ order: { schedule: string; delivered: string } }>(
      orderDetail,
      `/admin/orders/${orderId}`,
      { id: String(orderId) },
    )
    expect(staff.order.delivered).toBe(dayLabel(delivered))
    expect(staff.order.schedule).toContain(dayLabel(planned))
  })
})
