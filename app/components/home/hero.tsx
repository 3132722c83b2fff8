import type { BusinessInfo } from '#app/content/business.ts'
import { homeMessages } from '#app/content/messages/home.ts'
import { useMessages } from '#app/lib/messages.ts'
import { PhoneLink } from '../contact-links.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { SectionLink } from '../section-link.tsx'

/** The first screen: what the quarry sells, 'Küsi pakkumist', the phone, and its years and projects. */
export function HomeHero({ business }: { business: BusinessInfo }) {
  const t = useMessages(homeMessages)
  return (
    <section id="home" className="relative isolate overflow-hidden bg-graphite text-white">
      {/* Decoration for wider screens; on a phone the hero is text only, so nothing delays it. */}
      <ResponsiveImage
        image="hero/karjaar"
        alt=""
        sizes="100vw"
        className="absolute inset-0 -z-10 hidden h-full w-full object-cover opacity-45 sm:block"
      />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="font-semibold text-sand-300">{t('hero.tagline', { name: business.name })}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('hero.heading')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-50">
          {t('hero.lead', { area: business.deliveryArea.join(', ') })}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <SectionLink
            section="stats"
            className="inline-flex min-h-12 items-center rounded-md bg-accent px-6 text-lg font-semibold text-white hover:bg-accent-hover"
          >
            {t('hero.quote')}
          </SectionLink>
          <PhoneLink
            business={business}
            className="inline-flex min-h-12 items-center gap-2 rounded-md border border-stone-200 bg-graphite/60 px-6 text-lg font-semibold hover:bg-graphite-soft"
            iconClassName="h-5 w-5"
            numberClassName="tabular"
          />
        </div>
        <dl className="mt-10 flex flex-wrap gap-10">
          <div className="flex flex-col">
            <dt className="text-stone-100">{t('hero.years')}</dt>
            <dd className="order-first text-4xl font-extrabold text-sand-300 tabular">
              {business.foundedYearsText}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-stone-100">{t('hero.projects')}</dt>
            <dd className="order-first text-4xl font-extrabold text-sand-300 tabular">
              {business.projectsText}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
