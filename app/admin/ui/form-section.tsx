import type { ReactNode } from 'react'

/** A titled white card of a staff form; `columns` puts its fields two a row from tablet width. */
export function FormSection({
  title,
  columns = false,
  children,
}: {
  title: string
  columns?: boolean
  children: ReactNode
}) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-graphite">{title}</h2>
      <div className={`mt-3 grid gap-4${columns ? ' sm:grid-cols-2' : ''}`}>{children}</div>
    </section>
  )
}
