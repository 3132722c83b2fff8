import { Form, Link } from 'react-router'
import { type CollectionKind, collectionUi } from '#app/admin/home-content.ts'
import { buttonClass } from '#app/admin/ui/button.ts'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import {
  collectionListPath,
  homeContentPath,
  kindOfSlug,
  requireItem,
} from '#app/server/content/collection-changes.server.ts'
import type { Route } from './+types/home-content-delete'

/**
 * The question before an entry of a home-page collection is deleted: a page of its own, so that the
 * confirmation works without JavaScript too. 'Kustuta' posts to the list's action.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const kind = kindOfSlug(params.kind)
  if (!kind || !/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647)
    throw new Response('Lehte ei leitud', { status: 404 })
  const item = await requireItem(request, kind, Number(params.id))
  const label = String((item as Record<string, unknown>)[collectionUi[kind].labelField] ?? '')
  return { kind, id: item.id, label, listAction: homeContentPath, backTo: collectionListPath(kind) }
}

export function meta() {
  return [{ title: 'Kustuta | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function HomeContentDeletePage({ loaderData }: Route.ComponentProps) {
  const ui = collectionUi[loaderData.kind as CollectionKind]
  const busy = usePostPending()
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-2xl font-bold text-graphite">Kas oled kindel?</h1>
      <p className="mt-3 text-stone-700">
        Kustutad avalehelt plokist „{ui.title}“:{' '}
        <strong className="text-graphite">„{loaderData.label}“</strong>. Seda tegevust ei saa tagasi võtta.
      </p>
      <Form method="post" action={loaderData.listAction} className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="kind" value={loaderData.kind} />
        <input type="hidden" name="id" value={loaderData.id} />
        <button type="submit" className={buttonClass.danger} disabled={busy}>
          Kustuta
        </button>
        <Link to={loaderData.backTo} className={buttonClass.secondary}>
          Tühista
        </Link>
      </Form>
    </div>
  )
}
