import { randomBytes } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CustomerRole } from '#app/domain/customer-account.ts'
import { secureCookie } from '../auth/guard.server.ts'
import { renewedSession, tokenHash } from '../auth/sessions.server.ts'
import type { Database } from '../db/database.server.ts'
import { customerSessions, customerSignInLinks, customers, customerUsers } from '../db/schema.server.ts'

/**
 * A business customer's sign-in (ADR 059): a link mailed to the person, good once for 15 minutes, opens a
 * session of its own cookie, apart from the staff's. Only hashes are stored. A session ends after 14 days
 * without use, after 60 days whatever happens, when the person is removed (the rows go with them) and
 * when the account is suspended (its sessions are revoked, and a session of an account that is not
 * active is not honoured).
 */

export const customerCookieName = 'konto_session'
export const signInLinkMs = 15 * 60 * 1000
export const customerSessionIdleMs = 14 * 24 * 60 * 60 * 1000
export const customerSessionMaxMs = 60 * 24 * 60 * 60 * 1000

const tokenShape = /^[A-Za-z0-9_-]{43}$/

function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export interface CustomerSession {
  sessionId: number
  userId: number
  email: string
  name: string
  role: CustomerRole
  customerId: number
  customerName: string
}

/** A sign-in link's token for a person, stored hashed; mailed by the caller in the same transaction. */
export async function createSignInLink(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newToken()
  await db.insert(customerSignInLinks).values({
    tokenHash: tokenHash(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + signInLinkMs),
  })
  return token
}

/**
 * Uses a link once: its person's new session token, or null when the link is unknown, used, expired, or
 * its person or account is gone or not active. The link is spent by the same statement that checks it,
 * so two clicks at once open one session.
 */
export async function spendSignInLink(db: Database, token: string): Promise<string | null> {
  if (!tokenShape.test(token)) return null
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(customerSignInLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(customerSignInLinks.tokenHash, tokenHash(token)),
          isNull(customerSignInLinks.usedAt),
          gt(customerSignInLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: customerSignInLinks.userId })
    if (!link) return null
    const [person] = await tx
      .select({ id: customerUsers.id })
      .from(customerUsers)
      .innerJoin(customers, eq(customers.id, customerUsers.customerId))
      .where(and(eq(customerUsers.id, link.userId), eq(customers.status, 'aktiivne')))
    if (!person) return null
    const session = newToken()
    await tx.insert(customerSessions).values({
      tokenHash: tokenHash(session),
      userId: person.id,
      expiresAt: new Date(Date.now() + customerSessionIdleMs),
    })
    return session
  })
}

/** The live session of a token, of a person whose account is active; else null. */
export async function resolveCustomerSession(db: Database, token: string): Promise<CustomerSession | null> {
  if (!tokenShape.test(token)) return null
  const [row] = await db
    .select({
      sessionId: customerSessions.id,
      userId: customerUsers.id,
      email: customerUsers.email,
      name: customerUsers.name,
      role: customerUsers.role,
      customerId: customers.id,
      customerName: customers.name,
      createdAt: customerSessions.createdAt,
      lastSeenAt: customerSessions.lastSeenAt,
    })
    .from(customerSessions)
    .innerJoin(customerUsers, eq(customerUsers.id, customerSessions.userId))
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash(token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
        eq(customers.status, 'aktiivne'),
      ),
    )
    .limit(1)
  if (!row) return null
  const renewal = renewedSession(row, { idleMs: customerSessionIdleMs, maxMs: customerSessionMaxMs })
  if (renewal) await db.update(customerSessions).set(renewal).where(eq(customerSessions.id, row.sessionId))
  const { createdAt: _created, lastSeenAt: _seen, ...session } = row
  return session
}

export async function revokeCustomerSession(db: Database, sessionId: number) {
  await db.update(customerSessions).set({ revokedAt: sql`now()` }).where(eq(customerSessions.id, sessionId))
}

/** Ends every session of an account's people at once (a suspension). */
export async function revokeAccountSessions(db: Database, customerId: number) {
  await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(customerSessions.revokedAt),
        sql`${customerSessions.userId} in (select ${customerUsers.id} from ${customerUsers} where ${customerUsers.customerId} = ${customerId})`,
      ),
    )
}

/** The customer's session token from its own cookie: never the staff's, never a header or the URL. */
export function readCustomerToken(request: Request): string | null {
  return parse(request.headers.get('Cookie') ?? '')[customerCookieName] || null
}

/**
 * Lax, not Strict: the link in a mail is a navigation from another site, and it must arrive signed in.
 * A change made with the cookie alone is still checked for our own origin (requireCustomer).
 */
export function customerSessionCookie(request: Request, token: string): string {
  return serialize(customerCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request),
    maxAge: Math.floor(customerSessionMaxMs / 1000),
  })
}

export function clearedCustomerCookie(request: Request): string {
  return serialize(customerCookieName, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 0,
    secure: secureCookie(request),
  })
}

/** Whether a request carries a customer's session cookie (the page cache passes such a request by). */
export function carriesCustomerSession(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? Boolean(parse(cookieHeader)[customerCookieName]) : false
}
