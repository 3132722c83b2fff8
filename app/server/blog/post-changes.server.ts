import { data } from 'react-router'
import { type PostChangeResult, type PostIntent, postIntents } from '#app/domain/admin-blog-post.ts'
import { requireAdminPage } from '../auth/guard.server.ts'
import { describeIssues } from '../http/admin-resource.server.ts'
import { readFormId } from '../http/form-data.server.ts'
import { logFailure } from '../log.server.ts'
import { getDb } from '../runtime.server.ts'
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

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

function postInput(form: FormData) {
  return blogPostSchema.safeParse({
    pealkiri: text(form, 'pealkiri'),
    teema: text(form, 'teema'),
    stiil: text(form, 'stiil'),
    sisu: text(form, 'sisu'),
    image_url: text(form, 'image_url'),
    published: text(form, 'published') === 'true',
  })
}

/**
 * One change of a blog post posted by /blogi-admin, by the signed-in admin's session cookie, through
 * the same services as the admin blog API (SPEC §7). `image_url` absent keeps the stored picture, empty
 * takes it off.
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
    const input = intent === 'create' || intent === 'update' ? postInput(form) : null
    if (input && !input.success) return refuse(400, describeIssues(input.error).error)
    if (intent === 'create' && input) {
      await createPost(db, username, input.data)
      return done()
    }
    const id = readFormId(form)
    if (id === null) return refuse(400, 'Vigane postituse number')
    switch (intent) {
      case 'create':
      case 'update':
        return input && (await updatePost(db, username, id, input.data))
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
