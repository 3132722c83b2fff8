import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { homeMessages } from '#app/content/messages/home.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import { formatEur, formatPriceNumber } from '#app/domain/format.ts'
import { formatEurIn, formatPriceNumberIn, type Locale } from '#app/domain/locale.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { SectionLink } from '../section-link.tsx'
import { UploadedPicture } from '../uploaded-picture.tsx'
import { HomeSection } from './home-section.tsx'
import type { HomeData } from './types.ts'

/** 'Materjal ja hinnad': a card per published product with its price and the way to order it. */
export function Services({ products }: Pick<HomeData, 'products'>) {
  const locale = useLocale()
  const t = translate(homeMessages, locale)
  return (
    <HomeSection
      id="services"
      title={t('services.title')}
      intro={t('services.intro')}
      className="lazy-render [--lazy-render-height:230rem] md:[--lazy-render-height:110rem]"
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <ServiceCard key={product.id} product={product} locale={locale} />
        ))}
      </ul>
    </HomeSection>
  )
}

function ServiceCard({ product, locale }: { product: HomeData['products'][number]; locale: Locale }) {
  const t = translate(homeMessages, locale)
  const { name, description, inEstonian } = product
  // A product staff added themselves has only its Estonian words (ADR 060).
  const lang = inEstonian ? 'et' : undefined
  const withVat = withVatCents(product.priceCents)
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
        <h3 className="text-lg font-semibold" lang={lang}>
          {name}
        </h3>
        <p className="mt-2 flex-1 text-stone-700" lang={lang}>
          {description}
        </p>
        <p className="mt-4 text-xl font-bold tabular">
          {t('services.price', {
            price:
              locale === 'et'
                ? formatPriceNumber(product.priceCents)
                : formatPriceNumberIn(locale, product.priceCents),
          })}
        </p>
        <p className="text-sm text-stone-700 tabular">
          {t('services.withVat', {
            price: locale === 'et' ? formatEur(withVat) : formatEurIn(locale, withVat),
          })}
        </p>
        <p className="text-sm text-stone-700">{t('services.transport')}</p>
        {product.slug ? (
          <Link
            to={`${hrefIn(locale, `/${product.slug}`)}#order-form`}
            prefetch="intent"
            className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-hover"
          >
            {t('services.order')} <span className="sr-only">{name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : (
          <SectionLink
            section="contact"
            className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-hover"
          >
            {t('services.order')} <span className="sr-only">{name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </SectionLink>
        )}
      </div>
    </li>
  )
}
