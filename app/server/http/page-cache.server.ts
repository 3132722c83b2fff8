import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import type { Request, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { isAccountPath, type PageCacheDeclaration } from '#app/domain/page-cache.ts'
import { nextCalendarDate, tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import { getSiteContent, readContentVersion, refreshSiteContent } from '../content/site-content.server.ts'
import { carriesCustomerSession } from '../customers/customer-sessions.server.ts'
import type { Database } from '../db/database.server.ts'
import { log } from '../log.server.ts'
import { carriesFlash } from './flash.server.ts'
import { readAfterArrival } from './read-after-arrival.server.ts'

/**
 * Public pages rendered once and served again until what they show changes
 * (docs/decisions/040-page-cache.md).
 *
 * - **The key** is the content version (app_meta's `content_version`, which every change of the owner's
 *   content, the catalogue or the posts moves in its own transaction, by trigger for the last two), the
 *   Tallinn calendar date (the footer's year; nothing public reads the hour), the path, and the query
 *   parameters the page's route declares (`pageCache.query` in its `handle`). The version is the one the
 *   listener keeps in memory (content-version-watch.server.ts: every change is announced by NOTIFY as it
 *   commits); while the listener is not healthy it is read from the database for every candidate request.
 *   Either way a change in any process is on the next request to every other one.
 * - **Candidates** are GET requests outside the staff's, the API's and the customer's addresses, without
 *   the staff's flash cookie. What a render stores is decided by app/entry.server.tsx, which knows the route:
 *   a public page of islands, answered 200, that set no cookie, with no query parameter the route did not
 *   declare and none that it names as the result of a form (`pageCache.never`). Its `Cache-Control` then
 *   says `public`, and only such an answer is kept. A render whose catalogue came from the built-in list
 *   because the database did not answer is not kept either (`renderIsDegraded`).
 * - **Bounded** by bytes (`PAGE_CACHE_MB`, the LRU the project already uses for posts and addresses).
 *   A query parameter a page does not read makes no entry of its own: once a page was kept, its address
 *   with any other parameters is answered from the same entry; before that, such a request is rendered and
 *   not kept.
 * - **Revalidation.** Each entry is kept as the rendered bytes and their gzip and brotli forms, each with
 *   its own strong ETag; a matching `If-None-Match` gets a 304.
 * - **Hits before the framework** (ADR 057): `answerHit` answers a kept page from the start of the
 *   middleware (page-cache-hits.server.ts); `serve` answers the hits that path leaves to it. One request's
 *   key is worked out once for both.
 */

interface Variant {
  body: Buffer
  etag: string
}

interface Entry {
  headers: [string, string][]
  identity: Variant
  gzip: Variant
  br: Variant
}

/** What the render of one request told the cache (app/entry.server.tsx, the catalogue's reader). */
interface RenderState {
  declaration?: PageCacheDeclaration
  degraded: boolean
}

const renderStore = new AsyncLocalStorage<RenderState>()

/** Called by app/entry.server.tsx with the route's declaration when the page may be kept. */
export function declarePageCache(declaration: PageCacheDeclaration) {
  const state = renderStore.getStore()
  if (state) state.declaration = declaration
}

/** Called where a page falls back to built-in data because the database did not answer. */
export function markRenderDegraded() {
  const state = renderStore.getStore()
  if (state) state.degraded = true
}

/**
 * Addresses never kept, whatever their route says: the staff's, the API, an order's own page, feeds; and a
 * business customer's pages in any language (isAccountPath).
 */
const excludedPrefixes = [
  '/api/',
  '/admin',
  '/blogi-admin',
  '/tellimus/',
  '/tarned/',
  '/media/',
  '/assets/',
  '/konto',
  '/ru/konto',
  '/en/konto',
]

const promisedGzip = promisify(gzip)
const promisedBrotli = promisify(brotliCompress)

function etagOf(body: Buffer, suffix: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}${suffix}"`
}

/** Headers of a rendered answer that are the connection's or the request's, not the page's. */
const requestOwnHeaders = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'vary',
])

