import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { PaymentInput } from '#app/domain/invoice-forms.ts'
import type { InvoiceStatus } from '#app/domain/invoice-number.ts'
import { type Cents, centsToDecimalString } from '#app/domain/money.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import {
  bankEntries,
  invoicePayments,
  invoices,
  onlinePayments,
  type PaymentSource,
} from '../db/schema.server.ts'
import { parseBankStatement } from './camt053.server.ts'
import type { InvoiceRow } from './invoice-issue.server.ts'
import { matchPayments, type OpenInvoice } from './payment-matching.server.ts'
import { findReferenceNumbers } from './reference-in-text.server.ts'

/**
 * Payments on invoices: recorded by hand, imported from a bank statement (camt.053) and matched by the
 * reference number, or an unmatched statement entry assigned by staff. Each is one transaction that
 * locks the invoice, adds the payment and keeps the invoice's paid sum and status with it; a refusal
 * changes nothing.
 */

export type Refusal = { ok: false; status: 400 | 404 | 409; message: string }

export const paymentTexts = {
  notFound: 'Arvet ei leitud.',
  entryNotFound: 'Pangakannet ei leitud.',
  onCredit: 'Kreeditarvele ei saa makset märkida.',
  onCredited: (number: string) => `Arve ${number} on krediteeritud: sellele ei saa makset märkida.`,
  entryAssigned: (number: string) => `See pangakanne on juba arve ${number} makse.`,
  entryAssignedElsewhere: 'See pangakanne on juba ühe arve makse.',
} as const

/** An invoice's status by what was paid of its total; crediting is set by the credit invoice. */
export function paymentStatus(totalCents: Cents, paidCents: Cents): InvoiceStatus {
  if (paidCents <= 0) return 'tasumata'
  return paidCents < totalCents ? 'osaliselt tasutud' : 'tasutud'
}

export interface RecordedPayment {
  invoice: InvoiceRow
  paymentId: number
  /** What was paid beyond the invoice's total by this payment; 0 when nothing was. */
  overpaidCents: Cents
}

function refuse(status: 400 | 404 | 409, message: string): Refusal {
  return { ok: false, status, message }
}

/** Rolls a transaction back with the refusal it ends in. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

async function refusing<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    throw error
  }
}

/** An invoice, locked until the caller's transaction ends. */
export function lockInvoice(tx: Database, id: number) {
  return tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1)
}

/** Why a payment cannot go on this invoice; null when it can. */
function paymentRefusal(invoice: InvoiceRow): Refusal | null {
  if (invoice.kind === 'kreeditarve') return refuse(400, paymentTexts.onCredit)
  if (invoice.status === 'krediteeritud') return refuse(400, paymentTexts.onCredited(invoice.number))
  return null
}

/** An invoice's new paid sum, and the status that follows from it, stored; the invoice as it is now. */
async function storePaid(tx: Database, invoice: InvoiceRow, paidCents: number): Promise<InvoiceRow> {
  const [updated] = await tx
    .update(invoices)
    .set({ paidCents, status: paymentStatus(invoice.totalCents, paidCents) })
    .where(eq(invoices.id, invoice.id))
    .returning()
  return updated!
}

/**
 * Adds a payment to a locked invoice in the caller's transaction and keeps its paid sum and status: a
 * payment of more than was open still pays it, and what was too much is returned as overpaid.
 */
async function applyPayment(
  tx: Database,
  invoice: InvoiceRow,
  payment: {
    amountCents: Cents
    date: string
    source: PaymentSource
    bankEntryId?: number
    note: string | null
    actor: string
  },
): Promise<RecordedPayment> {
  const openBefore = Math.max(0, invoice.totalCents - invoice.paidCents)
  const overpaidCents = Math.max(0, payment.amountCents - openBefore)
  const paidCents = invoice.paidCents + payment.amountCents
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      date: payment.date,
      source: payment.source,
      bankEntryId: payment.bankEntryId ?? null,
      note: payment.note,
      recordedBy: payment.actor,
    })
    .returning({ id: invoicePayments.id })
  const updated = await storePaid(tx, invoice, paidCents)
  await recordAudit(tx, {
    admin: payment.actor,
    action: 'payment',
    entity: 'invoice',
    entityId: invoice.id,
    before: { paidEur: centsToDecimalString(invoice.paidCents), status: invoice.status },
    after: {
      paidEur: centsToDecimalString(paidCents),
      status: updated.status,
      amountEur: centsToDecimalString(payment.amountCents),
      date: payment.date,
      source: payment.source,
      ...(overpaidCents > 0 ? { overpaidEur: centsToDecimalString(overpaidCents) } : {}),
    },
  })
  return { invoice: updated, paymentId: row!.id, overpaidCents }
}

/**
 * A correction's new invoice takes over what was paid on the invoice its credit invoice cancelled, in the
 * correction's transaction: the payments (by hand, from statements, online) move to it, since they paid
 * for the goods it now charges; the cancelled invoice keeps nothing paid; the new invoice's paid sum and
 * status follow, a surplus being an overpayment as with any payment. Without this a customer who had paid
 * would be asked, and reminded, to pay the corrected invoice in full.
 */
