import { customerOrderMessages } from '#app/content/messages/customer-order.ts'
import { unitMessages } from '#app/content/messages/units.ts'
import { formatEurPerTonne, tonnesLabel } from '#app/domain/format.ts'
import { formatEurIn, type Locale } from '#app/domain/locale.ts'
import { VAT_PERCENT } from '#app/domain/order-rules.ts'
import { translate } from '#app/lib/messages.ts'
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
  locale = 'et',
}: {
  amounts: OrderAmountValues
  freeTransport?: boolean
  /** The customer's order page in the order's language (ADR 060); the staff's page is Estonian. */
  locale?: Locale
}) {
  if (locale !== 'et') return <TranslatedAmounts amounts={amounts} locale={locale} />
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

/** The same lines in Russian or English, with the language's formats and plural rules. */
function TranslatedAmounts({
  amounts,
  locale,
}: {
  amounts: OrderAmountValues
  locale: Exclude<Locale, 'et'>
}) {
  const t = translate(customerOrderMessages, locale)
  const eur = (cents: number) => formatEurIn(locale, cents)
  const quantity = translate(unitMessages, locale)('tonnes', { count: amounts.quantity })
  return (
    <>
      <h3 className="mt-5 font-bold">{t(amounts.confirmed ? 'amounts.confirmed' : 'amounts.estimate')}</h3>
      <div className="mt-2">
        <AmountsList
          format={eur}
          product={{
            label: t('amounts.product', { quantity, price: eur(amounts.unitPriceCents) }),
            cents: amounts.unitPriceCents * amounts.quantity,
          }}
          transport={
            amounts.deliveryCostCents > 0
              ? { label: t('amounts.transport'), cents: amounts.deliveryCostCents }
              : null
          }
          net={{
            label: t('amounts.net', { minimum: amounts.minimumApplied ? t('amounts.minimum') : '' }),
            cents: amounts.netPriceCents,
          }}
          vat={{ label: t('amounts.vat', { percent: VAT_PERCENT }), cents: amounts.vatCents }}
          total={{ label: t('amounts.total'), cents: amounts.totalPriceCents }}
        />
      </div>
    </>
  )
}
