import { eq } from 'drizzle-orm'
import type { InquiryValues } from '#app/domain/inquiry-form.ts'
import { defaultLocale, type Locale } from '#app/domain/locale.ts'
import type { Database } from '../db/database.server.ts'
import { inquiries } from '../db/schema.server.ts'
import { queueInquiryMails } from '../orders/order-mails.server.ts'

export type InquiryRow = typeof inquiries.$inferSelect

/** Stores a price inquiry with its two mails in one transaction; a repeated key returns the stored one. */
export async function placeInquiry(
  deps: { db: Database; notifyTo: string; afterCommit?: () => void },
  request: {
    values: InquiryValues
    idempotencyKey: string
    clientIpHash: string | null
    /** The language the inquiry was sent in (ADR 060); Estonian when not given. */
    locale?: Locale
  },
): Promise<{ inquiry: InquiryRow; duplicate: boolean }> {
  const stored = await deps.db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        ...request.values,
        idempotencyKey: request.idempotencyKey,
        clientIpHash: request.clientIpHash,
        locale: request.locale ?? defaultLocale,
      })
      .onConflictDoNothing({ target: inquiries.idempotencyKey })
      .returning()
    if (!inquiry) return null
    await queueInquiryMails(tx, inquiry, { notifyTo: deps.notifyTo })
    return inquiry
  })
  if (stored) {
    deps.afterCommit?.()
    return { inquiry: stored, duplicate: false }
  }
  const [existing] = await deps.db
    .select()
    .from(inquiries)
    .where(eq(inquiries.idempotencyKey, request.idempotencyKey))
  if (!existing) throw new Error('The inquiry was neither stored nor found')
  return { inquiry: existing, duplicate: true }
}
