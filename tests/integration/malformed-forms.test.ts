import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * Every page that takes a form post, sent bodies that are not forms: a broken multipart body, JSON,
 * plain text, a wrong boundary. Each is the sender's mistake — a 4xx with an Estonian page — never a
 * 500. A staff page sends a signed-out sender to sign in first, whatever the body.
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

/** Each answer that is not a 4xx, as `path type: status`; all of them at once when a test fails. */
const not4xx = (answers: { what: string; status: number }[]) =>
  answers
    .filter(({ status }) => status < 400 || status >= 500)
    .map(({ what, status }) => `${what}: ${status}`)

describe('posts that are not forms', () => {
  it('are refused with 4xx on every public page with a form', async () => {
    const answers = []
    for (const path of publicPages) {
      for (const [type, body] of bodies) {
        const { status } = await post(path, type, body)
        answers.push({ what: `${path} ${type}`, status })
      }
    }
    expect(not4xx(answers)).toEqual([])
  })

  it('get a page that says so in Estonian', async () => {
    const response = await post('/kalkulaator', 'multipart/form-data; boundary=zzz', '--zzz\r\nbroken')
    expect(response.status).toBe(400)
    expect(response.text).toContain('Vigane päring')
    expect(response.text).toContain('Saadetud andmeid ei saanud lugeda.')
  })

  it('are refused with 4xx on the staff pages for a signed-in admin', async () => {
    const answers = []
    for (const path of staffPages) {
      for (const [type, body] of bodies) {
        const { status } = await post(path, type, body, { Cookie: cookie, Origin: site.url })
        answers.push({ what: `${path} ${type}`, status })
      }
    }
    expect(not4xx(answers)).toEqual([])
  })

  it('send a signed-out sender to the sign-in page, or refuse them with 4xx, on the staff pages', async () => {
    const neither = []
    for (const path of staffPages) {
      for (const [type, body] of bodies) {
        const response = await fetch(`${site.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
          redirect: 'manual',
        })
        await response.body?.cancel()
        const location = response.headers.get('location') ?? ''
        const toSignIn = response.status === 302 && new URL(location, site.url).pathname === '/admin/login'
        const refused = response.status >= 400 && response.status < 500
        if (!toSignIn && !refused) neither.push(`${path} ${type}: ${response.status} ${location}`)
      }
    }
    expect(neither).toEqual([])
  })
})
