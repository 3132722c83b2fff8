import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { eInvoiceStateOf } from '#app/server/books/books-state.server.ts'
import { type BooksWorker, createBooksWorker } from '#app/server/books/merit-books.server.ts'
import { createMeritClient } from '#app/server/books/merit-client.server.ts'
import { openDatabase } from '#app/server/db/database.server.ts'
import { customers, invoices, meritBooks, outbox } from '#app/server/db/schema.server.ts'
import { businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'
import { type MeritPeer, peerTaxes, startMeritPeer } from '../support/merit-peer.ts'
import { projectDatabaseUrl } from '../support/site-database.ts'

/**
 * The books in Merit Aktiva (issue 43 items 2 and 8, ADR 062): every invoice and credit invoice queued in
 * the transaction that issues it reaches a local peer speaking Merit's protocol (merit-peer.ts) once, with
 * exact sums; the worker retries what Merit did not answer, asks before it
 * sends again, keeps what Merit refuses with its reason, and two workers on one PostgreSQL send each once.
 */

// An API id and key of the shapes Merit issues: the key's '+' and '/' must survive the query string.
const apiId = '670fe52f-558a-4be8-ade0-526e01a106d0'
const apiKey = 'AoCmZGUfWMMhLJ+Eb6oRF4pAEw/kU3Qw9sV8x2Zc+TpYq0='

const env: Record<string, string> = {}
let peer: MeritPeer
/** The registry codes Merit's e-invoice register knows as recipients. */
const eInvoiceReceivers: string[] = []
beforeAll(async () => {
  peer = await startMeritPeer({ apiId, apiKey, eInvoiceReceivers })
  Object.assign(env, { MERIT_API_ID: apiId, MERIT_API_KEY: apiKey, MERIT_API_URL: peer.url })
})
const site = setupInProcessSite({ routes: businessAccountRoutes, env })
const {
  db,
  api,
  adminApi,
  deliver,
  credit: creditInFull,
  placeOrder,
  prepare,
  account,
} = businessAccounts(site)

const lines: string[] = []
const logger = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) }
const quiet = { ...logger, error: (line: string) => lines.push(line) }
const client = () => createMeritClient({ credentials: site.runtime.config.merit!, timeoutMs: 400 })
let worker: BooksWorker

beforeAll(async () => {
  await prepare()
  worker = createBooksWorker({ db: db(), client: client(), backoff: () => 0, logger: quiet })
})
afterAll(async () => {
  await worker?.stop()
  await peer?.close()
})

/** An order of a private person, delivered: its invoice's id and number. */
async function personInvoice() {
  const id = (await placeOrder({})).body.orderId as number
  const number = await deliver(id)
  const item = await itemOf(number)
  return { id: item.invoiceId, number }
}

/** The books item of the invoice with this number. */
async function itemOf(number: string) {
  const [row] = await db()
    .select({ item: meritBooks })
    .from(meritBooks)
    .innerJoin(invoices, eq(invoices.id, meritBooks.invoiceId))
    .where(and(eq(invoices.number, number), eq(meritBooks.kind, 'invoice')))
  return row!.item
}

const held = (number: string) => peer.invoices.filter((invoice) => invoice.payload.InvoiceNo === number)
const books = async (invoiceId: number) =>
  (await api('GET', `/api/admin/invoices?id=${invoiceId}`)).books as {
    status: string
    sentAt: string | null
    error: string | null
  }

