import { islandsEntryUrl } from 'virtual:islands-entry'
import { useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useMatches } from 'react-router'
import { PageScripts } from '#app/components/page-scripts.tsx'
import { siteFrameMessages } from '#app/content/messages/site-frame.ts'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { wantsIslands } from '#app/islands/island.tsx'
import { IslandScripts } from '#app/islands/island-scripts.tsx'
import { criticalCss, stylesheetUrl } from '#app/lib/critical-css.ts'
import { translate, useMessages } from '#app/lib/messages.ts'
import { useNonce } from '#app/lib/nonce.tsx'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { publicConfig } from '#app/server/config.server.ts'
import { getSiteContent } from '#app/server/content/site-content.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'
import faviconSvg from '../public/favicon.svg?raw'
import type { Route } from './+types/root'

export function loader() {
  const content = getSiteContent()
  return { ...publicConfig(getConfig()), business: content.business, privacy: content.privacy }
}

/**
 * The public settings and the owner's business facts change seldom; a page load reads them fresh.
 * Reloading them after a form's post would only add a request that, when the network is what failed
 * the post, fails too and hides the page.
 */
export function shouldRevalidate() {
  return false
}

/**
 * The tab's icon is written into the page (333 bytes of SVG), so that loading a page asks the network for
 * nothing beyond its document, its first picture and, after the first paint, its script. There is no web
 * manifest: the site is not installed as an app (it would open in the browser anyway), and a phone fetched
 * the manifest while the page was still loading (docs/decisions/039-nothing-beside-the-first-paint.md). The
 * touch icon is fetched only when a visitor adds the site to a home screen.
 */
const faviconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: faviconHref, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  // The server's nonce; '' in the browser, whose hydration leaves these elements' attributes alone.
  const nonce = useNonce()
  // A public page hydrates its islands only; the staff's pages hydrate whole (docs/decisions/034-islands.md).
  // The browser's bundle has no islands entry, so a page React Router hydrates renders the same here.
  const matches = useMatches()
  const islandsSrc = wantsIslands(matches) ? islandsEntryUrl : null
  const staffPage = matches.some((match) => match.id === 'routes/admin/layout')
  const locale = useLocale()
  const t = translate(siteFrameMessages, locale)
  // Set once the page has hydrated and every control works: the browser tests wait for it instead of
  // for a quiet network.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2124" />
        {/*
          The first frame waits until the page's content is parsed, up to the marker after it (Chromium;
          other browsers ignore it). Without it the parser stops for a paint of the first part and then
          styles and lays out the page again piece by piece: long tasks right after the first paint on a
          slow phone.
        */}
        <link rel="expect" href="#page-end" blocking="render" />
        {staffPage ? (
          // A stylesheet resource with a precedence stays in the document once loaded (React 19), so a
          // client-side move to a page without it keeps its styles.
          <link rel="stylesheet" href={stylesheetUrl} precedence="default" />
        ) : (
          <style
            nonce={nonce || undefined}
            // The browser keeps what the server wrote; the client render leaves it alone.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, from the build
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? criticalCss : '' }}
            suppressHydrationWarning
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg"
        >
          {t('skip.main')}
        </a>
        {children}
        <div id="page-end" hidden />
        {islandsSrc ? (
          <IslandScripts nonce={nonce || undefined} src={islandsSrc} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce || undefined} />
            <PageScripts nonce={nonce || undefined} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translate(siteFrameMessages, splitLocalePath(location.pathname).locale)
  return [
    { title: t('meta.title', { name: businessOfMatches(matches).name }) },
    { name: 'description', content: t('meta.description') },
  ]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const business = useBusiness()
  const locale = useLocale()
  const t = useMessages(siteFrameMessages)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // A request the server could not read (4xx): the visitor's data, not our fault, and not logged.
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound
  if (!notFound && !refused) console.error(error)
  return (
    <main id="main-content" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{t(notFound ? 'error.notFound' : 'error.title')}</title>
      <h1 className="text-3xl font-bold">
        {t(notFound ? 'error.notFound' : refused ? 'error.refused' : 'error.failed')}
      </h1>
      <p className="mt-4 text-lg text-stone-700">
        {t(notFound ? 'error.notFoundText' : refused ? 'error.refusedText' : 'error.failedText')}
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href={localePath(locale, '/')}
          className="inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white"
        >
          {t('home.back')}
        </a>
        <a
          href={`tel:${business.phoneE164}`}
          className="inline-flex min-h-11 items-center rounded-md border border-stone-400 px-5 font-semibold"
        >
          {business.phone}
        </a>
      </p>
    </main>
  )
}
