import { parse, serialize } from 'cookie'
import { createCookie, redirect } from 'react-router'
import { log } from '../log.server.ts'
import { getConfig, getDb } from '../runtime.server.ts'
import { type AdminSession, resolveSession } from './sessions.server.ts'
import { getSigningSecret } from './signing-secret.server.ts'

export const sessionCookieName = 'admin_session'

/**
 * Where this request's admin token came from. Headers first (SPEC §7: X-Admin-Token beside a bearer
 * key; a bearer token alone is also taken), then the cookie set at sign-in. Never from the URL.
 */
export function readAdminToken(request: Request): { token: string; via: 'header' | 'cookie' } | null {
  const header = request.headers.get('X-Admin-Token')?.trim()
  if (header) return { token: header, via: 'header' }
  const bearer = request.headers.get('Authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  if (bearer) return { token: bearer, via: 'header' }
  const cookie = parse(request.headers.get('Cookie') ?? '')[sessionCookieName]
  if (cookie) return { token: cookie, via: 'cookie' }
  return null
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A cookie comes with every request to our site, also with one another site makes a browser send; a
 * change authorised by the cookie alone must come from one of our own pages.
 */
export function originAllowed(request: Request): boolean {
  const origin = request.headers.get('Origin')
  if (!origin) return false
  return origin === new URL(request.url).origin || origin === new URL(getConfig().publicUrl).origin
}

export type AdminCheck =
  | { ok: true; session: AdminSession; via: 'header' | 'cookie' }
  | { ok: false; reason: 'signed-out' | 'origin' | 'unavailable' }

/**
 * Each request's answer, for the loaders of one page (the staff frame's and the page's own) that ask in
 * turn: the session is read once per request. Kept by the request object, so gone with it.
 */
const checked = new WeakMap<Request, Promise<AdminCheck>>()

export function checkAdmin(request: Request): Promise<AdminCheck> {
  let check = checked.get(request)
  if (!check) {
    check = readAdminCheck(request)
    checked.set(request, check)
  }
  return check
}

async function readAdminCheck(request: Request): Promise<AdminCheck> {
  const found = readAdminToken(request)
  if (!found) return { ok: false, reason: 'signed-out' }
  let session: AdminSession | null
  try {
    session = await resolveSession(getDb(), found.token)
  } catch (error) {
    log.error({ err: error }, 'session check failed')
    return { ok: false, reason: 'unavailable' }
  }
  if (!session) return { ok: false, reason: 'signed-out' }
  if (found.via === 'cookie' && !safeMethods.has(request.method) && !originAllowed(request))
    return { ok: false, reason: 'origin' }
  return { ok: true, session, via: found.via }
}

export const signInRequiredMessage = 'Palun logige sisse.'

/** For admin API routes: the signed-in admin, or a thrown JSON 401 / 403 / 503. */
export async function requireAdminApi(request: Request): Promise<AdminSession> {
  const check = await checkAdmin(request)
  if (check.ok) return check.session
  const headers = { 'Cache-Control': 'no-store' }
  if (check.reason === 'origin')
    throw Response.json({ error: 'Päring ei tulnud selle saidi lehelt.' }, { status: 403, headers })
  if (check.reason === 'unavailable')
    throw Response.json(
      { error: 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.' },
      { status: 503, headers },
    )
  throw Response.json({ error: signInRequiredMessage }, { status: 401, headers })
}

/** For admin pages: the signed-in admin, or a redirect to the sign-in page. */
export async function requireAdminPage(request: Request): Promise<AdminSession> {
  const check = await checkAdmin(request)
  if (check.ok) return check.session
  if (check.reason === 'origin') throw new Response('Päring ei tulnud selle saidi lehelt.', { status: 403 })
  if (check.reason === 'unavailable')
    throw new Response('Andmebaas ei ole hetkel kättesaadav.', { status: 503 })
  throw redirect('/admin/login')
}

/** Behind HTTPS (directly or by the public address) a cookie is sent only over HTTPS. */
export function secureCookie(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || getConfig().publicUrl.startsWith('https:')
}

/**
 * A signed, httpOnly cookie of the staff's (the device note, the flash message), made per request: the
 * signing secret is known only once the server has started, and `Secure` follows secureCookie.
 */
export function signedCookie(
  request: Request,
  name: string,
  options: { sameSite: 'strict' | 'lax'; maxAge?: number },
) {
  return createCookie(name, {
    path: '/',
    httpOnly: true,
    ...options,
    secure: secureCookie(request),
    secrets: [getSigningSecret()],
  })
}

/** A session cookie (no lifetime of its own: the server decides when the session ends). */
export function sessionCookie(request: Request, token: string): string {
  return serialize(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request),
  })
}

export function clearedSessionCookie(request: Request): string {
  return serialize(sessionCookieName, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: 0,
    secure: secureCookie(request),
  })
}
