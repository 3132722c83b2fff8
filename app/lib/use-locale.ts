import { useLocation, useMatches } from 'react-router'
import { isLocale, type Locale, splitLocalePath } from '#app/domain/locale.ts'

/**
 * The language of the page being rendered (ADR 060): from its address, unless its route's loader names
 * the page's own (`pageLocale`), as the customer's order page does, whose address has no prefix and
 * whose language the order decides.
 */
export function useLocale(): Locale {
  const { pathname } = useLocation()
  const matches = useMatches()
  return pageLocaleOf(matches.map((match) => match.data)) ?? splitLocalePath(pathname).locale
}

/** The language a route's loader data names for its page (`pageLocale`), the deepest first. */
export function pageLocaleOf(data: readonly unknown[]): Locale | null {
  for (const item of [...data].reverse()) {
    const named = item && typeof item === 'object' && 'pageLocale' in item ? item.pageLocale : undefined
    if (typeof named === 'string' && isLocale(named)) return named
  }
  return null
}
