import { asc, eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { blogArticles } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import type { AdminBlogPost as Post } from '#app/domain/admin-blog-post.ts'
import { formatDate } from '#app/domain/format.ts'
import { findBlogEntry, listBlogEntries } from '#app/server/blog/blog.server.ts'
import { seedBlogArticles } from '#app/server/blog/built-in-posts.server.ts'
import type { Database } from '#app/server/db/database.server.ts'
import * as schema from '#app/server/db/schema.server.ts'
import { auditLog, blogPosts } from '#app/server/db/schema.server.ts'
import { log } from '#app/server/log.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { setupTestDatabase } from '../support/database-fixture.ts'
import { serverStartAllowance, setupServer, startSite } from '../support/server-fixture.ts'
import { openDatabaseWithoutTables } from '../support/test-database.ts'

/**
 * The four articles the site ships with are blog posts 1-4, seeded once per installation: they read
 * exactly as the built-in articles did, staff edit and delete them like any post through
 * /api/admin/blog-posts, new posts are numbered after them, and an installation whose ids 1-4 were
 * taken keeps both its posts and the articles' addresses.
 */

const articles = blogArticles(builtInBusiness)
const first = articles.find((article) => article.id === 1)!

describe('seeding (database)', () => {
  const database = setupTestDatabase()

  // A real database without the blog's tables, whose every read fails (one for the file).
  let unreadable: ReturnType<typeof openDatabaseWithoutTables> | undefined
  afterAll(async () => {
    await (await unreadable)?.close()
  })

  /** What the blog shows of the built-in articles as written: its answer when the database cannot be read. */
  async function asWritten<T>(read: (db: Database) => Promise<T>): Promise<T> {
    unreadable ??= openDatabaseWithoutTables()
    const { client } = await unreadable
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      return await read(drizzle(client, { schema }) as unknown as Database)
    } finally {
      logged.mockRestore()
    }
  }

  it('stores the four articles as posts 1-4 that read exactly as the built-in articles did', async () => {
    expect(await seedBlogArticles(database.db)).toEqual({ inserted: 4, moved: 0 })
    const rows = await database.db.select().from(blogPosts).orderBy(asc(blogPosts.id))
    expect(rows.map((row) => [row.id, row.pealkiri, row.published])).toEqual(
      articles.map((article) => [article.id, article.title, true]),
    )
    for (const article of articles) {
      expect(await findBlogEntry(database.db, article.id)).toEqual(
        await asWritten((db) => findBlogEntry(db, article.id)),
      )
    }
    expect(await listBlogEntries(database.db)).toEqual(await asWritten((db) => listBlogEntries(db)))
  })

  it('seeds once: a deleted article stays deleted, and new posts are numbered after the articles', async () => {
    await seedBlogArticles(database.db)
    await database.db.delete(blogPosts).where(eq(blogPosts.id, 3))
    expect(await seedBlogArticles(database.db)).toEqual({ inserted: 0, moved: 0 })
    expect(await findBlogEntry(database.db, 3)).toBeNull()
    const [post] = await database.db
      .insert(blogPosts)
      .values({ pealkiri: 'Uus', teema: 'Teema', stiil: 'informatiivne', sisu: 'Tekst', published: true })
      .returning()
    expect(post!.id).toBeGreaterThanOrEqual(5)
  })

  it('moves posts that hold ids 1-4 to new ids, with their audit entries, and keeps the articles at theirs', async () => {
    // An installation whose numbering was reset: its posts took ids 1 and 2.
    await database.db.execute(sql`alter table blog_posts alter column id restart with 1`)
    const [one, two] = await database.db
      .insert(blogPosts)
      .values([
        {
          pealkiri: 'Vana esimene',
          teema: 'Teema',
          stiil: 'informatiivne',
          sisu: 'Esimene',
          published: true,
        },
        { pealkiri: 'Vana teine', teema: 'Teema', stiil: 'teoreetiline', sisu: 'Teine', published: false },
      ])
      .returning()
    expect([one!.id, two!.id]).toEqual([1, 2])
    await database.db
      .insert(auditLog)
      .values({ adminUsername: 'haldur', action: 'create', entity: 'blog_post', entityId: '1', after: {} })

    expect(await seedBlogArticles(database.db)).toEqual({ inserted: 4, moved: 2 })
    const rows = await database.db.select().from(blogPosts).orderBy(asc(blogPosts.id))
    expect(rows.map((row) => [row.id, row.pealkiri])).toEqual([
      ...articles.map((article) => [article.id, article.title]),
      [5, 'Vana esimene'],
      [6, 'Vana teine'],
    ])
    expect(rows[5]!.published).toBe(false)
    const [entry] = await database.db.select().from(auditLog)
    expect(entry!.entityId).toBe('5')
    expect((await findBlogEntry(database.db, 5))?.title).toBe('Vana esimene')
    expect(await findBlogEntry(database.db, 1)).toEqual(await asWritten((db) => findBlogEntry(db, 1)))
    const [next] = await database.db
      .insert(blogPosts)
      .values({ pealkiri: 'Järgmine', teema: 'Teema', stiil: 'informatiivne', sisu: '' })
      .returning()
    expect(next!.id).toBe(7)
  })

  it('reads like any other post once staff change what the texts of the article describe', async () => {
    await seedBlogArticles(database.db)
    await database.db
      .update(blogPosts)
      .set({ sisu: '<p>Uus sisu kahe lausega. Teine lause.</p>', updatedAt: new Date() })
      .where(eq(blogPosts.id, 1))
    const changedBody = await findBlogEntry(database.db, 1)
    expect(changedBody).toMatchObject({
      title: first.title,
      metaTitle: first.metaTitle,
      category: first.category,
      excerpt: 'Uus sisu kahe lausega. Teine lause.',
      metaDescription: 'Uus sisu kahe lausega. Teine lause.',
      lead: null,
      readTime: '1 min lugemist',
      image: { kind: 'key', key: first.image },
      imageAlt: first.imageAlt,
    })
    expect(changedBody!.modified).not.toBe(first.date)
    await database.db
      .update(blogPosts)
      .set({ pealkiri: 'Uus pealkiri', teema: 'Muu teema' })
      .where(eq(blogPosts.id, 1))
    expect(await findBlogEntry(database.db, 1)).toMatchObject({
      metaTitle: 'Uus pealkiri | Padu Karjäär',
      category: 'Nõuandev',
    })
  })
})

