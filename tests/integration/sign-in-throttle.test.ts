import { describe, expect, it } from 'vitest'
import {
  admitSignIn,
  budgetPerDay,
  budgetSize,
  type SignInSubject,
  settleSignInSuccess,
} from '#app/server/auth/sign-in-throttle.server.ts'
import { loginBudgets, loginFailures } from '#app/server/db/schema.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'

/**
 * The sign-in limits of ADR 026 on the real database, with the clock played through: a day of guessing
 * from one address, from a few, and from a new address for every try, and the owner signing in meanwhile.
 * Password checks cost nothing here; what is counted is how many the limits let through.
 */

const testDb = setupTestDatabase()
const day = 24 * 60 * 60 * 1000
const start = new Date('2026-11-25T08:00:00Z')

interface Attack {
  /** The address of the attacker's n-th attempt. */
  addressOf: (attempt: number) => string
  /** Attempts a minute, spread evenly. */
  perMinute: number
}

/**
 * Plays `ms` of an attack on `username` and returns how many passwords the limits let it check. Each
 * attempt is refused or admitted (and its wrong password fails) at its moment.
 */
async function playAttack(username: string, attack: Attack, ms: number, from = start) {
  let checked = 0
  const attempts = Math.floor((ms / 60_000) * attack.perMinute)
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const now = new Date(from.getTime() + (attempt * 60_000) / attack.perMinute)
    const subject: SignInSubject = { username, addressKey: attack.addressOf(attempt), deviceId: null }
    if ((await admitSignIn(testDb.db, subject, now)).allowed) checked += 1
  }
  return checked
}

describe('a guessing attacker', () => {
  it('gets about 30 checks a day from one address (a try every two minutes), with waits that double after the fifth failure', async () => {
    const checked = await playAttack('omanik', { addressOf: () => 'a1', perMinute: 0.5 }, day)
    expect(checked).toBeGreaterThanOrEqual(25)
    expect(checked).toBeLessThanOrEqual(40)
  }, 120_000)

  it('gets at most 100 checks a day per username, however many addresses it uses', async () => {
    // A new address for every attempt, one every two minutes: the worst case for per-address limits.
    const checked = await playAttack('omanik', { addressOf: (n) => `bot-${n}`, perMinute: 0.5 }, day)
    expect(checked).toBeLessThanOrEqual(budgetSize + budgetPerDay)
    expect(checked).toBeGreaterThanOrEqual(budgetPerDay)
    // The next day goes on at the refill rate, not more.
    const nextDay = await playAttack(
      'omanik',
      { addressOf: (n) => `bot2-${n}`, perMinute: 0.5 },
      day,
      new Date(start.getTime() + day),
    )
    expect(nextDay).toBeLessThanOrEqual(budgetPerDay + 1)
  }, 240_000)

  it('is slowed down, never locked out for long: the wait is at most one refill', async () => {
    await playAttack('omanik', { addressOf: (n) => `bot-${n}`, perMinute: 10 }, 10 * 60_000)
    const verdict = await admitSignIn(
      testDb.db,
      { username: 'omanik', addressKey: 'fresh', deviceId: null },
      new Date(start.getTime() + 10 * 60_000),
    )
    expect(verdict.allowed).toBe(false)
    if (!verdict.allowed)
      expect(verdict.retryAfterSeconds).toBeLessThanOrEqual((24 * 60 * 60) / budgetPerDay + 1)
  }, 60_000)
})

describe('the owner during an attack', () => {
  it('signs in from another address while one address guesses', async () => {
    const checked = await playAttack('omanik', { addressOf: () => 'attacker', perMinute: 2 }, 60 * 60_000)
    expect(checked).toBeLessThan(budgetSize)
    const owner = await admitSignIn(
      testDb.db,
      { username: 'omanik', addressKey: 'home', deviceId: null },
      new Date(start.getTime() + 60 * 60_000),
    )
    expect(owner).toEqual({ allowed: true })
  }, 60_000)

  it('signs in from the browser with the device cookie while hundreds of addresses have spent the budget', async () => {
    await playAttack('omanik', { addressOf: (n) => `bot-${n}`, perMinute: 5 }, 60 * 60_000)
    const later = new Date(start.getTime() + 60 * 60_000)
    const stranger = await admitSignIn(
      testDb.db,
      { username: 'omanik', addressKey: 'cafe', deviceId: null },
      later,
    )
    expect(stranger.allowed).toBe(false)
    const owner = await admitSignIn(
      testDb.db,
      { username: 'omanik', addressKey: 'cafe', deviceId: 'd-1' },
      later,
    )
    expect(owner).toEqual({ allowed: true })
    // The owner's own typing mistakes count for that browser only, and are forgotten at sign-in.
    for (let i = 0; i < 4; i += 1)
      await admitSignIn(testDb.db, { username: 'omanik', addressKey: 'cafe', deviceId: 'd-1' }, later)
    const afterTypos = await admitSignIn(
      testDb.db,
      { username: 'omanik', addressKey: 'cafe', deviceId: 'd-1' },
      later,
    )
    expect(afterTypos.allowed).toBe(false)
    await settleSignInSuccess(testDb.db, { username: 'omanik', addressKey: 'cafe', deviceId: 'd-1' }, later)
    expect(
      await admitSignIn(testDb.db, { username: 'omanik', addressKey: 'cafe', deviceId: 'd-1' }, later),
    ).toEqual({ allowed: true })
  }, 120_000)

  it('keeps another username untouched by the attack on this one', async () => {
    await playAttack('omanik', { addressOf: (n) => `bot-${n}`, perMinute: 5 }, 30 * 60_000)
    expect(
      await admitSignIn(
        testDb.db,
        { username: 'raamatupidaja', addressKey: 'bot-3', deviceId: null },
        new Date(start.getTime() + 30 * 60_000),
      ),
    ).toEqual({ allowed: true })
  }, 60_000)
})

describe('requests that arrive together', () => {
  it('cannot share one admission: of twenty parallel tries from one address, five are checked', async () => {
    const subject: SignInSubject = { username: 'omanik', addressKey: 'parallel', deviceId: null }
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => admitSignIn(testDb.db, subject, start)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5)
  })

  it('cannot overspend the budget from many addresses at once', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        admitSignIn(testDb.db, { username: 'omanik', addressKey: `burst-${n}`, deviceId: null }, start),
      ),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(budgetSize)
  })
})

describe('made-up usernames', () => {
  it('leave no rows once a day has passed without failures', async () => {
    for (let n = 0; n < 30; n += 1)
      await admitSignIn(testDb.db, { username: `keegi-${n}`, addressKey: 'spray', deviceId: null }, start)
    expect(await testDb.db.$count(loginFailures)).toBe(30)
    const nextDay = new Date(start.getTime() + day + 60_000)
    await admitSignIn(testDb.db, { username: 'omanik', addressKey: 'home', deviceId: null }, nextDay)
    expect(await testDb.db.$count(loginFailures)).toBe(1)
    expect(await testDb.db.$count(loginBudgets)).toBe(1)
  })
})
