import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import type { OrderSubmissionResult } from '#app/domain/order-form.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { quote } from '#app/domain/quote.ts'
import { orders, outbox, products } from '#app/server/db/schema.server.ts'
import { tooManyRequestsMessage } from '#app/server/http/rate-limit.server.ts'
import { seedCatalogueUnpublishing } from '../support/catalogue.ts'
import { newClientAddress } from '../support/client-address.ts'
import { minimumPickup } from '../support/example-orders.ts'
import { expectFormPageAgain } from '../support/form-page.ts'
import { expectFieldErrors, postFormForJson, postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'

/**
 * Orders as the browser sends them (multipart to /api/orders) and as a form without JavaScript posts them
 * (the material page's action), against the production build with a real SMTP peer and the built-in
 * towns for addresses. The rows are read from the server's own database after it has stopped.
 */

const notifyTo = 'myyk@padukarjaar.ee'
/** The material staff unpublished before the server started. */
const unpublishedSlug = 'kruusaveeris-64-100'

// Tapa (59.2606, 25.9586) from the quarry (59.2414, 26.7216): 43,5 km great circle × 1,3 = 56,5 km.
const tapa = { label: 'Tapa linn, Lääne-Viru maakond', tenthsKm: 565 }
const toTapa = { option: 'delivery', distanceTenthsKm: tapa.tenthsKm } as const

const site = setupServer({
  smtp: true,
  env: { ORDER_NOTIFY_TO: notifyTo, GEO_PROVIDER: 'builtin' },
  // Staff unpublished one material before the site started: seed the catalogue and change the row.
  prepare: (db) => seedCatalogueUnpublishing(db, unpublishedSlug),
})

/** What each accepted order must look like in the database, by idempotency key. */
const expectedRows = new Map<string, Partial<typeof orders.$inferSelect>>()

let keys = 0
const newKey = () => `order-api-test-${Date.now().toString(36)}-${++keys}`

const customer = {
  firstName: 'Mari',
  lastName: 'Maasikas',
  phone: '+372 5555 1234',
}
let emails = 0
const newEmail = () => `mari.maasikas.${++emails}@example.ee`

type Fields = Record<string, string>

function orderFields(fields: Fields): Fields {
  return {
    idempotencyKey: newKey(),
    addressToken: '',
    ...customer,
    email: newEmail(),
    deliveryAddress: '',
    notes: '',
    ...fields,
  }
}

const postOrder = (fields: Fields, client?: string) =>
  postFormForJson<OrderSubmissionResult>(`${site.url}/api/orders`, fields, client)

/** The no-JavaScript post of the material page's form. */
const postPage = (slug: string, fields: Fields, client?: string) =>
  postPageForm(`${site.url}/${slug}`, fields, client)

interface Suggestion {
  label: string
  token: string
}

async function suggestions(q: string): Promise<Suggestion[]> {
  const response = await fetch(`${site.url}/api/geo/search?q=${encodeURIComponent(q)}`, {
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { suggestions: Suggestion[] }).suggestions
}

async function suggestion(q: string, label: string): Promise<Suggestion> {
  const found = (await suggestions(q)).find((item) => item.label === label)
  if (!found) throw new Error(`no suggestion ${label} for ${q}`)
  return found
}

function orderId(result: { status: number; body: OrderSubmissionResult }): number {
  if (!result.body.ok) throw new Error(`order refused (${result.status}): ${JSON.stringify(result.body)}`)
  return result.body.orderId
}

/** Posts an order that must be accepted, and gives its id. */
async function placedOrderId(fields: Fields): Promise<number> {
  const result = await postOrder(fields)
  expect(result.status).toBe(201)
  return orderId(result)
}

const isMailOf = (id: number) => (mail: ReceivedMail) =>
  mail.subject.startsWith(`Uus tellimus nr ${id}:`) || mail.subject.includes(`(nr ${id})`)

/** The staff mail and the customer's confirmation of one order. */
async function mailsOf(id: number) {
  const mails = await site.smtp.waitFor(2, { filter: isMailOf(id) })
  const staff = mails.find((mail) => mail.subject.startsWith('Uus tellimus'))
  const confirmation = mails.find((mail) => mail.subject.startsWith('Saime teie tellimuse'))
  if (!staff || !confirmation) throw new Error(`mails of order ${id}: ${mails.map((m) => m.subject)}`)
  return { staff, confirmation, all: mails }
}

/**
 * Shows that nothing more is on its way: one more accepted order, and its two mails. The outbox sends its
 * mails one after another in the order they fell due, so a mail of anything posted earlier (or a second
 * copy of one) would have arrived before these.
 */
async function markerOrder() {
  const fields = orderFields({ slug: 'killustik', quantity: '2', deliveryOption: 'self', notes: 'Merk' })
  const id = orderId(await postOrder(fields))
  // 2 t × 8,00 € = 16,00 €; VAT 3,84 €; total 19,84 €.
  expectedRows.set(fields.idempotencyKey!, {
    id,
    productName: 'Killustik',
    quantity: 2,
    totalPriceCents: 1984,
  })
  await mailsOf(id)
}

describe('an order through /api/orders', () => {
  it('a delivery to Tapa is stored with the server’s totals, and staff and customer get their mails', async () => {
    const tapaSuggestion = await suggestion('Tapa', tapa.label)
    const fields = orderFields({
      slug: 'soelutud-taiteliiv',
      addressToken: tapaSuggestion.token,
      quantity: '8',
      deliveryOption: 'delivery',
      deliveryAddress: tapa.label,
      notes: 'Palun helistage enne tulekut',
    })
    const id = await placedOrderId(fields)

    // 8 t × 4,00 € = 32,00 €; 56,5 km × 2,70 € = 152,55 €; net 184,55 €; VAT 44,29 €; total 228,84 €.
    const expected = quote({ unitPriceCents: 400, quantityTonnes: 8, delivery: toTapa })
    expect(expected).toMatchObject({
      transportCents: 15255,
      netCents: 18455,
      vatCents: 4429,
      totalCents: 22884,
    })
    expectedRows.set(fields.idempotencyKey!, {
      id,
      productName: 'Sõelutud Täiteliiv',
      quantity: 8,
      unitPriceCents: 400,
      deliveryOption: 'delivery',
      deliveryAddress: tapa.label,
      distanceKm: '56.5',
      distanceSource: 'estimate',
      deliveryCostCents: 15255,
      netPriceCents: 18455,
      vatCents: 4429,
      totalPriceCents: 22884,
      minimumApplied: false,
      name: 'Mari Maasikas',
      email: fields.email,
      phone: customer.phone,
      notes: 'Palun helistage enne tulekut',
      status: 'uus',
    })

    const { staff, confirmation } = await mailsOf(id)
    expect(staff.to).toEqual([notifyTo])
    // To carries a name, RFC 2047-encoded where it is not ASCII: a bare address is a bulk-mail sign.
    expect(staff.parsed.to?.map((to) => to.name)).toEqual(['Padu Karjäär'])
    expect(staff.raw.toString('latin1')).toMatch(/^To: =\?UTF-8\?Q\?Padu_Karj=C3=A4=C3=A4r\?= </m)
    expect(confirmation.parsed.to?.map((to) => to.name)).toEqual(['Mari Maasikas'])
    expect(confirmation.raw.toString('latin1')).toMatch(/^To: Mari Maasikas </m)
    expect(staff.rcptTo).toEqual([notifyTo])
    expect(staff.replyTo).toEqual([fields.email])
    expect(staff.subject).toBe(`Uus tellimus nr ${id}: Sõelutud Täiteliiv, 8 tonni – Mari Maasikas`)
    for (const mail of [staff, confirmation]) {
      expect(mail.text).toContain('Toode: Sõelutud Täiteliiv')
      expect(mail.text).toContain('Kogus: 8 tonni')
      expect(mail.text).toContain('Transpordi valik: Soovin transporti')
      expect(mail.text).toContain(`Tarneaadress: ${tapa.label}`)
      expect(mail.text).toContain('Kaugus karjäärist: 56,5 km (ligikaudne)')
      expect(mail.text).toContain('Sõelutud Täiteliiv, 8 tonni × 4,00 €/t: 32,00 €')
      expect(mail.text).toContain('Transport, 56,5 km (ligikaudne): 152,55 €')
      expect(mail.text).toContain('Summa ilma käibemaksuta: 184,55 €')
      expect(mail.text).toContain('Käibemaks 24 %: 44,29 €')
      expect(mail.text).toContain('Kokku koos käibemaksuga: 228,84 €')
      expect(mail.text).toContain('Palun helistage enne tulekut')
      expect(mail.html).toContain('228,84 €')
    }
    expect(staff.text).toContain(`E-post: ${fields.email}`)
    expect(staff.text).toContain(`Telefon: ${customer.phone}`)
    expect(confirmation.to).toEqual([fields.email])
    expect(confirmation.rcptTo).toEqual([fields.email])
    expect(confirmation.replyTo).toEqual([notifyTo])
    expect(confirmation.subject).toBe(`Saime teie tellimuse soovi kätte (nr ${id}) – Padu Karjäär`)
    expect(confirmation.text).toContain('Tere, Mari Maasikas!')
  })

  it('self-pickup of 1 t fill sand costs the 15 € minimum plus VAT: 18,60 €, and says Tulen ise järele', async () => {
    const fields = orderFields({ slug: 'soelutud-taiteliiv', quantity: '1', deliveryOption: 'self' })
    const id = await placedOrderId(fields)
    expectedRows.set(fields.idempotencyKey!, { id, ...minimumPickup })
    const { staff, confirmation } = await mailsOf(id)
    for (const mail of [staff, confirmation]) {
      expect(mail.text).toContain('Transpordi valik: Tulen ise järele')
      expect(mail.text).toContain('Kogus: 1 tonn')
      expect(mail.text).not.toContain('Tarneaadress')
      expect(mail.text).toContain('Summa ilma käibemaksuta: 15,00 €')
      expect(mail.text).toContain('Käibemaks 24 %: 3,60 €')
      expect(mail.text).toContain('Kokku koos käibemaksuga: 18,60 €')
      expect(mail.text).toContain(orderTexts.minimumNotice)
    }
  })

  it('25 t of killustik for self-pickup: 200,00 € + 48,00 € VAT = 248,00 €', async () => {
    const fields = orderFields({ slug: 'killustik', quantity: '25', deliveryOption: 'self' })
    const id = await placedOrderId(fields)
    expectedRows.set(fields.idempotencyKey!, {
      id,
      productName: 'Killustik',
      quantity: 25,
      unitPriceCents: 800,
      netPriceCents: 20000,
      vatCents: 4800,
      totalPriceCents: 24800,
      minimumApplied: false,
    })
    const { staff } = await mailsOf(id)
    expect(staff.subject).toBe(`Uus tellimus nr ${id}: Killustik, 25 tonni – Mari Maasikas`)
    expect(staff.text).toContain('Kokku koos käibemaksuga: 248,00 €')
    expect(staff.text).not.toContain(orderTexts.minimumNotice)
  })
})

describe('what the browser cannot decide', () => {
  it('prices, costs and distances posted beside the fields change nothing', async () => {
    const tapaSuggestion = await suggestion('Tapa', tapa.label)
    const fields = orderFields({
      slug: 'soelutud-ehitusliiv',
      addressToken: tapaSuggestion.token,
      quantity: '10',
      deliveryOption: 'delivery',
      deliveryAddress: tapa.label,
      unit_price: '0.01',
      total_price: '1',
      delivery_cost: '0',
      distance_km: '1',
      priceCents: '1',
      unitPriceCents: '1',
      totalPriceCents: '1',
      distanceTenthsKm: '1',
      minimumApplied: 'true',
    })
    const id = await placedOrderId(fields)
    // 10 t × 5,00 € = 50,00 € + 152,55 € transport = 202,55 €; VAT 48,61 €; total 251,16 €.
    const expected = quote({ unitPriceCents: 500, quantityTonnes: 10, delivery: toTapa })
    expect(expected.totalCents).toBe(25116)
    expectedRows.set(fields.idempotencyKey!, {
      id,
      productName: 'Sõelutud Ehitusliiv',
      unitPriceCents: 500,
      distanceKm: '56.5',
      deliveryCostCents: expected.transportCents,
      netPriceCents: expected.netCents,
      vatCents: expected.vatCents,
      totalPriceCents: expected.totalCents,
    })
    const { staff } = await mailsOf(id)
    expect(staff.text).toContain('Kokku koos käibemaksuga: 251,16 €')
  })

  it('a tampered address token is not trusted: the server geocodes the typed address instead', async () => {
    const tallinn = await suggestion('Tallinn', 'Tallinn, Harju maakond')
    const tapaSuggestion = await suggestion('Tapa', tapa.label)
    const [payload, signature] = tallinn.token.split('.') as [string, string]
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[]
    // Tallinn's label moved onto the quarry's doorstep, with Tallinn's signature kept.
    const moved = Buffer.from(JSON.stringify([decoded[0], 59.2414, 26.7216, decoded[3]])).toString(
      'base64url',
    )
    const tampered = await postOrder(
      orderFields({
        slug: 'soelutud-taiteliiv',
        addressToken: `${moved}.${signature}`,
        quantity: '8',
        deliveryOption: 'delivery',
        deliveryAddress: 'Tallinn, Harju maakond',
      }),
    )
    expect(tampered.status).toBe(400)
    expect(tampered.body).toMatchObject({
      ok: false,
      formError: { title: orderTexts.outOfAreaTitle, text: orderTexts.outOfAreaText },
      fieldErrors: { deliveryAddress: orderMessageFamilies.kohustuslik.blockedText },
    })

    // A genuine token for Tapa with Tallinn typed into the field: the typed address is what is delivered to.
    const swapped = await postOrder(
      orderFields({
        slug: 'soelutud-taiteliiv',
        addressToken: tapaSuggestion.token,
        quantity: '8',
        deliveryOption: 'delivery',
        deliveryAddress: 'Tallinn',
      }),
    )
    expect(swapped.status).toBe(400)
    expect(swapped.body).toMatchObject({ ok: false, formError: { title: orderTexts.outOfAreaTitle } })

    // A broken signature on a real Tapa suggestion: the order still goes through, measured from the text.
    const broken = `${tapaSuggestion.token.slice(0, -2)}${tapaSuggestion.token.endsWith('AA') ? 'BB' : 'AA'}`
    const fields = orderFields({
      slug: 'soelutud-taiteliiv',
      addressToken: broken,
      quantity: '9',
      deliveryOption: 'delivery',
      deliveryAddress: tapa.label,
    })
    const id = await placedOrderId(fields)
    const expected = quote({ unitPriceCents: 400, quantityTonnes: 9, delivery: toTapa })
    expectedRows.set(fields.idempotencyKey!, {
      id,
      quantity: 9,
      deliveryAddress: tapa.label,
      distanceKm: '56.5',
      totalPriceCents: expected.totalCents,
    })
    await mailsOf(id)
  })
})

describe('one order per idempotency key', () => {
  /** The key's one order is stored as `row` says, and its pair of mails is sent once and no more. */
  async function expectOneOrderAndOnePairOfMails(
    key: string,
    row: { id: number; productName: string; quantity: number; totalPriceCents: number },
  ) {
    expectedRows.set(key, row)
    await mailsOf(row.id)
    await markerOrder()
    expect(site.smtp.received.filter(isMailOf(row.id))).toHaveLength(2)
  }

  it('the same key twice stores one order and sends one pair of mails', async () => {
    const fields = orderFields({ slug: 'kaldaliiv', quantity: '3', deliveryOption: 'self' })
    const first = await postOrder(fields)
    const second = await postOrder(fields)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    await expectOneOrderAndOnePairOfMails(fields.idempotencyKey!, {
      id: orderId(first),
      productName: 'Kaldaliiv',
      quantity: 3,
      totalPriceCents: 1860,
    })
  })

  it('ten concurrent posts with one key store one order and send one pair of mails', async () => {
    const fields = orderFields({ slug: 'purukruus', quantity: '12', deliveryOption: 'self' })
    const client = newClientAddress()
    const results = await Promise.all(Array.from({ length: 10 }, () => postOrder(fields, client)))
    const ids = new Set(results.map(orderId))
    expect(ids.size).toBe(1)
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    expect(results.filter((result) => result.status === 200)).toHaveLength(9)
    const [id] = [...ids] as [number]
    // 12 t × 6,50 € = 78,00 €; VAT 18,72 €; total 96,72 €.
    await expectOneOrderAndOnePairOfMails(fields.idempotencyKey!, {
      id,
      productName: 'Purukruus',
      quantity: 12,
      totalPriceCents: 9672,
    })
  })
})

describe('the order rules, enforced by the server', () => {
  it('refuses delivery below 8 t with the page’s amber note', async () => {
    const tapaSuggestion = await suggestion('Tapa', tapa.label)
    const result = await postOrder(
      orderFields({
        slug: 'soelutud-taiteliiv',
        addressToken: tapaSuggestion.token,
        quantity: '7',
        deliveryOption: 'delivery',
        deliveryAddress: tapa.label,
      }),
    )
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({
      ok: false,
      fieldErrors: { deliveryOption: 'Väiksematele kogustele kui 8 tonni, me transporti ei paku.' },
    })
  })

  it('refuses an address beyond 60 km with Transport pole võimalik and the page’s blocked text', async () => {
    const cases = [
      { slug: 'soelutud-taiteliiv', q: 'Tallinn', label: 'Tallinn, Harju maakond', family: 'kohustuslik' },
      { slug: 'kaldaliiv', q: 'Tartu', label: 'Tartu linn, Tartu maakond', family: 'noutud' },
      { slug: 'killustik', q: 'Tartu', label: 'Tartu linn, Tartu maakond', family: 'e-mail' },
    ] as const
    for (const { slug, q, label, family } of cases) {
      const place = await suggestion(q, label)
      const result = await postOrder(
        orderFields({
          slug,
          addressToken: place.token,
          quantity: '20',
          deliveryOption: 'delivery',
          deliveryAddress: label,
        }),
      )
      expect(result.status, slug).toBe(400)
      expect(result.body, slug).toMatchObject({
        ok: false,
        formError: {
          title: 'Transport pole võimalik',
          text: 'Asute me piirkonnast väljaspool. Küsige meilt eraldi pakkumist.',
        },
        fieldErrors: { deliveryAddress: orderMessageFamilies[family].blockedText },
      })
    }
    expect(orderMessageFamilies.noutud.blockedText).toBe(
      'Tellimus on blokeeritud kuna aadress on üle 60km kaugusel meie maardlast',
    )
  })

  it('refuses a material staff unpublished, in Estonian, with the page saying it is not available', async () => {
    const result = await postOrder(
      orderFields({ slug: unpublishedSlug, quantity: '10', deliveryOption: 'self' }),
    )
    expect(result.status).toBe(409)
    expect(result.body).toMatchObject({
      ok: false,
      formError: {
        title: 'Materjal ei ole praegu saadaval',
        text: 'Seda materjali ei saa praegu tellida. Helistage meile või saatke hinnapäring.',
      },
    })
    const page = await fetch(`${site.url}/${unpublishedSlug}`)
    const html = await page.text()
    expect(html).toContain('ei ole praegu saadaval')
    expect(html).not.toContain('name="idempotencyKey"')
    // Without JavaScript the page action refuses it too.
    const noScript = await postPage(
      unpublishedSlug,
      orderFields({ slug: unpublishedSlug, quantity: '10', deliveryOption: 'self' }),
    )
    expect(noScript.status).toBe(409)
  })

  it('answers each page with its own family of validation messages', async () => {
    const empty = { firstName: '', lastName: '', email: '', phone: '', quantity: '', deliveryOption: '' }
    const emptyForm = (slug: string) => postOrder({ slug, idempotencyKey: newKey(), ...empty })
    expectFieldErrors(await emptyForm('soelutud-taiteliiv'), {
      firstName: 'Eesnimi on kohustuslik',
      lastName: 'Perekonnanimi on kohustuslik',
      email: 'E-post on kohustuslik',
      phone: 'Telefon on kohustuslik',
      quantity: 'Kogus on kohustuslik',
      deliveryOption: 'Transpordi valik on kohustuslik',
    })
    expectFieldErrors(await emptyForm('kaldaliiv'), {
      firstName: 'Eesnimi on nõutud',
      lastName: 'Perekonnanimi on nõutud',
      email: 'E-post on nõutud',
      phone: 'Telefon on nõutud',
      quantity: 'Kogus on nõutud',
    })
    expectFieldErrors(await emptyForm('killustik'), {
      firstName: 'Eesnimi on kohustuslik',
      lastName: 'Perekonnanimi on kohustuslik',
      email: 'E-mail on kohustuslik',
      phone: 'Telefoninumber on kohustuslik',
      quantity: 'Kogus on kohustuslik',
    })

    // The e-mail patterns: strict on the first two families, text@text on the third.
    const badEmail = (slug: string, email: string) =>
      postOrder(orderFields({ slug, email, quantity: '2', deliveryOption: 'self' }))
    expect((await badEmail('soelutud-taiteliiv', 'mari@example')).body).toMatchObject({
      fieldErrors: { email: 'Vigane e-posti aadress' },
    })
    expect((await badEmail('kaldaliiv', 'mari@example')).body).toMatchObject({
      fieldErrors: { email: 'Vale e-posti formaat' },
    })
    expect((await badEmail('killustik', 'mari.example.ee')).body).toMatchObject({
      fieldErrors: { email: 'Vigane e-maili formaat' },
    })

    // Kaldaliiv names the missing delivery address its own way.
    const noAddress = await postOrder(
      orderFields({ slug: 'kaldaliiv', quantity: '10', deliveryOption: 'delivery' }),
    )
    expect(noAddress.status).toBe(400)
    expect(noAddress.body).toMatchObject({ fieldErrors: { deliveryAddress: 'Tarneaadress on nõutud' } })
  })

  it('allows ten submissions per client address in ten minutes, then answers 429 in Estonian', async () => {
    const client = newClientAddress()
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const result = await postOrder({ slug: 'killustik', idempotencyKey: newKey() }, client)
      expect(result.status).toBe(400)
    }
    const refused = await postOrder(
      orderFields({ slug: 'killustik', quantity: '2', deliveryOption: 'self' }),
      client,
    )
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ ok: false, formError: { text: tooManyRequestsMessage } })
  })
})

