import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import type { Route } from './+types/auth-session'

/** Who the token belongs to: `{user: {username}}`, or 401 once the session has ended. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminApi(request)
  return Response.json({ user: { username: session.username } }, { headers: { 'Cache-Control': 'no-store' } })
}
