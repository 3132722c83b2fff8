import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import * as invoiceFile from '#app/routes/account/invoice-file.ts'
import { customers, invoices, meritBooks, orders } from '#app/server/db/schema.server.ts'
import { wantsEInvoice } from '#app/server/invoices/e-invoice-choice.server.ts'
import { invoiceAttachments } from '#app/server/invoices/invoice-document.server.ts'
import { queueDueReminders } from '#app/server/invoices/invoice-reminders.server.ts'
import { createOutboxWorker, type OutboxWorker } from '#app/server/mail/outbox.server.ts'
import { createSmtpTransport } from '#app/server/mail/transport.server.ts'
import { businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * A business account's invoice mails (issue 41 items 2 and 8, ADR 059), delivered by the outbox worker
 * to a real SMTP peer and read back: the invoice, the credit invoice and the reminder go to the person who
 * ordered and to the company's invoice address, and a company that chose e-invoices gets the invoice's
 * e-invoice (the UBL of /konto/arved/{number}/e-arve) attached beside its PDF; another company only the PDF.
 * The account's choice is the account's: its order's 'Soovin e-arvet' (issue 43) is not taken. Whose
 * invoice goes as an e-invoice is wantsEInvoice's answer, for accounts and buyers without one.
 */

const site = setupInProcessSite({ routes: businessAccountRoutes })
const { db, api, load, placeOrder, orderOf, account, prepare, credit: creditInFull } = businessAccounts(site)

let smtp: SmtpPeer
let worker: OutboxWorker

beforeAll(async () => {
  await prepare()
  smtp = await startSmtpPeer()
  worker = createOutboxWorker({
    db: db(),
    transport: createSmtpTransport(smtp.url),
    from: 'arved@padukarjaar.ee',
    attachmentsFor: invoiceAttachments(db()),
  })
})
afterAll(async () => {
  await worker?.stop()
  await smtp?.close()
})

type Account = Awaited<ReturnType<typeof account>>

/** An account; `eInvoice` as its terms say. */
async function company(eInvoice: boolean): Promise<Account> {
  const made = await account()
  await db().update(customers).set({ eInvoice }).where(eq(customers.id, made.customer.id))
  return made
}

/** Delivers every mail due now; the mails as the peer received them. */
async function flush(): Promise<ReceivedMail[]> {
  const before = smtp.received.length
  const result = await worker.runOnce()
  expect(result).toMatchObject({ failed: 0, retried: 0 })
  await smtp.waitFor(before + result.sent)
  return smtp.received.slice(before)
}

/** The mails the worker delivers now, one to each of these addresses. */
async function delivered(to: string[]): Promise<ReceivedMail[]> {
  const mails = (await flush()).filter((mail) => to.some((address) => mail.to.includes(address)))
  expect(mails.map((mail) => mail.to.join()).sort()).toEqual([...to].sort())
  return mails
}

/** The files a mail carries: name, type and content as text (the PDF's first bytes). */
function filesOf(mail: ReceivedMail) {
  return mail.parsed.attachments.map((file) => ({
    filename: file.filename,
    mimeType: file.mimeType,
    text:
      typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content as ArrayBuffer),
  }))
}

/** The company's e-invoice of an invoice as /konto/arved/{number}/e-arve gives it to its person. */
async function downloaded(who: Account, number: string) {
  const response = (await load(invoiceFile, '', { number, format: 'e-arve' }, who.cookie)) as Response
  expect(response.status).toBe(200)
  return response.text()
}

/** Places, confirms and delivers an order of the company with the 'tarnitud' mail; its invoice's row. */
async function deliveredInvoice(who: Account) {
  const id = (await placeOrder({ email: who.person.email }, who.cookie)).body.orderId as number
  await api('PUT', `/api/admin/orders?id=${id}`, {
    notifyCustomer: false,
    status: 'kinnitatud',
    deliveryDate: nextWorkingDay(),
    timeWindow: '09:00-11:00',
  })
  // The order's own mails (to staff, the confirmation) go first: what follows is the invoice's.
  await flush()
  const order = await api('PUT', `/api/admin/orders?id=${id}`, {
    notifyCustomer: true,
    status: 'tarnitud',
    deliveredTonnes: 2,
  })
  const [issued] = order.invoices as { id: number }[]
  return (await db().select().from(invoices).where(eq(invoices.id, issued!.id)))[0]!
}

