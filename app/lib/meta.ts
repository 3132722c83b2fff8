import type { MetaDescriptor } from 'react-router'
import type { BusinessInfo } from '#app/content/business.ts'
import { socialImage } from '#app/content/images.gen.ts'
import { translatedPaths } from '#app/content/translated-pages.ts'
import { type Locale, localePath, locales, splitLocalePath } from '#app/domain/locale.ts'
import { businessOfMatches } from './use-business.ts'

/** The picture a shared link shows when the page has none of its own: the quarry. */
export const defaultShareImage = socialImage.src

interface MatchWithData {
  id: string
  data?: unknown
  pathname?: string
}

/** The page's language, from the address of its innermost route (ADR 060). */
export function localeOfMatches(matches: readonly (MatchWithData | undefined)[]): Locale {
  return splitLocalePath(matches.at(-1)?.pathname ?? '/').locale
}

const openGraphLocales: Record<Locale, string> = { et: 'et_EE', ru: 'ru_RU', en: 'en_GB' }

/** The canonical origin, from the root loader (PUBLIC_URL). */
export function publicUrlFrom(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { publicUrl?: string } | undefined
  return root?.publicUrl ?? ''
}

/**
 * Title, description, canonical URL and Open Graph tags for one page; `business` names the site, `path`
 * is the page's Estonian path, with the query that names a page of a list ('/blogi?lk=2'). A translated
 * page (translated-pages.ts) names its versions in the other languages, each with the same query, and
 * the Estonian one as the default for any other reader (hreflang, ADR 060).
 */
export function pageMeta(options: {
  business: BusinessInfo
  matches: readonly (MatchWithData | undefined)[]
  title: string
  description: string
  path: string
  image?: string
  type?: 'website' | 'article'
}): MetaDescriptor[] {
  const origin = publicUrlFrom(options.matches)
  const locale = localeOfMatches(options.matches)
  // A page of a list ('/blogi?lk=2') is its path's page in every language, with the same query.
  const queryAt = options.path.indexOf('?')
  const path = queryAt === -1 ? options.path : options.path.slice(0, queryAt)
  const query = queryAt === -1 ? '' : options.path.slice(queryAt)
  const url = `${origin}${localePath(locale, path)}${query}`
  const translated = translatedPaths.has(path)
  const descriptors: MetaDescriptor[] = [
    { title: options.title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(translated
      ? [...locales, 'x-default' as const].map((language) => ({
          tagName: 'link' as const,
          rel: 'alternate',
          hrefLang: language,
          href: `${origin}${localePath(language === 'x-default' ? 'et' : language, path)}${query}`,
        }))
      : []),
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: options.business.name },
    { property: 'og:locale', content: openGraphLocales[locale] },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
  ]
  descriptors.push({ property: 'og:image', content: `${origin}${options.image ?? defaultShareImage}` })
  return descriptors
}

/**
 * pageMeta for a page whose title and description are in its texts, which follow from the business
 * facts of the page's data (`textsOf`).
 */
export function textPageMeta(
  matches: readonly (MatchWithData | undefined)[],
  path: string,
  textsOf: (business: BusinessInfo) => { metaTitle: string; metaDescription: string },
): MetaDescriptor[] {
  const business = businessOfMatches(matches)
  const texts = textsOf(business)
  return pageMeta({ business, matches, path, title: texts.metaTitle, description: texts.metaDescription })
}
