import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyCodeTexts } from '#app/domain/company-codes.ts'
import { customerTexts } from '#app/domain/customer-forms.ts'
import * as customerDetailPage from '#app/routes/admin/customer-detail.tsx'
import * as customerNewPage from '#app/routes/admin/customer-new.tsx'
import * as customersPage from '#app/routes/admin/customers.tsx'
import * as layout from '#app/routes/admin/layout.tsx'
import * as customersApi from '#app/routes/api/admin/customers.ts'
import * as login from '#app/routes/api/auth-login.ts'
import {
  auditLog,
  customerPrices,
  customers,
  customerUsers,
  outbox,
  products,
} from '#app/server/db/schema.server.ts'
import { adminCall, type RouteModule, setupInProcessSite } from '../support/in-process-site.ts'
import { type FormFields, formData } from '../support/request-bodies.ts'
import { rowsById } from '../support/table-rows.ts'

/**
 * The staff's pages of business accounts: /admin/kliendid (applications first, by status), a new
 * customer (/admin/kliendid/uus) and a customer's page (the decision, its terms and agreed prices, its
 * people). Their loaders and actions are called in this process as React Router calls them
 * (tests/support/in-process-site.ts), with the forms posted as a browser without JavaScript posts them.
 */

const site = setupInProcessSite({
  routes: { '/api/auth/login': login, '/api/admin/customers': customersApi },
})
const adminApi = adminCall(site)
const db = () => site.runtime.database.db

/** A route module's loader or action. */
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown

/** What a page answered: a Response (a redirect, a 404; thrown or returned), or its data and status. */
type Answer = { response: Response } | { status: number; body: Record<string, unknown> }

/** React Router's data(): the payload, and the status the action gave it. */
function isDataWithInit(
  value: unknown,
): value is { data: Record<string, unknown>; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && 'data' in value && 'init' in value
}

function answerOf(result: unknown): Answer {
  if (result instanceof Response) return { response: result }
  if (isDataWithInit(result)) return { status: result.init?.status ?? 200, body: result.data }
  return { status: 200, body: result as Record<string, unknown> }
}

interface CallOptions {
  params?: Record<string, string>
  /** Posted to the action; without it the loader is called. */
  form?: FormData
  cookie?: string
  signedIn?: boolean
}

/** Calls a page's loader, or its action when a form is posted, by default as the signed-in staff member. */
async function call(module: RouteModule, path: string, options: CallOptions = {}): Promise<Answer> {
  const { params = {}, form, cookie, signedIn = true } = options
  const headers: Record<string, string> = {}
  if (signedIn) headers['X-Admin-Token'] = await site.adminToken()
  if (cookie) headers.Cookie = cookie
  const url = `http://localhost${path}`
  const request = form
    ? new Request(url, { method: 'POST', headers, body: form })
    : new Request(url, { headers })
  const handler = (form ? module.action : module.loader) as Handler
  try {
    return answerOf(await handler({ request, params, context: { clientIp: '192.0.2.1' } }))
  } catch (thrown) {
    if (thrown instanceof Response) return answerOf(thrown)
    throw thrown
  }
}

/** A redirect after post: where to, and the message the staff frame shows on the page it leads to. */
async function redirected(answer: Answer): Promise<{ location: string; message: string | undefined }> {
  if ('body' in answer)
    throw new Error(`expected a redirect, got ${answer.status}: ${JSON.stringify(answer.body)}`)
  const { response } = answer
  expect(response.status).toBe(302)
  const [flashCookie = ''] = (response.headers.get('Set-Cookie') ?? '').split(';')
  const frame = await call(layout, '/admin/kliendid', { cookie: flashCookie })
  const message = 'body' in frame ? (frame.body.flash as { message?: string } | null)?.message : undefined
  return { location: response.headers.get('Location') ?? '', message }
}

interface Refusal {
  status: number
  body: { intent: string; error: string; fieldErrors: Record<string, string>; typed: Record<string, string> }
}

function refusal(answer: Answer): Refusal {
  if (!('body' in answer)) throw new Error(`expected a refusal, got ${answer.response.status}`)
  return answer as Refusal
}

interface ListData {
  customers: { id: number; name: string; status: string }[]
  counts: Record<string, number>
  total: number
  filter: string | null
}

interface DetailData {
  customer: { id: number; name: string; status: string; version: number; applied: boolean }
  values: Record<string, string>
  products: { id: number; name: string; priceCents: number }[]
  people: { id: number; email: string; name: string; role: string }[]
  history: { what: string }[]
}

