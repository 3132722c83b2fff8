import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoices } from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import { invoiceReminderToCustomer } from '../mail/templates.server.ts'
import type { Runtime } from '../runtime.server.ts'
import type { InvoiceRow } from './invoice-issue.server.ts'
import {
  type InvoiceMailDependencies,
  invoiceMailDependencies,
  orderOfInvoice,
  queueInvoiceMail,
} from './invoice-mails.server.ts'
import { lockInvoice, type Refusal } from './invoice-payments.server.ts'

/**
 * Reminders (meeldetuletus): on the day after an invoice's due date, if it is still unpaid in full, its
 * customer gets one reminder mail with the invoice's PDF again. Credited and paid invoices get none, and
 * staff may turn the reminder off for an invoice. Every server process runs the check (hourly, so the
 * day's turn in Tallinn is caught within the hour); an invoice is marked reminded in the transaction that
 * queues its mail, by an update that only one process can win, so the mail is queued once.
 */

/** Staff turn the reminder of one invoice off, or on again. */
export async function setRemindersOff(
  db: Database,
  input: { invoiceId: number; off: boolean; actor: string },
): Promise<{ ok: true; invoice: InvoiceRow } | Refusal> {
  return db.transaction(async (tx): Promise<{ ok: true; invoice: InvoiceRow } | Refusal> => {
    const [invoice] = await lockInvoice(tx, input.invoiceId)
    if (!invoice) return { ok: false, status: 404, message: 'Arvet ei leitud.' }
    if (invoice.kind === 'kreeditarve')
      return { ok: false, status: 400, message: 'Kreeditarvele meeldetuletusi ei saadeta.' }
    if (invoice.remindersOff === input.off) return { ok: true, invoice }
    const updated = await updateAudited(tx, invoices, invoice.id, {
      set: { remindersOff: input.off },
      admin: input.actor,
      action: 'reminders',
      entity: 'invoice',
      before: { remindersOff: invoice.remindersOff },
      after: (row) => ({ remindersOff: row.remindersOff }),
    })
    return { ok: true, invoice: updated! }
  })
}

/** Invoices whose reminder is due on `today`: unpaid in full after their due date, none sent, not off. */
function dueForReminder(today: string) {
  return and(
    eq(invoices.kind, 'arve'),
    inArray(invoices.status, ['tasumata', 'osaliselt tasutud']),
    lt(invoices.dueDate, today),
    eq(invoices.remindersOff, false),
    isNull(invoices.reminderQueuedAt),
  )
}

/**
 * Queues the reminder of every invoice due for one on the Tallinn day `today`, each in a transaction of
 * its own that first claims the invoice (reminder_queued_at set only where still empty); the invoices a
 * concurrent run has claimed are passed over. Returns the numbers of the invoices reminded.
 */
export async function queueDueReminders(
  db: Database,
  options: { today?: string; now?: Date } = {},
  deps: InvoiceMailDependencies = invoiceMailDependencies(),
): Promise<string[]> {
  const now = options.now ?? new Date()
  const today = options.today ?? tallinnCalendarDate(now)
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(dueForReminder(today))
    .orderBy(asc(invoices.id))
  const reminded: string[] = []
  for (const { id } of due) {
    const number = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invoices)
        .set({ reminderQueuedAt: now })
        .where(and(eq(invoices.id, id), dueForReminder(today)))
        .returning()
      if (!claimed) return null
      const order = await orderOfInvoice(tx, claimed)
      await queueInvoiceMail(
        tx,
        order,
        claimed,
        {
          kind: 'invoice-reminder',
          template: invoiceReminderToCustomer,
          options: {
            customerUrl: deps.customerUrl(order),
            openCents: claimed.totalCents - claimed.paidCents,
          },
        },
        deps,
      )
      return claimed.number
    })
    if (number) reminded.push(number)
  }
  if (reminded.length > 0) deps.afterCommit?.()
  return reminded
}

const holder = globalThis as typeof globalThis & {
  __quarryReminders?: { timer: NodeJS.Timeout; running: Promise<void> | undefined }
}

/** How often a server process looks for reminders due: hourly. */
const reminderCheckMs = 3_600_000

/** Starts the process's hourly reminder check (the first one at once); stopReminders ends it. */
export function startReminders(runtime: Runtime): void {
  if (holder.__quarryReminders) return
  const state: { timer: NodeJS.Timeout; running: Promise<void> | undefined } = {
    timer: setInterval(() => check(), reminderCheckMs),
    running: undefined,
  }
  function check() {
    if (state.running) return
    state.running = queueDueReminders(runtime.database.db)
      .then((numbers) => {
        if (numbers.length > 0) log.info({ invoices: numbers }, 'invoice reminders queued')
      })
      .catch((error: unknown) => log.error({ err: error }, 'invoice reminders: the check failed'))
      .finally(() => {
        state.running = undefined
      })
  }
  state.timer.unref()
  holder.__quarryReminders = state
  check()
}

/** Stops the checks and waits for one in progress, before the database is closed. */
export async function stopReminders(): Promise<void> {
  const state = holder.__quarryReminders
  holder.__quarryReminders = undefined
  if (!state) return
  clearInterval(state.timer)
  await state.running
}
