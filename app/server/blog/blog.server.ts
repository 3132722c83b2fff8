import { createHash } from 'node:crypto'
import { and, count, desc, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { type BlogArticle, blogArticles } from '#app/content/blog-articles.ts'
import type { BusinessInfo } from '#app/content/business.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import {
  escapeAttribute,
  htmlToText,
  postBodyToHtml,
  sanitizeHtml,
} from '#app/server/blog/sanitize-html.server.ts'
import { currentBusiness, getSiteContent } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { blogPosts } from '../db/schema.server.ts'
import { markRenderDegraded } from '../http/page-cache.server.ts'
import { log } from '../log.server.ts'
import { pictureKeyOf } from './built-in-posts.server.ts'

/**
 * The blog of /blogi: the posts staff publish in the blog admin, the four articles the site ships with
 * among them (seeded as posts 1-4, built-in-posts.server.ts). When the database cannot be read, the
 * built-in articles are shown as they were written.
 */

export type BlogImage = { kind: 'key'; key: string } | { kind: 'url'; url: string }

/** One card of the blog list. */
export interface BlogCard {
  id: number
  title: string
  excerpt: string
  /** An image key of the built-in picture set, an uploaded picture's URL, or none. */
  image: BlogImage | null
  imageAlt: string
  category: string
  /** Calendar date in Tallinn, YYYY-MM-DD. */
  date: string
  readTime: string
  href: string
}

/** One article page. */
export interface BlogEntry extends BlogCard {
  /** When the text last changed: a date (YYYY-MM-DD) for a built-in article, an instant for a stored post. */
  modified: string
  author: string
  metaTitle: string
  metaDescription: string
  /** The lead paragraph above the body; null where it would only repeat the body's first sentences. */
  lead: string | null
  /** Sanitized HTML. */
  bodyHtml: string
}

/** The byline of the built-in articles (the genitive of business.name), also used for staff posts. */
export const storedPostAuthor = 'Padu Karjääri meeskond'

const styleLabels: Record<string, string> = {
  informatiivne: 'Informatiivne',
  nõuandev: 'Nõuandev',
  teoreetiline: 'Teoreetiline',
}
const genericCategory = 'Blogipostitus'

const wordsPerMinute = 200
const excerptLength = 200

export function readTimeText(text: string): string {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return `${Math.max(1, Math.ceil(words / wordsPerMinute))} min lugemist`
}

/** The first ~200 characters of a text, cut at a word boundary. */
export function excerptOf(text: string, length = excerptLength): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length + 1)
  const boundary = cut.lastIndexOf(' ')
  const shortened = (boundary > length / 2 ? cut.slice(0, boundary) : cut.slice(0, length)).replace(
    /[\s,.;:–-]+$/,
    '',
  )
  return `${shortened}…`
}

/** 'dd.mm.yyyy' back to 'yyyy-mm-dd'. */
function safeImageUrl(url: string | null): string | null {
  if (!url) return null
  const trimmed = url.trim()
  if (/^https?:\/\//i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed
  return null
}

const tableRegionClass = 'mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white'

/**
 * Wraps each table of a sanitized body in a region that scrolls sideways on a narrow screen rather
 * than widening the page. A scrolling region must be reachable by keyboard, hence the tab stop, and
 * named: by the heading before the table. Runs on sanitizer output, where every '<' of text is escaped,
 * so each '<table>' here is a real table.
 */
export function wrapTables(html: string): string {
  let heading = 'Tabel'
  const used = new Map<string, number>()
  return html
    .replace(/<(h2|h3)>(.*?)<\/\1>|<table>/g, (match, _level, headingHtml: string | undefined) => {
      if (headingHtml !== undefined) {
        heading = htmlToText(headingHtml) || heading
        return match
      }
      // Landmarks of one page need distinct names: a second table under one heading is numbered.
      const count = (used.get(heading) ?? 0) + 1
      used.set(heading, count)
      const label = count === 1 ? heading : `${heading} (${count})`
      return `<div class="${tableRegionClass}" role="region" tabindex="0" aria-label="${escapeAttribute(label)}"><table>`
    })
    .replace(/<\/table>/g, '</table></div>')
}

/** A body ready for the page: sanitized, then given our own wrappers. */
function pageBody(sanitized: string): string {
  return wrapTables(sanitized)
}

/** A built-in article's body, sanitized: what its post's body is compared with. */
/** Per article object: the articles are made again when the business facts change (blogArticles). */
const builtInBodies = new WeakMap<BlogArticle, string>()

function builtInBody(article: BlogArticle): string {
  let body = builtInBodies.get(article)
  if (body === undefined) {
    // Trusted content, but one path for every body keeps a slip in the content file harmless.
    body = sanitizeHtml(article.content)
    builtInBodies.set(article, body)
  }
  return body
}

/** A built-in article as it was written: shown when the database cannot be read. */
function builtInEntry(article: BlogArticle): BlogEntry {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    image: { kind: 'key', key: article.image },
    imageAlt: article.imageAlt,
    category: article.category,
    date: article.date,
    readTime: article.readTime,
    href: `/blogi/${article.id}`,
    modified: article.date,
    author: article.author,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    lead: article.excerpt,
    bodyHtml: pageBody(builtInBody(article)),
  }
}

