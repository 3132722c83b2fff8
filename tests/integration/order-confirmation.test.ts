import { randomUUID } from 'node:crypto'
import Holidays from 'date-holidays'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addDays, dayLabel, weekdayOf } from '#app/domain/delivery-schedule.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { openPostgres } from '#app/server/db/database.server.ts'
import { auditLog, closingDays, orders, outbox } from '#app/server/db/schema.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { storeInvoicingBusiness } from '../support/invoicing.ts'
import { customerPageLink, orderMail } from '../support/order-mail.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { mailsBeforeMarker } from '../support/smtp-peer.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'
import { nextSunday, nextWorkingDay } from '../support/working-days.ts'

/**
 * Step 3 of ordering against the production build: staff confirm an order for a day and a window with
 * corrections, the server prices it again, the customer is mailed and sees it on their own page, and
 * cancels it there. Bad input is refused in Estonian and changes nothing; a save on an older version is
 * refused; a change staff agreed by phone can go without a mail.
 */

/** TEST_DATABASE_URL: the server runs on that PostgreSQL database (emptied first) instead of PGlite. */
const databaseUrl = process.env.TEST_DATABASE_URL

const site = setupServer({
  smtp: true,
  env: { ...testAdminEnv, GEO_PROVIDER: 'builtin', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  // Delivering issues an invoice, which needs the seller's registry code, KMKR number and IBAN.
  beforeStart: async () => {
    if (!databaseUrl) return
    await emptyPostgresSchema(databaseUrl)
    const handle = await openPostgres(databaseUrl)
    try {
      await storeInvoicingBusiness(handle.db)
    } finally {
      await handle.close()
    }
  },
  ...(databaseUrl ? {} : { prepare: storeInvoicingBusiness }),
})

/** The server's database, opened by the test while the server is stopped. */
function openServerDatabase() {
  return databaseUrl ? openPostgres(databaseUrl) : site.openDatabase()
}

interface OrderJson {
  id: number
  status: string
  version: number
  quantity: number
  unitPrice: number
  distanceKm: number | null
  deliveryDate: string | null
  timeWindow: string | null
  totalPrice: number
  requested: { quantity: number; totalPrice: number; unitPrice: number }
  confirmed: null | {
    quantity: number
    unitPrice: number
    priceAdjustment: number
    adjustmentReason: string | null
    deliveryAddress: string | null
    distanceKm: number | null
    deliveryCost: number
    netPrice: number
    vat: number
    totalPrice: number
  }
  customerUrl: string | null
  cancelledBy: string | null
}

const staff = staffClient(site)
const { admin, api } = staff

async function getOrder(id: number): Promise<OrderJson> {
  const response = await api(`/api/admin/orders?id=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OrderJson
}

const put = (id: number, body: unknown) => api(`/api/admin/orders?id=${id}`, { method: 'PUT', body })

async function placeOrder(fields: Record<string, string>): Promise<number> {
  const response = await postForm(
    `${site.url}/api/orders`,
    orderBody({ email: `mari.${randomUUID().slice(0, 8)}@example.ee`, ...fields }),
  )
  const body = (await response.json()) as { ok: boolean; orderId: number }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return body.orderId
}

const mailOf = (id: number, subject: RegExp) => orderMail(site.smtp, id, subject, 15_000)

/** The path of the customer's page on the test server (PUBLIC_URL may name another host). */
const pagePath = (url: string) => new URL(url).pathname

/** The next Estonian public holiday on a weekday the quarry is otherwise open. */
function nextOpenDayHoliday(): { date: string; name: string } {
  const holidays = new Holidays('EE', { types: ['public'] })
  let date = addDays(tallinnCalendarDate(), 1)
  for (;;) {
    const found = holidays.isHoliday(new Date(`${date}T12:00:00Z`))
    const holiday = Array.isArray(found) ? found.find((one) => one.type === 'public') : undefined
    if (holiday && weekdayOf(date) !== 0) return { date, name: holiday.name }
    date = addDays(date, 1)
  }
}

const euros = (cents: number) => cents / 100

describe('staff confirm an order and the customer follows it', () => {
  let orderId: number
  let link: string
  // The working day after the next: the customer's page lets them cancel until 24 hours before the
  // window, whatever the time of day the suite runs.
  const day = nextWorkingDay(nextWorkingDay())

  it('sends the order page link with the request confirmation, and the page shows the request', async () => {
    orderId = await placeOrder({
      slug: 'killustik',
      quantity: '10',
      deliveryOption: 'delivery',
      deliveryAddress: 'Tapa',
    })
    const received = await mailOf(orderId, /^Saime teie tellimuse soovi kätte/)
    link = customerPageLink(received)
    expect(received.html).toContain(pagePath(link))

    const page = await fetch(`${site.url}${pagePath(link)}`, {
      headers: { 'X-Forwarded-For': newClientAddress() },
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    // The site's default first, this page's last: the last policy a browser knows is the one it uses.
    expect(page.headers.get('referrer-policy')).toMatch(/(^|, )same-origin$/)
    const html = await page.text()
    expect(html).toContain(`Tellimus nr <!-- -->${orderId}`)
    expect(html).toContain('Kinnitamine')
    expect(html).toContain('Arvestuslik hind')
    expect(html).toContain('Tapa linn, Lääne-Viru maakond')
    expect(html).toContain('Tühista tellimus')
    expect(html).toContain('name="robots" content="noindex, nofollow"')

    const order = await getOrder(orderId)
    expect(order.customerUrl).toBe(link)
    expect(order.confirmed).toBeNull()
  })

  it('refuses bad confirmations in Estonian and changes nothing', async () => {
    const before = await getOrder(orderId)
    const mailsBefore = site.smtp.received.length
    const holiday = nextOpenDayHoliday()
    const yesterday = addDays(tallinnCalendarDate(), -1)
    const ok = { status: 'kinnitatud', deliveryDate: day, timeWindow: '09:00-11:00' }
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a past date', { ...ok, deliveryDate: yesterday }, /^Kuupäev ei saa olla minevikus\.$/],
      ['not a date', { ...ok, deliveryDate: '2026-02-30' }, /^Kuupäev peab olema kujul AAAA-KK-PP/],
      [
        'a Sunday',
        { ...ok, deliveryDate: nextSunday() },
        /^Pühapäeviti on karjäär suletud\. Valige muu päev\.$/,
      ],
      [
        'a public holiday',
        { ...ok, deliveryDate: holiday.date },
        new RegExp(`on riigipüha \\(${holiday.name}\\)`),
      ],
      [
        'before opening',
        { ...ok, timeWindow: '07:00-09:00' },
        /on karjäär avatud 08:00–17:00; ajavahemik peab jääma/,
      ],
      ['after closing', { ...ok, timeWindow: '16:00-17:30' }, /ajavahemik peab jääma sellesse aega/],
      [
        'ending before it starts',
        { ...ok, timeWindow: '11:00-09:00' },
        /^Ajavahemiku lõpp peab olema hilisem kui algus\.$/,
      ],
      ['not on the quarter hour', { ...ok, timeWindow: '09:10-10:00' }, /veerandtunni täpsusega/],
      ['not a window', { ...ok, timeWindow: 'hommikul' }, /^Ajavahemik peab olema kujul TT:MM-TT:MM/],
      ['no tonnes', { ...ok, quantity: 0 }, /^Kogus peab olema 1 kuni 25 tonni/],
      ['too many tonnes', { ...ok, quantity: 26 }, /^Kogus peab olema 1 kuni 25 tonni/],
      ['half a tonne', { ...ok, quantity: 2.5 }, /^Kogus peab olema täisarv/],
      ['a delivery under 8 t', { ...ok, quantity: 5 }, /^Väiksematele kogustele kui 8 tonni/],
      ['an address past 60 km', { ...ok, deliveryAddress: 'Jäneda' }, /^Asute me piirkonnast väljaspool/],
      ['an unknown address', { ...ok, deliveryAddress: 'Xyzzy küla' }, /^Aadress ei leitud/],
      ['a negative price', { ...ok, priceAdjustmentEur: -100, adjustmentReason: 'x' }, /alla nulli/],
      ['an adjustment without a reason', { ...ok, priceAdjustmentEur: '-0,50' }, /põhjus, mida klient näeb/],
      [
        'three decimals',
        { ...ok, priceAdjustmentEur: '0,505', adjustmentReason: 'x' },
        /^Hinnamuutus peab olema summa eurodes/,
      ],
      ['an unknown field', { ...ok, price: 1 }, /^Tundmatu väli: price\.$/],
      ['notify as text', { ...ok, notifyCustomer: 'jah' }, /notifyCustomer peab olema true või false/],
    ]
    for (const [why, body, message] of cases) {
      const response = await put(orderId, body)
      const answer = (await response.json()) as { error: string }
      expect([why, response.status], answer.error).toEqual([why, 400])
      expect(answer.error, why).toMatch(message)
    }
    expect(await getOrder(orderId)).toEqual(before)
    expect(await mailsBeforeMarker(site.smtp, site.url)).toHaveLength(mailsBefore)
  })

  it('confirms with corrections, priced again by the rules, and mails the customer', async () => {
    const before = await getOrder(orderId)
    const response = await put(orderId, {
      status: 'kinnitatud',
      deliveryDate: day,
      timeWindow: '08:00-10:00',
      quantity: 12,
      priceAdjustmentEur: '-0,50',
      adjustmentReason: 'Püsikliendi soodustus',
      version: before.version,
    })
    expect(response.status).toBe(200)
    const order = (await response.json()) as OrderJson

    // Worked by hand: the requested unit price less 0,50 €, 12 t, 56,5 km at 2,70 €/km, VAT 24 %.
    const unitCents = Math.round(before.unitPrice * 100) - 50
    const transportCents = 565 * 27
    const netCents = unitCents * 12 + transportCents
    const vatCents = Math.round((netCents * 24) / 100)
    expect(order).toMatchObject({
      status: 'kinnitatud',
      version: before.version + 1,
      deliveryDate: day,
      timeWindow: '08:00-10:00',
      requested: before.requested,
      confirmed: {
        quantity: 12,
        unitPrice: euros(unitCents),
        priceAdjustment: -0.5,
        adjustmentReason: 'Püsikliendi soodustus',
        deliveryAddress: 'Tapa linn, Lääne-Viru maakond',
        distanceKm: 56.5,
        deliveryCost: euros(transportCents),
        netPrice: euros(netCents),
        vat: euros(vatCents),
        totalPrice: euros(netCents + vatCents),
      },
    })

    const mail = await mailOf(orderId, /^Tellimus nr \d+ on kinnitatud/)
    const total = (netCents + vatCents) / 100
    const totalText = `${total.toFixed(2).replace('.', ',')} €`
    for (const text of [
      dayLabel(day),
      '08:00–10:00',
      'Killustik',
      '12 tonni',
      'Tapa linn, Lääne-Viru maakond',
      totalText,
      'Püsikliendi soodustus',
      'soovisite 10 tonni',
      '4x8 kallur',
      'elektri- ega sideliine',
      pagePath(link),
    ])
      expect(mail.text, text).toContain(text)

    // The customer's page now shows the confirmed day and amounts.
    const html = await (
      await fetch(`${site.url}${pagePath(link)}`, { headers: { 'X-Forwarded-For': newClientAddress() } })
    ).text()
    expect(html).toContain('Kinnitatud hind')
    expect(html).toContain(`${dayLabel(day)} kell 08:00–10:00`)
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain(totalText)
    expect(html).toContain('Püsikliendi soodustus')
  })

  it('refuses a save made on an older version', async () => {
    const current = await getOrder(orderId)
    const stale = await put(orderId, {
      deliveryDate: day,
      timeWindow: '12:00-14:00',
      version: current.version - 1,
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ error: 'Tellimust muudeti vahepeal, laadige leht uuesti.' })
    expect(await getOrder(orderId)).toEqual(current)
  })

  it('moves the window with a mail, and without one when staff agreed it by phone', async () => {
    const current = await getOrder(orderId)
    const moved = await put(orderId, {
      deliveryDate: day,
      timeWindow: '12:00-14:00',
      version: current.version,
    })
    expect(moved.status).toBe(200)
    const mail = await mailOf(orderId, /^Tellimuse nr \d+ uus aeg/)
    expect(mail.text).toContain(`${dayLabel(day)} kell 12:00–14:00`)
    expect(mail.text).toContain(`Varem kokku lepitud aeg: ${dayLabel(day)} kell 08:00–10:00`)

    const mailsBefore = site.smtp.received.length
    const quiet = await put(orderId, { deliveryDate: day, timeWindow: '13:00-15:00', notifyCustomer: false })
    expect(quiet.status).toBe(200)
    expect(((await quiet.json()) as OrderJson).timeWindow).toBe('13:00-15:00')
    // Saving the same again changes nothing, and mails nothing.
    const same = await put(orderId, { deliveryDate: day, timeWindow: '13:00-15:00' })
    expect(same.status).toBe(200)
    expect(await mailsBeforeMarker(site.smtp, site.url)).toHaveLength(mailsBefore)
  })

  it('lets the customer cancel on their page without JavaScript, and tells staff', async () => {
    const path = pagePath(link)
    const client = newClientAddress()
    const asking = await (
      await fetch(`${site.url}${path}?tuhista`, { headers: { 'X-Forwarded-For': client } })
    ).text()
    expect(asking).toContain('Kas soovite tellimuse tühistada?')
    const version = /name="version" value="(\d+)"/.exec(asking)?.[1]
    expect(version).toBeDefined()
    const cancel = (fields: Record<string, string>) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': client,
          Origin: site.url,
        },
        body: new URLSearchParams(fields).toString(),
      })
    for (const bad of ['kaks', '0', '-1', '1.5']) {
      const refused = await cancel({ version: bad })
      expect({ bad, status: refused.status }).toEqual({ bad, status: 400 })
      expect(await refused.text()).toContain('Tellimuse andmed on vigased. Palun laadige leht uuesti.')
    }
    expect(
      await (await fetch(`${site.url}${path}`, { headers: { 'X-Forwarded-For': client } })).text(),
    ).not.toContain('Tühistasite tellimuse.')
    const posted = await cancel({ version: version! })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('location')).toBe(path)

    const after = await (await fetch(`${site.url}${path}`, { headers: { 'X-Forwarded-For': client } })).text()
    expect(after).toContain('Tühistasite tellimuse.')
    expect(after).not.toContain('Tühista tellimus<')

    const staffMail = await mailOf(orderId, /^Klient tühistas tellimuse nr/)
    expect(staffMail.text).toContain(`${dayLabel(day)} kell 13:00–15:00`)
    const customerMail = await mailOf(orderId, /^Tellimus nr \d+ on tühistatud/)
    expect(customerMail.text).toContain('Tühistasite tellimuse')

    const order = await getOrder(orderId)
    expect(order).toMatchObject({ status: 'tühistatud', cancelledBy: 'customer' })
    // Cancelled stays cancelled: confirming it is bad input.
    const again = await put(orderId, { status: 'kinnitatud', deliveryDate: day, timeWindow: '09:00-11:00' })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { error: string }).error).toBe(
      'Tellimus on olekus „Tühistatud“; seda ei saa kinnitada ega muuta.',
    )
  })

  it('answers an unknown or malformed token with an Estonian 404 page', async () => {
    const real = link.split('/').pop()!
    const altered = `${real.startsWith('A') ? 'B' : 'A'}${real.slice(1)}`
    for (const token of ['x'.repeat(43), 'lühike', altered, `${real}x`]) {
      const response = await fetch(`${site.url}/tellimus/${encodeURIComponent(token)}`, {
        headers: { 'X-Forwarded-For': newClientAddress() },
      })
      expect(response.status, token).toBe(404)
      expect(await response.text()).toContain('Tellimust ei leitud')
    }
  })
})

describe('the admin order page without JavaScript', () => {
  it('confirms with the form, then marks the order delivered with its receipt mail', async () => {
    const id = await placeOrder({ slug: 'killustik', quantity: '3', deliveryOption: 'self' })
    const { cookie } = await admin()
    const post = (fields: Record<string, string>) =>
      fetch(`${site.url}/admin/orders/${id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: site.url },
        body: new URLSearchParams(fields).toString(),
      })
    const page = await (await fetch(`${site.url}/admin/orders/${id}`, { headers: { Cookie: cookie } })).text()
    expect(page).toContain('Kinnita tellimus')
    expect(page).toContain('Teavita klienti')
    const version = /name="version" value="(\d+)"/.exec(page)?.[1] ?? ''
    const day = nextWorkingDay()

    const outside = await post({
      intent: 'confirm',
      version,
      deliveryDate: day,
      windowStart: '06:00',
      windowEnd: '07:00',
    })
    expect(outside.status).toBe(400)
    expect(await outside.text()).toContain('ajavahemik peab jääma sellesse aega')

    const done = await post({
      intent: 'confirm',
      version,
      deliveryDate: day,
      windowStart: '10:00',
      windowEnd: '10:30',
      quantity: '3',
      priceAdjustmentEur: '',
      adjustmentReason: '',
      notifyCustomer: 'on',
    })
    expect(done.status).toBe(302)
    const confirmed = await mailOf(id, /^Tellimus nr \d+ on kinnitatud/)
    expect(confirmed.text).toContain('Järeletulemise aeg')
    expect(confirmed.text).toContain(`${dayLabel(day)} kell 10:00–10:30`)

    const delivered = await post({
      intent: 'status',
      version: String(Number(version) + 1),
      status: 'tarnitud',
      notifyCustomer: 'on',
    })
    expect(delivered.status).toBe(302)
    const receipt = await mailOf(id, /^Tellimus nr \d+ on täidetud/)
    expect(receipt.text).toContain('Kviitung'.toUpperCase())
  })
})

