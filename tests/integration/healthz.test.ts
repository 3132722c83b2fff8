import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { materials } from '#app/content/materials.ts'
import { loader as productsLoader } from '#app/routes/api/products.ts'
import { loader as healthzLoader } from '#app/routes/healthz.ts'
import { seedCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import { parseConfig } from '#app/server/config.server.ts'
import { products } from '#app/server/db/schema.server.ts'
import { log } from '#app/server/log.server.ts'
import { setRuntime } from '#app/server/runtime.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { testDatabaseKind } from '../support/test-database.ts'

interface ApiProduct {
  id: number
  slug: string | null
  name: string
  description: string
  priceEur: number
  picture: { url: string; altText: string | null } | null
}

const database = setupTestDatabase({ resetBeforeEach: false })

beforeAll(async () => {
  const parsed = parseConfig({})
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  await seedCatalogue(database.db)
  setRuntime({ config: parsed.config, database: database.handle, signingSecret: 'test-signing-secret' })
})

afterAll(() => {
  setRuntime(undefined)
})

describe('with the database open', () => {
  it('/healthz answers 200 with the kind of database, never cached', async () => {
    const response = await healthzLoader()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      pageCache: { entries: 0, bytes: 0 },
    })
  })

  it('/api/products answers 200 with the published products in order', async () => {
    const response = await productsLoader()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await response.json()) as ApiProduct[]
    expect(body.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
    expect(body.map((product) => product.priceEur)).toEqual([4, 5, 3.5, 3.5, 6, 6.5, 8, 6, 6, 7.5])
    expect(body[2]).toEqual({
      id: expect.any(Number),
      slug: 'kaldaliiv',
      name: 'Kaldaliiv',
      description: materials[2]!.summary,
      priceEur: 3.5,
      picture: null,
    })
    for (const product of body) {
      expect(Object.keys(product).sort()).toEqual([
        'description',
        'id',
        'name',
        'picture',
        'priceEur',
        'slug',
      ])
      expect(typeof product.priceEur).toBe('number')
      expect(Number.isInteger(product.id)).toBe(true)
    }
  })

  it('/api/products reflects staff changes: hidden products, prices and pictures', async () => {
    await database.db.update(products).set({ published: false }).where(eq(products.slug, 'killustik'))
    await database.db
      .update(products)
      .set({ priceCents: 1234, pictureUrl: '/pildid/muld.webp', pictureAlt: 'Mullahunnik' })
      .where(eq(products.slug, 'soelutud-muld'))
    try {
      const body = (await (await productsLoader()).json()) as ApiProduct[]
      expect(body).toHaveLength(9)
      expect(body.map((product) => product.slug)).not.toContain('killustik')
      expect(body.at(-1)).toMatchObject({
        slug: 'soelutud-muld',
        priceEur: 12.34,
        picture: { url: '/pildid/muld.webp', altText: 'Mullahunnik' },
      })
    } finally {
      await database.db.update(products).set({ published: true }).where(eq(products.slug, 'killustik'))
      await database.db
        .update(products)
        .set({ priceCents: 750, pictureUrl: null, pictureAlt: null })
        .where(eq(products.slug, 'soelutud-muld'))
    }
  })
})

describe('after the database is closed', () => {
  beforeAll(async () => {
    await database.handle.close()
  })

  it('/healthz answers 503, never cached', async () => {
    const response = await healthzLoader()
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'unavailable', database: testDatabaseKind })
  })

  it('/api/products answers 503 with an Estonian message and no internals', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      const response = await productsLoader()
      expect(response.status).toBe(503)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      const text = await response.text()
      const body = JSON.parse(text) as Record<string, unknown>
      expect(Object.keys(body)).toEqual(['error'])
      expect(body.error).toBe('Tooteid ei saanud laadida. Palun proovige hetke pärast uuesti.')
      expect(text).not.toMatch(/\bat .*\(|Error:|\.ts:\d|node_modules|closed|pglite|pool/i)
      // The cause goes to the server log instead, with the route it failed in.
      expect(logged).toHaveBeenCalledTimes(1)
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error), where: 'GET /api/products' }),
        'request failed',
      )
    } finally {
      logged.mockRestore()
    }
  })
})
