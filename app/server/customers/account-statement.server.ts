import { and, asc, between, eq, lt } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  buildStatement,
  type Statement,
  type StatementEntry,
  statementPresets,
} from '#app/domain/account-statement.ts'
import type { Period } from '#app/domain/stats-period.ts'
import { statementTexts } from '#app/lib/account-texts.ts'
import type { Database } from '../db/database.server.ts'
import { sumAsCents } from '../db/money-column.server.ts'
import { customers, invoicePayments, invoices } from '../db/schema.server.ts'
import { requestedPeriod } from '../stats/stats-query.server.ts'

/**
 * A business account's statement of a period (saldoteatis, ADR 059): the balance before the period, then
 * each invoice and credit invoice on its issue date and each payment on the day it arrived, with the
 * running balance. Bounded by the signed-in person's company, whose id comes from the session. Its
 * closing balance on today's date is the balance /konto shows (invoices less payments and credits).
 */

const cents = (value: string | null | undefined) => Number(value ?? 0)

export interface StatementCompany {
  name: string
  registryCode: string
  vatNumber: string | null
  street: string
  city: string
  postalCode: string
}

export async function accountStatement(
  db: Database,
  customerId: number,
  period: Period,
): Promise<{ company: StatementCompany | null; statement: Statement }> {
  const mine = eq(invoices.customerId, customerId)
  const cancelled = alias(invoices, 'cancelled')
  const [[company], [invoicedBefore], [paidBefore], issued, paid] = await Promise.all([
    db
      .select({
        name: customers.name,
        registryCode: customers.registryCode,
        vatNumber: customers.vatNumber,
        street: customers.street,
        city: customers.city,
        postalCode: customers.postalCode,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
    db
      .select({ cents: sumAsCents(invoices.totalCents) })
      .from(invoices)
      .where(and(mine, lt(invoices.issueDate, period.from))),
    db
      .select({ cents: sumAsCents(invoicePayments.amountCents) })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(mine, lt(invoicePayments.date, period.from))),
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        date: invoices.issueDate,
        number: invoices.number,
        cancels: cancelled.number,
        cents: invoices.totalCents,
      })
      .from(invoices)
      .leftJoin(cancelled, eq(cancelled.id, invoices.creditedInvoiceId))
      .where(and(mine, between(invoices.issueDate, period.from, period.to)))
      .orderBy(asc(invoices.issueDate), asc(invoices.id)),
    db
      .select({
        id: invoicePayments.id,
        date: invoicePayments.date,
        number: invoices.number,
        source: invoicePayments.source,
        cents: invoicePayments.amountCents,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(mine, between(invoicePayments.date, period.from, period.to)))
      .orderBy(asc(invoicePayments.date), asc(invoicePayments.id)),
  ])
  // One day's invoices before its payments: a payment on the day of its invoice follows it.
  const entries: (StatementEntry & { order: [string, number, number] })[] = [
    ...issued.map((row) => ({
      kind: row.kind,
      date: row.date,
      number: row.number,
      cancels: row.cancels,
      cents: row.cents,
      order: [row.date, 0, row.id] as [string, number, number],
    })),
    ...paid.map((row) => ({
      kind: 'laekumine' as const,
      date: row.date,
      number: row.number,
      source: row.source,
      cents: -row.cents,
      order: [row.date, 1, row.id] as [string, number, number],
    })),
  ]
  entries.sort(
    (a, b) => a.order[0].localeCompare(b.order[0]) || a.order[1] - b.order[1] || a.order[2] - b.order[2],
  )
  const opening = cents(invoicedBefore?.cents) - cents(paidBefore?.cents)
  return {
    company: company ?? null,
    statement: buildStatement(
      period,
      opening,
      entries.map(({ order: _order, ...entry }) => entry),
    ),
  }
}

/**
 * The statement a request asks for: the period of its `from` and `to` (this year to today when it names
 * none), or this year with the Estonian reason when they do not make a period.
 */
export async function requestedStatement(db: Database, customerId: number, request: Request, today: string) {
  const [thisYear] = statementPresets(today, statementTexts)
  const { period, error } = requestedPeriod(request, thisYear!.period)
  return { error, ...(await accountStatement(db, customerId, period)) }
}
