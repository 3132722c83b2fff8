import { newClientAddress } from './client-address.ts'

/** The admin every server started by the tests has (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const testAdmin = { username: 'haldur', password: 'Kruus-ja-liiv-2026' }

export const testAdminEnv = {
  ADMIN_USERNAME: testAdmin.username,
  ADMIN_PASSWORD: testAdmin.password,
}

/** Signs in through /api/auth/login; the token and the session cookie it set. */
export async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string } = testAdmin,
): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { token: string }
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
  return { token: body.token, cookie }
}

/**
 * A staff member of a test server: signs in once, on first use, and calls the token API, fetches staff
 * pages and posts their forms with the session. `forget()` signs in again on the next call, as after a
 * restart.
 */
export function staffClient(site: { readonly url: string }) {
  let session: { token: string; cookie: string } | undefined
  const admin = async () => {
    session ??= await signIn(site.url)
    return session
  }
  return {
    admin,
    forget() {
      session = undefined
    },
    async api(path: string, init: { method?: string; body?: unknown } = {}) {
      const { token } = await admin()
      return fetch(`${site.url}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
    },
    async page(path: string) {
      const { cookie } = await admin()
      return fetch(`${site.url}${path}`, { headers: { Cookie: cookie } })
    },
    async post(path: string, fields: Record<string, string>) {
      const { cookie } = await admin()
      return fetch(`${site.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: site.url },
        body: new URLSearchParams(fields).toString(),
      })
    },
  }
}