export async function carryPayments(
  tx: Database,
  from: InvoiceRow,
  to: InvoiceRow,
  actor: string,
): Promise<InvoiceRow> {
  const moved = await tx
    .update(invoicePayments)
    .set({ invoiceId: to.id })
    .where(eq(invoicePayments.invoiceId, from.id))
    .returning({ amountCents: invoicePayments.amountCents })
  if (moved.length === 0) return to
  const carried = moved.reduce((total, payment) => total + payment.amountCents, 0)
  await tx.update(invoices).set({ paidCents: 0 }).where(eq(invoices.id, from.id))
  await tx.update(onlinePayments).set({ invoiceId: to.id }).where(eq(onlinePayments.invoiceId, from.id))
  const paidCents = to.paidCents + carried
  const updated = await storePaid(tx, to, paidCents)
  await recordAudit(tx, {
    admin: actor,
    action: 'carry-payments',
    entity: 'invoice',
    entityId: to.id,
    before: { invoiceNumber: from.number, paidEur: centsToDecimalString(carried) },
    after: { invoiceNumber: to.number, paidEur: centsToDecimalString(paidCents), status: updated.status },
  })
  return updated
}

/** A payment recorded by hand on an invoice, as paymentInputSchema or paymentFormSchema gave it. */
export async function recordPayment(
  db: Database,
  input: PaymentInput & { invoiceId: number; actor: string },
): Promise<({ ok: true } & RecordedPayment) | Refusal> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const [invoice] = await lockInvoice(tx, input.invoiceId)
      if (!invoice) throw new Refused(refuse(404, paymentTexts.notFound))
      const refusal = paymentRefusal(invoice)
      if (refusal) throw new Refused(refusal)
      const recorded = await applyPayment(tx, invoice, {
        amountCents: input.amountCents,
        date: input.date,
        source: 'käsitsi',
        note: input.note,
        actor: input.actor,
      })
      return { ok: true as const, ...recorded }
    }),
  )
}

export interface UnmatchedEntryJson {
  id: number
  amountEur: number
  reference: string | null
  name: string | null
  date: string
}

export interface StatementImport {
  ok: true
  /** Credit entries new in this statement (an entry imported before is not counted again). */
  entries: number
  /** Of those, the ones paid to an invoice by their reference number. */
  matched: number
  /** The rest, for staff to assign by hand. */
  unmatched: UnmatchedEntryJson[]
  /** Entries of the statement imported before, left as they were. */
  alreadyImported: number
  /** Matched payments that paid more than the invoice had open. */
  overpaid: { invoiceId: number; number: string; overpaidEur: number }[]
}

const euros = (cents: Cents) => Number(centsToDecimalString(cents))

/**
 * Imports a camt.053 bank statement: every credit entry not imported before is kept once by the bank's
 * entry reference; one carrying the reference number of an open invoice (structured or in the text) pays
 * it, in statement order, partly or in full, an excess flagged as overpayment; the rest wait for staff.
 * Debit entries are ignored. The statement is read whole before anything is written, and written in one
 * transaction: a refused or failed import changes nothing.
 */
