import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { galleryImages } from '#app/content/gallery.ts'
import { images } from '#app/content/images.gen.ts'
import { partners } from '#app/content/partners.ts'
import { projectReferences } from '#app/content/references.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { homeCollectionKinds } from '#app/domain/collection-forms.ts'
import { controlCharacters, hasVisibleText } from '#app/domain/order-form.ts'
import { isOwnPictureUrl } from '#app/lib/uploaded-image.ts'
import { recordAudit, updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { appMeta, contentItems } from '../db/schema.server.ts'
import { seedOnce } from '../db/seed-once.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { bumpContentVersion, contentVersionKey } from './content-writes.server.ts'
import {
  type ContentKind,
  getSiteContent,
  refreshSiteContent,
  type StoredItem,
} from './site-content.server.ts'

/**
 * The home page's four collections (testimonials, project references, gallery pictures, partner links):
 * one row of content_items per entry, its fields in `data` as each kind's schema below reads them. The
 * built-in entries of app/content are stored once per installation; afterwards the rows are the
 * owner's, changed by staff through /admin/avaleht or the admin API, each change in one transaction
 * with its audit entry and the content version (so every process shows it with its next request).
 */

export const collectionKinds = homeCollectionKinds satisfies readonly ContentKind[]
export type { ContentKind }

export const collectionTexts = {
  invalidText: 'Tekstis on lubamatuid märke',
  invalidUrl: 'Veebiaadress peab algama http:// või https:// ja olema korrektne, nt https://www.rakvere.ee',
  urlTooLong: 'Veebiaadress võib olla kuni 500 märki',
  invalidPicture: 'Pilt peab olema selle veebilehe pilt või siia üles laaditud pilt',
  pictureRequired: 'Pilt on kohustuslik',
  altRequired: 'Kirjeldage pilti paari sõnaga: seda loeb ekraanilugeja ja see on näha, kui pilt ei avane',
  altTooLong: 'Pildi kirjeldus võib olla kuni 300 märki',
  rating: 'Hinnang peab olema täisarv 1 kuni 5',
  month: 'Aeg peab olema kujul AAAA-KK, nt 2025-06',
  notFound: 'Kirjet ei leitud',
  nothingToChange: 'Päringus ei ole ühtegi muudetavat välja. Väljad on',
  order: 'Koht järjekorras peab olema positiivne täisarv (1 on esimene) või suund up või down',
} as const

/** A trimmed text: required, visible, at most `max` characters, and only characters `allowed` accepts. */
function visibleText(required: string, tooLong: string, max: number, allowed: (value: string) => boolean) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(hasVisibleText, required)
    .max(max, tooLong)
    .refine(allowed, collectionTexts.invalidText)
}

/** A trimmed single-line text: required, visible, at most `max` characters, no control characters. */
function line(required: string, tooLong: string, max: number) {
  return visibleText(
    required,
    tooLong,
    max,
    (value) => !controlCharacters.test(value) && !/[\r\n\t]/.test(value),
  )
}

/** A trimmed text of one or more paragraphs. */
function paragraph(required: string, tooLong: string, max: number) {
  return visibleText(required, tooLong, max, (value) => !controlCharacters.test(value))
}

/** '', null or a missing value is "none". */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value

const webAddress = z
  .string({ error: collectionTexts.invalidUrl })
  .trim()
  .max(500, collectionTexts.urlTooLong)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: collectionTexts.invalidUrl }))

const optionalWebAddress = z.preprocess(blankToNull, webAddress.nullable())

/** A picture of the site's own generated set, by its key ('references/viide-1'). */
export function isBuiltInPicture(value: string): boolean {
  return Object.hasOwn(images, value)
}

const picture = z
  .string({ error: collectionTexts.pictureRequired })
  .trim()
  .min(1, collectionTexts.pictureRequired)
  .refine((value) => isBuiltInPicture(value) || isOwnPictureUrl(value), collectionTexts.invalidPicture)

const optionalPicture = z.preprocess(blankToNull, picture.nullable())

const altText = z
  .string({ error: 'Pildi kirjeldus peab olema tekst' })
  .trim()
  .max(300, collectionTexts.altTooLong)
  .refine((value) => !controlCharacters.test(value) && !/[\r\n\t]/.test(value), collectionTexts.invalidText)

export const testimonialSchema = z.object({
  name: line('Nimi on kohustuslik', 'Nimi võib olla kuni 80 märki', 80),
  position: line('Amet või ettevõte on kohustuslik', 'Amet või ettevõte võib olla kuni 120 märki', 120),
  positionUrl: optionalWebAddress,
  rating: z
    .number({ error: collectionTexts.rating })
    .int(collectionTexts.rating)
    .min(1, collectionTexts.rating)
    .max(5, collectionTexts.rating),
  text: paragraph('Tagasiside tekst on kohustuslik', 'Tagasiside tekst võib olla kuni 1200 märki', 1200),
})

