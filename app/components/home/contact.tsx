import { Clock, type LucideIcon, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import { businessTextIn } from '#app/content/business.ts'
import { homeMessages } from '#app/content/messages/home.ts'
import { siteFrameMessages } from '#app/content/messages/site-frame.ts'
import { openingHoursLineIn, seasonLineIn } from '#app/content/opening-hours.ts'
import { estonianTextOn } from '#app/domain/locale.ts'
import { Island } from '#app/islands/island.tsx'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { QuarryMap } from '../quarry-map.tsx'

/** 'Kontakt': where the quarry is, its phone and e-mail, its hours and season, and the map (an island). */
export function Contact({ business }: { business: BusinessInfo }) {
  const locale = useLocale()
  const t = translate(homeMessages, locale)
  const season = seasonLineIn(locale, business, translate(siteFrameMessages, locale)('day.closed'))
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="lazy-render [--lazy-render-height:48rem] md:[--lazy-render-height:29rem] bg-white"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
            {t('contact.title')}
          </h2>
          <ul className="mt-6 space-y-5">
            <ContactItem icon={MapPin} title={t('contact.location')}>
              <p className="text-stone-700" {...estonianTextOn(locale)}>
                {business.address.street}, {business.address.locality}, {business.address.region}
              </p>
            </ContactItem>
            <ContactItem icon={Phone} title={t('contact.phoneAndEmail')}>
              <p>
                <a
                  href={`tel:${business.phoneE164}`}
                  className="inline-flex min-h-6 items-center underline tabular"
                >
                  {business.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${business.email}`} className="inline-flex min-h-6 items-center underline">
                  {business.email}
                </a>
              </p>
            </ContactItem>
            <ContactItem icon={Clock} title={t('contact.salesHours')}>
              <p className="text-stone-700">{businessTextIn(business, locale, 'salesHours')}</p>
              <p className="text-stone-700 tabular">
                {t('contact.openingHours', {
                  hours: openingHoursLineIn(locale, business.openingHours),
                })}
              </p>
              {season ? <p className="text-stone-700 tabular">{season}</p> : null}
            </ContactItem>
          </ul>
        </div>
        <Island
          name="quarry-map"
          component={QuarryMap}
          props={{
            business: { name: business.name, coordinates: business.coordinates },
            texts: {
              onMap: t('map.onMap'),
              loading: t('map.loading'),
              open: t('map.open'),
              newWindow: t('newWindow'),
            },
          }}
        />
      </div>
    </section>
  )
}

/** One line of the contact list: its icon, its heading and what it says. */
function ContactItem({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent" />
      <div>
        <h3 className="font-semibold">{title}</h3>
        {children}
      </div>
    </li>
  )
}
