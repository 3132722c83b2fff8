import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * A hash of a random password, verified when the username does not exist, so that a wrong username
 * costs the same time as a wrong password.
 */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hash(randomBytes(24).toString('base64url'))
  return dummyHash
}

export const minPasswordLength = 10
export const maxPasswordLength = 1024
