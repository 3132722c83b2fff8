import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openPglite } from '#app/server/db/database.server.ts'

/**
 * A data directory whose embedded database is created and migrated but holds no rows. Creating a
 * PGlite directory (initdb in WebAssembly) is most of a test server's start; the run's global setup
 * does it once and every test server starts on a copy. The server seeds the copy as it would a new
 * installation.
 */
export async function createDatabaseTemplate() {
  const dir = await mkdtemp(path.join(tmpdir(), 'karjaar-template-'))
  const database = await openPglite(path.join(dir, 'db'))
  await database.close()
  return {
    dir,
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
}

/** Puts a copy of the template's database into a new data directory. */
export async function copyDatabaseTemplate(templateDir: string, dataDir: string) {
  await cp(path.join(templateDir, 'db'), path.join(dataDir, 'db'), { recursive: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database template (createDatabaseTemplate); absent where no global setup made one. */
    databaseTemplate?: string
  }
}
