import { and, asc, getTableColumns, gt, gte, lt, or, sql } from 'drizzle-orm'
import { centsToDecimalString } from '#app/domain/money.ts'
import { orderStatusLabels } from '#app/domain/order-status.ts'
import {
  formatTallinnDate,
  formatTallinnDateTime,
  nextCalendarDate,
  tallinnDayStart,
} from '#app/domain/tallinn-time.ts'
import type { Database } from '../db/database.server.ts'
import { type OrderRow, orders } from '../db/schema.server.ts'
import { csvStream, exportBatch } from '../http/csv-export.server.ts'
import { orderAmounts } from './order-amounts.server.ts'

// The orders of a date range as a CSV file for the staff's spreadsheet.

/** Decimal comma, no grouping: what Estonian Excel reads as a number. */
export function csvMoney(cents: number): string {
  return centsToDecimalString(cents).replace('.', ',')
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return in front) gets an
 * apostrophe first, so a customer's name can never execute in staff's Excel (OWASP 'CSV injection').
 */
export function csvText(value: string | null): string {
  if (value === null) return ''
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvHeader = [
  'Nr',
  'Aeg',
  'Staatus',
  'Klient',
  'E-post',
  'Telefon',
  'Materjal',
  'Kogus (t)',
  'Ühiku hind (€/t)',
  'Tarneviis',
  'Tarneaadress',
  'Vahemaa (km)',
  'Vahemaa allikas',
  'Transport (€)',
  'Summa km-ta (€)',
  'Käibemaks (€)',
  'Kokku (€)',
  'Miinimumhind',
  'Kliendi märkused',
  'Sisemine märkus',
  'Kinnitatud päev',
  'Ajavahemik',
  'Tarnitud päev',
  'Hinnamuutuse põhjus',
  // The buyer the invoice is made out to, when it is a company (the contact person is 'Klient').
  'Ettevõte',
  'Registrikood',
  'KMKR number',
  'Tellija viide',
  'Ärikonto',
  // 'Soovin e-arvet' on the order; an account's own choice is on the account.
  'E-arve soov',
]

/** One order; its amounts are the confirmed ones once staff have confirmed them (order-amounts.server.ts). */
function csvRow(order: OrderRow): string {
  const amounts = orderAmounts(order)
  return [
    String(order.id),
    formatTallinnDateTime(order.timestamp),
    orderStatusLabels[order.status],
    csvText(order.name),
    csvText(order.email),
    csvText(order.phone),
    csvText(order.productName),
    String(amounts.quantity),
    csvMoney(amounts.unitPriceCents),
    order.deliveryOption === 'delivery' ? 'Transport' : 'Tuleb ise järele',
    csvText(amounts.deliveryAddress),
    amounts.distanceKm === null ? '' : amounts.distanceKm.replace('.', ','),
    amounts.distanceSource === 'road' ? 'teekond' : amounts.distanceSource === 'estimate' ? 'hinnang' : '',
    csvMoney(amounts.deliveryCostCents),
    csvMoney(amounts.netPriceCents),
    csvMoney(amounts.vatCents),
    csvMoney(amounts.totalPriceCents),
    amounts.minimumApplied ? 'jah' : 'ei',
    csvText(order.notes),
    csvText(order.staffNote),
    order.deliveryDate ? formatTallinnDate(tallinnDayStart(order.deliveryDate)) : '',
    order.windowStart && order.windowEnd ? `${order.windowStart}–${order.windowEnd}` : '',
    order.deliveredOn ? formatTallinnDate(tallinnDayStart(order.deliveredOn)) : '',
    csvText(amounts.adjustmentReason),
    csvText(order.companyName),
    csvText(order.companyRegistryCode),
    csvText(order.companyVatNumber),
    csvText(order.buyerReference),
    order.customerId === null ? 'ei' : 'jah',
    order.companyEInvoice ? 'jah' : 'ei',
  ].join(';')
}

/**
 * The orders placed on the Tallinn calendar days from..to (both included), oldest first, as CSV for
 * Estonian Excel: a UTF-8 BOM, semicolons, CRLF lines. Read in batches along orders_timestamp_id_idx, so a
 * year of orders never sits in memory at once.
 */
export function exportOrdersCsv(
  db: Database,
  range: { from: string; to: string },
): ReadableStream<Uint8Array> {
  const start = tallinnDayStart(range.from)
  const end = tallinnDayStart(nextCalendarDate(range.to))
  // The cursor keeps the database's own text of the timestamp: a JS Date would cut microseconds off and
  // the next batch would repeat the row it ended with.
  let cursor: { at: string; id: number } | null = null
  return csvStream(
    csvHeader,
    async () => {
      const after: { at: string; id: number } | null = cursor
      const rows = await db
        .select({ ...getTableColumns(orders), cursorAt: sql<string>`${orders.timestamp}::text` })
        .from(orders)
        .where(
          and(
            gte(orders.timestamp, start),
            lt(orders.timestamp, end),
            after
              ? or(
                  sql`${orders.timestamp} > ${after.at}::timestamptz`,
                  and(sql`${orders.timestamp} = ${after.at}::timestamptz`, gt(orders.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(orders.timestamp), asc(orders.id))
        .limit(exportBatch)
      if (rows.length > 0) {
        const last = rows[rows.length - 1]!
        cursor = { at: last.cursorAt, id: last.id }
      }
      return { lines: rows.map(csvRow), last: rows.length < exportBatch }
    },
    'order export failed',
  )
}
