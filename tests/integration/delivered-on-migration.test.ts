import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '#app/server/db/database.server.ts'

/**
 * Migration 0017 gives the orders delivered before it their day of delivery: their first invoice's
 * delivery date, else (delivered before invoices were issued) the day they were confirmed for; the orders
 * not delivered get none. A database migrated to 0016 with such orders is migrated on, on PGlite.
 */

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true, maxRetries: 3 })
})

/** The migrations folder as it was before `tag`: its journal ends before that entry. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'karjaar-migrations-'))
  folders.push(folder)
  await cp(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(at, tag).toBeGreaterThan(0)
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return folder
}

async function insertOrder(client: PGlite, key: string, status: string, deliveryDate: string | null) {
  const { rows } = await client.query<{ id: number }>(
    `insert into orders (product_name, quantity, unit_price, delivery_option, net_price, vat, total_price,
       name, email, phone, status, idempotency_key, delivery_date)
     values ('Killustik', 10, 12.00, 'self', 120.00, 28.80, 148.80, 'Mari', 'mari@example.ee',
       '+372 5555 0101', $1, $2, $3) returning id`,
    [status, key, deliveryDate],
  )
  return rows[0]!.id
}

async function insertInvoice(
  client: PGlite,
  invoice: {
    orderId: number
    sequence: number
    kind: 'arve' | 'kreeditarve'
    deliveryDate: string
    issueDate: string
  },
) {
  const sign = invoice.kind === 'arve' ? 1 : -1
  await client.query(
    `insert into invoices (number, year, sequence, kind, order_id, issue_date, delivery_date, due_date,
       reference_number, seller, buyer, net, vat_rate, vat, total, issued_by)
     values ($1, 2026, $2, $3, $4, $5, $6, $5::date + 14, $7, '{"name":"Karjäär"}', '{"name":"Mari"}',
       $8, 24, $9, $10, 'test')`,
    [
      `2026-${String(invoice.sequence).padStart(5, '0')}`,
      invoice.sequence,
      invoice.kind,
      invoice.orderId,
      invoice.issueDate,
      invoice.deliveryDate,
      `2026${invoice.sequence}0`,
      sign * 120,
      sign * 28.8,
      sign * 148.8,
    ],
  )
}

describe('migration 0017 (the day an order was delivered)', () => {
  it('takes the day of the delivered orders from their first invoice, else their confirmed day', async () => {
    const client = new PGlite()
    try {
      await migrate(drizzle(client), { migrationsFolder: await migrationsBefore('0017_delivered_on') })
      // Delivered on Saturday before its Monday: the invoice says so.
      const early = await insertOrder(client, 'early', 'tarnitud', '2026-11-30')
      await insertInvoice(client, {
        orderId: early,
        sequence: 1,
        kind: 'arve',
        deliveryDate: '2026-11-28',
        issueDate: '2026-11-28',
      })
      // Corrected later: a credit invoice and a new invoice, issued on later days, repeat the day.
      const corrected = await insertOrder(client, 'corrected', 'tarnitud', '2026-10-05')
      for (const [sequence, kind, issueDate] of [
        [2, 'arve', '2026-10-05'],
        [3, 'kreeditarve', '2026-10-09'],
        [4, 'arve', '2026-10-09'],
      ] as const)
        await insertInvoice(client, {
          orderId: corrected,
          sequence,
          kind,
          deliveryDate: '2026-10-05',
          issueDate,
        })
      const beforeInvoices = await insertOrder(client, 'before-invoices', 'tarnitud', '2025-06-02')
      const confirmed = await insertOrder(client, 'confirmed', 'kinnitatud', '2026-12-01')
      const cancelled = await insertOrder(client, 'cancelled', 'tühistatud', '2026-12-02')

      await migrate(drizzle(client), { migrationsFolder })
      const { rows } = await client.query<{ id: number; delivered_on: string | null }>(
        `select id, delivered_on::text from orders order by id`,
      )
      expect(Object.fromEntries(rows.map((row) => [row.id, row.delivered_on]))).toEqual({
        [early]: '2026-11-28',
        [corrected]: '2026-10-05',
        [beforeInvoices]: '2025-06-02',
        [confirmed]: null,
        [cancelled]: null,
      })
      const { rows: indexes } = await client.query<{ indexname: string }>(
        `select indexname from pg_indexes where tablename = 'orders' and indexname like 'orders_deliver%_idx'
         order by indexname`,
      )
      expect(indexes.map((index) => index.indexname)).toEqual([
        'orders_delivered_on_idx',
        'orders_delivery_date_idx',
      ])
    } finally {
      await client.close()
    }
    // Every migration from the first, on an embedded database of its own: a minute on a busy machine.
  }, 180_000)
})
