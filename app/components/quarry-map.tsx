import { MapPin } from 'lucide-react'
import { useRef } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import { NewWindowLink } from './new-window-link.tsx'
import { useNearViewport } from './use-near-viewport.ts'

const span = 0.04

/** The OpenStreetMap embed and the link to the larger map, around a point. */
export function mapUrls({ latitude, longitude }: { latitude: number; longitude: number }) {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].join(',')
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    link: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=13/${latitude}/${longitude}`,
  }
}

/** The quarry on an OpenStreetMap embed, loaded only when the visitor scrolls near it. An island. */
/** The map's words in the page's language (ADR 060); Estonian unless given. */
export interface MapTexts {
  /** The frame's title, after the quarry's name. */
  onMap: string
  loading: string
  open: string
  newWindow: string
}

const estonianTexts: MapTexts = {
  onMap: 'kaardil',
  loading: 'Kaart laaditakse…',
  open: 'Ava suurem kaart',
  newWindow: ' (avaneb uues aknas)',
}

export function QuarryMap({
  business,
  texts = estonianTexts,
}: {
  business: Pick<BusinessInfo, 'name' | 'coordinates'>
  texts?: MapTexts
}) {
  const { embed: mapEmbedUrl, link: mapLinkUrl } = mapUrls(business.coordinates)
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, '200px')
  return (
    <div
      ref={box}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 md:aspect-auto md:h-full md:min-h-80"
    >
      {near ? (
        <iframe
          title={`${business.name} ${texts.onMap}`}
          src={mapEmbedUrl}
          loading="lazy"
          className="absolute inset-0 h-full w-full border-0"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-stone-700">
          <MapPin aria-hidden="true" className="h-8 w-8 text-accent" />
          <span>{texts.loading}</span>
        </div>
      )}
      <NewWindowLink
        href={mapLinkUrl}
        className="absolute right-2 bottom-2 rounded-md bg-white/95 px-3 py-2 text-sm font-semibold shadow"
        note={texts.newWindow}
      >
        {texts.open}
      </NewWindowLink>
    </div>
  )
}