type StoredPost = typeof blogPosts.$inferSelect
/** The columns a card needs: the body is read for its excerpt and reading time, the topic for its category. */
type StoredCardColumns = Pick<
  StoredPost,
  'id' | 'pealkiri' | 'teema' | 'stiil' | 'sisu' | 'imageUrl' | 'createdAt'
>

interface StoredParts {
  card: BlogCard
  sanitized: string
  runningText: string
  /** The built-in article the post was seeded from, while its body is still the article's. */
  asWritten: BlogArticle | null
  /** The built-in article the post was seeded from (the same id), changed or not. */
  seededFrom: BlogArticle | null
}

/**
 * A post seeded from a built-in article (built-in-posts.server.ts) keeps the article's own texts as
 * long as they describe it: its excerpt (also the lead above the body), meta description and reading
 * time while the body is the article's, its page title while the title is, its category while the topic
 * is, and its date of change until someone saves it. Once changed, it reads like any other post.
 */
function seededArticle(id: number): BlogArticle | null {
  return blogArticles(currentBusiness()).find((article) => article.id === id) ?? null
}

/** The description of a picture of the site's own set: the built-in article's that shows it. */
function pictureAlt(key: string): string {
  return blogArticles(currentBusiness()).find((article) => article.image === key)?.imageAlt ?? ''
}

/**
 * Rendering a post (Markdown, the sanitizer, the excerpt) costs far more than reading it, and the blog
 * list renders a page of posts per request: each post's parts are kept, keyed by every column they are
 * made of, so an edited post is rendered again and an unchanged one never is.
 */
const renderedParts = new LRUCache<string, StoredParts>({ max: 500 })

function storedParts(post: StoredCardColumns): StoredParts {
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        post.id,
        post.pealkiri,
        post.teema,
        post.stiil,
        post.imageUrl,
        post.createdAt.getTime(),
        // The seeded articles' texts name the business: its facts are part of what a post renders from.
        getSiteContent().version,
      ]),
    )
    .update(post.sisu)
    .digest('base64url')
  const cached = renderedParts.get(key)
  if (cached) return cached
  const parts = renderParts(post)
  renderedParts.set(key, parts)
  return parts
}

function renderParts(post: StoredCardColumns): StoredParts {
  const sanitized = postBodyToHtml(post.sisu)
  const text = htmlToText(sanitized)
  const seededFrom = seededArticle(post.id)
  const asWritten = seededFrom && sanitized === builtInBody(seededFrom) ? seededFrom : null
  // The excerpt is read from the paragraphs: headings and list items would run into the sentences around them.
  const paragraphs = [...sanitized.matchAll(/<p>(.*?)<\/p>/gs)].map((match) => htmlToText(match[1]!))
  const runningText = paragraphs.join(' ').trim() || text
  const imageUrl = safeImageUrl(post.imageUrl)
  // A picture of the site's own set is shown in all its sizes, like a built-in article's.
  const pictureKey = imageUrl ? pictureKeyOf(imageUrl) : null
  return {
    card: {
      id: post.id,
      title: post.pealkiri.trim(),
      excerpt: asWritten ? asWritten.excerpt : excerptOf(runningText),
      image: pictureKey ? { kind: 'key', key: pictureKey } : imageUrl ? { kind: 'url', url: imageUrl } : null,
      // An uploaded picture illustrates the post; its title beside it says what it is about.
      imageAlt: pictureKey ? pictureAlt(pictureKey) : '',
      category:
        seededFrom && post.teema.trim() === seededFrom.category
          ? seededFrom.category
          : (styleLabels[post.stiil] ?? genericCategory),
      date: tallinnCalendarDate(post.createdAt),
      readTime: asWritten ? asWritten.readTime : readTimeText(text),
      href: `/blogi/${post.id}`,
    },
    sanitized,
    runningText,
    asWritten,
    seededFrom,
  }
}

