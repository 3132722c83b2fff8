import { redirect } from 'react-router'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import type { Route } from './+types/index'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  throw redirect('/admin/ulevaade')
}
