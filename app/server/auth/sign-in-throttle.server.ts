import { and, eq, lt } from 'drizzle-orm'
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

/**
 * Admits one password check, or says how long to wait. Admitting counts it at once, as a failure of its
 * source and a token of the username's budget, in one transaction that locks the username's rows: of many
 * requests sent in parallel each sees the count of the ones before it, so none gets past a limit by
 * arriving at the same moment. A check that then succeeds is settled by `settleSignInSuccess`. Stale rows
 * (a day without failures: the counts they hold are forgotten anyway) are deleted on the way, so a spray
 * of made-up usernames leaves nothing behind for long.
 */
export async function admitSignIn(db: Database, subject: SignInSubject, now: Date): Promise<Verdict> {
  const { username, source } = keyOf(subject)
  const forgetBefore = new Date(now.getTime() - forgetAfterMs)
  return db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(lt(loginFailures.lastFailureAt, forgetBefore))
    await tx.delete(loginBudgets).where(lt(loginBudgets.updatedAt, forgetBefore))
    // The username's budget row is locked first: every attempt at this username waits here for the one
    // before it, so what follows sees its counts.
    await tx
      .insert(loginBudgets)
      .values({ username, tokens: budgetSize, updatedAt: now })
      .onConflictDoNothing()
    const [budget] = await tx
      .select()
      .from(loginBudgets)
      .where(eq(loginBudgets.username, username))
      .for('update')
    const [failure] = await tx
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), eq(loginFailures.source, source)))
    const lockedMs = failure?.lockedUntil ? failure.lockedUntil.getTime() - now.getTime() : 0
    if (lockedMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(lockedMs / 1000) } as const

    if (!subject.deviceId) {
      const tokens = budget ? budgetNow(budget.tokens, budget.updatedAt, now) : budgetSize
      if (tokens < 1) {
        const seconds = Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000))
        return { allowed: false, retryAfterSeconds: seconds } as const
      }
      await tx
        .update(loginBudgets)
        .set({ tokens: tokens - 1, updatedAt: now })
        .where(eq(loginBudgets.username, username))
    }
    const failures = (failure && failure.lastFailureAt >= forgetBefore ? failure.failures : 0) + 1
    const wait = waitMinutes(failures)
    const counted = {
      failures,
      lastFailureAt: now,
      lockedUntil: wait > 0 ? new Date(now.getTime() + wait * 60_000) : null,
    }
    await tx
      .insert(loginFailures)
      .values({ username, source, ...counted })
      .onConflictDoUpdate({ target: [loginFailures.username, loginFailures.source], set: counted })
    return { allowed: true } as const
  })
}

/**
 * The admitted check was the right password: its source's failures are forgotten, and the token it took
 * from the username's budget goes back (only wrong passwords spend the budget). Other sources keep theirs.
 */
export async function settleSignInSuccess(db: Database, subject: SignInSubject, now: Date): Promise<void> {
  const { username, source } = keyOf(subject)
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.username, username), eq(loginFailures.source, source)))
    if (subject.deviceId) return
    const [budget] = await tx
      .select()
      .from(loginBudgets)
      .where(eq(loginBudgets.username, username))
      .for('update')
    if (!budget) return
    await tx
      .update(loginBudgets)
      .set({
        tokens: Math.min(budgetSize, budgetNow(budget.tokens, budget.updatedAt, now) + 1),
        updatedAt: now,
      })
      .where(eq(loginBudgets.username, username))
  })
}
