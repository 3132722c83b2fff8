import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outbox } from '#app/server/db/schema.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { invoicingFacts, storeInvoicingBusiness } from '../support/invoicing.ts'
import { customerPageLink, orderMail } from '../support/order-mail.ts'
import { confirmOrder, placeOrder } from '../support/orders-api.ts'
import { pdfText } from '../support/pdf-text.ts'
import { setupServer } from '../support/server-fixture.ts'
import { freePort, loggedMailFailures } from '../support/server-process.ts'
import { plainSpaces, type ReceivedMail, type SmtpPeer, startSmtpPeer } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Invoices by mail and under the customer's link (issue 29, 4 and 6), against the production build on
 * PGlite and PostgreSQL with a real SMTP peer: the 'tarnitud' mail carries the invoice's PDF, printed
 * again from the stored invoice when a failed attempt is retried after a restart; the customer's order
 * page links to its invoices' PDFs under its token; correcting the weighed tonnes or the price of a
 * delivered order issues a credit invoice and a new invoice, in one transaction, both mailed.
 */

let smtpPort = 0
let smtp: SmtpPeer | undefined
beforeAll(async () => {
  smtpPort = await freePort()
})
afterAll(async () => {
  await smtp?.close()
})

const site = setupServer({
  env: () => ({ ...testAdminEnv, GEO_PROVIDER: 'builtin', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }),
  prepare: storeInvoicingBusiness,
})
const staff = staffClient(site)
const day = nextWorkingDay()

interface OrderJson {
  id: number
  version: number
  invoices: { id: number; number: string; kind: string; status: string }[]
}

interface InvoiceJson {
  id: number
  number: string
  kind: string
  totalEur: number
  referenceNumber: string
  creditedInvoiceId: number | null
  lines: { quantity: number; unitPriceEur: number }[]
}

const put = (id: number, body: unknown) => staff.api(`/api/admin/orders?id=${id}`, { method: 'PUT', body })

