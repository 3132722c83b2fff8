import {
  blogPostSchema,
  blogTexts,
  createPost,
  deletePost,
  getAdminPost,
  listAdminPosts,
  setPostPublished,
  updatePost,
} from '#app/server/blog/post-admin.server.ts'
import { resourceAction, resourceLoader } from '#app/server/http/admin-resource.server.ts'

/**
 * The blog admin's posts (SPEC §7 'Backend-as-a-service client': read all newest first, insert,
 * update by id, delete by id), behind the admin sign-in, plus `action=publish|unpublish`.
 */
const posts = {
  path: '/api/admin/blog-posts',
  texts: {
    invalidId: 'Vigane postituse number',
    missingId: 'Postituse number (id) puudub',
    notFound: blogTexts.notFound,
  },
  list: listAdminPosts,
  get: getAdminPost,
  createSchema: blogPostSchema,
  create: createPost,
  updateSchema: blogPostSchema,
  update: updatePost,
  setPublished: setPostPublished,
  remove: deletePost,
}

export const loader = resourceLoader(posts)
export const action = resourceAction(posts)
