import { afterAll, beforeAll } from 'vitest'

/**
 * Something one test file shares (a database, a replay server): opened in beforeAll, closed in
 * afterAll. The returned function gives it, and throws when it is read before it is open, as while the
 * file loads; `opens` says so in the error ('The test database opens').
 */
export function openedForFile<T>(
  opens: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
): () => T {
  let opened: T | undefined
  beforeAll(async () => {
    opened = await open()
  })
  afterAll(async () => {
    if (opened !== undefined) await close(opened)
    opened = undefined
  })
  return () => {
    if (opened === undefined) throw new Error(`${opens} in beforeAll: use it inside a hook or a test`)
    return opened
  }
}
