import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { admins, loginBudgets, loginFailures, sessions } from '../db/schema.server.ts'
import { hashPassword, maxPasswordLength, minPasswordLength } from './passwords.server.ts'

export const usernamePattern = /^[\p{L}\p{N}._@-]{1,64}$/u

/** A problem with a new username or password, in the words the admin command and the server print. */
export function credentialProblem(username: string, password: string): string | null {
  if (!usernamePattern.test(username))
    return 'Kasutajanimi peab olema 1-64 märki: tähed, numbrid, punkt, alakriips, sidekriips või @.'
  if (password.length < minPasswordLength)
    return `Parool peab olema vähemalt ${minPasswordLength} märki pikk.`
  if (password.length > maxPasswordLength) return `Parool võib olla kuni ${maxPasswordLength} märki pikk.`
  return null
}

export function findAdmin(db: Database, username: string) {
  return db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.username})`, username.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0])
}

/** Creates an admin; false when the username is taken (case does not make a new name). */
export async function createAdmin(db: Database, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password)
  const inserted = await db
    .insert(admins)
    .values({ username: username.trim(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: admins.id })
  return inserted.length > 0
}

/** Sets a new password, ends every session of that admin and lifts a lockout; false if no such admin. */
export async function setAdminPassword(db: Database, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash })
      .where(eq(sql`lower(${admins.username})`, username.trim().toLowerCase()))
      .returning({ id: admins.id })
    if (!admin) return false
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(sql`${sessions.adminId} = ${admin.id} and ${sessions.revokedAt} is null`)
    // A new password forgets the failures and refills the budget of sign-in attempts (ADR 026).
    const key = username.trim().toLowerCase()
    await tx.delete(loginFailures).where(eq(loginFailures.username, key))
    await tx.delete(loginBudgets).where(eq(loginBudgets.username, key))
    return true
  })
}

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD at start: creates that admin when there is no admin at all. Later
 * starts change nothing (a password changed with `npm run admin -- passwd` stays).
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: { username: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'none'> {
  if (!admin) return 'none'
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1)
  if (existing) return 'exists'
  return (await createAdmin(db, admin.username, admin.password)) ? 'created' : 'exists'
}
