import { readFile } from 'node:fs/promises'
import { count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#app/domain/delivery-schedule.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import * as bankStatements from '#app/routes/api/admin/bank-statements.ts'
import * as business from '#app/routes/api/admin/business.ts'
import * as adminInvoices from '#app/routes/api/admin/invoices.ts'
import * as adminOrders from '#app/routes/api/admin/orders.ts'
import * as login from '#app/routes/api/auth-login.ts'
import * as orders from '#app/routes/api/orders.ts'
import { bankEntries, invoicePayments, invoices, outbox } from '#app/server/db/schema.server.ts'
import { statementMessages } from '#app/server/invoices/camt053.server.ts'
import { invoiceAttachments } from '#app/server/invoices/invoice-document.server.ts'
import { queueDueReminders } from '#app/server/invoices/invoice-reminders.server.ts'
import { camt053Statement, type StatementEntry } from '../support/camt053-statement.ts'
import { adminCall, setupInProcessSite } from '../support/in-process-site.ts'
import { invoicingFacts } from '../support/invoicing.ts'
import { pdfText } from '../support/pdf-text.ts'
import { formData, orderBody } from '../support/request-bodies.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Payments on invoices (issue 29, 7 and 8): by hand, from a camt.053 statement matched by reference
 * number, or an unmatched entry assigned by staff; crediting an invoice in full; the status, paid sum and
 * overdue flag the API answers; the reminder the day after the due date; the PDF download. The route
 * modules are called in this process on a real database (PGlite, or PostgreSQL in integration-postgres).
 */

const site = setupInProcessSite({
  routes: {
    '/api/auth/login': login,
    '/api/orders': orders,
    '/api/admin/orders': adminOrders,
    '/api/admin/business': business,
    '/api/admin/invoices': adminInvoices,
    '/api/admin/bank-statements': bankStatements,
  },
})

type Json = Record<string, unknown>

interface InvoiceJson {
  id: number
  number: string
  kind: string
  referenceNumber: string
  dueDate: string
  totalEur: number
  paidEur: number
  status: string
  overdue: boolean
  creditedInvoiceId: number | null
  [key: string]: unknown
}

const today = tallinnCalendarDate()
const day = nextWorkingDay()

const call = adminCall(site)

async function importStatement(xml: string | Buffer, type = 'application/xml') {
  const response = await site.fetch('/api/admin/bank-statements', {
    method: 'POST',
    headers: { 'X-Admin-Token': await site.adminToken(), 'Content-Type': type },
    body: typeof xml === 'string' ? xml : new Uint8Array(xml),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

/** A 2 t pickup ordered, confirmed and delivered: its invoice as GET ?id=N gives it. */
async function deliveredInvoice(order: Record<string, string> = {}): Promise<InvoiceJson> {
  const placed = await site.fetch('/api/orders', { method: 'POST', body: formData(orderBody(order)) })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const { orderId } = (await placed.json()) as { orderId: number }
  const path = `/api/admin/orders?id=${orderId}`
  const confirmed = await call('PUT', path, {
    status: 'kinnitatud',
    deliveryDate: day,
    timeWindow: '09:00-11:00',
    notifyCustomer: false,
  })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  const delivered = await call('PUT', path, { status: 'tarnitud', notifyCustomer: false })
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
  const [issued] = delivered.body.invoices as { id: number }[]
  return getInvoice(issued!.id)
}

async function getInvoice(id: number): Promise<InvoiceJson> {
  const read = await call('GET', `/api/admin/invoices?id=${id}`)
  expect(read.status).toBe(200)
  return read.body as InvoiceJson
}

const pay = (id: number, body: unknown) => call('POST', `/api/admin/invoices?id=${id}&action=payment`, body)
const credit = (id: number, body: unknown) => call('POST', `/api/admin/invoices?id=${id}&action=credit`, body)

const cents = (eur: number) => Math.round(eur * 100)
const eurText = (value: number) => (value / 100).toFixed(2)

/** What the database holds of payments and statement entries: a refused request must leave it so. */
async function paymentState() {
  const db = site.runtime.database.db
  const [payments] = await db.select({ n: count() }).from(invoicePayments)
  const [entries] = await db.select({ n: count() }).from(bankEntries)
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoices.paidCents}), 0)::text` })
    .from(invoices)
  return { payments: payments!.n, entries: entries!.n, paid: paid!.sum }
}

beforeAll(async () => {
  const current = await call('GET', '/api/admin/business')
  const saved = await call('PUT', '/api/admin/business', { ...current.body, ...invoicingFacts })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
})

describe('a payment by hand', () => {
  it('pays an invoice in part, then in full, and flags what was paid too much', async () => {
    const invoice = await deliveredInvoice()
    expect(invoice).toMatchObject({ status: 'tasumata', paidEur: 0, overdue: false })
    const total = cents(invoice.totalEur)

    const part = await pay(invoice.id, { amountEur: eurText(500), date: today, note: 'Sularahas kontoris' })
    expect(part.status, JSON.stringify(part.body)).toBe(200)
    expect(part.body).toMatchObject({
      id: invoice.id,
      status: 'osaliselt tasutud',
      paidEur: 5,
      overpaidEur: 0,
    })

    const rest = await pay(invoice.id, { amountEur: (total - 500 + 250) / 100, date: today })
    expect(rest.status, JSON.stringify(rest.body)).toBe(200)
    expect(rest.body).toMatchObject({
      status: 'tasutud',
      paidEur: (total + 250) / 100,
      overpaidEur: 2.5,
      overdue: false,
    })
    const listed = await call('GET', '/api/admin/invoices?status=tasutud')
    expect((listed.body.invoices as { id: number }[]).map((item) => item.id)).toContain(invoice.id)
    const unpaid = await call('GET', '/api/admin/invoices?status=tasumata')
    expect((unpaid.body.invoices as { id: number }[]).map((item) => item.id)).not.toContain(invoice.id)
  })

  it('refuses a payment of nothing, less, text, a bad or future date, in Estonian, changing nothing', async () => {
    const invoice = await deliveredInvoice()
    const before = await paymentState()
    const refused: [unknown, RegExp][] = [
      [{ amountEur: 0, date: today }, /positiivne summa/],
      [{ amountEur: -5, date: today }, /positiivne summa/],
      [{ amountEur: '12,345', date: today }, /positiivne summa/],
      [{ amountEur: 'palju', date: today }, /positiivne summa/],
      [{ amountEur: 10, date: '2026-02-30' }, /kujul AAAA-KK-PP/],
      [{ amountEur: 10, date: addDays(today, 2) }, /tulevikus/],
      [{ amountEur: 10 }, /kuupäev/],
      [{ amountEur: 10, date: today, extra: 1 }, /./],
    ]
    for (const [body, message] of refused) {
      const answer = await pay(invoice.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toMatch(message)
    }
    expect((await pay(2_000_000_000, { amountEur: 10, date: today })).status).toBe(404)
    expect((await call('POST', `/api/admin/invoices?id=${invoice.id}&action=pay`, {})).status).toBe(400)
    expect(await paymentState()).toEqual(before)
    expect(await getInvoice(invoice.id)).toMatchObject({ status: 'tasumata', paidEur: 0 })
  })
})

describe('crediting an invoice in full', () => {
  it('issues a credit invoice from the same sequence, mails it, and closes the invoice to payments', async () => {
    const invoice = await deliveredInvoice()
    expect((await credit(invoice.id, { reason: '  ' })).status).toBe(400)
    expect((await credit(invoice.id, {})).status).toBe(400)
    const answer = await credit(invoice.id, { reason: 'Kaup võeti tagasi' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ id: invoice.id, status: 'krediteeritud' })
    const issued = answer.body.credit as InvoiceJson
    const [year, sequence] = invoice.number.split('-')
    expect(issued).toMatchObject({
      kind: 'kreeditarve',
      number: `${year}-${String(Number(sequence) + 1).padStart(4, '0')}`,
      creditedInvoiceId: invoice.id,
      totalEur: -invoice.totalEur,
      overdue: false,
    })

    const mails = await site.runtime.database.db
      .select({ kind: outbox.kind, subject: outbox.subject, invoiceId: outbox.invoiceId, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.invoiceId, issued.id))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.kind).toBe('credit-invoice')
    expect(mails[0]!.subject).toMatch(new RegExp(`^Kreeditarve ${issued.number} – `))
    expect(mails[0]!.text).toContain(`arve nr ${invoice.number}`)
    expect(mails[0]!.text).toContain('Põhjus: Kaup võeti tagasi')

    const before = await paymentState()
    const onCredited = await pay(invoice.id, { amountEur: 10, date: today })
    expect(onCredited.status).toBe(400)
    expect(onCredited.body.error).toBe(
      `Arve ${invoice.number} on krediteeritud: sellele ei saa makset märkida.`,
    )
    expect((await pay(issued.id, { amountEur: 10, date: today })).body.error).toBe(
      'Kreeditarvele ei saa makset märkida.',
    )
    expect((await credit(invoice.id, { reason: 'Uuesti' })).status).toBe(409)
    expect((await credit(issued.id, { reason: 'Uuesti' })).status).toBe(400)
    expect(await paymentState()).toEqual(before)
  })

  it('moves what was paid to the new invoice when a correction credits a paid one', async () => {
    const invoice = await deliveredInvoice()
    expect((await pay(invoice.id, { amountEur: invoice.totalEur, date: today })).status).toBe(200)
    const path = `/api/admin/orders?id=${invoice.orderId}`
    const invoicesOfOrder = async () => {
      const order = await call('GET', path)
      const listed = order.body.invoices as { id: number }[]
      return Promise.all(listed.map((entry) => getInvoice(entry.id)))
    }
    // More weighed than was paid for: the new invoice is paid in part, the credited one holds nothing.
    const more = await call('PUT', path, { status: 'tarnitud', deliveredTonnes: 2.5, notifyCustomer: false })
    expect(more.status, JSON.stringify(more.body)).toBe(200)
    const afterMore = await invoicesOfOrder()
    const original = afterMore.find((entry) => entry.id === invoice.id)!
    const corrected = afterMore.find((entry) => entry.kind === 'arve' && entry.id !== invoice.id)!
    expect(original).toMatchObject({ status: 'krediteeritud', paidEur: 0 })
    expect(corrected.totalEur).toBeGreaterThan(invoice.totalEur)
    expect(corrected).toMatchObject({
      status: 'osaliselt tasutud',
      paidEur: invoice.totalEur,
      overdue: false,
    })
    // Less weighed: the next invoice takes the payment again and is paid in full.
    const less = await call('PUT', path, { status: 'tarnitud', deliveredTonnes: 1.5, notifyCustomer: false })
    expect(less.status, JSON.stringify(less.body)).toBe(200)
    const standing = (await invoicesOfOrder()).filter(
      (entry) => entry.kind === 'arve' && entry.status !== 'krediteeritud',
    )
    expect(standing).toHaveLength(1)
    expect(standing[0]!.totalEur).toBeLessThan(invoice.totalEur)
    expect(standing[0]).toMatchObject({ status: 'tasutud', paidEur: invoice.totalEur })
    const [moved] = await site.runtime.database.db
      .select({ n: count() })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, standing[0]!.id))
    expect(moved!.n).toBe(1)
  })

  it('answers the PDF of an invoice as a download named by its number', async () => {
    const invoice = await deliveredInvoice()
    const response = await site.fetch(`/api/admin/invoices?id=${invoice.id}&format=pdf`, {
      headers: { 'X-Admin-Token': await site.adminToken() },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="arve-${invoice.number}.pdf"`,
    )
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const bad = await call('GET', `/api/admin/invoices?id=${invoice.id}&format=docx`)
    expect(bad.status).toBe(400)
  })
})

