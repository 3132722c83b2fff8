import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deliveredTonnesTexts } from '#app/domain/delivered-tonnes.ts'
import { computeInvoice } from '#app/domain/invoice.ts'
import { invoiceReferenceNumber } from '#app/domain/invoice-number.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { invoicingFacts, storeInvoicingBusiness } from '../support/invoicing.ts'
import { confirmOrder, createOrderCall, placeOrder as placeSiteOrder } from '../support/orders-api.ts'
import { orderBody, postForm, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { startServer } from '../support/server-process.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Delivering an order records the weighed net tonnes and issues its invoice in the same transaction,
 * numbered from one gap-free sequence per year; the buyer may be a company, given with the order or by
 * staff until the invoice is issued; the invoices are read through GET /api/admin/invoices, as JSON and
 * as UBL e-invoices. Against the production build, on PGlite and on PostgreSQL.
 */

const site = setupServer({
  env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' },
  prepare: storeInvoicingBusiness,
})
const staff = staffClient(site)
const today = tallinnCalendarDate()
const year = today.slice(0, 4)
const day = nextWorkingDay()

interface OrderJson {
  id: number
  status: string
  version: number
  productName: string
  unitPrice: number
  quantity: number
  company: { name: string; registryCode: string; vatNumber: string | null; address: string | null } | null
  deliveredTonnes: number | null
  weighTicket: string | null
  invoices: { id: number; number: string; kind: string; status: string }[]
  [key: string]: unknown
}

interface InvoiceJson {
  id: number
  number: string
  kind: string
  orderId: number
  issueDate: string
  deliveryDate: string
  dueDate: string
  referenceNumber: string
  seller: Record<string, unknown>
  buyer: Record<string, unknown>
  lines: { description: string; quantity: number; unit: string; unitPriceEur: number; netEur: number }[]
  netEur: number
  vatRate: number
  vatEur: number
  totalEur: number
  paidEur: number
  status: string
  overdue: boolean
  creditedInvoiceId: number | null
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

async function getOrder(id: number): Promise<OrderJson> {
  const response = await staff.api(`/api/admin/orders?id=${id}`)
  expect(response.status).toBe(200)
  return json<OrderJson>(response)
}

const put = (id: number, body: unknown) => staff.api(`/api/admin/orders?id=${id}`, { method: 'PUT', body })

/** An order placed through the order form's JSON endpoint; its number. */
const placeOrder = (fields: Record<string, string> = {}) => placeSiteOrder(site, fields)

/** A placed order confirmed for the next working day; its number. */
async function confirmedOrder(fields: Record<string, string> = {}): Promise<number> {
  const id = await placeOrder(fields)
  await confirmOrder(staff, id, day)
  return id
}

/** The invoice the domain's rule makes for a pickup order delivered today, by hundredths of a tonne. */
const pickedUpToday = (order: OrderJson, deliveredHundredthsTonnes: number) =>
  computeInvoice({
    materialName: order.productName,
    unitPriceCents: Math.round(order.unitPrice * 100),
    deliveredHundredthsTonnes,
    delivery: { option: 'self' },
    deliveryDate: today,
  })

async function getInvoice(id: number): Promise<InvoiceJson> {
  const response = await staff.api(`/api/admin/invoices?id=${id}`)
  expect(response.status).toBe(200)
  return json<InvoiceJson>(response)
}

/** The running numbers of every invoice of the year, in the order they were issued. */
async function sequences(): Promise<number[]> {
  const numbers: number[] = []
  for (let page = 1; ; page++) {
    const list = await json<{ invoices: { number: string }[]; pageCount: number }>(
      await staff.api(`/api/admin/invoices?page=${page}`),
    )
    numbers.push(...list.invoices.map((invoice) => Number(invoice.number.slice(5))))
    if (page >= list.pageCount) break
  }
  return numbers.reverse()
}

const consecutive = (numbers: number[]) =>
  numbers.every((n, index) => index === 0 || n === numbers[index - 1]! + 1)

describe('delivering issues the invoice', () => {
  it('for the confirmed quantity without a weighing, with every fact VAT Act § 37 asks for', async () => {
    const id = await confirmedOrder({ quantity: '3' })
    const delivered = await put(id, { status: 'tarnitud', notifyCustomer: false })
    expect(delivered.status, await delivered.clone().text()).toBe(200)
    const order = await json<OrderJson>(delivered)
    expect(order).toMatchObject({ status: 'tarnitud', deliveredTonnes: 3, weighTicket: null, company: null })
    expect(order.invoices).toHaveLength(1)
    expect(order.invoices[0]).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(new RegExp(`^${year}-\\d{4}$`)),
      kind: 'arve',
      status: 'tasumata',
    })
    const { history: _history, ...read } = await getOrder(id)
    expect(read).toEqual(order)

    const invoice = await getInvoice(order.invoices[0]!.id)
    expect(Object.keys(invoice).sort()).toEqual(
      [
        'id',
        'number',
        'kind',
        'orderId',
        'issueDate',
        'deliveryDate',
        'dueDate',
        'referenceNumber',
        'seller',
        'buyer',
        'deliveryAddress',
        'lines',
        'netEur',
        'vatRate',
        'vatEur',
        'totalEur',
        'paidEur',
        'status',
        'overdue',
        'creditedInvoiceId',
        // Where the invoice stands in the books (Merit Aktiva, ADR 062), and its e-invoice through Merit.
        'books',
        'eInvoice',
      ].sort(),
    )
    const expected = pickedUpToday(order, 300)
    expect(invoice).toMatchObject({
      number: order.invoices[0]!.number,
      kind: 'arve',
      orderId: id,
      issueDate: today,
      // Confirmed for a later day but delivered today: the day it happened.
      deliveryDate: today,
      referenceNumber: invoiceReferenceNumber(order.invoices[0]!.number),
      seller: {
        legalName: 'Padu Karjäär OÜ',
        registryCode: invoicingFacts.registryCode,
        vatNumber: invoicingFacts.vatNumber,
        iban: invoicingFacts.iban,
        bankName: invoicingFacts.bankName,
        address: { street: 'Padu karjäär', city: 'Padu küla', postalCode: '46101', countryCode: 'EE' },
      },
      buyer: { name: 'Mari Maasikas', address: { countryCode: 'EE' } },
      // Picked up at the quarry: no delivery address.
      deliveryAddress: null,
      lines: expected.lines.map((line) => ({
        description: line.description,
        quantity: Number(line.quantity),
        unit: line.unit,
        unitPriceEur: line.unitPriceCents / 100,
        netEur: line.netCents / 100,
      })),
      netEur: expected.netCents / 100,
      vatRate: expected.vatRate,
      vatEur: expected.vatCents / 100,
      totalEur: expected.totalCents / 100,
      paidEur: 0,
      status: 'tasumata',
      overdue: false,
      creditedInvoiceId: null,
    })
    // The payment term of the business settings, 14 days unless the owner changed it.
    const due = new Date(`${today}T12:00:00Z`)
    due.setUTCDate(due.getUTCDate() + 14)
    expect(invoice.dueDate).toBe(due.toISOString().slice(0, 10))
  })

  it('for the weighed net tonnes, with the weighing ticket', async () => {
    const id = await confirmedOrder({ quantity: '10' })
    const delivered = await put(id, {
      status: 'tarnitud',
      deliveredTonnes: 9.86,
      weighTicket: 'K-1234',
      notifyCustomer: false,
    })
    expect(delivered.status, await delivered.clone().text()).toBe(200)
    const order = await json<OrderJson>(delivered)
    expect(order).toMatchObject({ deliveredTonnes: 9.86, weighTicket: 'K-1234' })
    const invoice = await getInvoice(order.invoices[0]!.id)
    const expected = pickedUpToday(order, 986)
    expect(invoice.lines[0]).toEqual({
      description: order.productName,
      quantity: 9.86,
      unit: 't',
      unitPriceEur: order.unitPrice,
      netEur: expected.lines[0]!.netCents / 100,
      // The ticket the tonnes were weighed on, for the bookkeeper.
      note: 'Kaalusedel nr K-1234',
    })
    expect(invoice.totalEur).toBe(expected.totalCents / 100)
    const history = (await getOrder(id)).history as { action: string; after: Record<string, unknown> }[]
    expect(history[0]).toMatchObject({
      action: 'status',
      after: {
        status: 'tarnitud',
        deliveredTonnes: 9.86,
        weighTicket: 'K-1234',
        invoiceNumber: order.invoices[0]!.number,
      },
    })
  })

  it('refuses tonnes outside 0,01–30 t in Estonian, changing nothing and using no number', async () => {
    const id = await confirmedOrder({ quantity: '10' })
    const before = await getOrder(id)
    const numbersBefore = await sequences()
    for (const deliveredTonnes of [0, 30.01, -1, 9.865, '0,001', 'palju', true, {}]) {
      const refused = await put(id, { status: 'tarnitud', deliveredTonnes })
      expect(refused.status, JSON.stringify(deliveredTonnes)).toBe(400)
      expect(await refused.json()).toEqual({ error: deliveredTonnesTexts.invalid, field: 'deliveredTonnes' })
    }
    const longTicket = await put(id, { status: 'tarnitud', weighTicket: 'K'.repeat(41) })
    expect(longTicket.status).toBe(400)
    expect(await longTicket.json()).toMatchObject({ field: 'weighTicket' })
    const notDelivering = await put(id, { status: 'tühistatud', deliveredTonnes: 9 })
    expect(notDelivering.status).toBe(400)
    expect(await getOrder(id)).toEqual(before)
    expect(await sequences()).toEqual(numbersBefore)

    const delivered = await put(id, { status: 'tarnitud', deliveredTonnes: '12,5', notifyCustomer: false })
    expect(delivered.status).toBe(200)
    const numbers = await sequences()
    expect(numbers).toEqual([...numbersBefore, numbersBefore[numbersBefore.length - 1]! + 1])
  })

  it('refuses while the seller’s registry code, KMKR number or IBAN is missing, naming them', async () => {
    const id = await confirmedOrder()
    const business = await json<Record<string, unknown>>(await staff.api('/api/admin/business'))
    const cleared = await staff.api('/api/admin/business', {
      method: 'PUT',
      body: { ...business, vatNumber: '', iban: '' },
    })
    expect(cleared.status).toBe(200)
    try {
      const refused = await put(id, { status: 'tarnitud' })
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({
        error:
          'Arvet ei saa koostada: ettevõtte andmetes puuduvad KMKR number ja IBAN. Lisage need lehel /admin/ettevote ja märkige tellimus siis tarnituks.',
        link: '/admin/ettevote',
      })
      expect((await getOrder(id)).status).toBe('kinnitatud')
      // The order page says so too, with the link.
      const page = await staff.post(`/admin/orders/${id}`, {
        intent: 'status',
        status: 'tarnitud',
        version: String((await getOrder(id)).version),
      })
      expect(page.status).toBe(409)
      const html = await page.text()
      expect(html).toContain('puuduvad KMKR number ja IBAN')
      expect(html).toContain('href="/admin/ettevote"')
    } finally {
      const restored = await staff.api('/api/admin/business', { method: 'PUT', body: business })
      expect(restored.status).toBe(200)
    }
    expect((await put(id, { status: 'tarnitud', notifyCustomer: false })).status).toBe(200)
  })

  it('from the order page’s form and the day plan’s, without JavaScript', async () => {
    const fromPage = await confirmedOrder({ quantity: '9' })
    const version = String((await getOrder(fromPage)).version)
    const tooMuch = await staff.post(`/admin/orders/${fromPage}`, {
      intent: 'status',
      status: 'tarnitud',
      version,
      deliveredTonnes: '31',
    })
    expect(tooMuch.status).toBe(400)
    const tooMuchPage = await tooMuch.text()
    expect(tooMuchPage).toContain(deliveredTonnesTexts.invalid)
    // What was typed is shown again beside the message.
    expect(tooMuchPage).toMatch(/name="deliveredTonnes"[^>]*value="31"/)
    const done = await staff.post(`/admin/orders/${fromPage}`, {
      intent: 'status',
      status: 'tarnitud',
      version,
      deliveredTonnes: '8,94',
      weighTicket: 'K-77',
    })
    expect(done.status).toBe(302)
    expect(await getOrder(fromPage)).toMatchObject({ deliveredTonnes: 8.94, weighTicket: 'K-77' })

    const fromPlan = await confirmedOrder({ quantity: '12' })
    const plan = await (await staff.page(`/admin/tarned?paev=${day}`)).text()
    expect(plan).toContain('Märgi tarnituks')
    expect(plan).toContain(`name="orderId" value="${fromPlan}"`)
    const planVersion = String((await getOrder(fromPlan)).version)
    const refused = await staff.post(`/admin/tarned?paev=${day}`, {
      intent: 'deliver',
      status: 'tarnitud',
      orderId: String(fromPlan),
      version: planVersion,
      deliveredTonnes: '11,999',
    })
    expect(refused.status).toBe(400)
    const refusedPage = await refused.text()
    expect(refusedPage).toContain(deliveredTonnesTexts.invalid)
    expect(refusedPage).toMatch(/name="deliveredTonnes"[^>]*value="11,999"/)
    const posted = await staff.post(`/admin/tarned?paev=${day}`, {
      intent: 'deliver',
      status: 'tarnitud',
      orderId: String(fromPlan),
      version: planVersion,
      deliveredTonnes: '11,98',
      weighTicket: 'K-78',
    })
    expect(posted.status).toBe(302)
    const delivered = await getOrder(fromPlan)
    expect(delivered).toMatchObject({ status: 'tarnitud', deliveredTonnes: 11.98, weighTicket: 'K-78' })
    expect(delivered.invoices).toHaveLength(1)
  })
})