async function list(query = ''): Promise<ListData> {
  const answer = await call(customersPage, `/admin/kliendid${query}`)
  if (!('body' in answer)) throw new Error(`list: ${answer.response.status}`)
  return answer.body as unknown as ListData
}

async function detail(id: number): Promise<DetailData> {
  const answer = await call(customerDetailPage, `/admin/kliendid/${id}`, { params: { id: String(id) } })
  if (!('body' in answer)) throw new Error(`detail ${id}: ${answer.response.status}`)
  return answer.body as unknown as DetailData
}

const post = (id: number, fields: FormFields) =>
  call(customerDetailPage, `/admin/kliendid/${id}`, { params: { id: String(id) }, form: formData(fields) })

/** An application as /ariklient stores it, put straight into the table. */
async function storedApplication(fields: { name: string; registryCode: string; email: string }) {
  const [row] = await db()
    .insert(customers)
    .values({
      ...fields,
      street: 'Tööstuse 5',
      city: 'Rakvere',
      postalCode: '44310',
      contactName: 'Kalle Kask',
      phone: '+372 5123 4567',
      status: 'taotlus',
      requestedTermDays: 30,
      applicationNote: 'Vajame kruusa kolmele objektile.',
      idempotencyKey: randomUUID(),
    })
    .returning()
  return row!
}

/** The terms form as the page shows it, with `changes` typed over it. */
async function termsForm(id: number, changes: FormFields = {}): Promise<FormFields> {
  const { values } = await detail(id)
  return { intent: 'terms', ...values, ...changes }
}

const auditActions = async (id: number) =>
  (
    await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
  ).map((row) => row.action)

const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id))

/** The one-time sign-in link of an account-opened mail (the button's address in its HTML part). */
const signInLink = /href="http:\/\/localhost:\d+\/konto\/sisene\/[A-Za-z0-9_-]{43}"/

const userTaken = 'Selle e-posti aadressiga isik on juba ühe ettevõtte kontol.'

let created: number
let applied: number
let firstProduct: { id: number; priceCents: number }

