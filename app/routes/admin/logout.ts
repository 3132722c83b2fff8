import { redirect } from 'react-router'
import { signOutFromForm } from '#app/server/auth/form-sign-in.server.ts'
import type { Route } from './+types/logout'

/** The staff's sign-out: a form post by 'Välju' or 'Logi välja' (see signOutFromForm). */
export async function action({ request }: Route.ActionArgs) {
  return signOutFromForm(request)
}

/** Nothing to show: signing out is a post. */
export function loader() {
  throw redirect('/admin/login')
}
