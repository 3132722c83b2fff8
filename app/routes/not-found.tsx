import { data } from 'react-router'
import { HomeLink } from '#app/components/home-link.tsx'
import { islandsHandle } from '#app/islands/island.tsx'
import type { Route } from './+types/not-found'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-sand-700 tabular" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-stone-700">Otsitud lehte ei ole olemas või on see teisaldatud.</p>
      <HomeLink />
    </section>
  )
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Lehte ei leitud – 404' }, { name: 'robots', content: 'noindex' }]
}
