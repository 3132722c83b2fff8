import { data } from 'react-router'
import type { PictureUploadResult } from '#app/domain/picture-upload.ts'
import { requireAdminPage } from '../auth/guard.server.ts'
import { readFormData } from '../http/form-data.server.ts'
import { logFailure } from '../log.server.ts'
import { getConfig } from '../runtime.server.ts'
import { storeUploadedImage, uploadOfFile, uploadTexts } from './image-upload.server.ts'
import { mediaStorageFor } from './media-storage.server.ts'

/**
 * The staff pages' picture upload (the product form, a blog post, the home page's items): a multipart
 * post of one `file` to /admin/pilt, signed in by the session cookie as every staff action is, checked
 * and re-encoded as SPEC §7's upload call does it for programs. The page then saves the address with
 * its own form, which stays small.
 */
export async function uploadPictureFromForm(request: Request) {
  await requireAdminPage(request)
  const form = await readFormData(request)
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    return data<PictureUploadResult>({ ok: false, error: uploadTexts.empty }, { status: 400 })
  try {
    const stored = await storeUploadedImage(mediaStorageFor(getConfig()), await uploadOfFile(file))
    return stored.ok
      ? data<PictureUploadResult>({ ok: true, url: stored.url })
      : data<PictureUploadResult>({ ok: false, error: stored.error }, { status: stored.status })
  } catch (error) {
    // The disk or the bucket failed, not the picture: the staff member may simply try again.
    logFailure(`POST ${new URL(request.url).pathname}`, error)
    return data<PictureUploadResult>({ ok: false, error: uploadTexts.storageUnavailable }, { status: 503 })
  }
}