/** Each mail carries the invoice's PDF and, when wanted, its e-invoice as the company downloads it. */
async function expectFiles(mails: ReceivedMail[], who: Account, invoice: { number: string; kind: string }) {
  const xml = await downloaded(who, invoice.number)
  expect(xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`)
  for (const mail of mails)
    expect(filesOf(mail)).toEqual([
      {
        filename: `${invoice.kind}-${invoice.number}.pdf`,
        mimeType: 'application/pdf',
        text: expect.stringMatching(/^%PDF-/),
      },
      { filename: `${invoice.kind}-${invoice.number}.xml`, mimeType: 'application/xml', text: xml },
    ])
}

describe('the invoice mails of a company that chose e-invoices', () => {
  it('carry the e-invoice beside the PDF, to the person who ordered and to the invoice address', async () => {
    const wants = await company(true)
    const recipients = [wants.person.email, wants.customer.invoiceEmail!]

    const invoice = await deliveredInvoice(wants)
    await expectFiles(await delivered(recipients), wants, invoice)

    // The credit invoice: its own e-invoice, a credit note.
    const credit = await creditInFull(invoice.id)
    const creditMails = await delivered(recipients)
    await expectFiles(creditMails, wants, { number: credit.number, kind: 'kreeditarve' })
    expect(filesOf(creditMails[0]!)[1]!.text).toContain('<CreditNote')

    // The reminder of an invoice a day overdue.
    const late = await deliveredInvoice(wants)
    await delivered(recipients)
    const today = tallinnCalendarDate()
    await db()
      .update(invoices)
      .set({ dueDate: addCalendarDays(today, -1) })
      .where(eq(invoices.id, late.id))
    const reminded = await queueDueReminders(
      db(),
      { today },
      { notifyTo: 'myyk@padukarjaar.ee', customerUrl: () => null },
    )
    expect(reminded).toEqual([late.number])
    const reminders = await delivered(recipients)
    await expectFiles(reminders, wants, late)
  })

  it('carry the PDF alone for a company that did not choose them, whatever its order asked', async () => {
    const plain = await company(false)
    // The account's form has no 'Soovin e-arvet'; one posted anyway is not the account's choice.
    const id = (await placeOrder({ email: plain.person.email, company_e_invoice: 'on' }, plain.cookie)).body
      .orderId as number
    expect(await orderOf(id)).toMatchObject({ customerId: plain.customer.id, companyEInvoice: false })
    const invoice = await deliveredInvoice(plain)
    const mails = await delivered([plain.person.email, plain.customer.invoiceEmail!])
    for (const mail of mails)
      expect(filesOf(mail).map((file) => file.filename)).toEqual([`arve-${invoice.number}.pdf`])
  })

  // Without MERIT_API_ID and MERIT_API_KEY (ADR 062): no invoice is queued for the books, none says so.
  it('leave nothing for the books when Merit Aktiva is not configured', async () => {
    expect(site.runtime.config.merit).toBeUndefined()
    const invoice = await deliveredInvoice(await company(false))
    await flush()
    expect(await db().select().from(meritBooks)).toEqual([])
    expect((await api('GET', `/api/admin/invoices?id=${invoice.id}`)).books).toBeNull()
  })
})

describe('wantsEInvoice', () => {
  it("is the account's choice for an account's invoice", async () => {
    const wants = await company(true)
    const plain = await company(false)
    const invoice = await deliveredInvoice(wants)
    expect(await wantsEInvoice(db(), invoice)).toBe(true)
    expect(await wantsEInvoice(db(), { customerId: plain.customer.id, orderId: invoice.orderId })).toBe(false)
    await flush()
  })

  it("is the order's 'Soovin e-arvet' for a company without an account, while the order names it", async () => {
    const companyFields = {
      invoiceToCompany: 'on',
      company_name: 'Kivi ja Kruus OÜ',
      company_registry_code: '12345678',
      company_address: 'Tööstuse 5, 44310 Rakvere',
    }
    const placed = async (fields: Record<string, string>) => {
      const answer = await placeOrder(fields)
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.orderId as number
    }
    const asked = await placed({ ...companyFields, company_e_invoice: 'on' })
    const notAsked = await placed(companyFields)
    const person = await placed({})
    expect(await wantsEInvoice(db(), { customerId: null, orderId: asked })).toBe(true)
    expect(await wantsEInvoice(db(), { customerId: null, orderId: notAsked })).toBe(false)
    expect(await wantsEInvoice(db(), { customerId: null, orderId: person })).toBe(false)
    // Staff took the company off the order: there is no company to send an e-invoice to, and the wish
    // went with it.
    await api('PUT', `/api/admin/orders?id=${asked}`, { company: null })
    expect(
      await db().select({ eInvoice: orders.companyEInvoice }).from(orders).where(eq(orders.id, asked)),
    ).toEqual([{ eInvoice: false }])
    expect(await wantsEInvoice(db(), { customerId: null, orderId: asked })).toBe(false)
    await flush()
  })
})
