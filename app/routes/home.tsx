import {
  ArrowRight,
  BadgeCheck,
  Clock,
  ExternalLink,
  MapPin,
  Phone,
  Star,
  Truck,
  Warehouse,
} from 'lucide-react'
import { data, Link, redirect } from 'react-router'
import { InquiryForm } from '#app/components/inquiry-form.tsx'
import { PhotoGallery } from '#app/components/photo-gallery.tsx'
import { QuarryMap } from '#app/components/quarry-map.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { SectionLink } from '#app/components/section-link.tsx'
import { SitePicture } from '#app/components/site-picture.tsx'
import { UploadedPicture } from '#app/components/uploaded-picture.tsx'
import type { BusinessInfo } from '#app/content/business.ts'
import { inquiryMaterialChoices } from '#app/content/inquiry.ts'
import { seasonLine } from '#app/content/opening-hours.ts'
import { partnersHeading, partnersIntro } from '#app/content/partners.ts'
import { formatEurPerTonne, formatMonthYear, formatPriceNumber } from '#app/domain/format.ts'
import type { InquirySubmissionResult } from '#app/domain/inquiry-form.ts'
import { withVatCents } from '#app/domain/quote.ts'
import { Island, islandsHandle } from '#app/islands/island.tsx'
import { pageMeta, publicUrlFrom } from '#app/lib/meta.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import { jsonLd, localBusiness } from '#app/lib/structured-data.ts'
import { businessOfMatches, useBusiness } from '#app/lib/use-business.ts'
import {
  type CatalogueProduct,
  listPublishedProducts,
  readCatalogue,
} from '#app/server/catalogue/catalogue.server.ts'
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
export const handle = islandsHandle
export async function loader({ request }: Route.LoaderArgs) {
  const inquirySent = new URL(request.url).searchParams.get('paring') === 'saadetud'
  return {
    products: await readCatalogue('home', getDb, listPublishedProducts, (builtIn) => builtIn),
    inquirySent,
    idempotencyKey: crypto.randomUUID(),
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

const whyUs = [
  {
    icon: BadgeCheck,
    title: 'Sertifitseeritud ja testitud materjal',
    text: 'Toodame oma karjääris ja kontrollime fraktsioone regulaarselt.',
  },
  {
    icon: Warehouse,
    title: 'Laadimine kohapeal või vedu',
    text: 'Laadime teie autole karjääris või toome kalluriga objektile.',
  },
  {
    icon: Truck,
    title: 'Kiire ja paindlik tarne',
    text: 'Tavaliselt jõuab materjal objektile 1-3 tööpäevaga.',
  },
] as const

const steps = [
  { title: 'Valige toode', text: 'Vaadake materjale ja hindu või arvutage vajalik kogus kalkulaatoriga.' },
  { title: 'Küsige pakkumist või tellige', text: 'Saatke hinnapäring või tellimus otse materjali lehelt.' },
  { title: 'Kinnitame hinna ja aja', text: 'Võtame teiega ühendust ning lepime kokku hinna ja tarneaja.' },
  { title: 'Tarne', text: 'Toome materjali objektile, soovi korral ka koos laialiajamisega.' },
] as const

function ServiceCard({ product }: { product: CatalogueProduct }) {
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

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { products, partners, references, gallery, testimonials } = loaderData
  const business = useBusiness()
  return (
    <>
      <section id="home" className="relative isolate overflow-hidden bg-graphite text-white">
        {/* Decoration for wider screens; on a phone the hero is text only, so nothing delays it. */}
        <ResponsiveImage
          image="hero/karjaar"
          alt=""
          sizes="100vw"
          className="absolute inset-0 -z-10 hidden h-full w-full object-cover opacity-45 sm:block"
        />
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="font-semibold text-sand-300">{business.name} · Lääne-Virumaa</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Kvaliteetne liiv, kruus ja killustik otse karjäärist
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-50">
            Sõelutud liiv, kruus, killustik ja muld eraehitajale ja ettevõttele. Laadime karjääris või toome
            kalluriga objektile {business.deliveryArea.join(', ')}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SectionLink
              section="stats"
              className="inline-flex min-h-12 items-center rounded-md bg-accent px-6 text-lg font-semibold text-white hover:bg-accent-hover"
            >
              Küsi pakkumist
            </SectionLink>
            <a
              href={`tel:${business.phoneE164}`}
              className="inline-flex min-h-12 items-center gap-2 rounded-md border border-stone-200 bg-graphite/60 px-6 text-lg font-semibold hover:bg-graphite-soft"
            >
              <Phone aria-hidden="true" className="h-5 w-5" />
              <span className="tabular">{business.phone}</span>
            </a>
          </div>
          <dl className="mt-10 flex flex-wrap gap-10">
            <div className="flex flex-col">
              <dt className="text-stone-100">aastat kogemust</dt>
              <dd className="order-first text-4xl font-extrabold text-sand-300 tabular">
                {business.foundedYearsText}
              </dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-stone-100">lõpetatud projekti</dt>
              <dd className="order-first text-4xl font-extrabold text-sand-300 tabular">
                {business.projectsText}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      {partners.length > 0 ? (
        <section aria-labelledby="partners-title" className="border-b border-stone-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
            <h2 id="partners-title" className="text-lg font-semibold">
              {partnersHeading}
            </h2>
            <p className="text-sm text-stone-700">{partnersIntro}</p>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {partners.map((partner) => (
                <li key={partner.id}>
                  <a
                    href={partner.url}
                    target="_blank"
                    rel="noopener"
                    className="flex min-h-14 items-center justify-center rounded-lg border border-stone-200 px-3 py-2 text-center text-sm font-semibold text-stone-700 hover:border-graphite hover:text-graphite"
                  >
                    {/* A logo says the name as its text; without one the name is the tile. */}
                    {partner.logo ? (
                      <SitePicture
                        image={partner.logo}
                        alt={partner.name}
                        sizes="10rem"
                        className="h-10 w-full object-contain"
                      />
                    ) : (
                      partner.name
                    )}
                    <span className="sr-only"> (avaneb uues aknas)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        id="services"
        aria-labelledby="services-title"
        className="lazy-render [--lazy-render-height:230rem] md:[--lazy-render-height:110rem] mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="services-title" className="text-3xl font-bold tracking-tight">
          Materjal ja hinnad
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          Hinnad on tonni kohta ilma käibemaksu ja transpordita. Transport 2,7 € km kohta, kohaletoomine
          alates 8 tonnist kuni 60 km kaugusele.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <ServiceCard key={product.id} product={product} />
          ))}
        </ul>
      </section>

      <section
        id="about"
        aria-labelledby="about-title"
        className="lazy-render [--lazy-render-height:52rem] md:[--lazy-render-height:28rem] bg-sand-100"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="about-title" className="text-3xl font-bold tracking-tight">
            Miks valida meid
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {whyUs.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="h-8 w-8 text-accent" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-stone-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="stats"
        aria-labelledby="stats-title"
        className="lazy-render [--lazy-render-height:58rem] md:[--lazy-render-height:45rem] mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="stats-title" className="text-3xl font-bold tracking-tight">
          Hinnapäring
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          Hind sõltub kogusest ja transpordist. Kirjutage, mis materjali ja kui palju vajate ning kuhu see
          tuleb tuua, ja saadame teile pakkumise.
        </p>
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
      </section>

      <section
        aria-labelledby="steps-title"
        className="lazy-render [--lazy-render-height:64rem] md:[--lazy-render-height:30rem] bg-sand-100"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="steps-title" className="text-3xl font-bold tracking-tight">
            Kuidas tellida
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-sand-200 bg-sand-50 p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-graphite font-bold text-white tabular">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-stone-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="projects"
        aria-labelledby="projects-title"
        className="lazy-render [--lazy-render-height:151rem] md:[--lazy-render-height:85rem] mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="projects-title" className="text-3xl font-bold tracking-tight">
          Projektid
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          Mõned tööd, kuhu oleme materjali andnud: eramute vundamendid, teed, platsid ja haljastus üle
          Lääne-Virumaa.
        </p>
        {references.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {references.map((project) => (
              <li
                key={project.id}
                className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
              >
                {project.image ? (
                  <SitePicture
                    image={project.image}
                    alt={project.imageAlt}
                    sizes="(min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold">{project.title}</h3>
                  <p className="text-sm text-stone-700">
                    {project.location} · {formatMonthYear(project.date)}
                  </p>
                  <p className="mt-2 flex-1 text-stone-700">{project.description}</p>
                  {project.url ? (
                    <a
                      href={project.url}
                      target="_blank"
                      rel="noopener"
                      className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-hover underline"
                    >
                      Vaata lähemalt <span className="sr-only">: {project.title} (avaneb uues aknas)</span>
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {gallery.length > 0 ? (
        <section
          aria-labelledby="gallery-title"
          className="lazy-render [--lazy-render-height:37rem] md:[--lazy-render-height:58rem] bg-stone-100"
        >
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="gallery-title" className="text-3xl font-bold tracking-tight">
              Galerii
            </h2>
            <div className="mt-8">
              <Island name="photo-gallery" component={PhotoGallery} props={{ images: gallery }} />
            </div>
          </div>
        </section>
      ) : null}

      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight">
            Klientide tagasiside
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <p
                  className="flex gap-0.5 text-amber-600"
                  role="img"
                  aria-label={`Hinnang: ${testimonial.rating} ${testimonial.rating === 1 ? 'tärn' : 'tärni'} 5-st`}
                >
                  {/* Five stars, as many filled as the rating. */}
                  {['first', 'second', 'third', 'fourth', 'fifth'].map((star, index) => (
                    <Star
                      key={star}
                      aria-hidden="true"
                      className={
                        index < testimonial.rating ? 'h-5 w-5 fill-current' : 'h-5 w-5 text-stone-500'
                      }
                    />
                  ))}
                </p>
                <blockquote className="mt-4 whitespace-pre-line text-stone-700">
                  {testimonial.text}
                </blockquote>
                <p className="mt-4 font-semibold">{testimonial.name}</p>
                {testimonial.positionUrl ? (
                  <a
                    href={testimonial.positionUrl}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-6 items-center text-sm text-stone-700 underline hover:text-graphite"
                  >
                    {testimonial.position}
                    <span className="sr-only"> (avaneb uues aknas)</span>
                  </a>
                ) : (
                  <p className="text-sm text-stone-700">{testimonial.position}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        id="contact"
        aria-labelledby="contact-title"
        className="lazy-render [--lazy-render-height:48rem] md:[--lazy-render-height:29rem] bg-white"
      >
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
              Kontakt
            </h2>
            <ul className="mt-6 space-y-5">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent" />
                <div>
                  <h3 className="font-semibold">Asukoht</h3>
                  <p className="text-stone-700">
                    {business.address.street}, {business.address.locality}, {business.address.region}
                  </p>
                </div>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent" />
                <div>
                  <h3 className="font-semibold">Telefon ja e-post</h3>
                  <p>
                    <a
                      href={`tel:${business.phoneE164}`}
                      className="inline-flex min-h-6 items-center underline tabular"
                    >
                      {business.phone}
                    </a>
                  </p>
                  <p>
                    <a
                      href={`mailto:${business.email}`}
                      className="inline-flex min-h-6 items-center underline"
                    >
                      {business.email}
                    </a>
                  </p>
                </div>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent" />
                <div>
                  <h3 className="font-semibold">Müügiajad</h3>
                  <p className="text-stone-700">{business.salesHours}</p>
                  <p className="text-stone-700 tabular">
                    Lahtiolekuajad:{' '}
                    {business.openingHours
                      .map((hours) => `${hours.label} ${hours.opens}-${hours.closes}`)
                      .join(', ')}
                  </p>
                  {business.season ? (
                    <p className="text-stone-700 tabular">{seasonLine(business.season)}</p>
                  ) : null}
                </div>
              </li>
            </ul>
          </div>
          <Island
            name="quarry-map"
            component={QuarryMap}
            props={{ business: { name: business.name, coordinates: business.coordinates } }}
          />
        </div>
      </section>
    </>
  )
}
