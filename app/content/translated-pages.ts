import { type Locale, localePath, locales, splitLocalePath } from '#app/domain/locale.ts'
import { materials } from './materials.ts'

/**
 * The public pages that exist in Russian and English as well (ADR 060), by their Estonian paths. The
 * routes under /ru and /en are made from this list (app/routes.ts), and the language switch, the
 * hreflang alternates and the sitemap read it: a page not listed here is Estonian only, and its
 * prefixed address is a 404.
 */
export const translatedPaths: ReadonlySet<string> = new Set([
  '/',
  ...materials.map((material) => `/${material.slug}`),
  '/kalkulaator',
  '/sertifikaat',
  // The privacy notice and the business-account application, their forms' answers too.
  '/privaatsus',
  '/ariklient',
  '/tellimine',
  // The blog's list and frame only: its articles stay Estonian, at their Estonian addresses (ADR 060).
  '/blogi',
])

/**
 * A business account's pages (ADR 059) in the three languages: outside the sitemap and the search
 * engines (robots.txt), behind the sign-in, and otherwise translated as the public pages are. The link
 * of a sign-in mail, `/ru/konto/sisene/{token}`, has its routes beside these (app/routes.ts).
 */
export const accountPaths: ReadonlySet<string> = new Set([
  '/konto',
  '/konto/sisene',
  '/konto/valju',
  '/konto/tellimused',
  '/konto/arved',
  '/konto/saldo',
  '/konto/saldo/pdf',
  '/konto/objektid',
  '/konto/kasutajad',
])

/** Every path with a Russian and an English route. */
export const localisedPaths: ReadonlySet<string> = new Set([...translatedPaths, ...accountPaths])

/**
 * Where a link to the Estonian page `href` ('/kalkulaator', '/#stats') leads a reader of `locale`: the
 * page in their language, or the Estonian page where it has no translation yet.
 */
export function hrefIn(locale: Locale, href: string): string {
  const hashAt = href.indexOf('#')
  const path = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  return localisedPaths.has(path) ? `${localePath(locale, path)}${hash}` : href
}

/**
 * The pages whose address has no language prefix because what they show decides it: the customer's
 * order page (the order's language) and the payment return page. `?keel=et|ru|en` shows them in another.
 */
const languageByQuery = [/^\/tellimus\/[^/]+$/, /^\/makse\/tagasi$/]

/** The query parameter that shows a page of languageByQuery in a language other than its own. */
export const languageParameter = 'keel'

/**
 * The page at `pathname` in each language, for the language switch and the hreflang alternates: the
 * same page where it is translated (`same`), otherwise that language's home page; a page of a list keeps
 * its page number ('/ru/blogi?lk=2'). A page whose language the query names is the same address with
 * `?keel=`, the rest of its query (`search`) kept.
 */
export function counterparts(
  pathname: string,
  search = '',
): { locale: Locale; href: string; same: boolean }[] {
  if (languageByQuery.some((pattern) => pattern.test(pathname)))
    return locales.map((locale) => {
      const query = new URLSearchParams(search)
      query.set(languageParameter, locale)
      return { locale, href: `${pathname}?${query}`, same: true }
    })
  const { path } = splitLocalePath(pathname)
  const translated = localisedPaths.has(path)
  const part = partOfPage(search)
  return locales.map((locale) => ({
    locale,
    href: translated || locale === 'et' ? `${localePath(locale, path)}${part}` : localePath(locale, '/'),
    same: translated || locale === 'et',
  }))
}

/** The query parameters that name a part of a page, kept in its other languages: the blog list's page. */
const partParameters = ['lk']

/** `search`'s parameters of partParameters as a query ('?lk=2'), '' without any. */
function partOfPage(search: string): string {
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of partParameters) {
    const value = given.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}
