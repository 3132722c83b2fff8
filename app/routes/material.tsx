import { data, redirect } from 'react-router'
import { PhoneLink } from '#app/components/contact-links.tsx'
import { FaqAccordion } from '#app/components/faq-accordion.tsx'
import { MaterialDetails } from '#app/components/material/material-details.tsx'
import { MaterialHeader } from '#app/components/material/material-header.tsx'
import { OrderForm } from '#app/components/order-form.tsx'
import { imageUrl } from '#app/components/responsive-image.tsx'
import { SectionLink } from '#app/components/section-link.tsx'
import type { ImageKey } from '#app/content/images.gen.ts'
import type { Material } from '#app/content/material.ts'
import { fillPriceInTexts } from '#app/content/material-texts.ts'
import { materialBySlug } from '#app/content/materials.ts'
import { materialPageMessages } from '#app/content/messages/material-page.ts'
import { orderMessages } from '#app/content/messages/order.ts'
import { formatPriceNumberIn, localePath, splitLocalePath } from '#app/domain/locale.ts'
import type { OrderSubmissionResult } from '#app/domain/order-form.ts'
import { newPageKey } from '#app/domain/submission-key.ts'
import { Island, islandsPage } from '#app/islands/island.tsx'
import { compiledMessages, translate } from '#app/lib/messages.ts'
import { localeOfMatches, pageMeta, publicUrlFrom } from '#app/lib/meta.ts'
import { breadcrumbs, faqPage, jsonLd, materialProduct } from '#app/lib/structured-data.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { findProductBySlug, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import { liveMaterialTexts } from '#app/server/content/material-texts.server.ts'
import {
  liveMaterialTranslation,
  type MaterialInLocale,
} from '#app/server/content/material-translations.server.ts'
import { accountOrderView } from '#app/server/customers/account-ordering.server.ts'
import { accountReorder } from '#app/server/customers/account-read.server.ts'
import { customerOf } from '#app/server/customers/customer-guard.server.ts'
import { orderLanguage } from '#app/server/orders/order-language.server.ts'
import { submitOrder } from '#app/server/orders/order-submission.server.ts'
import { getConfig, getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/material'

/** The page's material and language from its address: '/ru/killustik' → killustik, ru (ADR 060). */
function pageOf(request: Request) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname)
  return { slug: path.replace(/^\/+|\/+$/g, ''), locale }
}