async function getInvoice(id: number): Promise<InvoiceJson> {
  const response = await staff.api(`/api/admin/invoices?id=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as InvoiceJson
}

async function getOrder(id: number): Promise<OrderJson> {
  const response = await staff.api(`/api/admin/orders?id=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OrderJson
}

/** A 2 t pickup ordered and confirmed without mail; its number. */
async function confirmedOrder(email: string): Promise<number> {
  const id = await placeOrder(site, { email })
  await confirmOrder(staff, id, day)
  return id
}

/** The one PDF a mail carries, with its name and text. */
async function attachedPdf(mail: ReceivedMail) {
  const pdfs = mail.parsed.attachments.filter((file) => file.mimeType === 'application/pdf')
  expect(pdfs).toHaveLength(1)
  const content = pdfs[0]!.content
  const bytes = typeof content === 'string' ? Buffer.from(content, 'base64') : new Uint8Array(content)
  return { filename: pdfs[0]!.filename, text: await pdfText(bytes) }
}

/** The mail whose subject starts so, once the peer has it. */
async function mailWithSubject(start: string): Promise<ReceivedMail> {
  const [mail] = await peer().waitFor(1, {
    filter: (received) => received.subject.startsWith(start),
    timeoutMs: 20_000,
  })
  return mail!
}

const peer = () => {
  if (!smtp) throw new Error('The SMTP peer starts in the first test')
  return smtp
}

describe('the invoice by mail', () => {
  let deliveredId = 0
  let invoice: InvoiceJson

  it('sends the PDF with the delivery mail, printed again when the mail goes out after a restart', async () => {
    deliveredId = await confirmedOrder('arve@example.ee')
    const delivered = await put(deliveredId, { status: 'tarnitud', deliveredTonnes: 1.86 })
    expect(delivered.status, await delivered.clone().text()).toBe(200)
    const [issued] = ((await delivered.json()) as OrderJson).invoices
    invoice = await getInvoice(issued!.id)

    // SMTP is down: the first attempt fails and the mail waits in the outbox, naming its invoice.
    await vi.waitFor(
      () => expect(loggedMailFailures(site.server.output(), /ECONNREFUSED/).size).toBeGreaterThan(0),
      {
        timeout: 30_000,
        interval: 100,
      },
    )
    await site.stop()
    const handle = await site.openDatabase()
    try {
      const [job] = await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.orderId, deliveredId), eq(outbox.kind, 'order-delivered')))
      expect(job).toMatchObject({ status: 'pending', invoiceId: invoice.id })
      expect(job!.attempts).toBeGreaterThanOrEqual(1)
      // Time passes while the site is down: the retry falls due.
      await handle.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, job!.id))
    } finally {
      await handle.close()
    }
    smtp = await startSmtpPeer({ port: smtpPort })
    await site.restart()
    staff.forget()

    const mail = await orderMail(peer(), deliveredId, /^Tellimus nr \d+ on täidetud, arve /, 30_000)
    expect(mail.subject).toContain(`arve ${invoice.number}`)
    expect(mail.to).toEqual(['arve@example.ee'])
    const text = plainSpaces(mail.text)
    expect(text).toContain(`Arve nr ${invoice.number} on kirjale lisatud PDF-failina.`)
    expect(text).toContain(invoicingFacts.iban)
    expect(text).toContain(`viitenumber ${invoice.referenceNumber.replace(/(\d{4})(?=\d)/g, '$1 ')}`)
    const pdf = await attachedPdf(mail)
    expect(pdf.filename).toBe(`arve-${invoice.number}.pdf`)
    expect(pdf.text).toContain(`Arve nr ${invoice.number}`)
    expect(pdf.text).toContain('1,86')
  }, 180_000)

  it("links the PDF from the customer's order page, under its token and for its own invoices only", async () => {
    const [mail] = await peer().waitFor(1, {
      filter: (received) => received.subject.startsWith(`Tellimus nr ${deliveredId} on täidetud`),
    })
    // The mail was written before the restart, when the server had another port.
    const page = `${site.url}${new URL(customerPageLink(mail!)).pathname}`
    const html = await (await fetch(page)).text()
    const path = `${new URL(page).pathname}/arve/${invoice.number}`
    expect(html).toContain(`href="${path}"`)
    const pdf = await fetch(`${site.url}${path}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('Content-Disposition')).toBe(`attachment; filename="arve-${invoice.number}.pdf"`)
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(`Arve nr ${invoice.number}`)

    // Another order's invoice under this token, this invoice under no token: neither is found.
    const other = await confirmedOrder('teine@example.ee')
    const otherDelivered = await put(other, { status: 'tarnitud', notifyCustomer: false })
    const [otherInvoice] = ((await otherDelivered.json()) as OrderJson).invoices
    const token = new URL(page).pathname.split('/')[2]!
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const address of [
      `${new URL(page).pathname}/arve/${otherInvoice!.number}`,
      `/tellimus/${wrongToken}/arve/${invoice.number}`,
      `${new URL(page).pathname}/arve/..%2F..%2Fetc`,
    ]) {
      const response = await fetch(`${site.url}${address}`)
      expect(response.status, address).toBe(404)
      expect(response.headers.get('Content-Type')).not.toBe('application/pdf')
    }
  })

  it('corrects the weighed tonnes and then the price with a credit invoice and a new invoice, both mailed', async () => {
    const before = await getOrder(deliveredId)
    // Bad input changes nothing.
    for (const body of [
      { status: 'tarnitud', deliveredTonnes: 31 },
      { status: 'tarnitud', priceAdjustmentEur: -1 },
      { status: 'tarnitud', priceAdjustmentEur: -1000, adjustmentReason: 'Liiga palju' },
    ]) {
      const refused = await put(deliveredId, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(((await refused.json()) as { error: string }).error).toMatch(/[õäöü]|tonni|Hinna/i)
    }
    expect(await getOrder(deliveredId)).toEqual(before)

    const corrected = await put(deliveredId, { status: 'tarnitud', deliveredTonnes: 2.04 })
    expect(corrected.status, await corrected.clone().text()).toBe(200)
    const order = (await corrected.json()) as OrderJson
    expect(order.invoices.map((item) => [item.kind, item.status])).toEqual([
      ['arve', 'krediteeritud'],
      ['kreeditarve', 'krediteeritud'],
      ['arve', 'tasumata'],
    ])
    const [original, credit, replacement] = await Promise.all(
      order.invoices.map((item) => getInvoice(item.id)),
    )
    const sequence = (number: string) => Number(number.slice(5))
    expect(sequence(credit!.number)).toBeGreaterThan(sequence(original!.number))
    expect(sequence(replacement!.number)).toBe(sequence(credit!.number) + 1)
    expect(credit).toMatchObject({ creditedInvoiceId: original!.id, totalEur: -original!.totalEur })
    expect(replacement!.lines[0]!.quantity).toBe(2.04)

    const creditMail = await mailWithSubject(`Kreeditarve ${credit!.number} – `)
    expect(plainSpaces(creditMail.text)).toContain(`arve nr ${original!.number}`)
    expect(plainSpaces(creditMail.text)).toContain('1,86 t asemel 2,04 t')
    expect((await attachedPdf(creditMail)).filename).toBe(`kreeditarve-${credit!.number}.pdf`)
    const invoiceMail = await mailWithSubject(`Arve ${replacement!.number} – `)
    expect(plainSpaces(invoiceMail.text)).toContain(`asendab arvet nr ${original!.number}`)
    expect((await attachedPdf(invoiceMail)).text).toContain('2,04')

    // The price, on the order page's form without JavaScript.
    const posted = await staff.post(`/admin/orders/${deliveredId}`, {
      intent: 'correct',
      version: String(order.version),
      deliveredTonnes: '2,04',
      priceAdjustmentEur: '-1',
      adjustmentReason: 'Püsikliendi soodustus',
      notifyCustomer: 'on',
    })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe(`/admin/orders/${deliveredId}`)
    const after = await getOrder(deliveredId)
    expect(after.invoices).toHaveLength(5)
    const latest = await getInvoice(after.invoices[4]!.id)
    expect(latest.lines[0]!.unitPriceEur).toBe(replacement!.lines[0]!.unitPriceEur - 1)
    expect(after.invoices[3]).toMatchObject({ kind: 'kreeditarve', status: 'krediteeritud' })
    expect(after.invoices[2]).toMatchObject({ kind: 'arve', status: 'krediteeritud' })
  })
})
