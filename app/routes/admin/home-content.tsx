import { ArrowDown, ArrowUp, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { Form, Link } from 'react-router'
import {
  type CollectionKind,
  collectionOrder,
  collectionUi,
  translationStateWords,
} from '#app/admin/home-content.ts'
import { buttonClass } from '#app/admin/ui/button.ts'
import { languageNames } from '#app/admin/ui/language-tabs.tsx'
import { usePostPending } from '#app/admin/ui/use-post-pending.ts'
import { SitePicture } from '#app/components/site-picture.tsx'
import { formatMonthYear } from '#app/domain/format.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import {
  changeListFromForm,
  collectionSlugs,
  translationMarkersOf,
} from '#app/server/content/collection-changes.server.ts'
import { type AdminItem, listItems } from '#app/server/content/collections.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/home-content'

/**
 * 'Avaleht': the home page's four collections in the order the page shows them, each in its own
 * order, with add, change, move up or down and delete. Plain forms and links: all of it works without
 * JavaScript, and a change is on the public home page with the next page load.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  try {
    const db = getDb()
    // Each entry with how far it is translated into Russian and English.
    const withMarkers = async (kind: CollectionKind) =>
      (await listItems(db, kind)).map((item) => ({ ...item, markers: translationMarkersOf(kind, item) }))
    const [testimonial, reference, gallery, partner] = await Promise.all([
      withMarkers('testimonial'),
      withMarkers('reference'),
      withMarkers('gallery'),
      withMarkers('partner'),
    ])
    return { collections: { testimonial, reference, gallery, partner }, slugs: collectionSlugs }
  } catch (error) {
    logFailure('GET /admin/avaleht', error)
    return { collections: null, slugs: collectionSlugs }
  }
}

/** Move up or down, and delete (posted by the confirmation page). */
export async function action({ request }: Route.ActionArgs) {
  return changeListFromForm(request)
}

export function meta() {
  return [{ title: 'Avaleht | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

type Collections = NonNullable<Route.ComponentProps['loaderData']['collections']>

export default function HomeContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { collections, slugs } = loaderData
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-graphite">Avaleht</h1>
      <p className="mt-1 text-stone-700">
        Avalehe partnerid, projektid, galerii ja klientide tagasiside. Muudatus on avalikul lehel kohe näha.
        Kirje vene ja inglise tõlke lisamiseks valige selle juures keel; „Tõlkimata“ kirjet näidatakse selle
        keele avalehel eesti keeles.
      </p>
      {actionData?.error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {actionData.error}
        </p>
      ) : null}
      {collections === null ? (
        <p role="alert" className="mt-6 rounded-xl bg-white p-6 font-medium text-red-800 shadow-sm">
          Avalehe sisu ei saanud laadida. Palun laadige leht hetke pärast uuesti.
        </p>
      ) : (
        <div className="mt-6 grid gap-8">
          {collectionOrder.map((kind) => (
            <CollectionSection key={kind} kind={kind} slug={slugs[kind]} items={collections[kind]} />
          ))}
        </div>
      )}
    </div>
  )
}

function CollectionSection({
  kind,
  slug,
  items,
}: {
  kind: CollectionKind
  slug: string
  items: Collections[CollectionKind]
}) {
  const ui = collectionUi[kind]
  return (
    <section
      id={slug}
      aria-labelledby={`${slug}-title`}
      className="min-w-0 scroll-mt-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${slug}-title`} className="text-xl font-bold text-graphite">
            {ui.title} <span className="font-normal text-stone-700 tabular-nums">({items.length})</span>
          </h2>
          <p className="mt-1 text-sm text-stone-700">{ui.intro}</p>
        </div>
        <Link to={`/admin/avaleht/${slug}/uus`} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {ui.add}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-4 text-stone-700">{ui.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              kind={kind}
              slug={slug}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
            />
          ))}
        </ol>
      )}
    </section>
  )
}

/** The name of an entry in labels and questions. */
function labelOf(kind: CollectionKind, item: AdminItem) {
  return String((item as Record<string, unknown>)[collectionUi[kind].labelField] ?? '')
}

