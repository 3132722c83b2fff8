import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { blogArticles as articlesOf } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import {
  excerptOf,
  findBlogEntry,
  listBlogEntries,
  readTimeText,
  wrapTables,
} from '#app/server/blog/blog.server.ts'
import { seedBlogArticles } from '#app/server/blog/built-in-posts.server.ts'
import type { Database } from '#app/server/db/database.server.ts'
import * as schema from '#app/server/db/schema.server.ts'
import { blogPosts } from '#app/server/db/schema.server.ts'
import { log } from '#app/server/log.server.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { openDatabaseWithoutTables } from '../support/test-database.ts'

// A fresh test database shows the built-in facts.
const blogArticles = articlesOf(builtInBusiness)

const database = setupTestDatabase()

// Every test starts as a new installation does: the four built-in articles are posts 1-4.
beforeEach(async () => {
  await seedBlogArticles(database.db)
})

const words = (count: number) => Array.from({ length: count }, (_, index) => `sõna${index}`).join(' ')

async function addPost(values: Partial<typeof blogPosts.$inferInsert> & { pealkiri: string }) {
  const [row] = await database.db
    .insert(blogPosts)
    .values({ teema: 'Teema', stiil: 'informatiivne', sisu: '', published: true, ...values })
    .returning()
  return row!
}

describe('listBlogEntries', () => {
  it('lists the four built-in articles, newest first, when nothing is stored', async () => {
    const { entries } = (await listBlogEntries(database.db))!
    expect(entries.map((entry) => entry.id)).toEqual([4, 3, 2, 1])
    const first = blogArticles.find((article) => article.id === 4)!
    expect(entries[0]).toEqual({
      id: 4,
      title: first.title,
      excerpt: first.excerpt,
      image: { kind: 'key', key: 'blog/artikkel-4' },
      imageAlt: first.imageAlt,
      category: 'Haljastus',
      date: '2026-04-14',
      readTime: first.readTime,
      href: '/blogi/4',
    })
  })

  it('merges the published stored posts by date, with ids from 101', async () => {
    const newest = await addPost({
      pealkiri: 'Talvine müügiaeg',
      stiil: 'nõuandev',
      sisu: '## Talv\n\nTalvel on **müük** suletud.',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    })
    const middle = await addPost({
      pealkiri: 'Kruusa fraktsioonid',
      stiil: 'teoreetiline',
      sisu: '<p>Fraktsioon näitab terade suurust.</p>',
      imageUrl: '/uploads/kruus.webp',
      createdAt: new Date('2025-06-01T09:00:00Z'),
    })
    await addPost({ pealkiri: 'Mustand', published: false, createdAt: new Date('2026-11-21T10:00:00Z') })
    expect(newest.id).toBe(101)

    const { entries } = (await listBlogEntries(database.db))!
    expect(entries.map((entry) => entry.id)).toEqual([101, 4, 3, middle.id, 2, 1])
    expect(entries[0]).toEqual({
      id: 101,
      title: 'Talvine müügiaeg',
      excerpt: 'Talvel on müük suletud.',
      image: null,
      imageAlt: '',
      category: 'Nõuandev',
      date: '2026-11-20',
      readTime: '1 min lugemist',
      href: '/blogi/101',
    })
    expect(entries[3]).toMatchObject({
      category: 'Teoreetiline',
      image: { kind: 'url', url: '/uploads/kruus.webp' },
      date: '2025-06-01',
    })
  })

  it('pages the merged list: every card once, in the same order as one long page', async () => {
    // Stored posts around each built-in article's date, one on the very day of article 3 (2025-08-26 in
    // Tallinn, 00:30 local = 21:30 UTC the day before): it comes before the article.
    const dates = [
      '2026-11-20T10:00:00Z',
      '2026-04-14T12:00:00Z',
      '2026-01-05T08:00:00Z',
      '2025-08-25T21:30:00Z',
      '2025-08-20T08:00:00Z',
      '2025-05-01T08:00:00Z',
      '2025-03-19T08:00:00Z',
      '2024-12-01T08:00:00Z',
      '2024-06-01T08:00:00Z',
    ]
    for (const [index, date] of dates.entries())
      await addPost({
        pealkiri: `Postitus ${index}`,
        sisu: `<p>Tekst ${index}</p>`,
        createdAt: new Date(date),
      })
    await addPost({ pealkiri: 'Mustand', published: false, createdAt: new Date('2025-08-24T10:00:00Z') })

    const whole = (await listBlogEntries(database.db, { pageSize: 100 }))!
    expect(whole.pageCount).toBe(1)
    expect(whole.entries.map((entry) => entry.id)).toEqual([
      101, 102, 4, 103, 104, 3, 105, 2, 106, 107, 1, 108, 109,
    ])

    const pages = []
    for (let page = 1; page <= 5; page++) {
      const result = (await listBlogEntries(database.db, { page, pageSize: 3 }))!
      expect(result).toMatchObject({ page, pageCount: 5 })
      pages.push(...result.entries)
    }
    expect(pages).toEqual(whole.entries)
    expect(await listBlogEntries(database.db, { page: 6, pageSize: 3 })).toBeNull()
    expect(await listBlogEntries(database.db, { page: 0 })).toBeNull()
  })

  it('still lists the built-in articles when the database cannot be read, and logs why', async () => {
    // A real database without the blog table: every query for posts fails.
    const unmigrated = await openDatabaseWithoutTables()
    const db = drizzle(unmigrated.client, { schema }) as unknown as Database
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      const { entries } = (await listBlogEntries(db))!
      expect(entries.map((entry) => entry.id)).toEqual([4, 3, 2, 1])
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'blog: stored posts could not be read',
      )
    } finally {
      logged.mockRestore()
      await unmigrated.close()
    }
  })
})

