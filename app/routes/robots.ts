import { getConfig } from '#app/server/runtime.server.ts'

/** Crawlers stay out of the admin areas and the APIs. */
export function loader() {
  const { publicUrl } = getConfig()
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /blogi-admin',
    'Disallow: /api/',
    // A company's own pages, behind its sign-in.
    'Disallow: /konto',
    'Disallow: /ru/konto',
    'Disallow: /en/konto',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
