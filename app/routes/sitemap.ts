import { blogArticles } from '#app/content/blog-articles.ts'
import { materials } from '#app/content/materials.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { getSiteContent } from '#app/server/content/site-content.server.ts'
import { listPublishedBlogPostsForSitemap } from '#app/server/content/sitemap.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Every public page and blog post. */
export async function loader() {
  const { publicUrl } = getConfig()
  const { business, privacy } = getSiteContent()
  const entries: { path: string; lastmod?: string }[] = [
    { path: '/' },
    ...materials.map((material) => ({ path: `/${material.slug}` })),
    { path: '/kalkulaator' },
    { path: '/tellimine' },
    { path: '/sertifikaat' },
    { path: '/blogi' },
    { path: '/privaatsus', lastmod: privacy.noticeDate },
    { path: '/ariklient' },
  ]
  // The published posts, the built-in articles among them (posts 1-4), dated in Tallinn as on their pages.
  try {
    for (const post of await listPublishedBlogPostsForSitemap(getDb())) {
      entries.push({ path: `/blogi/${post.id}`, lastmod: tallinnCalendarDate(post.updatedAt) })
    }
  } catch (error) {
    console.error(
      `sitemap.xml: blogipostitusi ei saanud lugeda: ${error instanceof Error ? error.message : String(error)}`,
    )
    // As /blogi then does: the built-in articles as they were written.
    for (const article of blogArticles(business))
      entries.push({ path: `/blogi/${article.id}`, lastmod: article.date })
  }
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
