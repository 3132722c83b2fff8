import { sql } from 'drizzle-orm'
import { largestFirst } from '#app/domain/list-order.ts'
import type { Receivables } from '#app/domain/overview-figures.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { type Database, rowsOf } from '../db/database.server.ts'

export const ageLabels = ['0–30 päeva', '31–60 päeva', 'üle 60 päeva'] as const

const byDebt = largestFirst<{ name: string; cents: number }>(
  (debtor) => [debtor.cents],
  (debtor) => debtor.name,
)

/** The Tallinn calendar day whose end `asOf` is, or the day it falls in: the last day that counts. */
function lastDayBefore(asOf: Date): string {
  return tallinnCalendarDate(new Date(asOf.getTime() - 1))
}

/**
 * THE ONE PLACE THAT READS RECEIVABLES, as they stood at the end of the Tallinn day before `asOf` (the
 * API's unpaidEur/overdueEur and the overview's debt block read them from here). Each invoice issued by
 * then is open for its total less the payments that arrived by then and the credit invoices issued by
 * then (whose totals are negative); an overpaid invoice owes nothing rather than a negative amount.
 * Overdue is what is open past its due date, bucketed by days past due into `ageLabels`; debtors are
 * the buyers by the name on the invoice, the five who owe most, equal debts by name (list-order.ts: the
 * database gives every debtor tied with the fifth, and the names are ordered here). Counted from the
 * payments rather than the invoice's kept paid sum, so that a past period reads as it stood then. The overview keeps its answers until the orders or
 * invoices change: invoices and invoice_payments move the same version (drizzle/0012_invoice_payments.sql).
 */
export async function receivablesAsOf(db: Database, asOf: Date): Promise<Receivables> {
  const day = lastDayBefore(asOf)
  const open = sql`
    with open as (
      select i.buyer ->> 'name' as name, i.due_date,
        i.total - coalesce(p.paid, 0) + coalesce(c.credited, 0) as amount,
        ${day}::date - i.due_date as days_late
      from invoices i
      left join (
        select invoice_id, sum(amount) as paid from invoice_payments where date <= ${day}::date group by invoice_id
      ) p on p.invoice_id = i.id
      left join (
        select credited_invoice_id, sum(total) as credited from invoices
        where kind = 'kreeditarve' and issue_date <= ${day}::date group by credited_invoice_id
      ) c on c.credited_invoice_id = i.id
      where i.kind = 'arve' and i.issue_date <= ${day}::date
    )`
  const cents = (expression: string) => sql.raw(`coalesce(round(sum(amount) ${expression} * 100), 0)::text`)
  const [row] = rowsOf<Record<'unpaid' | 'overdue' | 'a0' | 'a1' | 'a2', string>>(
    await db.execute(sql`
    ${open}
    select ${cents('')} as unpaid,
      ${cents('filter (where days_late > 0)')} as overdue,
      ${cents('filter (where days_late between 1 and 30)')} as a0,
      ${cents('filter (where days_late between 31 and 60)')} as a1,
      ${cents('filter (where days_late > 60)')} as a2
    from open where amount > 0`),
  )
  const debtors = rowsOf<{ name: string; cents: string }>(
    await db.execute(sql`
    ${open}
    select name, round(sum(amount) * 100)::text as cents from open where amount > 0
    group by name order by sum(amount) desc fetch first 5 rows with ties`),
  )
  return {
    unpaidCents: Number(row?.unpaid ?? 0),
    overdueCents: Number(row?.overdue ?? 0),
    byAge: ageLabels.map((label, index) => ({
      label,
      cents: Number(row?.[`a${index}` as 'a0' | 'a1' | 'a2'] ?? 0),
    })),
    debtors: debtors
      .map((debtor) => ({ name: debtor.name, cents: Number(debtor.cents) }))
      .sort(byDebt)
      .slice(0, 5),
  }
}

/** Reads receivables as at moments, each Tallinn day once: a period's end and now are often the same day. */
export function receivablesReader(db: Database): (asOf: Date) => Promise<Receivables> {
  const read = new Map<string, Promise<Receivables>>()
  return (asOf) => {
    const day = lastDayBefore(asOf)
    const found = read.get(day) ?? receivablesAsOf(db, asOf)
    read.set(day, found)
    return found
  }
}
