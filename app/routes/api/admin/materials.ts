import { materialsApiAction, materialsApiLoader } from '#app/server/content/material-api.server.ts'
import type { Route } from './+types/materials'

/**
 * `GET /api/admin/materials` (the ten materials), `GET`/`PUT`/`DELETE ?slug=…` (one material page's
 * texts; DELETE restores the built-in texts) — README, 'Admin API'.
 */
export function loader({ request }: Route.LoaderArgs) {
  return materialsApiLoader(request)
}

export function action({ request }: Route.ActionArgs) {
  return materialsApiAction(request)
}
