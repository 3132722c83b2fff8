import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tokenHash } from '#app/server/auth/sessions.server.ts'
import { signIn, testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer } from '../support/server-fixture.ts'
import { runNode } from '../support/server-process.ts'

/**
 * Server-side admin sign-in against the production build: login, the three places a token is read
 * from (and the one it is not), logout, expiry, lockouts, the Origin rule for the cookie, and the
 * `npm run admin` command.
 */

const site = setupServer({ env: testAdminEnv })

function login(body: unknown, client = newClientAddress()) {
  return fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function whoAmI(headers: Record<string, string> = {}, query = '') {
  return fetch(`${site.url}/api/auth/session${query}`, { headers })
}

/** Runs `npm run admin -- …` against the server's data directory (the server must be stopped). */
function adminCommand(args: string[], input: string) {
  return runNode(['scripts/admin.js', ...args], site.commandEnv, 60_000, input)
}

describe('POST /api/auth/login', () => {
  it('answers {token, user: {username}} and sets an httpOnly SameSite=Strict session cookie', async () => {
    const response = await login(testAdmin)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { username: 'haldur' },
    })
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^admin_session=${body.token};`))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('takes the username in any case', async () => {
    const response = await login({ username: 'HALDUR', password: testAdmin.password })
    expect(response.status).toBe(200)
  })

  it('gives a wrong password and an unknown username the same answer', async () => {
    const wrongPassword = await login({ username: 'haldur', password: 'vale-parool-123' })
    const unknownUser = await login({ username: 'keegi-teine', password: 'vale-parool-123' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    const [a, b] = [await wrongPassword.json(), await unknownUser.json()]
    expect(a).toEqual({ error: 'Vale kasutajanimi või parool' })
    expect(b).toEqual(a)
    expect(wrongPassword.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses missing fields, wrong types and bodies that are not JSON with 400 and no session', async () => {
    for (const body of [{}, { username: 'haldur' }, { username: 1, password: true }, 'ei ole json', '[]']) {
      const response = await login(body)
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect((await response.json()).error).toMatch(/kohustuslikud|JSON/)
    }
  })

  it('makes one address wait after five failures for a username, known or not; another address signs in', async () => {
    for (const username of ['haldur', 'olematu-kasutaja']) {
      const attacker = newClientAddress()
      for (let i = 0; i < 5; i++)
        expect((await login({ username, password: `vale-${i}-parool` }, attacker)).status).toBe(401)
      // The right password from the guessing address waits too: the wait is not evidence of either.
      const slowed = await login({ username, password: testAdmin.password }, attacker)
      expect(slowed.status).toBe(429)
      expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThan(50)
      expect(Number(slowed.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
      expect((await slowed.json()).error).toBe(
        'Liiga palju ebaõnnestunud sisselogimisi. Proovige uuesti 1 minuti pärast.',
      )
    }
    // The owner, from an address with no failures, signs in while the username is being guessed.
    expect((await login(testAdmin)).status).toBe(200)
  })

  it('makes one address that keeps failing wait, whichever usernames it tries', async () => {
    const client = newClientAddress()
    for (let i = 0; i < 20; i++) {
      const response = await login({ username: `arvaja-${i}`, password: 'vale-parool-123' }, client)
      expect(response.status).toBe(401)
    }
    const slowed = await login(testAdmin, client)
    expect(slowed.status).toBe(429)
    expect((await slowed.json()).error).toMatch(/^Liiga palju ebaõnnestunud sisselogimisi/)
    // Another address is not affected.
    expect((await login(testAdmin)).status).toBe(200)
  })
})

describe('where the token is read from', () => {
  it('accepts X-Admin-Token, a bearer token and the session cookie', async () => {
    const { token, cookie } = await signIn(site.url)
    const ways: Record<string, string>[] = [
      { 'X-Admin-Token': token },
      { Authorization: `Bearer ${token}` },
      { Cookie: cookie },
    ]
    for (const headers of ways) {
      const response = await whoAmI(headers)
      expect(response.status, JSON.stringify(Object.keys(headers))).toBe(200)
      expect(await response.json()).toEqual({ user: { username: 'haldur' } })
    }
  })

  it('takes X-Admin-Token when the bearer header carries a public key (SPEC §7)', async () => {
    const { token } = await signIn(site.url)
    const response = await whoAmI({ Authorization: 'Bearer avalik-anon-voti', 'X-Admin-Token': token })
    expect(response.status).toBe(200)
  })

  it('ignores a token in the query string', async () => {
    const { token } = await signIn(site.url)
    for (const query of [`?token=${token}`, `?admin_token=${token}`, `?access_token=${token}`]) {
      const response = await whoAmI({}, query)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Palun logige sisse.' })
    }
  })

  it('refuses no token, a made-up token and a cookie with a made-up value', async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'X-Admin-Token': 'x'.repeat(43) },
      { Authorization: 'Bearer nonsense' },
      { Cookie: 'admin_session=abc' },
    ]
    for (const headers of refused) {
      expect((await whoAmI(headers)).status).toBe(401)
    }
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the session: the token and the cookie no longer work, and the cookie is cleared', async () => {
    const { token, cookie } = await signIn(site.url)
    const response = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'X-Admin-Token': token },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toMatch(/^admin_session=;.*Max-Age=0/)
    expect((await whoAmI({ 'X-Admin-Token': token })).status).toBe(401)
    expect((await whoAmI({ Cookie: cookie })).status).toBe(401)
  })

  it('by the cookie alone only from our own pages (Origin)', async () => {
    const { token, cookie } = await signIn(site.url)
    const foreign = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://kuri.example' },
    })
    expect(foreign.status).toBe(403)
    const missing = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie },
    })
    expect(missing.status).toBe(403)
    expect((await whoAmI({ 'X-Admin-Token': token })).status).toBe(200)
    const own = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: site.url },
    })
    expect(own.status).toBe(200)
    expect((await whoAmI({ 'X-Admin-Token': token })).status).toBe(401)
  })
})

describe('sessions that end, and the admin command', () => {
  it('refuses a session idle for over 12 hours; `npm run admin` creates admins and changes passwords', async () => {
    const idle = await signIn(site.url)
    const kept = await signIn(site.url)
    await site.server.stop()

    const db = await site.openDatabase()
    try {
      await db.db.execute(sql`update sessions set expires_at = now() - interval '1 minute',
        last_seen_at = now() - interval '12 hours 1 minute' where token_hash = ${tokenHash(idle.token)}`)
    } finally {
      await db.close()
    }

    await site.restart()
    expect((await whoAmI({ 'X-Admin-Token': idle.token })).status).toBe(401)
    expect((await whoAmI({ 'X-Admin-Token': kept.token })).status).toBe(200)
    await site.server.stop()

    const created = await adminCommand(['create', 'Maria'], 'Maria-parool-2026\n')
    expect(created.output).toContain('Administraator Maria loodud.')
    expect(created.code).toBe(0)
    const again = await adminCommand(['create', 'maria'], 'Teine-parool-2026\n')
    expect(again.code).toBe(1)
    expect(again.output).toContain('on juba olemas')
    const short = await adminCommand(['create', 'juku'], 'lühike\n')
    expect(short.code).toBe(1)
    expect(short.output).toContain('Parool peab olema vähemalt 10 märki pikk.')
    const changed = await adminCommand(['passwd', 'haldur'], 'Uus-parool-karjaar-1\n')
    expect(changed.code).toBe(0)
    const usage = await adminCommand(['kustuta', 'haldur'], '')
    expect(usage.code).toBe(2)

    await site.restart()
    // Changing the password ended every session of that admin; the old password is gone.
    expect((await whoAmI({ 'X-Admin-Token': kept.token })).status).toBe(401)
    expect((await login(testAdmin)).status).toBe(401)
    expect((await login({ username: 'haldur', password: 'Uus-parool-karjaar-1' })).status).toBe(200)
    const maria = await login({ username: 'maria', password: 'Maria-parool-2026' })
    expect(maria.status).toBe(200)
    expect((await maria.json()).user).toEqual({ username: 'Maria' })
  }, 120_000)
})

describe('the owner during a guessing attack (ADR 026)', () => {
  const maria = { username: 'maria', password: 'Maria-parool-2026' }
  const guess = (client: string, attempt: number) =>
    login({ username: 'maria', password: `arvan-${attempt}-parool` }, client)

  it('signs in from a clean address, and from the browser that signed in before once the budget is spent', async () => {
    // Maria (created by the admin command above) signs in at home: her browser keeps a device cookie.
    const home = await login(maria)
    expect(home.status).toBe(200)
    const device = home.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_device='))
    expect(device).toMatch(/HttpOnly/)
    expect(device).toMatch(/SameSite=Strict/)
    expect(device).toMatch(/Max-Age=15552000/)
    const deviceCookie = device?.split(';')[0] ?? ''

    // An attacker guesses from three addresses until each is made to wait.
    const attackers = [newClientAddress(), newClientAddress(), newClientAddress()]
    let attempt = 0
    for (const client of attackers) {
      for (let i = 0; i < 5; i++) expect((await guess(client, attempt++)).status).toBe(401)
      expect((await guess(client, attempt++)).status).toBe(429)
    }
    // Maria, from another address without any failures, still signs in.
    expect((await login(maria)).status).toBe(200)

    // Now from many addresses: the username's budget (20 checks at once) runs out, and addresses
    // without Maria's device cookie are slowed down to the refill, never locked for longer.
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await guess(newClientAddress(), attempt++)).status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    const stranger = await login(maria)
    expect(stranger.status).toBe(429)
    expect(Number(stranger.headers.get('Retry-After'))).toBeLessThanOrEqual(18 * 60)

    // Her own browser, from yet another address, signs in: its cookie is judged by its own failures.
    const fromDevice = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': newClientAddress(),
        Cookie: deviceCookie,
      },
      body: JSON.stringify(maria),
    })
    expect(fromDevice.status).toBe(200)
    // A tampered device cookie counts for nothing.
    const forged = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': newClientAddress(),
        Cookie: deviceCookie.replace(/=(.)/, '=x$1'),
      },
      body: JSON.stringify(maria),
    })
    expect(forged.status).toBe(429)
  })
})
