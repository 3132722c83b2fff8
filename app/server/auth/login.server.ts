import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { loginFailures } from '../db/schema.server.ts'
import { createRateLimiter } from '../http/rate-limit.server.ts'
import { findAdmin } from './admins.server.ts'
import { hashForUnknownUser, maxPasswordLength, verifyPassword } from './passwords.server.ts'
import { createSession } from './sessions.server.ts'

/** Five wrong passwords in a row lock the username for 15 minutes. */
export const lockAfterFailures = 5
export const lockMinutes = 15
/** One address may fail 20 times in 15 minutes, over all usernames, before it is made to wait. */
const failuresPerAddress = createRateLimiter({ limit: 20, windowMs: 15 * 60 * 1000 })

export const invalidCredentialsMessage = 'Vale kasutajanimi või parool'

export type LoginResult =
  | { ok: true; token: string; username: string }
  | { ok: false; status: 400 | 401 | 429; error: string; retryAfterSeconds?: number }

function lockedMessage(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Liiga palju ebaõnnestunud sisselogimisi. Proovige uuesti ${minutes} minuti pärast.`
}

/**
 * Checks a username and password and opens a session. An unknown username and a wrong password
 * take the same work (one argon2 verification) and give the same answer.
 */
export async function logIn(
  db: Database,
  input: { username: string; password: string; clientKey: string },
): Promise<LoginResult> {
  const username = input.username.trim()
  if (!username || !input.password)
    return { ok: false, status: 400, error: 'Kasutajanimi ja parool on kohustuslikud' }
  if (username.length > 200 || input.password.length > maxPasswordLength)
    return { ok: false, status: 401, error: invalidCredentialsMessage }

  const addressKey = `login:${input.clientKey}`
  const key = username.toLowerCase()
  const [failure] = await db.select().from(loginFailures).where(eq(loginFailures.username, key))
  const lockedFor = failure?.lockedUntil ? failure.lockedUntil.getTime() - Date.now() : 0
  if (lockedFor > 0) {
    const seconds = Math.ceil(lockedFor / 1000)
    return { ok: false, status: 429, error: lockedMessage(seconds), retryAfterSeconds: seconds }
  }
  const address = failuresPerAddress.peek(addressKey)
  if (!address.allowed) {
    return {
      ok: false,
      status: 429,
      error: lockedMessage(address.retryAfterSeconds),
      retryAfterSeconds: address.retryAfterSeconds,
    }
  }

  const admin = await findAdmin(db, username)
  const matches = await verifyPassword(admin?.passwordHash ?? (await hashForUnknownUser()), input.password)
  if (!admin || !matches) {
    failuresPerAddress.hit(addressKey)
    await db.execute(sql`
      insert into ${loginFailures} (username, failures, last_failure_at, locked_until)
      values (${key}, 1, now(), null)
      on conflict (username) do update set
        failures = case
          when ${loginFailures.lastFailureAt} < now() - make_interval(mins => ${lockMinutes}) then 1
          else ${loginFailures.failures} + 1 end,
        last_failure_at = now(),
        locked_until = case
          when ${loginFailures.lastFailureAt} >= now() - make_interval(mins => ${lockMinutes})
            and ${loginFailures.failures} + 1 >= ${lockAfterFailures}
          then now() + make_interval(mins => ${lockMinutes})
          else null end`)
    return { ok: false, status: 401, error: invalidCredentialsMessage }
  }

  await db.delete(loginFailures).where(eq(loginFailures.username, key))
  const token = await createSession(db, admin.id)
  return { ok: true, token, username: admin.username }
}

/** For tests: forget the per-address counters of this process. */
export function resetLoginLimits() {
  failuresPerAddress.reset()
}
