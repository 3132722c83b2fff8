import { ArrowLeft, Calendar, UserRound } from 'lucide-react'
import { data, Link } from 'react-router'
import { ArticleDate, ReadingTime } from '#app/components/article-facts.tsx'
import { BlogErrorPage, blogErrorMeta } from '#app/components/blog-error.tsx'
import { PhoneLink } from '#app/components/contact-links.tsx'
import { imageUrl, ResponsiveImage } from '#app/components/responsive-image.tsx'
import { ShareButton } from '#app/components/share-button.tsx'
import type { ImageKey } from '#app/content/images.gen.ts'
import { Island, islandsHandle } from '#app/islands/island.tsx'
import { pageMeta, publicUrlFrom } from '#app/lib/meta.ts'
import { breadcrumbs, jsonLd, localBusiness } from '#app/lib/structured-data.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { type BlogImage, findBlogEntry } from '#app/server/blog/blog.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/blog-article'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export async function loader({ params }: Route.LoaderArgs) {
  // Only a plain positive number is an id: '01', '1.0' or '1e2' are not addresses of an article.
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null
  const entry = id === null ? null : await findBlogEntry(getDb(), id)
  if (!entry) throw data(null, { status: 404 })
  return { entry }
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const business = businessOfMatches(matches)
  if (!loaderData) return blogErrorMeta(error, notFound.title, business)
  const { entry } = loaderData
  const origin = publicUrlFrom(matches)
  const image = shareImagePath(entry.image)
  return [
    ...pageMeta({
      business,
      matches,
      path: entry.href,
      title: entry.metaTitle,
      description: entry.metaDescription,
      type: 'article',
      image,
    }),
    jsonLd({
      '@type': 'BlogPosting',
      headline: entry.title,
      description: entry.metaDescription,
      datePublished: entry.date,
      dateModified: entry.modified,
      author: { '@type': 'Organization', name: entry.author, url: `${origin}/` },
      // The whole business node, as on the home page: a bare @id would point at nothing on this page.
      publisher: localBusiness(origin, business),
      inLanguage: 'et',
      mainEntityOfPage: `${origin}${entry.href}`,
      ...(image ? { image: `${origin}${image}` } : {}),
    }),
    jsonLd(
      breadcrumbs(origin, [
        { name: 'Avaleht', path: '/' },
        { name: 'Blogi', path: '/blogi' },
        { name: entry.title, path: entry.href },
      ]),
    ),
  ]
}

const heroSizes = '(min-width: 56rem) 848px, 100vw'

const backLinkClass = 'inline-flex min-h-11 items-center gap-2 font-medium text-stone-100 hover:text-white'

function HeroImage({ image, alt }: { image: BlogImage; alt: string }) {
  const className = 'h-full w-full object-cover'
  if (image.kind === 'key') {
    return (
      <ResponsiveImage
        image={image.key as ImageKey}
        alt={alt}
        sizes={heroSizes}
        priority
        className={className}
      />
    )
  }
  return <img src={image.url} alt={alt} fetchPriority="high" className={className} />
}

/** The picture for link previews: a generated one, or an uploaded one on our own site. */
function shareImagePath(image: BlogImage | null): string | undefined {
  if (image?.kind === 'key') return imageUrl(image.key as ImageKey)
  if (image?.kind === 'url' && image.url.startsWith('/')) return image.url
  return undefined
}

/**
 * Reading typography for the article's HTML, on the wrapper: the body is sanitized HTML, so the styles
 * reach its elements through descendant variants.
 */
