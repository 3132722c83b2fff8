import type { ImageKey } from '#app/content/images.gen.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import { UploadedPicture } from './uploaded-picture.tsx'

/**
 * A picture of the owner's content: either one of the site's generated pictures, named by its key
 * ('references/viide-1'), or one staff uploaded, named by its address ('/media/…'). Both come in every
 * stored width, AVIF with a WebP fallback.
 */
export function SitePicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  onLoad,
  onError,
}: {
  image: string
  alt: string
  sizes: string
  priority?: boolean
  className?: string
  onLoad?: () => void
  onError?: () => void
}) {
  return image.startsWith('/') ? (
    <UploadedPicture
      url={image}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
      onLoad={onLoad}
      onError={onError}
    />
  ) : (
    <ResponsiveImage
      image={image as ImageKey}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
      onLoad={onLoad}
      onError={onError}
    />
  )
}
