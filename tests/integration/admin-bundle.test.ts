import { spawnSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../support/server-process.ts'

/**
 * DESIGN.md §8: admin code never loads on public pages. From the production build's route manifest,
 * every script a public page can load (its route module, the entry, and everything those import,
 * statically or lazily) must be free of texts only the admin pages have.
 */

const assetsDir = path.join(projectRoot, 'build', 'client', 'assets')
const adminOnly = [
  'Toodete haldus',
  'Sisse logitud kui',
  'Kas oled kindel?',
  'Loo uus toode',
  'Failed to fetch products',
]

interface ManifestRoute {
  id: string
  parentId?: string
  module: string
  imports?: string[]
}
interface Manifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

let manifest: Manifest
const chunkText = new Map<string, string>()

async function text(file: string): Promise<string> {
  let content = chunkText.get(file)
  if (content === undefined) {
    content = await readFile(path.join(assetsDir, file), 'utf8')
    chunkText.set(file, content)
  }
  return content
}

/** A chunk and all it imports, following both `import … from` and `import()` references. */
async function reachable(start: string[]): Promise<Set<string>> {
  const seen = new Set<string>()
  const queue = start.map((file) => path.basename(file))
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of (await text(file)).matchAll(/["'`](?:\.\/|\/assets\/|assets\/)([\w.-]+\.js)["'`]/g)) {
      const next = match[1] as string
      if (!seen.has(next)) queue.push(next)
    }
  }
  return seen
}

function isAdminRoute(route: ManifestRoute): boolean {
  for (let current: ManifestRoute | undefined = route; current; ) {
    if (current.id === 'routes/admin/layout') return true
    current = current.parentId ? manifest.routes[current.parentId] : undefined
  }
  return false
}

function routeFiles(route: ManifestRoute): string[] {
  return [route.module, ...(route.imports ?? [])]
}

beforeAll(() => {
  // The same freshness check `npm start` and the e2e setup use: builds only when the sources changed.
  const build = spawnSync(process.execPath, ['scripts/ensure-build.js'], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The production build failed')
}, 120_000)

describe('admin code in the browser bundle', () => {
  beforeAll(async () => {
    const file = (await readdir(assetsDir)).find((name) => /^manifest-[\w-]+\.js$/.test(name))
    if (!file) throw new Error(`no route manifest in ${assetsDir}`)
    const source = await readFile(path.join(assetsDir, file), 'utf8')
    manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest
  })

  it('is found where it belongs: the admin product list has those texts', async () => {
    const products = manifest.routes['routes/admin/products']
    expect(products).toBeDefined()
    // The page is the product list in the admin frame (which says who is signed in).
    const frame = manifest.routes['routes/admin/layout']
    const files = await reachable([
      ...routeFiles(products as ManifestRoute),
      ...routeFiles(frame as ManifestRoute),
    ])
    const all = (await Promise.all([...files].map(text))).join('\n')
    for (const marker of ['Toodete haldus', 'Kas oled kindel?', 'Sisse logitud kui'])
      expect(all).toContain(marker)
  })

  it('never reaches a script that a public page loads', async () => {
    const publicRoutes = Object.values(manifest.routes).filter((route) => !isAdminRoute(route))
    expect(publicRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['root', 'routes/home', 'routes/site-layout', 'routes/calculator']),
    )
    const files = await reachable([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...publicRoutes.flatMap(routeFiles),
    ])
    const leaks: string[] = []
    for (const file of files) {
      const content = await text(file)
      for (const marker of adminOnly) if (content.includes(marker)) leaks.push(`${file}: ${marker}`)
    }
    expect(files.size).toBeGreaterThan(5)
    expect(leaks).toEqual([])
  })
})
