// Starts the site: the production bundle, or with --dev the source through Vite with hot reload.
const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'

if (dev) {
  const { silenceEnvFileDeprecation } = await import('./scripts/vite-envfile-warning.js')
  silenceEnvFileDeprecation()
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const app = await vite.ssrLoadModule('./server/app.ts')
  await app.start({ vite })
} else {
  const app = await import('./build/server/index.js')
  await app.start()
}
