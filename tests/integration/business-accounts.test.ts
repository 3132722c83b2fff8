import { describe, expect, it } from 'vitest'
import { customerTexts } from '#app/domain/customer-forms.ts'
import { customers, customerUsers } from '#app/server/db/schema.server.ts'
import { newClientAddress } from '../support/client-address.ts'
import { expectFormPageAgain } from '../support/form-page.ts'
import { postFromSite, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { mailsBeforeMarker, type ReceivedMail } from '../support/smtp-peer.ts'

/**
 * Business accounts on the production build (ADR 059): the application on /ariklient, and a person's
 * sign-in by a mailed link into /konto, its own session apart from the staff's.
 */

const notifyTo = 'myyk@padukarjaar.ee'
const person = 'ostja@ehitus.example.ee'
const suspendedPerson = 'endine@peatatud.example.ee'
/** Asks for links in one test only: its address's limit is its own. */
const eagerPerson = 'kiirustaja@ehitus.example.ee'

const site = setupServer({
  smtp: true,
  env: { ORDER_NOTIFY_TO: notifyTo, GEO_PROVIDER: 'builtin' },
  async prepare(db) {
    const [active] = await db
      .insert(customers)
      .values({
        name: 'Ehitus OÜ',
        registryCode: '16554321',
        street: 'Tööstuse 1',
        city: 'Rakvere',
        postalCode: '44310',
        contactName: 'Mari Maasikas',
        email: person,
        phone: '+372 5123 4567',
        status: 'aktiivne',
      })
      .returning()
    await db.insert(customerUsers).values([
      { customerId: active!.id, email: person, name: 'Mari Maasikas', role: 'admin' },
      { customerId: active!.id, email: eagerPerson, name: 'Kalle Kiire', role: 'tellija' },
    ])
    const [suspended] = await db
      .insert(customers)
      .values({
        name: 'Peatatud AS',
        registryCode: '10586863',
        street: 'Vana 2',
        city: 'Tapa',
        postalCode: '45106',
        contactName: 'Jaan Tamm',
        email: suspendedPerson,
        phone: '+372 5000 0001',
        status: 'peatatud',
      })
      .returning()
    await db
      .insert(customerUsers)
      .values({ customerId: suspended!.id, email: suspendedPerson, name: 'Jaan Tamm', role: 'admin' })
  },
})

let keys = 0
function application(fields: Record<string, string> = {}) {
  return {
    idempotencyKey: `application-test-${Date.now().toString(36)}-${++keys}`,
    name: 'Kruusavedu OÜ',
    registryCode: '11013613',
    vatNumber: '',
    street: 'Pikk 3',
    city: 'Kunda',
    postalCode: '44106',
    contactName: 'Peeter Paju',
    email: 'peeter@kruusavedu.example.ee',
    phone: '+372 5222 3333',
    requestedTermDays: '30',
    note: 'Tellime igal nädalal.',
    ...fields,
  }
}

const linkOf = (mail: ReceivedMail) => mail.text.match(/\/konto\/sisene\/([A-Za-z0-9_-]{43})/)?.[1]

/** A post as the browser sends it from our own page: the Origin is the site's. */
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postFromSite(site.url, path, fields, cookie)

async function askForLink(email: string) {
  const response = await post('/konto/sisene', { email })
  expect(response.status).toBe(200)
  expect(await response.text()).toContain(
    'Kui see aadress kuulub kliendikontole, saatsime sellele sisselogimislingi.',
  )
}

async function signIn(email: string): Promise<string> {
  await askForLink(email)
  const [mail] = await site.smtp.waitFor(1, {
    filter: (m) => m.to.includes(email) && !usedLinks.has(linkOf(m) ?? ''),
  })
  const token = linkOf(mail!)!
  usedLinks.add(token)
  const opened = await post(`/konto/sisene/${token}`, {})
  expect(opened.status).toBe(302)
  expect(opened.headers.get('location')).toBe('/konto')
  const cookie = opened.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/^konto_session=[A-Za-z0-9_-]{43};/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
  return cookie.split(';')[0]!
}
const usedLinks = new Set<string>()

describe('/ariklient', () => {
  it('stores an application without JavaScript, mails staff and the applicant, and refuses a second one for the code', async () => {
    const page = await fetch(`${site.url}/ariklient`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Taotle kliendikontot')

    const fields = application()
    const sent = await postPageForm(`${site.url}/ariklient`, fields)
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe('/ariklient?taotlus=saadetud')
    // The same submission again (a double click): stored once, no second pair of mails.
    expect((await postPageForm(`${site.url}/ariklient`, fields)).status).toBe(302)

    const again = await postPageForm(
      `${site.url}/ariklient`,
      application({ email: 'teine@kruusavedu.example.ee' }),
    )
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(customerTexts.duplicateApplication)

    const mails = (await mailsBeforeMarker(site.smtp, site.url)).filter((mail) =>
      mail.subject.includes('ärikliendi taotlus'),
    )
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Saime teie ärikliendi taotluse kätte – Padu Karjäär',
      'Uus ärikliendi taotlus: Kruusavedu OÜ',
    ])
    const staff = mails.find((mail) => mail.subject.startsWith('Uus'))!
    expect(staff.to).toContain(notifyTo)
    expect(staff.replyTo).toContain('peeter@kruusavedu.example.ee')
    expect(staff.text).toContain('11013613')
    expect(staff.text).toContain('30 päeva')
    expect(staff.text).toMatch(/\/admin\/kliendid\/\d+/)
  })

  it.each([
    [{ registryCode: '12345675' }, 'Registrikoodi kontrollnumber ei klapi.'],
    [{ registryCode: '1234' }, 'Registrikood on 8 numbrit.'],
    [{ vatNumber: 'EE123' }, 'Käibemaksukohustuslase number on EE ja 9 numbrit.'],
    [{ postalCode: '4410' }, customerTexts.postalCodeFormat],
    [{ email: 'peeter(at)firma' }, customerTexts.emailInvalid],
    [{ requestedTermDays: '365' }, customerTexts.termFormat],
    [{ name: '   ' }, customerTexts.nameRequired],
  ])('refuses %o with its message and keeps what was typed', async (change, message) => {
    const fields = application({ registryCode: '14012343', ...change })
    const html = await expectFormPageAgain(await postPageForm(`${site.url}/ariklient`, fields), [message])
    expect(html).toContain('Pikk 3')
  })
})

