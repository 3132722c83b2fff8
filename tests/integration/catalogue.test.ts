import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import {
  builtInCatalogue,
  findProductBySlug,
  listPublishedProducts,
  readCatalogue,
  seedCatalogue,
} from '#app/server/catalogue/catalogue.server.ts'
import { migrationsFolder } from '#app/server/db/database.server.ts'
import { appMeta, products } from '#app/server/db/schema.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { testDatabaseKind } from '../support/test-database.ts'

const database = setupTestDatabase()

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres both return { rows }). */
async function rawRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

async function allProducts() {
  return database.db.select().from(products).orderBy(asc(products.sort), asc(products.id))
}

describe('seedCatalogue', () => {
  it('the first seed inserts the ten materials in the order of the material pages', async () => {
    expect(materials).toHaveLength(10)
    expect(await seedCatalogue(database.db)).toEqual({ inserted: 10 })

    const rows = await allProducts()
    expect(rows.map((row) => row.slug)).toEqual(materials.map((material) => material.slug))
    rows.forEach((row, index) => {
      const material = materials[index]!
      expect(row).toMatchObject({
        slug: material.slug,
        name: material.productName,
        description: material.summary,
        priceCents: material.priceCents,
        published: true,
        pictureUrl: null,
        pictureAlt: null,
      })
    })
    // The names a customer sees, in the order of the spec.
    expect(rows.map((row) => row.name)).toEqual([
      'Sõelutud Täiteliiv',
      'Sõelutud Ehitusliiv',
      'Kaldaliiv',
      'Looduslik kruus',
      'Sõelutud kruus',
      'Purukruus',
      'Killustik',
      'Kruusaveeris 32-64',
      'Kruusaveeris 64-100',
      'Sõelutud muld',
    ])
    // Sort keys are strictly increasing and leave room for staff to slot products in between.
    const sorts = rows.map((row) => row.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    expect(new Set(sorts).size).toBe(10)
  })

  it('stores the prices as euros with two decimals in the price_eur column', async () => {
    await seedCatalogue(database.db)
    const rows = await rawRows<{ slug: string; price_eur: unknown }>(
      sql`select slug, price_eur from products order by sort, id`,
    )
    expect(rows.map((row) => String(row.price_eur))).toEqual([
      '4.00',
      '5.00',
      '3.50',
      '3.50',
      '6.00',
      '6.50',
      '8.00',
      '6.00',
      '6.00',
      '7.50',
    ])
    const columns = await rawRows<{ data_type: string; numeric_precision: number; numeric_scale: number }>(
      sql`select data_type, numeric_precision, numeric_scale from information_schema.columns
          where table_schema = 'public' and table_name = 'products' and column_name = 'price_eur'`,
    )
    expect(columns).toEqual([{ data_type: 'numeric', numeric_precision: 10, numeric_scale: 2 }])
  })

  it('records that the catalogue was seeded', async () => {
    const before = Date.now()
    await seedCatalogue(database.db)
    const meta = await database.db.select().from(appMeta).where(eq(appMeta.key, 'catalogue_seeded_at'))
    expect(meta).toHaveLength(1)
    const seededAt = Date.parse(meta[0]!.value)
    expect(seededAt).toBeGreaterThanOrEqual(before - 60_000)
    expect(seededAt).toBeLessThanOrEqual(Date.now() + 60_000)
  })

  it('a second seed inserts nothing', async () => {
    await seedCatalogue(database.db)
    const first = await allProducts()
    expect(await seedCatalogue(database.db)).toEqual({ inserted: 0 })
    expect(await allProducts()).toEqual(first)
  })

  it('a staff change to price, description and visibility survives another seed', async () => {
    await seedCatalogue(database.db)
    await database.db
      .update(products)
      .set({ priceCents: 475, description: 'Uus kirjeldus', published: false })
      .where(eq(products.slug, 'kaldaliiv'))

    expect(await seedCatalogue(database.db)).toEqual({ inserted: 0 })
    const [row] = await database.db.select().from(products).where(eq(products.slug, 'kaldaliiv'))
    expect(row).toMatchObject({ priceCents: 475, description: 'Uus kirjeldus', published: false })
    expect(await database.db.$count(products)).toBe(10)
  })

  it('a deleted material is not re-inserted by a later seed', async () => {
    await seedCatalogue(database.db)
    await database.db.delete(products).where(eq(products.slug, 'killustik'))

    expect(await seedCatalogue(database.db)).toEqual({ inserted: 0 })
    const rows = await allProducts()
    expect(rows).toHaveLength(9)
    expect(rows.map((row) => row.slug)).not.toContain('killustik')
  })

  it('two concurrent seeds insert the ten materials exactly once', async () => {
    const results = await Promise.all([seedCatalogue(database.db), seedCatalogue(database.db)])
    expect(results.map((result) => result.inserted).sort((a, b) => a - b)).toEqual([0, 10])
    const rows = await allProducts()
    expect(rows).toHaveLength(10)
    expect(rows.map((row) => row.slug)).toEqual(materials.map((material) => material.slug))
    expect(await database.db.$count(appMeta, eq(appMeta.key, 'catalogue_seeded_at'))).toBe(1)
  })
})

describe('listPublishedProducts', () => {
  it('lists the seeded catalogue in order, as the public site shows it', async () => {
    await seedCatalogue(database.db)
    const list = await listPublishedProducts(database.db)
    expect(list.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
    expect(list[0]).toEqual({
      id: expect.any(Number),
      slug: 'soelutud-taiteliiv',
      name: 'Sõelutud Täiteliiv',
      description: materials[0]!.summary,
      priceCents: 400,
      published: true,
      picture: null,
    })
    // The same content as the built-in fallback, apart from the database ids.
    expect(list.map(({ id: _id, ...rest }) => rest)).toEqual(
      builtInCatalogue().map(({ id: _id, ...rest }) => rest),
    )
  })

  it('omits unpublished products and keeps the order of the rest', async () => {
    await seedCatalogue(database.db)
    await database.db
      .update(products)
      .set({ published: false })
      .where(sql`${products.slug} in ('kaldaliiv', 'soelutud-muld')`)

    const list = await listPublishedProducts(database.db)
    expect(list.map((product) => product.slug)).toEqual(
      materials
        .map((material) => material.slug)
        .filter((slug) => slug !== 'kaldaliiv' && slug !== 'soelutud-muld'),
    )
    expect(list.every((product) => product.published)).toBe(true)
  })

  it('orders by sort, then by id, and includes staff products without a page', async () => {
    await seedCatalogue(database.db)
    // Staff add a product between the first two materials (sort 10 and 20), and two with equal sort.
    await database.db.insert(products).values([
      { slug: null, name: 'Graniitkillustik', description: 'Tellimisel', priceCents: 1200, sort: 15 },
      { slug: null, name: 'Kivid A', description: 'A', priceCents: 100, sort: 1000 },
      { slug: null, name: 'Kivid B', description: 'B', priceCents: 100, sort: 1000 },
    ])
    const names = (await listPublishedProducts(database.db)).map((product) => product.name)
    expect(names.slice(0, 3)).toEqual(['Sõelutud Täiteliiv', 'Graniitkillustik', 'Sõelutud Ehitusliiv'])
    expect(names.slice(-2)).toEqual(['Kivid A', 'Kivid B'])
    expect(names).toHaveLength(13)
  })

  it('returns a picture with its alternative text when staff have set one', async () => {
    await seedCatalogue(database.db)
    await database.db
      .update(products)
      .set({ pictureUrl: '/pildid/killustik.webp', pictureAlt: 'Killustiku hunnik' })
      .where(eq(products.slug, 'killustik'))
    await database.db
      .update(products)
      .set({ pictureUrl: '/pildid/purukruus.webp', pictureAlt: null })
      .where(eq(products.slug, 'purukruus'))

    const list = await listPublishedProducts(database.db)
    expect(list.find((product) => product.slug === 'killustik')?.picture).toEqual({
      url: '/pildid/killustik.webp',
      altText: 'Killustiku hunnik',
    })
    expect(list.find((product) => product.slug === 'purukruus')?.picture).toEqual({
      url: '/pildid/purukruus.webp',
      altText: null,
    })
    expect(list.find((product) => product.slug === 'kaldaliiv')?.picture).toBeNull()
  })

  it('is empty before seeding', async () => {
    expect(await listPublishedProducts(database.db)).toEqual([])
  })
})

describe('findProductBySlug', () => {
  it('finds a material by its page slug', async () => {
    await seedCatalogue(database.db)
    const product = await findProductBySlug(database.db, 'purukruus')
    expect(product).toMatchObject({ slug: 'purukruus', name: 'Purukruus', priceCents: 650, published: true })
  })

  it('returns null for an unknown slug', async () => {
    await seedCatalogue(database.db)
    expect(await findProductBySlug(database.db, 'olematu')).toBeNull()
  })

  it('also finds an unpublished product, with published = false', async () => {
    await seedCatalogue(database.db)
    await database.db.update(products).set({ published: false }).where(eq(products.slug, 'purukruus'))
    expect(await findProductBySlug(database.db, 'purukruus')).toMatchObject({
      slug: 'purukruus',
      published: false,
    })
  })
})

describe('the money column', () => {
  async function roundTrip(cents: number) {
    const [inserted] = await database.db
      .insert(products)
      .values({ name: `Test ${cents}`, description: '', priceCents: cents })
      .returning({ id: products.id })
    const [row] = await database.db.select().from(products).where(eq(products.id, inserted!.id))
    const [raw] = await rawRows<{ price_eur: unknown }>(
      sql`select price_eur from products where id = ${inserted!.id}`,
    )
    return { cents: row!.priceCents, raw: String(raw!.price_eur) }
  }

  it.for([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [350, '3.50'],
    [12_345_678, '123456.78'],
    [9_999_999_999, '99999999.99'],
    [-1, '-0.01'],
    [-150, '-1.50'],
    [-12_345_678, '-123456.78'],
  ] as const)('%i cents is stored as %s and read back exactly', async ([cents, stored]) => {
    expect(await roundTrip(cents)).toEqual({ cents, raw: stored })
  })

  it('refuses a fraction of a cent instead of rounding it', async () => {
    await expect(
      database.db.insert(products).values({ name: 'Murdosa', description: '', priceCents: 12.5 }),
    ).rejects.toThrow(/cents/i)
    expect(await database.db.$count(products)).toBe(0)
  })

  it('reads amounts written by SQL directly', async () => {
    await database.db.execute(
      sql`insert into products (name, description, price_eur) values ('SQL', '', 7.5), ('SQL2', '', 0.05)`,
    )
    const rows = await database.db.select().from(products).orderBy(asc(products.id))
    expect(rows.map((row) => row.priceCents)).toEqual([750, 5])
  })
})

describe('the schema', () => {
  it('is migrated when the database is opened', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[]
    }
    const [migrations] = await rawRows<{ count: unknown }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    )
    expect(Number(migrations!.count)).toBe(journal.entries.length)
    expect(journal.entries.length).toBeGreaterThan(0)

    const tables = await rawRows<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
    expect(tables.map((table) => table.tablename)).toEqual(
      expect.arrayContaining(['app_meta', 'products', 'orders', 'inquiries', 'admins', 'sessions', 'outbox']),
    )
  })

  it('the test database is of the expected kind', () => {
    expect(database.handle.kind).toBe(testDatabaseKind)
  })

  it('refuses two products with the same page slug', async () => {
    await seedCatalogue(database.db)
    await expect(
      database.db
        .insert(products)
        .values({ slug: 'kaldaliiv', name: 'Teine', description: '', priceCents: 1 }),
    ).rejects.toThrow()
  })
})

describe('readCatalogue', () => {
  it('answers from the database when it can be read', async () => {
    await seedCatalogue(database.db)
    await database.db.update(products).set({ priceCents: 1234 }).where(eq(products.slug, 'killustik'))
    const product = await readCatalogue(
      'test',
      () => database.db,
      (db) => findProductBySlug(db, 'killustik'),
      () => null,
    )
    expect(product?.priceCents).toBe(1234)
  })

  it('answers from the built-in list when the query fails', async () => {
    const listed = await readCatalogue(
      'test',
      () => database.db,
      async (db) => {
        await db.execute(sql`select * from no_such_table`)
        return []
      },
      (builtIn) => builtIn,
    )
    expect(listed).toEqual(builtInCatalogue())
    expect(listed.map((product) => product.slug)).toEqual(materials.map((material) => material.slug))
  })

  it('answers from the built-in list when the database never opened', async () => {
    const product = await readCatalogue(
      'test',
      () => {
        throw new Error('the database is not open')
      },
      (db) => findProductBySlug(db, 'kaldaliiv'),
      (builtIn) => builtIn.find((item) => item.slug === 'kaldaliiv') ?? null,
    )
    expect(product).toMatchObject({ slug: 'kaldaliiv', published: true, picture: null })
  })
})