export interface PageCache {
  /**
   * Answers the request from the cache when it holds the page (`X-Page-Cache: hit`), as `serve` would;
   * resolves to false, having sent nothing, when it does not.
   */
  answerHit(req: Request, res: Response): Promise<boolean>
  /**
   * Answers the request from the cache, or renders it with `render` (which must resolve to React Router's
   * Response) and keeps what may be kept. Returns the Response to send when the cache did not answer.
   */
  serve(
    req: Request,
    res: Response,
    render: () => Promise<globalThis.Response>,
  ): Promise<globalThis.Response | undefined>
  /** Entries and bytes held (for the tests and the log). */
  size(): { entries: number; bytes: number }
}

/** The cache of the running server (one per process), for /healthz. */
let active: PageCache | undefined

/** Entries and bytes the running server's page cache holds; zero when it has none. */
export function pageCacheSize(): { entries: number; bytes: number } {
  return active?.size() ?? { entries: 0, bytes: 0 }
}

interface Key {
  key: string
  /** Whether the request renders what the key names (every parameter declared, none twice). */
  canonical: boolean
}

/**
 * Today's Tallinn date, worked out again only when the instant leaves the day it was worked out for
 * (formatting a date in a time zone is the costliest step of a key otherwise).
 */
function calendarDay() {
  let day = { date: '', from: 0, until: 0 }
  return () => {
    const now = Date.now()
    if (now < day.from || now >= day.until) {
      const date = tallinnCalendarDate(new Date(now))
      day = {
        date,
        from: tallinnDayStart(date).getTime(),
        until: tallinnDayStart(nextCalendarDate(date)).getTime(),
      }
    }
    return day.date
  }
}

