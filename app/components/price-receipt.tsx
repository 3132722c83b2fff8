import { formatEurPerTonne, formatKm } from '#app/domain/format.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import type { Quote } from '#app/domain/quote.ts'
import { AmountsList } from './amounts-list.tsx'

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
    <AmountsList
      live
      product={{
        label: `Toode: ${props.quantity} t × ${formatEurPerTonne(props.unitPriceCents)}`,
        cents: quote.productCents,
      }}
      transport={
        quote.transportCents > 0 && props.distanceTenthsKm !== null
          ? {
              label: `Transport: ${props.approximate ? 'u ' : ''}${formatKm(props.distanceTenthsKm)} × 2,70 €`,
              cents: quote.transportCents,
            }
          : null
      }
      net={{ label: 'Summa ilma käibemaksuta', cents: quote.netCents }}
      vat={{ label: 'Käibemaks 24%', cents: quote.vatCents }}
      total={{ label: 'Kokku koos käibemaksuga', cents: quote.totalCents }}
      notice={quote.minimumApplied ? orderTexts.minimumNotice : null}
    />
  )
}
