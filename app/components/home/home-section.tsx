import type { ReactNode } from 'react'

/**
 * A section of the home page: its heading (the section's `id`, or `name`, with '-title' names it), the
 * intro under it, then its content. `band` is a full-width background with the content in the page's
 * column; without it the section is the column. `className` adds the section's own classes (the
 * lazy-render height it keeps before it is drawn).
 */
export function HomeSection({
  id,
  name = id,
  title,
  intro,
  band,
  className,
  children,
}: {
  id?: string
  name?: string
  title: string
  intro?: ReactNode
  band?: string
  className?: string
  children: ReactNode
}) {
  const column = 'mx-auto max-w-6xl px-4 py-16 sm:px-6'
  const content = (
    <>
      <h2 id={`${name}-title`} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-2xl text-stone-700">{intro}</p> : null}
      {children}
    </>
  )
  const classes = [className, band ?? column].filter(Boolean).join(' ')
  return (
    <section id={id} aria-labelledby={`${name}-title`} className={classes}>
      {band ? <div className={column}>{content}</div> : content}
    </section>
  )
}
