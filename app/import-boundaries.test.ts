// The import boundaries live in biome.json's overrides as glob patterns, and a pattern that silently
// stops matching (a renamed folder, a changed glob) would let `npm run check` pass a forbidden import.
// This runs the real Biome with the project's configuration on a small tree of fixture files.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// [file importing, module imported, whether the boundary forbids it]
const cases: [string, string, boolean][] = [
  ['app/domain/quote.ts', './money.ts', false],
  ['app/domain/quote.ts', 'zod/mini', false],
  ['app/domain/quote.ts', '#app/content/business.ts', true],
  ['app/domain/quote.ts', '../content/business.ts', true],
  ['app/domain/quote.ts', '#tests/support/database.ts', true],
  ['app/content/materials.ts', '#app/domain/order-form.ts', false],
  ['app/content/materials.ts', '../domain/order-form.ts', false],
  ['app/content/materials.ts', './business.ts', false],
  ['app/content/materials.ts', '#app/lib/meta.ts', true],
  ['app/content/materials.ts', '../server/config.server.ts', true],
  ['app/components/order-form.tsx', '#app/lib/meta.ts', false],
  ['app/components/order-form.tsx', '#app/admin/auth.tsx', true],
  ['app/components/order-form.tsx', '../admin/auth.tsx', true],
  ['app/components/order-form.tsx', '#app/routes/admin/layout.tsx', true],
  ['app/components/order-form.tsx', '#app/server/config.server.ts', true],
  ['app/components/order-form.tsx', './order-form.server.ts', true],
  ['app/lib/meta.ts', '#app/server/orders/order-inbox.server.ts', true],
  ['app/hooks/use-hydrated.ts', '#app/server/config.server.ts', true],
  ['app/admin/product-form.tsx', '#app/components/toast.tsx', false],
  ['app/admin/product-form.tsx', '#app/server/db/schema.server.ts', true],
  ['app/routes/home.tsx', '#app/server/catalogue/catalogue.server.ts', false],
  ['app/routes/home.tsx', '#app/admin/auth.tsx', true],
  ['app/routes/home.tsx', './admin/layout.tsx', true],
  ['app/routes/api/orders.ts', '#app/admin/products-api.ts', true],
  ['app/routes/admin/products.tsx', '#app/admin/product-form.tsx', false],
  ['app/routes/admin/products.tsx', '#app/server/catalogue/products.server.ts', false],
  ['app/root.tsx', '#app/admin/auth.tsx', true],
  ['app/server/orders/orders.server.ts', '#app/admin/auth.tsx', true],
  ['app/server/orders/orders.server.ts', '../config.server.ts', false],
]

let dir: string
let forbidden: Set<number>

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'karjaar-boundaries-'))
  copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'))
  // One fixture file per case, in the folder of the file it stands for: the overrides match on paths.
  cases.forEach(([file, imported], index) => {
    const fixture = path.join(dir, file.replace(/(\.tsx?)$/, `.case${index}$1`))
    mkdirSync(path.dirname(fixture), { recursive: true })
    writeFileSync(fixture, `import { value } from '${imported}'\n\nexport const used = value\n`)
  })
  const biome = spawnSync(
    path.join(root, 'node_modules', '.bin', 'biome'),
    ['lint', '--only=style/noRestrictedImports', '--reporter=json', '.'],
    { cwd: dir, encoding: 'utf8' },
  )
  const report = JSON.parse(biome.stdout) as {
    diagnostics: { category: string; location: { path: string } }[]
  }
  forbidden = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => Number(/\.case(\d+)\./.exec(diagnostic.location.path)?.[1])),
  )
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('import boundaries (biome.json)', () => {
  it.each(cases.map(([file, imported, blocked], index) => ({ file, imported, blocked, index })))(
    '$file importing $imported: forbidden $blocked',
    ({ index, blocked }) => {
      expect(forbidden.has(index)).toBe(blocked)
    },
  )
})