export const referenceSchema = z
  .object({
    title: line('Pealkiri on kohustuslik', 'Pealkiri võib olla kuni 120 märki', 120),
    location: line('Asukoht on kohustuslik', 'Asukoht võib olla kuni 80 märki', 80),
    date: z
      .string({ error: collectionTexts.month })
      .trim()
      .min(1, 'Aeg on kohustuslik')
      .regex(/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/, collectionTexts.month),
    description: paragraph('Kirjeldus on kohustuslik', 'Kirjeldus võib olla kuni 800 märki', 800),
    url: optionalWebAddress,
    image: optionalPicture,
    imageAlt: z.preprocess((value) => value ?? '', altText),
  })
  .superRefine((reference, context) => {
    if (reference.image && !hasVisibleText(reference.imageAlt))
      context.addIssue({ code: 'custom', path: ['imageAlt'], message: collectionTexts.altRequired })
  })

export const gallerySchema = z.object({
  image: picture,
  alt: altText.refine(hasVisibleText, collectionTexts.altRequired),
  caption: line('Pildiallkiri on kohustuslik', 'Pildiallkiri võib olla kuni 120 märki', 120),
})

export const partnerSchema = z.object({
  name: line('Nimi on kohustuslik', 'Nimi võib olla kuni 80 märki', 80),
  url: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: collectionTexts.invalidUrl })
      .trim()
      .min(1, 'Veebiaadress on kohustuslik')
      .pipe(webAddress),
  ),
  logo: optionalPicture,
})

export const collectionSchemas = {
  testimonial: testimonialSchema,
  reference: referenceSchema,
  gallery: gallerySchema,
  partner: partnerSchema,
} as const

export type CollectionFields = { [K in ContentKind]: z.output<(typeof collectionSchemas)[K]> }
/** One entry as the public page reads it. */
export type CollectionItem<K extends ContentKind> = { id: number } & CollectionFields[K]
export type Testimonial = CollectionItem<'testimonial'>
export type ProjectReference = CollectionItem<'reference'>
export type GalleryPicture = CollectionItem<'gallery'>
export type Partner = CollectionItem<'partner'>

/** The built-in entries, as stored on the first start. */
export function builtInFields(): { [K in ContentKind]: CollectionFields[K][] } {
  return {
    testimonial: testimonials.map(({ name, position, positionUrl, rating, text }) => ({
      name,
      position,
      positionUrl,
      rating,
      text,
    })),
    reference: projectReferences.map(({ image, imageAlt, title, location, date, description, url }) => ({
      title,
      location,
      date,
      description,
      url,
      image,
      imageAlt,
    })),
    gallery: galleryImages.map(({ src, alt, caption }) => ({ image: src, alt, caption })),
    partner: partners.map(({ name, url }) => ({ name, url, logo: null })),
  }
}

// ---------------------------------------------------------------------------------------------------
// The public page's readers

const parsedLists = new WeakMap<readonly StoredItem[], readonly CollectionItem<ContentKind>[]>()
let builtInItems: { [K in ContentKind]: CollectionItem<K>[] } | undefined

/**
 * The entries of one collection as this process shows them, in the owner's order. Read from the
 * in-memory store and parsed once per version; an entry its schema refuses is left out. Before the
 * database was first read the built-in entries stand in.
 */
function itemsNow<K extends ContentKind>(kind: K): readonly CollectionItem<K>[] {
  const content = getSiteContent()
  if (content.version === '') {
    builtInItems ??= Object.fromEntries(
      collectionKinds.map((name) => [
        name,
        builtInFields()[name].map((fields, index) => ({ id: -(index + 1), ...fields })),
      ]),
    ) as unknown as { [K in ContentKind]: CollectionItem<K>[] }
    return builtInItems[kind]
  }
  const stored = content.items[kind]
  let parsed = parsedLists.get(stored)
  if (!parsed) {
    const schema = collectionSchemas[kind]
    parsed = stored.flatMap((item) => {
      const fields = schema.safeParse(item.data)
      return fields.success ? [{ id: item.id, ...fields.data }] : []
    })
    parsedLists.set(stored, parsed)
  }
  return parsed as unknown as readonly CollectionItem<K>[]
}

export const testimonialsNow = () => itemsNow('testimonial')
export const referencesNow = () => itemsNow('reference')
export const galleryNow = () => itemsNow('gallery')
export const partnersNow = () => itemsNow('partner')

// ---------------------------------------------------------------------------------------------------
// Staff: read, create, change, move, delete

