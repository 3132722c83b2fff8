import { ArrowLeft, ArrowRight, Calendar, Newspaper } from 'lucide-react'
import { data, Link } from 'react-router'
import { ArticleDate, ReadingTime } from '#app/components/article-facts.tsx'
import { BlogErrorPage, blogErrorMeta } from '#app/components/blog-error.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import type { ImageKey } from '#app/content/images.gen.ts'
import { blogListMessages } from '#app/content/messages/blog-list.ts'
import { estonianTextOn, type Locale, localePath } from '#app/domain/locale.ts'
import { islandsPage } from '#app/islands/island.tsx'
import { translate } from '#app/lib/messages.ts'
import { localeOfMatches, pageMeta } from '#app/lib/meta.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { type BlogCard, listBlogEntries } from '#app/server/blog/blog.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/blog-list'

/** /blogi is the first page; /blogi?lk=2 the next. Any other value of lk is not a page of the list. */
function pageFrom(request: Request): number | null {
  const text = new URL(request.url).searchParams.get('lk')
  if (text === null) return 1
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null
}

/** A page of the list in `locale` ('/ru/blogi?lk=2'); its articles are at their Estonian addresses. */
function pagePath(locale: Locale, page: number): string {
  const list = localePath(locale, '/blogi')
  return page > 1 ? `${list}?lk=${page}` : list
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
  const t = translate(blogListMessages, localeOfMatches(matches))
  if (!loaderData) return blogErrorMeta(error, t('notFound.title'), business, t('error.title'))
  const { page, pageCount } = loaderData
  return pageMeta({
    business,
    matches,
    path: pagePath('et', page),
    title:
      page > 1
        ? t('meta.titlePage', { page, pageCount, name: business.name })
        : t('meta.title', { name: business.name }),
    description: t('meta.description'),
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

/** '5 min lugemist' as the page's language says it; Estonian as written where it reads otherwise. */
function readTimeIn(locale: Locale, readTime: string) {
  const minutes = /^(\d+) min lugemist$/.exec(readTime)?.[1]
  if (locale === 'et' || minutes === undefined) return readTime
  return translate(blogListMessages, locale)('readTime', { minutes: Number(minutes) })
}

/**
 * A card of an article, which is Estonian on every page (ADR 060): on a Russian or English page its
 * title, excerpt and topic carry lang="et", and its link leads to the Estonian article.
 */
function BlogCardItem({ entry, priority }: { entry: BlogCard; priority: boolean }) {
  const locale = useLocale()
  const t = translate(blogListMessages, locale)
  const estonian = estonianTextOn(locale)
  const readTime = readTimeIn(locale, entry.readTime)
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-stone-100">
        <CardImage entry={entry} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700">
          <span className="rounded-full bg-sand-100 px-3 py-1 font-semibold text-sand-700" {...estonian}>
            {entry.category}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <ArticleDate date={entry.date} locale={locale} />
          </span>
          <span
            className="inline-flex items-center gap-1.5"
            {...(readTime === entry.readTime ? estonian : {})}
          >
            <ReadingTime readTime={readTime} />
          </span>
        </div>
        <h2 className="mt-4 text-xl font-bold leading-snug" {...estonian}>
          {entry.title}
        </h2>
        <p className="mt-2 line-clamp-3 text-stone-700" {...estonian}>
          {entry.excerpt}
        </p>
        <p className="mt-auto pt-5">
          {/* The link covers the whole card (after:inset-0), so the card is one target and one tab stop. */}
          <Link
            to={entry.href}
            hrefLang={estonian.lang}
            prefetch="intent"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent after:absolute after:inset-0 after:content-[''] hover:text-accent-hover"
          >
            {/* Hidden text names the article; the visible words are the start of that name. */}
            <span aria-hidden="true">{t('readMore')}</span>
            {locale === 'et' ? (
              <span className="sr-only">Loe edasi: {entry.title}</span>
            ) : (
              <span className="sr-only">
                {t('readMore')}: <span lang="et">{entry.title}</span>
              </span>
            )}
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
  const locale = useLocale()
  const t = translate(blogListMessages, locale)
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('pages.label')} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pagePath(locale, page - 1)} rel="prev" className={pageLinkClass}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('pages.newer')}
        </Link>
      ) : (
        <span />
      )}
      <p className="tabular text-stone-700">{t('pages.page', { page, pageCount })}</p>
      {page < pageCount ? (
        <Link to={pagePath(locale, page + 1)} rel="next" className={pageLinkClass}>
          {t('pages.older')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const locale = useLocale()
  const t = translate(blogListMessages, locale)
  const business = useBusiness()
  return (
    <>
      <header className="bg-graphite text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('heading', { name: business.name })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-100">{t('intro')}</p>
          {/* The articles are Estonian (ADR 060): a Russian or English reader is told before the list. */}
          {locale === 'et' ? null : (
            <p className="mt-4 max-w-2xl rounded-md bg-white/10 px-4 py-3 font-semibold text-white ring-1 ring-white/20">
              {t('note')}
            </p>
          )}
        </div>
      </header>
      <section aria-label={t('posts')} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {/* Every post, the four the site came with among them, is staff's to delete. */}
        {loaderData.entries.length === 0 ? (
          <p className="text-lg text-stone-700">{t('empty')}</p>
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

/** What the page says when there is no such page or the list could not be read, in its language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale()
  const t = translate(blogListMessages, locale)
  return (
    <BlogErrorPage
      error={error}
      notFound={{ title: t('notFound.title'), text: t('notFound.text') }}
      failedTitle={t('failed.title')}
      texts={{ failed: t('failed.text'), back: t('back'), backHref: pagePath(locale, 1) }}
    />
  )
}
