import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, type Column, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { commandConfig } from '../config.server.ts'
import { loadSiteContent } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { openDatabaseForCommand } from '../db/database.server.ts'
import {
  auditLog,
  bankEntries,
  chatMessages,
  inquiries,
  invoicePayments,
  invoices,
  orderAdvances,
  orders,
  outbox,
} from '../db/schema.server.ts'

/**
 * GDPR retention: orders and inquiries older than N months keep what bookkeeping needs (material,
 * tonnes, prices, distance, dates, status) and lose everything that points at a person: name, e-mail,
 * phone, delivery address, free texts, the hashed client address. Their mails (which repeat those values)
 * are deleted, and so are chat messages older than N months. Audit entries about such orders lose the
 * staff note they quote. Invoices are accounting source documents, kept with the buyer's name, address
 * and codes for 7 years after the end of their year (Accounting Act § 12), as are the payers' names and
 * texts of bank statement entries and the notes on payments; after that they are erased the same way.
 * Running it again changes nothing.
 */

/** Keys that may carry personal data inside audit_log's before/after JSON. */
const personalAuditKeys = [
  'name',
  'email',
  'phone',
  'notes',
  'deliveryAddress',
  'details',
  'staffNote',
  'cancelReason',
]

export interface RetentionCounts {
  orders: number
  inquiries: number
  mails: number
  chatMessages: number
  auditEntries: number
  /** Invoices whose buyer was erased, and bank entries and payments whose texts were. */
  invoices: number
  bankEntries: number
}

/** Accounting Act § 12: source documents are kept for 7 years from the end of their financial year. */
export const accountingRetentionYears = 7

/**
 * The first day from which documents of a year past their keeping may be erased: a year's documents are
 * kept to the end of the seventh year after it, so on `now` those before this day are erasable.
 */
export function accountingCutoffDate(now = new Date()): string {
  const year = Number(tallinnCalendarDate(now).slice(0, 4))
  return `${year - accountingRetentionYears}-01-01`
}

/** The cut-off: the same calendar day and time N months ago (the end of a shorter month when needed). */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now)
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}

/** A row still holds personal data while one of its texts is not emptied or a nullable one not cleared. */
function holdsAnyOf(texts: Column[], nullables: Column[]) {
  return or(...texts.map((column) => ne(column, '')), ...nullables.map((column) => isNotNull(column)))
}

const orderHasPersonalData = holdsAnyOf(
  [orders.name, orders.email, orders.phone],
  [
    orders.notes,
    orders.deliveryAddress,
    orders.staffNote,
    orders.clientIpHash,
    orders.confirmedDeliveryAddress,
    orders.cancelReason,
    orders.customerTokenHash,
  ],
)

const inquiryHasPersonalData = holdsAnyOf(
  [inquiries.name, inquiries.email, inquiries.phone],
  [inquiries.details, inquiries.clientIpHash],
)

const keysArray = sql.raw(`array[${personalAuditKeys.map((key) => `'${key}'`).join(', ')}]::text[]`)

function auditHasPersonalData() {
  return or(sql`${auditLog.before} ?| ${keysArray}`, sql`${auditLog.after} ?| ${keysArray}`)
}

