import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { startServer } from '../support/server-process.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'

/**
 * The business facts staff keep on /admin/ettevote and through /api/admin/business: a change is on every
 * public page, in the structured data, in the next mail and in the chat adviser's answer at once, without
 * a restart; on PostgreSQL a second process shows it within a second. Bad values are refused in Estonian
 * and change nothing.
 */

/** TEST_DATABASE_URL: the server runs on that PostgreSQL database (emptied first) instead of PGlite. */
const databaseUrl = process.env.TEST_DATABASE_URL

const site = setupServer({
  smtp: true,
  env: { ...testAdminEnv, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  beforeStart: async () => {
    if (databaseUrl) await emptyPostgresSchema(databaseUrl)
  },
})

const staff = staffClient(site)

type Facts = Record<string, unknown> & { phone: string; phoneE164: string; address: Record<string, string> }

async function facts(): Promise<Facts> {
  const response = await staff.api('/api/admin/business')
  expect(response.status).toBe(200)
  return (await response.json()) as Facts
}

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The page's JSON-LD objects. */
function structuredData(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
}

describe('the business facts API', () => {
  it('answers the built-in facts of a new installation, with the derived tel: form', async () => {
    const stored = await facts()
    expect(stored).toMatchObject({
      name: builtInBusiness.name,
      phone: builtInBusiness.phone,
      phoneE164: builtInBusiness.phoneE164,
      email: builtInBusiness.email,
      coordinates: builtInBusiness.coordinates,
    })
    expect(stored.weeklyHours).toEqual(builtInBusiness.weeklyHours)
  })

  it('refuses bad values in Estonian and changes nothing', async () => {
    const before = await facts()
    const { phoneE164: _derived, ...editable } = before
    const cases: [string, unknown, RegExp][] = [
      ['a phone that is no number', { ...editable, phone: '5000' }, /Telefon peab olema/],
      ['letters for a phone', { ...editable, phone: 'helista meile' }, /Telefon peab olema/],
      ['a javascript: website', { ...editable, website: 'javascript:alert(1)' }, /Veebiaadress peab algama/],
      ['an e-mail without @', { ...editable, email: 'info.padukarjaar.ee' }, /E-posti aadress/],
      [
        'a loading point in Finland',
        { ...editable, coordinates: { latitude: 60.17, longitude: 24.94 } },
        /Laiuskraad/,
      ],
      ['a control character', { ...editable, name: 'Padu\u0007' }, /lubamatuid märke/],
      [
        'closing before opening',
        {
          ...editable,
          weeklyHours: { ...(editable.weeklyHours as object), Monday: { opens: '17:00', closes: '08:00' } },
        },
        /Sulgemisaeg/,
      ],
      ['no county', { ...editable, deliveryArea: [] }, /maakond/i],
      ['an unknown field', { ...editable, hinnad: 1 }, /Tundmatu väli|Unrecognized/],
      ['a string for the facts', 'Padu', /JSON-objekt/],
    ]
    for (const [what, body, message] of cases) {
      const response = await staff.api('/api/admin/business', { method: 'PUT', body })
      expect(response.status, what).toBe(400)
      const answer = (await response.json()) as { error: string }
      expect(answer.error, what).toMatch(message)
    }
    expect(await facts()).toEqual(before)
    const audit = await staff.api('/api/admin/audit?entity=content&key=business')
    expect(await audit.json()).toEqual([])
  })

  it('a new phone, address and hours are on every page, in the JSON-LD, the mail and the chat at once', async () => {
    const { phoneE164: _derived, ...editable } = await facts()
    const response = await staff.api('/api/admin/business', {
      method: 'PUT',
      body: {
        ...editable,
        phone: '+372 5123 4567',
        email: 'myyk@naidis-karjaar.ee',
        registryCode: '12345678',
        address: { ...editable.address, postalCode: '45201' },
        weeklyHours: { ...(editable.weeklyHours as object), Saturday: null },
      },
    })
    expect(response.status).toBe(200)
    const saved = (await response.json()) as Facts
    expect(saved.phoneE164).toBe('+37251234567')

    for (const path of ['/', '/killustik', '/kalkulaator', '/privaatsus', '/blogi']) {
      const page = await html(path)
      expect(page, path).toContain('+372 5123 4567')
      expect(page, path).toContain('tel:+37251234567')
      expect(page, path).not.toContain(builtInBusiness.phone)
    }
    const home = await html('/')
    const business = structuredData(home).find((item) => String(item['@type']).endsWith('Business'))
    expect(business).toBeDefined()
    expect(business).toMatchObject({ telephone: '+37251234567', email: 'myyk@naidis-karjaar.ee' })
    expect(JSON.stringify(business)).toContain('45201')
    expect(JSON.stringify(business)).not.toContain('Saturday')

    const chat = await fetch(`${site.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
      body: JSON.stringify({
        action: 'sendMessage',
        sessionId: randomUUID(),
        chatInput: 'Mis on teie telefoninumber?',
      }),
    })
    expect(chat.status).toBe(200)
    expect(JSON.stringify(await chat.json())).toContain('+372 5123 4567')

    const order = await postForm(
      `${site.url}/api/orders`,
      orderBody({ quantity: '3', email: `mari.${randomUUID().slice(0, 8)}@example.ee` }),
      newClientAddress(),
    )
    expect(order.status).toBe(201)
    const { orderId } = (await order.json()) as { orderId: number }
    const [mail] = await site.smtp.waitFor(1, {
      filter: (received) =>
        /^Saime teie tellimuse soovi kätte/.test(received.subject) &&
        received.subject.includes(`nr ${orderId}`),
      timeoutMs: 15_000,
    })
    expect(mail?.text).toContain('+372 5123 4567')
    expect(mail?.text).not.toContain(builtInBusiness.phone)

    const audit = (await (await staff.api('/api/admin/audit?entity=content&key=business')).json()) as {
      adminUsername: string
      after: { phone: string }
    }[]
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      adminUsername: testAdminEnv.ADMIN_USERNAME,
      after: { phone: '+372 5123 4567' },
    })
  })
})

describe('the Ettevõte page without JavaScript', () => {
  /** The page's form as the browser would post it: every field with its shown value. */
  async function formFields(): Promise<Record<string, string>> {
    const page = await (await staff.page('/admin/ettevote')).text()
    const fields: Record<string, string> = {}
    for (const match of page.matchAll(/<input\b([^>]*)>/g)) {
      const attributes = match[1]!
      const name = /\bname="([^"]*)"/.exec(attributes)?.[1]
      if (!name || name === 'intent' || name === 'retentionMonths' || name === 'noticeDate') continue
      const value = (/\bvalue="([^"]*)"/.exec(attributes)?.[1] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
      if (/type="checkbox"/.test(attributes)) {
        if (/\bchecked\b/.test(attributes)) fields[name] = 'on'
      } else fields[name] = value
    }
    const area = /<textarea[^>]*name="deliveryArea"[^>]*>([^<]*)<\/textarea>/.exec(page)
    fields.deliveryArea = area?.[1] ?? ''
    return fields
  }

  it('saves through the form: a redirect with a message, the new e-mail on the site', async () => {
    const fields = await formFields()
    expect(fields.phone).toBe('+372 5123 4567')
    const response = await staff.post('/admin/ettevote', {
      ...fields,
      email: 'tellimused@naidis-karjaar.ee',
      intent: 'save',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin/ettevote')
    // The message travels in a cookie the redirect sets, read once by the page it leads to.
    const flash = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
    const { cookie } = await staff.admin()
    const shown = await (
      await fetch(`${site.url}/admin/ettevote`, { headers: { Cookie: `${cookie}; ${flash}` } })
    ).text()
    expect(shown).toContain('Ettevõtte andmed salvestatud')
    expect(await html('/')).toContain('tellimused@naidis-karjaar.ee')
  })

  it('a bad phone comes back with its message beside the field and the typed values kept', async () => {
    const fields = await formFields()
    const response = await staff.post('/admin/ettevote', {
      ...fields,
      phone: '123',
      name: 'Uus nimi',
      intent: 'save',
    })
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('Telefon peab olema Eesti või rahvusvaheline number')
    expect(page).toContain('value="Uus nimi"')
    expect((await facts()).name).toBe(builtInBusiness.name)
  })

  it('keeps the privacy settings the notice shows', async () => {
    const refused = await staff.post('/admin/ettevote', {
      retentionMonths: '0',
      noticeDate: '31.02.2026',
      intent: 'privacy',
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Säilitusaeg peab olema täisarv kuudes')
    expect(await html('/privaatsus')).toContain('24 kuu')
    const saved = await staff.post('/admin/ettevote', {
      retentionMonths: '18',
      noticeDate: '01.12.2026',
      intent: 'privacy',
    })
    expect(saved.status).toBe(302)
    const notice = await html('/privaatsus')
    expect(notice).toContain('18 kuu')
    expect(notice).not.toContain('24 kuu')
  })
})

describe.runIf(databaseUrl)('two processes on one PostgreSQL', () => {
  it('the second shows a change made through the first within a second', async () => {
    const second = await startServer({ env: { ...testAdminEnv, DATABASE_URL: databaseUrl } })
    try {
      expect(await (await fetch(`${second.url}/`)).text()).toContain('+372 5123 4567')
      const { phoneE164: _derived, ...editable } = await facts()
      const changed = await staff.api('/api/admin/business', {
        method: 'PUT',
        body: { ...editable, phone: '+372 5999 8888' },
      })
      expect(changed.status).toBe(200)
      const started = Date.now()
      let shown = false
      while (!shown && Date.now() - started < 1_000) {
        shown = (await (await fetch(`${second.url}/`)).text()).includes('+372 5999 8888')
        if (!shown) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(shown, 'the second process within 1 s').toBe(true)
    } finally {
      await second.dispose()
    }
  })
})