describe('the buyer company', () => {
  // Given without a legal address, as clients from before it give it.
  const company = {
    name: 'Kivi ja Kruus OÜ',
    registryCode: '12345678',
    vatNumber: 'EE123456780',
    address: null,
  }

  it('comes with the order through /api/orders, checked by its check digits', async () => {
    const refused = await postForm(
      `${site.url}/api/orders`,
      orderBody({
        invoiceToCompany: 'on',
        company_name: '',
        company_registry_code: '12345670',
        company_vat_number: 'EE12345678',
      }),
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      ok: false,
      fieldErrors: {
        company_name: 'Ettevõtte nimi on kohustuslik',
        company_registry_code: 'Registrikoodi kontrollnumber ei klapi.',
        company_vat_number: 'Käibemaksukohustuslase number on EE ja 9 numbrit.',
      },
    })
    const id = await placeOrder({
      invoiceToCompany: 'on',
      company_name: ' Kivi ja Kruus OÜ',
      company_registry_code: '1234 5678',
      company_vat_number: 'ee123456780',
    })
    expect((await getOrder(id)).company).toEqual(company)
    // Unticked, the fields are not the buyer's.
    const person = await placeOrder({ company_name: 'Kivi ja Kruus OÜ', company_registry_code: '12345678' })
    expect((await getOrder(person)).company).toBeNull()
  })

  it('comes with the order form posted without JavaScript', async () => {
    const lastName = `Ettevõtja-${Date.now()}`
    const refused = await postPageForm(
      `${site.url}/killustik`,
      orderBody({
        lastName,
        invoiceToCompany: 'on',
        company_name: 'Kivi ja Kruus OÜ',
        company_registry_code: '1234',
      }),
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Registrikood on 8 numbrit.')
    const posted = await postPageForm(
      `${site.url}/killustik`,
      orderBody({
        lastName,
        invoiceToCompany: 'on',
        company_name: company.name,
        company_registry_code: company.registryCode,
        company_vat_number: '',
      }),
    )
    expect(posted.status).toBe(302)
    const list = await json<{ orders: { id: number; name: string }[] }>(await staff.api('/api/admin/orders'))
    const placed = list.orders.find((order) => order.name === `Mari ${lastName}`)
    expect(placed).toBeDefined()
    expect((await getOrder(placed!.id)).company).toEqual({ ...company, vatNumber: null })
  })

  it('comes with createOrder', async () => {
    const call = (body: Record<string, unknown>) => createOrderCall(site, body, '10.29.0.1')
    const refused = await call({
      company_name: company.name,
      company_registry_code: '12345678',
      company_vat_number: 'EE123456781',
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Käibemaksukohustuslase numbri kontrollnumber ei klapi.' })
    const created = await call({
      company_name: company.name,
      company_registry_code: company.registryCode,
      company_vat_number: company.vatNumber,
    })
    expect(created.status).toBe(201)
    const data = (await json<{ data: { id: number } & Record<string, unknown> }>(created)).data
    expect(data).toMatchObject({
      company_name: company.name,
      company_registry_code: company.registryCode,
      company_vat_number: company.vatNumber,
    })
    expect((await getOrder(data.id)).company).toEqual(company)

    // With its legal address, which is checked as the form checks it.
    const tooLong = await call({
      company_name: company.name,
      company_registry_code: company.registryCode,
      company_address: 'Tööstuse 5, '.repeat(30),
    })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toEqual({ error: 'Ettevõtte juriidiline aadress võib olla kuni 300 märki' })
    const withAddress = await call({
      company_name: company.name,
      company_registry_code: company.registryCode,
      company_address: ' Tööstuse 5, 44310 Rakvere ',
    })
    expect(withAddress.status).toBe(201)
    const placed = (await json<{ data: { id: number } & Record<string, unknown> }>(withAddress)).data
    expect(placed.company_address).toBe('Tööstuse 5, 44310 Rakvere')
    expect((await getOrder(placed.id)).company).toEqual({
      ...company,
      vatNumber: null,
      address: 'Tööstuse 5, 44310 Rakvere',
    })
  })

  it('is set on the order page’s form, without JavaScript', async () => {
    const id = await confirmedOrder()
    const page = await (await staff.page(`/admin/orders/${id}`)).text()
    expect(page).toContain('Arve ettevõttele')
    const post = async (fields: Record<string, string>) =>
      staff.post(`/admin/orders/${id}`, {
        intent: 'buyer',
        version: String((await getOrder(id)).version),
        ...fields,
      })
    const refused = await post({
      invoiceToCompany: 'on',
      company_name: company.name,
      company_registry_code: '12345670',
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Registrikoodi kontrollnumber ei klapi.')
    const fields = {
      invoiceToCompany: 'on',
      company_name: company.name,
      company_registry_code: company.registryCode,
      company_vat_number: company.vatNumber,
    }
    const saved = await post(fields)
    expect(saved.status).toBe(302)
    expect((await getOrder(id)).company).toEqual(company)
    // The page's form has the legal address beside the codes: required there, and stored.
    expect(page).toContain('name="company_address"')
    const blank = await post({ ...fields, company_address: ' ' })
    expect(blank.status).toBe(400)
    expect(await blank.text()).toContain('Ettevõtte juriidiline aadress on kohustuslik')
    expect((await getOrder(id)).company).toEqual(company)
    expect((await post({ ...fields, company_address: 'Tööstuse 5, 44310 Rakvere' })).status).toBe(302)
    expect((await getOrder(id)).company).toEqual({ ...company, address: 'Tööstuse 5, 44310 Rakvere' })
    // Unticked, the person who ordered is the buyer again.
    expect((await post({ company_name: company.name })).status).toBe(302)
    expect((await getOrder(id)).company).toBeNull()
  })

  it('is set by staff until the invoice is issued, and the invoice is made out to it', async () => {
    const id = await confirmedOrder()
    const bad = await put(id, { company: { name: company.name, registryCode: '12345670' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Registrikoodi kontrollnumber ei klapi.', field: 'company' })
    const set = await put(id, { company })
    expect(set.status).toBe(200)
    expect(await json<OrderJson>(set)).toMatchObject({ company, status: 'kinnitatud' })
    // The order as GET gave it, sent back with the company corrected.
    const current = await getOrder(id)
    const corrected = await put(id, { ...current, company: { ...company, vatNumber: null } })
    expect(corrected.status, await corrected.clone().text()).toBe(200)
    expect((await getOrder(id)).company).toEqual({ ...company, vatNumber: null })

    const delivered = await json<OrderJson>(
      await put(id, { status: 'tarnitud', company, notifyCustomer: false }),
    )
    const invoice = await getInvoice(delivered.invoices[0]!.id)
    expect(invoice.buyer).toEqual({
      name: company.name,
      address: { countryCode: 'EE' },
      registryCode: company.registryCode,
      vatNumber: company.vatNumber,
    })
    const late = await put(id, { company: null })
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({
      error: `Arve ${invoice.number} on juba koostatud: ostja andmeid ei saa enam muuta. Arvet saab parandada kreeditarvega.`,
      field: 'company',
    })
    expect((await getOrder(id)).company).toEqual(company)
  })
})

describe('GET /api/admin/invoices', () => {
  it('lists the invoices newest first, by status and whether overdue', async () => {
    const all = await json<{
      invoices: { number: string; status: string; overdue: boolean }[]
      total: number
    }>(await staff.api('/api/admin/invoices'))
    expect(all.total).toBeGreaterThan(0)
    expect(all.invoices.map((invoice) => invoice.number)).toEqual(
      all.invoices
        .map((invoice) => invoice.number)
        .sort()
        .reverse(),
    )
    const unpaid = await json<{ total: number }>(await staff.api('/api/admin/invoices?status=tasumata'))
    expect(unpaid.total).toBe(all.total)
    expect(await json(await staff.api('/api/admin/invoices?status=tasutud'))).toMatchObject({ total: 0 })
    expect(await json(await staff.api('/api/admin/invoices?overdue=true'))).toMatchObject({ total: 0 })
    expect(await json(await staff.api('/api/admin/invoices?overdue=false'))).toMatchObject({
      total: all.total,
    })
    for (const query of ['status=makstud', 'overdue=jah', 'page=0', 'id=abc', 'id=1&format=docx']) {
      const refused = await staff.api(`/api/admin/invoices?${query}`)
      expect(refused.status, query).toBe(400)
      expect((await json<{ error: string }>(refused)).error, query).toMatch(/[a-zõäöü]/i)
    }
    expect((await staff.api('/api/admin/invoices?id=999999')).status).toBe(404)
    expect((await fetch(`${site.url}/api/admin/invoices`)).status).toBe(401)
    // POST is the actions' (payment, credit, reminders), on one invoice; nothing else changes invoices.
    expect((await staff.api('/api/admin/invoices', { method: 'POST', body: {} })).status).toBe(400)
    expect((await staff.api('/api/admin/invoices?id=1', { method: 'PUT', body: {} })).status).toBe(405)
  })

  it('gives an invoice as a UBL e-invoice to download', async () => {
    const id = await confirmedOrder({ quantity: '4' })
    const order = await json<OrderJson>(
      await put(id, { status: 'tarnitud', deliveredTonnes: 4.02, notifyCustomer: false }),
    )
    const { id: invoiceId, number } = order.invoices[0]!
    const response = await staff.api(`/api/admin/invoices?id=${invoiceId}&format=ubl`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="arve-${number}.xml"`)
    const xml = await response.text()
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"')
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`)
    expect(xml).toContain(`<cbc:PaymentID>${invoiceReferenceNumber(number)}</cbc:PaymentID>`)
    expect(xml).toContain(`<cbc:ID>${invoicingFacts.iban}</cbc:ID>`)
    expect(xml).toContain('unitCode="TNE">4.02</cbc:InvoicedQuantity>')
  })
})

describe('invoice numbers', () => {
  it('stay consecutive when ten deliveries come at once', async () => {
    const ids: number[] = []
    for (let n = 0; n < 10; n++) ids.push(await confirmedOrder({ quantity: String(n + 1) }))
    const before = await sequences()
    const answers = await Promise.all(
      ids.map((id, n) => put(id, { status: 'tarnitud', deliveredTonnes: n + 1.5, notifyCustomer: false })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200))
    const numbers = (await Promise.all(answers.map((answer) => json<OrderJson>(answer)))).map((order) =>
      Number(order.invoices[0]!.number.slice(5)),
    )
    const last = before[before.length - 1] ?? 0
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, n) => last + n + 1))
  }, 90_000)

  it.runIf(process.env.TEST_DATABASE_URL)(
    'stay consecutive when two processes on one PostgreSQL deliver at once',
    async () => {
      const second = await startServer({
        env: { ...testAdminEnv, GEO_PROVIDER: 'builtin', DATABASE_URL: site.commandEnv.DATABASE_URL },
      })
      try {
        const ids: number[] = []
        for (let n = 0; n < 10; n++) ids.push(await confirmedOrder())
        const before = await sequences()
        // The session is in the database: the same token signs in on both.
        const { token } = await staff.admin()
        const answers = await Promise.all(
          ids.map((id, n) =>
            fetch(`${n % 2 === 0 ? site.url : second.url}/api/admin/orders?id=${id}`, {
              method: 'PUT',
              headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
              body: JSON.stringify({ status: 'tarnitud', notifyCustomer: false }),
            }),
          ),
        )
        expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200))
        const last = before[before.length - 1] ?? 0
        expect(await sequences()).toEqual([...before, ...Array.from({ length: 10 }, (_, n) => last + n + 1)])
      } finally {
        await second.dispose()
      }
    },
    120_000,
  )

  it('leave no gap when a delivery fails after taking its number', async () => {
    const failing = await confirmedOrder({ email: 'kaput@example.ee' })
    const next = await confirmedOrder()
    // The customer's mail of this order cannot be stored: the delivery fails after its invoice was numbered.
    await site.stop()
    const database = await site.openDatabase()
    try {
      await database.db.execute(sql`
        create function refuse_mail() returns trigger language plpgsql as $$
        begin
          if new."to" = 'kaput@example.ee' then raise exception 'mail refused'; end if;
          return new;
        end $$`)
      await database.db.execute(
        sql`create trigger refuse_mail before insert on outbox for each row execute function refuse_mail()`,
      )
    } finally {
      await database.close()
    }
    await site.restart()
    staff.forget()
    const before = await sequences()
    const failed = await put(failing, { status: 'tarnitud', notifyCustomer: true })
    expect(failed.status).toBe(503)
    const order = await getOrder(failing)
    expect(order).toMatchObject({ status: 'kinnitatud', deliveredTonnes: null, invoices: [] })
    expect(await sequences()).toEqual(before)
    expect((await put(next, { status: 'tarnitud', notifyCustomer: true })).status).toBe(200)
    const after = await sequences()
    expect(after).toEqual([...before, before[before.length - 1]! + 1])
    // Every number of the year from the first, once each, in the order issued.
    expect(after[0]).toBe(1)
    expect(consecutive(after)).toBe(true)
  }, 120_000)
})
