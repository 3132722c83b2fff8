import { data, redirect } from 'react-router'
import { Contact } from '#app/components/home/contact.tsx'
import { HomeHero } from '#app/components/home/hero.tsx'
import { HomeSection } from '#app/components/home/home-section.tsx'
import { HowToOrder, WhyUs } from '#app/components/home/how-we-work.tsx'
import { PartnersStrip } from '#app/components/home/partners.tsx'
import { Projects } from '#app/components/home/projects.tsx'
import { Services } from '#app/components/home/services.tsx'
import { Testimonials } from '#app/components/home/testimonials.tsx'
import { InquiryForm } from '#app/components/inquiry-form.tsx'
import { PhotoGallery } from '#app/components/photo-gallery.tsx'
import { deliveryAreaIn } from '#app/content/business.ts'
import { inquiryMaterialChoicesIn } from '#app/content/inquiry.ts'
import { homeMessages } from '#app/content/messages/home.ts'
import { inquiryMessages } from '#app/content/messages/inquiry.ts'
import { hrefIn } from '#app/content/translated-pages.ts'
import type { InquirySubmissionResult } from '#app/domain/inquiry-form.ts'
import { localePath, splitLocalePath } from '#app/domain/locale.ts'
import { newPageKey } from '#app/domain/submission-key.ts'
import { Island, islandsPage } from '#app/islands/island.tsx'
import { compiledMessages, translate } from '#app/lib/messages.ts'
import { localeOfMatches, pageMeta, publicUrlFrom } from '#app/lib/meta.ts'
import { jsonLd, localBusiness } from '#app/lib/structured-data.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { listPublishedProducts, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import {
  galleryIn,
  partnersIn,
  referencesIn,
  testimonialsIn,
} from '#app/server/content/collections.server.ts'
import { liveProductNameIn } from '#app/server/content/material-translations.server.ts'
import { submitInquiry } from '#app/server/inquiries/inquiry-submission.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/home'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsPage({ never: ['paring'] })
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const inquirySent = url.searchParams.get('paring') === 'saadetud'
  const { locale } = splitLocalePath(url.pathname)
  return {
    locale,
    // Each product named in the page's language, a material as its page there names it.
    products: (await readCatalogue('home', getDb, listPublishedProducts, (builtIn) => builtIn)).map(
      (product) => ({ ...product, ...liveProductNameIn(locale, product) }),
    ),
    inquirySent,
    idempotencyKey: newPageKey(),
    inquiryChoices: inquiryMaterialChoicesIn(locale),
    // The form's texts in the page's language, compiled: the island reads them with the runtime alone.
    inquiryMessages: compiledMessages(inquiryMessages, locale),
    // The owner's collections, as this process holds them (staff change them in /admin/avaleht), in the
    // page's language where staff translated them.
    partners: partnersIn(locale),
    references: referencesIn(locale),
    gallery: galleryIn(locale),
    testimonials: testimonialsIn(locale),
  }
}

/** The price inquiry, posted by the browser without JavaScript (with it, the form posts to /api/inquiries). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null)
  if (!formData) {
    const { locale } = splitLocalePath(new URL(request.url).pathname)
    return data<InquirySubmissionResult>(
      { ok: false, fieldErrors: {}, formError: translate(inquiryMessages, locale)('unreadable') },
      { status: 400 },
    )
  }
  const { locale } = splitLocalePath(new URL(request.url).pathname)
  const { status, result, retryAfterSeconds } = await submitInquiry(formData, context, locale)
  // The browser shows the confirmation page, and a reload does not post again.
  if (result.ok) throw redirect(`${localePath(locale, '/')}?paring=saadetud#stats`)
  return data<InquirySubmissionResult>(result, {
    status,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  })
}

/** A refused post says when to come back (Retry-After) on the page too, as the JSON API does. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = publicUrlFrom(matches)
  const business = businessOfMatches(matches)
  const locale = localeOfMatches(matches)
  const t = translate(homeMessages, locale)
  const description = t('meta.description')
  return [
    ...pageMeta({
      business,
      matches,
      path: '/',
      title: t('meta.title', { name: business.name }),
      description,
    }),
    jsonLd(localBusiness(origin, business)),
    jsonLd({
      '@type': 'WebSite',
      name: business.name,
      url: `${origin}${localePath(locale, '/')}`,
      inLanguage: locale,
      description,
    }),
  ]
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { products, partners, references, gallery, testimonials } = loaderData
  const business = useBusiness()
  const locale = useLocale()
  const t = translate(homeMessages, locale)
  return (
    <>
      {/* The hero names the delivery area's counties in the page's language. */}
      <HomeHero business={{ ...business, deliveryArea: deliveryAreaIn(business, locale) }} />
      <PartnersStrip partners={partners} />
      <Services products={products} />
      <WhyUs />
      <HomeSection
        id="stats"
        title={t('inquiry.title')}
        intro={t('inquiry.intro')}
        className="lazy-render [--lazy-render-height:58rem] md:[--lazy-render-height:45rem]"
      >
        <div className="mt-6 max-w-3xl">
          <Island
            key={loaderData.idempotencyKey}
            name="inquiry-form"
            component={InquiryForm}
            props={{
              idempotencyKey: loaderData.idempotencyKey,
              choices: loaderData.inquiryChoices,
              locale: loaderData.locale,
              messages: loaderData.inquiryMessages,
              sent: loaderData.inquirySent,
              result: actionData,
              action: locale === 'et' ? '/?index' : localePath(locale, '/'),
              privacyHref: hrefIn(locale, '/privaatsus'),
            }}
          />
        </div>
      </HomeSection>
      <HowToOrder />
      <Projects references={references} />
      {gallery.length > 0 ? (
        <HomeSection
          name="gallery"
          title={t('gallery.title')}
          band="bg-stone-100"
          className="lazy-render [--lazy-render-height:37rem] md:[--lazy-render-height:58rem]"
        >
          <div className="mt-8">
            <Island
              name="photo-gallery"
              component={PhotoGallery}
              props={{
                images: gallery.map(({ id, image, alt, caption, lang }) => ({
                  id,
                  image,
                  alt,
                  caption,
                  captionLang: lang.caption,
                })),
                texts: {
                  previous: t('gallery.previous'),
                  next: t('gallery.next'),
                  picture: t('gallery.picture'),
                  slide: t('gallery.slide'),
                  failed: t('gallery.failed'),
                },
              }}
            />
          </div>
        </HomeSection>
      ) : null}
      <Testimonials testimonials={testimonials} />
      <Contact business={business} />
    </>
  )
}
