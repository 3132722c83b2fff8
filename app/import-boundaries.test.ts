// The import boundaries live in biome.json's overrides as glob patterns, and a pattern that silently
// stops matching (a renamed folder, a changed glob) would let `npm run check` pass a forbidden import.
// This runs the real Biome with the project's configuration on fixture files, each placed where the file
// it stands for is, and on the tree itself.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// [file importing, module imported, whether the boundary forbids it]
type Case = [string, string, boolean]

const cases: Case[] = [
  ['app/domain/quote.ts', './money.ts', false],
  ['app/domain/quote.ts', 'zod/mini', false],
  ['app/domain/quote.ts', '#app/content/business.ts', true],
  ['app/domain/quote.ts', '../content/business.ts', true],
  ['app/domain/money.ts', '#tests/support/database.ts', true],
  ['app/domain/order-rules.ts', 'react-router', true],
  ['app/content/materials.ts', '#app/domain/order-form.ts', false],
  ['app/content/materials.ts', '../domain/order-form.ts', false],
  ['app/content/materials.ts', './business.ts', false],
  ['app/content/materials.ts', '#app/lib/meta.ts', true],
  ['app/content/business.ts', '../server/config.server.ts', true],
  ['app/content/navigation.ts', 'react-router', true],
  ['app/components/order-form.tsx', '#app/lib/meta.ts', false],
  ['app/components/inquiry-form.tsx', '#app/admin/auth.tsx', true],
  ['app/components/order-form.tsx', '../admin/auth.tsx', true],
  ['app/components/site-header.tsx', '#app/routes/admin/layout.tsx', true],
  ['app/components/toast.tsx', '#app/server/config.server.ts', true],
  ['app/components/order-form.tsx', './order-form.server.ts', true],
  ['app/lib/meta.ts', '#app/server/orders/order-inbox.server.ts', true],
  ['app/hooks/use-hydrated.ts', '#app/server/config.server.ts', true],
  ['app/admin/product-form.tsx', '#app/components/toast.tsx', false],
  ['app/admin/ui/button.ts', '#app/domain/admin-product.ts', false],
  ['app/admin/auth.tsx', 'react-router', false],
  ['app/admin/product-form.tsx', '#app/server/db/schema.server.ts', true],
  // Staff components never import a route module, not even its types: the route imports them.
  ['app/admin/product-form.tsx', '#app/routes/admin/product-edit.tsx', true],
  ['app/admin/day-plan/plan-day.tsx', '../../routes/admin/+types/day-plan', true],
  ['app/admin/blog-post-dialog.tsx', '#app/routes/blog.tsx', true],
  ['app/routes/home.tsx', '#app/server/catalogue/catalogue.server.ts', false],
  ['app/routes/blog.tsx', 'react-router', false],
  ['app/routes/home.tsx', '#app/admin/auth.tsx', true],
  ['app/routes/material.tsx', './admin/layout.tsx', true],
  ['app/routes/api/orders.ts', '#app/admin/products-api.ts', true],
  ['app/routes/admin/products.tsx', '#app/admin/product-form.tsx', false],
  ['app/routes/admin/products.tsx', '#app/server/catalogue/products.server.ts', false],
  ['app/root.tsx', '#app/admin/auth.tsx', true],
  ['app/server/orders/orders.server.ts', '../config.server.ts', false],
  ['app/server/orders/place-order.server.ts', '#app/domain/order-form.ts', false],
  ['app/server/catalogue/catalogue.server.ts', '#app/content/materials.ts', false],
  ['app/server/media/uploads.server.ts', '#app/lib/uploaded-image.ts', false],
  ['app/server/http/admin-api.server.ts', 'react-router', false],
  // The server's services import nothing from the code that calls them or runs in the browser.
  ['app/server/orders/orders.server.ts', '#app/admin/auth.tsx', true],
  ['app/server/orders/order-submission.server.ts', '#app/components/order-form.tsx', true],
  ['app/server/orders/place-order.server.ts', '../../components/order-form.tsx', true],
  ['app/server/catalogue/catalogue.server.ts', '#app/routes/material.tsx', true],
  ['app/server/http/admin-api.server.ts', '../../routes/api/orders.ts', true],
  ['app/server/media/uploads.server.ts', '#app/islands/registry.ts', true],
  ['app/server/content/site-content.server.ts', '../../islands/island.tsx', true],
  // Islands hydrate on Preact without React Router; route-bound components, rendered only by the
  // server's route modules, may use it.
  ['app/islands/entry.client.tsx', 'react-router', true],
  ['app/islands/island.tsx', 'react-router', true],
  ['app/components/new-island.tsx', 'react-router', true],
  ['app/components/order-form.tsx', '@react-router/node', true],
  ['app/lib/form-post.ts', 'react-router', true],
  ['app/components/site-footer.tsx', 'react-router', false],
  ['app/components/material/material-header.tsx', 'react-router', false],
  ['app/lib/use-business.ts', 'react-router', false],
]

