import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { type Cents, centsToDecimalString } from '#app/domain/money.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { bankEntries, invoices } from '../db/schema.server.ts'
import { parseBankStatement } from './camt053.server.ts'
import {
  applyPayment,
  lockInvoice,
  paymentRefusal,
  paymentTexts,
  type RecordedPayment,
  type Refusal,
  Refused,
  refuse,
  refusing,
} from './invoice-payments.server.ts'
import { matchPayments, type OpenInvoice } from './payment-matching.server.ts'
import { findReferenceNumbers } from './reference-in-text.server.ts'

/**
 * A camt.053 bank statement imported: its credit entries kept once by the bank's entry reference, each
 * paying the open invoice its reference number names; the rest wait for staff to assign them by hand.
 */

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
