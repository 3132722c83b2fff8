import { Link } from 'react-router'
import { PhoneLink } from '#app/components/contact-links.tsx'
import { orderPageContent } from '#app/content/calculator-content.ts'
import { materials } from '#app/content/materials.ts'
import { formatPriceNumber } from '#app/domain/format.ts'
import { islandsHandle } from '#app/islands/island.tsx'
import { textPageMeta } from '#app/lib/meta.ts'
import { useBusiness } from '#app/lib/use-business.ts'
import { listPublishedProducts, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/order-page'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsHandle
export async function loader() {
  const products = await readCatalogue('order page', getDb, listPublishedProducts, (builtIn) => builtIn)
  // Only materials that have a page and are published can be ordered online.
  return {
    choices: materials.flatMap((material) => {
      const product = products.find((item) => item.slug === material.slug)
      return product ? [{ slug: material.slug, title: material.title, priceCents: product.priceCents }] : []
    }),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return textPageMeta(matches, '/tellimine', orderPageContent)
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness()
  const content = orderPageContent(business)
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{content.heading}</h1>
      <p className="mt-4 text-lg text-stone-700">{content.intro}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {loaderData.choices.map((choice) => (
          <li key={choice.slug}>
            <Link
              to={`/${choice.slug}#order-form`}
              className="flex min-h-14 items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white px-5 py-3 shadow-sm hover:border-graphite"
            >
              <span className="font-semibold">{choice.title}</span>
              <span className="tabular text-stone-700">{formatPriceNumber(choice.priceCents)} €/t</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-xl bg-sand-100 p-6">
        <p>{content.largeOrder}</p>
        <PhoneLink
          business={business}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-5 font-semibold text-white"
        />
      </div>
    </div>
  )
}