/** The files the islands' browser entry reaches through imports: each must be refused react-router. */
function islandModules(): string[] {
  const seen = new Set<string>()
  const queue = ['app/islands/entry.client.tsx']
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(path.join(root, file), 'utf8')
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = specifier!.startsWith('#app/')
        ? `app/${specifier!.slice('#app/'.length)}`
        : specifier!.startsWith('.')
          ? path.posix.join(path.posix.dirname(file), specifier!)
          : null
      if (target && existsSync(path.join(root, target))) queue.push(target)
    }
  }
  return [...seen].sort()
}

const islands = islandModules()
// Generated files (the image manifest) are outside Biome's reach and import nothing.
const islandCases: Case[] = islands
  .filter((file) => !file.includes('.gen.'))
  .map((file) => [file, 'react-router', true])
const allCases = [...cases, ...islandCases]

/**
 * Runs Biome's import rule on the cases, each fixture at the very path of the file it stands for (the
 * overrides name some files one by one), so in rounds: no file twice in a round. Returns the indexes of
 * the cases refused.
 */
function refusedCases(all: Case[]): Set<number> {
  const refused = new Set<number>()
  const pending = all.map((_, index) => index)
  while (pending.length > 0) {
    const round = new Map<string, number>()
    for (const index of [...pending]) {
      const file = all[index]![0]
      if (round.has(file)) continue
      round.set(file, index)
      pending.splice(pending.indexOf(index), 1)
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'karjaar-boundaries-'))
    try {
      copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'))
      for (const [file, index] of round) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        writeFileSync(
          path.join(dir, file),
          `import { value } from '${all[index]![1]}'\n\nexport const used = value\n`,
        )
      }
      for (const diagnostic of lint(dir, '.')) {
        const index = round.get(diagnostic.location.path.split(path.sep).join('/'))
        if (index !== undefined) refused.add(index)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return refused
}

function lint(cwd: string, target: string) {
  const biome = spawnSync(
    path.join(root, 'node_modules', '.bin', 'biome'),
    ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', target],
    { cwd, encoding: 'utf8' },
  )
  const report = JSON.parse(biome.stdout) as {
    diagnostics: { category: string; location: { path: string } }[]
  }
  return report.diagnostics.filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
}

let refused: Set<number>

beforeAll(() => {
  refused = refusedCases(allCases)
})

describe('import boundaries (biome.json)', () => {
  it.each(cases.map(([file, imported, blocked], index) => ({ file, imported, blocked, index })))(
    '$file importing $imported: forbidden $blocked',
    ({ index, blocked }) => {
      expect(refused.has(index)).toBe(blocked)
    },
  )

  it('refuses react-router in every module the islands entry reaches', () => {
    // The registry's components and what they import: a new island is covered, or this fails.
    expect(islands).toContain('app/islands/registry.ts')
    expect(islands).toContain('app/components/order-form.tsx')
    const allowed = islandCases.filter((_, index) => !refused.has(cases.length + index)).map(([file]) => file)
    expect(allowed).toEqual([])
  })

  it('finds no forbidden import in the tree', () => {
    expect(lint(root, 'app').map((diagnostic) => diagnostic.location.path)).toEqual([])
  })
})
