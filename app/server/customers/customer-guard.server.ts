import { redirect } from 'react-router'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { originAllowed } from '../auth/guard.server.ts'
import { log } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import {
  type CustomerSession,
  readCustomerToken,
  resolveCustomerSession,
} from './customer-sessions.server.ts'

export type CustomerCheck =
  | { ok: true; session: CustomerSession }
  | { ok: false; reason: 'signed-out' | 'origin' | 'unavailable' }

/** Read once per request, as the staff's check is: kept by the request object, gone with it. */
const checked = new WeakMap<Request, Promise<CustomerCheck>>()

export function checkCustomer(request: Request): Promise<CustomerCheck> {
  let check = checked.get(request)
  if (!check) {
    check = readCustomerCheck(request)
    checked.set(request, check)
  }
  return check
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

async function readCustomerCheck(request: Request): Promise<CustomerCheck> {
  const token = readCustomerToken(request)
  if (!token) return { ok: false, reason: 'signed-out' }
  let session: CustomerSession | null
  try {
    session = await resolveCustomerSession(getDb(), token)
  } catch (error) {
    log.error({ err: error }, 'customer session check failed')
    return { ok: false, reason: 'unavailable' }
  }
  if (!session) return { ok: false, reason: 'signed-out' }
  if (!safeMethods.has(request.method) && !originAllowed(request)) return { ok: false, reason: 'origin' }
  return { ok: true, session }
}

/** The signed-in person, or null (a database that cannot be read is a visitor not signed in). */
export async function customerOf(request: Request): Promise<CustomerSession | null> {
  const check = await checkCustomer(request)
  return check.ok ? check.session : null
}

/** For the account pages: the signed-in person, or a redirect to /konto/sisene. */
export async function requireCustomerPage(request: Request): Promise<CustomerSession> {
  const check = await checkCustomer(request)
  if (check.ok) return check.session
  if (check.reason === 'origin') throw new Response('Päring ei tulnud selle saidi lehelt.', { status: 403 })
  if (check.reason === 'unavailable')
    throw new Response('Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.', {
      status: 503,
    })
  // To the sign-in page in the language of the page asked for.
  throw redirect(localePath(splitLocalePath(new URL(request.url).pathname).locale, '/konto/sisene'))
}
