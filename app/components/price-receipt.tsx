import { formatEur, formatEurPerTonne, formatKm } from '#app/domain/format.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import type { Quote } from '#app/domain/quote.ts'

/** The live price lines of the order form, shown as a receipt (SPEC §9 'Displayed lines'). */
export function PriceReceipt(props: {
  quote: Quote
  quantity: number
  unitPriceCents: number
  distanceTenthsKm: number | null
  approximate: boolean
}) {
  const { quote } = props
  return (
    <div
      className="rounded-lg border border-dashed border-stone-400 bg-sand-50 p-4 tabular"
      aria-live="polite"
    >
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-4">
          <dt>
            Toode: {props.quantity} t × {formatEurPerTonne(props.unitPriceCents)}
          </dt>
          <dd>{formatEur(quote.productCents)}</dd>
        </div>
        {quote.transportCents > 0 && props.distanceTenthsKm !== null ? (
          <div className="flex justify-between gap-4">
            <dt>
              Transport: {props.approximate ? 'u ' : ''}
              {formatKm(props.distanceTenthsKm)} × 2,70 €
            </dt>
            <dd>{formatEur(quote.transportCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-1.5">
          <dt>Summa ilma käibemaksuta</dt>
          <dd>{formatEur(quote.netCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Käibemaks 24%</dt>
          <dd>{formatEur(quote.vatCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t-2 border-graphite pt-2 text-lg font-bold">
          <dt>Kokku koos käibemaksuga</dt>
          <dd>{formatEur(quote.totalCents)}</dd>
        </div>
      </dl>
      {quote.minimumApplied ? (
        <p className="mt-3 text-sm font-medium text-sand-700">{orderTexts.minimumNotice}</p>
      ) : null}
    </div>
  )
}