function requireMaterial(slug: string): Material {
  const material = materialBySlug(slug)
  if (!material) throw data(null, { status: 404 })
  return material
}

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsPage({ never: ['tellimus'] })
export async function loader({ request }: Route.LoaderArgs) {
  const { slug, locale } = pageOf(request)
  const material = requireMaterial(slug)
  const product = await readCatalogue(
    'material page',
    getDb,
    (db) => findProductBySlug(db, slug),
    (builtIn) => builtIn.find((item) => item.slug === slug) ?? null,
  )
  const ordered = new URL(request.url).searchParams.get('tellimus') === 'esitatud'
  // A signed-in business customer sees its own price and orders for its company (ADR 059); such a page
  // is never cached (page-cache.server.ts passes requests with the account's cookie by).
  const person = await customerOf(request)
  const account = person && product ? await accountOrderView(getDb(), person, product.id) : null
  // 'Telli uuesti' from /konto/tellimused: the company's own order of this material fills the form.
  const again = new URL(request.url).searchParams.get('uuesti') ?? ''
  const earlier =
    person && account && product && /^[1-9]\d{0,9}$/.test(again) && Number(again) <= 2_147_483_647
      ? await accountReorder(getDb(), person.customerId, Number(again))
      : null
  const initial =
    earlier && earlier.productId === product?.id
      ? {
          quantity: String(earlier.quantity),
          deliveryOption: earlier.deliveryOption,
          deliveryAddress: earlier.deliveryAddress ?? '',
          siteId: String(account?.sites.find((site) => site.address === earlier.deliveryAddress)?.id ?? ''),
          buyer_reference: earlier.buyerReference ?? '',
        }
      : null
  // A material staff deleted from the catalogue is shown as not available, like an unpublished one.
  // Its description is the page's short description (edited on the product and on /admin/materjalid).
  const shown = product ?? {
    priceCents: material.priceCents,
    description: material.summary,
    published: false,
    name: material.productName,
    picture: null,
  }
  // The page's texts as staff keep them (/admin/materjalid), `{hind}` as the price the page shows; in
  // Russian and English staff's translations over the built-in ones (ADR 060).
  const { summary: _summary, description, uses, technicalData, faqs, metaDescription, ...page } = material
  const translated = locale === 'et' ? null : liveMaterialTranslation(material, locale)
  const image: Material['image'] = !translated
    ? page.image
    : page.image.kind === 'photo'
      ? { ...page.image, alt: translated.imageText }
      : { kind: 'placeholder', label: translated.imageText }
  return {
    slug: material.slug,
    locale,
    material: translated
      ? { ...page, title: translated.title, metaTitle: translated.metaTitle, image }
      : page,
    texts: translated
      ? fillPriceInTexts(translated.texts, shown.priceCents, (cents) => formatPriceNumberIn(locale, cents))
      : fillPriceInTexts(liveMaterialTexts(material), shown.priceCents),
    product: translated
      ? {
          ...shown,
          name: translated.title,
          description: translated.summary,
          picture: pictureIn(shown, translated),
        }
      : shown,
    account,
    initial,
    messages: orderLanguage(locale, material.orderMessages).messages,
    // The form's words in the page's language, compiled: the island reads them with the runtime alone.
    orderTexts: compiledMessages(orderMessages, locale),
    idempotencyKey: newPageKey(),
    ordered,
    // The order form searches addresses with Google Places in the browser only when both keys are set.
    addressSearch: (getConfig().geo.provider === 'google' && getConfig().geo.googleBrowserKey
      ? 'google'
      : 'server') as 'google' | 'server',
  }
}

/**
 * A picture staff uploaded, as a Russian or English page shows it: with the picture's text staff wrote
 * in the language, else with their Estonian one, marked as Estonian (`altInEstonian`); the built-in
 * translation describes the built-in photo, not theirs.
 */
function pictureIn(
  product: { picture: { url: string; altText: string | null } | null },
  translated: MaterialInLocale,
): { url: string; altText: string | null; altInEstonian?: boolean } | null {
  if (!product.picture) return null
  return translated.ownImageText
    ? { ...product.picture, altText: translated.imageText }
    : { ...product.picture, altInEstonian: Boolean(product.picture.altText) }
}

/** The order form, posted by the browser without JavaScript (with it, the form posts to /api/orders). */
export async function action({ request, context }: Route.ActionArgs) {
  const { slug, locale } = pageOf(request)
  requireMaterial(slug)
  const formData = await request.formData().catch(() => null)
  if (!formData) {
    const t = translate(orderMessages, locale)
    return data<OrderSubmissionResult>(
      { ok: false, fieldErrors: {}, formError: { title: t('failureTitle'), text: t('unreadable') } },
      { status: 400 },
    )
  }
  const { status, result, retryAfterSeconds } = await submitOrder(request, formData, context, slug, locale)
  // The browser shows the confirmation page, and a reload does not post again.
  if (result.ok) {
    throw redirect(`${localePath(locale, `/${slug}`)}?tellimus=esitatud#order-form`)
  }
  return data<OrderSubmissionResult>(result, {
    status,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  })
}

