import { describe, expect, it } from 'vitest'
import { orderMessages } from '#app/content/messages/order.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { storeInvoicingBusiness } from '../support/invoicing.ts'
import { confirmOrder, createOrderCall, placeOrder } from '../support/orders-api.ts'
import { orderBody, postForm, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * 'Soovin e-arvet' (issue 43): a company buyer without a business account asks on the order form, in any
 * of its languages, for its invoice as an e-invoice. The order form posted without JavaScript, its JSON
 * endpoint and createOrder take it with a company only, refuse it without one and store nothing; staff
 * see it; the company's invoice mail carries the e-invoice beside the PDF. Against the production build,
 * with a real SMTP peer.
 */

const company = {
  invoiceToCompany: 'on',
  company_name: 'Kivi ja Kruus OÜ',
  company_registry_code: '12345678',
  company_vat_number: 'EE123456780',
  company_address: 'Tööstuse 5, 44310 Rakvere',
}

interface OrderJson {
  id: number
  email: string
  company: { registryCode: string } | null
  companyEInvoice: boolean
  version: number
  invoices: { id: number; number: string }[]
}

const site = setupServer({
  env: { GEO_PROVIDER: 'builtin', ...testAdminEnv },
  smtp: true,
  prepare: storeInvoicingBusiness,
})
const staff = staffClient(site)

/** An order as staff's API gives it. */
const getOrder = async (id: number) => {
  const response = await staff.api(`/api/admin/orders?id=${id}`)
  expect(response.status, `order ${id}`).toBe(200)
  return (await response.json()) as OrderJson
}

/** How many orders the site holds, by the staff list's counts. */
async function orderCount(): Promise<number> {
  const list = (await (await staff.api('/api/admin/orders')).json()) as { total: number }
  return list.total
}

/** The material page as a visitor without JavaScript reads it, React's text separators removed. */
async function page(path: string, init?: Response): Promise<string> {
  const response = init ?? (await fetch(`${site.url}${path}`))
  expect(response.status === 200 || response.status === 400, path).toBe(true)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** The order form's 'Soovin e-arvet' box in a page: its input, ticked or not. */
function eInvoiceBox(html: string): string | undefined {
  return html.match(/<input[^>]*name="company_e_invoice"[^>]*>/)?.[0]
}

describe("the order form's 'Soovin e-arvet'", () => {
  it('is a box among the company fields, in Estonian, Russian and English', async () => {
    for (const [path, locale] of [
      ['/killustik', 'et'],
      ['/ru/killustik', 'ru'],
      ['/en/killustik', 'en'],
    ] as const) {
      const html = await page(path)
      const box = eInvoiceBox(html)
      expect(box, path).toMatch(/type="checkbox"/)
      expect(box, path).not.toMatch(/checked/)
      const label = orderMessages[locale].companyEInvoice
      expect(html, path).toContain(`for="tellimus-company_e_invoice"`)
      expect(html, path).toContain(`>${label}</label>`)
      // Inside the company's fields, which show while 'Arve ettevõttele' is ticked.
      const fields = html.slice(
        html.indexOf('name="invoiceToCompany"'),
        html.indexOf('name="buyer_reference"'),
      )
      expect(fields, path).toContain('name="company_e_invoice"')
    }
    expect(orderMessages.et.companyEInvoice).toBe('Soovin e-arvet')
  })

  it('is stored with a company, posted without JavaScript', async () => {
    const lastName = `Earve-${Date.now()}`
    const posted = await postPageForm(
      `${site.url}/killustik`,
      orderBody({ lastName, ...company, company_e_invoice: 'on' }),
    )
    expect(posted.status).toBe(302)
    const list = (await (await staff.api('/api/admin/orders')).json()) as {
      orders: { id: number; name: string }[]
    }
    const placed = list.orders.find((order) => order.name === `Mari ${lastName}`)
    expect(placed).toBeDefined()
    expect(await getOrder(placed!.id)).toMatchObject({
      company: { registryCode: '12345678' },
      companyEInvoice: true,
    })
  })

  it('is refused without a company, posted without JavaScript, in the page’s language', async () => {
    const before = await orderCount()
    for (const [path, locale] of [
      ['/killustik', 'et'],
      ['/ru/killustik', 'ru'],
      ['/en/killustik', 'en'],
    ] as const) {
      const fields = orderBody({ company_e_invoice: 'on', locale })
      const refused = await postPageForm(`${site.url}${path}`, fields)
      expect(refused.status, path).toBe(400)
      const html = await page(path, refused)
      const message = orderMessages[locale].eInvoiceNeedsCompany
      expect(html, path).toContain(message)
      // The box comes back ticked, the message naming it.
      expect(eInvoiceBox(html), path).toMatch(/checked=""/)
      expect(eInvoiceBox(html), path).toContain('aria-describedby="tellimus-company_e_invoice-error"')
    }
    expect(orderMessages.et.eInvoiceNeedsCompany).toBe(orderTexts.eInvoiceNeedsCompany)
    expect(await orderCount()).toBe(before)
  })
})

describe("the order request's company_e_invoice", () => {
  it('is stored with a company through /api/orders, and false when not asked', async () => {
    const wants = await getOrder(await placeOrder(site, { ...company, company_e_invoice: 'on' }))
    expect(wants).toMatchObject({ company: { registryCode: '12345678' }, companyEInvoice: true })
    const plain = await getOrder(await placeOrder(site, company))
    expect(plain).toMatchObject({ company: { registryCode: '12345678' }, companyEInvoice: false })
    // Unticked, the company's fields are not the buyer's: no company, no e-invoice.
    const person = await getOrder(await placeOrder(site, { company_name: company.company_name }))
    expect(person).toMatchObject({ company: null, companyEInvoice: false })
  })

  it('is refused through /api/orders without a company, in the form’s language, storing nothing', async () => {
    const before = await orderCount()
    for (const [locale, fields] of [
      ['et', {}],
      ['ru', {}],
      ['en', {}],
      // Ticked, the company's own checks say what is missing.
      ['et', { invoiceToCompany: 'on', company_name: company.company_name, company_address: 'Tapa' }],
    ] as const) {
      const refused = await postForm(
        `${site.url}/api/orders`,
        orderBody({ ...fields, locale, company_e_invoice: 'on' }),
      )
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as { ok: boolean; fieldErrors: Record<string, string> }
      expect(body.ok).toBe(false)
      if ('invoiceToCompany' in fields)
        expect(body.fieldErrors).toEqual({ company_registry_code: 'Registrikood on kohustuslik' })
      else expect(body.fieldErrors).toEqual({ company_e_invoice: orderMessages[locale].eInvoiceNeedsCompany })
    }
    expect(await orderCount()).toBe(before)
  })

  it('comes with createOrder as a boolean, only with a company', async () => {
    const call = async (body: Record<string, unknown>) => {
      const response = await createOrderCall(site, body, '10.43.4.1')
      return {
        status: response.status,
        body: (await response.json()) as {
          error?: string
          data?: { id: number } & Record<string, unknown>
        },
      }
    }
    const before = await orderCount()
    expect(await call({ company_e_invoice: true })).toEqual({
      status: 400,
      body: {
        error:
          'E-arve saab saata ainult ettevõttele: lisage ettevõtte nimi (company_name) ja registrikood (company_registry_code).',
      },
    })
    expect(await call({ company_e_invoice: 'jah', company_name: 'Kivi OÜ' })).toEqual({
      status: 400,
      body: { error: 'company_e_invoice peab olema true või false' },
    })
    expect(await orderCount()).toBe(before)
    const created = await call({
      company_name: company.company_name,
      company_registry_code: company.company_registry_code,
      company_e_invoice: true,
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ company_registry_code: '12345678', company_e_invoice: true })
    expect(await getOrder(created.body.data!.id)).toMatchObject({ companyEInvoice: true })
    const without = await call({ company_name: company.company_name, company_registry_code: '12345678' })
    expect(without.body.data).toMatchObject({ company_e_invoice: false })
  })
})

describe("the company's e-invoice", () => {
  /** Places, confirms and delivers an order with these fields; the mail its invoice went with. */
  async function invoiceMail(
    fields: Record<string, string>,
  ): Promise<{ id: number; mail: ReceivedMail; number: string; invoiceId: number }> {
    const email = `arved.${crypto.randomUUID().slice(0, 8)}@kivi.example.ee`
    const id = await placeOrder(site, { ...fields, email })
    await confirmOrder(staff, id, nextWorkingDay())
    const delivered = await staff.api(`/api/admin/orders?id=${id}`, {
      method: 'PUT',
      body: { status: 'tarnitud', deliveredTonnes: 2, notifyCustomer: true },
    })
    expect(delivered.status, await delivered.clone().text()).toBe(200)
    const [issued] = ((await delivered.json()) as OrderJson).invoices
    const [mail] = await site.smtp.waitFor(1, {
      filter: (received) =>
        received.rcptTo.includes(email) &&
        received.parsed.attachments.some((file) => file.filename?.endsWith('.pdf')),
      timeoutMs: 20_000,
    })
    return { id, mail: mail!, number: issued!.number, invoiceId: issued!.id }
  }

  it('goes with the invoice mail beside the PDF, as staff download it; staff see it was asked', async () => {
    const { id, mail, number, invoiceId } = await invoiceMail({ ...company, company_e_invoice: 'on' })
    const files = mail.parsed.attachments.map((file) => ({
      filename: file.filename,
      mimeType: file.mimeType,
    }))
    expect(files).toEqual([
      { filename: `arve-${number}.pdf`, mimeType: 'application/pdf' },
      { filename: `arve-${number}.xml`, mimeType: 'application/xml' },
    ])
    const xml = mail.parsed.attachments[1]!.content
    const text = typeof xml === 'string' ? xml : new TextDecoder().decode(xml as ArrayBuffer)
    expect(text).toContain(`<cbc:ID>${number}</cbc:ID>`)
    expect(text).toContain('12345678')
    const download = await staff.api(`/api/admin/invoices?id=${invoiceId}&format=ubl`)
    expect(await download.text()).toBe(text)

    expect((await getOrder(id)).companyEInvoice).toBe(true)
    const staffPage = (await (await staff.page(`/admin/orders/${id}`)).text()).replaceAll('<!-- -->', '')
    expect(staffPage).toContain('E-arve: soovib')
  })

  it('stays away from a company that did not ask for it', async () => {
    const { id, mail, number } = await invoiceMail(company)
    expect(mail.parsed.attachments.map((file) => file.filename)).toEqual([`arve-${number}.pdf`])
    const staffPage = (await (await staff.page(`/admin/orders/${id}`)).text()).replaceAll('<!-- -->', '')
    expect(staffPage).toContain('E-arve: ei soovi')
  })
})

describe("staff's 'Ettevõte soovib e-arvet' on the order page", () => {
  it('is set and taken off with the company, without JavaScript, until the invoice', async () => {
    const id = await placeOrder(site, company)
    const staffPage = await (await staff.page(`/admin/orders/${id}`)).text()
    expect(staffPage).toContain('name="company_e_invoice"')
    const post = async (fields: Record<string, string>) =>
      staff.post(`/admin/orders/${id}`, {
        intent: 'buyer',
        version: String((await getOrder(id)).version),
        ...fields,
      })
    const companyFields = {
      invoiceToCompany: 'on',
      company_name: company.company_name,
      company_registry_code: company.company_registry_code,
      company_address: 'Tööstuse 5, 44310 Rakvere',
    }
    expect((await post({ ...companyFields, company_e_invoice: 'on' })).status).toBe(302)
    expect(await getOrder(id)).toMatchObject({ companyEInvoice: true, company: { registryCode: '12345678' } })
    // The box unticked takes the wish off; the company taken off takes it with it.
    expect((await post(companyFields)).status).toBe(302)
    expect((await getOrder(id)).companyEInvoice).toBe(false)
    expect((await post({ ...companyFields, company_e_invoice: 'on' })).status).toBe(302)
    expect((await post({ company_e_invoice: 'on' })).status).toBe(302)
    expect(await getOrder(id)).toMatchObject({ companyEInvoice: false, company: null })
  })
})
