import { Link } from 'react-router'
import { PhoneLink } from '#app/components/contact-links.tsx'
import { materials } from '#app/content/materials.ts'
import { orderPageMessages } from '#app/content/messages/order-page.ts'
import { type MaterialNameMessage, materialNameMessages } from '#app/content/messages/site-frame.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { formatPriceNumber } from '#app/domain/format.ts'
import { formatPriceNumberIn, splitLocalePath } from '#app/domain/locale.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { translate } from '#app/lib/messages.ts'
import { localeOfMatches, pageMeta } from '#app/lib/meta.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { listPublishedProducts, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/order-page'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname)
  const products = await readCatalogue('order page', getDb, listPublishedProducts, (builtIn) => builtIn)
  // Only materials that have a page and are published can be ordered online; each is named in the
  // page's language and leads to its page in it (ADR 060).
  return {
    choices: materials.flatMap((material) => {
      const product = products.find((item) => item.slug === material.slug)
      if (!product) return []
      const title =
        locale === 'et' ? material.title : materialNameMessages[locale][material.slug as MaterialNameMessage]
      const price =
        locale === 'et'
          ? formatPriceNumber(product.priceCents)
          : formatPriceNumberIn(locale, product.priceCents)
      return [
        { slug: material.slug, title, price, href: `${hrefIn(locale, `/${material.slug}`)}#order-form` },
      ]
    }),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const business = businessOfMatches(matches)
  const t = translate(orderPageMessages, localeOfMatches(matches))
  return pageMeta({
    business,
    matches,
    path: '/tellimine',
    title: t('meta.title', { name: business.name }),
    description: t('meta.description'),
  })
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness()
  const t = translate(orderPageMessages, useLocale())
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('heading')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('intro')}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {loaderData.choices.map((choice) => (
          <li key={choice.slug}>
            <Link
              to={choice.href}
              className="flex min-h-14 items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white px-5 py-3 shadow-sm hover:border-graphite"
            >
              <span className="font-semibold">{choice.title}</span>
              <span className="tabular text-stone-700">{t('price', { price: choice.price })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-xl bg-sand-100 p-6">
        <p>{t('largeOrder')}</p>
        <PhoneLink
          business={business}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-5 font-semibold text-white"
        />
      </div>
    </div>
  )
}
