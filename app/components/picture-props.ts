/** What a picture of the site is given beside its file, whichever set the file comes from. */
export interface PictureProps {
  alt: string
  /** The `sizes` attribute: how wide the picture is shown, e.g. '(min-width: 64rem) 50vw, 100vw'. */
  sizes: string
  /** For the picture of the first screen (the LCP element): loaded eagerly with high priority. */
  priority?: boolean
  className?: string
  /** Told when the file has arrived or failed (the gallery shows its loading and error states). */
  onLoad?: () => void
  onError?: () => void
}
