import { and, asc, eq, sql } from 'drizzle-orm'
import type { AccountChangeTexts } from '#app/domain/customer-account.ts'
import { isWithinDeliveryRange, metresToTenthsKm } from '#app/domain/order-rules.ts'
import { accountChangeTextsIn, maxSites } from '#app/lib/account-texts.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { customerSites, customerUsers } from '../db/schema.server.ts'
import type { GeoService } from '../geo/geo-service.server.ts'
import { log } from '../log.server.ts'
import type { ChangeResult } from './customer-accounts.server.ts'

/**
 * What a company's own people change on their account (ADR 059): its saved delivery sites, and (its
 * admins) its people. The company is always the session's; each change is in the audit log under the
 * person who made it.
 */

export { maxSites }

/** The Estonian answers: the tests and staff read them; a page passes its own language's. */
export const accountChangeTexts = accountChangeTextsIn('et')

/** The company's saved sites, by name. */
export function accountSites(db: Database, customerId: number) {
  return db
    .select({
      id: customerSites.id,
      name: customerSites.name,
      address: customerSites.address,
      distanceKm: customerSites.distanceKm,
    })
    .from(customerSites)
    .where(eq(customerSites.customerId, customerId))
    .orderBy(asc(customerSites.name), asc(customerSites.id))
}

/** The company's people, admins first. */
export function accountPeople(db: Database, customerId: number) {
  return db
    .select({
      id: customerUsers.id,
      email: customerUsers.email,
      name: customerUsers.name,
      role: customerUsers.role,
    })
    .from(customerUsers)
    .where(eq(customerUsers.customerId, customerId))
    .orderBy(sql`${customerUsers.role} <> 'admin'`, asc(customerUsers.name), asc(customerUsers.id))
}

/**
 * Saves a delivery site: the address found and its road distance measured by the server, as for an
 * order, and stored as the geo service names it (the order form and 'Telli uuesti' show that name).
 */
export async function saveSite(
  deps: { db: Database; geo: GeoService },
  actor: string,
  customerId: number,
  input: { name: string; address: string },
  texts: AccountChangeTexts = accountChangeTexts,
): Promise<ChangeResult<{ id: number }>> {
  const found = await deps.geo.geocode(input.address)
  if (!found) return { ok: false, status: 400, error: texts.addressNotFound, field: 'address' }
  let tenths: number
  try {
    tenths = metresToTenthsKm((await deps.geo.distanceFromQuarry(found)).metres)
  } catch (error) {
    log.error({ err: error }, 'account site: the distance could not be computed')
    return { ok: false, status: 400, error: texts.distanceFailed, field: 'address' }
  }
  if (!isWithinDeliveryRange(tenths))
    return { ok: false, status: 400, error: texts.outOfRange, field: 'address' }
  return deps.db.transaction(async (tx): Promise<ChangeResult<{ id: number }>> => {
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(customerSites)
      .where(eq(customerSites.customerId, customerId))
    if ((counted?.n ?? 0) >= maxSites) return { ok: false, status: 400, error: texts.tooManySites }
    const site = { name: input.name, address: found.label, distanceKm: (tenths / 10).toFixed(1) }
    const [row] = await tx
      .insert(customerSites)
      .values({ customerId, ...site })
      .returning({ id: customerSites.id })
    await recordAudit(tx, {
      admin: actor,
      action: 'add_site',
      entity: 'customer',
      entityId: customerId,
      after: site,
    })
    return { ok: true, value: row! }
  })
}

/** Removes one of the company's sites; another company's, or one already gone, is not found. */
export async function removeSite(
  db: Database,
  actor: string,
  customerId: number,
  siteId: number,
  texts: AccountChangeTexts = accountChangeTexts,
): Promise<ChangeResult<{ id: number }>> {
  return db.transaction(async (tx): Promise<ChangeResult<{ id: number }>> => {
    const [removed] = await tx
      .delete(customerSites)
      .where(and(eq(customerSites.id, siteId), eq(customerSites.customerId, customerId)))
      .returning()
    if (!removed) return { ok: false, status: 404, error: texts.siteGone }
    await recordAudit(tx, {
      admin: actor,
      action: 'remove_site',
      entity: 'customer',
      entityId: customerId,
      before: { name: removed.name, address: removed.address },
    })
    return { ok: true, value: { id: removed.id } }
  })
}
