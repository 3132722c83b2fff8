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