describe('the staff customer pages', () => {
  it('add a customer directly: active at once, its contact an admin mailed a sign-in link', async () => {
    const [product] = await db().select().from(products).orderBy(asc(products.id)).limit(1)
    firstProduct = { id: product!.id, priceCents: product!.priceCents }
    const answer = await call(customerNewPage, '/admin/kliendid/uus', {
      form: formData({
        intent: 'terms',
        name: 'Aaviku Ehitus OÜ',
        registryCode: '10137025',
        vatNumber: '',
        street: 'Pikk 1',
        city: 'Tapa',
        postalCode: '45106',
        contactName: 'Anne Aavik',
        email: 'Anne@Aaviku.ee',
        phone: '5555 1111',
        invoiceEmail: '',
        paymentTermDays: '21',
        creditLimitEur: '',
        [`price_${firstProduct.id}`]: '6,10',
      }),
    })
    const done = await redirected(answer)
    created = Number(done.location.split('/').at(-1))
    expect(done).toEqual({
      location: `/admin/kliendid/${created}`,
      message: 'Klient Aaviku Ehitus OÜ lisatud. Kontaktisikule saadeti kiri sisselogimise lingiga.',
    })
    const page = await detail(created)
    expect(page.customer).toMatchObject({ status: 'aktiivne', applied: false })
    expect(page.values).toMatchObject({ paymentTermDays: '21', creditLimitEur: '', eInvoice: '' })
    expect(page.values[`price_${firstProduct.id}`]).toBe('6,10')
    expect(page.people).toEqual([expect.objectContaining({ email: 'anne@aaviku.ee', role: 'admin' })])
    const [mail] = await mailsTo('anne@aaviku.ee')
    expect(mail).toMatchObject({ kind: 'account-opened' })
    expect(mail!.html).toMatch(signInLink)
    expect(await auditActions(created)).toEqual(['create'])
  })

  it('refuse a new customer whose fields are wrong, keeping what was typed', async () => {
    const before = await rowsById(db(), { customers, auditLog })
    const answer = refusal(
      await call(customerNewPage, '/admin/kliendid/uus', {
        form: formData({ intent: 'terms', name: 'Vigane OÜ', registryCode: '12345675', email: 'x@' }),
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors).toMatchObject({
      registryCode: companyCodeTexts.registryCodeCheckDigit,
      email: customerTexts.emailInvalid,
      street: customerTexts.streetRequired,
    })
    expect(answer.body.typed).toMatchObject({ name: 'Vigane OÜ', registryCode: '12345675' })
    expect(await rowsById(db(), { customers, auditLog })).toEqual(before)
  })

  it('list applications first, with a tab per status, and send a visitor to sign in', async () => {
    const application = await storedApplication({
      name: 'Ülemiste Teed OÜ',
      registryCode: '10586863',
      email: 'kalle@ylemiste.ee',
    })
    applied = application.id
    const all = await list()
    expect(all.customers.map((customer) => customer.name)).toEqual(['Ülemiste Teed OÜ', 'Aaviku Ehitus OÜ'])
    expect(all.counts).toEqual({ taotlus: 1, aktiivne: 1, peatatud: 0, keeldutud: 0 })
    expect(all.total).toBe(2)
    const waiting = await list('?staatus=taotlus')
    expect(waiting.filter).toBe('taotlus')
    expect(waiting.customers.map((customer) => customer.id)).toEqual([applied])
    expect((await list('?staatus=midagi')).filter).toBeNull()

    const visitor = await call(customersPage, '/admin/kliendid', { signedIn: false })
    expect('response' in visitor && visitor.response.headers.get('Location')).toBe('/admin/login')
  })

  it('approve an application: the account opens, its contact an admin mailed a sign-in link', async () => {
    const page = await detail(applied)
    expect(page.customer).toMatchObject({ status: 'taotlus', applied: true })
    const done = await redirected(
      await post(applied, {
        intent: 'decision',
        decision: 'approve',
        note: '',
        version: String(page.customer.version),
      }),
    )
    expect(done).toEqual({
      location: `/admin/kliendid/${applied}`,
      message: 'Taotlus kinnitatud. Kontaktisikule saadeti kiri sisselogimise lingiga.',
    })
    const after = await detail(applied)
    expect(after.customer.status).toBe('aktiivne')
    expect(after.people).toEqual([
      expect.objectContaining({ email: 'kalle@ylemiste.ee', name: 'Kalle Kask', role: 'admin' }),
    ])
    const mails = await mailsTo('kalle@ylemiste.ee')
    expect(mails.map((mail) => mail.kind)).toEqual(['account-opened'])
    expect(mails[0]!.html).toMatch(signInLink)
    expect(after.history.map((entry) => entry.what)).toEqual(['kinnitas taotluse'])

    // An account is approved once: the button is gone, and a second post is refused.
    const again = refusal(await post(applied, { intent: 'decision', decision: 'approve' }))
    expect(again).toMatchObject({ status: 409, body: { error: 'Kinnitada saab ainult taotlust.' } })
  })

  it('refuse an application: the applicant is mailed the note', async () => {
    const application = await storedApplication({
      name: 'Kiirtee Ehitus OÜ',
      registryCode: '14000009',
      email: 'info@kiirtee.ee',
    })
    const done = await redirected(
      await post(application.id, {
        intent: 'decision',
        decision: 'refuse',
        note: 'Palun tellige esialgu ilma kontota.',
      }),
    )
    expect(done.message).toBe('Taotlusest keelduti. Taotlejale saadeti kiri.')
    const [row] = await db().select().from(customers).where(eq(customers.id, application.id))
    expect(row).toMatchObject({ status: 'keeldutud', decisionNote: 'Palun tellige esialgu ilma kontota.' })
    const mails = await mailsTo('info@kiirtee.ee')
    expect(mails.map((mail) => mail.kind)).toEqual(['account-refused'])
    expect(mails[0]!.text).toContain('Palun tellige esialgu ilma kontota.')
    expect(await auditActions(application.id)).toEqual(['refuse'])
    expect((await list('?staatus=keeldutud')).customers.map((customer) => customer.id)).toEqual([
      application.id,
    ])
  })

  it('refuse terms with a negative credit limit or a wrong registry code, changing nothing', async () => {
    const snapshot = async () => ({
      ...(await rowsById(db(), { customers, auditLog })),
      prices: await db().select().from(customerPrices).orderBy(asc(customerPrices.productId)),
    })
    const before = await snapshot()
    const limit = refusal(await post(created, await termsForm(created, { creditLimitEur: '-5' })))
    expect(limit.status).toBe(400)
    expect(limit.body).toMatchObject({
      intent: 'terms',
      error: customerTexts.creditLimitFormat,
      fieldErrors: { creditLimitEur: customerTexts.creditLimitFormat },
      typed: { creditLimitEur: '-5', name: 'Aaviku Ehitus OÜ' },
    })
    const code = refusal(await post(created, await termsForm(created, { registryCode: '12345675' })))
    expect(code.status).toBe(400)
    expect(code.body.fieldErrors).toEqual({ registryCode: 'Registrikoodi kontrollnumber ei klapi.' })
    expect(code.body.typed.registryCode).toBe('12345675')
    const price = refusal(
      await post(
        created,
        await termsForm(created, { [`price_${firstProduct.id}`]: '-1', creditLimitEur: 'x' }),
      ),
    )
    expect(price.body.fieldErrors).toEqual({
      creditLimitEur: customerTexts.creditLimitFormat,
      [`price_${firstProduct.id}`]: customerTexts.priceFormat,
    })
    expect(await snapshot()).toEqual(before)
  })

  it('save terms and agreed prices, and refuse a save made over a newer version', async () => {
    const stale = await termsForm(created)
    const done = await redirected(
      await post(
        created,
        await termsForm(created, {
          paymentTermDays: '30',
          creditLimitEur: '5 000',
          invoiceEmail: 'Arved@Aaviku.ee',
          eInvoice: 'on',
          [`price_${firstProduct.id}`]: '7,25',
        }),
      ),
    )
    expect(done).toEqual({
      location: `/admin/kliendid/${created}`,
      message: 'Kliendi andmed ja tingimused salvestatud.',
    })
    const [row] = await db().select().from(customers).where(eq(customers.id, created))
    expect(row).toMatchObject({
      paymentTermDays: 30,
      creditLimitCents: 500_000,
      invoiceEmail: 'arved@aaviku.ee',
      eInvoice: true,
    })
    expect(await db().select().from(customerPrices).where(eq(customerPrices.customerId, created))).toEqual([
      { customerId: created, productId: firstProduct.id, netPriceCents: 725 },
    ])
    const page = await detail(created)
    expect(page.values).toMatchObject({
      paymentTermDays: '30',
      creditLimitEur: '5000,00',
      invoiceEmail: 'arved@aaviku.ee',
      eInvoice: 'on',
      [`price_${firstProduct.id}`]: '7,25',
    })
    expect(page.products.find((product) => product.id === firstProduct.id)?.priceCents).toBe(
      firstProduct.priceCents,
    )

    // The form loaded before that save is refused, and changes nothing.
    const refused = refusal(await post(created, { ...stale, creditLimitEur: '1' }))
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(
      'Keegi muutis klienti vahepeal. Laadige leht uuesti ja proovige siis uuesti.',
    )
    expect((await db().select().from(customers).where(eq(customers.id, created)))[0]!.creditLimitCents).toBe(
      500_000,
    )

    // An emptied price is the public price again; an empty term and limit are the setting's and none;
    // an unticked box is not posted at all.
    const { eInvoice: _ticked, ...emptied } = await termsForm(created, {
      [`price_${firstProduct.id}`]: '',
      creditLimitEur: '',
      paymentTermDays: '',
    })
    await redirected(await post(created, emptied))
    expect(await db().select().from(customerPrices).where(eq(customerPrices.customerId, created))).toEqual([])
    expect((await db().select().from(customers).where(eq(customers.id, created)))[0]).toMatchObject({
      paymentTermDays: null,
      creditLimitCents: null,
      eInvoice: false,
    })
  })

  it('add and remove people: an address of another company and the last admin are refused', async () => {
    const taken = refusal(
      await post(created, { intent: 'add-user', email: 'KALLE@ylemiste.ee', name: 'Kalle', role: 'tellija' }),
    )
    expect(taken).toMatchObject({
      status: 409,
      body: { intent: 'add-user', error: userTaken, fieldErrors: { email: userTaken } },
    })
    expect(taken.body.typed).toMatchObject({ email: 'KALLE@ylemiste.ee', name: 'Kalle' })
    const wrong = refusal(await post(created, { intent: 'add-user', email: 'mati@', name: '', role: 'boss' }))
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.fieldErrors).sort()).toEqual(['email', 'name', 'role'])

    const added = await redirected(
      await post(created, {
        intent: 'add-user',
        email: 'Mati@Aaviku.ee',
        name: 'Mati Maasikas',
        role: 'tellija',
      }),
    )
    expect(added).toEqual({
      location: `/admin/kliendid/${created}#isikud`,
      message: 'Isik mati@aaviku.ee lisatud. Sisselogimise lingi saab ta küsida lehelt /konto/sisene.',
    })
    const people = (await detail(created)).people
    expect(people.map((person) => [person.email, person.role])).toEqual([
      ['anne@aaviku.ee', 'admin'],
      ['mati@aaviku.ee', 'tellija'],
    ])
    const [admin, orderer] = people

    const last = refusal(await post(created, { intent: 'remove-user', userId: String(admin!.id) }))
    expect(last).toMatchObject({
      status: 409,
      body: { intent: 'remove-user', error: 'Kontol peab jääma vähemalt üks administraator.' },
    })
    // A person of another company is not this page's to remove.
    const [other] = await db().select().from(customerUsers).where(eq(customerUsers.customerId, applied))
    expect(refusal(await post(created, { intent: 'remove-user', userId: String(other!.id) })).status).toBe(
      404,
    )
    expect(refusal(await post(created, { intent: 'remove-user', userId: 'x' })).status).toBe(404)

    const removed = await redirected(
      await post(created, { intent: 'remove-user', userId: String(orderer!.id) }),
    )
    expect(removed.message).toBe('Isik mati@aaviku.ee eemaldatud.')
    expect((await detail(created)).people.map((person) => person.email)).toEqual(['anne@aaviku.ee'])
  })

  it('write every change in the audit log, and suspend and reactivate an account', async () => {
    let version = (await detail(created)).customer.version
    expect(
      (
        await redirected(
          await post(created, { intent: 'decision', decision: 'suspend', version: String(version) }),
        )
      ).message,
    ).toBe('Konto peatatud. Konto isikud logiti välja.')
    version = (await detail(created)).customer.version
    const unknown = refusal(await post(created, { intent: 'decision', decision: 'delete' }))
    expect(unknown).toMatchObject({ status: 400, body: { error: 'Tundmatu otsus.' } })
    expect(
      (
        await redirected(
          await post(created, { intent: 'decision', decision: 'reactivate', version: String(version) }),
        )
      ).message,
    ).toBe('Konto avati uuesti.')
    expect(await auditActions(created)).toEqual([
      'create',
      'update',
      'update',
      'add_user',
      'remove_user',
      'suspend',
      'reactivate',
    ])
    expect((await detail(created)).history.map((entry) => entry.what)).toEqual([
      'avas konto uuesti',
      'peatas konto',
      'eemaldas isiku',
      'lisas isiku',
      'muutis andmeid ja tingimusi',
      'muutis andmeid ja tingimusi',
      'lisas kliendi',
    ])
  })

  it('answer 404 for a customer that does not exist or an address that is not an id', async () => {
    for (const id of ['999999', '0', 'abc', '1e3', '99999999999']) {
      const page = await call(customerDetailPage, `/admin/kliendid/${id}`, { params: { id } })
      expect('response' in page && page.response.status, id).toBe(404)
    }
    const posted = await call(customerDetailPage, '/admin/kliendid/999999', {
      params: { id: '999999' },
      form: formData({ intent: 'terms', creditLimitEur: '-5' }),
    })
    expect('response' in posted && posted.response.status).toBe(404)
    const decided = await call(customerDetailPage, '/admin/kliendid/999999', {
      params: { id: '999999' },
      form: formData({ intent: 'decision', decision: 'approve' }),
    })
    expect('response' in decided && decided.response.status).toBe(404)
    // An unknown form is refused as such.
    expect(refusal(await post(created, { intent: 'midagi' })).status).toBe(400)
  })
})

