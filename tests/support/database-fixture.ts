import { beforeEach } from 'vitest'
import type { Database, DatabaseHandle } from '#app/server/db/database.server.ts'
import { openedForFile } from './file-fixture.ts'
import { openTestDatabase, resetDatabase } from './test-database.ts'

export interface TestDatabase {
  readonly handle: DatabaseHandle
  readonly db: Database
  /** Empties every table, for files that reset at their own moments. */
  reset(): Promise<void>
}

/**
 * The shared test database (PGlite, or TEST_DATABASE_URL's PostgreSQL) for one test file: opened before
 * the file's first test, emptied before each test unless `resetBeforeEach: false`, closed after the last.
 * Call it at the top of the file; read `handle`/`db` inside hooks and tests, not while the file loads.
 */
export function setupTestDatabase(options: { resetBeforeEach?: boolean } = {}): TestDatabase {
  const handle = openedForFile('The test database opens', openTestDatabase, (opened) => opened.close())
  if (options.resetBeforeEach ?? true)
    beforeEach(async () => {
      await resetDatabase(handle())
    })
  return {
    get handle() {
      return handle()
    },
    get db() {
      return handle().db
    },
    reset: () => resetDatabase(handle()),
  }
}
