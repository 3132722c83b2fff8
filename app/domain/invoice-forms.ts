import { z } from 'zod'
import { creditReasonMaxLength, paymentNoteMaxLength } from './invoice-form-limits.ts'
import { parseInvoiceNumber } from './invoice-number.ts'
import { parseEurosToCents } from './money.ts'
import { hasControlCharacters } from './order-status.ts'
import { isCalendarDate, tallinnCalendarDate } from './tallinn-time.ts'

/**
 * What staff send about an invoice, from the invoice pages' forms and the admin API alike (ADR 036): a
 * payment by hand, crediting in full, the reminder switch, a bank statement and assigning its entry.
 * Each rule is checked here once, with its one message; the services take what these give.
 */

export const paymentTexts = {
  amount: 'Makse summa peab olema positiivne summa eurodes, nt 120,50.',
  amountTooLarge: 'Makse summa on liiga suur.',
  date: 'Makse kuupäev peab olema kujul AAAA-KK-PP, nt 2026-03-14.',
  futureDate: 'Makse kuupäev ei saa olla tulevikus.',
  note: 'Märkus võib olla kuni 500 märki.',
  noteControl: 'Märkus sisaldab lubamatuid juhtmärke.',
} as const

/** The largest payment one entry may carry: what numeric(10,2) holds with room for the invoice's sum. */
export const MAX_PAYMENT_CENTS = 1_000_000_000

const paymentAmount = z
  .union([z.number(), z.string()], { error: paymentTexts.amount })
  .transform((value, context) => {
    const cents = parseEurosToCents(typeof value === 'string' ? value.replace(/\s/g, '') : value)
    if (cents === null || cents <= 0) {
      context.addIssue({ code: 'custom', message: paymentTexts.amount })
      return z.NEVER
    }
    if (cents > MAX_PAYMENT_CENTS) {
      context.addIssue({ code: 'custom', message: paymentTexts.amountTooLarge })
      return z.NEVER
    }
    return cents
  })

/** A payment's day: a calendar date, not after today in Tallinn. */
const paymentDate = z
  .string({ error: paymentTexts.date })
  .trim()
  .refine(isCalendarDate, { error: paymentTexts.date, abort: true })
  .refine((date) => date <= tallinnCalendarDate(), { error: paymentTexts.futureDate })

const paymentNote = z
  .string({ error: paymentTexts.note })
  .max(paymentNoteMaxLength, { error: paymentTexts.note })
  .refine((value) => !hasControlCharacters(value), { error: paymentTexts.noteControl })

const paymentFields = {
  amountEur: paymentAmount,
  date: paymentDate,
  note: paymentNote.nullable().optional(),
}

function paymentOf(fields: { amountEur: number; date: string; note?: string | null | undefined }) {
  return { amountCents: fields.amountEur, date: fields.date, note: fields.note?.trim() || null }
}

/**
 * A payment by hand as POST /api/admin/invoices?id=N&action=payment sends it: `{ amountEur, date,
 * note? }`, the amount in euros ('120,50' or 120.5).
 */
export const paymentInputSchema = z.strictObject(paymentFields).transform(paymentOf)

/** The same payment from the invoice page's form, whose `intent` chose it. */
export const paymentFormSchema = z.object(paymentFields).transform(paymentOf)

export type PaymentInput = z.output<typeof paymentInputSchema>

export const creditTexts = {
  reason: 'Kirjutage krediteerimise põhjus (kuni 500 märki).',
  reasonControl: 'Krediteerimise põhjus sisaldab lubamatuid juhtmärke.',
} as const

const creditFields = {
  reason: z
    .string({ error: creditTexts.reason })
    .trim()
    .min(1, { error: creditTexts.reason })
    .max(creditReasonMaxLength, { error: creditTexts.reason })
    .refine((value) => !hasControlCharacters(value), { error: creditTexts.reasonControl }),
}

/** What staff send to credit an invoice in full: `{ reason }`, which the customer reads in the mail. */
export const creditInputSchema = z.strictObject(creditFields)

export type CreditInput = z.output<typeof creditInputSchema>

/** The same from the invoice page's form, in either of its two steps. */
export const creditFormSchema = z.object(creditFields)

/** The reminder switch as the admin API takes it. */
export const remindersInputSchema = z.strictObject({
  off: z.boolean({ error: 'off peab olema true või false.' }),
})

/** The reminder switch as the invoice page's buttons post it: 'true' or 'false'. */
export const remindersFormSchema = z.object({
  off: z.enum(['true', 'false'], { error: 'Tundmatu valik.' }).transform((value) => value === 'true'),
})

/** A camt.053 statement's largest size, for the upload form and the statement's reader alike. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024

export const statementTexts = {
  missing: 'Palun valige pangaväljavõtte fail (camt.053 XML).',
  tooLarge: 'Fail on liiga suur: pangaväljavõte võib olla kuni 5 MB.',
  invoiceNumber: 'Arve number on kujul AAAA-NNNN, näiteks 2026-0001.',
} as const

/** The invoice list's statement upload: one non-empty file of at most 5 MB. */
export const statementFormSchema = z.object({
  statement: z
    .file({ error: statementTexts.missing })
    .min(1, { error: statementTexts.missing })
    .max(MAX_STATEMENT_BYTES, { error: statementTexts.tooLarge }),
})

/** An unmatched statement entry assigned to an invoice by the invoice's number ('2026-0001'). */
export const assignEntryFormSchema = z.object({
  invoiceNumber: z
    .string({ error: statementTexts.invoiceNumber })
    .trim()
    .refine((number) => parseInvoiceNumber(number) !== null, { error: statementTexts.invoiceNumber }),
})