export async function applyRetention(
  db: Database,
  options: { months: number; dryRun?: boolean; now?: Date },
): Promise<RetentionCounts> {
  const cutoff = retentionCutoff(options.months, options.now)
  return db.transaction(async (tx) => {
    const oldOrderIds = (
      await tx.select({ id: orders.id }).from(orders).where(lt(orders.timestamp, cutoff))
    ).map((row) => row.id)
    const oldInquiryIds = (
      await tx.select({ id: inquiries.id }).from(inquiries).where(lt(inquiries.createdAt, cutoff))
    ).map((row) => row.id)

    const ordersToErase = and(lt(orders.timestamp, cutoff), orderHasPersonalData)
    const inquiriesToErase = and(lt(inquiries.createdAt, cutoff), inquiryHasPersonalData)
    // A mail a worker is handing to SMTP right now is left alone; the next run takes it.
    const mailsToDelete = and(
      ne(outbox.status, 'sending'),
      or(
        lt(outbox.createdAt, cutoff),
        oldOrderIds.length > 0 ? inArray(outbox.orderId, oldOrderIds) : undefined,
        oldInquiryIds.length > 0 ? inArray(outbox.inquiryId, oldInquiryIds) : undefined,
      ),
    )
    const chatToDelete = lt(chatMessages.createdAt, cutoff)
    const auditScope = or(
      oldOrderIds.length > 0
        ? and(sql`${auditLog.entity} = 'order'`, inArray(auditLog.entityId, oldOrderIds.map(String)))
        : undefined,
      oldInquiryIds.length > 0
        ? and(sql`${auditLog.entity} = 'inquiry'`, inArray(auditLog.entityId, oldInquiryIds.map(String)))
        : undefined,
    )
    const auditToScrub = auditScope ? and(auditScope, auditHasPersonalData()) : sql`false`
    const keptUntil = accountingCutoffDate(options.now)
    const invoicesToErase = and(lt(invoices.issueDate, keptUntil), sql`${invoices.buyer}->>'name' <> ''`)
    const entriesToErase = and(
      lt(bankEntries.bookingDate, keptUntil),
      or(sql`${bankEntries.payerName} is not null`, sql`${bankEntries.remittance} is not null`),
    )
    const paymentNotesToErase = and(
      lt(invoicePayments.date, keptUntil),
      sql`${invoicePayments.note} is not null`,
    )

    if (options.dryRun) {
      const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0
      const n = sql<number>`count(*)::int`
      return {
        orders: await total(tx.select({ n }).from(orders).where(ordersToErase)),
        inquiries: await total(tx.select({ n }).from(inquiries).where(inquiriesToErase)),
        mails: await total(tx.select({ n }).from(outbox).where(mailsToDelete)),
        chatMessages: await total(tx.select({ n }).from(chatMessages).where(chatToDelete)),
        auditEntries: await total(tx.select({ n }).from(auditLog).where(auditToScrub)),
        invoices: await total(tx.select({ n }).from(invoices).where(invoicesToErase)),
        bankEntries: await total(tx.select({ n }).from(bankEntries).where(entriesToErase)),
      }
    }

    const erasedOrders = await tx
      .update(orders)
      .set({
        name: '',
        email: '',
        phone: '',
        notes: null,
        deliveryAddress: null,
        staffNote: null,
        clientIpHash: null,
        confirmedDeliveryAddress: null,
        cancelReason: null,
        // The customer's page of the order ends with its data.
        customerTokenSalt: null,
        customerTokenHash: null,
        updatedAt: new Date(),
      })
      .where(ordersToErase)
      .returning({ id: orders.id })
    const erasedInquiries = await tx
      .update(inquiries)
      .set({ name: '', email: '', phone: '', details: null, clientIpHash: null })
      .where(inquiriesToErase)
      .returning({ id: inquiries.id })
    const deletedMails = await tx.delete(outbox).where(mailsToDelete).returning({ id: outbox.id })
    const deletedChat = await tx.delete(chatMessages).where(chatToDelete).returning({ id: chatMessages.id })
    const scrubbedAudit = await tx
      .update(auditLog)
      .set({
        before: sql`${auditLog.before} - ${keysArray}`,
        after: sql`${auditLog.after} - ${keysArray}`,
      })
      .where(auditToScrub)
      .returning({ id: auditLog.id })
    // The buyer keeps only the country: an erased invoice still adds up and says where the goods went.
    const erasedInvoices = await tx
      .update(invoices)
      .set({
        buyer: sql`jsonb_build_object('name', '', 'address', jsonb_build_object('countryCode', coalesce(${invoices.buyer}->'address'->>'countryCode', 'EE')))`,
      })
      .where(invoicesToErase)
      .returning({ id: invoices.id })
    const erasedEntries = await tx
      .update(bankEntries)
      .set({ payerName: null, remittance: null })
      .where(entriesToErase)
      .returning({ id: bankEntries.id })
    await tx.update(invoicePayments).set({ note: null }).where(paymentNotesToErase)
    // An advance's note may name the payer as their bank did; it goes with the payments' notes.
    await tx
      .update(orderAdvances)
      .set({ note: null })
      .where(and(lt(orderAdvances.date, keptUntil), sql`${orderAdvances.note} is not null`))
    return {
      orders: erasedOrders.length,
      inquiries: erasedInquiries.length,
      mails: deletedMails.length,
      chatMessages: deletedChat.length,
      auditEntries: scrubbedAudit.length,
      invoices: erasedInvoices.length,
      bankEntries: erasedEntries.length,
    }
  })
}

const usage = `Kasutus: npm run retention [-- --dry-run]
Kustutab isikuandmed tellimustest ja päringutest, mis on vanemad kui privaatsusteates lubatud säilitusaeg,
nende kirjad ning sama vanad vestlused; arvetelt ja pangakannetelt 7 aastat pärast aasta lõppu. Säilitusaeg on haldusliidese lehel Ettevõte (Privaatsusteade):
teade ja kustutamine kasutavad sama arvu. --dry-run ainult loendab.`

/**
 * `npm run retention [-- --dry-run]`; resolves with the process exit code. The period is the privacy
 * setting stored with the site's content, the number the notice at /privaatsus promises, never one
 * given here: the two cannot disagree.
 */
export async function runRetentionCli(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run')
  const rest = args.filter((arg) => arg !== '--dry-run')
  if (rest.some((arg) => arg === '--months' || arg.startsWith('--months='))) {
    console.error(
      'Säilitusaega ei anta enam käsureal: see on privaatsusteate seade (haldus, leht Ettevõte), mida teade ja kustutamine mõlemad kasutavad.',
    )
    console.error(usage)
    return 2
  }
  if (rest.length > 0) {
    console.error(usage)
    return 2
  }
  const config = commandConfig()
  if (!config) return 1
  if (!config.databaseUrl) {
    const dbDir = path.join(config.dataDir, 'db')
    if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
      console.error(`Andmebaasi ei ole: ${dbDir}. Kontrollige DATA_DIR-i (või andke DATABASE_URL).`)
      return 1
    }
  }
  // PGlite is single-process: with the server running, the server has the database (ADR 027).
  const database = await openDatabaseForCommand({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  if (!database) return 1
  try {
    const { privacy } = await loadSiteContent(database.db)
    const months = privacy.retentionMonths
    const counts = await applyRetention(database.db, { months, dryRun })
    const cutoff = retentionCutoff(months).toISOString().slice(0, 10)
    console.info(
      `${dryRun ? 'Proovikäik, midagi ei muudetud. Muudetaks' : 'Tehtud'} (säilitusaeg ${months} kuud, vanemad kui ${cutoff}): ` +
        `${counts.orders} tellimust, ${counts.inquiries} päringut, ${counts.mails} kirja, ` +
        `${counts.chatMessages} vestlussõnumit, ${counts.auditEntries} muudatuslogi kirjet; ` +
        `raamatupidamise säilitusaja (${accountingRetentionYears} aastat) läbinud: ${counts.invoices} arvet, ` +
        `${counts.bankEntries} pangakannet.`,
    )
    return 0
  } catch (error) {
    console.error(`Ei õnnestunud: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await database.close()
  }
}
