import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import * as business from '#app/routes/api/admin/business.ts'
import * as adminInvoices from '#app/routes/api/admin/invoices.ts'
import * as adminOrders from '#app/routes/api/admin/orders.ts'
import * as login from '#app/routes/api/auth-login.ts'
import * as orders from '#app/routes/api/orders.ts'
import { createSignInLink, spendSignInLink } from '#app/server/customers/customer-sessions.server.ts'
import {
  customerPrices,
  customerSites,
  customers,
  customerUsers,
  orders as ordersTable,
  products,
} from '#app/server/db/schema.server.ts'
import { adminCall, type InProcessSite } from './in-process-site.ts'
import { invoicingFacts } from './invoicing.ts'
import { formData, orderBody } from './request-bodies.ts'
import { nextWorkingDay } from './working-days.ts'

/**
 * What the business-account tests share on an in-process site (ADR 059): companies with an admin, an
 * agreed price for crushed stone and a saved site, signed in; orders placed from the site's own page;
 * deliveries as staff make them; and route loaders called as React Router calls them. Call it at the top
 * of a file and its `prepare` in a beforeAll.
 */

export interface OrderJson {
  status: string
  customerId: number | null
  creditHold: boolean
  creditHoldReason: string | null
  creditDecisionBy: string | null
  invoices: { id: number }[]
  [field: string]: unknown
}

/**
 * The JSON routes the business-account tests set the scene with and read it back through: the business
 * facts, invoices and orders of the staff API, the public order API and the staff sign-in.
 */
export const businessAccountRoutes = {
  '/api/admin/business': business,
  '/api/admin/invoices': adminInvoices,
  '/api/admin/orders': adminOrders,
  '/api/orders': orders,
  '/api/auth/login': login,
}

/** The agreed net price per tonne of crushed stone every company of these tests has. */
export const agreedCents = 1234

export function businessAccounts(site: InProcessSite) {
  const db = () => site.runtime.database.db
  const adminApi = adminCall(site)
  const api = async (method: string, path: string, body?: unknown) => {
    const answer = await adminApi(method, path, body)
    expect([path, answer.status], JSON.stringify(answer.body)).toEqual([path, 200])
    return answer.body
  }
  const crushedStone = { productId: 0, publicPriceCents: 0 }

  /** A route module's loader called as React Router calls it; a thrown Response is returned. */
  async function load(
    module: { loader?: unknown },
    path: string,
    params: Record<string, string>,
    cookie?: string,
  ) {
    const loader = module.loader as (args: unknown) => Promise<unknown>
    try {
      return await loader({
        request: new Request(new URL(path, 'http://localhost'), {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        params,
        context: { clientIp: '192.0.2.9' },
      })
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  /** Delivers an order as staff do, and gives its invoice's number; the customer told only with `notify`. */
  async function deliver(id: number, override = false, notify = false): Promise<string> {
    await api('PUT', `/api/admin/orders?id=${id}`, {
      status: 'kinnitatud',
      deliveryDate: nextWorkingDay(),
      timeWindow: '09:00-11:00',
      notifyCustomer: false,
      ...(override ? { creditOverride: true } : {}),
    })
    const delivered = await api('PUT', `/api/admin/orders?id=${id}`, {
      status: 'tarnitud',
      deliveredTonnes: 2.35,
      weighTicket: `KS-${id}`,
      notifyCustomer: notify,
    })
    const [issued] = delivered.invoices as { id: number }[]
    return (await api('GET', `/api/admin/invoices?id=${issued!.id}`)).number as string
  }

  /** Credits an invoice in full as staff do (POST ?action=credit); the credit invoice as the API gives it. */
  async function credit(invoiceId: number, reason = 'Vale kogus') {
    const answer = await adminApi('POST', `/api/admin/invoices?id=${invoiceId}&action=credit`, { reason })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body.credit as { id: number; number: string }
  }

  /** An order as the form posts it, from the site's own page with the account's cookie, if any. */
  async function placeOrder(fields: Record<string, string>, cookie?: string) {
    const response = await site.fetch('/api/orders', {
      method: 'POST',
      body: formData(orderBody(fields)),
      headers: { Origin: 'http://localhost', ...(cookie ? { Cookie: cookie } : {}) },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const orderOf = async (id: number) => (await api('GET', `/api/admin/orders?id=${id}`)) as OrderJson
  const orderCount = async () =>
    (await db().select({ count: sql<number>`count(*)::int` }).from(ordersTable))[0]!.count

  let companies = 0
  /** An active company with one admin, an agreed price for crushed stone and one saved site. */
  async function account(terms: { creditLimitCents?: number | null; paymentTermDays?: number | null } = {}) {
    const n = ++companies
    const [customer] = await db()
      .insert(customers)
      .values({
        name: `Tellija ${n} OÜ`,
        registryCode: `8${String(n).padStart(7, '0')}`,
        vatNumber: null,
        street: `Tööstuse ${n}`,
        city: 'Rakvere',
        postalCode: '44310',
        contactName: 'Mari Maasikas',
        email: `mari.${n}@tellija.example.ee`,
        invoiceEmail: `arved.${n}@tellija.example.ee`,
        phone: '+372 5123 4567',
        status: 'aktiivne',
        creditLimitCents: terms.creditLimitCents === undefined ? 1_000_000 : terms.creditLimitCents,
        paymentTermDays: terms.paymentTermDays ?? null,
      })
      .returning()
    const [person] = await db()
      .insert(customerUsers)
      .values({
        customerId: customer!.id,
        email: `mari.${n}@tellija.example.ee`,
        name: 'Mari Maasikas',
        role: 'admin',
      })
      .returning()
    await db()
      .insert(customerPrices)
      .values({ customerId: customer!.id, productId: crushedStone.productId, netPriceCents: agreedCents })
    const [saved] = await db()
      .insert(customerSites)
      .values({ customerId: customer!.id, name: `Objekt ${n}`, address: 'Rakvere', distanceKm: '20.0' })
      .returning()
    const token = await spendSignInLink(db(), await createSignInLink(db(), person!.id))
    return { customer: customer!, person: person!, site: saved!, cookie: `konto_session=${token}` }
  }

  /** The seller's invoicing facts saved, and crushed stone's id and public price read: for a beforeAll. */
  async function prepare() {
    await api('PUT', '/api/admin/business', {
      ...(await api('GET', '/api/admin/business')),
      ...invoicingFacts,
    })
    const [product] = await db().select().from(products).where(eq(products.slug, 'killustik'))
    crushedStone.productId = product!.id
    crushedStone.publicPriceCents = product!.priceCents
    expect(crushedStone.publicPriceCents).not.toBe(agreedCents)
  }

  return {
    db,
    api,
    adminApi,
    load,
    deliver,
    credit,
    placeOrder,
    orderOf,
    orderCount,
    account,
    prepare,
    crushedStone,
  }
}
