// `npm run retention [-- --dry-run]`: erases the personal data of orders and inquiries older than the
// privacy notice's retention period, a setting staff keep on the admin page Ettevõte (README "Personal data"). The command lives in the server bundle, so build it first if needed.
import { ensureBuild } from './ensure-build.js'

ensureBuild()
process.env.NODE_ENV ??= 'production'
const { runRetentionCli } = await import('../build/server/index.js')
process.exit(await runRetentionCli(process.argv.slice(2)))