describe('a bank statement', () => {
  it('pays invoices by reference number, in full, in part and too much, once however often imported', async () => {
    const [full, part, over, other] = [
      await deliveredInvoice(),
      await deliveredInvoice(),
      await deliveredInvoice(),
      await deliveredInvoice(),
    ]
    const entries: StatementEntry[] = [
      {
        ref: `S1-${full.id}`,
        amount: eurText(cents(full.totalEur)),
        reference: full.referenceNumber,
        date: today,
      },
      {
        ref: `S2-${part.id}`,
        amount: '1.00',
        text: `Arve ${part.number} viitenumber ${part.referenceNumber.replace(/(\d{4})(?=\d)/g, '$1 ')}`,
        name: 'KIVIMURD OÜ',
        date: today,
      },
      {
        ref: `S3-${over.id}`,
        amount: eurText(cents(over.totalEur) + 1000),
        reference: over.referenceNumber,
        date: today,
      },
      {
        ref: `S4-${other.id}`,
        amount: '75.00',
        text: 'Muld 2 t, kohapeal makstud',
        name: 'JAAN TAMM',
        date: today,
      },
      {
        ref: `S5-${other.id}`,
        amount: '45.60',
        direction: 'DBIT',
        reference: other.referenceNumber,
        date: today,
      },
    ]
    const statement = camt053Statement(entries)
    const first = await importStatement(statement)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({
      entries: 4,
      matched: 3,
      unmatched: [{ id: expect.any(Number), amountEur: 75, reference: null, name: 'JAAN TAMM', date: today }],
      overpaid: [{ invoiceId: over.id, number: over.number, overpaidEur: 10 }],
    })
    expect(await getInvoice(full.id)).toMatchObject({ status: 'tasutud', paidEur: full.totalEur })
    expect(await getInvoice(part.id)).toMatchObject({ status: 'osaliselt tasutud', paidEur: 1 })
    expect(await getInvoice(over.id)).toMatchObject({
      status: 'tasutud',
      paidEur: (cents(over.totalEur) + 1000) / 100,
    })
    // The debit entry named an invoice's reference number: it is no payment.
    expect(await getInvoice(other.id)).toMatchObject({ status: 'tasumata', paidEur: 0 })

    const before = await paymentState()
    const again = await importStatement(statement)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ entries: 0, matched: 0, unmatched: [], alreadyImported: 4 })
    expect(await paymentState()).toEqual(before)

    const [unmatched] = first.body.unmatched as { id: number }[]
    const listed = await call('GET', '/api/admin/bank-statements')
    expect((listed.body.unmatched as { id: number }[]).map((entry) => entry.id)).toContain(unmatched!.id)
    const assigned = await call('POST', `/api/admin/bank-statements?id=${unmatched!.id}`, {
      invoiceId: other.id,
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(await getInvoice(other.id)).toMatchObject({ paidEur: 75 })
    const twice = await call('POST', `/api/admin/bank-statements?id=${unmatched!.id}`, {
      invoiceId: other.id,
    })
    expect(twice.status).toBe(409)
    const afterList = await call('GET', '/api/admin/bank-statements')
    expect((afterList.body.unmatched as { id: number }[]).map((entry) => entry.id)).not.toContain(
      unmatched!.id,
    )
  })

  it('imports a statement as a real bank exports it, its debit ignored, and counts it once', async () => {
    const fixture = await readFile('tests/fixtures/camt053/swedbank-statement.xml')
    const first = await importStatement(fixture)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // Four credits and a debit; whatever they pay here, the debit is never an entry.
    expect(first.body.entries).toBe(4)
    const again = await importStatement(fixture)
    expect(again.body).toMatchObject({ entries: 0, matched: 0, unmatched: [], alreadyImported: 4 })
  })

  it('refuses what is no camt.053, too large, with a DOCTYPE or entities, in Estonian, storing nothing', async () => {
    const before = await paymentState()
    const fixture = (name: string) => readFile(`tests/fixtures/camt053/${name}`)
    const cases: [string | Buffer, string, string][] = [
      [await fixture('billion-laughs.xml'), 'application/xml', statementMessages.entity],
      [await fixture('external-entity.xml'), 'application/xml', statementMessages.entity],
      [await fixture('external-dtd.xml'), 'application/xml', statementMessages.doctype],
      [await fixture('payment-order.xml'), 'application/xml', statementMessages.notCamt053],
      ['<a>tere</a>', 'application/xml', statementMessages.notCamt053],
      ['see ei ole XML', 'text/xml', statementMessages.notXml],
      [
        camt053Statement([{ ref: 'BIG', amount: '1.00', text: 'x'.repeat(5 * 1024 * 1024) }]),
        'application/xml',
        statementMessages.tooLarge,
      ],
      [
        camt053Statement([]),
        'application/json',
        'Pangaväljavõte saadetakse XML-failina (Content-Type: application/xml).',
      ],
    ]
    for (const [body, type, message] of cases) {
      const answer = await importStatement(body, type)
      expect(answer.status, message).toBe(400)
      expect(answer.body.error).toBe(message)
    }
    expect(await paymentState()).toEqual(before)
  })
})

