// Runs React Router's command line (build, typegen) without one line of noise. @react-router/dev 7.18
// starts its internal Vite servers with `envFile: false`, which Vite 8.1+ reports as deprecated once per
// server, nine times a build (react-router#15229, fixed only in React Router 8). Every other warning
// passes; delete this file and call `react-router` directly after moving to React Router 8.
import { createRequire } from 'node:module'
import path from 'node:path'
import { silenceEnvFileDeprecation } from './vite-envfile-warning.js'

silenceEnvFileDeprecation()
// A build is the production build whatever the caller's NODE_ENV: Vite takes `import.meta.env.DEV` from
// it, and vitest sets NODE_ENV=test for a build its global setup starts. Such a build would run the
// production server without its Content-Security-Policy.
if (process.argv[2] === 'build') process.env.NODE_ENV = 'production'
const require = createRequire(import.meta.url)
require(path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js'))
