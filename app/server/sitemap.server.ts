import { desc, eq } from 'drizzle-orm'
import type { Database } from './db/database.server.ts'
import { blogPosts } from './db/schema.server.ts'

/** Ids and change dates of the published staff posts: the sitemap reads no post bodies. */
export function listPublishedBlogPostsForSitemap(db: Database) {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt))
    .limit(5000)
}
