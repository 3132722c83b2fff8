import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addDays, dayLabel, mondayOf } from '#app/domain/delivery-schedule.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * The trucks' day plan against the production build: confirmed orders of a week and a day in time order
 * with their totals, the deliveries API, the iCalendar download and the secret subscription address,
 * moving an order from the plan, and the owner's closing days.
 */

const site = setupServer({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })

const { api, page, post } = staffClient(site)

async function placeAndConfirm(order: {
  name: string
  quantity: number
  delivery: string | null
  date: string
  window: string
}): Promise<number> {
  const response = await postForm(
    `${site.url}/api/orders`,
    {
      slug: 'soelutud-kruus',
      idempotencyKey: randomUUID(),
      addressToken: '',
      firstName: order.name,
      lastName: 'Kask',
      phone: '+372 5555 0101',
      email: `${randomUUID().slice(0, 8)}@example.ee`,
      notes: '',
      quantity: String(order.quantity),
      deliveryOption: order.delivery ? 'delivery' : 'self',
      deliveryAddress: order.delivery ?? '',
    },
    newClientAddress(),
  )
  const placed = (await response.json()) as { orderId: number }
  expect(response.status, JSON.stringify(placed)).toBe(201)
  const confirmed = await api(`/api/admin/orders?id=${placed.orderId}`, {
    method: 'PUT',
    body: { status: 'kinnitatud', deliveryDate: order.date, timeWindow: order.window, notifyCustomer: false },
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  return placed.orderId
}

interface DeliveryJson {
  orderId: number
  date: string
  timeWindow: string
  name: string
  phone: string
  deliveryOption: string
  address: string | null
  productName: string
  quantity: number
  loads: number
  distanceKm: number | null
}

describe('the day plan', () => {
  const first = nextWorkingDay()
  const second = nextWorkingDay(first)
  const ids: Record<string, number> = {}

  it('lists confirmed orders in time order with loads and distance, and refuses bad ranges', async () => {
    ids.late = await placeAndConfirm({
      name: 'Hiline',
      quantity: 10,
      delivery: 'Tapa',
      date: first,
      window: '14:00-15:00',
    })
    ids.early = await placeAndConfirm({
      name: 'Varajane',
      quantity: 25,
      delivery: 'Rakvere',
      date: first,
      window: '08:00-09:00',
    })
    ids.pickup = await placeAndConfirm({
      name: 'Ise',
      quantity: 3,
      delivery: null,
      date: second,
      window: '10:00-10:30',
    })

    const response = await api(`/api/admin/deliveries?from=${first}&to=${second}`)
    expect(response.status).toBe(200)
    const { deliveries } = (await response.json()) as { deliveries: DeliveryJson[] }
    const ours = deliveries.filter((delivery) => Object.values(ids).includes(delivery.orderId))
    expect(ours.map((delivery) => [delivery.orderId, delivery.date, delivery.timeWindow])).toEqual([
      [ids.early, first, '08:00-09:00'],
      [ids.late, first, '14:00-15:00'],
      [ids.pickup, second, '10:00-10:30'],
    ])
    expect(ours[0]).toMatchObject({
      name: 'Varajane Kask',
      phone: '+372 5555 0101',
      deliveryOption: 'delivery',
      address: 'Rakvere linn, Lääne-Viru maakond',
      productName: 'Sõelutud kruus',
      quantity: 25,
      loads: 1,
    })
    expect(ours[1]).toMatchObject({ address: 'Tapa linn, Lääne-Viru maakond', distanceKm: 56.5, loads: 1 })
    expect(ours[2]).toMatchObject({ deliveryOption: 'self', address: null, distanceKm: null, quantity: 3 })

    for (const [query, message] of [
      [`from=${second}&to=${first}`, 'Alguskuupäev ei saa olla pärast lõppkuupäeva.'],
      [`from=${first}&to=${addDays(first, 62)}`, 'Vahemik võib olla kuni 62 päeva.'],
      [`from=${first}`, 'Lõppkuupäev puudub (kujul AAAA-KK-PP).'],
      ['from=2026-02-30&to=2026-03-01', 'Alguskuupäev peab olema kuupäev kujul AAAA-KK-PP.'],
    ]) {
      const refused = await api(`/api/admin/deliveries?${query}`)
      expect([query, refused.status]).toEqual([query, 400])
      expect(await refused.json()).toEqual({ error: message })
    }
    expect((await fetch(`${site.url}/api/admin/deliveries?from=${first}&to=${first}`)).status).toBe(401)
    for (const path of ['/api/admin/deliveries', '/api/admin/deliveries.ics']) {
      const posted = await api(path, { method: 'POST', body: {} })
      expect([path, posted.status, posted.headers.get('allow')]).toEqual([path, 405, 'GET'])
    }
  })

  it('shows the week and the day with each day’s totals', async () => {
    const week = await page(`/admin/tarned?nadal=${first}`)
    expect(week.status).toBe(200)
    const html = (await week.text()).replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]/g, ' ')
    expect(html).toContain(dayLabel(mondayOf(first)))
    expect(html).toContain(dayLabel(first))
    // 25 t + 10 t, two loads, 56,5 km to Tapa and the road distance to Rakvere.
    const [rakvere] = (
      (await (await api(`/api/admin/deliveries?from=${first}&to=${first}`)).json()) as {
        deliveries: DeliveryJson[]
      }
    ).deliveries.filter((delivery) => delivery.orderId === ids.early)
    const km = (56.5 + (rakvere?.distanceKm ?? 0)).toFixed(1).replace('.', ',')
    expect(html).toContain(`Kokku: 35 tonni, 2 koormat, ${km} km`)
    expect(html.indexOf('Varajane Kask')).toBeLessThan(html.indexOf('Hiline Kask'))

    const day = (await (await page(`/admin/tarned?paev=${second}`)).text()).replace(/<!-- -->/g, '')
    expect(day).toContain(`Tarned: ${dayLabel(second)}`)
    expect(day).toContain('Järeletulek karjäärist')
    expect(day).not.toContain('Hiline Kask')

    for (const bad of ['paev=2026-13-01', 'nadal=eile']) {
      const refused = await page(`/admin/tarned?${bad}`)
      expect([bad, refused.status]).toEqual([bad, 400])
      expect(await refused.text()).toContain('Tarneid ei saanud näidata')
    }
  })

  it('gives the plan as iCalendar, by token and at a secret address that renewing ends', async () => {
    const download = await api(`/api/admin/deliveries.ics?from=${first}&to=${second}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    // Lines longer than 75 octets are folded (RFC 5545 §3.1); read them whole, no-break spaces as spaces.
    const calendar = (await download.text()).replace(/\r\n[ \t]/g, '').replace(/[\u00a0\u202f]/g, ' ')
    expect(calendar).toMatch(/^BEGIN:VCALENDAR/)
    expect(calendar.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(3)
    expect(calendar).toContain('SUMMARY:25 tonni Sõelutud kruus – Varajane Kask')
    // 08:00 in Tallinn, in UTC: two hours earlier in winter, three in summer.
    const start = new RegExp(`DTSTART:${first.replaceAll('-', '')}T0[56]0000Z`)
    expect(calendar).toMatch(start)

    const plan = await (await page('/admin/tarned')).text()
    const feed = /https?:\/\/[^<"\s]+\/tarned\/([A-Za-z0-9_-]{43})\.ics/.exec(plan)
    expect(feed).not.toBeNull()
    const path = `/tarned/${feed![1]}.ics`
    const subscribed = await fetch(`${site.url}${path}`)
    expect(subscribed.status).toBe(200)
    expect(await subscribed.text()).toContain('Varajane Kask')
    expect((await fetch(`${site.url}/tarned/${'A'.repeat(43)}.ics`)).status).toBe(404)
    expect((await fetch(`${site.url}/tarned/${feed![1]}`)).status).toBe(404)

    const renewed = await post('/admin/tarned', { intent: 'renew-feed' })
    expect(renewed.status).toBe(302)
    expect((await fetch(`${site.url}${path}`)).status).toBe(404)
    const newPlan = await (await page('/admin/tarned')).text()
    const newFeed = /\/tarned\/([A-Za-z0-9_-]{43})\.ics/.exec(newPlan)
    expect(newFeed?.[1]).not.toBe(feed![1])
    expect((await fetch(`${site.url}/tarned/${newFeed![1]}.ics`)).status).toBe(200)
  })

  it('moves an order from the plan by the confirmation rules', async () => {
    const sunday = addDays(mondayOf(first), 6)
    const refused = await post(`/admin/tarned?paev=${first}`, {
      intent: 'move',
      orderId: String(ids.late),
      deliveryDate: sunday,
      windowStart: '10:00',
      windowEnd: '11:00',
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Pühapäeviti on karjäär suletud.')

    const moved = await post(`/admin/tarned?paev=${first}`, {
      intent: 'move',
      orderId: String(ids.late),
      deliveryDate: second,
      windowStart: '12:00',
      windowEnd: '13:00',
      notifyCustomer: 'on',
    })
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe(`/admin/tarned?paev=${first}`)
    const mail = await site.smtp.waitFor(1, {
      filter: (received) => received.subject.startsWith(`Tellimuse nr ${ids.late} uus aeg`),
    })
    expect(mail[0]?.text).toContain(`${dayLabel(second)} kell 12:00–13:00`)
    const order = (await (await api(`/api/admin/orders?id=${ids.late}`)).json()) as { deliveryDate: string }
    expect(order.deliveryDate).toBe(second)
  })

  it('keeps the owner’s closing days: added, refused for confirming, removed', async () => {
    const closed = nextWorkingDay(second)
    const bad = await post('/admin/tarned', {
      intent: 'close',
      firstDay: closed,
      lastDay: addDays(closed, -1),
      note: 'x',
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Viimane suletud päev ei saa olla enne esimest.')
    const noNote = await post('/admin/tarned', {
      intent: 'close',
      firstDay: closed,
      lastDay: closed,
      note: ' ',
    })
    expect(noNote.status).toBe(400)

    expect(
      (await post('/admin/tarned', { intent: 'close', firstDay: closed, lastDay: closed, note: 'inventuur' }))
        .status,
    ).toBe(302)
    const refused = await api(`/api/admin/orders?id=${ids.pickup}`, {
      method: 'PUT',
      body: { deliveryDate: closed, timeWindow: '10:00-11:00' },
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toMatch(/on karjäär suletud \(inventuur\)/)

    const html = await (await page(`/admin/tarned?paev=${closed}`)).text()
    expect(html).toContain('Suletud: <!-- -->inventuur')
    const id = /name="id" value="(\d+)"/.exec(html)?.[1]
    expect((await post('/admin/tarned', { intent: 'open', id: id! })).status).toBe(302)
    expect((await post('/admin/tarned', { intent: 'open', id: id! })).status).toBe(404)
    const history = (await (await api(`/api/admin/audit?entity=closing_day&id=${id}`)).json()) as {
      action: string
      adminUsername: string
    }[]
    expect(history.map((entry) => `${entry.adminUsername}:${entry.action}`)).toEqual([
      'haldur:delete',
      'haldur:create',
    ])
    const allowed = await api(`/api/admin/orders?id=${ids.pickup}`, {
      method: 'PUT',
      body: { deliveryDate: closed, timeWindow: '10:00-11:00', notifyCustomer: false },
    })
    expect(allowed.status).toBe(200)
  })
})
