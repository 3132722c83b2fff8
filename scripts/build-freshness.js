// Decides whether build/ matches the sources: a hash over every input of the production build.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(root, 'build', '.source-hash')
const inputs = [
  'app',
  'server',
  'public',
  'vite.config.ts',
  'vite.islands.config.ts',
  'react-router.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/precompress.js',
]

function* files(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue
      yield* files(path.join(entry, name))
    }
  } else {
    yield entry
  }
}

export function sourceHash() {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file)
      hash.update('\0')
      hash.update(readFileSync(path.join(root, file)))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

export function isBuildFresh() {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) return false
  if (!existsSync(stampFile)) return false
  return readFileSync(stampFile, 'utf8').trim() === sourceHash()
}

export function writeStamp() {
  writeFileSync(stampFile, `${sourceHash()}\n`)
}