describe('an invoice and its credit invoice', () => {
  it("reach Merit once, as its sales invoice and credit invoice, with Merit's tax id and exact sums", async () => {
    const invoice = await personInvoice()
    expect(await books(invoice.id)).toEqual({ status: 'ootel', sentAt: null, error: null })
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })

    const read = await api('GET', `/api/admin/invoices?id=${invoice.id}`)
    const [sent] = held(invoice.number)
    const tax = peerTaxes.find((entry) => entry.TaxPct === read.vatRate)!
    const dates = (day: unknown) => `${String(day).replaceAll('-', '')}000000`
    expect(sent!.payload).toMatchObject({
      Customer: { Name: 'Mari Maasikas', NotTDCustomer: true, CountryCode: 'EE', Email: 'mari@example.ee' },
      DocDate: dates(read.issueDate),
      DueDate: dates(read.dueDate),
      TransactionDate: dates(read.deliveryDate),
      InvoiceNo: invoice.number,
      RefNo: read.referenceNumber,
      CurrencyCode: 'EUR',
      InvoiceRow: [
        {
          Item: {
            Code: 'KILLUSTIK',
            Description: (read.lines as { description: string }[])[0]!.description,
            UOMName: 't',
          },
          Quantity: '2.35',
          TaxId: tax.Id,
        },
      ],
      TaxAmount: [{ TaxId: tax.Id, Amount: (read.vatEur as number).toFixed(2) }],
      TotalAmount: (read.netEur as number).toFixed(2),
    })
    expect(sent!.payload.Customer).not.toHaveProperty('RegNo')
    const status = await books(invoice.id)
    expect(status).toMatchObject({ status: 'saadetud', error: null })
    expect(Date.parse(status.sentAt!)).not.toBeNaN()

    const credit = await creditInFull(invoice.id)
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(held(credit.number)).toHaveLength(1)
    expect(held(credit.number)[0]!.payload).toMatchObject({
      InvoiceNo: credit.number,
      Hcomment: `Kreeditarve arvele nr ${invoice.number}: Vale kogus`,
      InvoiceRow: [{ Quantity: '-2.35', TaxId: tax.Id }],
      TaxAmount: [{ TaxId: tax.Id, Amount: (-(read.vatEur as number)).toFixed(2) }],
      TotalAmount: (-(read.netEur as number)).toFixed(2),
    })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(held(invoice.number)).toHaveLength(1)
  })

  it("a company's invoice names its registry code and goes to its invoice address", async () => {
    const company = await account()
    const id = (await placeOrder({ email: company.person.email }, company.cookie)).body.orderId as number
    const number = await deliver(id)
    await worker.runOnce()
    expect(held(number)[0]!.payload.Customer).toMatchObject({
      Name: company.customer.name,
      RegNo: company.customer.registryCode,
      NotTDCustomer: false,
      Email: company.customer.invoiceEmail,
      CountryCode: 'EE',
    })
  })
})

describe('when Merit does not answer', () => {
  it('a 5xx, a refused connection and a timeout are retried with pauses until Merit holds it once', async () => {
    const invoice = await personInvoice()
    peer.fail('server', { endpoint: 'v2/sendinvoice' })
    expect(await worker.runOnce()).toMatchObject({ retried: 1 })
    expect(await books(invoice.id)).toMatchObject({ status: 'ootel', error: 'Merit Aktiva vastas 503' })

    peer.fail('refuse')
    expect(await worker.runOnce()).toMatchObject({ retried: 1 })
    expect((await books(invoice.id)).error).toMatch(/^Merit Aktiva pole kättesaadav/)
    await peer.reopen()

    peer.fail('timeout', { endpoint: 'v2/sendinvoice' })
    expect(await worker.runOnce()).toMatchObject({ retried: 1 })
    expect((await books(invoice.id)).error).toMatch(/ei vastanud/)

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(held(invoice.number)).toHaveLength(1)
    expect(await books(invoice.id)).toMatchObject({ status: 'saadetud', error: null })
    expect((await itemOf(invoice.number)).attempts).toBe(4)
  })

  it('an invoice Merit stored before its answer was lost is looked up, not sent again', async () => {
    const invoice = await personInvoice()
    peer.fail('drop', { endpoint: 'v2/sendinvoice' })
    expect(await worker.runOnce()).toMatchObject({ retried: 1 })
    expect(held(invoice.number)).toHaveLength(1)
    const before = peer.requests.length

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(peer.requests.slice(before).map((request) => request.endpoint)).toEqual(['v2/getinvoices2'])
    expect(held(invoice.number)).toHaveLength(1)
    expect((await itemOf(invoice.number)).meritId).toBe(held(invoice.number)[0]!.id)
  })
})

