// `npm run retention -- --months N [--dry-run]`: erases the personal data of old orders and inquiries
// (see README "Personal data"). The command lives in the server bundle, so build it first if needed.
import { ensureBuild } from './ensure-build.js'

ensureBuild()
process.env.NODE_ENV ??= 'production'
const { runRetentionCli } = await import('../build/server/index.js')
process.exit(await runRetentionCli(process.argv.slice(2)))
