import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderTexts } from '#app/domain/order-form.ts'
import { inquiries, orders, outbox } from '#app/server/db/schema.server.ts'
import { material, seedCatalogueUnpublishing } from '../support/catalogue.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer, startSite } from '../support/server-fixture.ts'
import { mailsBeforeMarker } from '../support/smtp-peer.ts'

/**
 * The functions of SPEC §7 invoked by name: POST /api/functions/{name} with a JSON body, answered with
 * { data } or { error }. Against the production build with a real SMTP peer.
 */

const notifyTo = 'myyk@padukarjaar.ee'
const unpublishedSlug = 'soelutud-muld'
const unpublishedName = material(unpublishedSlug).productName

const site = setupServer({
  smtp: true,
  env: { ORDER_NOTIFY_TO: notifyTo, GEO_PROVIDER: 'builtin' },
  // Staff unpublished one material before the site started.
  prepare: (db) => seedCatalogueUnpublishing(db, unpublishedSlug),
})

interface Answer<T = Record<string, unknown>> {
  data?: T
  error?: string
}

async function call<T = Record<string, unknown>>(
  name: string,
  body: unknown,
  { client = newClientAddress(), raw }: { client?: string; raw?: string } = {},
) {
  const response = await fetch(`${site.url}/api/functions/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: raw ?? JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Answer<T> }
}

/** SPEC §3 'Order request', as the original site's browser computed and sent it. */
function orderRequest(overrides: Record<string, unknown> = {}) {
  return {
    product_name: 'Sõelutud Täiteliiv',
    quantity: 8,
    unit_price: 4,
    delivery_option: 'delivery',
    delivery_address: 'Tapa',
    distance_km: 1,
    delivery_cost: 2.7,
    total_price: 1,
    name: 'Mari Maasikas',
    email: 'mari.funktsioon@example.ee',
    phone: '+372 5555 1234',
    notes: 'Värav on lukus, helistage',
    timestamp: new Date().toISOString(),
    ...overrides,
  }
}

interface OrderData {
  id: number
  product_name: string
  quantity: number
  unit_price: number
  delivery_option: string
  delivery_address: string | null
  distance_km: number | null
  delivery_cost: number
  total_price: number
  name: string
  email: string
  phone: string
  notes: string | null
  timestamp: string
  status: string
}

const storedOrderIds: number[] = []

describe('createOrder', () => {
  it('stores the order request with the server’s own figures, ignoring the prices sent', async () => {
    const body = orderRequest()
    const created = await call<OrderData>('createOrder', body)
    expect(created.status).toBe(201)
    expect(created.body.error).toBeUndefined()
    // 8 t × 4 € = 32 €; Tapa 56,5 km × 2,70 € = 152,55 €; net 184,55 €; VAT 44,29 €; total 228,84 €.
    expect(created.body.data).toMatchObject({
      product_name: 'Sõelutud Täiteliiv',
      quantity: 8,
      unit_price: 4,
      delivery_option: 'delivery',
      delivery_address: 'Tapa linn, Lääne-Viru maakond',
      distance_km: 56.5,
      delivery_cost: 152.55,
      total_price: 228.84,
      name: 'Mari Maasikas',
      email: 'mari.funktsioon@example.ee',
      phone: '+372 5555 1234',
      notes: 'Värav on lukus, helistage',
      status: 'uus',
    })
    const id = created.body.data!.id
    storedOrderIds.push(id)
    const mails = await site.smtp.waitFor(2, {
      filter: (mail) =>
        mail.subject.startsWith(`Uus tellimus nr ${id}:`) || mail.subject.includes(`(nr ${id})`),
    })
    const staff = mails.find((mail) => mail.to.includes(notifyTo))!
    expect(staff.replyTo).toEqual(['mari.funktsioon@example.ee'])
    expect(staff.text).toContain('Transpordi valik: Soovin transporti')
    expect(staff.text).toContain('Kokku koos käibemaksuga: 228,84 €')

    // The same request again (a retry) is the same order.
    const again = await call<OrderData>('createOrder', body)
    expect(again.status).toBe(200)
    expect(again.body.data?.id).toBe(id)
  })

  it('self-pickup of 25 t killustik: 248 € whatever total_price says', async () => {
    const created = await call<OrderData>(
      'createOrder',
      orderRequest({
        product_name: 'Killustik',
        quantity: 25,
        delivery_option: 'self',
        delivery_address: 'Tapa',
        total_price: 1,
        unit_price: 0,
        notes: null,
        email: 'jyri.funktsioon@example.ee',
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      product_name: 'Killustik',
      unit_price: 8,
      delivery_option: 'self',
      delivery_address: null,
      distance_km: null,
      delivery_cost: 0,
      total_price: 248,
      notes: null,
    })
    storedOrderIds.push(created.body.data!.id)
  })

  it('answers an invalid request with 400 and an Estonian message, storing nothing', async () => {
    const cases: [unknown, number, string | RegExp][] = [
      [orderRequest({ quantity: 30 }), 400, orderTexts.quantityOutOfRange],
      [orderRequest({ quantity: 0 }), 400, orderTexts.quantityOutOfRange],
      [orderRequest({ quantity: 2.5 }), 400, orderTexts.quantityOutOfRange],
      [orderRequest({ quantity: '8' }), 400, orderTexts.quantityOutOfRange],
      [orderRequest({ email: 'mari@example' }), 400, 'Vigane e-posti aadress'],
      [orderRequest({ name: '  ' }), 400, 'Nimi on kohustuslik'],
      [orderRequest({ phone: '' }), 400, 'Telefon on kohustuslik'],
      [orderRequest({ delivery_option: 'truck' }), 400, 'delivery_option peab olema self või delivery'],
      [orderRequest({ delivery_address: null }), 400, 'Aadress puudub: Palun sisestage tarneaadress.'],
      [orderRequest({ quantity: 7 }), 400, orderTexts.smallQuantityNote],
      [
        orderRequest({ delivery_address: 'Tallinn', quantity: 20 }),
        400,
        'Transport pole võimalik: Asute me piirkonnast väljaspool. Küsige meilt eraldi pakkumist.',
      ],
      [orderRequest({ product_name: 'Kuuliiv' }), 404, 'Toodet "Kuuliiv" ei leitud'],
      [
        orderRequest({ product_name: unpublishedName, delivery_option: 'self' }),
        409,
        /^Materjal ei ole praegu saadaval/,
      ],
      [{}, 400, /kohustuslik/],
      [[], 400, /./],
    ]
    for (const [body, status, message] of cases) {
      const answer = await call('createOrder', body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.data).toBeUndefined()
      if (typeof message === 'string') expect(answer.body.error).toBe(message)
      else expect(answer.body.error).toMatch(message)
    }
  })
})

/** Calls sendOrderEmail with these fields; it must answer that the mails are queued. */
async function sendOrderEmail(fields: Record<string, unknown>) {
  const answer = await call('sendOrderEmail', fields)
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ data: { queued: true } })
}

describe('sendOrderEmail', () => {
  const peeter = { name: 'Peeter Paju', email: 'peeter.paju@example.ee', phone: '+372 5000 1111' }
  const tiit = { name: 'Tiit Tamm', email: 'tiit.tamm@example.ee', phone: '+372 5000 2222' }

  it('for an inquiry stores it and delivers the staff mail and the confirmation', async () => {
    await sendOrderEmail({
      type: 'inquiry',
      ...peeter,
      message: 'Soovitud materjal: Killustik\n20 tonni Rakverre',
    })
    const mails = await site.smtp.waitFor(2, {
      filter: (mail) => mail.to.includes(peeter.email) || mail.replyTo.includes(peeter.email),
    })
    const staff = mails.find((mail) => mail.to.includes(notifyTo))!
    const confirmation = mails.find((mail) => mail.to.includes(peeter.email))!
    expect(staff.subject).toMatch(/^Uus päring nr \d+: muu – Peeter Paju$/)
    expect(staff.text).toContain('20 tonni Rakverre')
    expect(confirmation.subject).toBe('Saime teie päringu kätte – Padu Karjäär')
  })

  it('for an order delivers the notice to staff with Reply-To the caller', async () => {
    await sendOrderEmail({
      type: 'order',
      ...tiit,
      product: 'Killustik',
      quantity: 12,
      deliveryOption: 'Soovin transporti',
      deliveryAddress: 'Tapa',
      totalPrice: '150.00',
      message: 'Hommikul',
    })
    const [notice] = await site.smtp.waitFor(1, {
      filter: (mail) => mail.replyTo.includes(tiit.email),
    })
    expect(notice!.to).toEqual([notifyTo])
    expect(notice!.subject).toBe('Tellimuse teade: Killustik – Tiit Tamm')
    expect(notice!.text).toContain('Toode: Killustik')
    expect(notice!.text).toContain('Kogus: 12 t')
    expect(notice!.text).toContain('Transport: Soovin transporti')
    expect(notice!.text).toContain('Tarneaadress: Tapa')
    expect(notice!.text).toContain('Sõnum: Hommikul')
  })

  it('answers an invalid payload with 400 and an Estonian message', async () => {
    const noType = await call('sendOrderEmail', { name: 'A', email: 'a@example.ee', phone: '1' })
    expect(noType).toEqual({ status: 400, body: { error: 'type peab olema order või inquiry' } })
    const badEmail = await call('sendOrderEmail', { type: 'inquiry', name: 'A', email: 'a@', phone: '1' })
    expect(badEmail).toEqual({ status: 400, body: { error: 'Vigane e-posti aadress' } })
  })
})

describe('getGoogleMapsKey', () => {
  it('without GOOGLE_MAPS_API_KEY answers 404 with a configuration error', async () => {
    const answer = await call('getGoogleMapsKey', undefined, { raw: '' })
    expect(answer.status).toBe(404)
    expect(answer.body.error).toMatch(/^Konfiguratsiooni viga/)
    expect(answer.body.data).toBeUndefined()
  })

  it('with GOOGLE_MAPS_API_KEY answers the key', async () => {
    const withKey = await startSite({ env: { GOOGLE_MAPS_API_KEY: 'test-key', GEO_PROVIDER: 'builtin' } })
    try {
      const response = await fetch(`${withKey.url}/api/functions/getGoogleMapsKey`, { method: 'POST' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: { apiKey: 'test-key' } })
    } finally {
      await withKey.dispose()
    }
  }, 120_000)
})

describe('calling functions', () => {
  it('an unknown function answers 404, malformed JSON 400, a GET 405', async () => {
    expect(await call('deleteEverything', {})).toEqual({
      status: 404,
      body: { error: 'Tundmatu funktsioon: deleteEverything' },
    })
    expect(await call('createOrder', undefined, { raw: '{"product_name": ' })).toEqual({
      status: 400,
      body: { error: 'Päringu sisu peab olema JSON' },
    })
    const get = await fetch(`${site.url}/api/functions/createOrder`)
    expect(get.status).toBe(405)
    expect(await get.json()).toEqual({ error: 'Lubatud on ainult POST' })
  })

  it('allows 20 calls of a function per client address in ten minutes, then answers 429', async () => {
    const client = newClientAddress()
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await call('getGoogleMapsKey', undefined, { client, raw: '' })).status).toBe(404)
    }
    const refused = await call('getGoogleMapsKey', undefined, { client, raw: '' })
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^Liiga palju katseid/)
    // Another function has its own budget.
    expect((await call('createOrder', {}, { client })).status).toBe(400)
  })
})

describe('what was stored', () => {
  it('holds the two created orders and the inquiry, with every mail sent once', async () => {
    // createOrder: 2 orders × 2 mails; sendOrderEmail: inquiry 2 mails + order notice 1.
    expect(await mailsBeforeMarker(site.smtp, site.url)).toHaveLength(7)
    expect(await site.server.stop()).toBe(0)
    const database = await site.openDatabase()
    try {
      const rows = await database.db.select().from(orders).orderBy(asc(orders.id))
      expect(rows.map((row) => row.id)).toEqual(storedOrderIds)
      expect(rows.map((row) => row.totalPriceCents)).toEqual([22884, 24800])
      const stored = await database.db.select().from(inquiries)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ name: 'Peeter Paju', material: 'muu' })
      const mails = await database.db.select().from(outbox)
      expect(mails.every((mail) => mail.status === 'sent')).toBe(true)
    } finally {
      await database.close()
    }
  })
})
