import { ArrowLeft, Sprout } from 'lucide-react'
import { Link } from 'react-router'
import type { ImageKey } from '#app/content/images.gen.ts'
import { materialPageMessages } from '#app/content/messages/material-page.ts'
import { formatEur, formatPriceNumber } from '#app/domain/format.ts'
import { formatEurIn, formatPriceNumberIn, localePath } from '#app/domain/locale.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { UploadedPicture } from '../uploaded-picture.tsx'
import type { MaterialData } from './types.ts'

const materialPhotoSizes = '(min-width: 768px) 50vw, 100vw'

/**
 * A material page's first screen: its name, description and price with 'Telli kohe', beside the
 * product's uploaded picture, the material's photo, or a drawn tile for a material without one.
 */
export function MaterialHeader({
  material,
  product,
  agreedPriceCents = null,
}: Pick<MaterialData, 'material' | 'product'> & {
  /** A signed-in business customer's agreed price per tonne ('Teie hind'), without VAT. */
  agreedPriceCents?: number | null
}) {
  const shownCents = agreedPriceCents ?? product.priceCents
  const locale = useLocale()
  const t = translate(materialPageMessages, locale)
  const eur = (cents: number) => (locale === 'et' ? formatEur(cents) : formatEurIn(locale, cents))
  const price = (cents: number) =>
    locale === 'et' ? formatPriceNumber(cents) : formatPriceNumberIn(locale, cents)
  return (
    <header className="bg-graphite text-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6">
        <Link
          to={localePath(locale, '/')}
          className="inline-flex min-h-11 items-center gap-2 text-stone-100 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('back')}
        </Link>
        <div className="mt-4 grid gap-8 md:grid-cols-2 md:items-center">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{material.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-100">{product.description}</p>
            <div className="mt-6 rounded-xl bg-white/10 p-5 ring-1 ring-white/20">
              <p className="text-3xl font-extrabold tabular">
                {t(agreedPriceCents === null ? 'price' : 'yourPrice', { price: price(shownCents) })}
              </p>
              <p className="mt-1 text-stone-100 tabular">
                {t('withVat', { price: eur(withVatCents(shownCents)) })}
              </p>
              {agreedPriceCents === null ? null : (
                <p className="mt-1 text-stone-100 tabular">
                  {t('agreedPrice', { price: eur(product.priceCents) })}
                </p>
              )}
              {product.published ? (
                <a
                  href="#order-form"
                  className="mt-4 inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
                >
                  {t('orderNow')}
                </a>
              ) : null}
            </div>
          </div>
          {product.picture ? (
            // Staff's Estonian text of their picture on a Russian or English page says it is Estonian.
            <div
              className="contents"
              lang={'altInEstonian' in product.picture && product.picture.altInEstonian ? 'et' : undefined}
            >
              <UploadedPicture
                url={product.picture.url}
                alt={product.picture.altText ?? ''}
                sizes={materialPhotoSizes}
                priority
                className="aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
              />
            </div>
          ) : material.image.kind === 'photo' ? (
            <ResponsiveImage
              image={`materials/${material.image.file}` as ImageKey}
              alt={material.image.alt}
              sizes={materialPhotoSizes}
              priority
              className="aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 rounded-xl bg-sand-700 text-sand-50">
              <Sprout aria-hidden="true" className="h-16 w-16" />
              <p className="px-6 text-center font-semibold">{material.image.label}</p>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}
