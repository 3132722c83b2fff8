import type { Quote } from '#app/domain/quote.ts'
import { AmountsList } from './amounts-list.tsx'
import type { OrderWords } from './order-form/words.ts'

/** The live price lines of the order form, shown as a receipt (SPEC §9 'Displayed lines'), in its language. */
export function PriceReceipt(props: {
  quote: Quote
  quantity: number
  unitPriceCents: number
  distanceTenthsKm: number | null
  approximate: boolean
  words: OrderWords
}) {
  const { quote } = props
  const { t, eur, km } = props.words
  return (
    <AmountsList
      live
      format={eur}
      product={{
        label: t('receiptProduct', { quantity: props.quantity, price: eur(props.unitPriceCents) }),
        cents: quote.productCents,
      }}
      transport={
        quote.transportCents > 0 && props.distanceTenthsKm !== null
          ? {
              label: t('receiptTransport', {
                approximate: props.approximate ? 'yes' : 'no',
                km: km(props.distanceTenthsKm),
              }),
              cents: quote.transportCents,
            }
          : null
      }
      net={{ label: t('receiptNet'), cents: quote.netCents }}
      vat={{ label: t('receiptVat'), cents: quote.vatCents }}
      total={{ label: t('receiptTotal'), cents: quote.totalCents }}
      notice={quote.minimumApplied ? t('minimumNotice') : null}
    />
  )
}