export function storedEntry(post: StoredCardColumns & Pick<StoredPost, 'updatedAt'>): BlogEntry {
  const { card, sanitized, runningText, asWritten, seededFrom } = storedParts(post)
  const neverSaved = post.updatedAt.getTime() === post.createdAt.getTime()
  return {
    ...card,
    modified: seededFrom && neverSaved ? seededFrom.date : post.updatedAt.toISOString(),
    author: storedPostAuthor,
    metaTitle:
      seededFrom && card.title === seededFrom.title
        ? seededFrom.metaTitle
        : `${card.title} | ${currentBusiness().name}`,
    metaDescription: asWritten ? asWritten.metaDescription : excerptOf(runningText, 155),
    lead: asWritten ? asWritten.excerpt : null,
    bodyHtml: pageBody(sanitized),
  }
}

function toCard(entry: BlogEntry): BlogCard {
  return {
    id: entry.id,
    title: entry.title,
    excerpt: entry.excerpt,
    image: entry.image,
    imageAlt: entry.imageAlt,
    category: entry.category,
    date: entry.date,
    readTime: entry.readTime,
    href: entry.href,
  }
}

/** Cards on one page of /blogi. */
export const blogPageSize = 12

export interface BlogPage {
  entries: BlogCard[]
  page: number
  pageCount: number
}

const newestFirst = new WeakMap<BusinessInfo, readonly BlogArticle[]>()

/** The built-in articles of the facts the site shows now, newest first. */
function builtInsNewestFirst(): readonly BlogArticle[] {
  const business = currentBusiness()
  let articles = newestFirst.get(business)
  if (!articles) {
    articles = [...blogArticles(business)].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    newestFirst.set(business, articles)
  }
  return articles
}

const storedCardColumns = {
  id: blogPosts.id,
  pealkiri: blogPosts.pealkiri,
  teema: blogPosts.teema,
  stiil: blogPosts.stiil,
  sisu: blogPosts.sisu,
  imageUrl: blogPosts.imageUrl,
  createdAt: blogPosts.createdAt,
}

/**
 * One page of the blog list: the published posts newest first (on one day the later post first), or
 * null for a page past the end. Only the page's own posts are read and rendered, along
 * blog_posts_published_idx. When the database cannot be read the first page lists the built-in
 * articles as they were written, and the failure is logged.
 */
export async function listBlogEntries(
  db: Database,
  options: { page?: number; pageSize?: number } = {},
): Promise<BlogPage | null> {
  const page = options.page ?? 1
  const pageSize = options.pageSize ?? blogPageSize
  if (!Number.isSafeInteger(page) || page < 1) return null
  let total: number
  try {
    const [row] = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.published, true))
    total = Number(row?.total ?? 0)
  } catch (error) {
    log.error({ err: error }, 'blog: stored posts could not be read')
    if (page > 1) throw error
    markRenderDegraded()
    return {
      entries: builtInsNewestFirst().map((article) => toCard(builtInEntry(article))),
      page: 1,
      pageCount: 1,
    }
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (page > pageCount) return null
  const rows =
    total > 0
      ? await db
          .select(storedCardColumns)
          .from(blogPosts)
          .where(eq(blogPosts.published, true))
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : []
  return { entries: rows.map((row) => storedParts(row).card), page, pageCount }
}

/**
 * One published post; null when there is none with this id. When the database cannot be read, a
 * built-in article is shown as it was written (any other id fails as before).
 */
export async function findBlogEntry(db: Database, id: number): Promise<BlogEntry | null> {
  // Ids outside PostgreSQL's integer range cannot exist; asking would be an error.
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  try {
    const [row] = await db
      .select({ ...storedCardColumns, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
      .limit(1)
    return row ? storedEntry(row) : null
  } catch (error) {
    const article = blogArticles(currentBusiness()).find((item) => item.id === id)
    if (!article) throw error
    log.error({ err: error, id }, 'blog: post could not be read; the built-in article is shown')
    markRenderDegraded()
    return builtInEntry(article)
  }
}
