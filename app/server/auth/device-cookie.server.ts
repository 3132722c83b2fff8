import { randomUUID } from 'node:crypto'
import { signedCookie } from './guard.server.ts'

/**
 * OWASP's device cookie: a browser that has signed in as a username carries a signed note of it, and its
 * next sign-ins are judged by that browser's own failures, not by the username's budget that an attacker
 * elsewhere may have spent (ADR 026). It says nothing secret and grants nothing by itself: the password
 * is still checked.
 */

const deviceCookieName = 'admin_device'
const maxAgeSeconds = 180 * 24 * 60 * 60

interface Device {
  /** Lower-case usernames this browser has signed in as (the last few). */
  usernames: string[]
  id: string
}

function deviceCookie(request: Request) {
  return signedCookie(request, deviceCookieName, { sameSite: 'strict', maxAge: maxAgeSeconds })
}

function isDevice(value: unknown): value is Device {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Device).id === 'string' &&
    Array.isArray((value as Device).usernames) &&
    (value as Device).usernames.every((name) => typeof name === 'string')
  )
}

async function readDevice(request: Request): Promise<Device | null> {
  const value: unknown = await deviceCookie(request)
    .parse(request.headers.get('Cookie'))
    .catch(() => null)
  return isDevice(value) ? value : null
}

/** The id of this browser's device cookie, when it has signed in as `username` before; else null. */
export async function deviceIdFor(request: Request, username: string): Promise<string | null> {
  const device = await readDevice(request)
  return device?.usernames.includes(username.trim().toLowerCase()) ? device.id : null
}

/** The Set-Cookie value after a successful sign-in as `username`: the same device, this name added. */
export async function deviceCookieAfterSignIn(request: Request, username: string): Promise<string> {
  const device = await readDevice(request)
  const name = username.trim().toLowerCase()
  const usernames = [name, ...(device?.usernames ?? []).filter((other) => other !== name)].slice(0, 5)
  return deviceCookie(request).serialize({ id: device?.id ?? randomUUID(), usernames } satisfies Device)
}
