import { formatEurPerTonne, tonnesLabel } from '#app/domain/format.ts'
import { VAT_PERCENT } from '#app/domain/order-rules.ts'
import { AmountsList } from './amounts-list.tsx'

/** A placed order's amounts, as the server priced them (confirmed, or as the customer asked). */
export interface OrderAmountValues {
  confirmed: boolean
  quantity: number
  unitPriceCents: number
  deliveryCostCents: number
  minimumApplied: boolean
  netPriceCents: number
  vatCents: number
  totalPriceCents: number
}

/**
 * A placed order's price under its heading, on the customer's order page and the staff's: 'Kinnitatud
 * hind' once staff confirmed it. `freeTransport` shows a transport line of 0 € too.
 */
export function OrderAmounts({
  amounts,
  freeTransport = false,
}: {
  amounts: OrderAmountValues
  freeTransport?: boolean
}) {
  return (
    <>
      <h3 className="mt-5 font-bold">{amounts.confirmed ? 'Kinnitatud hind' : 'Arvestuslik hind'}</h3>
      <div className="mt-2">
        <AmountsList
          product={{
            label: `${tonnesLabel(amounts.quantity)} × ${formatEurPerTonne(amounts.unitPriceCents)}`,
            cents: amounts.unitPriceCents * amounts.quantity,
          }}
          transport={
            freeTransport || amounts.deliveryCostCents > 0
              ? { label: 'Transport', cents: amounts.deliveryCostCents }
              : null
          }
          net={{
            label: `Summa ilma käibemaksuta${amounts.minimumApplied ? ' (miinimumhind)' : ''}`,
            cents: amounts.netPriceCents,
          }}
          vat={{ label: `Käibemaks ${VAT_PERCENT} %`, cents: amounts.vatCents }}
          total={{ label: 'Kokku', cents: amounts.totalPriceCents }}
        />
      </div>
    </>
  )
}
