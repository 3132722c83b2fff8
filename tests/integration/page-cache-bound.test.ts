import { describe, expect, it } from 'vitest'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The page cache's memory bound (app/server/http/page-cache.server.ts, ADR 040) against the production
 * build: a scanner's flood of made-up query strings answers from the entries already kept and adds none.
 * The bound is this process's memory, which the database does not change: this file runs on PGlite only
 * (vitest.config.ts).
 */

const site = setupServer()

/** Requests the page until this process answers it from its cache (a miss first fills it). */
async function cached(path: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(`${site.url}${path}`)
    await response.body?.cancel()
    if (response.headers.get('X-Page-Cache') === 'hit') return
  }
  throw new Error(`${path} was not answered from the cache`)
}

/** A scanner's flood: every request a query string never seen before. */
const requests = 4_000

describe('the memory bound', () => {
  it(`holds under ${requests} requests to distinct query strings: none makes an entry`, async () => {
    await cached('/')
    const before = (await (await fetch(`${site.url}/healthz`)).json()).pageCache as {
      entries: number
      bytes: number
    }
    expect(before.entries).toBeGreaterThan(0)
    const answers = new Map<string, number>()
    let next = 0
    // Ten clients at a time, as a scanner would: the home page with made-up parameters, the blog past its
    // end and the calculator with made-up materials.
    const pathOf = (n: number) =>
      n % 200 === 1 ? `/blogi?lk=${1000 + n}` : n % 200 === 2 ? `/kalkulaator?materjal=m${n}` : `/?q=${n}`
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < requests) {
          const n = next++
          const response = await fetch(`${site.url}${pathOf(n)}`, { redirect: 'manual' })
          await response.body?.cancel()
          const kind = `${response.status} ${response.headers.get('X-Page-Cache') ?? '-'}`
          answers.set(kind, (answers.get(kind) ?? 0) + 1)
        }
      }),
    )
    expect(Object.fromEntries(answers)).toEqual({
      '200 hit': requests - requests / 100,
      '404 -': requests / 200,
      '301 -': requests / 200,
    })
    const after = (await (await fetch(`${site.url}/healthz`)).json()).pageCache
    expect(after).toEqual(before)
  }, 60_000)
})
