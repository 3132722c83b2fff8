import { data } from 'react-router'
import { z } from 'zod'
import {
  type DraftAnswer,
  type PostChangeResult,
  type PostIntent,
  postIntents,
} from '#app/domain/admin-blog-post.ts'
import { requireAdminPage } from '../auth/guard.server.ts'
import { readFormId } from '../http/form-data.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { logFailure } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
import { draftBlogPost } from './blog-draft.server.ts'
import {
  blogPostSchema,
  blogTexts,
  createPost,
  deletePost,
  setPostPublished,
  updatePost,
} from './post-admin.server.ts'

const unavailableText = 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.'

export function isPostIntent(value: unknown): value is PostIntent {
  return postIntents.some((intent) => intent === value)
}

/**
 * A post as /blogi-admin's dialog posts it. A form's empty field is an absent one, so a picture taken
 * off is said by `removePicture`; `published` is the switch's 'true' or 'false'.
 */
const postFormSchema = blogPostSchema
  .extend({
    published: z.stringbool({ error: blogTexts.publishedBoolean }).optional(),
    removePicture: z.stringbool().optional(),
  })
  .transform(({ removePicture, ...post }) => (removePicture ? { ...post, image_url: null } : post))

/**
 * One change of a blog post posted by /blogi-admin, by the signed-in admin's session cookie, through
 * the same services as the admin blog API (SPEC §7), its fields parsed as every form's are (ADR 036).
 * `image_url` absent keeps the stored picture; `removePicture` takes it off.
 */
export async function changePostFromForm(request: Request, form: FormData) {
  const { username } = await requireAdminPage(request)
  const intent = form.get('intent')
  const refuse = (status: number, error: string) =>
    data<PostChangeResult>({ ok: false, intent: isPostIntent(intent) ? intent : null, error }, { status })
  if (!isPostIntent(intent)) return refuse(400, 'Tundmatu toiming')
  const done = () => data<PostChangeResult>({ ok: true, intent })
  const db = getDb()
  try {
    const input = intent === 'create' || intent === 'update' ? parseSubmission(postFormSchema, form) : null
    if (input && !input.ok) return refuse(400, input.error)
    if (intent === 'create' && input) {
      await createPost(db, username, input.value)
      return done()
    }
    const id = readFormId(form)
    if (id === null) return refuse(400, 'Vigane postituse number')
    switch (intent) {
      case 'create':
      case 'update':
        return input && (await updatePost(db, username, id, input.value))
          ? done()
          : refuse(404, blogTexts.notFound)
      case 'publish':
      case 'unpublish':
        return (await setPostPublished(db, username, id, intent === 'publish'))
          ? done()
          : refuse(404, blogTexts.notFound)
      case 'delete':
        return (await deletePost(db, username, id)) ? done() : refuse(404, blogTexts.notFound)
    }
  } catch (error) {
    logFailure(`POST /blogi-admin (${intent})`, error)
    return refuse(503, unavailableText)
  }
}

/**
 * 'Genereeri sisu' posted by /blogi-admin's dialog (`intent=generate` with Pealkiri, Teema and Stiil),
 * by the session cookie: the same draft as SPEC §7's generateBlogContent gives programs.
 */
export async function draftPostFromForm(request: Request, form: FormData) {
  await requireAdminPage(request)
  try {
    const draft = await draftBlogPost(form)
    return draft.ok
      ? data<DraftAnswer>({ ok: true, Pealkiri: draft.Pealkiri, Sisu: draft.Sisu })
      : data<DraftAnswer>({ ok: false, error: draft.error }, { status: draft.status })
  } catch (error) {
    logFailure('POST /blogi-admin (generate)', error)
    return data<DraftAnswer>({ ok: false, error: unavailableText }, { status: 503 })
  }
}
