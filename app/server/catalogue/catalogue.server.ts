import { asc, eq, sql } from 'drizzle-orm'
import { materials } from '#app/content/materials.ts'
import type { Database } from '../db/database.server.ts'
import { products } from '../db/schema.server.ts'
import { seedOnce } from '../db/seed-once.server.ts'
import { markRenderDegraded } from '../http/page-cache.server.ts'
import { log } from '../log.server.ts'

/** A product as the public site shows it. */
export interface CatalogueProduct {
  id: number
  slug: string | null
  name: string
  description: string
  priceCents: number
  published: boolean
  picture: { url: string; altText: string | null } | null
}

const seededKey = 'catalogue_seeded_at'

/**
 * Seeds the ten materials once per installation. Afterwards the rows belong to staff: a later start
 * never re-inserts a deleted material nor overwrites a changed price or description.
 */
export async function seedCatalogue(db: Database): Promise<{ inserted: number }> {
  return seedOnce(db, seededKey, { inserted: 0 }, async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        materials.map((material, index) => ({
          slug: material.slug,
          name: material.productName,
          description: material.summary,
          priceCents: material.priceCents,
          published: true,
          sort: (index + 1) * 10,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id })
    return { inserted: inserted.length }
  })
}

function toCatalogueProduct(row: typeof products.$inferSelect): CatalogueProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    published: row.published,
    picture: row.pictureUrl ? { url: row.pictureUrl, altText: row.pictureAlt } : null,
  }
}

export async function listPublishedProducts(db: Database): Promise<CatalogueProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.sort), asc(products.id))
  return rows.map(toCatalogueProduct)
}

export async function findProductBySlug(db: Database, slug: string): Promise<CatalogueProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1)
  return row ? toCatalogueProduct(row) : null
}

/** The built-in ten materials, shown when the database cannot be read (SPEC §4 'Public product list'). */
export function builtInCatalogue(): CatalogueProduct[] {
  return materials.map((material, index) => ({
    id: -(index + 1),
    slug: material.slug,
    name: material.productName,
    description: material.summary,
    priceCents: material.priceCents,
    published: true,
    picture: null,
  }))
}

/**
 * A read of the catalogue that never fails the page (SPEC §4 'Public product list'): when the database
 * cannot be read, the answer is taken from the built-in list instead and the failure is logged. The
 * database handle is asked for inside the guard, since a database that never opened fails right there.
 */
export async function readCatalogue<T>(
  reader: string,
  database: () => Database,
  read: (db: Database) => Promise<T>,
  fromBuiltIn: (catalogue: CatalogueProduct[]) => T,
): Promise<T> {
  try {
    return await read(database())
  } catch (error) {
    log.error({ err: error, reader }, 'catalogue could not be read; the built-in list is shown')
    // This page shows the built-in list for now: it is not kept for the next visitor.
    markRenderDegraded()
    return fromBuiltIn(builtInCatalogue())
  }
}

/** A product by its name, case-insensitively (the spec's createOrder names the material, not its id). */
export async function findProductByName(db: Database, name: string): Promise<CatalogueProduct | null> {
  const [row] = await db.select().from(products).where(sql`lower(${products.name}) = lower(${name})`).limit(1)
  return row ? toCatalogueProduct(row) : null
}
