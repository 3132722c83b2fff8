import { invoiceAttachments } from '../invoices/invoice-document.server.ts'
import { log, redactPersonal } from '../log.server.ts'
import type { Runtime } from '../runtime.server.ts'
import { createOutboxWorker, doublingBackoff } from './outbox.server.ts'
import { createMailTransport } from './transport.server.ts'

type Worker = ReturnType<typeof createOutboxWorker>

/** The server process's mail worker, kept on globalThis so the development server's reloads share it. */
const holder = globalThis as typeof globalThis & { __quarryOutbox?: Worker }

export function startOutbox(runtime: Runtime) {
  if (holder.__quarryOutbox) return holder.__quarryOutbox
  const worker = createOutboxWorker({
    db: runtime.database.db,
    transport: createMailTransport(runtime.config),
    // Read at each send: without MAIL_FROM it is the business e-mail staff may change.
    from: () => runtime.config.mail.from,
    // The worker's lines name the mail by id; an SMTP server's answer may still quote the recipient.
    logger: {
      warn: (line: string) => log.warn({ source: 'outbox' }, redactPersonal(line)),
      error: (line: string) => log.error({ source: 'outbox' }, redactPersonal(line)),
    },
    backoff: doublingBackoff(runtime.config.mail.retryMs),
    pollIntervalMs: runtime.config.mail.pollMs,
    // An invoice's PDF is printed from the stored invoice at each attempt.
    attachmentsFor: invoiceAttachments(runtime.database.db),
  })
  worker.start()
  holder.__quarryOutbox = worker
  return worker
}

export async function stopOutbox() {
  const worker = holder.__quarryOutbox
  holder.__quarryOutbox = undefined
  await worker?.stop()
}

/** Deliver soon: called right after an order or inquiry and its mails were committed. */
export function wakeOutbox() {
  holder.__quarryOutbox?.wake()
}