describe('when Merit refuses the data', () => {
  it('the invoice is kept with its reason for staff, without the key, and goes once staff send it again (POST ?action=books)', async () => {
    const invoice = await personInvoice()
    peer.fail('reject', { endpoint: 'v2/sendinvoice', message: `Customer Address is too long (${apiKey})` })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 })
    const state = await books(invoice.id)
    expect(state.status).toBe('viga')
    expect(state.error).toMatch(/^Merit Aktiva keeldus \(400\): Customer Address is too long/)
    expect(state.error).not.toContain(apiKey)
    expect(lines.join('\n')).not.toContain(apiKey)
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })

    const again = await adminApi('POST', `/api/admin/invoices?id=${invoice.id}&action=books`, {})
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.books).toMatchObject({ status: 'ootel' })
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    // Nothing left that Merit refused.
    expect((await adminApi('POST', `/api/admin/invoices?id=${invoice.id}&action=books`, {})).status).toBe(409)
    expect(held(invoice.number)).toHaveLength(1)
  })
})

describe('payments', () => {
  const pay = async (invoiceId: number, amountEur: number) => {
    await api('POST', `/api/admin/invoices?id=${invoiceId}&action=payment`, {
      amountEur,
      date: tallinnCalendarDate(),
    })
  }

  it('go to Merit after the invoice they pay, with the bank account, once even when the answer is lost', async () => {
    const invoice = await personInvoice()
    const read = await api('GET', `/api/admin/invoices?id=${invoice.id}`)
    await pay(invoice.id, 5)
    // The invoice is not in Merit yet: its payment waits for it.
    peer.fail('server', { endpoint: 'v2/sendinvoice' })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 })
    expect(peer.payments).toHaveLength(0)
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 })
    const paid = peer.payments.filter((payment) => payment.payload.InvoiceNo === invoice.number)
    expect(paid.map((payment) => payment.payload)).toEqual([
      {
        IBAN: 'EE382200221020145685',
        CustomerName: 'Mari Maasikas',
        InvoiceNo: invoice.number,
        RefNo: read.referenceNumber,
        PaymentDate: `${tallinnCalendarDate().replaceAll('-', '')}000000`,
        Amount: '5.00',
      },
    ])

    // The second part: Merit stores it and the answer is lost; Merit's paid sum shows it is there.
    await pay(invoice.id, 2.5)
    peer.fail('drop', { endpoint: 'v1/sendpayment' })
    expect(await worker.runOnce()).toMatchObject({ retried: 1 })
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(
      peer.payments
        .filter((payment) => payment.payload.InvoiceNo === invoice.number)
        .map((p) => p.payload.Amount),
    ).toEqual(['5.00', '2.50'])
  })
})

