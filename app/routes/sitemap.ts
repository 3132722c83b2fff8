import { blogArticles } from '#app/content/blog-articles.ts'
import { materials } from '#app/content/materials.ts'
import { translatedPaths } from '#app/content/translated-pages.ts'
import { localePath, locales } from '#app/domain/locale.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { getSiteContent } from '#app/server/content/site-content.server.ts'
import { listPublishedBlogPostsForSitemap } from '#app/server/content/sitemap.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * Every public page and blog post; a translated page in each of its languages, each naming all of them
 * and the Estonian one as the default (hreflang alternates, as the pages' heads do; ADR 060).
 */
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
  const url = (path: string) => escapeXml(`${publicUrl}${path}`)
  const urls = entries
    .flatMap((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      if (!translatedPaths.has(entry.path)) return [`  <url><loc>${url(entry.path)}</loc>${lastmod}</url>`]
      const alternates = [...locales, 'x-default' as const]
        .map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${url(localePath(language === 'x-default' ? 'et' : language, entry.path))}"/>`,
        )
        .join('')
      return locales.map(
        (locale) => `  <url><loc>${url(localePath(locale, entry.path))}</loc>${lastmod}${alternates}</url>`,
      )
    })
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
