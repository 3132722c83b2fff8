// Builds the production bundle unless build/ already matches the sources.
import { spawnSync } from 'node:child_process'
import { isBuildFresh, root } from './build-freshness.js'

export function ensureBuild() {
  if (isBuildFresh()) return
  console.info('Ehitan tootmisversiooni (build/ ei vasta lähtekoodile)…')
  const started = Date.now()
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('Ehitamine ebaõnnestus')
    process.exit(result.status ?? 1)
  }
  console.info(`Valmis ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