describe('signing in with a link', () => {
  it('answers the same for any address, mails only a person of an active account', async () => {
    await askForLink('keegi.muu@example.ee')
    await askForLink(suspendedPerson)
    await askForLink(person)
    const mails = await mailsBeforeMarker(site.smtp, site.url)
    expect(mails.filter((mail) => mail.to.includes('keegi.muu@example.ee'))).toEqual([])
    expect(mails.filter((mail) => mail.to.includes(suspendedPerson))).toEqual([])
    const mine = mails.filter((mail) => mail.to.includes(person))
    expect(mine).toHaveLength(1)
    expect(mine[0]!.subject).toBe('Sisselogimislink – Padu Karjäär')
    expect(linkOf(mine[0]!)).toBeTruthy()
  })

  it('opens a session once: the link shows a button, its post signs in, a second use is refused', async () => {
    await askForLink(person.toUpperCase())
    const [mail] = await site.smtp.waitFor(1, {
      filter: (m) =>
        m.to.includes(person) && !usedLinks.has(linkOf(m) ?? '') && m.subject.startsWith('Sisse'),
    })
    const token = linkOf(mail!)!
    usedLinks.add(token)
    // A mail program that opens the link to check it spends nothing.
    const shown = await fetch(`${site.url}/konto/sisene/${token}`)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('Logi sisse')
    const opened = await post(`/konto/sisene/${token}`, {})
    expect(opened.status).toBe(302)
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!
    const account = await fetch(`${site.url}/konto`, { headers: { Cookie: cookie }, redirect: 'manual' })
    expect(account.status).toBe(200)
    const html = await account.text()
    expect(html).toContain('Ehitus OÜ')
    expect(html).toContain('Mari Maasikas')

    const reused = await post(`/konto/sisene/${token}`, {})
    expect(reused.status).toBe(410)
    expect(await reused.text()).toContain('See link on aegunud või juba kasutatud.')
    // From another site the link is not used at all.
    const forged = await fetch(`${site.url}/konto/sisene/${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { Origin: 'https://kuri.example', 'X-Forwarded-For': newClientAddress() },
      redirect: 'manual',
    })
    expect(forged.status).toBe(403)
  })

  it.each(['abc', 'x'.repeat(43), '../../admin', '%00'])(
    'refuses the link %s with the same message',
    async (token) => {
      const shown = await fetch(`${site.url}/konto/sisene/${token}`)
      expect(shown.status).toBeLessThan(500)
      const used = await post(`/konto/sisene/${token}`, {})
      expect(used.status).toBeGreaterThanOrEqual(400)
      expect(used.status).toBeLessThan(500)
      expect(used.headers.get('set-cookie') ?? '').not.toContain('konto_session=')
    },
  )

  it('keeps the customer and staff sessions apart, and signing out ends it', async () => {
    const cookie = await signIn(person)
    const staffPage = await fetch(`${site.url}/admin/orders`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    expect(staffPage.status).toBe(302)
    expect(staffPage.headers.get('location')).toBe('/admin/login')
    const staffApi = await fetch(`${site.url}/api/admin/orders`, { headers: { Cookie: cookie } })
    expect(staffApi.status).toBe(401)
    const [, value] = cookie.split('=')
    const asStaff = await fetch(`${site.url}/konto`, {
      headers: { Cookie: `admin_session=${value}` },
      redirect: 'manual',
    })
    expect(asStaff.status).toBe(302)
    expect(asStaff.headers.get('location')).toBe('/konto/sisene')

    const out = await post('/konto/valju', {}, cookie)
    expect(out.status).toBe(302)
    expect(out.headers.get('set-cookie')).toMatch(/konto_session=;.*Max-Age=0/i)
    const after = await fetch(`${site.url}/konto`, { headers: { Cookie: cookie }, redirect: 'manual' })
    expect(after.status).toBe(302)
  })

  it('mails one address at most three links in 15 minutes, answering as before', async () => {
    for (let i = 0; i < 5; i++) await askForLink(eagerPerson)
    const mails = (await mailsBeforeMarker(site.smtp, site.url)).filter((mail) =>
      mail.to.includes(eagerPerson),
    )
    expect(mails.map((mail) => mail.to)).toHaveLength(3)
  })
})
