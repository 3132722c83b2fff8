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
import type { BusinessInfo } from '#app/content/business.ts'
import { inquiryMaterialChoices } from '#app/content/inquiry.ts'
import type { InquirySubmissionResult } from '#app/domain/inquiry-form.ts'
import { newPageKey } from '#app/domain/submission-key.ts'
import { Island, islandsPage } from '#app/islands/island.tsx'
import { pageMeta, publicUrlFrom } from '#app/lib/meta.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import { jsonLd, localBusiness } from '#app/lib/structured-data.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import { listPublishedProducts, readCatalogue } from '#app/server/catalogue/catalogue.server.ts'
import {
  galleryNow,
  partnersNow,
  referencesNow,
  testimonialsNow,
} from '#app/server/content/collections.server.ts'
import { submitInquiry } from '#app/server/inquiries/inquiry-submission.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/home'

/** The page is its server's HTML and a few islands (docs/decisions/034-islands.md). */
export const handle = islandsPage({ never: ['paring'] })
export async function loader({ request }: Route.LoaderArgs) {
  const inquirySent = new URL(request.url).searchParams.get('paring') === 'saadetud'
  return {
    products: await readCatalogue('home', getDb, listPublishedProducts, (builtIn) => builtIn),
    inquirySent,
    idempotencyKey: newPageKey(),
    inquiryChoices: inquiryMaterialChoices,
    // The owner's collections, as this process holds them (staff change them in /admin/avaleht).
    partners: partnersNow(),
    references: referencesNow(),
    gallery: galleryNow(),
    testimonials: testimonialsNow(),
  }
}

/** The price inquiry, posted by the browser without JavaScript (with it, the form posts to /api/inquiries). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null)
  if (!formData) {
    return data<InquirySubmissionResult>(
      { ok: false, fieldErrors: {}, formError: badRequestText },
      { status: 400 },
    )
  }
  const { status, result, retryAfterSeconds } = await submitInquiry(formData, context)
  // The browser shows the confirmation page, and a reload does not post again.
  if (result.ok) throw redirect('/?paring=saadetud#stats')
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
  return [
    ...homeMeta(matches, business),
    jsonLd(localBusiness(origin, business)),
    jsonLd({ '@type': 'WebSite', name: business.name, url: `${origin}/`, inLanguage: 'et' }),
  ]
}

function homeMeta(matches: Route.MetaArgs['matches'], business: BusinessInfo) {
  return pageMeta({
    business,
    matches,
    path: '/',
    title: `Liiv, kruus ja killustik otse karjäärist | ${business.name}`,
    description:
      'Sõelutud täite- ja ehitusliiv, kruus, killustik ja muld otse Lääne-Virumaa karjäärist. Hind tonni kohta, kalluriga kohaletoomine kuni 60 km. Küsi pakkumist!',
  })
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { products, partners, references, gallery, testimonials } = loaderData
  const business = useBusiness()
  return (
    <>
      <HomeHero business={business} />
      <PartnersStrip partners={partners} />
      <Services products={products} />
      <WhyUs />
      <HomeSection
        id="stats"
        title="Hinnapäring"
        intro="Hind sõltub kogusest ja transpordist. Kirjutage, mis materjali ja kui palju vajate ning kuhu see tuleb tuua, ja saadame teile pakkumise."
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
              sent: loaderData.inquirySent,
              result: actionData,
            }}
          />
        </div>
      </HomeSection>
      <HowToOrder />
      <Projects references={references} />
      {gallery.length > 0 ? (
        <HomeSection
          name="gallery"
          title="Galerii"
          band="bg-stone-100"
          className="lazy-render [--lazy-render-height:37rem] md:[--lazy-render-height:58rem]"
        >
          <div className="mt-8">
            <Island name="photo-gallery" component={PhotoGallery} props={{ images: gallery }} />
          </div>
        </HomeSection>
      ) : null}
      <Testimonials testimonials={testimonials} />
      <Contact business={business} />
    </>
  )
}
