import type { OrderDetailData } from './types.ts'

/** 'Muudatuste ajalugu': who changed the order and when, newest first, in staff's words. */
export function OrderHistory({ history }: Pick<OrderDetailData, 'history'>) {
  return (
    <section aria-labelledby="history-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="history-heading" className="text-xl font-bold">
        Muudatuste ajalugu
      </h2>
      {history.length === 0 ? (
        <p className="mt-2">Muudatusi ei ole veel tehtud.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {history.map((entry) => (
            <li key={entry.id} className="border-l-4 border-sand-300 pl-3">
              <p className="text-sm text-stone-600">
                <time>{entry.when}</time> · {entry.who}
              </p>
              {entry.what.map((line) => (
                <p key={line} className="whitespace-pre-wrap break-words">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