describe('e-invoices', () => {
  const eInvoiceOf = (invoiceId: number) => eInvoiceStateOf(db(), invoiceId)
  /** The customer mails of an order: their kind, whether they carry the invoice, and their text. */
  const mailsOf = async (orderId: number) =>
    db()
      .select({ kind: outbox.kind, invoiceId: outbox.invoiceId, to: outbox.to, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.orderId, orderId))
  const item = async (invoiceId: number) =>
    (
      await db()
        .select()
        .from(meritBooks)
        .where(and(eq(meritBooks.kind, 'einvoice'), eq(meritBooks.invoiceId, invoiceId)))
    )[0]

  /** A company's order delivered: the account chose e-invoices; Merit's register knows it or not. */
  async function eInvoiceCompany(registered: boolean) {
    const company = await account()
    await db().update(customers).set({ eInvoice: true }).where(eq(customers.id, company.customer.id))
    if (registered) eInvoiceReceivers.push(company.customer.registryCode!)
    const orderId = (await placeOrder({ email: company.person.email }, company.cookie)).body.orderId as number
    const number = await deliver(orderId, false, true)
    return { orderId, number, invoiceId: (await itemOf(number)).invoiceId }
  }

  it('go through Merit once it holds the invoice, and the delivery mail carries no PDF', async () => {
    const { orderId, number, invoiceId } = await eInvoiceCompany(true)
    const delivered = (await mailsOf(orderId)).filter((mail) => mail.kind === 'order-delivered')
    expect(delivered.length).toBeGreaterThan(0)
    for (const mail of delivered) {
      expect(mail.invoiceId).toBeNull()
      expect(mail.text).toContain(`Arve nr ${number} saadame e-arvena`)
    }
    expect((await item(invoiceId))!.status).toBe('pending')
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 })
    expect(peer.eInvoices.filter((no) => no === number)).toHaveLength(1)
    expect(await eInvoiceOf(invoiceId)).toMatchObject({ status: 'saadetud' })
    // Nothing more goes: no PDF mail afterwards, no second e-invoice.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect((await mailsOf(orderId)).filter((mail) => mail.invoiceId !== null)).toEqual([])
  })

  it("a buyer Merit cannot deliver to (api-noeinv) gets the invoice's PDF mail instead, once", async () => {
    const { orderId, number, invoiceId } = await eInvoiceCompany(false)
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 })
    expect(peer.eInvoices).not.toContain(number)
    expect(await eInvoiceOf(invoiceId)).toMatchObject({ status: 'ei saa vastu võtta' })
    const withPdf = (await mailsOf(orderId)).filter((mail) => mail.invoiceId === invoiceId)
    // To the person who ordered and to the company's invoice address, as every invoice mail goes.
    expect(withPdf.map((mail) => mail.kind)).toEqual(['invoice', 'invoice'])
    expect(withPdf[0]!.text).toContain(`arve nr ${number}. Arve on kirjale lisatud PDF-failina.`)
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect((await mailsOf(orderId)).filter((mail) => mail.invoiceId === invoiceId)).toHaveLength(2)
  })

  it('when Merit refuses the invoice itself, its e-invoice cannot follow and the buyer gets the PDF mail at once', async () => {
    const { orderId, invoiceId } = await eInvoiceCompany(true)
    peer.fail('reject', { endpoint: 'v2/sendinvoice', message: 'Customer Address is too long' })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 })
    expect(await eInvoiceOf(invoiceId)).toMatchObject({
      status: 'viga',
      error: expect.stringMatching(/PDF-ina/),
    })
    const withPdf = (await mailsOf(orderId)).filter((mail) => mail.invoiceId === invoiceId)
    expect(withPdf.map((mail) => mail.kind)).toEqual(['invoice', 'invoice'])
  })

  it('an e-invoice whose answer was lost is left to staff, and goes again only when they say so', async () => {
    const { number, invoiceId } = await eInvoiceCompany(true)
    peer.fail('drop', { endpoint: 'v2/sendinvoiceaseinv' })
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 1 })
    // The drop landed: Merit delivered it and the answer was cut off.
    expect(peer.eInvoices.filter((no) => no === number)).toHaveLength(1)
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 })
    const state = await eInvoiceOf(invoiceId)
    expect(state).toMatchObject({ status: 'viga' })
    expect(peer.eInvoices.filter((no) => no === number)).toHaveLength(1)

    const again = await adminApi('POST', `/api/admin/invoices?id=${invoiceId}&action=books`, {})
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(await eInvoiceOf(invoiceId)).toMatchObject({ status: 'saadetud' })
  })
})

describe('two workers', () => {
  it('on one database send each invoice once', async () => {
    const numbers: string[] = []
    for (let n = 0; n < 4; n++) numbers.push((await personInvoice()).number)
    // The second worker's own connection: on PostgreSQL a second pool, as another process would have.
    const url = projectDatabaseUrl() ? site.runtime.config.databaseUrl : undefined
    const other = url ? await openDatabase({ dataDir: '', databaseUrl: url }) : undefined
    const second = createBooksWorker({
      db: other?.db ?? db(),
      client: client(),
      backoff: () => 0,
      logger: quiet,
    })
    try {
      const results = await Promise.all([worker.runOnce(), second.runOnce()])
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(4)
    } finally {
      await second.stop()
      await other?.close()
    }
    for (const number of numbers) expect(held(number)).toHaveLength(1)
  })
})