describe('the page action, for a browser without JavaScript', () => {
  it('stores the order, measuring the typed address, and redirects to the confirmation', async () => {
    const fields = orderFields({
      slug: 'kaldaliiv',
      quantity: '8',
      deliveryOption: 'delivery',
      deliveryAddress: 'Tapa',
    })
    const response = await postPage('kaldaliiv', fields)
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/kaldaliiv?tellimus=esitatud#order-form')
    const confirmation = await (await fetch(`${site.url}/kaldaliiv?tellimus=esitatud`)).text()
    expect(confirmation).toContain('Tellimus edukalt esitatud!')
    expect(confirmation).toContain('Võtame teiega peagi ühendust tellimuse kinnitamiseks.')
    // 8 t × 3,50 € = 28,00 € + 152,55 € = 180,55 €; VAT 43,33 €; total 223,88 €.
    const expected = quote({ unitPriceCents: 350, quantityTonnes: 8, delivery: toTapa })
    expect(expected.totalCents).toBe(22388)
    expectedRows.set(fields.idempotencyKey!, {
      productName: 'Kaldaliiv',
      deliveryAddress: tapa.label,
      distanceKm: '56.5',
      totalPriceCents: expected.totalCents,
    })
    const mails = await site.smtp.waitFor(1, { filter: (mail) => mail.to.includes(fields.email!) })
    expect(mails[0]!.text).toContain('Kokku koos käibemaksuga: 223,88 €')
  })

  it('answers an invalid post with the page, its field messages and the values kept', async () => {
    const response = await postPage('killustik', {
      slug: 'killustik',
      idempotencyKey: newKey(),
      firstName: 'Jüri',
      lastName: '',
      email: 'juri-at-example',
      phone: '',
      quantity: '4',
      deliveryOption: 'self',
      notes: 'Kolmapäeval',
    })
    await expectFormPageAgain(response, [
      'Perekonnanimi on kohustuslik',
      'Vigane e-maili formaat',
      'Telefoninumber on kohustuslik',
      'value="Jüri"',
      'value="juri-at-example"',
      'Kolmapäeval</textarea>',
    ])
  })
})

