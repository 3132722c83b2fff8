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
