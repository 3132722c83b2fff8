import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * Every page that takes a form post, sent bodies that are not forms: a broken multipart body, JSON,
 * plain text, a wrong boundary. Each is the sender's mistake — a 4xx with an Estonian page — never a
 * 500, signed out and signed in.
 */

const site = setupServer({ env: testAdminEnv })
let cookie: string

beforeAll(async () => {
  ;({ cookie } = await signIn(site.url))
})

const bodies: [string, string][] = [
  ['multipart/form-data; boundary=zzz', '--zzz\r\nbroken'],
  ['multipart/form-data', 'no boundary at all'],
  ['application/json', '{"username": "haldur"'],
  ['text/plain', 'username=haldur'],
  ['application/x-www-form-urlencoded', '%E0%A4%A=%'],
]

const publicPages = ['/', '/kalkulaator', '/killustik', '/admin/login', '/blogi-admin']
const staffPages = ['/admin/orders/1', '/admin/mails', '/admin/inquiries', '/blogi-admin']

async function post(path: string, type: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body,
    redirect: 'manual',
  })
  return { status: response.status, text: await response.text() }
}

describe('posts that are not forms', () => {
  it('are refused with 4xx on every public page with a form', async () => {
    for (const path of publicPages) {
      for (const [type, body] of bodies) {
        const response = await post(path, type, body)
        expect(response.status, `${path} ${type}`).toBeLessThan(500)
      }
    }
  })

  it('get a page that says so in Estonian', async () => {
    const response = await post('/kalkulaator', 'multipart/form-data; boundary=zzz', '--zzz\r\nbroken')
    expect(response.status).toBe(400)
    expect(response.text).toContain('Vigane päring')
    expect(response.text).toContain('Saadetud andmeid ei saanud lugeda.')
  })

  it('are refused with 4xx on the staff pages, for a signed-in admin too', async () => {
    for (const path of staffPages) {
      for (const [type, body] of bodies) {
        const signedOut = await post(path, type, body)
        expect(signedOut.status, `${path} signed out`).toBeLessThan(500)
        const signedIn = await post(path, type, body, { Cookie: cookie, Origin: site.url })
        expect(signedIn.status, `${path} ${type}`).toBeGreaterThanOrEqual(400)
        expect(signedIn.status, `${path} ${type}`).toBeLessThan(500)
      }
    }
  })
})
