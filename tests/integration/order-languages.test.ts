import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { inquiryBody, orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import type { ReceivedMail } from '../support/smtp-peer.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * The order after the form in the customer's language (ADR 060): an order or inquiry keeps the language
 * it was placed in, staff see it, and the customer's mails are in it; an order without one stays
 * Estonian.
 */

const site = setupServer({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const { api, page: staffPage } = staffClient(site)

interface OrderJson {
  id: number
  locale: string
  email: string
  customerUrl: string | null
}

async function getOrder(id: number): Promise<OrderJson> {
  const response = await api(`/api/admin/orders?id=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OrderJson
}

/** The newest order of `email`, from the staff's list. */
async function orderOf(email: string): Promise<OrderJson> {
  const response = await api('/api/admin/orders')
  const list = (await response.json()) as { orders: { id: number }[] }
  for (const item of list.orders) {
    const order = await getOrder(item.id)
    if (order.email === email) return order
  }
  throw new Error(`no order of ${email}`)
}

/** An order through the JSON API with these fields; its id. */
async function placeOrder(fields: Record<string, string>): Promise<number> {
  const response = await postForm(`${site.url}/api/orders`, orderBody(fields))
  const body = (await response.json()) as { ok: boolean; orderId: number }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return body.orderId
}

/** An order as the Russian material page posts it without JavaScript. */
async function placeRussianOrder(email: string): Promise<OrderJson> {
  const form = new URLSearchParams(
    orderBody({ locale: 'ru', firstName: 'Иван', lastName: 'Петров', email, quantity: '3' }),
  )
  form.delete('slug')
  const placed = await fetch(`${site.url}/ru/killustik`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(placed.status).toBe(302)
  return orderOf(email)
}

/** The mail to `email` whose subject matches, once the SMTP peer has it. */
async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  const [mail] = await site.smtp.waitFor(1, {
    filter: (received) => received.rcptTo.includes(email) && subject.test(received.subject),
    timeoutMs: 15_000,
  })
  return mail!
}

describe('an order keeps the language it was placed in', () => {
  it('stores Russian for an order from /ru/killustik, and staff see it', async () => {
    const order = await placeRussianOrder(`ivan.${randomUUID().slice(0, 8)}@example.com`)
    expect(order.locale).toBe('ru')
    const staff = await staffPage(`/admin/orders/${order.id}`)
    expect(await staff.text()).toContain('Keel: <!-- -->vene')
    const inbox = await (await staffPage('/admin/orders')).text()
    expect(inbox).toContain('Keel: <!-- -->vene')
  })

  it('stores the JSON API form field, and Estonian for a missing or unknown one', async () => {
    expect((await getOrder(await placeOrder({ locale: 'en' }))).locale).toBe('en')
    expect((await getOrder(await placeOrder({}))).locale).toBe('et')
    expect((await getOrder(await placeOrder({ locale: 'de' }))).locale).toBe('et')
  })

  it("stores an inquiry's language, and staff see it", async () => {
    const email = `inna.${randomUUID().slice(0, 8)}@example.com`
    const response = await postForm(`${site.url}/api/inquiries`, inquiryBody({ locale: 'ru', email }))
    expect(response.status).toBe(201)
    const list = (await (await api('/api/admin/inquiries')).json()) as {
      inquiries: { email: string; locale: string }[]
    }
    expect(list.inquiries.find((inquiry) => inquiry.email === email)?.locale).toBe('ru')
    expect(await (await staffPage('/admin/inquiries')).text()).toContain('Keel: <!-- -->vene')
  })
})

describe("the customer's mails are in the order's language", () => {
  it('a Russian order: the received mail and the confirmation in Russian, staff told its language', async () => {
    const email = `ivan.${randomUUID().slice(0, 8)}@example.com`
    const order = await placeRussianOrder(email)
    const received = await mailTo(email, /^Мы получили вашу заявку на заказ \(№ \d+\)/)
    expect(received.subject).toBe(`Мы получили вашу заявку на заказ (№ ${order.id}) – Padu Karjäär`)
    expect(received.text).toContain('Здравствуйте, Иван Петров!')
    expect(received.text).toContain('Количество: 3 тонны')
    expect(received.text).toContain('Материал: Щебень (Killustik)')
    // A Russian date ('29 ноября 2026 г. в 10:15') and amount ('1 234,56 €').
    expect(received.text).toMatch(/Отправлено: \d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2}/)
    expect(received.text).toMatch(/Итого с НДС: \d[\d ]*,\d{2} €/)
    expect(received.text).toContain(`${order.customerUrl}`)
    expect(received.html).toContain('<html lang="ru">')
    expect(received.text).not.toContain('Tere')

    const [staffMail] = await site.smtp.waitFor(1, {
      filter: (mail) => mail.subject.startsWith(`Uus tellimus nr ${order.id}:`),
      timeoutMs: 15_000,
    })
    expect(staffMail!.text).toContain('Keel: vene')

    const day = nextWorkingDay(nextWorkingDay())
    const confirm = await api(`/api/admin/orders?id=${order.id}`, {
      method: 'PUT',
      body: { status: 'kinnitatud', deliveryDate: day, timeWindow: '09:00-11:00' },
    })
    expect(confirm.status).toBe(200)
    const confirmed = await mailTo(email, new RegExp(`^Заказ № ${order.id} подтверждён: `))
    expect(confirmed.subject).toMatch(/\d{4} г\., 09:00–11:00 – Padu Karjäär$/)
    expect(confirmed.text).toContain('Время самовывоза:')
    expect(confirmed.text).toContain(`${order.customerUrl}`)
  })

  it('an English order: the received mail in English', async () => {
    const email = `john.${randomUUID().slice(0, 8)}@example.com`
    const id = await placeOrder({ locale: 'en', email, firstName: 'John', lastName: 'Smith', quantity: '2' })
    const received = await mailTo(email, /^We have received your order request/)
    expect(received.subject).toBe(`We have received your order request (no. ${id}) – Padu Karjäär`)
    expect(received.text).toContain('Hello John Smith,')
    expect(received.text).toContain('Quantity: 2 tonnes')
    expect(received.text).toMatch(/Submitted: \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}/)
    expect(received.text).toMatch(/Total incl\. VAT: €\d[\d,]*\.\d{2}/)
  })

  it('an order without a language: the Estonian mail, as before', async () => {
    const email = `mari.${randomUUID().slice(0, 8)}@example.ee`
    const id = await placeOrder({ email })
    const received = await mailTo(email, /^Saime teie tellimuse soovi kätte/)
    expect(received.subject).toBe(`Saime teie tellimuse soovi kätte (nr ${id}) – Padu Karjäär`)
    expect(received.text).toContain('Tere, Mari Maasikas!')
    expect(received.html).toContain('<html lang="et">')
  })
})

describe("the customer's order page is in the order's language", () => {
  const pathOf = (url: string | null) => new URL(url ?? '').pathname
  const view = async (path: string) => {
    const response = await fetch(`${site.url}${path}`, { headers: { 'X-Forwarded-For': newClientAddress() } })
    return { status: response.status, html: await response.text() }
  }

  it('a Russian order: Russian with <html lang="ru">, the other languages by ?keel=', async () => {
    const order = await getOrder(await placeOrder({ locale: 'ru', quantity: '5' }))
    const path = pathOf(order.customerUrl)
    const russian = await view(path)
    expect(russian.status).toBe(200)
    expect(russian.html).toContain('<html lang="ru"')
    expect(russian.html).toContain(`Заказ № <!-- -->${order.id}`)
    expect(russian.html).toContain('Подтверждение')
    expect(russian.html).toContain('Предварительная цена')
    expect(russian.html).toContain('Щебень (Killustik)')
    expect(russian.html.replaceAll('\u00a0', ' ')).toContain('5 тонн')
    expect(russian.html).toContain('Отменить заказ')
    expect(russian.html).not.toContain('Tühista tellimus')
    // The language switch offers the same page in Estonian and English.
    expect(russian.html).toContain(`href="${path}?keel=et" hrefLang="et"`)
    expect(russian.html).toContain(`href="${path}?keel=en" hrefLang="en"`)

    const estonian = await view(`${path}?keel=et`)
    expect(estonian.html).toContain('<html lang="et"')
    expect(estonian.html).toContain(`Tellimus nr <!-- -->${order.id}`)
    expect(estonian.html).toContain('Arvestuslik hind')
    expect(estonian.html).toContain('Tühista tellimus')
    // Its own links keep the language asked for.
    expect(estonian.html).toContain(`href="${path}?tuhista&amp;keel=et#tuhistamine"`)

    const english = await view(`${path}?keel=en`)
    expect(english.html).toContain('<html lang="en"')
    expect(english.html).toContain(`Order no. <!-- -->${order.id}`)
    expect(english.html).toContain('Cancel the order')
  })

  it("a Russian order's cancel form refuses in Russian on the page, without JavaScript", async () => {
    const order = await getOrder(await placeOrder({ locale: 'ru' }))
    const path = pathOf(order.customerUrl)
    const refused = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': newClientAddress(),
        Origin: site.url,
      },
      body: 'version=0',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('<html lang="ru"')
    expect(html).toContain('Данные заказа повреждены. Пожалуйста, обновите страницу.')
    expect(html).not.toContain('Tellimuse andmed on vigased')
  })

  it('the payment return page in the language its address names', async () => {
    const english = await view('/makse/tagasi?keel=en')
    expect(english.html).toContain('<html lang="en"')
    expect(english.html).toContain('This link is not a valid payment confirmation.')
    const estonian = await view('/makse/tagasi')
    expect(estonian.html).toContain('See link ei ole kehtiv makse kinnitus.')
  })
})