const bodyClass = [
  'text-lg leading-relaxed text-graphite',
  '[&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:leading-snug',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-accent',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:font-semibold',
  '[&_li]:pl-1',
  '[&_strong]:font-semibold',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-accent-hover',
  '[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-sand-500 [&_blockquote]:bg-sand-100 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:italic',
  // Tables sit in a scrolling region added by blog.server.ts (wrapTables).
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm sm:[&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-stone-400 [&_th]:bg-stone-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold',
  '[&_td]:border-t [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_tbody_tr:nth-child(even)]:bg-stone-50',
  // Below the lead a phone shows none of the body at load, a desktop its first block: every later block
  // is laid out only when it comes near the screen (app.css), which was most of the page's blocking time.
  '[&>:nth-child(n+2)]:lazy-render [&>:nth-child(n+2)]:[--lazy-render-height:10rem]',
].join(' ')

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness()
  const { entry } = loaderData
  // Without a lead paragraph the body's first heading or paragraph starts right under the header.
  const bodyClassName = entry.lead ? bodyClass : `${bodyClass} [&>:first-child]:mt-0`
  return (
    <article>
      <header className="bg-graphite text-white">
        <div className={`mx-auto max-w-4xl px-4 pt-6 sm:px-6 ${entry.image ? 'pb-24 sm:pb-40' : 'pb-10'}`}>
          <div className="flex items-center justify-between gap-4">
            <Link to="/blogi" className={backLinkClass}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Tagasi blogisse
            </Link>
            <Island
              name="share-button"
              component={ShareButton}
              props={{
                title: entry.title,
                className:
                  'inline-flex min-h-11 items-center gap-2 rounded-md border border-white/40 px-4 font-semibold text-white hover:bg-white/10',
              }}
            />
          </div>
          <p className="mt-6">
            <span className="rounded-full bg-sand-200 px-3 py-1 text-sm font-semibold text-graphite">
              {entry.category}
            </span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {entry.title}
          </h1>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-stone-100">
            <li className="inline-flex items-center gap-2">
              <Calendar aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Avaldatud </span>
              <ArticleDate date={entry.date} />
            </li>
            <li className="inline-flex items-center gap-2">
              <ReadingTime readTime={entry.readTime} />
            </li>
            <li className="inline-flex items-center gap-2">
              <UserRound aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Autor: </span>
              {entry.author}
            </li>
          </ul>
        </div>
      </header>

      {entry.image ? (
        // The picture overlaps the dark header band.
        <div className="mx-auto -mt-16 max-w-4xl px-4 sm:-mt-32 sm:px-6">
          <div className="aspect-[16/9] overflow-hidden rounded-xl bg-stone-100 shadow-lg">
            <HeroImage image={entry.image} alt={entry.imageAlt} />
          </div>
        </div>
      ) : null}

      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {entry.lead ? (
          <p className="text-xl leading-relaxed font-medium text-stone-700">{entry.lead}</p>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized in blog.server.ts to the blog's allow-list (sanitize-html.ts) */}
        <div className={bodyClassName} dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />

        <aside
          aria-labelledby="order-cta-title"
          className="lazy-render [--lazy-render-height:16rem] mt-14 rounded-xl bg-sand-100 p-6 sm:p-8"
        >
          <h2 id="order-cta-title" className="text-2xl font-bold">
            Vajate liiva, kruusa või killustikku?
          </h2>
          <p className="mt-2 text-stone-700">
            Tellige materjal otse karjäärist: laadime selle teie autole või toome kalluriga kohale. Suurema
            koguse puhul helistage ja teeme pakkumise.
          </p>
          <p className="mt-5 flex flex-wrap gap-3">
            <Link
              to="/tellimine"
              prefetch="intent"
              className="inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
            >
              Telli materjal
            </Link>
            <PhoneLink
              business={business}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-400 bg-white px-5 font-semibold"
              numberClassName="tabular"
            />
          </p>
        </aside>

        <p className="mt-10">
          <Link to="/blogi" className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Kõik postitused
          </Link>
        </p>
      </div>
    </article>
  )
}

/** What the page says, and its title, when there is no such page. */
const notFound = { title: 'Postitust ei leitud', text: 'Seda postitust ei ole olemas või on see eemaldatud.' }

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorPage error={error} notFound={notFound} failedTitle="Postitust ei saanud avada" />
}
