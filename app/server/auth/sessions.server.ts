import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { admins, sessions } from '../db/schema.server.ts'

/** A session ends after 12 hours without use, and after 7 days whatever happens. */
export const sessionIdleMs = 12 * 60 * 60 * 1000
export const sessionMaxMs = 7 * 24 * 60 * 60 * 1000
/** Use is recorded at most once a minute per session, not on every request. */
const touchEveryMs = 60 * 1000

export interface AdminSession {
  sessionId: number
  adminId: number
  username: string
}

/** Only the hash is stored: a copy of the table does not let anyone sign in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export async function createSession(db: Database, adminId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    adminId,
    expiresAt: new Date(Date.now() + sessionIdleMs),
  })
  return token
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/

/**
 * A session's use, to be recorded when it was last recorded over a minute ago: seen now, and ending after
 * `idleMs` more without use, but never later than `maxMs` after it began. Null: nothing to record yet.
 * The staff's sessions and the business customers' (customer-sessions.server.ts) both slide this way.
 */
export function renewedSession(
  session: { createdAt: Date; lastSeenAt: Date },
  limits: { idleMs: number; maxMs: number },
  now = Date.now(),
): { lastSeenAt: Date; expiresAt: Date } | null {
  if (now - session.lastSeenAt.getTime() <= touchEveryMs) return null
  return {
    lastSeenAt: new Date(now),
    expiresAt: new Date(Math.min(now + limits.idleMs, session.createdAt.getTime() + limits.maxMs)),
  }
}

/** The live session a token belongs to, or null when it is unknown, expired or revoked. */
export async function resolveSession(db: Database, token: string): Promise<AdminSession | null> {
  if (!tokenShape.test(token)) return null
  const [row] = await db
    .select({
      sessionId: sessions.id,
      adminId: sessions.adminId,
      username: admins.username,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  if (!row) return null
  const renewal = renewedSession(row, { idleMs: sessionIdleMs, maxMs: sessionMaxMs })
  if (renewal) await db.update(sessions).set(renewal).where(eq(sessions.id, row.sessionId))
  return { sessionId: row.sessionId, adminId: row.adminId, username: row.username }
}

export async function revokeSession(db: Database, sessionId: number) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId))
}
