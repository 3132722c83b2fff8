import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.server.ts'
import { blogPosts } from '../db/schema.server.ts'

/**
 * One sitemap file holds at most 50 000 addresses; the site's own pages take a few dozen of them. A blog
 * that ever outgrew the rest would need a sitemap index, not a silently shorter list.
 */
const maxPostsInSitemap = 49_900

/**
 * Ids and change dates of the published staff posts, newest first along blog_posts_published_idx: the
 * sitemap lists every post and reads no post bodies.
 */
export function listPublishedBlogPostsForSitemap(db: Database) {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(maxPostsInSitemap)
}