/** A refused post says when to come back (Retry-After) on the page too, as the JSON API does. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const material = loaderData?.material
  if (!material) return [{ title: 'Lehte ei leitud' }]
  const origin = publicUrlFrom(matches)
  const business = businessOfMatches(matches)
  const locale = localeOfMatches(matches)
  const t = translate(materialPageMessages, locale)
  const path = `/${material.slug}`
  // A picture staff uploaded for the product takes the place of the built-in one.
  const uploaded = loaderData.product.picture
  const image = uploaded
    ? uploaded.url
    : material.image.kind === 'photo'
      ? imageUrl(`materials/${material.image.file}` as ImageKey)
      : undefined
  return [
    ...pageMeta({
      business,
      matches,
      path,
      title: material.metaTitle,
      description: loaderData.texts.metaDescription,
      image,
    }),
    jsonLd(
      materialProduct(origin, business, material, loaderData.product, image, {
        path: localePath(locale, path),
        category: t('category'),
        unitText: t('unit'),
      }),
    ),
    jsonLd({ ...faqPage(loaderData.texts.faqs), inLanguage: locale }),
    jsonLd(
      breadcrumbs(origin, [
        { name: t('breadcrumbHome'), path: localePath(locale, '/') },
        { name: t('breadcrumbMaterials'), path: `${localePath(locale, '/')}#services` },
        { name: material.title, path: localePath(locale, path) },
      ]),
    ),
  ]
}

export default function MaterialPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness()
  const { material, product, messages, texts, locale } = loaderData
  const t = translate(materialPageMessages, locale)
  const orderText = translate(orderMessages, locale)
  return (
    <article>
      <MaterialHeader
        material={material}
        product={product}
        agreedPriceCents={loaderData.account?.agreedPriceCents ?? null}
      />

      <MaterialDetails material={material} texts={texts} />

      <section
        id="order-form"
        aria-labelledby="order-title"
        // Laid out with the first screen, not `lazy-render`: it begins within a screen's height of it at any
        // width, where the browser unlocks a lazy block at once, in a second layout of the form's 120 boxes
        // right after the first paint (a long task on a slow phone; docs/decisions/039-nothing-beside-the-first-paint.md).
        className="bg-white"
      >
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h2 id="order-title" className="text-3xl font-bold tracking-tight">
            {t('orderTitle', { material: material.title.toLowerCase() })}
          </h2>
          {loaderData.ordered ? (
            <div
              role="status"
              className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
            >
              <p className="font-semibold">{orderText('successTitle')}</p>
              <p>{orderText('successText')}</p>
            </div>
          ) : null}
          {product.published ? (
            <div className="mt-6">
              <Island
                key={loaderData.idempotencyKey}
                name="order-form"
                component={OrderForm}
                props={{
                  slug: material.slug,
                  addressSearch: loaderData.addressSearch,
                  business: { phone: business.phone, phoneE164: business.phoneE164 },
                  productName: product.name,
                  unitPriceCents: loaderData.account?.agreedPriceCents ?? product.priceCents,
                  account: loaderData.account,
                  initial: loaderData.initial,
                  messages,
                  locale,
                  texts: loaderData.orderTexts,
                  idempotencyKey: loaderData.idempotencyKey,
                  result: actionData,
                }}
              />
            </div>
          ) : (
            <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5">
              <p className="text-lg font-semibold">{t('notAvailable', { material: material.title })}</p>
              <p className="mt-2">{t('notAvailableText')}</p>
              <p className="mt-4 flex flex-wrap gap-3">
                <PhoneLink
                  business={business}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-5 font-semibold text-white"
                />
                <SectionLink
                  section="stats"
                  className="inline-flex min-h-11 items-center rounded-md border border-stone-400 px-5 font-semibold"
                >
                  {t('sendInquiry')}
                </SectionLink>
              </p>
            </div>
          )}
        </div>
      </section>

      <section
        aria-labelledby="faq-title"
        className="lazy-render [--lazy-render-height:32rem] md:[--lazy-render-height:26rem] mx-auto max-w-3xl px-4 py-12 sm:px-6"
      >
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          {t('faq')}
        </h2>
        <FaqAccordion name="faq" items={texts.faqs} className="mt-6" />
      </section>
    </article>
  )
}