describe('the seeded posts on the site (production build)', () => {
  const site = setupServer({ env: testAdminEnv })
  const staff = staffClient(site)

  async function posts(query = '', init: { method?: string; body?: unknown } = {}) {
    const response = await staff.api(`/api/admin/blog-posts${query}`, init)
    return { status: response.status, body: (await response.json()) as Post & Post[] }
  }

  async function page(url: string, pathname: string) {
    const response = await fetch(`${url}${pathname}`)
    return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') }
  }

  it('lists the four articles as posts 1-4 in the blog admin API', async () => {
    const list = await posts()
    expect(list.status).toBe(200)
    expect(list.body.map((post) => post.id)).toEqual([4, 3, 2, 1])
    const one = await posts('?id=1')
    expect(one.body).toMatchObject({
      id: 1,
      pealkiri: first.title,
      teema: first.category,
      stiil: 'nõuandev',
      sisu: first.content,
      image_url: '/images/blog/artikkel-1-1280.webp',
      published: true,
    })
    expect(one.body.created_at.startsWith('2025-03-17T22:00:00')).toBe(true)
  })

  it('shows /blogi/1 as before', async () => {
    const { status, html } = await page(site.url, '/blogi/1')
    expect(status).toBe(200)
    expect(html).toContain(`<title>${first.metaTitle}</title>`)
    expect(html).toContain(`<meta name="description" content="${first.metaDescription}"/>`)
    expect(html).toContain(`>${first.title}</h1>`)
    expect(html).toContain(`>${first.category}</span>`)
    expect(html).toContain(first.readTime)
    expect(html).toContain(first.author)
    expect(html).toMatch(
      new RegExp(`<time datetime="2025-03-18" class="tabular">${formatDate('2025-03-18')}</time>`, 'i'),
    )
    expect(html).toContain(`font-medium text-stone-700">${first.excerpt}</p>`)
    expect(html).toContain('<h2>Mida tähendab fraktsioon?</h2>')
    expect(html).toContain(`alt="${first.imageAlt}"`)
    expect(html).toMatch(
      /srcset="\/images\/blog\/artikkel-1-480\.avif 480w, \/images\/blog\/artikkel-1-800\.avif 800w, \/images\/blog\/artikkel-1-1280\.avif 1280w"/i,
    )
    expect(html).toContain('"dateModified":"2025-03-18"')
    const list = await page(site.url, '/blogi')
    expect(list.html).toContain(first.excerpt)
    expect(list.html).toContain('href="/blogi/1"')
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('/blogi/1</loc><lastmod>2025-03-18</lastmod>')
  })

  it('edits and deletes an article like any post; a new post is numbered after them', {
    timeout: serverStartAllowance,
  }, async () => {
    const current = (await posts('?id=2')).body
    const edited = await posts('?id=2', {
      method: 'PUT',
      body: {
        pealkiri: 'Drenaaž maja ümber, uuendatud',
        teema: current.teema,
        stiil: current.stiil,
        sisu: current.sisu,
        image_url: current.image_url,
      },
    })
    expect(edited.status).toBe(200)
    const article = await page(site.url, '/blogi/2')
    expect(article.html).toContain('>Drenaaž maja ümber, uuendatud</h1>')
    expect(article.html).toContain('<title>Drenaaž maja ümber, uuendatud | Padu Karjäär</title>')

    const created = await posts('', {
      method: 'POST',
      body: {
        pealkiri: 'Talvine müük',
        teema: 'Müük',
        stiil: 'informatiivne',
        sisu: 'Talvel on müük suletud.',
        published: true,
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.id).toBeGreaterThanOrEqual(5)
    expect((await page(site.url, `/blogi/${created.body.id}`)).status).toBe(200)

    expect((await posts('?id=4', { method: 'DELETE' })).status).toBe(200)
    expect((await page(site.url, '/blogi/4')).status).toBe(404)
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain('/blogi/4<')
    // A later start does not bring it back.
    await site.restart()
    expect((await page(site.url, '/blogi/4')).status).toBe(404)
    expect((await page(site.url, '/blogi/1')).status).toBe(200)
  })

  it('keeps the posts of an installation whose ids 1-2 were taken, and the articles at their addresses', {
    timeout: serverStartAllowance,
  }, async () => {
    const old = await startSite({
      env: testAdminEnv,
      async prepare(db) {
        await db.execute(sql`alter table blog_posts alter column id restart with 1`)
        await db.insert(blogPosts).values([
          {
            pealkiri: 'Meie esimene uudis',
            teema: 'Uudis',
            stiil: 'informatiivne',
            sisu: 'Esimene.',
            published: true,
          },
          {
            pealkiri: 'Meie teine uudis',
            teema: 'Uudis',
            stiil: 'informatiivne',
            sisu: 'Teine.',
            published: true,
          },
        ])
      },
    })
    try {
      const blogi1 = await page(old.url, '/blogi/1')
      expect(blogi1.html).toContain(`>${first.title}</h1>`)
      const list = await page(old.url, '/blogi')
      expect(list.html).toContain('Meie esimene uudis')
      expect(list.html).toContain('Meie teine uudis')
      const oldStaff = staffClient(old)
      const stored = (await (await oldStaff.api('/api/admin/blog-posts')).json()) as Post[]
      const byTitle = Object.fromEntries(stored.map((post) => [post.pealkiri, post.id]))
      expect(byTitle['Meie esimene uudis']).toBeGreaterThanOrEqual(5)
      expect(byTitle['Meie teine uudis']).toBeGreaterThanOrEqual(5)
      expect(byTitle[first.title]).toBe(1)
      expect((await page(old.url, `/blogi/${byTitle['Meie esimene uudis']}`)).html).toContain(
        'Meie esimene uudis',
      )
    } finally {
      await old.dispose()
    }
  })
})
