import { desc, eq, getTableColumns, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AdminBlogPost, AdminBlogPostSummary } from '#app/domain/admin-blog-post.ts'
import { blogStyleValues } from '#app/domain/blog-styles.ts'
import { controlCharacters, hasVisibleText } from '#app/domain/order-form.ts'
import { isOwnPictureUrl } from '#app/lib/uploaded-image.ts'
import { looksLikeHtml, sanitizeHtml } from '#app/server/blog/sanitize-html.server.ts'
import { deleteAudited, insertAudited, updateAudited } from '../audit/audit-log.server.ts'
import type { Database } from '../db/database.server.ts'
import { blogPosts } from '../db/schema.server.ts'

type PostRow = typeof blogPosts.$inferSelect

function toSummary(row: Omit<PostRow, 'sisu'>): AdminBlogPostSummary {
  return {
    id: row.id,
    pealkiri: row.pealkiri,
    teema: row.teema,
    stiil: row.stiil,
    image_url: row.imageUrl,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function toAdminPost(row: PostRow): AdminBlogPost {
  return { ...toSummary(row), sisu: row.sisu }
}

/** SPEC §5: saving needs pealkiri, teema and stiil; sisu may be empty. */
export const blogTexts = {
  required: 'Palun täida kõik väljad',
  titleTooLong: 'Pealkiri võib olla kuni 200 märki',
  topicTooLong: 'Teema võib olla kuni 2000 märki',
  bodyTooLong: 'Sisu võib olla kuni 50 000 märki',
  invalidText: 'Tekstis on lubamatuid märke',
  imageUrl: 'Pildi aadress peab olema selle saidi üles laaditud pilt',
  publishedBoolean: 'Avaldamise väärtus peab olema tõene või väär',
  notFound: 'Postitust ei leitud',
} as const

const clean = (value: string) => !controlCharacters.test(value)

const required = (max: number, tooLong: string) =>
  z
    .string({ error: blogTexts.required })
    .trim()
    .min(1, blogTexts.required)
    .refine(hasVisibleText, blogTexts.required)
    .max(max, tooLong)
    .refine(clean, blogTexts.invalidText)

/**
 * A body in HTML is sanitized as it is saved (and again when shown); Markdown is kept as staff wrote it
 * (it is turned into safe HTML when shown), so that editing a post shows the author's own text.
 */
const body = z
  .string({ error: blogTexts.required })
  .max(50_000, blogTexts.bodyTooLong)
  .refine((value) => !value.includes('\u0000'), blogTexts.invalidText)
  .transform((value) => (looksLikeHtml(value) ? sanitizeHtml(value) : value.trim()))

export const blogPostSchema = z.object({
  pealkiri: required(200, blogTexts.titleTooLong),
  teema: required(2000, blogTexts.topicTooLong),
  stiil: z.enum(blogStyleValues, { error: blogTexts.required }),
  sisu: body.optional().default(''),
  image_url: z
    .string({ error: blogTexts.imageUrl })
    .trim()
    .refine((value) => value === '' || isOwnPictureUrl(value), blogTexts.imageUrl)
    .transform((value) => value || null)
    .nullish(),
  published: z.boolean({ error: blogTexts.publishedBoolean }).optional(),
})

export type BlogPostInput = z.output<typeof blogPostSchema>

function auditView(row: PostRow) {
  return {
    pealkiri: row.pealkiri,
    teema: row.teema,
    stiil: row.stiil,
    sisuLength: row.sisu.length,
    imageUrl: row.imageUrl,
    published: row.published,
  }
}

/** Every stored post, newest first (SPEC §7: ordered by created_at descending). */
export async function listAdminPosts(db: Database): Promise<AdminBlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
  return rows.map(toAdminPost)
}

/**
 * Every stored post without its body, newest first: what /blogi-admin lists. The page does not grow by
 * the length of every article, only by a line per post.
 */
export async function listAdminPostSummaries(db: Database): Promise<AdminBlogPostSummary[]> {
  const { sisu: _body, ...columns } = getTableColumns(blogPosts)
  const rows = await db.select(columns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
  return rows.map(toSummary)
}

export async function getAdminPost(db: Database, id: number): Promise<AdminBlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1)
  return row ? toAdminPost(row) : null
}

/** The post's text, as creating and updating store it. */
function textColumns(input: BlogPostInput) {
  return { pealkiri: input.pealkiri, teema: input.teema, stiil: input.stiil, sisu: input.sisu }
}

export async function createPost(db: Database, admin: string, input: BlogPostInput): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const row = await insertAudited(tx, blogPosts, {
      values: {
        ...textColumns(input),
        imageUrl: input.image_url ?? null,
        published: input.published ?? false,
      },
      admin,
      entity: 'blog_post',
      after: auditView,
    })
    return toAdminPost(row)
  })
}

/** Updates the fields given (an absent image_url or published keeps the stored value). */
export async function updatePost(
  db: Database,
  admin: string,
  id: number,
  input: BlogPostInput,
): Promise<AdminBlogPost | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update')
    if (!before) return null
    const after = await updateAudited(tx, blogPosts, id, {
      set: {
        ...textColumns(input),
        ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
        updatedAt: sql`now()`,
      },
      admin,
      action: 'update',
      entity: 'blog_post',
      before: auditView(before),
      after: auditView,
    })
    return after ? toAdminPost(after) : null
  })
}

export async function setPostPublished(
  db: Database,
  admin: string,
  id: number,
  published: boolean,
): Promise<AdminBlogPost | null> {
  return db.transaction(async (tx) => {
    const after = await updateAudited(tx, blogPosts, id, {
      set: { published, updatedAt: sql`now()` },
      admin,
      action: published ? 'publish' : 'unpublish',
      entity: 'blog_post',
      after: auditView,
    })
    return after ? toAdminPost(after) : null
  })
}

export function deletePost(db: Database, admin: string, id: number): Promise<boolean> {
  return db.transaction((tx) =>
    deleteAudited(tx, blogPosts, id, { admin, entity: 'blog_post', before: auditView }),
  )
}
