import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type InquirySubmissionResult, inquiryTexts } from '#app/domain/inquiry-form.ts'
import { inquiries, outbox } from '#app/server/db/schema.server.ts'
import { newClientAddress } from '../support/client-address.ts'
import { expectFormPageAgain } from '../support/form-page.ts'
import { expectFieldErrors, postFormForJson, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'

/**
 * The home page's price inquiry: as JSON through /api/inquiries (JavaScript) and as the home page's
 * action (no JavaScript), against the production build with a real SMTP peer.
 */

const notifyTo = 'myyk@padukarjaar.ee'

const site = setupServer({ smtp: true, env: { ORDER_NOTIFY_TO: notifyTo, GEO_PROVIDER: 'builtin' } })

/** What each stored inquiry must look like, by e-mail address (unique per test). */
const expectedRows = new Map<string, Partial<typeof inquiries.$inferSelect>>()

let keys = 0
const newKey = () => `inquiry-test-${Date.now().toString(36)}-${++keys}`
let emails = 0
const newEmail = () => `juhan.juurikas.${++emails}@example.ee`

type Fields = Record<string, string>

function inquiryFields(fields: Fields = {}): Fields {
  return {
    intent: 'inquiry',
    idempotencyKey: newKey(),
    name: 'Juhan Juurikas',
    email: newEmail(),
    phone: '+372 5123 4567',
    material: 'Killustik',
    details: '15 tonni Tapale, järgmisel nädalal',
    ...fields,
  }
}

const postApi = (fields: Fields, client?: string) =>
  postFormForJson<InquirySubmissionResult>(`${site.url}/api/inquiries`, fields, client)

/** The form as a browser without JavaScript posts it: urlencoded to the home page's index action. */
const postHome = (fields: Fields, client?: string) => postPageForm(`${site.url}/?index`, fields, client)

const isMailOfInquiryFrom = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) || mail.replyTo.includes(email)

async function mailsFrom(email: string) {
  const mails = await site.smtp.waitFor(2, { filter: isMailOfInquiryFrom(email) })
  const staff = mails.find((mail) => mail.subject.startsWith('Uus päring'))
  const confirmation = mails.find((mail) => mail.subject.startsWith('Saime teie päringu'))
  if (!staff || !confirmation) throw new Error(`mails of ${email}: ${mails.map((m) => m.subject)}`)
  return { staff, confirmation }
}

/**
 * Shows that nothing more is on its way: one more accepted inquiry, and its two mails. The outbox sends
 * its mails one after another in the order they fell due, so a mail of anything posted earlier (or a
 * second copy of one) would have arrived before these.
 */
async function markerInquiry() {
  const fields = inquiryFields({ details: 'Merk' })
  expect((await postApi(fields)).status).toBe(201)
  expectedRows.set(fields.email!, { material: 'Killustik', details: 'Merk' })
  await mailsFrom(fields.email!)
}

