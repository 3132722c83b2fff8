import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AdminProduct } from '#app/domain/admin-product.ts'
import { centsToDecimalString } from '#app/domain/money.ts'
import { controlCharacters, hasVisibleText } from '#app/domain/order-form.ts'
import { parseProductPriceCents } from '#app/domain/product-price.ts'
import { isOwnPictureUrl } from '#app/lib/uploaded-image.ts'
import { deleteAudited, insertAudited, updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { products } from '../db/schema.server.ts'

type ProductRow = typeof products.$inferSelect

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    priceEur: Number(centsToDecimalString(row.priceCents)),
    published: row.published,
    picture: row.pictureUrl ? { url: row.pictureUrl, altText: row.pictureAlt } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the audit log keeps of a product: the fields staff change. */
function auditView(row: ProductRow) {
  return {
    name: row.name,
    description: row.description,
    priceEur: centsToDecimalString(row.priceCents),
    published: row.published,
    pictureUrl: row.pictureUrl,
    pictureAlt: row.pictureAlt,
  }
}

export const productTexts = {
  nameRequired: 'Toote nimi on kohustuslik',
  nameTooLong: 'Toote nimi võib olla kuni 120 märki',
  descriptionRequired: 'Kirjeldus on kohustuslik',
  descriptionTooLong: 'Kirjeldus võib olla kuni 2000 märki',
  invalidPrice: 'Vigane hind',
  invalidText: 'Tekstis on lubamatuid märke',
  publishedBoolean: 'Avaldamise väärtus peab olema tõene või väär',
  pictureUrl: 'Pildi aadress peab olema selle saidi üles laaditud pilt',
  altTooLong: 'Pildi alternatiivtekst võib olla kuni 300 märki',
  notFound: 'Toodet ei leitud',
} as const

const text = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(hasVisibleText, required)
    .max(max, tooLong)
    .refine((value) => !controlCharacters.test(value), productTexts.invalidText)

/** Price in euros per tonne: a number or a decimal string, at most two decimals, 0-100 000. */
const price = z
  .union([z.number(), z.string()], { error: productTexts.invalidPrice })
  .transform((value, ctx) => {
    const cents = parseProductPriceCents(value)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: productTexts.invalidPrice })
      return z.NEVER
    }
    return cents
  })

const productFields = {
  name: text(productTexts.nameRequired, productTexts.nameTooLong, 120),
  description: text(productTexts.descriptionRequired, productTexts.descriptionTooLong, 2000),
  priceEur: price,
}

export const createProductSchema = z.object({
  ...productFields,
  published: z.boolean({ error: productTexts.publishedBoolean }).optional().default(false),
})
export const updateProductSchema = z.object(productFields)
export const pictureSchema = z.object({
  url: z
    .string({ error: productTexts.pictureUrl })
    .trim()
    .refine((value) => isOwnPictureUrl(value), productTexts.pictureUrl),
  altText: z
    .string()
    .trim()
    .max(300, productTexts.altTooLong)
    .refine((value) => !controlCharacters.test(value), productTexts.invalidText)
    .nullish(),
})

export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  const rows = await db.select().from(products).orderBy(asc(products.sort), asc(products.id))
  return rows.map(toAdminProduct)
}

export async function getAdminProduct(db: Database, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return row ? toAdminProduct(row) : null
}

export async function createProduct(
  db: Database,
  admin: string,
  input: z.output<typeof createProductSchema>,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const row = await insertAudited(tx, products, {
      values: {
        name: input.name,
        description: input.description,
        priceCents: input.priceEur,
        published: input.published,
        // After every existing product.
        sort: sql`(select coalesce(max(${products.sort}), 0) + 10 from ${products})`,
      },
      admin,
      entity: 'product',
      after: auditView,
    })
    return toAdminProduct(row)
  })
}

/** Changes a product and logs before/after in one transaction; null when there is no such product. */
async function changeProduct(
  db: Database,
  admin: string,
  id: number,
  action: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<AdminProduct | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update')
    if (!before) return null
    const after = await updateAudited(tx, products, id, {
      set: { ...values, updatedAt: sql`now()` },
      admin,
      action,
      entity: 'product',
      before: auditView(before),
      after: auditView,
    })
    return after ? toAdminProduct(after) : null
  })
}

export function updateProduct(
  db: Database,
  admin: string,
  id: number,
  input: z.output<typeof updateProductSchema>,
) {
  return changeProduct(db, admin, id, 'update', {
    name: input.name,
    description: input.description,
    priceCents: input.priceEur,
  })
}

export function setProductPublished(db: Database, admin: string, id: number, published: boolean) {
  return changeProduct(db, admin, id, published ? 'publish' : 'unpublish', { published })
}

export function setProductPicture(
  db: Database,
  admin: string,
  id: number,
  picture: z.output<typeof pictureSchema>,
) {
  return changeProduct(db, admin, id, 'picture', {
    pictureUrl: picture.url,
    pictureAlt: picture.altText?.trim() || null,
  })
}

export function deleteProduct(db: Database, admin: string, id: number): Promise<boolean> {
  return db.transaction((tx) =>
    deleteAudited(tx, products, id, { admin, entity: 'product', before: auditView }),
  )
}