/** One entry as the admin API and the staff pages see it: its place in the order is 1-based. */
export type AdminItem<K extends ContentKind = ContentKind> = {
  id: number
  order: number
  createdAt: string
  updatedAt: string
} & CollectionFields[K]

type Row = typeof contentItems.$inferSelect

function toAdminItem<K extends ContentKind>(kind: K, row: Row, order: number): AdminItem<K> {
  const parsed = collectionSchemas[kind].safeParse(row.data)
  // A row written by an older version of the schema is shown as stored rather than hidden from staff.
  const fields = (parsed.success ? parsed.data : row.data) as CollectionFields[K]
  return {
    id: row.id,
    order,
    ...fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as AdminItem<K>
}

/** What the audit log keeps of an entry. */
function auditView(kind: ContentKind, data: unknown, order?: number) {
  return { kind, ...(order === undefined ? {} : { order }), ...(data as object) }
}

async function rowsOf(db: Pick<Database, 'select'>, kind: ContentKind): Promise<Row[]> {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.sort), asc(contentItems.id))
}

export async function listItems<K extends ContentKind>(db: Database, kind: K): Promise<AdminItem<K>[]> {
  return (await rowsOf(db, kind)).map((row, index) => toAdminItem(kind, row, index + 1))
}

export async function getItem<K extends ContentKind>(
  db: Database,
  kind: K,
  id: number,
): Promise<AdminItem<K> | null> {
  const rows = await rowsOf(db, kind)
  const index = rows.findIndex((row) => row.id === id)
  return index < 0 ? null : toAdminItem(kind, rows[index]!, index + 1)
}

export type ChangeResult<T> =
  | { ok: true; item: T }
  | { ok: false; status: 400 | 404; error: string; fieldErrors: Record<string, string> }

const notFound = { ok: false, status: 404, error: collectionTexts.notFound, fieldErrors: {} } as const

function parseFields<K extends ContentKind>(kind: K, input: unknown) {
  const parsed = parseSubmission(collectionSchemas[kind], input)
  if (parsed.ok) return { ok: true as const, fields: parsed.value as CollectionFields[K] }
  return { ok: false as const, status: 400 as const, error: parsed.error, fieldErrors: parsed.fieldErrors }
}

/** The content version this transaction wrote, read back after bumping it. */
async function bumpAndReadVersion(tx: Pick<Database, 'execute' | 'select'>): Promise<number> {
  await bumpContentVersion(tx)
  const [row] = await tx
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, contentVersionKey))
  return Number(row?.value ?? 0)
}

/**
 * After a change committed: this process shows it at once. A refresh that was already under way when
 * the change committed may have read the version before it, so it is asked again until the store has
 * caught up (a few times at most: another process's later change is just as good).
 */
async function showChange(db: Database, version: number) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const shown = getSiteContent().version
    if (shown !== '' && Number(shown) >= version) return
    await refreshSiteContent(db, { force: true })
  }
}

/** A new entry, last in its collection. */
export async function createItem<K extends ContentKind>(
  db: Database,
  admin: string,
  kind: K,
  input: unknown,
): Promise<ChangeResult<AdminItem<K>>> {
  const parsed = parseFields(kind, input)
  if (!parsed.ok) return parsed
  const { item, version } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({
        kind,
        data: parsed.fields,
        sort: sql`(select coalesce(max(${contentItems.sort}), 0) + 10 from ${contentItems} where ${contentItems.kind} = ${kind})`,
      })
      .returning()
    if (!row) throw new Error('The content item was not stored')
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(eq(contentItems.kind, kind))
    await recordAudit(tx, {
      admin,
      action: 'create',
      entity: 'content_item',
      entityId: row.id,
      after: auditView(kind, parsed.fields),
    })
    return { item: toAdminItem(kind, row, count?.count ?? 1), version: await bumpAndReadVersion(tx) }
  })
  await showChange(db, version)
  return { ok: true, item }
}

/** A collection's rows in order, locked for the transaction that changes one of them. */
function lockedCollection(tx: Pick<Database, 'select'>, kind: ContentKind) {
  return tx
    .select()
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.sort), asc(contentItems.id))
    .for('update')
}

/**
 * Changes an entry: the fields given replace the stored ones, the others stay, and the whole is
 * checked again. Nothing is written when the result is refused.
 */
