import { describe, expect, it } from 'vitest'
import { companyBuyerTexts } from '#app/domain/company-buyer.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { storeInvoicingBusiness } from '../support/invoicing.ts'
import { orderMail } from '../support/order-mail.ts'
import { confirmOrder, placeOrder } from '../support/orders-api.ts'
import { pdfText } from '../support/pdf-text.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * What the printed invoice says, as the customer receives it and a bookkeeper reads it (issue 40, 1 and
 * 6), against the production build with a real SMTP peer: the PDF mailed with the 'tarnitud' mail is
 * read back with pdftotext. Names and addresses in the scripts of the quarry's customers print; a
 * company is billed at its legal address with the delivery address apart; the weighing ticket is on the
 * goods' line, and in the e-invoice's line note.
 */

const site = setupServer({
  smtp: true,
  env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' },
  prepare: storeInvoicingBusiness,
})
const staff = staffClient(site)
const day = nextWorkingDay()

interface OrderJson {
  id: number
  productName: string
  invoices: { id: number; number: string; kind: string }[]
  company: Record<string, unknown> | null
}

const put = (id: number, body: unknown) => staff.api(`/api/admin/orders?id=${id}`, { method: 'PUT', body })

const getOrder = async (id: number) =>
  (await (await staff.api(`/api/admin/orders?id=${id}`)).json()) as OrderJson

/** Delivers a confirmed order, weighed on `ticket`, with the customer's mail; the order's answer. */
async function deliver(id: number, ticket: string): Promise<OrderJson> {
  const delivered = await put(id, { status: 'tarnitud', weighTicket: ticket, notifyCustomer: true })
  expect(delivered.status, await delivered.clone().text()).toBe(200)
  return (await delivered.json()) as OrderJson
}

/** The text of the one PDF the mail carries, its no-break spaces as spaces. */
async function attachedPdfText(mail: ReceivedMail): Promise<string> {
  const pdfs = mail.parsed.attachments.filter((file) => file.mimeType === 'application/pdf')
  expect(pdfs).toHaveLength(1)
  const content = pdfs[0]!.content
  const bytes = typeof content === 'string' ? Buffer.from(content, 'base64') : new Uint8Array(content)
  return (await pdfText(bytes)).replace(/\u00a0/g, ' ')
}

const deliveredMail = (id: number) => orderMail(site.smtp, id, /^Tellimus nr \d+ on täidetud, arve /, 30_000)

/**
 * A buyer for each language of the quarry's customers, a sole trader billed under the owner's name at
 * the business's legal address, with the letters the language adds to the alphabet.
 */
const buyers = [
  ['Estonian', 'Jüri', 'Õunapuu', 'FIE', 'Pärnu mnt 12, Tallinn'],
  ['Latvian', 'Jānis', 'Bērziņš', 'IK', 'Ģertrūdes iela 7, Rīga'],
  ['Lithuanian', 'Šarūnas', 'Žąsinas', 'IĮ', 'Ąžuolyno g. 3, Kaunas'],
  ['Polish', 'Łukasz', 'Żółć', 'JDG', 'ul. Świętokrzyska 18, Łódź'],
  ['Finnish', 'Äijä', 'Öhman', 'Tmi', 'Åkerintie 4, Jyväskylä'],
  ['German', 'Jörg', 'Müßiggang', 'e. K.', 'Straße des 17. Juni 5, Görlitz'],
  ['Russian', 'Иван', 'Петров', 'ИП', 'улица Ёлочная 5, Нарва'],
] as const

