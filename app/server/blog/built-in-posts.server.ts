import { and, eq, sql } from 'drizzle-orm'
import { type BlogArticle, blogArticles } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import { type ImageKey, images } from '#app/content/images.gen.ts'
import type { BlogStyle } from '#app/domain/blog-styles.ts'
import { tallinnDayStart } from '#app/domain/tallinn-time.ts'
import { type Database, rowsOf } from '../db/database.server.ts'
import { auditLog, blogPosts } from '../db/schema.server.ts'
import { seedOnce } from '../db/seed-once.server.ts'
import { log } from '../log.server.ts'

/**
 * The four articles the site ships with (app/content/blog-articles.ts) are ordinary blog posts: seeded
 * once per installation as rows 1-4 of blog_posts, at their own addresses /blogi/1 … /blogi/4, and from
 * then on edited, hidden and deleted by staff like any post. Until staff change what a text describes,
 * the post keeps the article's own card and page texts (blog.server.ts, `builtInLook`).
 */

const seededKey = 'blog_articles_seeded_at'

/** The style a seeded article is stored with: practical advice. */
export const builtInPostStyle: BlogStyle = 'nõuandev'

/** A picture of the site's own set as a post stores it: the URL of its largest WebP file. */
export function pictureUrl(key: ImageKey): string {
  const widths = images[key].widths
  return `/images/${key}-${widths[widths.length - 1]}.webp`
}

/** The picture of the site's own set an image URL names (any of its files), if it names one. */
export function pictureKeyOf(url: string): ImageKey | null {
  const match = /^\/images\/([a-z0-9/_-]+)-(\d{1,5})\.(?:webp|avif)$/.exec(url)
  if (!match || !Object.hasOwn(images, match[1]!)) return null
  const key = match[1] as ImageKey
  return (images[key].widths as readonly number[]).includes(Number(match[2])) ? key : null
}

/** The row an article becomes: its date is the start of its day in Tallinn, so it sorts as it did. */
export function builtInPostValues(article: BlogArticle) {
  const date = tallinnDayStart(article.date)
  return {
    pealkiri: article.title,
    teema: article.category,
    stiil: builtInPostStyle,
    sisu: article.content,
    imageUrl: pictureUrl(article.image as ImageKey),
    published: true,
    createdAt: date,
    updatedAt: date,
  }
}

/**
 * Stores the four built-in articles as posts 1-4, once per installation (app_meta's
 * blog_articles_seeded_at), under the lock several processes starting on one PostgreSQL take turns at.
 *
 * Stored posts have been numbered from 101 since the first migration, so ids 1-4 are normally free.
 * Where one is taken anyway (a hand-made row, a sequence reset), the post holding it was never readable
 * at its address: /blogi/1 … /blogi/4 always showed the built-in article. That post is moved to the
 * next free id (its audit entries follow it, a warning names both ids) and the article keeps its
 * address, so no published link changes. New posts are numbered past every stored id (5 and up at
 * least; from 101 as ever on an installation whose numbering was never reset).
 */
export async function seedBlogArticles(db: Database): Promise<{ inserted: number; moved: number }> {
  return seedOnce(db, seededKey, { inserted: 0, moved: 0 }, async (tx) => {
    // The ids staff's posts get next must lie past every stored id and past the articles' own: true
    // since the first migration (from 101), checked for a sequence that was reset. Done first, so a
    // post moved out of the articles' way lands on a free id.
    await tx.execute(sql`
      select setval(pg_get_serial_sequence('blog_posts', 'id'), greatest(m.max_id, 4))
      from (select coalesce(max(id), 0) as max_id from blog_posts) m, blog_posts_id_seq s
      where greatest(m.max_id, 4) >= case when s.is_called then s.last_value + 1 else s.last_value end`)
    let moved = 0
    const articles = blogArticles(builtInBusiness)
    for (const article of articles) {
      const [taken] = rowsOf<{ id: number }>(
        await tx.execute(sql`update blog_posts set id = default where id = ${article.id} returning id`),
      )
      if (taken) {
        const to = Number(taken.id)
        await tx
          .update(auditLog)
          .set({ entityId: String(to) })
          .where(and(eq(auditLog.entity, 'blog_post'), eq(auditLog.entityId, String(article.id))))
        log.warn({ from: article.id, to }, 'blog post moved to a new id: its id is a built-in article’s')
        moved++
      }
      await tx
        .insert(blogPosts)
        .overridingSystemValue()
        .values({ id: article.id, ...builtInPostValues(article) })
    }
    return { inserted: articles.length, moved }
  })
}
