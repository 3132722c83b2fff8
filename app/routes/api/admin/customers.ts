import { customerApiAction, customerApiLoader } from '#app/server/customers/customer-api.server.ts'
import type { Route } from './+types/customers'

/** `/api/admin/customers`: business accounts for programs (README, 'Admin API'; ADR 059). */
export function loader({ request }: Route.LoaderArgs) {
  return customerApiLoader(request)
}

export function action({ request }: Route.ActionArgs) {
  return customerApiAction(request)
}
