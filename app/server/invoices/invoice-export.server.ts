import { and, asc, gt, gte, lte } from 'drizzle-orm'
import { formatDate } from '#app/domain/format.ts'
import type { Database } from '../db/database.server.ts'
import { invoices } from '../db/schema.server.ts'
import { csvStream, exportBatch } from '../http/csv-export.server.ts'
import { csvMoney, csvText } from '../orders/order-export.server.ts'

// The invoices of a range of issue days as a CSV file for the accountant, laid out as the orders' CSV is.

export const invoiceCsvHeader = [
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
]

type InvoiceRow = typeof invoices.$inferSelect

/**
 * The rows of one invoice, one per VAT rate. An invoice is issued at the one rate in force on its delivery
 * day (app/domain/vat-rates.ts), so it has one row; a credit invoice's amounts are negative.
 */
function csvRows(invoice: InvoiceRow): string[] {
  return [
    [
      invoice.number,
      invoice.kind,
      formatDate(invoice.issueDate),
      formatDate(invoice.deliveryDate),
      formatDate(invoice.dueDate),
      csvText(invoice.buyer.name),
      csvText(invoice.buyer.registryCode ?? null),
      csvText(invoice.buyer.vatNumber ?? null),
      csvMoney(invoice.netCents),
      String(invoice.vatRate),
      csvMoney(invoice.vatCents),
      csvMoney(invoice.totalCents),
      csvMoney(invoice.paidCents),
      invoice.status,
    ].join(';'),
  ]
}

/**
 * The invoices and credit invoices issued on the Tallinn calendar days from..to (both included), in the
 * order of their numbers, as CSV for Estonian Excel: a UTF-8 BOM, semicolons, CRLF lines, decimal commas.
 * Read in batches, so a year of invoices never sits in memory at once.
 */
export function exportInvoicesCsv(
  db: Database,
  range: { from: string; to: string },
): ReadableStream<Uint8Array> {
  let lastId = 0
  return csvStream(
    invoiceCsvHeader,
    async () => {
      // Numbers are handed out in the transaction that inserts the row, so ids follow the numbers.
      const rows = await db
        .select()
        .from(invoices)
        .where(
          and(
            gte(invoices.issueDate, range.from),
            lte(invoices.issueDate, range.to),
            gt(invoices.id, lastId),
          ),
        )
        .orderBy(asc(invoices.id))
        .limit(exportBatch)
      if (rows.length > 0) lastId = rows[rows.length - 1]!.id
      return { lines: rows.flatMap(csvRows), last: rows.length < exportBatch }
    },
    'invoice export failed',
  )
}
