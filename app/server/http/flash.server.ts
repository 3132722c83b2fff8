import { randomUUID } from 'node:crypto'
import { parse as parseCookie } from 'cookie'
import { redirect } from 'react-router'
import { signedCookie } from '../auth/guard.server.ts'

/**
 * The message a staff page shows once after post/redirect/get ('Staatus muudetud: Kinnitatud'). It
 * travels in a signed cookie rather than in the address, so that a reload, a bookmark or a shared link
 * does not say it again, and nobody can make a page claim a change that did not happen.
 */
export interface Flash {
  message: string
  /** Tells two equal messages in a row apart, so the second is shown too. */
  id: string
}

export const flashCookieName = 'admin_flash'

/** Whether the request carries a waiting message: its page is this visitor's, never shared. */
export function carriesFlash(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? parseCookie(cookieHeader)[flashCookieName] !== undefined : false
}

function flashCookie(request: Request) {
  return signedCookie(request, flashCookieName, { sameSite: 'lax' })
}

function isFlash(value: unknown): value is Flash {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Flash).message === 'string' &&
    typeof (value as Flash).id === 'string'
  )
}

/** A redirect that carries `message` to the next page the browser loads. */
export async function redirectWithFlash(request: Request, to: string, message: string): Promise<Response> {
  const flash: Flash = { message, id: randomUUID() }
  return redirect(to, { headers: { 'Set-Cookie': await flashCookie(request).serialize(flash) } })
}

/**
 * The waiting message, if any, and the header that deletes it: the page that reads it is the only one
 * that shows it.
 */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers?: HeadersInit }> {
  const header = request.headers.get('Cookie')
  if (!header?.includes(`${flashCookieName}=`)) return { flash: null }
  const cookie = flashCookie(request)
  const value: unknown = await cookie.parse(header)
  return {
    flash: isFlash(value) ? value : null,
    headers: { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) },
  }
}
