import type { ReactNode } from 'react'

/**
 * A link that opens in a new window (another site, a document, the privacy notice beside a half-filled
 * form) and says so to a screen reader, since nothing else tells it that the page stays behind.
 */
export function NewWindowLink({
  href,
  className,
  note = ' (avaneb uues aknas)',
  children,
}: {
  href: string
  className?: string
  /** What a screen reader hears after the link's text. */
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only">{note}</span>
    </a>
  )
}
