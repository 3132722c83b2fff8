import { describe, expect, it } from 'vitest'
import { companyBuyerTexts } from '#app/domain/company-buyer.ts'
import * as blogPosts from '#app/routes/api/admin/blog-posts.ts'
import * as business from '#app/routes/api/admin/business.ts'
import * as gallery from '#app/routes/api/admin/gallery.ts'
import * as adminInquiries from '#app/routes/api/admin/inquiries.ts'
import * as materials from '#app/routes/api/admin/materials.ts'
import * as adminOrders from '#app/routes/api/admin/orders.ts'
import * as partners from '#app/routes/api/admin/partners.ts'
import * as products from '#app/routes/api/admin/products.ts'
import * as references from '#app/routes/api/admin/references.ts'
import * as testimonials from '#app/routes/api/admin/testimonials.ts'
import * as login from '#app/routes/api/auth-login.ts'
import * as inquiries from '#app/routes/api/inquiries.ts'
import * as orders from '#app/routes/api/orders.ts'
import { putBodyTexts } from '#app/server/http/put-body.server.ts'
import { adminCall, setupInProcessSite } from '../support/in-process-site.ts'
import { formData, inquiryBody, orderBody } from '../support/request-bodies.ts'

/**
 * Every PUT under /api/admin takes back what its GET gave (issue 28): a program reads a record, changes
 * one field and sends the whole object back. The fields the server owns pass unchanged and are refused
 * changed, naming the field; a field nobody knows is refused as before. These are the actions' rules:
 * the route modules are called in this process (tests/support/in-process-site.ts).
 */

const site = setupInProcessSite({
  routes: {
    '/api/auth/login': login,
    '/api/orders': orders,
    '/api/inquiries': inquiries,
    '/api/admin/products': products,
    '/api/admin/blog-posts': blogPosts,
    '/api/admin/references': references,
    '/api/admin/testimonials': testimonials,
    '/api/admin/partners': partners,
    '/api/admin/gallery': gallery,
    '/api/admin/materials': materials,
    '/api/admin/business': business,
    '/api/admin/inquiries': adminInquiries,
    '/api/admin/orders': adminOrders,
  },
})

const call = adminCall(site)

/** Posts the fields as the site's forms do, multipart. */
const postForm = (path: string, fields: Parameters<typeof formData>[0]) =>
  site.fetch(path, { method: 'POST', body: formData(fields) })

async function firstOf(path: string): Promise<number> {
  const list = await call('GET', path)
  expect(list.status).toBe(200)
  const items = list.body as unknown as { id: number }[]
  expect(items.length).toBeGreaterThan(0)
  return items[0]!.id
}

interface Endpoint {
  name: string
  /** The record's address, made when the test runs (some records are made first). */
  address(): Promise<string>
  /** The field changed, and how. */
  change: [field: string, value: (current: unknown) => unknown]
  /** A field the server owns, and a changed value of it. */
  owned: [field: string, value: unknown]
}

let blogPostId: number | undefined
let inquiryId: number | undefined
let orderId: number | undefined
let companyOrderId: number | undefined

/** An order whose buyer is a company given with its legal address; its address under the API. */
async function companyOrder(): Promise<string> {
  if (companyOrderId === undefined) {
    const posted = await postForm(
      '/api/orders',
      orderBody({
        invoiceToCompany: 'on',
        company_name: 'Kivi ja Kruus OÜ',
        company_registry_code: '12345678',
        company_vat_number: 'EE123456780',
        company_address: 'Tööstuse 5, 44310 Rakvere',
      }),
    )
    expect(posted.status).toBe(201)
    companyOrderId = ((await posted.json()) as { orderId: number }).orderId
  }
  return `/api/admin/orders?id=${companyOrderId}`
}

