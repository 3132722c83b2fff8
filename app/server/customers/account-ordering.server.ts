import { and, asc, eq, inArray, lt } from 'drizzle-orm'
import type { CompanyBuyer } from '#app/domain/company-buyer.ts'
import type { OrderAccount } from '#app/domain/customer-account.ts'
import { formatDate, formatEur } from '#app/domain/format.ts'
import { addCalendarDays } from '#app/domain/stats-period.ts'
import type { Database } from '../db/database.server.ts'
import { customerPrices, customers, invoices } from '../db/schema.server.ts'
import { accountSites } from './account-changes.server.ts'
import { creditExposure } from './account-read.server.ts'

/**
 * A business account as it orders (ADR 059): the company the order is made out to, its agreed prices,
 * its saved sites, and the credit check every order on account passes through. The company comes from
 * the signed-in person's session, never from the form.
 */

export interface AccountSite {
  id: number
  name: string
  address: string
  /** Road distance in tenths of a km, measured by the server when the site was saved; null if unknown. */
  distanceTenthsKm: number | null
}

export interface OrderingAccount {
  customerId: number
  company: CompanyBuyer
  /** The agreed net price per tonne of each product that has one, in cents. */
  prices: ReadonlyMap<number, number>
  sites: readonly AccountSite[]
}

/** The company's legal address on one line, as an invoice states a buyer's address. */
export function customerAddressLine(customer: { street: string; postalCode: string; city: string }): string {
  return `${customer.street}, ${customer.postalCode} ${customer.city}`
}

/** An active company as it orders; null when it is not active (suspended, refused, gone). */
export async function orderingAccount(db: Database, customerId: number): Promise<OrderingAccount | null> {
  const [[customer], prices, sites] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.status, 'aktiivne')))
      .limit(1),
    db
      .select({ productId: customerPrices.productId, cents: customerPrices.netPriceCents })
      .from(customerPrices)
      .where(eq(customerPrices.customerId, customerId)),
    accountSites(db, customerId),
  ])
  if (!customer) return null
  return {
    customerId,
    company: {
      name: customer.name,
      registryCode: customer.registryCode,
      vatNumber: customer.vatNumber,
      address: customerAddressLine(customer),
    },
    prices: new Map(prices.map((row) => [row.productId, row.cents])),
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      address: site.address,
      distanceTenthsKm: site.distanceKm === null ? null : Math.round(Number(site.distanceKm) * 10),
    })),
  }
}

/** The order form's view of a signed-in person's company; null when it cannot order on account now. */
export async function accountOrderView(
  db: Database,
  person: { customerId: number; name: string; email: string },
  productId: number,
): Promise<OrderAccount | null> {
  const [account, [contact]] = await Promise.all([
    orderingAccount(db, person.customerId),
    db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, person.customerId)),
  ])
  if (!account) return null
  return {
    companyName: account.company.name,
    registryCode: account.company.registryCode,
    vatNumber: account.company.vatNumber,
    address: account.company.address ?? '',
    personName: person.name,
    email: person.email,
    phone: contact?.phone ?? '',
    agreedPriceCents: account.prices.get(productId) ?? null,
    sites: account.sites,
  }
}

export interface CreditVerdict {
  hold: boolean
  /** Why the order waits for staff's decision, with the figures; null when it does not. */
  reason: string | null
}

/**
 * The credit check of a new order on account, in the transaction that stores it: the order is held when
 * the company's open invoices, plus its confirmed orders not yet delivered, plus this order, exceed its
 * credit limit (no limit agreed: every order waits), or when one of its invoices is overdue by more than
 * `overdueDays`.
 */
export async function creditVerdict(
  tx: Database,
  input: { customerId: number; orderCents: number; today: string; overdueDays: number },
): Promise<CreditVerdict> {
  const overdueBefore = addCalendarDays(input.today, -input.overdueDays)
  // The company's row is locked first: two orders of one company at once are judged one after the other.
  const [customer] = await tx
    .select({ creditLimitCents: customers.creditLimitCents })
    .from(customers)
    .where(eq(customers.id, input.customerId))
    .for('update')
  const [{ openInvoicesCents: openCents, undeliveredCents }, [late]] = await Promise.all([
    creditExposure(tx, input.customerId),
    tx
      .select({ number: invoices.number, dueDate: invoices.dueDate })
      .from(invoices)
      .where(
        and(
          eq(invoices.customerId, input.customerId),
          eq(invoices.kind, 'arve'),
          inArray(invoices.status, ['tasumata', 'osaliselt tasutud']),
          lt(invoices.dueDate, overdueBefore),
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(1),
  ])
  const reasons: string[] = []
  if (late) reasons.push(creditTexts.overdue(late.number, late.dueDate, input.overdueDays))
  const limit = customer?.creditLimitCents ?? null
  if (limit === null) reasons.push(creditTexts.noLimit)
  else if (openCents + undeliveredCents + input.orderCents > limit)
    reasons.push(creditTexts.overLimit({ openCents, undeliveredCents, orderCents: input.orderCents, limit }))
  return reasons.length > 0 ? { hold: true, reason: reasons.join(' ') } : { hold: false, reason: null }
}

export const creditTexts = {
  held: 'Tellimus ootab krediidiotsust',
  noLimit: 'Ettevõttel ei ole kokkulepitud krediidilimiiti.',
  overLimit: (figures: { openCents: number; undeliveredCents: number; orderCents: number; limit: number }) =>
    `Krediidilimiit ${formatEur(figures.limit)} on ületatud: tasumata arved ${formatEur(figures.openCents)}, kinnitatud ja tarnimata tellimused ${formatEur(figures.undeliveredCents)}, see tellimus ${formatEur(figures.orderCents)}.`,
  overdue: (number: string, dueDate: string, days: number) =>
    `Arve ${number} maksetähtaeg (${formatDate(dueDate)}) on ületatud rohkem kui ${days} päeva.`,
  override: 'Kinnita krediidilimiidist hoolimata',
  overrideRequired:
    'Tellimus ootab krediidiotsust. Kinnitamiseks märkige „Kinnita krediidilimiidist hoolimata“.',
} as const