describe('findBlogEntry', () => {
  it('finds a built-in article with its sanitized body', async () => {
    const entry = await findBlogEntry(database.db, 2)
    expect(entry?.title).toBe(blogArticles[1]!.title)
    expect(entry?.lead).toBe(blogArticles[1]!.excerpt)
    expect(entry?.author).toBe('Padu Karjääri meeskond')
    expect(entry?.bodyHtml).toContain('<h2>Milline kruus sobib drenaaži?</h2>')
  })

  it('finds a published stored post and renders its body safely', async () => {
    const post = await addPost({
      pealkiri: '  Liiv aias  ',
      stiil: 'informatiivne',
      sisu: `# Liiv\n\n${words(450)}\n\n[ohtlik](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n| a | b |`,
      imageUrl: 'javascript:alert(1)',
    })
    const entry = await findBlogEntry(database.db, post.id)
    expect(entry).toMatchObject({
      id: post.id,
      title: 'Liiv aias',
      category: 'Informatiivne',
      author: 'Padu Karjääri meeskond',
      readTime: '3 min lugemist',
      metaTitle: 'Liiv aias | Padu Karjäär',
      image: null,
      lead: null,
    })
    expect(entry!.bodyHtml.startsWith('<h2>Liiv</h2><p>sõna0 sõna1')).toBe(true)
    expect(entry!.bodyHtml).toContain('<a>ohtlik</a>')
    expect(entry!.bodyHtml).not.toMatch(/javascript|onerror|<img/)
    expect(entry!.excerpt.length).toBeLessThanOrEqual(201)
    expect(entry!.excerpt.endsWith('…')).toBe(true)
    expect(entry!.metaDescription.length).toBeLessThanOrEqual(156)
  })

  it('gives a generic category for a style it does not know', async () => {
    const post = await addPost({ pealkiri: 'Vana postitus', sisu: 'Tekst' })
    await database.db.execute(sql`update blog_posts set stiil = 'muu' where id = ${post.id}`)
    const entry = await findBlogEntry(database.db, post.id)
    expect(entry?.category).toBe('Blogipostitus')
  })

  it('does not find an unpublished post, a missing id or an id out of range', async () => {
    const draft = await addPost({ pealkiri: 'Mustand', published: false })
    expect(await findBlogEntry(database.db, draft.id)).toBeNull()
    expect(await findBlogEntry(database.db, 5)).toBeNull()
    expect(await findBlogEntry(database.db, 0)).toBeNull()
    expect(await findBlogEntry(database.db, 3_000_000_000)).toBeNull()
    expect(await findBlogEntry(database.db, 1.5)).toBeNull()
  })
})

describe('wrapTables', () => {
  it('puts each table in a scrolling region named by the heading before it, each name once', () => {
    const html =
      '<table><tr><td>a</td></tr></table><h2>Kihid &amp; "paksused"</h2><p>x</p>' +
      '<table><tr><td>b</td></tr></table><table><tr><td>c</td></tr></table>'
    expect(wrapTables(html)).toBe(
      '<div class="mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white" role="region" tabindex="0" aria-label="Tabel"><table><tr><td>a</td></tr></table></div>' +
        '<h2>Kihid &amp; "paksused"</h2><p>x</p>' +
        '<div class="mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white" role="region" tabindex="0" aria-label="Kihid &amp; &quot;paksused&quot;"><table><tr><td>b</td></tr></table></div>' +
        '<div class="mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white" role="region" tabindex="0" aria-label="Kihid &amp; &quot;paksused&quot; (2)"><table><tr><td>c</td></tr></table></div>',
    )
  })
})

describe('texts of stored posts', () => {
  it('reads about 200 words a minute, at least one minute', () => {
    expect(readTimeText('')).toBe('1 min lugemist')
    expect(readTimeText(words(200))).toBe('1 min lugemist')
    expect(readTimeText(words(201))).toBe('2 min lugemist')
    expect(readTimeText(`${words(1000)} – — …`)).toBe('5 min lugemist')
  })

  it('cuts an excerpt at a word boundary', () => {
    expect(excerptOf('Lühike tekst.')).toBe('Lühike tekst.')
    const long = `${'Sõelutud liiv on hea, '.repeat(20)}lõpp`
    const excerpt = excerptOf(long)
    expect(excerpt.length).toBeLessThanOrEqual(201)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt).not.toMatch(/[\s,]…$/)
    const kept = excerpt.slice(0, -1)
    expect(long.startsWith(kept)).toBe(true)
    // Cut between words, never inside one.
    expect(long[kept.length]).toMatch(/[\s,]/)
  })
})