describe('an inquiry through /api/inquiries', () => {
  it('is stored, staff get it with Reply-To the customer, and the customer a confirmation', async () => {
    const fields = inquiryFields()
    const result = await postApi(fields)
    expect(result.status).toBe(201)
    expect(result.body).toEqual({ ok: true })
    expectedRows.set(fields.email!, {
      name: 'Juhan Juurikas',
      phone: '+372 5123 4567',
      material: 'Killustik',
      details: '15 tonni Tapale, järgmisel nädalal',
      status: 'uus',
    })

    const { staff, confirmation } = await mailsFrom(fields.email!)
    expect(staff.to).toEqual([notifyTo])
    expect(staff.replyTo).toEqual([fields.email])
    expect(staff.subject).toMatch(/^Uus päring nr \d+: Killustik – Juhan Juurikas$/)
    expect(staff.text).toContain('Tüüp: päring')
    expect(staff.text).toContain('Nimi: Juhan Juurikas')
    expect(staff.text).toContain(`E-post: ${fields.email}`)
    expect(staff.text).toContain('Telefon: +372 5123 4567')
    expect(staff.text).toContain('Soovitud materjal: Killustik')
    expect(staff.text).toContain('15 tonni Tapale, järgmisel nädalal')
    expect(confirmation.to).toEqual([fields.email])
    expect(confirmation.replyTo).toEqual([notifyTo])
    expect(confirmation.subject).toBe('Saime teie päringu kätte – Padu Karjäär')
    expect(confirmation.text).toContain('Tere, Juhan Juurikas!')
    expect(confirmation.text).toContain('Soovitud materjal: Killustik')
  })

  it('without details, with the other material (muu)', async () => {
    const fields = inquiryFields({ material: 'muu', details: '' })
    const result = await postApi(fields)
    expect(result.status).toBe(201)
    expectedRows.set(fields.email!, { material: 'muu', details: null })
    const { staff } = await mailsFrom(fields.email!)
    expect(staff.text).toContain('Soovitud materjal: muu')
  })

  it('answers the required-field messages, the e-mail pattern and an unknown material with 400', async () => {
    expectFieldErrors(
      await postApi({ intent: 'inquiry', name: '', email: '', phone: '', material: 'Killustik' }),
      {
        name: 'Nimi on kohustuslik',
        email: 'E-post on kohustuslik',
        phone: 'Telefon on kohustuslik',
      },
    )
    expectFieldErrors(await postApi(inquiryFields({ email: 'juhan@example' })), {
      email: 'Vigane e-posti aadress',
    })
    expectFieldErrors(await postApi(inquiryFields({ material: 'Kuuliiv' })), { material: 'Valige materjal' })
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const fields = inquiryFields({ website: 'https://spam.example' })
    const result = await postApi(fields)
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ ok: true })
    await markerInquiry()
    expect(site.smtp.received.filter(isMailOfInquiryFrom(fields.email!))).toHaveLength(0)
  })

  it('stores a repeated submission (same key) once, with one pair of mails', async () => {
    const fields = inquiryFields()
    expect((await postApi(fields)).status).toBe(201)
    expect((await postApi(fields)).body).toEqual({ ok: true })
    expectedRows.set(fields.email!, { material: 'Killustik' })
    await mailsFrom(fields.email!)
    await markerInquiry()
    expect(site.smtp.received.filter(isMailOfInquiryFrom(fields.email!))).toHaveLength(2)
  })

  it('allows ten inquiries per client address in ten minutes, then answers 429', async () => {
    const client = newClientAddress()
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postApi({ intent: 'inquiry' }, client)).status).toBe(400)
    }
    const refused = await postApi(inquiryFields(), client)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ ok: false, formError: expect.stringContaining('Liiga palju') })
  })
})

describe('the home page action, for a browser without JavaScript', () => {
  it('stores the inquiry and redirects to the confirmation in #stats', async () => {
    const fields = inquiryFields({ material: 'Sõelutud täiteliiv', details: 'Kas 30 tonni on võimalik?' })
    const response = await postHome(fields)
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/?paring=saadetud#stats')
    expectedRows.set(fields.email!, { material: 'Sõelutud täiteliiv', details: 'Kas 30 tonni on võimalik?' })
    const page = await (await fetch(`${site.url}/?paring=saadetud`)).text()
    expect(page).toContain(inquiryTexts.successTitle)
    expect(page).toContain('Võtame teiega peagi ühendust.')
    const { staff } = await mailsFrom(fields.email!)
    expect(staff.text).toContain('Soovitud materjal: Sõelutud täiteliiv')
  })

  it('answers an invalid post with the page, its field messages and the values kept', async () => {
    const response = await postHome({
      intent: 'inquiry',
      idempotencyKey: newKey(),
      name: 'Juhan Juurikas',
      email: 'juhan-at-example',
      phone: '',
      material: 'Kaldaliiv',
      details: 'Paar koormat',
    })
    const html = await expectFormPageAgain(response, [
      'Vigane e-posti aadress',
      'Telefon on kohustuslik',
      'value="Juhan Juurikas"',
      'value="juhan-at-example"',
      'Paar koormat</textarea>',
    ])
    expect(html).toMatch(/<option value="Kaldaliiv" selected="">/)
  })

  it('answers a filled honeypot with the confirmation and stores nothing', async () => {
    const fields = inquiryFields({ website: 'spam' })
    const response = await postHome(fields)
    expect([302, 303]).toContain(response.status)
    await markerInquiry()
    expect(site.smtp.received.filter(isMailOfInquiryFrom(fields.email!))).toHaveLength(0)
  })
})

describe('what was stored', () => {
  it('holds exactly the accepted inquiries, each with its two mails sent once', async () => {
    await markerInquiry()
    const count = expectedRows.size
    expect(site.smtp.received).toHaveLength(count * 2)
    expect(new Set(site.smtp.received.map((mail) => mail.messageId)).size).toBe(count * 2)

    expect(await site.server.stop()).toBe(0)
    const database = await site.openDatabase()
    try {
      const rows = await database.db.select().from(inquiries).orderBy(asc(inquiries.id))
      expect(rows.map((row) => row.email).sort()).toEqual([...expectedRows.keys()].sort())
      for (const row of rows) expect(row).toMatchObject(expectedRows.get(row.email)!)
      const mails = await database.db.select().from(outbox)
      expect(mails).toHaveLength(count * 2)
      expect(mails.every((mail) => mail.status === 'sent')).toBe(true)
    } finally {
      await database.close()
    }
  })
})
