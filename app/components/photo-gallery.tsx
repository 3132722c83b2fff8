import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react'
import { useRef, useState } from 'react'
import { SitePicture } from './site-picture.tsx'
import { useNearViewport } from './use-near-viewport.ts'

/** One picture of the gallery: a generated picture's key or an uploaded picture's address. */
export interface GalleryPhoto {
  id: number
  image: string
  alt: string
  caption: string
  /** 'et' where the owner's caption is Estonian on a page in another language. */
  captionLang?: 'et'
}

/** The gallery's own words, in the page's language (ADR 060); Estonian, the spec's, unless given. */
export interface GalleryTexts {
  previous: string
  next: string
  picture: string
  slide: string
  failed: string
}

const estonianTexts: GalleryTexts = {
  previous: 'Eelmine pilt',
  next: 'Järgmine pilt',
  picture: 'Pilt',
  slide: 'slaid',
  failed: 'Failed to load',
}

/** SPEC §4/§9: gallery pictures load when within 50 px of the viewport. */
const lazyMargin = '50px'

type LoadState = 'loading' | 'loaded' | 'error'

function GalleryPicture({
  image,
  priority,
  failed,
}: {
  image: GalleryPhoto
  priority: boolean
  failed: string
}) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, lazyMargin)
  const [state, setState] = useState<LoadState>('loading')
  return (
    <div
      ref={box}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-200"
      data-state={state}
    >
      {state === 'loading' ? (
        <div className="absolute inset-0 animate-pulse bg-stone-200" aria-hidden="true" />
      ) : null}
      {state === 'error' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-stone-700">
          <ImageOff aria-hidden="true" className="h-8 w-8" />
          <span>{failed}</span>
        </div>
      ) : null}
      {near && state !== 'error' ? (
        <SitePicture
          image={image.image}
          alt={image.alt}
          sizes="(min-width: 1024px) 960px, 100vw"
          priority={priority}
          className={`h-full w-full object-cover transition-opacity duration-300 ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      ) : null}
      <noscript>
        <SitePicture
          image={image.image}
          alt={image.alt}
          sizes="100vw"
          className="h-full w-full object-cover"
        />
      </noscript>
    </div>
  )
}

/**
 * The home gallery: previous/next, thumbnails, wrap-around index, keyboard arrows and swipe. Any number
 * of pictures (none: nothing is shown); only the first is loaded eagerly.
 */
export function PhotoGallery({
  images,
  texts = estonianTexts,
}: {
  images: readonly GalleryPhoto[]
  texts?: GalleryTexts
}) {
  const [chosen, setIndex] = useState(0)
  const touchStart = useRef<number | null>(null)
  const count = images.length
  // The list may get shorter under the shown picture (the owner deleted some): stay within it.
  const index = Math.min(chosen, Math.max(count - 1, 0))
  const go = (next: number) => setIndex(((next % count) + count) % count)
  const current = images[index]
  if (!current) return null

  return (
    <section
      aria-roledescription="karussell"
      aria-label="Fotogalerii"
      className="mx-auto max-w-4xl"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1)
        else if (event.key === 'ArrowRight') go(index + 1)
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current
        const end = event.changedTouches[0]?.clientX
        touchStart.current = null
        if (start === null || end === undefined || Math.abs(end - start) < 40) return
        go(end < start ? index + 1 : index - 1)
      }}
    >
      <div className="relative">
        <figure aria-roledescription={texts.slide} aria-label={`${index + 1} / ${count}`}>
          <GalleryPicture key={current.id} image={current} priority={index === 0} failed={texts.failed} />
          <figcaption className="mt-3 text-center text-stone-700" aria-live="polite">
            <span lang={current.captionLang}>{current.caption}</span>{' '}
            <span className="tabular">
              ({index + 1}/{count})
            </span>
          </figcaption>
        </figure>
        <button
          type="button"
          onClick={() => go(index - 1)}
          className="absolute top-[calc(50%-2rem)] left-2 flex h-12 w-12 items-center justify-center rounded-full bg-white/90 shadow-md hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          <span className="sr-only">{texts.previous}</span>
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          className="absolute top-[calc(50%-2rem)] right-2 flex h-12 w-12 items-center justify-center rounded-full bg-white/90 shadow-md hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="h-6 w-6" />
          <span className="sr-only">{texts.next}</span>
        </button>
      </div>
      <ul className="mt-4 flex gap-2 overflow-x-auto pb-2">
        {images.map((image, position) => (
          <li key={image.id} className="shrink-0">
            <button
              type="button"
              onClick={() => go(position)}
              aria-current={position === index || undefined}
              className="relative block w-20 overflow-hidden rounded-md opacity-70 ring-offset-2 hover:opacity-100 aria-[current]:opacity-100 aria-[current]:ring-2 aria-[current]:ring-accent sm:w-24"
            >
              <SitePicture
                image={image.image}
                alt=""
                sizes="96px"
                className="aspect-[4/3] w-full object-cover"
              />
              <span className="sr-only">
                {texts.picture} {position + 1}: <span lang={image.captionLang}>{image.caption}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
