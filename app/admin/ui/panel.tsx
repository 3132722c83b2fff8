import type { ReactNode } from 'react'

/**
 * A titled white card of a staff page (an order's, an invoice's): a section named by its heading.
 * `className` adds the card's spacing from what is above it.
 */
export function Panel({
  headingId,
  title,
  id,
  className,
  children,
}: {
  headingId: string
  title: ReactNode
  /** The section's own id, for a link to it. */
  id?: string
  className?: string
  children: ReactNode
}) {
  const look = 'rounded-xl bg-white p-4 shadow-sm sm:p-6'
  return (
    <section id={id} aria-labelledby={headingId} className={className ? `${className} ${look}` : look}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
