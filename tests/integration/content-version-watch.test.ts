import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type ContentVersionWatch,
  watchContentVersion,
} from '#app/server/content/content-version-watch.server.ts'
import { getSiteContent } from '#app/server/content/site-content.server.ts'
import { type Database, rowsOf } from '#app/server/db/database.server.ts'
import { createPageCache, declarePageCache } from '#app/server/http/page-cache.server.ts'
import { pageCacheHits } from '#app/server/http/page-cache-hits.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'

/**
 * The content version kept in memory by its listener (content-version-watch.server.ts, ADR 057) behind
 * the real page cache, on the test database (PGlite, or TEST_DATABASE_URL's PostgreSQL): a hit reads
 * nothing while the listener is healthy, a change made straight in SQL is on the next request, and on
 * PostgreSQL a killed listening connection makes requests read the version until it is back.
 */

const database = setupTestDatabase({ resetBeforeEach: false })
const databaseUrl = process.env.TEST_DATABASE_URL || undefined

/** Every use of the database by the page cache, counted on this side: any property of it asked for. */
let uses = 0
let watch: ContentVersionWatch
let base = ''
let server: ReturnType<express.Express['listen']> | undefined

beforeAll(async () => {
  const db = database.db
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      uses += 1
      return Reflect.get(target, property, receiver)
    },
  }) as Database
  watch = watchContentVersion(database.handle)
  await watch.started
  const cache = createPageCache({
    maxBytes: 1_000_000,
    database: () => counted,
    contentVersion: watch.current,
  })
  const app = express()
  app.use(pageCacheHits(cache))
  app.get('/', async (req, res, next) => {
    try {
      const rendered = await cache.serve(req, res, async () => {
        declarePageCache({})
        return new Response(`<p>version ${getSiteContent().version}</p>`, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0' },
        })
      })
      if (rendered)
        res
          .status(rendered.status)
          .type('html')
          .send(await rendered.text())
    } catch (error) {
      next(error)
    }
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server?.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await watch?.close()
})

async function home() {
  const response = await fetch(`${base}/`)
  return { hit: response.headers.get('X-Page-Cache') === 'hit', text: await response.text() }
}

/** A change of a product made in SQL, outside the site's code: 0008's trigger moves the version. */
async function changeProductsInSql(): Promise<string> {
  await database.db.execute(sql`update products set name = name`)
  const [row] = rowsOf<{ value: string }>(
    await database.db.execute(sql`select value from app_meta where key = 'content_version'`),
  )
  return row?.value ?? ''
}

async function keptHome() {
  await home()
  const again = await home()
  expect(again.hit).toBe(true)
  return again
}

describe('the content version kept by its listener', () => {
  it('answers hits without reading the database while the listener is healthy', async () => {
    expect(watch.current()).toMatch(/^\d+$/)
    await keptHome()
    const before = uses
    for (let round = 0; round < 5; round += 1) expect((await home()).hit).toBe(true)
    expect(uses).toBe(before)
  })

  it('sees a change made straight in the database on the next request', async () => {
    const kept = await keptHome()
    const version = await changeProductsInSql()
    const next = await home()
    expect(next.hit).toBe(false)
    expect(next.text).toBe(`<p>version ${version}</p>`)
    expect(next.text).not.toBe(kept.text)
    expect(watch.current()).toBe(version)
  })

  it.skipIf(!databaseUrl)(
    'reads the version per request while the listening connection is lost, and listens again',
    async () => {
      await keptHome()
      const killed = rowsOf(
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'karjaar listener: content_version'`,
        ),
      )
      expect(killed.length).toBeGreaterThan(0)
      await vi.waitFor(() => expect(watch.current()).toBeUndefined(), { timeout: 10_000, interval: 20 })
      const version = await changeProductsInSql()
      const usesBefore = uses
      const next = await home()
      expect(next.text).toBe(`<p>version ${version}</p>`)
      expect(uses).toBeGreaterThan(usesBefore)
      // Back after its pause, with the version read again on its new connection.
      await vi.waitFor(() => expect(watch.current()).toBe(version), { timeout: 10_000, interval: 50 })
      await keptHome()
      const before = uses
      expect((await home()).hit).toBe(true)
      expect(uses).toBe(before)
    },
    30_000,
  )
})
