/** One entry of a record's change history, formatted by its page's loader. */
export interface HistoryEntry {
  id: number
  who: string
  what: string
  when: string
  /** ISO time, for the `<time>` element. */
  at: string
}

/** 'Muudatuste ajalugu' under a staff form: who changed the record, what and when, newest first. */
export function ChangeHistory({
  id,
  entries,
  className = 'mt-8',
}: {
  id: string
  entries: readonly HistoryEntry[]
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-graphite">
        Muudatuste ajalugu
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-stone-700">Muudatusi pole veel tehtud.</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3 px-4 py-2">
              <time dateTime={entry.at} className="tabular-nums text-stone-700">
                {entry.when}
              </time>{' '}
              <span className="font-semibold">{entry.who}</span> <span>{entry.what}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
