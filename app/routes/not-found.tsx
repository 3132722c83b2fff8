import { data } from 'react-router'
import { HomeLink } from '#app/components/home-link.tsx'
import { siteFrameMessages } from '#app/content/messages/site-frame.ts'
import { splitLocalePath } from '#app/domain/locale.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { translate, useMessages } from '#app/lib/messages.ts'
import type { Route } from './+types/not-found'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

/** In the language of its prefix: /ru/… that is not a page is the Russian 404 (ADR 060). */
export default function NotFound() {
  const t = useMessages(siteFrameMessages)
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-sand-700 tabular" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('notFound.text')}</p>
      <HomeLink />
    </section>
  )
}

export function meta({ location }: Route.MetaArgs) {
  const t = translate(siteFrameMessages, splitLocalePath(location.pathname).locale)
  return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
}
