import { Panel } from '#app/admin/ui/panel.tsx'
import type { OrderDetailData } from './types.ts'

/** 'Muudatuste ajalugu': who changed the order and when, newest first, in staff's words. */
export function OrderHistory({ history }: Pick<OrderDetailData, 'history'>) {
  return (
    <Panel headingId="history-heading" title="Muudatuste ajalugu" className="mt-6">
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
    </Panel>
  )
}