describe('closing days and the audit log', () => {
  it('refuses a day the owner closed, and every change is audited with the mail it queued', async () => {
    const id = await placeOrder({ slug: 'killustik', quantity: '9', deliveryOption: 'self' })
    const closed = nextWorkingDay(nextWorkingDay(nextWorkingDay()))
    await site.stop()
    const database = await openServerDatabase()
    try {
      await database.db.insert(closingDays).values({ firstDay: closed, lastDay: closed, note: 'inventuur' })
    } finally {
      await database.close()
    }
    await site.restart()
    staff.forget()
    const refused = await put(id, { status: 'kinnitatud', deliveryDate: closed, timeWindow: '09:00-10:00' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /on karjäär suletud \(inventuur\)\. Valige muu päev\.$/,
    )

    await site.stop()
    const db = await openServerDatabase()
    try {
      const entries = await db.db.select().from(auditLog).where(eq(auditLog.entity, 'order'))
      const actions = entries.map((entry) => `${entry.adminUsername}:${entry.action}`)
      expect(actions).toEqual(
        expect.arrayContaining(['haldur:confirm', 'haldur:move', 'klient:status', 'haldur:status']),
      )
      const quiet = entries.find(
        (entry) =>
          entry.action === 'move' && (entry.after as { timeWindow?: string }).timeWindow === '13:00-15:00',
      )
      expect(quiet?.after).toMatchObject({ notified: false })
      // Every mail about an order belongs to it; none was queued for a refused change.
      const mails = await db.db.select({ kind: outbox.kind, orderId: outbox.orderId }).from(outbox)
      const kinds = mails.map((mail) => mail.kind)
      expect(kinds.filter((kind) => kind === 'order-moved')).toHaveLength(1)
      expect(kinds.filter((kind) => kind === 'order-confirmed')).toHaveLength(2)
      expect(kinds.filter((kind) => kind === 'order-cancelled-staff')).toHaveLength(1)
      const [row] = await db.db.select().from(orders).where(eq(orders.id, id))
      expect(row?.status).toBe('uus')
      // The token is stored only as its hash.
      expect(row?.customerTokenHash).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await db.close()
    }
  }, 120_000)
})
