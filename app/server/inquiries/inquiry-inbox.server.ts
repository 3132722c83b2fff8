import { asc, desc, eq } from 'drizzle-orm'
import { type AuditEntry, listAudit, updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { inquiries, inquiryStatusCounts, inquiryStatuses } from '../db/schema.server.ts'
import { type PageOf, readPage, statusCounts } from '../http/admin-paging.server.ts'

export type InquiryRow = typeof inquiries.$inferSelect
export type InquiryStatus = (typeof inquiryStatuses)[number]

/** The tab counts, from inquiry_status_counts (kept by a trigger on inquiries): no inquiry is counted. */
export async function countInquiriesByStatus(db: Database): Promise<Record<InquiryStatus, number>> {
  return statusCounts(inquiryStatuses, await db.select().from(inquiryStatusCounts))
}

/**
 * Newest first, 25 a page (readPage), along inquiries_created_at_id_idx (or
 * inquiries_status_created_at_id_idx with a status).
 */
export async function listInquiries(
  db: Database,
  options: { page: number; status?: InquiryStatus | undefined },
): Promise<PageOf<InquiryRow> & { counts: Record<InquiryStatus, number> }> {
  const counts = await countInquiriesByStatus(db)
  const total = options.status ? counts[options.status] : counts.uus + counts.vastatud
  const list = await readPage(total, options.page, (direction, limit, offset) => {
    const by = direction === 'oldest first' ? asc : desc
    return db
      .select()
      .from(inquiries)
      .where(options.status ? eq(inquiries.status, options.status) : undefined)
      .orderBy(by(inquiries.createdAt), by(inquiries.id))
      .limit(limit)
      .offset(offset)
  })
  return { ...list, counts }
}

export async function findInquiry(db: Database, id: number): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1)
  return row ?? null
}

export async function inquiryHistory(db: Database, id: number): Promise<AuditEntry[]> {
  return listAudit(db, 'inquiry', id)
}

export type MarkAnsweredResult =
  | { ok: true; inquiry: InquiryRow }
  | { ok: false; status: 404 | 409; error: string }

/** 'Märgi vastatuks': sets answered_at, with its audit entry in the same transaction. */
export async function markInquiryAnswered(
  db: Database,
  input: { id: number; admin: string },
): Promise<MarkAnsweredResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, input.id))
      .for('update')
      .limit(1)
    if (!current) return { ok: false as const, status: 404 as const, error: 'Päringut ei leitud.' }
    if (current.status === 'vastatud')
      return { ok: false as const, status: 409 as const, error: 'Päring on juba vastatuks märgitud.' }
    const updated = await updateAudited(tx, inquiries, input.id, {
      set: { status: 'vastatud', answeredAt: new Date() },
      admin: input.admin,
      action: 'answered',
      entity: 'inquiry',
      before: { status: current.status },
      after: (row) => ({ status: 'vastatud', answeredAt: row.answeredAt?.toISOString() }),
    })
    return { ok: true as const, inquiry: updated! }
  })
}

export function inquiryJson(inquiry: InquiryRow) {
  return {
    id: inquiry.id,
    createdAt: inquiry.createdAt.toISOString(),
    status: inquiry.status,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    material: inquiry.material,
    details: inquiry.details,
    answeredAt: inquiry.answeredAt?.toISOString() ?? null,
    locale: inquiry.locale,
  }
}
