import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { json, jsonBody, jsonError, methodNotAllowed } from '#app/server/http/admin-api.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { storeUploadedImage, uploadTexts } from '#app/server/media/image-upload.server.ts'
import { mediaStorageFor } from '#app/server/media/media-storage.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'
import type { Route } from './+types/upload'

/** SPEC §7: `{file (base64), fileName, contentType}` → `{url}`, or `{error}`. Signed-in admins only. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  // Checked before the (up to 14 MB) body is read.
  await requireAdminApi(request)
  const body = await jsonBody(request)
  try {
    const result = await storeUploadedImage(mediaStorageFor(getConfig()), body)
    return result.ok ? json({ url: result.url }) : jsonError(result.status, result.error)
  } catch (error) {
    // The disk or the bucket failed, not the picture: the staff member may simply try again.
    logFailure('POST /api/admin/upload', error)
    return jsonError(503, uploadTexts.storageUnavailable)
  }
}

export function loader() {
  return methodNotAllowed('POST')
}