describe('overdue invoices and their reminder', () => {
  /** Moves an invoice's due date into the past, as if it had been issued long ago. */
  async function dueOn(id: number, date: string) {
    await site.runtime.database.db.update(invoices).set({ dueDate: date }).where(eq(invoices.id, id))
  }

  const reminders = (id: number) =>
    site.runtime.database.db
      .select({ subject: outbox.subject, text: outbox.text, to: outbox.to })
      .from(outbox)
      .where(sql`${outbox.invoiceId} = ${id} and ${outbox.kind} = 'invoice-reminder'`)

  it('is overdue after its due date unpaid, and gets one reminder the day after, from any number of runs', async () => {
    const overdue = await deliveredInvoice()
    const dueToday = await deliveredInvoice()
    const paid = await deliveredInvoice()
    const credited = await deliveredInvoice()
    const off = await deliveredInvoice()
    const yesterday = addDays(today, -1)
    for (const invoice of [overdue, paid, credited, off]) await dueOn(invoice.id, yesterday)
    await dueOn(dueToday.id, today)
    expect(await getInvoice(overdue.id)).toMatchObject({ overdue: true, status: 'tasumata' })
    expect(await getInvoice(dueToday.id)).toMatchObject({ overdue: false })
    const listed = await call('GET', '/api/admin/invoices?overdue=true')
    const overdueIds = (listed.body.invoices as { id: number }[]).map((item) => item.id)
    expect(overdueIds).toContain(overdue.id)
    expect(overdueIds).not.toContain(dueToday.id)

    expect((await pay(paid.id, { amountEur: paid.totalEur, date: today })).status).toBe(200)
    expect(await getInvoice(paid.id)).toMatchObject({ overdue: false, status: 'tasutud' })
    expect((await credit(credited.id, { reason: 'Arve koostati ekslikult' })).status).toBe(201)
    const turnedOff = await call('POST', `/api/admin/invoices?id=${off.id}&action=reminders`, { off: true })
    expect(turnedOff.status).toBe(200)
    expect(turnedOff.body.remindersOff).toBe(true)
    expect(
      (await call('POST', `/api/admin/invoices?id=${off.id}&action=reminders`, { off: 'jah' })).status,
    ).toBe(400)

    // Two processes checking at once: each invoice is claimed by one of them.
    const db = site.runtime.database.db
    const noDeps = { notifyTo: 'myyk@example.ee', customerUrl: () => null }
    const runs = await Promise.all([
      queueDueReminders(db, { today }, noDeps),
      queueDueReminders(db, { today }, noDeps),
    ])
    expect(runs.flat().filter((number) => number === overdue.number)).toHaveLength(1)
    expect(await queueDueReminders(db, { today }, noDeps)).toEqual([])

    const sent = await reminders(overdue.id)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toMatch(new RegExp(`^Meeldetuletus: arve ${overdue.number} on tasumata – `))
    expect(sent[0]!.to).toBe('mari@example.ee')
    for (const none of [dueToday, paid, credited, off]) expect(await reminders(none.id)).toEqual([])

    // The next day the invoice due today is overdue: its reminder goes then.
    expect(await queueDueReminders(db, { today: addDays(today, 1) }, noDeps)).toEqual([dueToday.number])
  })

  it('prints a Cyrillic name on the PDFs of the reminder and of the credit invoice', async () => {
    const invoice = await deliveredInvoice({ firstName: 'Иван', lastName: 'Петров' })
    await dueOn(invoice.id, addDays(today, -1))
    const db = site.runtime.database.db
    const noDeps = { notifyTo: 'myyk@example.ee', customerUrl: () => null }
    expect(await queueDueReminders(db, { today }, noDeps)).toContain(invoice.number)
    // What the outbox worker attaches to the queued mails, printed from the stored invoice.
    const attached = async (kind: string, invoiceId: number) => {
      const [job] = await db
        .select({ invoiceId: outbox.invoiceId })
        .from(outbox)
        .where(sql`${outbox.invoiceId} = ${invoiceId} and ${outbox.kind} = ${kind}`)
      const [file] = await invoiceAttachments(db)({ invoiceId: job!.invoiceId! })
      return pdfText(file!.content as Uint8Array)
    }
    expect(await attached('invoice-reminder', invoice.id)).toContain(`Arve nr ${invoice.number}`)
    expect(await attached('invoice-reminder', invoice.id)).toContain('Ostja Иван Петров')
    const answer = await credit(invoice.id, { reason: 'Возврат товара' })
    expect(answer.status).toBe(201)
    const issued = answer.body.credit as InvoiceJson
    const creditText = await attached('credit-invoice', issued.id)
    expect(creditText).toContain(`Kreeditarve nr ${issued.number}`)
    expect(creditText).toContain('Ostja Иван Петров')
  })
})
