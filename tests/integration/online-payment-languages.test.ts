import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReferenceNumber } from '#app/domain/online-payment.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { invoicingFacts, storeInvoicingBusiness } from '../support/invoicing.ts'
import { type MontonioPeer, startMontonioPeer } from '../support/montonio-peer.ts'
import { confirmOrder, placeOrder } from '../support/orders-api.ts'
import { postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { plainSpaces } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Paying a Russian or English order (ADR 060), against the production build and a local stand-in that
 * speaks Montonio's protocol: Montonio's page names the order and its lines in the customer's language,
 * while the bank payment's description stays 'Tellimus N' for the banks and the quarry's statement, and
 * the order page gives the transfer's details in the language with the reference number as it is.
 */

const keys = { accessKey: 'padu-site-access', secretKey: 'padu-site-secret-0123456789abcdef0123' }

let peer: MontonioPeer
beforeAll(async () => {
  peer = await startMontonioPeer(keys)
})
afterAll(async () => {
  await peer?.close()
})

const site = setupServer({
  env: () => ({ ...testAdminEnv, GEO_PROVIDER: 'builtin', ...peer.env }),
  prepare: storeInvoicingBusiness,
})
const staff = staffClient(site)

/** A confirmed order placed in `locale`; its number and page. */
async function confirmed(locale: string, fields: Record<string, string> = {}) {
  const id = await placeOrder(site, { locale, ...fields })
  await confirmOrder(staff, id, nextWorkingDay())
  const order = (await (await staff.api(`/api/admin/orders?id=${id}`)).json()) as { customerUrl: string }
  return { id, page: order.customerUrl }
}

/** 'Maksa kohe' as the browser posts it; what the stand-in was asked. */
async function montonioRequest(page: string) {
  const response = await postPageForm(`${page}/maksa`, { bank: 'LHVBEE22' })
  expect(response.status).toBe(303)
  const uuid = /\/pay\/([0-9a-f-]{36})/.exec(response.headers.get('Location') ?? '')?.[1] ?? ''
  const order = peer.orders.get(uuid)
  if (!order) throw new Error(`no order at the stand-in for ${uuid}`)
  return order.request as {
    merchantReferenceDisplay: string
    locale: string
    lineItems: { name: string }[]
    payment: { methodOptions: { paymentDescription: string; preferredLocale: string } }
  }
}

describe("a Russian or English order's payment", () => {
  it("names the order and its material on Montonio's page in Russian; the bank's description stays", async () => {
    const { id, page } = await confirmed('ru', { quantity: '3' })
    const request = await montonioRequest(page)
    expect(request.merchantReferenceDisplay).toBe(`Заказ № ${id}`)
    expect(request.locale).toBe('ru')
    expect(request.lineItems.map((item) => plainSpaces(item.name))).toEqual(['Щебень (Killustik), 3 тонны'])
    expect(request.payment.methodOptions).toMatchObject({
      paymentDescription: `Tellimus ${id}`,
      preferredLocale: 'ru',
    })

    const html = plainSpaces(await (await fetch(page)).text())
    expect(html).toContain('Или оплатите банковским переводом')
    expect(html).toContain('Ссылочный номер')
    expect(html).toContain(orderReferenceNumber(id))
    expect(html).toContain(invoicingFacts.iban.replace(/(.{4})(?=.)/g, '$1 '))
    for (const estonian of ['Maksa kohe', 'Viitenumber', 'Saaja', 'Tasuge', 'Tellimus '])
      expect(html).not.toContain(estonian)
  })

  it('names an English order and its lines in English; an Estonian order as before', async () => {
    const english = await confirmed('en', { quantity: '1' })
    const request = await montonioRequest(english.page)
    expect(request.merchantReferenceDisplay).toBe(`Order no. ${english.id}`)
    expect(request.lineItems.map((item) => plainSpaces(item.name))).toEqual([
      'Crushed stone (Killustik), 1 tonne',
    ])
    expect(request.payment.methodOptions.paymentDescription).toBe(`Tellimus ${english.id}`)

    const estonian = await confirmed('et', { quantity: '2' })
    const asked = await montonioRequest(estonian.page)
    expect(asked.merchantReferenceDisplay).toBe(`Tellimus ${estonian.id}`)
    expect(asked.lineItems.map((item) => plainSpaces(item.name))).toEqual(['Killustik, 2 tonni'])
    expect(asked.payment.methodOptions.paymentDescription).toBe(`Tellimus ${estonian.id}`)
  })
})
