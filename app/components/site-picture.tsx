import type { ImageKey } from '#app/content/images.gen.ts'
import type { PictureProps } from './picture-props.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import { UploadedPicture } from './uploaded-picture.tsx'

/**
 * A picture of the owner's content: either one of the site's generated pictures, named by its key
 * ('references/viide-1'), or one staff uploaded, named by its address ('/media/…'). Both come in every
 * stored width, AVIF with a WebP fallback.
 */
export function SitePicture({ image, ...picture }: PictureProps & { image: string }) {
  return image.startsWith('/') ? (
    <UploadedPicture url={image} {...picture} />
  ) : (
    <ResponsiveImage image={image as ImageKey} {...picture} />
  )
}