function ItemRow({
  kind,
  slug,
  item,
  first,
  last,
}: {
  kind: CollectionKind
  slug: string
  item: Collections[CollectionKind][number]
  first: boolean
  last: boolean
}) {
  const busy = usePostPending()
  const label = labelOf(kind, item)
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 w-6 shrink-0 text-right font-semibold text-stone-700 tabular-nums">
          {item.order}.
        </span>
        <ItemPicture kind={kind} item={item} />
        <div className="min-w-0">
          <ItemSummary kind={kind} item={item} />
          <TranslationMarkers markers={item.markers} label={label} />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1 pl-9 sm:pl-0">
        <Form method="post" className="flex gap-1">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            name="direction"
            value="up"
            disabled={first || busy}
            className={buttonClass.icon}
            aria-label={`Tõsta „${label}“ ettepoole`}
            title="Ettepoole"
          >
            <ArrowUp aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="submit"
            name="direction"
            value="down"
            disabled={last || busy}
            className={buttonClass.icon}
            aria-label={`Vii „${label}“ tahapoole`}
            title="Tahapoole"
          >
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </button>
        </Form>
        <Link
          to={`/admin/avaleht/${slug}/${item.id}`}
          className={buttonClass.icon}
          aria-label={`Muuda: ${label}`}
          title="Muuda"
        >
          <Pencil aria-hidden="true" className="h-5 w-5" />
        </Link>
        <Link
          to={`/admin/avaleht/${slug}/${item.id}/kustuta`}
          className={buttonClass.iconDanger}
          aria-label={`Kustuta: ${label}`}
          title="Kustuta"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </li>
  )
}

function ItemPicture({ kind, item }: { kind: CollectionKind; item: AdminItem }) {
  const field = collectionUi[kind].picture?.name
  if (!field) return null
  const image = (item as Record<string, unknown>)[field]
  return (
    <div className="h-12 w-16 shrink-0 overflow-hidden rounded-md bg-stone-100">
      {typeof image === 'string' && image ? (
        <SitePicture
          image={image}
          alt=""
          sizes="64px"
          className={`h-full w-full ${kind === 'partner' ? 'object-contain' : 'object-cover'}`}
        />
      ) : null}
    </div>
  )
}

function ItemSummary({ kind, item }: { kind: CollectionKind; item: AdminItem }) {
  const fields = item as Record<string, unknown>
  const text = (name: string) => String(fields[name] ?? '')
  switch (kind) {
    case 'testimonial':
      return (
        <div className="min-w-0">
          <p className="font-semibold text-graphite">
            {text('name')} <span className="font-normal text-stone-700">· {text('position')}</span>
          </p>
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <Star aria-hidden="true" className="h-4 w-4 fill-amber-500 text-amber-600" />
            {text('rating')}/5
          </p>
          <p className="line-clamp-2 text-sm text-stone-700">{text('text')}</p>
        </div>
      )
    case 'reference': {
      const date = text('date')
      return (
        <div className="min-w-0">
          <p className="font-semibold text-graphite">{text('title')}</p>
          <p className="text-sm text-stone-700">
            {text('location')} · {/^\d{4}-(0[1-9]|1[0-2])$/.test(date) ? formatMonthYear(date) : date}
          </p>
        </div>
      )
    }
    case 'gallery':
      return (
        <div className="min-w-0">
          <p className="font-semibold text-graphite">{text('caption')}</p>
          <p className="line-clamp-2 text-sm text-stone-700">{text('alt')}</p>
        </div>
      )
    case 'partner':
      return (
        <div className="min-w-0">
          <p className="font-semibold text-graphite">{text('name')}</p>
          <p className="truncate text-sm text-stone-700">{text('url')}</p>
        </div>
      )
  }
}

/** Vene: Tõlkimata · Inglise: Tõlgitud, each a link to the entry's translation in that language. */
function TranslationMarkers({
  markers,
  label,
}: {
  markers: Collections[CollectionKind][number]['markers']
  label: string
}) {
  return (
    <ul className="flex flex-wrap gap-x-4 text-sm">
      {markers.map((marker) => (
        <li key={marker.locale}>
          <Link to={marker.path} className="inline-flex min-h-11 items-center text-stone-700 hover:underline">
            {languageNames[marker.locale]}:&nbsp;
            <span
              className={
                marker.state === 'done' ? 'text-forest' : marker.state === 'none' ? 'font-semibold' : ''
              }
            >
              {translationStateWords[marker.state]}
            </span>
            <span className="sr-only"> ({label})</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
