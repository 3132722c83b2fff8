import { homeMessages } from '#app/content/messages/home.ts'
import { useMessages } from '#app/lib/messages.ts'
import { NewWindowLink } from '../new-window-link.tsx'
import { SitePicture } from '../site-picture.tsx'
import type { HomeData } from './types.ts'

/** The partners' logos (or names), each to its own site in a new window; nothing when there are none. */
export function PartnersStrip({ partners }: Pick<HomeData, 'partners'>) {
  const t = useMessages(homeMessages)
  if (partners.length === 0) return null
  return (
    <section aria-labelledby="partners-title" className="border-b border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h2 id="partners-title" className="text-lg font-semibold">
          {t('partners.heading')}
        </h2>
        <p className="text-sm text-stone-700">{t('partners.intro')}</p>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.id}>
              <NewWindowLink
                note={t('newWindow')}
                href={partner.url}
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
                  <span lang={partner.lang.name}>{partner.name}</span>
                )}
              </NewWindowLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
