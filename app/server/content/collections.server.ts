import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '#app/domain/locale.ts'
import { recordAudit, updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { appMeta, contentItems } from '../db/schema.server.ts'
import { seedOnce } from '../db/seed-once.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import {
  builtInFields,
  type CollectionFields,
  type CollectionItem,
  collectionKinds,
  collectionSchemas,
  collectionTexts,
} from './collection-schemas.server.ts'
import {
  type AllTranslations,
  allTranslations,
  locateTranslationIssue,
  shownIn,
  withChanges,
} from './collection-translations.server.ts'
import { bumpContentVersion, contentVersionKey } from './content-writes.server.ts'
import {
  type ContentKind,
  getSiteContent,
  refreshSiteContent,
  type StoredItem,
} from './site-content.server.ts'

/**
 * The home page's four collections (testimonials, project references, gallery pictures, partner links):
 * one row of content_items per entry, its fields in `data` as each kind's schema reads them
 * (collection-schemas.server.ts), its Russian and English words among them. The
 * built-in entries of app/content are stored once per installation; afterwards the rows are the
 * owner's, changed by staff through /admin/avaleht or the admin API, each change in one transaction
 * with its audit entry and the content version (so every process shows it with its next request).
 */

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

/** The entries of a collection in the words of a page in `locale` (collection-translations.server.ts). */
const itemsIn = <K extends ContentKind>(kind: K, locale: Locale) =>
  itemsNow(kind).map((item) => shownIn(kind, item, locale))

export const testimonialsIn = (locale: Locale) => itemsIn('testimonial', locale)
export const referencesIn = (locale: Locale) => itemsIn('reference', locale)
export const galleryIn = (locale: Locale) => itemsIn('gallery', locale)
export const partnersIn = (locale: Locale) => itemsIn('partner', locale)

// ---------------------------------------------------------------------------------------------------
// Staff: read, create, change, move, delete

/**
 * One entry as the admin API and the staff pages see it: its place in the order is 1-based, and every
 * translated field is there in both languages, '' where there is no translation.
 */
export type AdminItem<K extends ContentKind = ContentKind> = {
  id: number
  order: number
  createdAt: string
  updatedAt: string
} & Omit<CollectionFields[K], 'translations'> & { translations: AllTranslations }

type Row = typeof contentItems.$inferSelect

function toAdminItem<K extends ContentKind>(kind: K, row: Row, order: number): AdminItem<K> {
  const parsed = collectionSchemas[kind].safeParse(row.data)
  // A row written by an older version of the schema is shown as stored rather than hidden from staff.
  const fields = (parsed.success ? parsed.data : row.data) as CollectionFields[K]
  return {
    id: row.id,
    order,
    ...fields,
    translations: allTranslations(kind, parsed.success ? parsed.data.translations : undefined),
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
  const parsed = parseSubmission(collectionSchemas[kind], input, { locate: locateTranslationIssue })
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
    const parsed = parseFields(kind, withChanges(stored, changes))
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
