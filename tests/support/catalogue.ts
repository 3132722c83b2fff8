import { eq } from 'drizzle-orm'
import type { Material } from '#app/content/material.ts'
import { materials } from '#app/content/materials.ts'
import { seedCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import type { Database } from '#app/server/db/database.server.ts'
import { products } from '#app/server/db/schema.server.ts'

/** The catalogue as staff left it before the site started: seeded, with one material unpublished. */
export async function seedCatalogueUnpublishing(db: Database, slug: string): Promise<void> {
  await seedCatalogue(db)
  await db.update(products).set({ published: false }).where(eq(products.slug, slug))
}

/** The built-in material with this address; a test naming one that is not there fails. */
export function material(slug: string): Material {
  const found = materials.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no material ${slug}`)
  return found
}
