import type { FaqItem } from '#app/content/material.ts'

/**
 * Questions and answers as a native exclusive accordion (ADR 005): one item open at a time within the
 * group `name`, collapsible, operable by keyboard and screen readers, and readable without JavaScript.
 */
export function FaqAccordion({
  name,
  items,
  className,
}: {
  name: string
  items: readonly FaqItem[]
  className?: string
}) {
  return (
    <div
      className={`divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white ${className ?? ''}`}
    >
      {items.map((faq) => (
        <details key={faq.question} name={name} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-5 text-stone-700">
            {faq.answer.split('\n\n').map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
