import { eq } from 'drizzle-orm'
import type { BusinessInfo } from '#app/content/business.ts'
import type { CompanyBuyer } from '#app/domain/company-buyer.ts'
import { customerCancelTexts } from '#app/domain/customer-order-forms.ts'
import { parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import type { Database } from '../db/database.server.ts'
import { type OrderRow, orders } from '../db/schema.server.ts'
import type { GeoService } from '../geo/geo-service.server.ts'
import { getGeoService } from '../geo/geo-service.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { customerUrl, newCustomerLink } from './customer-link.server.ts'
import type { OrderChangeDependencies } from './order-mails.server.ts'

/**
 * What every staff change of an order shares: its dependencies and result, its texts, the order locked
 * for the change, the columns each change sets besides its own, and the customer's link.
 */

export interface ChangeDependencies extends OrderChangeDependencies {
  geo: GeoService
  publicUrl: string
  /** The seller's facts an invoice is issued with; the running site's business settings by default. */
  business?: () => BusinessInfo
  /** Online payment is configured: the confirmation offers 'Maksa kohe'. */
  payOnline?: boolean
}

export type ChangeResult =
  | { ok: true; order: OrderRow; changed: boolean }
  | {
      ok: false
      status: 400 | 404 | 409 | 503
      error: string
      field?: string
      /** A staff page where what is missing can be put right. */
      link?: string
    }

export const changeTexts = {
  // The same rules as the customer's cancel: one text each.
  stale: customerCancelTexts.stale,
  notFound: customerCancelTexts.notFound,
  needsSchedule: 'Kinnitamiseks valige kuupäev ja ajavahemik.',
  reasonRequired: 'Hinna muutmisel kirjutage põhjus, mida klient näeb.',
  negativePrice: 'Hinnamuutus ei saa viia tonni hinda alla nulli.',
  addressForPickup: 'Tarneaadressi saab muuta ainult transpordiga tellimusel.',
  weighingNotDelivery: 'Kaalutud kogus ja kaalusedel märgitakse tellimuse tarnimisel (staatus „tarnitud“).',
  priceNotCorrection:
    'Tonni hinda muudetakse tellimuse kinnitamisel; tarnitud tellimusel parandab hinnamuutus arvet kreeditarvega.',
  deliveryWithoutDistance:
    'Tellimusel puudub tarne vahemaa, ilma selleta ei saa arvet koostada. Kinnitage tellimus uuesti koos tarneaadressiga.',
  buyerAfterInvoice: (number: string) =>
    `Arve ${number} on juba koostatud: ostja andmeid ei saa enam muuta. Arvet saab parandada kreeditarvega.`,
} as const

export function fail(status: 400 | 404 | 409 | 503, error: string, field?: string): ChangeResult {
  return field ? { ok: false, status, error, field } : { ok: false, status, error }
}

/** The order's columns of a buyer company: set, or all null to take it off. */
export function companyColumns(buyer: CompanyBuyer | null) {
  return {
    companyName: buyer?.name ?? null,
    companyRegistryCode: buyer?.registryCode ?? null,
    companyVatNumber: buyer?.vatNumber ?? null,
    companyAddress: buyer?.address ?? null,
  }
}

/**
 * The columns a staff change of an order sets besides its own: the buyer company when one was sent, the
 * customer's link, the next version and the time.
 */
export function changeColumns(
  order: OrderRow,
  change: {
    company: CompanyBuyer | null | undefined
    link: { salt: string; hash: string | null }
    now: Date
  },
) {
  const { company, link, now } = change
  return {
    ...(company === undefined ? {} : companyColumns(company)),
    customerTokenSalt: link.salt,
    ...(link.hash ? { customerTokenHash: link.hash } : {}),
    version: order.version + 1,
    updatedAt: now,
  }
}

export const sameCompany = (a: CompanyBuyer | null, b: CompanyBuyer | null) =>
  JSON.stringify(a) === JSON.stringify(b)

export function emptyToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The link to the customer's page, giving the order a salt first when it was placed before there were links. */
export function ensureLink(
  deps: ChangeDependencies,
  order: OrderRow,
): { salt: string; hash: string | null; url: string } {
  if (order.customerTokenSalt) {
    return {
      salt: order.customerTokenSalt,
      hash: null,
      url: customerUrl(deps.publicUrl, deps.signingSecret, order.customerTokenSalt),
    }
  }
  const link = newCustomerLink(deps.signingSecret)
  return { salt: link.salt, hash: link.hash, url: `${deps.publicUrl}/tellimus/${link.token}` }
}

export function lockOrder(tx: Database, id: number) {
  return tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1)
}

/** The window of a confirmed order as people read it, 'HH:MM–HH:MM'; null before confirmation. */
export function orderWindowLabel(order: Pick<OrderRow, 'windowStart' | 'windowEnd'>): string | null {
  const window =
    order.windowStart && order.windowEnd ? parseWindow(`${order.windowStart}-${order.windowEnd}`) : null
  return window ? windowLabel(window) : null
}

/** The running server's dependencies of these changes, and of placing an order (placeOrder). */
export function changeDependencies(): ChangeDependencies {
  const runtime = getRuntime()
  return {
    db: runtime.database.db,
    geo: getGeoService(),
    signingSecret: runtime.signingSecret,
    publicUrl: runtime.config.publicUrl,
    notifyTo: runtime.config.mail.notifyTo,
    afterCommit: wakeOutbox,
    payOnline: runtime.config.montonio !== undefined,
  }
}

/** The customer's page of an order on the running server; null for an order placed before there were any. */
export function customerUrlOf(order: Pick<OrderRow, 'customerTokenSalt'>): string | null {
  if (!order.customerTokenSalt) return null
  const runtime = getRuntime()
  return customerUrl(runtime.config.publicUrl, runtime.signingSecret, order.customerTokenSalt)
}

/** Thrown to roll back a transaction that would change nothing. */
export class Unchanged extends Error {
  constructor(readonly order: OrderRow) {
    super('unchanged')
  }
}
