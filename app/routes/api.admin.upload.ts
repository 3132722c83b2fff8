import { json, jsonBody, jsonError, methodNotAllowed, unavailable } from '#app/server/admin-api.server.ts'
import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { storeUploadedImage } from '#app/server/media/image-upload.server.ts'
import { localMediaStorage, uploadsDir } from '#app/server/media/storage.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'
import type { Route } from './+types/api.admin.upload'

/** SPEC §7: `{file (base64), fileName, contentType}` → `{url}`, or `{error}`. Signed-in admins only. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  // Checked before the (up to 14 MB) body is read.
  await requireAdminApi(request)
  const body = await jsonBody(request)
  try {
    const result = await storeUploadedImage(localMediaStorage(uploadsDir(getConfig())), body)
    return result.ok ? json({ url: result.url }) : jsonError(result.status, result.error)
  } catch (error) {
    return unavailable('POST /api/admin/upload', error)
  }
}

export function loader() {
  return methodNotAllowed('POST')
}
