import { formatEur } from '#app/domain/format.ts'
import type { Receivables } from '#app/domain/overview-figures.ts'

/** Overdue invoices by age and the five largest debtors, as they are now. */
export function Debts({ receivables }: { receivables: Receivables }) {
  return (
    <section
      aria-labelledby="volad-pealkiri"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-6 print:shadow-none"
    >
      <h2 id="volad-pealkiri" className="text-xl font-bold">
        Maksmata arved praegu
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-stone-700">
            Tähtaja ületanud summad vanuse järgi
          </caption>
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2">
                Üle tähtaja
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Summa
              </th>
            </tr>
          </thead>
          <tbody>
            {receivables.byAge.map((age) => (
              <tr key={age.label} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="px-2 py-1.5 font-medium">
                  {age.label}
                </th>
                <td className="tabular px-2 py-1.5 text-right">{formatEur(age.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-700">Suurimad võlglased</h3>
          {receivables.debtors.length === 0 ? (
            <p className="text-stone-700">Võlglasi ei ole.</p>
          ) : (
            <ol className="grid gap-1">
              {receivables.debtors.map((debtor) => (
                <li key={debtor.name} className="flex justify-between gap-4">
                  <span>{debtor.name}</span>
                  <span className="tabular">{formatEur(debtor.cents)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  )
}
