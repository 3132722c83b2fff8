import { type ImageKey, images } from '#app/content/images.gen.ts'
import { preloadPicture } from '#app/lib/preload-picture.ts'
import type { PictureProps } from './picture-props.ts'

export type ImageFormat = 'avif' | 'webp'

/** The URL of one generated file, e.g. /images/materials/killustik-768.webp. */
function fileUrl(key: ImageKey, width: number, format: ImageFormat): string {
  return `/images/${key}-${width}.${format}`
}

function entryOf(key: ImageKey) {
  const entry = images[key]
  // Keys are typed, but content files cast strings; fail with a message that names the key.
  if (!entry) throw new Error(`Unknown image key '${key}': see app/content/images.gen.ts`)
  return entry
}

function widthsOf(key: ImageKey): readonly number[] {
  return entryOf(key).widths
}

/** A `srcset` listing every published width of a picture in one format. */
export function imageSrcSet(key: ImageKey, format: ImageFormat): string {
  return widthsOf(key)
    .map((width) => `${fileUrl(key, width, format)} ${width}w`)
    .join(', ')
}

/**
 * An absolute-path WebP URL of a picture, for Open Graph tags and JSON-LD. Without a width the largest
 * file; otherwise the smallest file at least that wide (or the largest there is).
 */
export function imageUrl(key: ImageKey, width?: number): string {
  const widths = widthsOf(key)
  const largest = widths[widths.length - 1]!
  const chosen = width === undefined ? largest : (widths.find((w) => w >= width) ?? largest)
  return fileUrl(key, chosen, 'webp')
}

export interface ResponsiveImageProps extends PictureProps {
  image: ImageKey
}

/**
 * A picture from the generated set (scripts/images/generate.js): AVIF with a WebP fallback in every
 * published width. Width and height come from the manifest, so the browser reserves the space before the
 * file arrives and nothing shifts; style the element with `h-auto` (or an aspect ratio and object-cover).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  onLoad,
  onError,
}: ResponsiveImageProps) {
  const { width, height } = entryOf(image)
  const widths = widthsOf(image)
  const fallback = widths[Math.floor(widths.length / 2)]!
  // The picture of the first screen is preloaded with high priority, at the very start of <head>.
  if (priority)
    preloadPicture(fileUrl(image, widths[widths.length - 1]!, 'avif'), {
      type: 'image/avif',
      srcSet: imageSrcSet(image, 'avif'),
      sizes,
    })
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <img
        src={fileUrl(image, fallback, 'webp')}
        srcSet={imageSrcSet(image, 'webp')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        onLoad={onLoad}
        onError={onError}
      />
    </picture>
  )
}
