import { ensureInitialAdmin } from './auth/admins.server.ts'
import { loadSigningSecret } from './auth/signing-secret.server.ts'
import { seedBlogArticles } from './blog/built-in-posts.server.ts'
import { seedCatalogue } from './catalogue/catalogue.server.ts'
import type { Config } from './config.server.ts'
import { seedContentItems } from './content/collections.server.ts'
import { refreshSiteContent, resetSiteContent } from './content/site-content.server.ts'
import { openDatabase } from './db/database.server.ts'
import { log } from './log.server.ts'
import { setRuntime } from './runtime.server.ts'

/** Opens and migrates the database and seeds the catalogue: everything that must happen before serving. */
export async function prepareRuntime(config: Config) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  let signingSecret: string
  try {
    const seeded = await seedCatalogue(database.db)
    if (seeded.inserted > 0) log.info({ products: seeded.inserted }, 'catalogue seeded')
    await seedContentItems(database.db)
    await seedBlogArticles(database.db)
    signingSecret = await loadSigningSecret(database.db)
    if ((await ensureInitialAdmin(database.db, config.admin)) === 'created')
      log.info('initial admin created from ADMIN_USERNAME')
    // The owner's content of this database, not what an earlier runtime of this process read.
    resetSiteContent()
    await refreshSiteContent(database.db, { force: true })
  } catch (error) {
    await database.close()
    throw error
  }
  const runtime = { config, database, signingSecret }
  setRuntime(runtime)
  return runtime
}
