/** A product's state in the list: published in the forest green, a draft in stone grey. */
export function Badge({ tone, children }: { tone: 'published' | 'draft'; children: React.ReactNode }) {
  const colours =
    tone === 'published'
      ? 'bg-green-100 text-forest ring-green-300'
      : 'bg-stone-200 text-stone-700 ring-stone-300'
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${colours}`}
    >
      {children}
    </span>
  )
}