export async function updateItem<K extends ContentKind>(
  db: Database,
  admin: string,
  kind: K,
  id: number,
  changes: Record<string, unknown>,
): Promise<ChangeResult<AdminItem<K>>> {
  const fields = Object.keys(collectionSchemas[kind].shape)
  if (!Object.keys(changes).some((name) => fields.includes(name)))
    return {
      ok: false,
      status: 400,
      error: `${collectionTexts.nothingToChange}: ${fields.join(', ')}`,
      fieldErrors: {},
    }
  const result = await db.transaction(async (tx) => {
    const rows = await lockedCollection(tx, kind)
    const index = rows.findIndex((row) => row.id === id)
    const before = rows[index]
    if (!before) return notFound
    const stored = typeof before.data === 'object' && before.data !== null ? before.data : {}
    const parsed = parseFields(kind, { ...stored, ...changes })
    if (!parsed.ok) return parsed
    const after = await updateAudited(tx, contentItems, id, {
      set: { data: parsed.fields, updatedAt: sql`now()` },
      admin,
      action: 'update',
      entity: 'content_item',
      before: auditView(kind, before.data),
      after: () => auditView(kind, parsed.fields),
    })
    if (!after) return notFound
    return {
      ok: true as const,
      item: toAdminItem(kind, after, index + 1),
      version: await bumpAndReadVersion(tx),
    }
  })
  if (!result.ok) return result
  await showChange(db, result.version)
  return { ok: true, item: result.item }
}

/** Deletes an entry; false when there is none of this kind with this id. */
export async function deleteItem(
  db: Database,
  admin: string,
  kind: ContentKind,
  id: number,
): Promise<boolean> {
  const version = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contentItems)
      .where(and(eq(contentItems.kind, kind), eq(contentItems.id, id)))
      .returning()
    if (!row) return null
    await recordAudit(tx, {
      admin,
      action: 'delete',
      entity: 'content_item',
      entityId: id,
      before: auditView(kind, row.data),
    })
    return bumpAndReadVersion(tx)
  })
  if (version === null) return false
  await showChange(db, version)
  return true
}

/** Where to move an entry: a 1-based place (past the end means last), or one step up or down. */
export type MoveTarget = { order: number } | { direction: 'up' | 'down' }

const place = z
  .number({ error: collectionTexts.order })
  .int(collectionTexts.order)
  .min(1, collectionTexts.order)

export const moveSchema = z.union(
  [
    z.object({ order: place }),
    // `position` as well: the word a caller may reach for first (a testimonial's own `position` is
    // its author's job, which a move never changes).
    z.object({ position: place }).transform(({ position }) => ({ order: position })),
    z.object({ direction: z.enum(['up', 'down'], { error: collectionTexts.order }) }),
  ],
  { error: collectionTexts.order },
)

/**
 * Moves an entry to another place in its collection's order and numbers the collection again (10, 20,
 * 30 …). Null when there is no such entry.
 */
export async function moveItem<K extends ContentKind>(
  db: Database,
  admin: string,
  kind: K,
  id: number,
  target: MoveTarget,
): Promise<AdminItem<K> | null> {
  const result = await db.transaction(async (tx) => {
    const rows = await lockedCollection(tx, kind)
    const from = rows.findIndex((row) => row.id === id)
    const moved = rows[from]
    if (!moved) return null
    const wanted = 'order' in target ? target.order - 1 : from + (target.direction === 'up' ? -1 : 1)
    const to = Math.max(0, Math.min(rows.length - 1, wanted))
    if (to === from) return { item: toAdminItem(kind, moved, from + 1), version: null }
    const ordered = rows.filter((row) => row.id !== id)
    ordered.splice(to, 0, moved)
    for (const [index, row] of ordered.entries()) {
      const sort = (index + 1) * 10
      if (row.sort !== sort) await tx.update(contentItems).set({ sort }).where(eq(contentItems.id, row.id))
    }
    await recordAudit(tx, {
      admin,
      action: 'move',
      entity: 'content_item',
      entityId: id,
      before: auditView(kind, moved.data, from + 1),
      after: auditView(kind, moved.data, to + 1),
    })
    return {
      item: toAdminItem(kind, { ...moved, sort: (to + 1) * 10 }, to + 1),
      version: await bumpAndReadVersion(tx),
    }
  })
  if (!result) return null
  if (result.version !== null) await showChange(db, result.version)
  return result.item
}

// ---------------------------------------------------------------------------------------------------
// Seeding

const seededKey = 'content_items_seeded_at'

/**
 * Stores the built-in entries once per installation, under the lock of migrating and seeding.
 * Afterwards the collections are the owner's: an emptied collection stays empty.
 */
export async function seedContentItems(db: Database): Promise<{ inserted: number }> {
  return seedOnce(db, seededKey, { inserted: 0 }, async (tx) => {
    const fields = builtInFields()
    const rows = collectionKinds.flatMap((kind) =>
      fields[kind].map((data, index) => ({ kind, data, sort: (index + 1) * 10 })),
    )
    const inserted = await tx.insert(contentItems).values(rows).returning({ id: contentItems.id })
    await bumpContentVersion(tx)
    return { inserted: inserted.length }
  })
}