describe('what was stored', () => {
  it('holds exactly the accepted orders, priced by the server, each with one pair of mails sent once', async () => {
    await markerOrder()
    const orderCount = expectedRows.size
    const messageIds = site.smtp.received.map((mail) => mail.messageId)
    expect(new Set(messageIds).size).toBe(messageIds.length)
    expect(site.smtp.received).toHaveLength(orderCount * 2)

    expect(await site.server.stop()).toBe(0)
    const database = await site.openDatabase()
    try {
      const rows = await database.db.select().from(orders).orderBy(asc(orders.id))
      expect(rows).toHaveLength(orderCount)
      for (const [key, expected] of expectedRows) {
        const row = rows.find((candidate) => candidate.idempotencyKey === key)
        expect(row, key).toBeDefined()
        expect(row, key).toMatchObject(expected)
        // Whatever was sent, the stored figures agree with each other.
        expect(row!.totalPriceCents).toBe(row!.netPriceCents + row!.vatCents)
      }
      const mails = await database.db.select().from(outbox)
      expect(mails).toHaveLength(orderCount * 2)
      expect(mails.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true)
      const unpublished = await database.db.select().from(products).where(eq(products.slug, unpublishedSlug))
      expect(unpublished[0]?.published).toBe(false)
    } finally {
      await database.close()
    }
  })
})
