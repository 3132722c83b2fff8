// `npm run admin -- create <username>` / `npm run admin -- passwd <username>`: staff accounts.
// The command lives in the server bundle (it shares the database code), so build it first if needed.
import { ensureBuild } from './ensure-build.js'

ensureBuild()
process.env.NODE_ENV ??= 'production'
const { runAdminCli } = await import('../build/server/index.js')
process.exit(await runAdminCli(process.argv.slice(2)))