export function createPageCache(options: {
  maxBytes: number
  database: () => Database
  /** The content version kept current by the listener, or undefined while it is not (then it is read). */
  contentVersion?: () => string | undefined
}): PageCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry) =>
      entry.identity.body.length + entry.gzip.body.length + entry.br.body.length + 512,
  })
  // What each kept path's route declared, learned from its render, so that a request with parameters the
  // page does not read finds the entry of its address without them.
  const declarations = new LRUCache<string, PageCacheDeclaration>({ max: 5000 })
  const today = calendarDay()

  // The content version is read for every candidate request, but one read serves the requests that came
  // while the one before it ran (PGlite runs one query at a time; PostgreSQL is spared the round trips),
  // and each request still gets a version read after it came: a change committed before it is seen.
  const versionReads = new WeakMap<Database, () => Promise<string>>()
  function readVersion(db: Database): Promise<string> {
    let read = versionReads.get(db)
    if (!read) {
      read = readAfterArrival(() => readContentVersion(db))
      versionReads.set(db, read)
    }
    return read()
  }
  /** A request's key, worked out once whether the early answer or `serve` asks first. */
  const keys = new WeakMap<Request, Promise<Key | null>>()
  function keyFor(req: Request): Promise<Key | null> {
    let key = keys.get(req)
    if (!key) {
      key = keyOf(req)
      keys.set(req, key)
    }
    return key
  }

  /** The key of a request, or null when it must not meet the cache. */
  async function keyOf(req: Request): Promise<Key | null> {
    if (req.method !== 'GET' || options.maxBytes <= 0) return null
    // The path and query as sent, not resolved against an origin: `/\\[x` or `//host/x` would name another
    // host (or none) there (react-router-handler.server.ts says the same of the route's address).
    const path = req.path
    const queryStart = req.originalUrl.indexOf('?')
    const params = new URLSearchParams(queryStart === -1 ? '' : req.originalUrl.slice(queryStart + 1))
    if (
      excludedPrefixes.some((prefix) => path.startsWith(prefix)) ||
      path === '/admin' ||
      isAccountPath(path)
    )
      return null
    // The staff's one-time message after a post: a page that may show it is never shared.
    if (carriesFlash(req.headers.cookie)) return null
    // A signed-in business customer sees the company's prices and details: never kept, never served a
    // kept page (ADR 059). The anonymous visitor after them is answered as before.
    if (carriesCustomerSession(req.headers.cookie)) return null
    const declaration = declarations.get(path)
    const names = [...new Set(params.keys())]
    if (declaration?.never?.some((name) => params.has(name))) return null
    const kept = declaration ? names.filter((name) => declaration.query?.includes(name)) : names
    const query = kept
      .sort()
      .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(params.get(name) ?? '')}`)
      .join('&')
    let version: string
    try {
      const db = options.database()
      version = options.contentVersion?.() ?? (await readVersion(db))
      // The page renders from the owner's content as this process holds it: bring it to this version.
      if (version !== getSiteContent().version) await refreshSiteContent(db, { force: true })
      if (version !== getSiteContent().version) return null
    } catch (error) {
      log.warn({ err: error }, 'page cache: content version not read; the page is rendered')
      return null
    }
    return {
      key: `${version}\n${today()}\n${path}?${query}`,
      // A request whose every parameter the route declared (or one without any) renders what the key names.
      canonical: kept.length === names.length && names.every((name) => params.getAll(name).length === 1),
    }
  }

  function send(req: Request, res: Response, entry: Entry) {
    const encoding = req.acceptsEncodings(['br', 'gzip', 'identity'])
    const variant = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('ETag', variant.etag)
    res.setHeader('Vary', 'Accept-Encoding')
    const tags = [entry.identity.etag, entry.gzip.etag, entry.br.etag]
    const asked = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    if (asked.includes('*') || asked.some((tag) => tags.includes(tag))) {
      for (const name of ['Content-Type', 'Content-Security-Policy']) res.removeHeader(name)
      res.status(304).end()
      return
    }
    if (variant !== entry.identity) res.setHeader('Content-Encoding', encoding as string)
    res.setHeader('Content-Length', variant.body.length)
    res.status(200).end(variant.body)
  }

  async function keep(response: globalThis.Response, state: RenderState): Promise<Entry | null> {
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    if (
      response.status !== 200 ||
      !state.declaration ||
      state.degraded ||
      !cacheControl.startsWith('public') ||
      response.headers.has('Set-Cookie') ||
      !(response.headers.get('Content-Type') ?? '').startsWith('text/html')
    )
      return null
    const body = Buffer.from(await response.arrayBuffer())
    const [gzipped, brotli] = await Promise.all([
      promisedGzip(body, { level: 9 }),
      promisedBrotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    ])
    const headers: [string, string][] = []
    for (const [name, value] of response.headers)
      if (!requestOwnHeaders.has(name.toLowerCase())) headers.push([name, value])
    const hash = etagOf(body, '')
    return {
      headers,
      identity: { body, etag: hash },
      gzip: { body: gzipped, etag: `${hash.slice(0, -1)}-gz"` },
      br: { body: brotli, etag: `${hash.slice(0, -1)}-br"` },
    }
  }

  /** Sends the kept page when there is one for the request's key. */
  function answerFromEntry(req: Request, res: Response, key: Key): boolean {
    const found = entries.get(key.key)
    if (!found) return false
    res.setHeader('X-Page-Cache', 'hit')
    send(req, res, found)
    return true
  }

  active = {
    async answerHit(req, res) {
      // Only a path kept before can be answered: anything else (a static file, a page never kept) goes
      // on without a version read.
      if (!declarations.has(req.path)) return false
      const key = await keyFor(req)
      return key !== null && answerFromEntry(req, res, key)
    },
    async serve(req, res, render) {
      const key = await keyFor(req)
      if (!key) return render()
      if (answerFromEntry(req, res, key)) return undefined
      const state: RenderState = { degraded: false }
      const response = await renderStore.run(state, render)
      if (!key.canonical) return response
      const entry = await keep(response, state)
      if (!entry) return response
      if (state.declaration) declarations.set(req.path, state.declaration)
      entries.set(key.key, entry)
      res.setHeader('X-Page-Cache', 'miss')
      send(req, res, entry)
      return undefined
    },
    size() {
      return { entries: entries.size, bytes: entries.calculatedSize }
    },
  }
  return active
}
