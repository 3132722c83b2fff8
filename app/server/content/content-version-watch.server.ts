import type { DatabaseHandle, Subscription } from '../db/database.server.ts'
import { log } from '../log.server.ts'
import { contentVersionKey } from './content-writes.server.ts'

/**
 * app_meta's content version kept in memory while this process listens to its changes
 * (docs/decisions/057-page-cache-hits-first.md): migration 0018 announces every new value on the channel
 * 'content_version' as the change commits, in any process. `current()` is that value while the listener
 * is healthy (subscribed, and the version read once on its connection since), and undefined otherwise:
 * before the start, after the connection was lost and until it is back, and after `close()`. The caller
 * then reads the version from the database as before.
 */
export interface ContentVersionWatch {
  current(): string | undefined
  /** Resolves once the listener is healthy or has failed its first attempt (for the start and the tests). */
  readonly started: Promise<void>
  close(): Promise<void>
}

const channel = 'content_version'
const firstPauseMs = 250
const longestPauseMs = 30_000

export function watchContentVersion(database: DatabaseHandle): ContentVersionWatch {
  let version: string | undefined
  let subscription: Subscription | undefined
  let closed = false
  let pause = firstPauseMs
  let timer: NodeJS.Timeout | undefined
  let markStarted: () => void = () => {}
  const started = new Promise<void>((resolve) => {
    markStarted = resolve
  })

  function retry(error: unknown) {
    version = undefined
    subscription = undefined
    // Both the lost connection and the failed read may report one failure.
    if (closed || timer) return
    log.warn(
      { err: error, retryInMs: pause },
      'content version: listener lost; the version is read per request',
    )
    timer = setTimeout(connect, pause)
    timer.unref()
    // A growing pause, so that a database that is down is not asked several times a second.
    pause = Math.min(pause * 2, longestPauseMs)
  }

  async function connect() {
    timer = undefined
    if (closed) return
    let heard: string | undefined
    let healthy = false
    try {
      const current = await database.listen(
        channel,
        (payload) => {
          // Notifications come in commit order. Until the read below is in, one heard may announce a change
          // its answer already holds, or (in the same packet as the answer) a later one: kept apart till then.
          if (healthy) version = payload
          else heard = payload
        },
        // Called only after listen() has resolved (DatabaseHandle.listen), so `current` is set by then.
        (error) => {
          if (subscription === current) retry(error)
        },
      )
      subscription = current
      // Read on the listening connection: a change committed after this read began is announced after its
      // answer. The version only grows (0008's triggers and bumpContentVersion add one), so the newer of
      // the answer and the last notification heard is the current one.
      const [row] = await current.read(`select value from app_meta where key = '${contentVersionKey}'`)
      if (closed || subscription !== current) return
      const read = String(row?.value ?? '0')
      version = heard !== undefined && BigInt(heard) > BigInt(read) ? heard : read
      healthy = true
      pause = firstPauseMs
      log.info('content version: listening for changes')
    } catch (error) {
      const failed = subscription
      if (failed) await failed.stop().catch(() => {})
      retry(error)
    } finally {
      markStarted()
    }
  }

  void connect()
  return {
    current: () => version,
    started,
    async close() {
      closed = true
      version = undefined
      clearTimeout(timer)
      const current = subscription
      subscription = undefined
      await current?.stop()
    },
  }
}
