import { preloadPicture } from '#app/lib/preload-picture.ts'
import { uploadedImageSources } from '#app/lib/uploaded-image.ts'
import type { PictureProps } from './picture-props.ts'

/**
 * A picture staff uploaded (a product's, a home-page entry's): AVIF with a WebP fallback in every
 * stored width. The box is sized by the caller's classes (an aspect ratio with object-cover), so
 * nothing shifts when the file arrives. A file that fails to load is hidden rather than shown broken.
 */
export function UploadedPicture({
  url,
  alt,
  sizes,
  priority = false,
  className,
  onLoad,
  onError,
}: PictureProps & { url: string }) {
  const sources = uploadedImageSources(url)
  // As ResponsiveImage does: the picture of the first screen is preloaded with high priority.
  if (priority && sources)
    preloadPicture(sources.src.replace(/\.webp$/, '.avif'), {
      type: 'image/avif',
      srcSet: sources.avifSrcSet,
      sizes,
    })
  return (
    <picture>
      {sources ? <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} /> : null}
      <img
        src={url}
        srcSet={sources?.webpSrcSet}
        sizes={sources ? sizes : undefined}
        alt={alt}
        width={640}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        onLoad={onLoad}
        onError={(event) => {
          event.currentTarget.hidden = true
          onError?.()
        }}
      />
    </picture>
  )
}
