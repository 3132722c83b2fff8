import { uploadPictureFromForm } from '#app/server/media/picture-form.server.ts'
import type { Route } from './+types/picture-upload'

/** POST /admin/pilt: a staff page's picture, before the form that saves its address (see the server module). */
export async function action({ request }: Route.ActionArgs) {
  return uploadPictureFromForm(request)
}
