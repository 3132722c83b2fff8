import type { Database } from '../db/database.server.ts'
import { createRateLimiter } from '../http/rate-limit.server.ts'
import { findAdmin } from './admins.server.ts'
import { hashForUnknownUser, maxPasswordLength, verifyPassword } from './passwords.server.ts'
import { createSession } from './sessions.server.ts'
import { admitSignIn, type SignInSubject, settleSignInSuccess } from './sign-in-throttle.server.ts'

/**
 * One address may fail 20 times in 15 minutes, over all usernames, before it is made to wait. In this
 * process's memory: it only needs to slow one address down (ADR 026); the limits that protect a username
 * are in the database.
 */
const failuresPerAddress = createRateLimiter({ limit: 20, windowMs: 15 * 60 * 1000 })

export const invalidCredentialsMessage = 'Vale kasutajanimi või parool'

export type LoginResult =
  | { ok: true; token: string; username: string }
  | { ok: false; status: 400 | 401 | 429; error: string; retryAfterSeconds?: number }

function slowedDown(seconds: number): LoginResult {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return {
    ok: false,
    status: 429,
    error: `Liiga palju ebaõnnestunud sisselogimisi. Proovige uuesti ${minutes} minuti pärast.`,
    retryAfterSeconds: seconds,
  }
}

/**
 * Checks a username and password and opens a session. An unknown username and a wrong password
 * take the same work (one argon2 verification) and give the same answer. `deviceId` is the id of a
 * device cookie this browser got when it signed in as this username before (device-cookie.server.ts).
 */
export async function logIn(
  db: Database,
  input: { username: string; password: string; clientKey: string; deviceId?: string | null; now?: Date },
): Promise<LoginResult> {
  // Given, and trimmed, by signInSchema (app/domain/sign-in-forms.ts).
  const username = input.username
  if (username.length > 200 || input.password.length > maxPasswordLength)
    return { ok: false, status: 401, error: invalidCredentialsMessage }

  const now = input.now ?? new Date()
  const subject: SignInSubject = { username, addressKey: input.clientKey, deviceId: input.deviceId ?? null }
  const addressKey = `login:${input.clientKey}`
  if (!subject.deviceId) {
    const address = failuresPerAddress.peek(addressKey)
    if (!address.allowed) return slowedDown(address.retryAfterSeconds)
  }
  // Counted before the password is checked (ADR 026): parallel attempts cannot share one admission.
  const verdict = await admitSignIn(db, subject, now)
  if (!verdict.allowed) return slowedDown(verdict.retryAfterSeconds)

  const admin = await findAdmin(db, username)
  const matches = await verifyPassword(admin?.passwordHash ?? (await hashForUnknownUser()), input.password)
  if (!admin || !matches) {
    if (!subject.deviceId) failuresPerAddress.hit(addressKey)
    return { ok: false, status: 401, error: invalidCredentialsMessage }
  }

  await settleSignInSuccess(db, subject, now)
  const token = await createSession(db, admin.id)
  return { ok: true, token, username: admin.username }
}
