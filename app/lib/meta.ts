import type { MetaDescriptor } from 'react-router'
import type { BusinessInfo } from '#app/content/business.ts'
import { socialImage } from '#app/content/images.gen.ts'
import { businessOfMatches } from './use-business.ts'

/** The site's default title, used where a page sets none and restored when leaving a blog article. */
export function defaultTitle(business: BusinessInfo): string {
  return `${business.name} – liiv, kruus ja killustik otse karjäärist`
}
export const defaultDescription =
  'Sõelutud liiv, kruus, killustik ja muld otse Lääne-Virumaa karjäärist. Hinnad tonni kohta, transport kalluriga kuni 60 km, kiire tellimine ja hinnapäring.'

/** The picture a shared link shows when the page has none of its own: the quarry. */
export const defaultShareImage = socialImage.src

interface MatchWithData {
  id: string
  data?: unknown
}

/** The canonical origin, from the root loader (PUBLIC_URL). */
export function publicUrlFrom(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { publicUrl?: string } | undefined
  return root?.publicUrl ?? ''
}

/** Title, description, canonical URL and Open Graph tags for one page; `business` names the site. */
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
  const url = `${origin}${options.path}`
  const descriptors: MetaDescriptor[] = [
    { title: options.title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: options.business.name },
    { property: 'og:locale', content: 'et_EE' },
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
