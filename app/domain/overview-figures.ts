/**
 * The owner's overview's figures as plain data: what the server computes (app/server/stats) and the
 * page's parts (app/admin/overview) show. Money in cents, distance in tenths of a kilometre.
 */

/** The counts and sums of one period. */
export interface PeriodCounts {
  from: string
  to: string
  orders: { received: number; confirmed: number; delivered: number; cancelled: number }
  deliveredTonnes: number
  netCents: number
  vatCents: number
  loads: number
  kmTenths: number
}

/** What customers owe at one moment: open invoices, those past due, by age, and the largest debtors. */
export interface Receivables {
  unpaidCents: number
  overdueCents: number
  /** Overdue amounts by days past due: 0–30, 31–60, over 60. */
  byAge: { label: string; cents: number }[]
  /** The five customers who owe the most, largest first. */
  debtors: { name: string; cents: number }[]
}

/** What waits for staff now: new orders to confirm, and the deliveries of the next seven days. */
export interface Waiting {
  awaitingConfirmation: number
  nextDeliveries: number
  nextTonnes: number
}
