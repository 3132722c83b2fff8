/**
 * The key a public form sends with a submission, so that a retry of the same submission is stored once
 * (app/server/http/submission-guard.server.ts).
 *
 * A public page is the same bytes for every visitor (docs/decisions/040-page-cache.md), so the key its
 * HTML carries is the page's, not the visitor's: it starts with `p-`. The form's island replaces it with a
 * key of its own as soon as it runs; a form posted without JavaScript sends the page's key, and the server
 * then makes the submission's key from it, the visitor's address and what was sent.
 */
export const pageKeyPrefix = 'p-'

/** A key for the HTML of a page that may be shown to many visitors. */
export function newPageKey(): string {
  return `${pageKeyPrefix}${crypto.randomUUID()}`
}

/** A key made by the visitor's browser for one submission. */
export function newSubmissionKey(): string {
  return crypto.randomUUID()
}

export function isPageKey(key: string): boolean {
  return key.startsWith(pageKeyPrefix)
}
