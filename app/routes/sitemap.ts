import { blogArticles } from '#app/content/blog-articles.ts'
import { materials } from '#app/content/materials.ts'
import { noticeDate } from '#app/content/privacy.ts'
import { listPublishedBlogPostsForSitemap } from '#app/server/content/sitemap.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Every public page and blog post. */
export async function loader() {
  const { publicUrl } = getConfig()
  const entries: { path: string; lastmod?: string }[] = [
    { path: '/' },
    ...materials.map((material) => ({ path: `/${material.slug}` })),
    { path: '/kalkulaator' },
    { path: '/tellimine' },
    { path: '/sertifikaat' },
    { path: '/blogi' },
    { path: '/privaatsus', lastmod: noticeDate },
    ...blogArticles.map((article) => ({ path: `/blogi/${article.id}`, lastmod: article.date })),
  ]
  try {
    for (const post of await listPublishedBlogPostsForSitemap(getDb())) {
      entries.push({ path: `/blogi/${post.id}`, lastmod: post.updatedAt.toISOString().slice(0, 10) })
    }
  } catch (error) {
    console.error(
      `sitemap.xml: blogipostitusi ei saanud lugeda: ${error instanceof Error ? error.message : String(error)}`,
    )
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
