import type { Database } from '../db/database.server.ts'

/** What customers owe at one moment: open invoices, those past due, by age, and the largest debtors. */
export interface Receivables {
  unpaidCents: number
  overdueCents: number
  /** Overdue amounts by days past due: 0–30, 31–60, over 60. */
  byAge: { label: string; cents: number }[]
  /** The five customers who owe the most, largest first. */
  debtors: { name: string; cents: number }[]
}

export const ageLabels = ['0–30 päeva', '31–60 päeva', 'üle 60 päeva'] as const

/**
 * THE ONE PLACE THAT READS RECEIVABLES. Invoices are not in the schema yet: until they are, nothing is
 * owed and this answers zeros and an empty list. When the invoices table lands, this function sums the
 * invoices issued before `asOf` less credit invoices and payments received before it (unpaid), those of
 * them past their due date (overdue, bucketed by days past due into `ageLabels`), and the five largest
 * debtors by customer; every caller (the API's unpaidEur/overdueEur, the overview's debt block) reads
 * it from here. The overview keeps its answers until the orders change (overview-cache.server.ts): the
 * invoices and payments tables get the same version trigger as the orders (drizzle/0011_orders_version.sql).
 */
export async function receivablesAsOf(_db: Database, _asOf: Date): Promise<Receivables> {
  return {
    unpaidCents: 0,
    overdueCents: 0,
    byAge: ageLabels.map((label) => ({ label, cents: 0 })),
    debtors: [],
  }
}
