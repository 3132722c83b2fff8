import { expect } from 'vitest'

/**
 * A page's form post refused without JavaScript: the page again, with status 400, holding each of
 * `texts` (its field messages and the values kept). Resolves with the page's HTML.
 */
export async function expectFormPageAgain(response: Response, texts: string[]): Promise<string> {
  expect(response.status).toBe(400)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  const html = await response.text()
  for (const text of texts) expect(html).toContain(text)
  return html
}