export async function importBankStatement(
  db: Database,
  xml: string | Buffer,
  actor: string,
): Promise<StatementImport | Refusal> {
  const parsed = parseBankStatement(xml)
  if (!parsed.ok) return refuse(400, parsed.message)
  const credits = parsed.entries.filter((entry) => entry.creditDebit === 'CRDT')
  return db.transaction(async (tx) => {
    // Only the invoices a payment could name are locked: their open sums are read and written here.
    const candidates = new Set<string>()
    for (const entry of credits) {
      if (entry.reference) candidates.add(entry.reference)
      if (entry.text) for (const found of findReferenceNumbers(entry.text)) candidates.add(found)
    }
    const open =
      candidates.size === 0
        ? []
        : await tx
            .select()
            .from(invoices)
            .where(
              and(
                eq(invoices.kind, 'arve'),
                inArray(invoices.status, ['tasumata', 'osaliselt tasutud']),
                inArray(invoices.referenceNumber, [...candidates]),
              ),
            )
            .orderBy(asc(invoices.id))
            .for('update')
    const byId = new Map(open.map((invoice) => [invoice.id, invoice]))
    const references = credits.map((entry) => entry.entryReference)
    const seen =
      references.length === 0
        ? []
        : await tx
            .select({ entryRef: bankEntries.entryRef })
            .from(bankEntries)
            .where(inArray(bankEntries.entryRef, references))
    const openInvoices: OpenInvoice[] = open.map((invoice) => ({
      id: invoice.id,
      reference: invoice.referenceNumber,
      openCents: Math.max(0, invoice.totalCents - invoice.paidCents),
    }))
    const matching = matchPayments(
      credits,
      openInvoices,
      seen.map((row) => row.entryRef),
    )
    const matchedBy = new Map(matching.matched.map((match) => [match.entryReference, match]))
    const result: StatementImport = {
      ok: true,
      entries: 0,
      matched: 0,
      unmatched: [],
      alreadyImported: matching.duplicates.length,
      overpaid: [],
    }
    for (const entry of matching.entries) {
      const match = matchedBy.get(entry.entryReference)
      const reference =
        match?.reference ?? entry.reference ?? findReferenceNumbers(entry.text ?? '')[0] ?? null
      // A statement imported at the same moment by another process: its entries are its, not ours.
      const [stored] = await tx
        .insert(bankEntries)
        .values({
          entryRef: entry.entryReference,
          bookingDate: entry.bookingDate,
          amountCents: entry.amountCents,
          reference,
          payerName: entry.name ?? null,
          remittance:
            entry.currency === 'EUR' ? (entry.text ?? null) : `${entry.currency}: ${entry.text ?? ''}`,
          invoiceId: match ? Number(match.invoiceId) : null,
          importedBy: actor,
        })
        .onConflictDoNothing({ target: bankEntries.entryRef })
        .returning()
      if (!stored) {
        result.alreadyImported += 1
        continue
      }
      result.entries += 1
      if (!match) {
        result.unmatched.push(unmatchedJson(stored))
        continue
      }
      const invoice = byId.get(Number(match.invoiceId))!
      const recorded = await applyPayment(tx, invoice, {
        amountCents: entry.amountCents,
        date: entry.bookingDate,
        source: 'pangaväljavõte',
        bankEntryId: stored.id,
        note: null,
        actor,
      })
      byId.set(invoice.id, recorded.invoice)
      result.matched += 1
      if (recorded.overpaidCents > 0)
        result.overpaid.push({
          invoiceId: invoice.id,
          number: invoice.number,
          overpaidEur: euros(recorded.overpaidCents),
        })
    }
    await recordAudit(tx, {
      admin: actor,
      action: 'import',
      entity: 'bank_statement',
      entityId: tallinnCalendarDate(),
      after: {
        entries: result.entries,
        matched: result.matched,
        unmatched: result.unmatched.length,
        alreadyImported: result.alreadyImported,
      },
    })
    return result
  })
}

type BankEntryRow = typeof bankEntries.$inferSelect

function unmatchedJson(entry: BankEntryRow): UnmatchedEntryJson {
  return {
    id: entry.id,
    amountEur: euros(entry.amountCents),
    reference: entry.reference,
    name: entry.payerName,
    date: entry.bookingDate,
  }
}

/** Staff assign a statement entry no reference matched to an invoice: it pays it like a matched one. */
export async function assignBankEntry(
  db: Database,
  input: { entryId: number; invoiceId: number; actor: string },
): Promise<({ ok: true } & RecordedPayment) | Refusal> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(bankEntries)
        .where(eq(bankEntries.id, input.entryId))
        .for('update')
        .limit(1)
      if (!entry) throw new Refused(refuse(404, paymentTexts.entryNotFound))
      if (entry.invoiceId !== null) {
        const [paid] = await tx
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, entry.invoiceId))
        throw new Refused(
          refuse(409, paid ? paymentTexts.entryAssigned(paid.number) : paymentTexts.entryAssignedElsewhere),
        )
      }
      const [invoice] = await lockInvoice(tx, input.invoiceId)
      if (!invoice) throw new Refused(refuse(404, paymentTexts.notFound))
      const refusal = paymentRefusal(invoice)
      if (refusal) throw new Refused(refusal)
      await tx.update(bankEntries).set({ invoiceId: invoice.id }).where(eq(bankEntries.id, entry.id))
      const recorded = await applyPayment(tx, invoice, {
        amountCents: entry.amountCents,
        date: entry.bookingDate,
        source: 'pangaväljavõte',
        bankEntryId: entry.id,
        note: entry.remittance,
        actor: input.actor,
      })
      return { ok: true as const, ...recorded }
    }),
  )
}

/** The statement entries no invoice has yet, oldest first. */
export async function listUnmatchedBankEntries(db: Database): Promise<
  {
    id: number
    amountCents: Cents
    reference: string | null
    payerName: string | null
    remittance: string | null
    bookingDate: string
  }[]
> {
  return db
    .select({
      id: bankEntries.id,
      amountCents: bankEntries.amountCents,
      reference: bankEntries.reference,
      payerName: bankEntries.payerName,
      remittance: bankEntries.remittance,
      bookingDate: bankEntries.bookingDate,
    })
    .from(bankEntries)
    .where(isNull(bankEntries.invoiceId))
    .orderBy(asc(bankEntries.bookingDate), asc(bankEntries.id))
}

/** An invoice's payments in the order they were recorded. */
export async function listPayments(
  db: Database,
  invoiceId: number,
): Promise<
  {
    id: number
    amountCents: Cents
    date: string
    source: PaymentSource
    note: string | null
    recordedBy: string
  }[]
> {
  return db
    .select({
      id: invoicePayments.id,
      amountCents: invoicePayments.amountCents,
      date: invoicePayments.date,
      source: invoicePayments.source,
      note: invoicePayments.note,
      recordedBy: invoicePayments.recordedBy,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id))
}
