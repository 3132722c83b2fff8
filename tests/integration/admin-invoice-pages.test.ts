import { describe, expect, it } from 'vitest'
import { addDays } from '#app/domain/delivery-schedule.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import * as invoiceDetail from '#app/routes/admin/invoice-detail.tsx'
import * as invoicesPage from '#app/routes/admin/invoices.tsx'
import * as layout from '#app/routes/admin/layout.tsx'
import * as orderDetail from '#app/routes/admin/order-detail.tsx'
import * as business from '#app/routes/api/admin/business.ts'
import * as adminInvoices from '#app/routes/api/admin/invoices.ts'
import * as invoicesExport from '#app/routes/api/admin/invoices-export.ts'
import * as adminOrders from '#app/routes/api/admin/orders.ts'
import * as login from '#app/routes/api/auth-login.ts'
import * as orders from '#app/routes/api/orders.ts'
import { camt053Statement } from '../support/camt053-statement.ts'
import { adminCall, type RouteAnswer, routeCall, setupInProcessSite } from '../support/in-process-site.ts'
import { invoicingFacts } from '../support/invoicing.ts'
import { formData, orderBody } from '../support/request-bodies.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * The staff's invoice pages: /admin/arved (the list with its filters and sums, the bank statement's
 * upload and the unmatched entries' assignment), an invoice's own page (a payment by hand, crediting in
 * two steps, the reminder's switch), the order page's invoices and the accountant's CSV. Their loaders
 * and actions are called in this process as React Router calls them (tests/support/in-process-site.ts),
 * with the forms posted as a browser without JavaScript posts them; on PGlite and on PostgreSQL.
 */

const site = setupInProcessSite({
  // The JSON routes that set the scene and read it back; the pages' modules are called directly.
  routes: {
    '/api/admin/invoices': adminInvoices,
    '/api/admin/business': business,
    '/api/orders': orders,
    '/api/admin/orders': adminOrders,
    '/api/auth/login': login,
  },
})
const today = tallinnCalendarDate()

/** Calls a page's loader (GET) or action (POST with `form`) as the signed-in staff member. */
const call = routeCall(site)

async function loaded<T>(
  module: { loader?: unknown },
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const answer = await call(module, path, { params })
  if (!('body' in answer)) throw new Error(`${path}: ${answer.response.status}`)
  return answer.body as T
}

/** A redirect after post: where to, and the flash message the staff frame shows there. */
async function redirected(answer: RouteAnswer): Promise<{ location: string; message: string | undefined }> {
  if (!('response' in answer))
    throw new Error(`not a redirect: ${answer.status} ${JSON.stringify(answer.body)}`)
  expect(answer.response.status).toBe(302)
  const cookie = (answer.response.headers.get('Set-Cookie') ?? '').split(';')[0]!
  const withFlash = await call(layout, '/admin/arved', { cookie })
  const flash = 'body' in withFlash ? (withFlash.body.flash as { message: string } | null) : null
  return { location: answer.response.headers.get('Location') ?? '', message: flash?.message }
}

function refusal(answer: RouteAnswer): { status: number; body: Record<string, unknown> } {
  if (!('body' in answer)) throw new Error(`expected a refusal, got ${answer.response.status}`)
  return answer
}

const adminApi = adminCall(site)

/** The admin API's answer, which must be a 200. */
async function api(method: string, path: string, body?: unknown) {
  const answer = await adminApi(method, path, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** An order placed, confirmed and delivered with `tonnes` weighed: its invoice's id and number. */
async function deliveredOrder(
  tonnes: number,
  name = 'Mari',
): Promise<{ orderId: number; invoiceId: number; number: string }> {
  const placed = await site.fetch('/api/orders', {
    method: 'POST',
    body: formData(orderBody({ firstName: name })),
  })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const { orderId } = (await placed.json()) as { orderId: number }
  await api('PUT', `/api/admin/orders?id=${orderId}`, {
    status: 'kinnitatud',
    deliveryDate: nextWorkingDay(),
    timeWindow: '09:00-11:00',
    notifyCustomer: false,
  })
  const delivered = await api('PUT', `/api/admin/orders?id=${orderId}`, {
    status: 'tarnitud',
    deliveredTonnes: tonnes,
    notifyCustomer: false,
  })
  const [invoice] = delivered.invoices as { id: number; number: string }[]
  return { orderId, invoiceId: invoice!.id, number: invoice!.number }
}

interface ListData {
  invoices: {
    id: number
    number: string
    status: string
    totalCents: number
    paidCents: number
    overdue: boolean
  }[]
  counts: Record<string, number>
  total: number
  sums: { unpaidCents: number; overdueCents: number; overdueCount: number }
  unmatched: { id: number; amountCents: number; reference: string | null; payerName: string | null }[]
}

interface DetailData {
  invoice: {
    id: number
    number: string
    kind: string
    status: string
    totalCents: number
    paidCents: number
    remindersOff: boolean
  }
  lines: { description: string; quantity: string }[]
  credited: { id: number; number: string } | null
  credits: { id: number; number: string }[]
  payments: { amountCents: number; source: string; note: string | null; recordedBy: string }[]
}

const detail = (id: number) => loaded<DetailData>(invoiceDetail, `/admin/arved/${id}`, { id: String(id) })
const postDetail = (id: number, fields: Record<string, string>) =>
  call(invoiceDetail, `/admin/arved/${id}`, { params: { id: String(id) }, form: formData(fields) })

function statementForm(xml: string, name = 'valjavote.xml'): FormData {
  const form = formData({ intent: 'import' })
  form.append('statement', new File([xml], name, { type: 'application/xml' }))
  return form
}

let first: Awaited<ReturnType<typeof deliveredOrder>>
let second: Awaited<ReturnType<typeof deliveredOrder>>

describe('the staff invoice pages', () => {
  it('list the invoices newest first with what is owed, and refuse a visitor who is not signed in', async () => {
    // The seller's facts an invoice needs, saved as the owner saves them.
    await api('PUT', '/api/admin/business', {
      ...(await api('GET', '/api/admin/business')),
      ...invoicingFacts,
    })
    first = await deliveredOrder(9.86, 'Mari')
    second = await deliveredOrder(4.5, 'Jüri')
    const list = await loaded<ListData>(invoicesPage, '/admin/arved')
    expect(list.invoices.map((invoice) => invoice.number)).toEqual([second.number, first.number])
    expect(list.counts).toMatchObject({ tasumata: 2, tasutud: 0, 'üle tähtaja': 0 })
    expect(list.total).toBe(2)
    const owed = list.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0)
    expect(list.sums).toEqual({ unpaidCents: owed, overdueCents: 0, overdueCount: 0 })
    const overdue = await loaded<ListData>(invoicesPage, '/admin/arved?staatus=%C3%BCle%20t%C3%A4htaja')
    expect(overdue.invoices).toEqual([])

    const visitor = await call(invoicesPage, '/admin/arved', { signedIn: false })
    expect('response' in visitor && visitor.response.headers.get('Location')).toBe('/admin/login')
  })

  it('imports a bank statement: the reference pays its invoice, the rest waits to be assigned by number', async () => {
    const list = await loaded<ListData>(invoicesPage, '/admin/arved')
    const firstTotal = list.invoices.find((invoice) => invoice.id === first.invoiceId)!.totalCents
    const secondTotal = list.invoices.find((invoice) => invoice.id === second.invoiceId)!.totalCents
    const { referenceNumber } = (await api('GET', `/api/admin/invoices?id=${first.invoiceId}`)) as {
      referenceNumber: string
    }
    const xml = camt053Statement([
      {
        ref: '2026030500473921',
        amount: (firstTotal / 100).toFixed(2),
        date: today,
        name: 'MARI MAASIKAS',
        reference: referenceNumber,
        text: 'Killustik',
      },
      {
        ref: '2026030500481107',
        amount: (secondTotal / 100).toFixed(2),
        date: today,
        name: 'JÜRI JUURIKAS',
        text: 'kruusa eest',
      },
      {
        ref: '2026030500490001',
        amount: '45.60',
        direction: 'DBIT',
        date: today,
        name: 'ELEKTRILEVI OÜ',
      },
    ])
    const imported = await redirected(await call(invoicesPage, '/admin/arved', { form: statementForm(xml) }))
    expect(imported).toEqual({
      location: '/admin/arved#valjavote',
      message: 'Väljavõte imporditud: laekumisi 2, arvetega seotud 1, sidumata 1.',
    })
    expect((await detail(first.invoiceId)).invoice).toMatchObject({
      status: 'tasutud',
      paidCents: firstTotal,
    })
    const after = await loaded<ListData>(invoicesPage, '/admin/arved')
    expect(after.unmatched).toEqual([
      expect.objectContaining({ amountCents: secondTotal, reference: null, payerName: 'JÜRI JUURIKAS' }),
    ])
    expect(after.sums.unpaidCents).toBe(secondTotal)

    // The same statement again counts once.
    const again = await redirected(await call(invoicesPage, '/admin/arved', { form: statementForm(xml) }))
    expect(again.message).toBe('Väljavõte imporditud: laekumisi 0, arvetega seotud 0, varem imporditud 2.')
    expect((await detail(first.invoiceId)).payments).toHaveLength(1)

    const entry = after.unmatched[0]!
    const assign = (invoiceNumber: string) =>
      call(invoicesPage, '/admin/arved', {
        form: formData({ intent: 'assign', entryId: String(entry.id), invoiceNumber }),
      })
    const malformed = refusal(await assign('viis'))
    expect(malformed).toEqual({
      status: 400,
      body: {
        intent: 'assign',
        error: 'Arve number on kujul AAAA-NNNN, näiteks 2026-0001.',
        entryId: entry.id,
        typed: 'viis',
      },
    })
    expect(refusal(await assign('1999-0001')).status).toBe(404)
    const assigned = await redirected(await assign(second.number))
    expect(assigned.message).toBe(`Laekumine seotud arvega nr ${second.number}.`)
    expect((await detail(second.invoiceId)).invoice.status).toBe('tasutud')
    expect((await loaded<ListData>(invoicesPage, '/admin/arved')).unmatched).toEqual([])
  })

  it('refuses a file that is not a camt.053 statement, and changes nothing', async () => {
    const before = await loaded<ListData>(invoicesPage, '/admin/arved')
    const answer = refusal(
      await call(invoicesPage, '/admin/arved', {
        form: statementForm('<html><body>arve</body></html>', 'arve.html'),
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ intent: 'import', error: expect.stringMatching(/camt\.053/) })
    const empty = refusal(await call(invoicesPage, '/admin/arved', { form: formData({ intent: 'import' }) }))
    expect(empty.body.error).toBe('Palun valige pangaväljavõtte fail (camt.053 XML).')
    const emptyFile = refusal(await call(invoicesPage, '/admin/arved', { form: statementForm('') }))
    expect(emptyFile).toMatchObject({
      status: 400,
      body: { error: 'Palun valige pangaväljavõtte fail (camt.053 XML).' },
    })
    const tooLarge = refusal(
      await call(invoicesPage, '/admin/arved', { form: statementForm(' '.repeat(5 * 1024 * 1024 + 1)) }),
    )
    expect(tooLarge).toMatchObject({
      status: 400,
      body: { intent: 'import', error: 'Fail on liiga suur: pangaväljavõte võib olla kuni 5 MB.' },
    })
    expect(await loaded<ListData>(invoicesPage, '/admin/arved')).toEqual(before)
  })

  it("records a payment by hand on the invoice's page, refusing bad input beside its field", async () => {
    const third = await deliveredOrder(12, 'Kati')
    const before = await detail(third.invoiceId)
    const amountText = 'Makse summa peab olema positiivne summa eurodes, nt 120,50.'
    const dateText = 'Makse kuupäev peab olema kujul AAAA-KK-PP, nt 2026-03-14.'
    const cases: [Record<string, string>, string, string][] = [
      [{ amountEur: '', date: today }, 'amountEur', amountText],
      [{ amountEur: '0', date: today }, 'amountEur', amountText],
      [{ amountEur: '-5', date: today }, 'amountEur', amountText],
      [{ amountEur: '12,345', date: today }, 'amountEur', amountText],
      [{ amountEur: 'palju', date: today }, 'amountEur', amountText],
      [{ amountEur: '99999999', date: today }, 'amountEur', 'Makse summa on liiga suur.'],
      [{ amountEur: '10', date: '' }, 'date', dateText],
      [{ amountEur: '10', date: '2026-02-30' }, 'date', dateText],
      [{ amountEur: '10', date: '14.03.2026' }, 'date', dateText],
      [{ amountEur: '10', date: addDays(today, 1) }, 'date', 'Makse kuupäev ei saa olla tulevikus.'],
      [{ amountEur: '10', date: today, note: 'x'.repeat(501) }, 'note', 'Märkus võib olla kuni 500 märki.'],
    ]
    for (const [fields, field, error] of cases) {
      const answer = refusal(await postDetail(third.invoiceId, { intent: 'payment', note: '', ...fields }))
      expect({ fields, status: answer.status, body: answer.body }).toMatchObject({
        fields,
        status: 400,
        // What was typed comes back, so the form shows it again beside the message.
        body: { intent: 'payment', field, error, typed: { amountEur: fields.amountEur } },
      })
    }
    expect(await detail(third.invoiceId)).toEqual(before)

    const paid = await redirected(
      await postDetail(third.invoiceId, {
        intent: 'payment',
        amountEur: '50,25',
        date: today,
        note: 'sularahas',
      }),
    )
    expect(paid).toEqual({
      location: `/admin/arved/${third.invoiceId}`,
      message: 'Laekumine salvestatud. Arve on nüüd: osaliselt tasutud.',
    })
    const page = await detail(third.invoiceId)
    expect(page.invoice).toMatchObject({ status: 'osaliselt tasutud', paidCents: 5025 })
    expect(page.payments).toEqual([
      expect.objectContaining({
        amountCents: 5025,
        source: 'käsitsi',
        note: 'sularahas',
        recordedBy: 'haldur',
      }),
    ])
    expect(page.lines[0]).toMatchObject({ quantity: '12.00' })
  })

  it('credits an invoice only after the confirmation, and links the invoice and its credit invoice both ways', async () => {
    const fourth = await deliveredOrder(3, 'Peeter')
    const count = async () => (await loaded<ListData>(invoicesPage, '/admin/arved')).total
    const before = await count()
    for (const reason of ['', '  ', 'x'.repeat(501)])
      for (const intent of ['credit-ask', 'credit']) {
        const noReason = refusal(await postDetail(fourth.invoiceId, { intent, reason }))
        expect({ intent, reason, answer: noReason }).toEqual({
          intent,
          reason,
          answer: {
            status: 400,
            body: {
              intent: 'credit',
              error: 'Kirjutage krediteerimise põhjus (kuni 500 märki).',
              typed: { reason },
            },
          },
        })
      }
    expect(await count()).toBe(before)
    const asked = refusal(
      await postDetail(fourth.invoiceId, { intent: 'credit-ask', reason: 'Kaup võeti tagasi' }),
    )
    expect(asked).toEqual({ status: 200, body: { intent: 'credit-confirm', reason: 'Kaup võeti tagasi' } })
    expect(await count()).toBe(before)
    expect((await detail(fourth.invoiceId)).invoice.status).toBe('tasumata')

    const credited = await redirected(
      await postDetail(fourth.invoiceId, { intent: 'credit', reason: 'Kaup võeti tagasi' }),
    )
    expect(credited.message).toMatch(
      /^Arve krediteeritud: kreeditarve nr \d{4}-\d{4} koostatud ja kliendile saadetud\.$/,
    )
    expect(await count()).toBe(before + 1)
    const original = await detail(fourth.invoiceId)
    expect(original.invoice.status).toBe('krediteeritud')
    expect(original.credits).toHaveLength(1)
    const credit = await detail(original.credits[0]!.id)
    expect(credit.invoice).toMatchObject({ kind: 'kreeditarve', totalCents: -original.invoice.totalCents })
    expect(credit.credited).toEqual({ id: fourth.invoiceId, number: fourth.number })
    expect(credited.message).toContain(credit.invoice.number)

    const onCredited = refusal(
      await postDetail(fourth.invoiceId, { intent: 'payment', amountEur: '10', date: today, note: '' }),
    )
    expect(onCredited.status).toBeGreaterThanOrEqual(400)
    expect(onCredited.body).toMatchObject({
      intent: 'payment',
      error: expect.stringContaining('krediteeritud'),
    })

    const orderPage = await loaded<{ invoices: { id: number; kind: string; status: string }[] }>(
      orderDetail,
      `/admin/orders/${fourth.orderId}`,
      { id: String(fourth.orderId) },
    )
    expect(orderPage.invoices).toEqual([
      { id: fourth.invoiceId, number: fourth.number, kind: 'arve', status: 'krediteeritud' },
      {
        id: credit.invoice.id,
        number: credit.invoice.number,
        kind: 'kreeditarve',
        status: expect.any(String),
      },
    ])
  })

  it('turns the reminder off and on again', async () => {
    const fifth = await deliveredOrder(2, 'Tiit')
    const off = await redirected(await postDetail(fifth.invoiceId, { intent: 'reminders', off: 'true' }))
    expect(off.message).toBe('Meeldetuletus välja lülitatud.')
    expect((await detail(fifth.invoiceId)).invoice.remindersOff).toBe(true)
    await redirected(await postDetail(fifth.invoiceId, { intent: 'reminders', off: 'false' }))
    expect((await detail(fifth.invoiceId)).invoice.remindersOff).toBe(false)
    expect(refusal(await postDetail(fifth.invoiceId, { intent: 'reminders', off: 'vahel' }))).toEqual({
      status: 400,
      body: { intent: 'reminders', error: 'Tundmatu valik.', typed: {} },
    })
    expect((await detail(fifth.invoiceId)).invoice.remindersOff).toBe(false)
    expect(refusal(await postDetail(fifth.invoiceId, { intent: 'kustuta' })).status).toBe(400)
  })

  it('answers an invoice that is not there with a 404', async () => {
    const missing = await call(invoiceDetail, '/admin/arved/999999', { params: { id: '999999' } })
    expect('response' in missing && missing.response.status).toBe(404)
    const malformed = await call(invoiceDetail, '/admin/arved/abc', { params: { id: 'abc' } })
    expect('response' in malformed && malformed.response.status).toBe(404)
  })

  it('gives the accountant a CSV: one row per invoice and VAT rate, for Estonian Excel', async () => {
    const download = await call(invoicesExport, `/api/admin/invoices/export?from=${today}&to=${today}`)
    if (!('response' in download)) throw new Error('no file')
    expect(download.response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(download.response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="arved-${today}-${today}.csv"`,
    )
    const bytes = new Uint8Array(await download.response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const rows = text
      .split('\r\n')
      .filter(Boolean)
      .map((row) => row.split(';'))
    expect(rows[0]).toEqual([
      'Arve nr',
      'Liik',
      'Arve kuupäev',
      'Tarnekuupäev',
      'Maksetähtaeg',
      'Ostja',
      'Registrikood',
      'KMKR',
      'Summa km-ta (€)',
      'Käibemaksumäär (%)',
      'Käibemaks (€)',
      'Kokku (€)',
      'Tasutud (€)',
      'Staatus',
    ])
    const list = await loaded<ListData>(invoicesPage, '/admin/arved')
    expect(rows).toHaveLength(list.total + 1)
    const paid = await api('GET', `/api/admin/invoices?id=${first.invoiceId}`)
    const [day, month, year] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)]
    const comma = (eur: unknown) => (eur as number).toFixed(2).replace('.', ',')
    expect(rows.find((row) => row[0] === first.number)).toEqual([
      first.number,
      'arve',
      `${day}.${month}.${year}`,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      'Mari Maasikas',
      '',
      '',
      comma(paid.netEur),
      String(paid.vatRate),
      comma(paid.vatEur),
      comma(paid.totalEur),
      comma(paid.totalEur),
      'tasutud',
    ])
    const credit = rows.find((row) => row[1] === 'kreeditarve')!
    expect(credit[11]).toMatch(/^-\d+,\d{2}$/)

    const backwards = await call(invoicesExport, `/api/admin/invoices/export?from=${today}&to=2000-01-01`)
    expect('response' in backwards && backwards.response.status).toBe(400)
  })
})
