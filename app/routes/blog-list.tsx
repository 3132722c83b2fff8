import { ArrowLeft, ArrowRight, Calendar, Newspaper } from 'lucide-react'
import { data, Link } from 'react-router'
import { ArticleDate, ReadingTime } from '#app/components/article-facts.tsx'
import { BlogErrorPage, blogErrorMeta } from '#app/components/blog-error.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import type { ImageKey } from '#app/content/images.gen.ts'
import { islandsPage } from '#app/islands/island.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import { businessOfMatches } from '#app/lib/use-business.ts'
import { type BlogCard, listBlogEntries } from '#app/server/blog/blog.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/blog-list'

/** /blogi is the first page; /blogi?lk=2 the next. Any other value of lk is not a page of the list. */
function pageFrom(request: Request): number | null {
  const text = new URL(request.url).searchParams.get('lk')
  if (text === null) return 1
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null
}

function pagePath(page: number): string {
  return page > 1 ? `/blogi?lk=${page}` : '/blogi'
}

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsPage({ query: ['lk'] })
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageFrom(request)
  const list = page === null ? null : await listBlogEntries(getDb(), { page })
  if (!list) throw data(null, { status: 404 })
  return list
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const business = businessOfMatches(matches)
  if (!loaderData) return blogErrorMeta(error, notFound.title, business)
  const { page, pageCount } = loaderData
  const pageText = page > 1 ? ` (lehekülg ${page}/${pageCount})` : ''
  return pageMeta({
    business,
    matches,
    path: pagePath(page),
    title: `Blogi: nõuanded liiva, kruusa ja killustiku kasutamiseks${pageText} | ${business.name}`,
    description:
      'Praktilised nõuanded ehitajale: millist liiva, kruusa ja killustikku valida vundamendi, drenaaži, teede ja haljastuse jaoks ning kuidas kogust arvutada.',
  })
}

const cardSizes = '(min-width: 72rem) 560px, (min-width: 40rem) 50vw, 100vw'

/** The card's picture is decoration: the title beside it says what the article is about. */
function CardImage({ entry, priority }: { entry: BlogCard; priority: boolean }) {
  const { image } = entry
  const className = 'h-full w-full object-cover'
  if (image?.kind === 'key') {
    return (
      <ResponsiveImage
        image={image.key as ImageKey}
        alt=""
        sizes={cardSizes}
        priority={priority}
        className={className}
      />
    )
  }
  if (image?.kind === 'url') {
    return (
      <img
        src={image.url}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-sand-200 to-stone-200"
    >
      <Newspaper className="h-12 w-12 text-sand-700/60" />
    </div>
  )
}

function BlogCardItem({ entry, priority }: { entry: BlogCard; priority: boolean }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-stone-100">
        <CardImage entry={entry} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700">
          <span className="rounded-full bg-sand-100 px-3 py-1 font-semibold text-sand-700">
            {entry.category}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <ArticleDate date={entry.date} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ReadingTime readTime={entry.readTime} />
          </span>
        </div>
        <h2 className="mt-4 text-xl font-bold leading-snug">{entry.title}</h2>
        <p className="mt-2 line-clamp-3 text-stone-700">{entry.excerpt}</p>
        <p className="mt-auto pt-5">
          {/* The link covers the whole card (after:inset-0), so the card is one target and one tab stop. */}
          <Link
            to={entry.href}
            prefetch="intent"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent after:absolute after:inset-0 after:content-[''] hover:text-accent-hover"
          >
            {/* Hidden text names the article; the visible words are the start of that name. */}
            <span aria-hidden="true">Loe edasi</span>
            <span className="sr-only">Loe edasi: {entry.title}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </p>
      </div>
    </li>
  )
}

const pageLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-accent hover:text-accent-hover'

/** Newer and older pages of the list; nothing when everything fits on one page. */
function PageLinks({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Blogi leheküljed" className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pagePath(page - 1)} rel="prev" className={pageLinkClass}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Uuemad postitused
        </Link>
      ) : (
        <span />
      )}
      <p className="tabular text-stone-700">
        Lehekülg {page} / {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pagePath(page + 1)} rel="next" className={pageLinkClass}>
          Vanemad postitused
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="bg-graphite text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          {/* The genitive of business.name, as in the articles' byline. */}
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Padu Karjääri blogi</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-100">
            Nõuanded liiva, kruusa ja killustiku valimiseks ning kasutamiseks ehitusel, teedel ja aias.
          </p>
        </div>
      </header>
      <section aria-label="Postitused" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {/* Every post, the four the site came with among them, is staff's to delete. */}
        {loaderData.entries.length === 0 ? (
          <p className="text-lg text-stone-700">Postitusi praegu ei ole.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:gap-8">
            {loaderData.entries.map((entry, index) => (
              <BlogCardItem key={entry.id} entry={entry} priority={index === 0 && loaderData.page === 1} />
            ))}
          </ul>
        )}
        <PageLinks page={loaderData.page} pageCount={loaderData.pageCount} />
      </section>
    </>
  )
}

/** What the page says, and its title, when there is no such page. */
const notFound = { title: 'Lehekülge ei leitud', text: 'Blogis ei ole sellist lehekülge.' }

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorPage error={error} notFound={notFound} failedTitle="Blogi ei saanud avada" />
}
