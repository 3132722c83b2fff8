import { ExternalLink, Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/admin/ui/badge.tsx'
import { DataTable } from '#app/admin/ui/data-table.tsx'
import { materials } from '#app/content/materials.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import {
  materialLocalePath,
  materialPagePath,
  translationMarkers,
} from '#app/server/content/material-changes.server.ts'
import { materialTextsEdited } from '#app/server/content/material-texts.server.ts'
import type { Route } from './+types/materials'

/**
 * 'Materjalid': the ten material pages, whether their Estonian texts and their Russian and English
 * translations are the built-in ones or staff's, and a link to edit each language. The prices, names and pictures are the products' (Tooted).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  return {
    materials: materials.map((material) => ({
      slug: material.slug,
      title: material.title,
      edited: materialTextsEdited(material),
      editPath: materialPagePath(material.slug),
      translations: translationMarkers(material).map((marker) => ({
        ...marker,
        editPath: materialLocalePath(material.slug, marker.locale),
      })),
    })),
  }
}

export function meta() {
  return [{ title: 'Materjalid | Haldus' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminMaterials({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-graphite">Materjalid</h1>
      <p className="mt-1 text-stone-700">
        Materjalilehtede tekstid: lühikirjeldus, kirjeldus, kasutusalad, tehnilised andmed, korduma kippuvad
        küsimused ja otsingumootori kirjeldus, eesti, vene ja inglise keeles. „Sisseehitatud tõlge“ on
        veebilehega kaasas olev tõlge, „Muudetud“ teie enda oma. Hinna, nime ja pildi muutmiseks avage{' '}
        <Link to="/admin/products" className="font-semibold text-accent-hover underline">
          Tooted
        </Link>
        .
      </p>
      <div className="mt-6">
        <DataTable
          rows={loaderData.materials}
          rowKey={(material) => material.slug}
          empty="Materjale ei ole."
          label="Materjalid"
          card={(material) => <MaterialRow material={material} />}
        />
      </div>
    </div>
  )
}

const translationNames = { ru: 'Vene', en: 'Inglise' } as const

function MaterialRow({ material }: { material: Route.ComponentProps['loaderData']['materials'][number] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="min-w-48 flex-1">
        <Link to={material.editPath} className="font-semibold text-graphite hover:underline">
          {material.title}
        </Link>{' '}
        <Badge tone={material.edited ? 'published' : 'draft'}>
          {material.edited ? 'Muudetud tekst' : 'Algne tekst'}
        </Badge>
        <ul className="flex flex-wrap gap-x-4 text-sm">
          {material.translations.map((translation) => (
            <li key={translation.locale}>
              <Link
                to={translation.editPath}
                className="inline-flex min-h-11 items-center text-stone-700 hover:underline"
              >
                {translationNames[translation.locale]}:{' '}
                <span className={translation.edited ? 'font-semibold text-forest' : ''}>
                  {translation.edited ? 'Muudetud' : 'Sisseehitatud tõlge'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <a
        href={`/${material.slug}`}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-stone-700 hover:bg-stone-100"
      >
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        Vaata lehte<span className="sr-only"> {material.title} (avaneb uues aknas)</span>
      </a>
      <Link
        to={material.editPath}
        className="inline-flex min-h-11 items-center gap-1 rounded-md border border-stone-400 px-3 font-semibold hover:bg-stone-100"
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Muuda<span className="sr-only"> {material.title}</span>
      </Link>
    </div>
  )
}
