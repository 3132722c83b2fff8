/**
 * One read shared by the callers that wait for it, each answered by a read that began after it asked
 * (docs/decisions/057-page-cache-hits-first.md). A caller never joins a read already under way, whose
 * answer may predate a change committed just before the caller came: it waits for that read to end and
 * shares the one that starts next with every caller that came meanwhile. So a value is as fresh as one
 * read per caller would give, for at most two reads' time, and a burst of callers costs two reads instead
 * of one each.
 *
 * Hand-written: single-flight helpers (p-memoize's and the like) hand a caller the read under way, which
 * is exactly what must not happen here.
 */
export function readAfterArrival<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  let next: Promise<T> | undefined
  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = undefined
    })
    running = current
    return current
  }
  return () => {
    if (!running) return start()
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined
        // A read begun since the one above ended began after every caller waiting here came.
        return running ?? start()
      })
    return next
  }
}