describe('the mailed invoice PDF', () => {
  it.each(buyers)('prints a %s name and address: %s %s', async (_, firstName, lastName, form, address) => {
    const company = `${firstName} ${lastName} ${form}`
    const id = await placeOrder(site, {
      firstName,
      lastName,
      email: `${crypto.randomUUID().slice(0, 8)}@example.ee`,
      invoiceToCompany: 'on',
      company_name: company,
      company_registry_code: '12345678',
      company_address: address,
    })
    await confirmOrder(staff, id, day)
    const order = await deliver(id, 'K-1')
    expect(order.invoices).toHaveLength(1)
    const text = await attachedPdfText(await deliveredMail(id))
    expect(text).toContain(`Arve nr ${order.invoices[0]!.number}`)
    expect(text).toContain(company)
    expect(text).toContain(address)
    expect(text).not.toContain('\uFFFD')
  })

  it.each([
    ['Иван', 'Петров'],
    ['Jānis', 'Bērziņš'],
    ['Łukasz', 'Żółć'],
  ])('prints the name of a person who picked up: %s %s', async (firstName, lastName) => {
    const id = await placeOrder(site, {
      firstName,
      lastName,
      email: `${crypto.randomUUID().slice(0, 8)}@example.ee`,
    })
    await confirmOrder(staff, id, day)
    await deliver(id, 'K-2')
    const text = await attachedPdfText(await deliveredMail(id))
    expect(text).toContain(`Ostja ${firstName} ${lastName}`)
  })

  it('bills a company at its legal address, names the delivery address apart and the weighing ticket on its line', async () => {
    const id = await placeOrder(site, {
      email: `${crypto.randomUUID().slice(0, 8)}@example.ee`,
      quantity: '10',
      deliveryOption: 'delivery',
      deliveryAddress: 'Rakvere',
      invoiceToCompany: 'on',
      company_name: 'Kivi ja Kruus OÜ',
      company_registry_code: '12345678',
      company_vat_number: 'EE123456780',
      company_address: 'Tööstuse 5, 44310 Tapa',
    })
    expect((await getOrder(id)).company).toEqual({
      name: 'Kivi ja Kruus OÜ',
      registryCode: '12345678',
      vatNumber: 'EE123456780',
      address: 'Tööstuse 5, 44310 Tapa',
    })
    await confirmOrder(staff, id, day)
    const order = await deliver(id, 'KS-20261128-7')
    const text = await attachedPdfText(await deliveredMail(id))
    // The buyer's column: the company at its legal address, then its codes.
    expect(text).toMatch(/Ostja Kivi ja Kruus OÜ Tööstuse 5, 44310 Tapa Registrikood 12345678/)
    expect(text).toContain('Tarneaadress Rakvere linn, Lääne-Viru maakond')
    expect(text).toMatch(new RegExp(`${order.productName} .*Kaalusedel nr KS-20261128-7`))

    const { id: invoiceId } = order.invoices[0]!
    const ubl = await (await staff.api(`/api/admin/invoices?id=${invoiceId}&format=ubl`)).text()
    // Peppol's: the company's electronic address, its registry code, before the address (ADR 061).
    expect(ubl).toMatch(
      /<cac:AccountingCustomerParty>\s*<cac:Party>\s*<cbc:EndpointID schemeID="0191">12345678<\/cbc:EndpointID>\s*<cac:PostalAddress>\s*<cbc:StreetName>Tööstuse 5, 44310 Tapa<\/cbc:StreetName>/,
    )
    expect(ubl).toMatch(
      /<cac:DeliveryLocation>\s*<cac:Address>\s*<cbc:StreetName>Rakvere linn, Lääne-Viru maakond<\/cbc:StreetName>/,
    )
    expect(ubl).toMatch(
      /<cac:InvoiceLine>\s*<cbc:ID>1<\/cbc:ID>\s*<cbc:Note>Kaalusedel nr KS-20261128-7<\/cbc:Note>/,
    )
  })

  it("prints the buyer's reference and carries it in the e-invoice, our order number beside it", async () => {
    const reference = 'Kunda sadam / PO-4471'
    const id = await placeOrder(site, {
      email: `${crypto.randomUUID().slice(0, 8)}@example.ee`,
      buyer_reference: `  ${reference} `,
    })
    await confirmOrder(staff, id, day)
    const order = await deliver(id, 'K-3')
    const text = await attachedPdfText(await deliveredMail(id))
    expect(text).toContain(`Tellija viide ${reference}`)
    const ubl = await (await staff.api(`/api/admin/invoices?id=${order.invoices[0]!.id}&format=ubl`)).text()
    expect(ubl).toContain('<cbc:BuyerReference>Kunda sadam / PO-4471</cbc:BuyerReference>')
    expect(ubl).toMatch(
      new RegExp(
        `<cac:OrderReference>\\s*<cbc:ID>Kunda sadam / PO-4471</cbc:ID>\\s*<cbc:SalesOrderID>${id}</cbc:SalesOrderID>`,
      ),
    )
  })

  it('refuses a reference over 50 characters with an Estonian message and takes no order', async () => {
    const response = await postForm(
      `${site.url}/api/orders`,
      orderBody({ email: `${crypto.randomUUID().slice(0, 8)}@example.ee`, buyer_reference: 'x'.repeat(51) }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      fieldErrors: { buyer_reference: 'Lubatud on kuni 50 märki' },
    })
  })

  it('refuses a bad legal address with an Estonian message and takes no order', async () => {
    const lastName = `Aadress-${crypto.randomUUID().slice(0, 8)}`
    for (const [address, message] of [
      ['Tööstuse 5, '.repeat(30), companyBuyerTexts.addressTooLong],
      ['Tööstuse 5\u0007, Tapa', companyBuyerTexts.invalidText],
      ['   ', companyBuyerTexts.addressRequired],
    ] as const) {
      const refused = await postForm(
        `${site.url}/api/orders`,
        orderBody({
          lastName,
          invoiceToCompany: 'on',
          company_name: 'Kivi ja Kruus OÜ',
          company_registry_code: '12345678',
          company_address: address,
        }),
      )
      expect(refused.status, address).toBe(400)
      expect(await refused.json()).toMatchObject({ fieldErrors: { company_address: message } })
    }
    const list = (await (await staff.api('/api/admin/orders')).json()) as { orders: { name: string }[] }
    expect(list.orders.filter((order) => order.name.endsWith(lastName))).toEqual([])
  })
})
