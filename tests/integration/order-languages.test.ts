import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { inquiryBody, orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The order after the form in the customer's language (ADR 060): an order or inquiry keeps the language
 * it was placed in, and staff see it.
 */

const site = setupServer({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const { api, page: staffPage } = staffClient(site)

interface OrderJson {
  id: number
  locale: string
  email: string
  customerUrl: string | null
}

async function getOrder(id: number): Promise<OrderJson> {
  const response = await api(`/api/admin/orders?id=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OrderJson
}

/** The newest order of `email`, from the staff's list. */
async function orderOf(email: string): Promise<OrderJson> {
  const response = await api('/api/admin/orders')
  const list = (await response.json()) as { orders: { id: number }[] }
  for (const item of list.orders) {
    const order = await getOrder(item.id)
    if (order.email === email) return order
  }
  throw new Error(`no order of ${email}`)
}

/** An order through the JSON API with these fields; its id. */
async function placeOrder(fields: Record<string, string>): Promise<number> {
  const response = await postForm(`${site.url}/api/orders`, orderBody(fields))
  const body = (await response.json()) as { ok: boolean; orderId: number }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return body.orderId
}

/** An order as the Russian material page posts it without JavaScript. */
async function placeRussianOrder(email: string): Promise<OrderJson> {
  const form = new URLSearchParams(
    orderBody({ locale: 'ru', firstName: 'Иван', lastName: 'Петров', email, quantity: '3' }),
  )
  form.delete('slug')
  const placed = await fetch(`${site.url}/ru/killustik`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(placed.status).toBe(302)
  return orderOf(email)
}

describe('an order keeps the language it was placed in', () => {
  it('stores Russian for an order from /ru/killustik, and staff see it', async () => {
    const order = await placeRussianOrder(`ivan.${randomUUID().slice(0, 8)}@example.com`)
    expect(order.locale).toBe('ru')
    const staff = await staffPage(`/admin/orders/${order.id}`)
    expect(await staff.text()).toContain('Keel: <!-- -->vene')
    const inbox = await (await staffPage('/admin/orders')).text()
    expect(inbox).toContain('Keel: <!-- -->vene')
  })

  it('stores the JSON API form field, and Estonian for a missing or unknown one', async () => {
    expect((await getOrder(await placeOrder({ locale: 'en' }))).locale).toBe('en')
    expect((await getOrder(await placeOrder({}))).locale).toBe('et')
    expect((await getOrder(await placeOrder({ locale: 'de' }))).locale).toBe('et')
  })

  it("stores an inquiry's language, and staff see it", async () => {
    const email = `inna.${randomUUID().slice(0, 8)}@example.com`
    const response = await postForm(`${site.url}/api/inquiries`, inquiryBody({ locale: 'ru', email }))
    expect(response.status).toBe(201)
    const list = (await (await api('/api/admin/inquiries')).json()) as {
      inquiries: { email: string; locale: string }[]
    }
    expect(list.inquiries.find((inquiry) => inquiry.email === email)?.locale).toBe('ru')
    expect(await (await staffPage('/admin/inquiries')).text()).toContain('Keel: <!-- -->vene')
  })
})
