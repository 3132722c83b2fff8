import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Statement } from '#app/domain/account-statement.ts'
import { formatDate, formatEur } from '#app/domain/format.ts'
import { addCalendarDays, periodTexts } from '#app/domain/stats-period.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { statementTexts } from '#app/lib/account-texts.ts'
import * as overviewPage from '#app/routes/account/overview.tsx'
import * as statementPage from '#app/routes/account/statement.tsx'
import * as statementFile from '#app/routes/account/statement-pdf.ts'
import { invoices } from '#app/server/db/schema.server.ts'
import { businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'
import { pdfText } from '../support/pdf-text.ts'

/**
 * The statement of account (saldoteatis) of /konto/saldo and its PDF (ADR 059): the balance before the
 * period, each invoice, credit invoice and payment of the period with the running balance, and a closing
 * balance that is the balance /konto shows; the signed-in company's own documents only; two days that do
 * not make a period refused in Estonian. On PGlite and on PostgreSQL.
 */

const site = setupInProcessSite({
  routes: {
    ...businessAccountRoutes,
  },
})
const { db, api, adminApi, load, deliver, placeOrder, account, prepare } = businessAccounts(site)
beforeAll(prepare)

type StatementPage = { error: string | null; statement: Statement }
const statementOn = async (query: string, cookie: string) =>
  (await load(statementPage, `/konto/saldo${query}`, {}, cookie)) as StatementPage
const invoiceByNumber = async (number: string) => {
  const [found] = await db().select().from(invoices).where(eq(invoices.number, number))
  return found!
}

describe('the statement of account', () => {
  it("lists the company's invoices, credit invoices and payments with a running balance that ends at its balance", async () => {
    const today = tallinnCalendarDate()
    const company = await account()
    const other = await account()
    const first = await deliver((await placeOrder({}, company.cookie)).body.orderId as number)
    const second = await deliver((await placeOrder({}, company.cookie)).body.orderId as number)
    const theirs = await deliver((await placeOrder({}, other.cookie)).body.orderId as number)
    const firstInvoice = await invoiceByNumber(first)
    const secondInvoice = await invoiceByNumber(second)
    await api('POST', `/api/admin/invoices?id=${firstInvoice.id}&action=payment`, {
      amountEur: 10,
      date: today,
    })
    const credited = await adminApi('POST', `/api/admin/invoices?id=${secondInvoice.id}&action=credit`, {
      reason: 'Tellimus tühistati pärast tarnet',
    })
    expect(credited.status, JSON.stringify(credited.body)).toBe(201)
    const creditNumber = (credited.body.credit as { number: string }).number

    const firstCents = firstInvoice.totalCents
    const secondCents = secondInvoice.totalCents
    const { error, statement } = await statementOn(`?from=${today}&to=${today}`, company.cookie)
    expect(error).toBeNull()
    expect(statement.openingCents).toBe(0)
    expect(
      statement.rows.map((row) => [row.kind, row.number, row.debitCents, row.creditCents, row.balanceCents]),
    ).toEqual([
      ['arve', first, firstCents, null, firstCents],
      ['arve', second, secondCents, null, firstCents + secondCents],
      ['kreeditarve', creditNumber, null, secondCents, firstCents],
      ['laekumine', first, null, 1000, firstCents - 1000],
    ])
    expect(statement.rows[2]).toMatchObject({ cancels: second })
    expect(statement.closingCents).toBe(firstCents - 1000)

    // The closing balance is what /konto says the company owes.
    const overview = (await load(overviewPage, '/konto', {}, company.cookie)) as {
      figures: { balanceCents: number }
    }
    expect(overview.figures.balanceCents).toBe(statement.closingCents)

    // A later period opens with that balance and has nothing in it.
    const tomorrow = addCalendarDays(today, 1)
    const later = await statementOn(`?from=${tomorrow}&to=${tomorrow}`, company.cookie)
    expect(later.statement).toMatchObject({
      openingCents: firstCents - 1000,
      rows: [],
      closingCents: firstCents - 1000,
    })

    // The other company's statement has its own invoice only.
    const theirStatement = await statementOn(`?from=${today}&to=${today}`, other.cookie)
    expect(theirStatement.statement.rows.map((row) => row.number)).toEqual([theirs])

    // The PDF prints the same statement, and nothing of the other company.
    const file = (await load(
      statementFile,
      `/konto/saldo/pdf?from=${today}&to=${today}`,
      {},
      company.cookie,
    )) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    const text = (await pdfText(new Uint8Array(await file.arrayBuffer()))).replace(/\s+/g, ' ')
    for (const expected of [
      statementTexts.title,
      company.customer.name,
      `Arve nr ${first}`,
      `Kreeditarve nr ${creditNumber}, tühistab arve nr ${second}`,
      `Laekumine, arve nr ${first}`,
      statementTexts.closing(formatDate(today)),
      formatEur(firstCents - 1000).replace(/\u00a0/g, ' '),
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain(theirs)
    expect(text).not.toContain(other.customer.name)
  })

  it('refuses two days that do not make a period in Estonian, on the page and for the PDF', async () => {
    const { cookie } = await account()
    const today = tallinnCalendarDate()
    const yesterday = addCalendarDays(today, -1)
    for (const [query, message] of [
      [`?from=${today}&to=${yesterday}`, periodTexts.reversed],
      [`?from=2020-01-01&to=${today}`, periodTexts.tooLong],
      ['?from=2026-02-30&to=2026-03-01', null],
      ['?from=eile&to=täna', null],
      [`?from=${today}&from=${today}&to=${today}`, 'Parameeter „from“ on päringus mitu korda.'],
    ] as const) {
      const page = await statementOn(query, cookie)
      expect(page.error, query).toEqual(message ?? expect.stringMatching(/kuupäev/i))
      // The page still shows this year's statement.
      expect(page.statement.period).toEqual({ from: `${today.slice(0, 4)}-01-01`, to: today })
      const file = (await load(statementFile, `/konto/saldo/pdf${query}`, {}, cookie)) as Response
      expect(file.status, query).toBe(400)
      expect(await file.text()).toBe(page.error)
    }
  })

  it('sends a visitor without a session to sign in', async () => {
    for (const module of [statementPage, statementFile]) {
      const signedOut = (await load(module, '/konto/saldo', {})) as Response
      expect(signedOut.status).toBe(302)
      expect(signedOut.headers.get('Location')).toBe('/konto/sisene')
    }
  })
})
