import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { formatEurPerTonne, formatPriceNumber } from '#app/domain/format.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { SectionLink } from '../section-link.tsx'
import { UploadedPicture } from '../uploaded-picture.tsx'
import { HomeSection } from './home-section.tsx'
import type { HomeData } from './types.ts'

/** 'Materjal ja hinnad': a card per published product with its price and the way to order it. */
export function Services({ products }: Pick<HomeData, 'products'>) {
  return (
    <HomeSection
      id="services"
      title="Materjal ja hinnad"
      intro="Hinnad on tonni kohta ilma käibemaksu ja transpordita. Transport 2,7 € km kohta, kohaletoomine alates 8 tonnist kuni 60 km kaugusele."
      className="lazy-render [--lazy-render-height:230rem] md:[--lazy-render-height:110rem]"
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <ServiceCard key={product.id} product={product} />
        ))}
      </ul>
    </HomeSection>
  )
}

function ServiceCard({ product }: { product: HomeData['products'][number] }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {product.picture ? (
        <UploadedPicture
          url={product.picture.url}
          alt={product.picture.altText ?? ''}
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw"
          className="aspect-[8/5] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold">{product.name}</h3>
        <p className="mt-2 flex-1 text-stone-700">{product.description}</p>
        <p className="mt-4 text-xl font-bold tabular">Hind {formatPriceNumber(product.priceCents)} €/t+km</p>
        <p className="text-sm text-stone-700 tabular">
          {formatEurPerTonne(withVatCents(product.priceCents))} koos käibemaksuga
        </p>
        <p className="text-sm text-stone-700">Lisandub transpordikulu</p>
        {product.slug ? (
          <Link
            to={`/${product.slug}#order-form`}
            prefetch="intent"
            className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-hover"
          >
            Tellima <span className="sr-only">{product.name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : (
          <SectionLink
            section="contact"
            className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-hover"
          >
            Tellima <span className="sr-only">{product.name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </SectionLink>
        )}
      </div>
    </li>
  )
}
