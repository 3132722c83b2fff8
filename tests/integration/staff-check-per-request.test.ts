import { describe, expect, it } from 'vitest'
import * as login from '#app/routes/api/auth-login.ts'
import { checkAdmin } from '#app/server/auth/guard.server.ts'
import { resolveSession, revokeSession } from '#app/server/auth/sessions.server.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'

/**
 * A staff page's loaders (the staff frame's and the page's own) both ask who is signed in; the session
 * is read once per request and never carried over to another request (app/server/auth/guard.server.ts).
 */

const site = setupInProcessSite({ routes: { '/api/auth/login': login } })

const pageRequest = (token: string) =>
  new Request('http://localhost/admin/ulevaade', { headers: { Authorization: `Bearer ${token}` } })

describe('checkAdmin', () => {
  it('reads the session once per request, and again for the next request', async () => {
    const token = await site.adminToken()
    const request = pageRequest(token)
    const first = await checkAdmin(request)
    expect(first).toMatchObject({ ok: true, session: { username: 'haldur' }, via: 'header' })

    const session = await resolveSession(site.runtime.database.db, token)
    if (!session) throw new Error('the session was not found')
    await revokeSession(site.runtime.database.db, session.sessionId)

    // The same request's second loader gets the answer read for the first, not a second read.
    expect(await checkAdmin(request)).toBe(first)
    // A new request reads the session again and finds it ended.
    expect(await checkAdmin(pageRequest(token))).toEqual({ ok: false, reason: 'signed-out' })
  })
})
