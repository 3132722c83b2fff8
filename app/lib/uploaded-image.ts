/**
 * Pictures staff upload are stored as AVIF and WebP in several widths (app/server/media). Their URL
 * names the largest WebP file, `/media/<24 hex>-<width>.webp`; the other files follow from it: every
 * standard width below the largest, in both formats.
 */

export const uploadWidths = [320, 640, 960, 1280] as const

const uploadedUrl = /^\/media\/([0-9a-f]{24})-(\d{1,4})\.webp$/

/** The widths stored for a picture whose largest width is `largest`. */
export function storedWidths(largest: number): number[] {
  return [...uploadWidths.filter((width) => width < largest), largest]
}

export function uploadedFileName(id: string, width: number, format: 'avif' | 'webp'): string {
  return `${id}-${width}.${format}`
}

export interface UploadedSources {
  src: string
  webpSrcSet: string
  avifSrcSet: string
}

/** The `srcset`s of an uploaded picture; null for any other URL (shown as a plain `src`). */
export function uploadedImageSources(url: string): UploadedSources | null {
  const match = uploadedUrl.exec(url)
  if (!match) return null
  const [, id, largestText] = match as unknown as [string, string, string]
  const widths = storedWidths(Number(largestText))
  const set = (format: 'avif' | 'webp') =>
    widths.map((width) => `/media/${uploadedFileName(id, width, format)} ${width}w`).join(', ')
  return { src: url, webpSrcSet: set('webp'), avifSrcSet: set('avif') }
}

/** Picture URLs a product or post may point at: an upload, or a picture of the site's own set. */
export function isOwnPictureUrl(url: string): boolean {
  return uploadedUrl.test(url) || /^\/images\/[a-z0-9/_-]+\.(webp|avif|png|jpg)$/.test(url)
}
