import { and, count, desc, eq, sql } from 'drizzle-orm'
import { type BlogArticle, blogArticles } from '#app/content/blog-articles.ts'
import { business } from '#app/content/business.ts'
import { tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import {
  escapeAttribute,
  htmlToText,
  postBodyToHtml,
  sanitizeHtml,
} from '#app/server/blog/sanitize-html.server.ts'
import type { Database } from '../db/database.server.ts'
import { blogPosts } from '../db/schema.server.ts'
import { log } from '../log.server.ts'

/**
 * The blog of /blogi: the four built-in articles (ids 1-4) and the posts staff publish in the blog
 * admin (stored ids start at 101, so the two never collide).
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

const builtInBodies = new Map<number, string>()

function builtInEntry(article: BlogArticle): BlogEntry {
  let bodyHtml = builtInBodies.get(article.id)
  if (bodyHtml === undefined) {
    // Trusted content, but one path for every body keeps a slip in the content file harmless.
    bodyHtml = pageBody(sanitizeHtml(article.content))
    builtInBodies.set(article.id, bodyHtml)
  }
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
    bodyHtml,
  }
}

type StoredPost = typeof blogPosts.$inferSelect
/** The columns a card needs: the body is read for its excerpt and reading time, the topic is not. */
type StoredCardColumns = Pick<StoredPost, 'id' | 'pealkiri' | 'stiil' | 'sisu' | 'imageUrl' | 'createdAt'>

interface StoredParts {
  card: BlogCard
  sanitized: string
  runningText: string
}

function storedParts(post: StoredCardColumns): StoredParts {
  const sanitized = postBodyToHtml(post.sisu)
  const text = htmlToText(sanitized)
  // The excerpt is read from the paragraphs: headings and list items would run into the sentences around them.
  const paragraphs = [...sanitized.matchAll(/<p>(.*?)<\/p>/gs)].map((match) => htmlToText(match[1]!))
  const runningText = paragraphs.join(' ').trim() || text
  const imageUrl = safeImageUrl(post.imageUrl)
  return {
    card: {
      id: post.id,
      title: post.pealkiri.trim(),
      excerpt: excerptOf(runningText),
      image: imageUrl ? { kind: 'url', url: imageUrl } : null,
      // The picture illustrates the post; its title beside it says what it is about.
      imageAlt: '',
      category: styleLabels[post.stiil] ?? genericCategory,
      date: tallinnCalendarDate(post.createdAt),
      readTime: readTimeText(text),
      href: `/blogi/${post.id}`,
    },
    sanitized,
    runningText,
  }
}

export function storedEntry(post: StoredCardColumns & Pick<StoredPost, 'updatedAt'>): BlogEntry {
  const { card, sanitized, runningText } = storedParts(post)
  return {
    ...card,
    modified: post.updatedAt.toISOString(),
    author: storedPostAuthor,
    metaTitle: `${card.title} | ${business.name}`,
    metaDescription: excerptOf(runningText, 155),
    lead: null,
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

/** The built-in articles newest first, as they stand among themselves. */
const builtInsNewestFirst = [...blogArticles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)

const storedCardColumns = {
  id: blogPosts.id,
  pealkiri: blogPosts.pealkiri,
  stiil: blogPosts.stiil,
  sisu: blogPosts.sisu,
  imageUrl: blogPosts.imageUrl,
  createdAt: blogPosts.createdAt,
}

/**
 * One page of the blog list: the built-in articles and the published stored posts merged newest first
 * (by Tallinn calendar date; on the same day a stored post comes before a built-in article), or null for
 * a page past the end. Only the page's own posts are read and rendered: where each built-in article
 * falls among the stored posts is counted along blog_posts_published_idx, so the cost of a page does
 * not grow with the number of posts beyond those counts. When the database cannot be read the first
 * page still lists the built-in articles and the failure is logged.
 */
export async function listBlogEntries(
  db: Database,
  options: { page?: number; pageSize?: number } = {},
): Promise<BlogPage | null> {
  const page = options.page ?? 1
  const pageSize = options.pageSize ?? blogPageSize
  if (!Number.isSafeInteger(page) || page < 1) return null
  let storedTotal: number
  let positions: number[]
  try {
    const [row] = await db
      .select({
        total: count(),
        ...Object.fromEntries(
          builtInsNewestFirst.map((article, index) => [
            `before${index}`,
            sql<number>`count(*) filter (where ${blogPosts.createdAt} >= ${tallinnDayStart(article.date).toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
          ]),
        ),
      })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
    const counts = row as Record<string, number>
    storedTotal = Number(counts.total)
    // A built-in article's place in the merged list: the stored posts before it and the built-ins before it.
    positions = builtInsNewestFirst.map((_, index) => Number(counts[`before${index}`]) + index)
  } catch (error) {
    log.error({ err: error }, 'blog: stored posts could not be read')
    if (page > 1) throw error
    return {
      entries: builtInsNewestFirst.map((article) => toCard(builtInEntry(article))),
      page: 1,
      pageCount: 1,
    }
  }
  const total = storedTotal + builtInsNewestFirst.length
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (page > pageCount) return null
  const start = (page - 1) * pageSize
  const end = Math.min(start + pageSize, total)
  const builtInsBefore = positions.filter((position) => position < start).length
  const builtInsHere = new Map(
    builtInsNewestFirst
      .map((article, index) => [positions[index]!, article] as const)
      .filter(([position]) => position >= start && position < end),
  )
  const storedHere = end - start - builtInsHere.size
  const rows =
    storedHere > 0
      ? await db
          .select(storedCardColumns)
          .from(blogPosts)
          .where(eq(blogPosts.published, true))
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(storedHere)
          .offset(start - builtInsBefore)
      : []
  const entries: BlogCard[] = []
  let next = 0
  for (let position = start; position < end; position++) {
    const article = builtInsHere.get(position)
    if (article) entries.push(toCard(builtInEntry(article)))
    else if (next < rows.length) entries.push(storedParts(rows[next++]!).card)
  }
  return { entries, page, pageCount }
}

/** One article: a built-in one, or a published stored post; null when there is none with this id. */
export async function findBlogEntry(db: Database, id: number): Promise<BlogEntry | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const article = blogArticles.find((item) => item.id === id)
  if (article) return builtInEntry(article)
  // Ids outside PostgreSQL's integer range cannot exist; asking would be an error.
  if (id > 2_147_483_647) return null
  const [row] = await db
    .select({ ...storedCardColumns, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
    .limit(1)
  return row ? storedEntry(row) : null
}
