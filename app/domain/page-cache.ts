/**
 * What a public page's route says in its `handle` about the server's page cache
 * (app/server/http/page-cache.server.ts, docs/decisions/040-page-cache.md); the routes write it through
 * `islandsPage` (app/islands/island.tsx).
 */
export interface PageCacheDeclaration {
  /** The query parameters that choose what the page shows (`lk` of /blogi): part of the key. */
  query?: readonly string[]
  /** Parameters that mark the result of a form (`tellimus=esitatud`): such an answer is never kept. */
  never?: readonly string[]
}

/**
 * A business customer's own pages, in any language (`/konto/arved`, `/ru/konto`, `/en/konto/saldo`): they
 * show a company's figures, so neither the page cache nor a shared cache ever keeps one (ADR 059). Any
 * case, as the routes match.
 */
export function isAccountPath(pathname: string): boolean {
  return /^(?:\/(?:ru|en))?\/konto(?:\/|$)/i.test(pathname)
}
