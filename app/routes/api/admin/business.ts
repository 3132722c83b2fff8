import { businessApiAction, businessApiLoader } from '#app/server/content/business-changes.server.ts'
import type { Route } from './+types/business'

/** `GET`/`PUT /api/admin/business`: the business facts as one JSON object (README, 'Admin API'). */
export function loader({ request }: Route.LoaderArgs) {
  return businessApiLoader(request)
}

export function action({ request }: Route.ActionArgs) {
  return businessApiAction(request)
}
