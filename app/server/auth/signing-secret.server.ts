import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { appMeta } from '../db/schema.server.ts'
import { getRuntime } from '../runtime.server.ts'

const key = 'signing_secret'

/**
 * The installation's secret for signing values the browser hands back (chosen address suggestions)
 * and for hashing client addresses. Kept in the database so that every server process on one
 * database agrees on it, and created on first start.
 */
export async function loadSigningSecret(db: Database): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key))
  if (!row) throw new Error('The signing secret could not be stored')
  return row.value
}

export function getSigningSecret(): string {
  return getRuntime().signingSecret
}