describe('/api/admin/customers', () => {
  const account = (fields: Record<string, unknown> = {}) => ({
    name: 'Programmi Ehitus OÜ',
    registryCode: '14000009',
    vatNumber: null,
    address: { street: 'Jaama 4', city: 'Tapa', postalCode: '45106', countryCode: 'EE' },
    contactName: 'Toomas Tark',
    email: 'toomas@programm.example.ee',
    phone: '+372 5333 4444',
    invoiceEmail: 'arved@programm.example.ee',
    paymentTermDays: 21,
    creditLimitEur: 2500.5,
    eInvoice: true,
    prices: [],
    ...fields,
  })

  it('creates an account with POST and gives it back with GET, people and figures included', async () => {
    const [product] = await db().select().from(products).orderBy(asc(products.id)).limit(1)
    const created = await adminApi(
      'POST',
      '/api/admin/customers',
      account({ prices: [{ productId: product!.id, netPriceEur: 12.34 }] }),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as number
    const read = await adminApi('GET', `/api/admin/customers?id=${id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      id,
      name: 'Programmi Ehitus OÜ',
      registryCode: '14000009',
      vatNumber: null,
      address: { street: 'Jaama 4', city: 'Tapa', postalCode: '45106', countryCode: 'EE' },
      email: 'toomas@programm.example.ee',
      phone: '+372 5333 4444',
      invoiceEmail: 'arved@programm.example.ee',
      status: 'aktiivne',
      paymentTermDays: 21,
      creditLimitEur: 2500.5,
      prices: [{ productId: product!.id, netPriceEur: 12.34 }],
      eInvoice: true,
      users: [{ email: 'toomas@programm.example.ee', name: 'Toomas Tark', role: 'admin' }],
      balanceEur: 0,
      overdueEur: 0,
    })
    const listed = await adminApi('GET', '/api/admin/customers?status=aktiivne')
    expect(listed.body.customers).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, status: 'aktiivne' })]),
    )

    // PUT takes back what GET gave: one field changed, the server's own sent unchanged.
    const changed = await adminApi('PUT', `/api/admin/customers?id=${id}`, {
      ...read.body,
      creditLimitEur: 3000,
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({
      creditLimitEur: 3000,
      paymentTermDays: 21,
      prices: [{ netPriceEur: 12.34 }],
    })
    // A partial PUT keeps the rest.
    const partial = await adminApi('PUT', `/api/admin/customers?id=${id}`, { paymentTermDays: 30 })
    expect(partial.body).toMatchObject({
      paymentTermDays: 30,
      creditLimitEur: 3000,
      name: 'Programmi Ehitus OÜ',
    })
  })

  it('refuses bad input in Estonian and changes nothing', async () => {
    const created = await adminApi(
      'POST',
      '/api/admin/customers',
      account({ registryCode: '11013613', email: 'teine@programm.example.ee' }),
    )
    expect(created.status).toBe(201)
    const id = created.body.id as number
    const before = await adminApi('GET', `/api/admin/customers?id=${id}`)
    const cases: [string, string, unknown][] = [
      ['POST', '/api/admin/customers', account({ registryCode: '12345675' })],
      ['POST', '/api/admin/customers', account({ vatNumber: 'EE12345' })],
      ['POST', '/api/admin/customers', account({ creditLimitEur: -1 })],
      ['POST', '/api/admin/customers', account({ prices: [{ productId: 1, netPriceEur: -2 }] })],
      [
        'POST',
        '/api/admin/customers',
        account({
          prices: [
            { productId: 1, netPriceEur: 2 },
            { productId: 1, netPriceEur: 3 },
          ],
        }),
      ],
      ['POST', '/api/admin/customers', account({ prices: [{ productId: 999999, netPriceEur: 2 }] })],
      ['POST', '/api/admin/customers', account({ address: 'Jaama 4' })],
      ['POST', '/api/admin/customers', account({ unknown: 1 })],
      ['POST', '/api/admin/customers', [1, 2]],
      ['PUT', `/api/admin/customers?id=${id}`, { ...before.body, status: 'peatatud' }],
      ['PUT', `/api/admin/customers?id=${id}`, { ...before.body, balanceEur: -5 }],
      ['PUT', `/api/admin/customers?id=${id}`, { paymentTermDays: 500 }],
      ['PUT', '/api/admin/customers?id=abc', { paymentTermDays: 5 }],
      ['GET', '/api/admin/customers?status=muu', undefined],
      ['GET', '/api/admin/customers?id=0', undefined],
    ]
    for (const [method, path, body] of cases) {
      const answer = await adminApi(method, path, body)
      expect([method, path, answer.status], JSON.stringify(body)).toEqual([method, path, 400])
      expect(typeof answer.body.error).toBe('string')
    }
    expect((await adminApi('GET', '/api/admin/customers?id=999999')).status).toBe(404)
    expect((await adminApi('PUT', '/api/admin/customers?id=999999', { paymentTermDays: 5 })).status).toBe(404)
    expect((await adminApi('DELETE', `/api/admin/customers?id=${id}`)).status).toBe(405)
    // The same registry code again is a conflict, not a second account.
    expect(
      (
        await adminApi(
          'POST',
          '/api/admin/customers',
          account({ registryCode: '11013613', email: 'kolmas@programm.example.ee' }),
        )
      ).status,
    ).toBe(409)
    expect((await adminApi('GET', `/api/admin/customers?id=${id}`)).body).toEqual(before.body)
    // Without a token: 401.
    const anonymous = await site.fetch('/api/admin/customers')
    expect(anonymous.status).toBe(401)
  })
})
