import { describe, expect, it } from 'vitest'
import { accountListMessages } from '#app/content/messages/account-lists.ts'
import { accountPageMessages } from '#app/content/messages/account-pages.ts'
import { businessApplicationMessages } from '#app/content/messages/business-application.ts'
import { translate } from '#app/lib/messages.ts'
import { customers, customerUsers } from '#app/server/db/schema.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { pdfText } from '../support/pdf-text.ts'
import { postFromSite, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'

/**
 * A business account in Russian and English on the production build (ADR 059, ADR 060): the sign-in
 * asked for on a Russian page is answered and mailed in Russian with a link back to the Russian pages,
 * every account page, its forms' refusals and the statement's PDF are in the address's language, and an
 * application made in Russian is received and approved in Russian.
 */

const ru = translate(accountPageMessages, 'ru')
const ruLists = translate(accountListMessages, 'ru')
const en = translate(accountPageMessages, 'en')
const enLists = translate(accountListMessages, 'en')

const person = 'prorab@stroika.example.ee'

const site = setupServer({
  smtp: true,
  env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' },
  async prepare(db) {
    const [company] = await db
      .insert(customers)
      .values({
        name: 'Stroika OÜ',
        registryCode: '14012343',
        street: 'Tööstuse 5',
        city: 'Rakvere',
        postalCode: '44310',
        contactName: 'Ivan Petrov',
        email: person,
        phone: '+372 5333 4444',
        status: 'aktiivne',
      })
      .returning()
    await db
      .insert(customerUsers)
      .values({ customerId: company!.id, email: person, name: 'Ivan Petrov', role: 'admin' })
  },
})

/** A post as the browser sends it from our own page. */
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postFromSite(site.url, path, fields, cookie)

const page = (path: string, cookie: string) =>
  fetch(`${site.url}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })

/** A page's HTML with React's escaped apostrophe read back, so that texts compare as written. */
const textOf = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'")

const linkIn = (mail: ReceivedMail) => mail.text.match(/(\/(?:ru|en)\/)?konto\/sisene\/([A-Za-z0-9_-]{43})/)

/** Signs the person in through a link asked for on `/ru/konto/sisene`; the session's cookie. */
async function signInInRussian(): Promise<string> {
  const asked = await post('/ru/konto/sisene', { email: person })
  expect(asked.status).toBe(200)
  expect(await asked.text()).toContain(ru('signIn.sent'))
  const [mail] = await site.smtp.waitFor(1, { filter: (m) => m.to.includes(person) })
  expect(mail!.subject).toMatch(/^Ссылка для входа – /)
  expect(mail!.text).toContain('Здравствуйте, Ivan Petrov!')
  expect(mail!.html).toContain('<html lang="ru">')
  const link = linkIn(mail!)
  expect(link?.[1]).toBe('/ru/')
  const opened = await post(`/ru/konto/sisene/${link![2]}`, {})
  expect(opened.status).toBe(302)
  expect(opened.headers.get('location')).toBe('/ru/konto')
  return (opened.headers.get('set-cookie') ?? '').split(';')[0]!
}

describe('a business account in Russian and English', () => {
  it('leads a Russian reader who is not signed in to the Russian sign-in, and refuses a bad address in Russian', async () => {
    const away = await fetch(`${site.url}/ru/konto/arved`, { redirect: 'manual' })
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe('/ru/konto/sisene')

    const signIn = await (await fetch(`${site.url}/en/konto/sisene`)).text()
    expect(signIn).toContain('<html lang="en"')
    expect(signIn).toContain(en('signIn.intro'))
    expect(signIn).toContain('href="/en/ariklient"')

    const refused = await post('/ru/konto/sisene', { email: 'prorab@' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(translate(businessApplicationMessages, 'ru')('error.emailInvalid'))
  })

  it('mails the link in Russian and shows the account, its lists and its forms in the address language', async () => {
    const cookie = await signInInRussian()

    const overview = await (await page('/ru/konto', cookie)).text()
    expect(overview).toContain('<html lang="ru"')
    for (const text of [ru('overview.heading'), ru('overview.openOrders'), ru('overview.noInvoices')])
      expect(overview).toContain(text)
    expect(overview).toContain('href="/ru/konto/arved"')
    expect(overview).toContain('action="/ru/konto/valju"')
    expect(overview).not.toContain('Avatud tellimused')

    const invoices = await (await page('/en/konto/arved', cookie)).text()
    expect(invoices).toContain('<html lang="en"')
    expect(invoices).toContain(en('invoices.language'))
    expect(invoices).toContain(en('invoices.none'))

    const statement = await textOf(await page('/en/konto/saldo?from=2026-13-01&to=x', cookie))
    expect(statement).toContain(enLists('statement.badPeriod'))
    expect(statement).toContain('href="/en/konto/saldo/pdf?from=')
    const pdf = await page('/en/konto/saldo/pdf', cookie)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(printed).toContain('Statement of account')
    expect(printed).toContain('Stroika OÜ')
    // Two days that make no period: the PDF's refusal is in the address's language too.
    const refusedPdf = await page('/ru/konto/saldo/pdf?from=2026-13-01&to=x', cookie)
    expect(refusedPdf.status).toBe(400)
    expect(await refusedPdf.text()).toBe(ruLists('statement.notPeriod'))

    // Each form's refusal in the address's language: a site's unknown address, a colleague without a name.
    for (const [path, fields, text] of [
      [
        '/ru/konto/objektid',
        { intent: 'add', name: 'Склад', address: 'Qwxyz Zyxwq 99' },
        ruLists('error.addressNotFound'),
      ],
      ['/en/konto/kasutajad', { intent: 'add', email: 'x@y.ee', role: 'tellija' }, enLists('error.name')],
    ] as const) {
      const refused = await post(path, fields, cookie)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain(text)
    }

    const added = await post(
      '/ru/konto/objektid',
      { intent: 'add', name: 'Склад', address: 'Rakvere' },
      cookie,
    )
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe('/ru/konto/objektid?teade=lisatud')
    const sites = await (await page('/ru/konto/objektid?teade=lisatud', cookie)).text()
    expect(sites).toContain(ruLists('sites.saved'))
    expect(sites).toMatch(/\d+,\d\sкм от карьера/)

    const out = await post('/ru/konto/valju', {}, cookie)
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/ru/konto/sisene')
  })

  it('answers an application made in Russian in Russian, and mails its approval with a Russian sign-in link', async () => {
    const contact = 'direktor@kamen.example.ee'
    const sent = await postPageForm(`${site.url}/ru/ariklient`, {
      idempotencyKey: `ru-application-${Date.now().toString(36)}`,
      name: 'Kamen OÜ',
      registryCode: '10137025',
      street: 'Pikk 3',
      city: 'Kunda',
      postalCode: '44106',
      contactName: 'Olga Smirnova',
      email: contact,
      phone: '+372 5222 3333',
    })
    expect(sent.status).toBe(302)
    const [receipt] = await site.smtp.waitFor(1, { filter: (m) => m.to.includes(contact) })
    expect(receipt!.subject).toMatch(/^Мы получили вашу заявку бизнес-клиента – /)
    expect(receipt!.text).toContain('Здравствуйте, Olga Smirnova!')
    const [toStaff] = await site.smtp.waitFor(1, { filter: (m) => m.subject.includes('Kamen OÜ') })
    expect(toStaff!.text).toContain('Keel: vene')

    const staff = staffClient(site)
    const list = (await (await staff.api('/api/admin/customers?status=taotlus')).json()) as {
      customers: { id: number; name: string }[]
    }
    const applied = list.customers.find((item) => item.name === 'Kamen OÜ')!
    const decided = await staff.post(`/admin/kliendid/${applied.id}`, {
      intent: 'decision',
      decision: 'approve',
    })
    expect(decided.status).toBe(302)
    const [opened] = await site.smtp.waitFor(1, {
      filter: (m) => m.to.includes(contact) && m.subject.startsWith('Ваш кабинет клиента открыт'),
    })
    expect(linkIn(opened!)?.[1]).toBe('/ru/')
    expect(opened!.text).toContain(`${site.url}/ru/konto/sisene.`)
  })
})
