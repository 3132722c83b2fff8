import { count, eq } from 'drizzle-orm'
import { recordAudit } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { outbox } from '../db/schema.server.ts'
import { type FailedMail, retryFailedMail } from './outbox.server.ts'
import { wakeOutbox } from './outbox-runner.server.ts'

/** Staff's 'Saada uuesti': the mail is due again at once, the audit entry is in the same transaction. */
export async function retryMail(db: Database, input: { id: number; admin: string }): Promise<boolean> {
  const retried = await db.transaction(async (tx) => {
    if (!(await retryFailedMail(tx, input.id))) return false
    await recordAudit(tx, {
      admin: input.admin,
      action: 'retry',
      entity: 'mail',
      entityId: input.id,
      before: { status: 'failed' },
      after: { status: 'pending' },
    })
    return true
  })
  if (retried) wakeOutbox()
  return retried
}

/** What staff are told of a failed mail, on its page and through the API: where it went, why it failed. */
export function failedMailFacts(mail: FailedMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    attempts: mail.attempts,
    lastError: mail.lastError,
    orderId: mail.orderId,
    inquiryId: mail.inquiryId,
  }
}

export function mailJson(mail: FailedMail) {
  return { id: mail.id, kind: mail.kind, ...failedMailFacts(mail), createdAt: mail.createdAt.toISOString() }
}

/** For the warning on the orders page: mails that nobody received until staff act. */
export async function countFailedMails(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'))
  return Number(row?.n ?? 0)
}
