import { builtInBusinessFacts } from '#app/content/business.ts'
import type { Database } from '#app/server/db/database.server.ts'
import { siteContent } from '#app/server/db/schema.server.ts'

/**
 * The seller's facts without which no invoice is issued, and so no order is marked delivered: a registry
 * code and a KMKR number with valid check digits, and a real-format IBAN (the Estonian example account of
 * the IBAN registry). The built-in business facts leave them empty, as a new installation has them.
 */
export const invoicingFacts = {
  registryCode: '12345678',
  vatNumber: 'EE123456780',
  iban: 'EE382200221020145685',
  bankName: 'AS SEB Pank',
} as const

/** The built-in business facts with the invoicing facts, as the owner would have saved them. */
export const invoicingBusiness = { ...builtInBusinessFacts, ...invoicingFacts }

/** Stores the business facts with the invoicing facts in a server's database before it starts. */
export async function storeInvoicingBusiness(db: Database): Promise<void> {
  await db
    .insert(siteContent)
    .values({ key: 'business', value: invoicingBusiness, updatedBy: 'test' })
    .onConflictDoUpdate({ target: siteContent.key, set: { value: invoicingBusiness } })
}

/** Adds the invoicing facts to a running server's business settings through PUT /api/admin/business. */
export async function enableInvoicing(baseUrl: string, token: string): Promise<void> {
  const headers = { 'X-Admin-Token': token, 'Content-Type': 'application/json' }
  const current = await fetch(`${baseUrl}/api/admin/business`, { headers })
  if (!current.ok) throw new Error(`GET /api/admin/business: ${current.status}`)
  const saved = await fetch(`${baseUrl}/api/admin/business`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...((await current.json()) as object), ...invoicingFacts }),
  })
  if (!saved.ok) throw new Error(`PUT /api/admin/business: ${saved.status} ${await saved.text()}`)
}
