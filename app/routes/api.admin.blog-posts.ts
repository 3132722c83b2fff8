import {
  idParameter,
  json,
  jsonBody,
  jsonError,
  methodNotAllowed,
  unavailable,
} from '#app/server/admin-api.server.ts'
import {
  blogPostSchema,
  blogTexts,
  createPost,
  deletePost,
  getAdminPost,
  listAdminPosts,
  setPostPublished,
  updatePost,
} from '#app/server/admin-blog.server.ts'
import { describeIssues } from '#app/server/admin-products.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/api.admin.blog-posts'

/**
 * The blog admin's posts (SPEC §7 'Backend-as-a-service client': read all newest first, insert,
 * update by id, delete by id), behind the admin sign-in, plus `action=publish|unpublish`.
 */

const invalidId = 'Vigane postituse number'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const id = idParameter(request, invalidId)
  try {
    if (id === null) return json(await listAdminPosts(getDb()))
    const post = await getAdminPost(getDb(), id)
    return post ? json(post) : jsonError(404, blogTexts.notFound)
  } catch (error) {
    return unavailable('GET /api/admin/blog-posts', error)
  }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminApi(request)
  const id = idParameter(request, invalidId)
  const operation = new URL(request.url).searchParams.get('action')
  const db = getDb()
  const found = (post: unknown) => (post ? json(post) : jsonError(404, blogTexts.notFound))
  try {
    switch (request.method) {
      case 'POST': {
        if (id !== null || operation !== null) return jsonError(400, 'Tundmatu toiming')
        const parsed = blogPostSchema.safeParse(await jsonBody(request))
        if (!parsed.success) return json(describeIssues(parsed.error), 400)
        return json(await createPost(db, admin.username, parsed.data), 201)
      }
      case 'PUT': {
        if (id === null) return jsonError(400, 'Postituse number (id) puudub')
        if (operation === 'publish' || operation === 'unpublish')
          return found(await setPostPublished(db, admin.username, id, operation === 'publish'))
        if (operation !== null) return jsonError(400, 'Tundmatu toiming')
        const parsed = blogPostSchema.safeParse(await jsonBody(request))
        if (!parsed.success) return json(describeIssues(parsed.error), 400)
        return found(await updatePost(db, admin.username, id, parsed.data))
      }
      case 'DELETE': {
        if (id === null) return jsonError(400, 'Postituse number (id) puudub')
        return (await deletePost(db, admin.username, id))
          ? json({ ok: true })
          : jsonError(404, blogTexts.notFound)
      }
      default:
        return methodNotAllowed('GET, POST, PUT, DELETE')
    }
  } catch (error) {
    if (error instanceof Response) throw error
    return unavailable(`${request.method} /api/admin/blog-posts`, error)
  }
}
