import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import * as customersApi from '#app/routes/api/admin/customers.ts'
import { customers, invoices } from '#app/server/db/schema.server.ts'
import { agreedCents, businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'

/**
 * `GET /api/admin/customers` for programs (issue 41 item 7): each account of a page in the shape its own
 * GET gives (`?id=N`), with its people, agreed prices, balance and overdue sum; 25 a page, newest first,
 * a second page with the rest, and the `status` filter.
 */

const site = setupInProcessSite({
  routes: { ...businessAccountRoutes, '/api/admin/customers': customersApi },
})
const { db, api, deliver, placeOrder, account, prepare, crushedStone } = businessAccounts(site)

interface ListPage {
  customers: Record<string, unknown>[]
  page: number
  pageCount: number
  total: number
}

const list = async (query = '') => (await api('GET', `/api/admin/customers${query}`)) as unknown as ListPage
const idsOf = (page: ListPage) => page.customers.map((customer) => customer.id as number)

/** The 28 accounts of this file, oldest first; the two oldest are applications. */
const made: number[] = []
let owing = { id: 0, totalEur: 0, invoice: '' }

beforeAll(async () => {
  await prepare()
  for (let n = 0; n < 28; n++) made.push((await account()).customer.id)
  await db()
    .update(customers)
    .set({ status: 'taotlus' })
    .where(inArray(customers.id, made.slice(0, 2)))
  // The newest owes for a delivery whose invoice is overdue.
  const newest = await account()
  made.push(newest.customer.id)
  const invoice = await deliver((await placeOrder({}, newest.cookie)).body.orderId as number)
  const [issued] = await db().select().from(invoices).where(eq(invoices.number, invoice))
  await db()
    .update(invoices)
    .set({ dueDate: addCalendarDays(issued!.issueDate, -3) })
    .where(eq(invoices.id, issued!.id))
  owing = { id: newest.customer.id, totalEur: issued!.totalCents / 100, invoice }
}, 120_000)

describe('GET /api/admin/customers', () => {
  it('gives each account of a page as its own GET does: people, prices, balance and overdue', async () => {
    const first = await list()
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: made.length })
    expect(first.customers).toHaveLength(25)
    for (const item of first.customers)
      expect(item).toEqual(await api('GET', `/api/admin/customers?id=${item.id as number}`))
    expect(first.customers[0]).toEqual({
      id: owing.id,
      name: expect.any(String),
      registryCode: expect.stringMatching(/^\d{8}$/),
      vatNumber: null,
      address: { street: expect.any(String), city: 'Rakvere', postalCode: '44310', countryCode: 'EE' },
      contactName: 'Mari Maasikas',
      email: expect.stringContaining('@tellija.example.ee'),
      phone: '+372 5123 4567',
      invoiceEmail: expect.stringContaining('arved.'),
      status: 'aktiivne',
      paymentTermDays: null,
      creditLimitEur: 10_000,
      prices: [{ productId: crushedStone.productId, netPriceEur: agreedCents / 100 }],
      eInvoice: false,
      users: [{ email: expect.stringContaining('mari.'), name: 'Mari Maasikas', role: 'admin' }],
      balanceEur: owing.totalEur,
      overdueEur: owing.totalEur,
      version: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(owing.totalEur).toBeGreaterThan(0)
    // An account without invoices owes nothing.
    expect(first.customers[1]).toMatchObject({ balanceEur: 0, overdueEur: 0 })
  })

  it('pages newest first, 25 a page, the second page with the rest', async () => {
    const first = await list('?page=1')
    const second = await list('?page=2')
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: made.length })
    expect(second.customers).toHaveLength(made.length - 25)
    expect([...idsOf(first), ...idsOf(second)]).toEqual([...made].reverse())
    // A page past the end shows the last one.
    expect(idsOf(await list('?page=9'))).toEqual(idsOf(second))
  })

  it('filters by status, paging within it', async () => {
    const applications = await list('?status=taotlus')
    expect(applications).toMatchObject({ page: 1, pageCount: 1, total: 2 })
    expect(idsOf(applications)).toEqual(made.slice(0, 2).reverse())
    expect(applications.customers.every((customer) => customer.status === 'taotlus')).toBe(true)
    const active = await list('?status=aktiivne&page=2')
    expect(active).toMatchObject({ page: 2, pageCount: 2, total: made.length - 2 })
    expect(idsOf(active)).toEqual(made.slice(2, made.length - 25).reverse())
    expect(await list('?status=peatatud')).toMatchObject({ customers: [], total: 0, pageCount: 1 })
  })
})
