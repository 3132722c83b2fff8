import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { loginBudgets, loginFailures } from '../db/schema.server.ts'

/**
 * How many password checks a username gets, and from where (ADR 026, after OWASP's authentication
 * cheat sheet): failures are counted per username and source together, with a wait that grows after
 * each failure past the fifth; each username has a budget of checks from sources without its device
 * cookie, which refills over the day and slows those sources down when spent, never locking; a browser
 * that signed in before carries a device cookie and is judged by its own failures alone. The clock is a
 * parameter, so that a day of attempts can be played through in a test.
 */

/** Failures from one source that cost nothing but the failure. */
export const freeFailures = 5
/** After them, the wait doubles from one minute, up to an hour. */
const firstWaitMinutes = 1
const longestWaitMinutes = 60
/** A source's failures are forgotten a day after its last one. */
const forgetAfterMs = 24 * 60 * 60 * 1000
/** The budget: 20 at once, refilled at 80 a day, so that no 24 hours hold more than 100 checks. */
export const budgetSize = 20
export const budgetPerDay = 80
const refillPerMs = budgetPerDay / (24 * 60 * 60 * 1000)

export interface SignInSubject {
  /** The username as typed, compared in lower case. */
  username: string
  /** The client address's keyed hash; used when the request carries no device cookie of this username. */
  addressKey: string
  /** The device cookie's id, when the request carries a valid one for this username. */
  deviceId: string | null
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const keyOf = (subject: SignInSubject) => ({
  username: subject.username.trim().toLowerCase(),
  source: subject.deviceId ? `device:${subject.deviceId}` : `address:${subject.addressKey}`,
})

/** The wait after `failures` failures from one source, in minutes (0 while they are free). */
export function waitMinutes(failures: number): number {
  if (failures < freeFailures) return 0
  return Math.min(longestWaitMinutes, firstWaitMinutes * 2 ** (failures - freeFailures))
}

function budgetNow(tokens: number, updatedAt: Date, now: Date): number {
  return Math.min(budgetSize, tokens + Math.max(0, now.getTime() - updatedAt.getTime()) * refillPerMs)
}

/** Whether a password may be checked for this subject now, and if not, for how long it must wait. */
export async function signInVerdict(db: Database, subject: SignInSubject, now: Date): Promise<Verdict> {
  const { username, source } = keyOf(subject)
  const [failure] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.source, source)))
  const lockedMs = failure?.lockedUntil ? failure.lockedUntil.getTime() - now.getTime() : 0
  if (lockedMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(lockedMs / 1000) }
  if (subject.deviceId) return { allowed: true }

  const [budget] = await db.select().from(loginBudgets).where(eq(loginBudgets.username, username))
  const tokens = budget ? budgetNow(budget.tokens, budget.updatedAt, now) : budgetSize
  if (tokens >= 1) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) }
}

/** A wrong password (or an unknown username): counted for the source, and spent from the budget. */
export async function recordSignInFailure(db: Database, subject: SignInSubject, now: Date): Promise<void> {
  const { username, source } = keyOf(subject)
  const forgetBefore = new Date(now.getTime() - forgetAfterMs)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loginFailures)
      .values({ username, source, failures: 1, lastFailureAt: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: [loginFailures.username, loginFailures.source],
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore} then 1
            else ${loginFailures.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginFailures.failures })
    const wait = waitMinutes(row?.failures ?? 1)
    if (wait > 0)
      await tx
        .update(loginFailures)
        .set({ lockedUntil: new Date(now.getTime() + wait * 60_000) })
        .where(and(eq(loginFailures.username, username), eq(loginFailures.source, source)))
    if (subject.deviceId) return
    const [budget] = await tx
      .select()
      .from(loginBudgets)
      .where(eq(loginBudgets.username, username))
      .for('update')
    const tokens = (budget ? budgetNow(budget.tokens, budget.updatedAt, now) : budgetSize) - 1
    await tx
      .insert(loginBudgets)
      .values({ username, tokens, updatedAt: now })
      .onConflictDoUpdate({ target: loginBudgets.username, set: { tokens, updatedAt: now } })
  })
}

/** A successful sign-in forgets its own source's failures; other sources keep theirs. */
export async function clearSignInFailures(db: Database, subject: SignInSubject): Promise<void> {
  const { username, source } = keyOf(subject)
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.source, source)))
}
