import { log, redactPersonal } from '../log.server.ts'
import { doublingBackoff } from '../mail/outbox.server.ts'
import type { Runtime } from '../runtime.server.ts'
import { createBooksWorker } from './merit-books.server.ts'
import { createMeritClient, type MeritClient, MeritError } from './merit-client.server.ts'

type Worker = ReturnType<typeof createBooksWorker>

/** The server process's books worker, kept on globalThis so the development server's reloads share it. */
const holder = globalThis as typeof globalThis & { __quarryBooks?: Worker }

type Logger = Pick<Console, 'info' | 'warn' | 'error'>

/** The worker's lines name items by id; Merit's reasons may still quote the buyer's e-mail. */
const booksLog: Logger = {
  info: (line: string) => log.info({ source: 'books' }, redactPersonal(line)),
  warn: (line: string) => log.warn({ source: 'books' }, redactPersonal(line)),
  error: (line: string) => log.error({ source: 'books' }, redactPersonal(line)),
}

/**
 * The start's one check of the credentials (v1/gettaxes): one clear line when Merit refuses them, and
 * the site keeps working; the queue keeps what it holds until they are corrected.
 */
export async function checkMeritCredentials(
  client: MeritClient,
  logger: Logger = booksLog,
): Promise<'ok' | 'refused' | 'unreachable'> {
  try {
    await client.getTaxes()
    logger.info('Merit Aktiva accepted MERIT_API_ID and MERIT_API_KEY')
    return 'ok'
  } catch (error) {
    if (error instanceof MeritError && error.failure === 'credentials') {
      logger.error(
        'Merit Aktiva refused MERIT_API_ID and MERIT_API_KEY (401): invoices wait in the books queue until they are corrected',
      )
      return 'refused'
    }
    logger.warn(`Merit Aktiva could not be asked at start: ${(error as Error).message}`)
    return 'unreachable'
  }
}

/**
 * Starts the books worker when Merit Aktiva is configured; without MERIT_API_ID and MERIT_API_KEY, nothing.
 * MERIT_RETRY_MS (30 s) is the first pause after a failed attempt, doubling to at most an hour, and
 * MERIT_POLL_MS (10 s) how often it looks for due items: the drill shortens both.
 */
export function startBooks(runtime: Runtime): Worker | undefined {
  const credentials = runtime.config.merit
  if (!credentials) return undefined
  if (holder.__quarryBooks) return holder.__quarryBooks
  const client = createMeritClient({ credentials })
  void checkMeritCredentials(client)
  const worker = createBooksWorker({
    db: runtime.database.db,
    client,
    logger: booksLog,
    backoff: doublingBackoff(credentials.retryMs),
    pollIntervalMs: credentials.pollMs,
  })
  worker.start()
  holder.__quarryBooks = worker
  return worker
}

/** Waits for an item being sent; the rest stay queued for the next start. */
export async function stopBooks() {
  const { __quarryBooks: worker } = holder
  delete holder.__quarryBooks
  await worker?.stop()
}

/** Send soon: after staff's 'send again'. */
export function wakeBooks() {
  holder.__quarryBooks?.wake()
}