const endpoints: Endpoint[] = [
  {
    name: 'products',
    address: async () => `/api/admin/products?id=${await firstOf('/api/admin/products')}`,
    change: ['description', (text) => `${text} Sobib ka teedele.`],
    owned: ['createdAt', '2001-01-01T00:00:00.000Z'],
  },
  {
    name: 'blog posts',
    async address() {
      if (blogPostId === undefined) {
        const created = await call('POST', '/api/admin/blog-posts', {
          pealkiri: 'Kruusa valik',
          teema: 'Millist kruusa valida teele',
          stiil: 'nõuandev',
          sisu: '<p>Kruus on hea.</p>',
        })
        expect(created.status).toBe(201)
        blogPostId = created.body.id as number
      }
      return `/api/admin/blog-posts?id=${blogPostId}`
    },
    change: ['teema', () => 'Millist kruusa valida sissesõiduteele'],
    owned: ['id', 999_999],
  },
  {
    name: 'references',
    address: async () => `/api/admin/references?id=${await firstOf('/api/admin/references')}`,
    change: ['title', (title) => `${title} (II etapp)`],
    owned: ['order', 99],
  },
  {
    name: 'testimonials',
    address: async () => `/api/admin/testimonials?id=${await firstOf('/api/admin/testimonials')}`,
    change: ['position', () => 'Ehitusjuht'],
    owned: ['updatedAt', '2001-01-01T00:00:00.000Z'],
  },
  {
    name: 'partners',
    address: async () => `/api/admin/partners?id=${await firstOf('/api/admin/partners')}`,
    change: ['name', (name) => `${name} AS`],
    owned: ['id', 999_999],
  },
  {
    name: 'gallery',
    address: async () => `/api/admin/gallery?id=${await firstOf('/api/admin/gallery')}`,
    change: ['caption', () => 'Karjäär sügisel'],
    owned: ['createdAt', '2001-01-01T00:00:00.000Z'],
  },
  {
    name: 'materials',
    address: async () => '/api/admin/materials?slug=killustik',
    change: ['metaDescription', () => 'Killustik 16–32 mm teedele ja vundamendile, kohaletoomisega.'],
    owned: ['title', 'Kivid'],
  },
  {
    name: 'business',
    address: async () => '/api/admin/business',
    change: ['projectsText', () => '600+'],
    owned: ['phoneE164', '+37251112222'],
  },
  {
    name: 'inquiries',
    async address() {
      if (inquiryId === undefined) {
        const posted = await postForm('/api/inquiries', inquiryBody({ email: 'tagasi@example.ee' }))
        expect(posted.status).toBe(201)
        const list = await call('GET', '/api/admin/inquiries')
        const found = (list.body.inquiries as { id: number; email: string }[]).find(
          (inquiry) => inquiry.email === 'tagasi@example.ee',
        )
        inquiryId = found!.id
      }
      return `/api/admin/inquiries?id=${inquiryId}`
    },
    change: ['status', () => 'vastatud'],
    owned: ['email', 'keegi@example.ee'],
  },
  {
    name: 'orders',
    async address() {
      if (orderId === undefined) {
        const posted = await postForm('/api/orders', orderBody())
        expect(posted.status).toBe(201)
        orderId = ((await posted.json()) as { orderId: number }).orderId
      }
      return `/api/admin/orders?id=${orderId}`
    },
    change: ['status', () => 'tühistatud'],
    owned: ['totalPrice', 1],
  },
  {
    name: "orders' buyer company",
    address: companyOrder,
    change: ['company', (company) => ({ ...(company as object), address: 'Pikk 2, 10123 Tallinn' })],
    owned: ['totalPrice', 1],
  },
]

describe.each(endpoints)('PUT $name', ({ address, change, owned }) => {
  it('refuses a changed field the server owns, naming it, and changes nothing', async () => {
    const path = await address()
    const before = await call('GET', path)
    expect(before.status).toBe(200)
    expect(before.body).toHaveProperty(owned[0])
    expect(before.body[owned[0]]).not.toEqual(owned[1])
    const refused = await call('PUT', path, { ...before.body, [owned[0]]: owned[1] })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: putBodyTexts.owned(owned[0]), field: owned[0] },
    })
    expect((await call('GET', path)).body).toEqual(before.body)
  })

  it('refuses a field nobody knows', async () => {
    const path = await address()
    const before = await call('GET', path)
    const refused = await call('PUT', path, { ...before.body, hinnakiri: 'uus' })
    expect(refused).toMatchObject({ status: 400, body: { error: 'Tundmatu väli: hinnakiri.' } })
    expect((await call('GET', path)).body).toEqual(before.body)
  })

  it('takes back the whole body its GET gave, with one field changed, and stores the change', async () => {
    const path = await address()
    const before = await call('GET', path)
    const [field, changed] = change
    const value = changed(before.body[field])
    expect(value).not.toEqual(before.body[field])
    const saved = await call('PUT', path, { ...before.body, [field]: value })
    expect(saved.status).toBe(200)
    expect(saved.body[field]).toEqual(value)
    expect((await call('GET', path)).body[field]).toEqual(value)
  })
})

describe("PUT of an order's buyer company", () => {
  it('gives and takes back the legal address with the other company fields', async () => {
    const path = await companyOrder()
    const { body } = await call('GET', path)
    expect(body.company).toEqual({
      name: 'Kivi ja Kruus OÜ',
      registryCode: '12345678',
      vatNumber: 'EE123456780',
      address: expect.any(String),
    })
  })

  it.each([
    ['too long', 'Tööstuse 5, '.repeat(30), companyBuyerTexts.addressTooLong],
    ['with a control character', 'Tööstuse 5\u0007, Rakvere', companyBuyerTexts.invalidText],
    ['blank', ' ', companyBuyerTexts.addressRequired],
  ])('refuses an address %s in Estonian and changes nothing', async (_, address, message) => {
    const path = await companyOrder()
    const before = await call('GET', path)
    const company = before.body.company as Record<string, unknown>
    const refused = await call('PUT', path, { ...before.body, company: { ...company, address } })
    expect(refused).toMatchObject({ status: 400, body: { error: message } })
    expect((await call('GET', path)).body).toEqual(before.body)
  })
})
