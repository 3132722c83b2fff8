import { NotFoundBackToProducts } from '#app/admin/ui/inbox.tsx'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import type { Route } from './+types/not-found'

/** An unknown /admin address: the sign-in page for a signed-out visitor, otherwise a 404. */
export async function loader({ request }: Route.LoaderArgs) {
  // Until the sign-in page is routed, its address lands here: a 404, not a redirect to itself.
  if (new URL(request.url).pathname === '/admin/login') throw new Response('Lehte ei leitud', { status: 404 })
  await requireAdminPage(request)
  throw new Response('Lehte ei leitud', { status: 404 })
}

export default function AdminNotFound() {
  return null
}

export function ErrorBoundary() {
  return <NotFoundBackToProducts title="Lehte ei leitud" />
}
