import { asc, eq } from 'drizzle-orm'
import { type BusinessInfo, builtInBusiness } from '#app/content/business.ts'
import {
  noticeDate as builtInNoticeDate,
  retentionMonths as builtInRetentionMonths,
} from '#app/content/privacy.ts'
import type { Database } from '../db/database.server.ts'
import { appMeta, contentItems, siteContent } from '../db/schema.server.ts'
import { log } from '../log.server.ts'
import { readBusinessFacts } from './business-facts.server.ts'
import { contentVersionKey } from './content-writes.server.ts'

/**
 * The owner's content as this process shows it: read from the database once, kept in memory, and read
 * again when it changed. Every change bumps `content_version` in app_meta in its own transaction; each
 * request (server/app.ts) asks whether the version moved, at most every half second, so several
 * processes on one PostgreSQL agree within a second and a page never queries per section. When the
 * database does not answer, the last content read stays (the built-in content before the first read).
 */

export interface PrivacySettings {
  /** How long the personal data of orders, inquiries and chat is kept; the retention job reads it too. */
  retentionMonths: number
  /** 'YYYY-MM-DD', when the notice took effect. */
  noticeDate: string
}

export type ContentKind = (typeof contentItems.$inferSelect)['kind']

/** One entry of a home-page collection as stored: its fields are the kind's schema's to read. */
export interface StoredItem {
  id: number
  sort: number
  data: unknown
}

export interface SiteContent {
  /** app_meta's content_version when this was read; '' for the built-in content. */
  version: string
  business: BusinessInfo
  privacy: PrivacySettings
  /** Stored documents other than the two above, by key ('material:killustik'). */
  documents: ReadonlyMap<string, unknown>
  items: Readonly<Record<ContentKind, readonly StoredItem[]>>
}

export const builtInPrivacy: PrivacySettings = {
  retentionMonths: builtInRetentionMonths,
  noticeDate: builtInNoticeDate,
}

function builtInContent(): SiteContent {
  return {
    version: '',
    business: builtInBusiness,
    privacy: builtInPrivacy,
    documents: new Map(),
    items: { testimonial: [], reference: [], gallery: [], partner: [] },
  }
}

/**
 * Kept on globalThis, like the runtime: the development server loads the route modules apart from
 * server/app.ts, and both must see one store.
 */
interface Store {
  current: SiteContent
  checkedAt: number
  pending: Promise<void> | undefined
}
const holder = globalThis as typeof globalThis & { __quarryContent?: Store }
holder.__quarryContent ??= { current: builtInContent(), checkedAt: 0, pending: undefined }
const store: Store = holder.__quarryContent
const checkEveryMs = 500

/** The content this process shows now. */
export function getSiteContent(): SiteContent {
  return store.current
}

/** The business facts this process shows now (the server's modules read them at use, never at import). */
export function currentBusiness(): BusinessInfo {
  return store.current.business
}

export function readPrivacySettings(value: unknown): PrivacySettings {
  const stored = (value ?? {}) as Partial<PrivacySettings>
  return {
    retentionMonths:
      Number.isInteger(stored.retentionMonths) && (stored.retentionMonths ?? 0) > 0
        ? (stored.retentionMonths as number)
        : builtInPrivacy.retentionMonths,
    noticeDate:
      typeof stored.noticeDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored.noticeDate)
        ? stored.noticeDate
        : builtInPrivacy.noticeDate,
  }
}

/** app_meta's content_version as stored now ('0' before the first change). */
export async function readContentVersion(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, contentVersionKey))
  return row?.value ?? '0'
}

/** Reads every stored document and entry. */
export async function loadSiteContent(db: Database): Promise<SiteContent> {
  return db.transaction(async (tx) => {
    const version = await readContentVersion(tx)
    const documents = new Map<string, unknown>()
    for (const row of await tx.select().from(siteContent)) documents.set(row.key, row.value)
    const items: Record<ContentKind, StoredItem[]> = {
      testimonial: [],
      reference: [],
      gallery: [],
      partner: [],
    }
    const rows = await tx.select().from(contentItems).orderBy(asc(contentItems.sort), asc(contentItems.id))
    for (const row of rows) items[row.kind].push({ id: row.id, sort: row.sort, data: row.data })
    const business = documents.has('business')
      ? readBusinessFacts(documents.get('business'))
      : builtInBusiness
    const privacy = readPrivacySettings(documents.get('privacy'))
    documents.delete('business')
    documents.delete('privacy')
    return { version, business, privacy, documents, items }
  })
}

/**
 * Makes sure this process shows the stored content: reads the version at most every half second (or at
 * once with `force`), and everything again when it moved. Never throws.
 */
export function refreshSiteContent(db: Database, options: { force?: boolean } = {}): Promise<void> {
  const now = Date.now()
  if (!options.force && now - store.checkedAt < checkEveryMs && store.current.version !== '')
    return Promise.resolve()
  // A forced read follows a change this process just committed: a read already under way may have
  // asked for the version before the commit, so it reads again after that one.
  if (store.pending)
    return options.force ? store.pending.then(() => refreshSiteContent(db, options)) : store.pending
  store.pending = (async () => {
    try {
      const version = await readContentVersion(db)
      if (version !== store.current.version) store.current = await loadSiteContent(db)
      store.checkedAt = Date.now()
    } catch (error) {
      log.warn({ err: error }, 'site content not refreshed')
    } finally {
      store.pending = undefined
    }
  })()
  return store.pending
}

/** Forgets what was read, so that the next refresh reads everything (a new runtime, a restore). */
export function resetSiteContent() {
  store.current = builtInContent()
  store.checkedAt = 0
}
