import { Clock, MapPin, Phone } from 'lucide-react'
import type { BusinessInfo } from '#app/content/business.ts'
import { seasonLine } from '#app/content/opening-hours.ts'
import { Island } from '#app/islands/island.tsx'
import { QuarryMap } from '../quarry-map.tsx'

/** 'Kontakt': where the quarry is, its phone and e-mail, its hours and season, and the map (an island). */
export function Contact({ business }: { business: BusinessInfo }) {
  return (
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
                  <a href={`mailto:${business.email}`} className="inline-flex min-h-6 items-center underline">
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
  )
}
