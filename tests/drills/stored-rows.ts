import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openPglite } from '#app/server/db/database.server.ts'
import { queryPostgres } from './drill-support.ts'

/**
 * Reads what a drill's server stored, after the server has stopped (PGlite allows one process per data
 * directory) or at any time (PostgreSQL).
 */
export type Where = { dataDir: string; databaseUrl?: undefined } | { databaseUrl: string; dataDir?: string }

export type Query = <T>(text: string) => Promise<T[]>

/** Runs several queries on one opening of the database (opening PGlite takes seconds). */
export async function withDatabase<R>(where: Where, body: (query: Query) => Promise<R>): Promise<R> {
  if (where.databaseUrl) {
    const url = where.databaseUrl
    return body(<T>(text: string) => queryPostgres(url, text) as Promise<T[]>)
  }
  if (!where.dataDir) throw new Error('Neither a data directory nor a database URL')
  const handle = await openPglite(path.join(where.dataDir, 'db'))
  try {
    return await body(async <T>(text: string) => {
      const result = await handle.db.execute(sql.raw(text))
      // node-postgres answers { rows }, PGlite's driver an array-like result: accept both.
      return ((result as { rows?: unknown }).rows ?? result) as T[]
    })
  } finally {
    await handle.close()
  }
}

/**
 * Row counts of `tables` and a checksum of the products (a changed price or publication shows in it),
 * read from a stopped server's data directory: what a drill compares before and after.
 */
export async function rowSnapshot(dataDir: string, tables: readonly string[]) {
  return withDatabase({ dataDir }, async (query) => {
    const counts: Record<string, number> = {}
    for (const table of tables) {
      const [row] = await query<{ count: number }>(`select count(*)::int as count from ${table}`)
      counts[table] = Number(row?.count)
    }
    const [digest] = await query<{ digest: string }>(
      `select md5(coalesce(string_agg(p::text, ',' order by p.id), '')) as digest from products p`,
    )
    return { counts, digest: digest?.digest ?? '' }
  })
}

export function selectRows<T>(where: Where, text: string): Promise<T[]> {
  return withDatabase(where, (query) => query<T>(text))
}

export interface StoredOrder {
  id: number
  idempotency_key: string
}

export interface OrderMailRow {
  order_id: number | null
  inquiry_id: number | null
  kind: string
  status: string
}

/** Orders without both of their mails queued, and mails of orders that do not exist. */
export async function halfWritten(where: Where) {
  const [orders, inquiries, mails] = await withDatabase(where, async (query) => [
    await query<StoredOrder>('select id, idempotency_key from orders'),
    await query<{ id: number }>('select id from inquiries'),
    await query<OrderMailRow>('select order_id, inquiry_id, kind, status from outbox'),
  ])
  const orderIds = new Set(orders.map((order) => Number(order.id)))
  const inquiryIds = new Set(inquiries.map((inquiry) => Number(inquiry.id)))
  const kindsOf = (column: 'order_id' | 'inquiry_id', id: number) =>
    mails
      .filter((mail) => Number(mail[column]) === id)
      .map((mail) => mail.kind)
      .sort()
      .join(',')
  const ordersWithoutMails = orders.filter(
    (order) => kindsOf('order_id', Number(order.id)) !== 'order-customer,order-staff',
  )
  const inquiriesWithoutMails = inquiries.filter(
    (inquiry) => kindsOf('inquiry_id', Number(inquiry.id)) !== 'inquiry-customer,inquiry-staff',
  )
  const orphanMails = mails.filter(
    (mail) =>
      (mail.order_id !== null && !orderIds.has(Number(mail.order_id))) ||
      (mail.inquiry_id !== null && !inquiryIds.has(Number(mail.inquiry_id))),
  )
  return { orders, inquiries, mails, ordersWithoutMails, inquiriesWithoutMails, orphanMails }
}
