// `npm run restore`: see README "Backups". The command lives in the server bundle (it shares the
// configuration and database code), so build it first if needed.
import { ensureBuild } from './ensure-build.js'

ensureBuild()
process.env.NODE_ENV ??= 'production'
const { runRestoreCli } = await import('../build/server/index.js')
process.exit(await runRestoreCli(process.argv.slice(2)))
