import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { customerStatusValues } from '#app/domain/customer-account.ts'
import { customerApiFields, customerApiSchema } from '#app/domain/customer-forms.ts'
import { centsToDecimalString } from '#app/domain/money.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { requireAdminApi } from '../auth/guard.server.ts'
import type { Database } from '../db/database.server.ts'
import { customerPrices, customers, customerUsers } from '../db/schema.server.ts'
import {
  answerByMethod,
  firstIssue,
  idParam,
  json,
  jsonError,
  pageParam,
  parsedQuery,
  readJsonObject,
  unavailable,
} from '../http/admin-api.server.ts'
import { readPage } from '../http/admin-paging.server.ts'
import { fieldsOf, readPutBody } from '../http/put-body.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { getDb, getRuntime } from '../runtime.server.ts'
import { accountBalances, accountFigures } from './account-read.server.ts'
import {
  type CustomerDetail,
  type CustomerRow,
  createCustomer,
  customerDetail,
  updateCustomer,
} from './customer-accounts.server.ts'

/**
 * `/api/admin/customers` (ADR 059), with the rules of the rest of `/api/admin`: GET a page of accounts
 * (`?page=&status=`, 25 a page, newest first) or one (`?id=N`), each in the same shape with its people,
 * agreed prices and what it owes; POST creates an account as staff's form does
 * (active at once, its contact mailed a sign-in link); PUT `?id=N` takes back what GET gave, the
 * server's own fields (id, status, people, figures, times) left out when unchanged.
 */

const path = '/api/admin/customers'
const euros = (cents: number | null) => (cents === null ? null : Number(centsToDecimalString(cents)))

const listQuery = z.strictObject(
  {
    page: pageParam,
    status: z
      .enum(customerStatusValues, {
        error: `Tundmatu staatus: lubatud on ${customerStatusValues.join(', ')}.`,
      })
      .optional(),
  },
  { error: 'Tundmatu parameeter: lubatud on page ja status, või id.' },
)

/** One account as GET gives it (alone or in a page of them) and PUT takes it back. */
function customerJson(detail: CustomerDetail, figures: { balanceCents: number; overdueCents: number }) {
  const { customer, prices, users } = detail
  return {
    id: customer.id,
    name: customer.name,
    registryCode: customer.registryCode,
    vatNumber: customer.vatNumber,
    address: {
      street: customer.street,
      city: customer.city,
      postalCode: customer.postalCode,
      countryCode: customer.countryCode,
    },
    contactName: customer.contactName,
    email: customer.email,
    phone: customer.phone,
    invoiceEmail: customer.invoiceEmail,
    status: customer.status,
    paymentTermDays: customer.paymentTermDays,
    creditLimitEur: euros(customer.creditLimitCents),
    prices: prices.map((price) => ({ productId: price.productId, netPriceEur: euros(price.netPriceCents) })),
    eInvoice: customer.eInvoice,
    users: users.map((user) => ({ email: user.email, name: user.name, role: user.role })),
    balanceEur: euros(figures.balanceCents),
    overdueEur: euros(figures.overdueCents),
    version: customer.version,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  }
}

async function findJson(db: Database, id: number) {
  const detail = await customerDetail(db, id)
  return detail ? customerJson(detail, await accountFigures(db, id, tallinnCalendarDate())) : null
}

/**
 * A page of accounts as GET gives each: their people, agreed prices and balances read for the whole page
 * at once, three queries whatever its length.
 */
async function pageJson(db: Database, rows: CustomerRow[]) {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [prices, users, balances] = await Promise.all([
    db
      .select()
      .from(customerPrices)
      .where(inArray(customerPrices.customerId, ids))
      .orderBy(asc(customerPrices.productId)),
    db
      .select()
      .from(customerUsers)
      .where(inArray(customerUsers.customerId, ids))
      .orderBy(asc(customerUsers.id)),
    accountBalances(db, ids, tallinnCalendarDate()),
  ])
  const none = { balanceCents: 0, overdueCents: 0 }
  return rows.map((customer) =>
    customerJson(
      {
        customer,
        prices: prices.filter((price) => price.customerId === customer.id),
        users: users.filter((user) => user.customerId === customer.id),
      },
      balances.get(customer.id) ?? none,
    ),
  )
}

export async function customerApiLoader(request: Request): Promise<Response> {
  await requireAdminApi(request)
  const db = getDb()
  try {
    const idText = new URL(request.url).searchParams.get('id')
    if (idText !== null) {
      const id = idParam.safeParse(idText)
      if (!id.success) return jsonError(400, firstIssue(id.error))
      const found = await findJson(db, id.data)
      return found ? json(found) : jsonError(404, 'Klienti ei leitud.')
    }
    const query = parsedQuery(request, listQuery)
    if (query instanceof Response) return query
    const where = query.status ? eq(customers.status, query.status) : undefined
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where)
    const list = await readPage(counted?.n ?? 0, query.page ?? 1, (direction, limit, offset) =>
      db
        .select()
        .from(customers)
        .where(where)
        .orderBy(direction === 'newest first' ? desc(customers.id) : asc(customers.id))
        .limit(limit)
        .offset(offset),
    )
    const items = await pageJson(db, list.items)
    return json({ customers: items, page: list.page, pageCount: list.pageCount, total: list.total })
  } catch (error) {
    return unavailable(`GET ${path}`, error)
  }
}

function refused(result: { status: number; error: string; field?: string }) {
  return jsonError(result.status, result.error, result.field ? { field: result.field } : {})
}

export async function customerApiAction(request: Request): Promise<Response> {
  const { username } = await requireAdminApi(request)
  const db = getDb()
  return answerByMethod(request, path, {
    async POST() {
      const read = await readJsonObject(request)
      if (!read.ok) return jsonError(400, read.error)
      const parsed = parseSubmission(customerApiSchema, read.body)
      if (!parsed.ok) return json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400)
      const runtime = getRuntime()
      const { version: _version, ...terms } = parsed.value.terms
      const created = await createCustomer(
        {
          db,
          notifyTo: runtime.config.mail.notifyTo,
          publicUrl: runtime.config.publicUrl,
          afterCommit: wakeOutbox,
        },
        username,
        terms,
        parsed.value.prices,
      )
      if (!created.ok) return refused(created)
      return json(await findJson(db, created.value.id), 201)
    },
    async PUT() {
      const idText = new URL(request.url).searchParams.get('id') ?? ''
      const id = idParam.safeParse(idText)
      if (!id.success) return jsonError(400, firstIssue(id.error))
      const current = await findJson(db, id.data)
      if (!current) return jsonError(404, 'Klienti ei leitud.')
      const accepts = fieldsOf(customerApiFields)
      const read = await readPutBody(request, () => current, { accepts })
      if (!read.ok) return read.response
      // What the PUT leaves out stays as it is: the body is laid over the account as GET gives it.
      const stored = Object.fromEntries(Object.entries(current).filter(([field]) => accepts.includes(field)))
      const parsed = parseSubmission(customerApiSchema, { ...stored, ...read.body })
      if (!parsed.ok) return json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400)
      const updated = await updateCustomer(db, username, id.data, parsed.value.terms, parsed.value.prices)
      if (!updated.ok) return refused(updated)
      return json(await findJson(db, id.data))
    },
  })
}
