// `npm run backup`: see README "Backups". The command lives in the server bundle (it shares the
// configuration and database code), so build it first if needed.
import { ensureBuild } from './ensure-build.js'

ensureBuild()
process.env.NODE_ENV ??= 'production'
const { runBackupCli } = await import('../build/server/index.js')
process.exit(await runBackupCli(process.argv.slice(2)))
