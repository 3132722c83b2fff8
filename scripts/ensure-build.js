// Builds the production bundle unless build/ already matches the sources.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { isBuildFresh, root } from './build-freshness.js'

// One build at a time: vitest's integration and e2e projects each check the build in their own global setup,
// at the same moment, and two builds into one build/ delete each other's files. mkdir is atomic, so the
// directory is the lock; a lock older than ten minutes was left by a killed run.
const lock = path.join(root, 'node_modules', '.cache', 'karjaar-build.lock')
const staleMs = 10 * 60_000

function acquire() {
  mkdirSync(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      try {
        if (Date.now() - statSync(lock).mtimeMs > staleMs) rmSync(lock, { recursive: true, force: true })
      } catch {}
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    }
  }
}

export function ensureBuild() {
  if (isBuildFresh()) return
  acquire()
  try {
    // Another run may have built it while this one waited.
    if (isBuildFresh()) return
    console.info('Ehitan tootmisversiooni (build/ ei vasta lähtekoodile)…')
    const started = Date.now()
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) {
      console.error('Ehitamine ebaõnnestus')
      rmSync(lock, { recursive: true, force: true })
      process.exit(result.status ?? 1)
    }
    console.info(`Valmis ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
