import { TextField } from '#app/components/form-field.tsx'

/** Euros per tonne as staff type it back: '-0,50', '1', or empty for none. */
function adjustmentValue(cents: number): string {
  if (cents === 0) return ''
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = Math.trunc(abs / 100)
  const fraction = abs % 100
  return `${sign}${whole}${fraction ? `,${String(fraction).padStart(2, '0')}` : ''}`
}

/**
 * A price adjustment per tonne (±, in euros) and the reason the customer reads: the order page's
 * confirmation and its correction of a delivered order.
 */
export function PriceAdjustmentFields({
  amounts,
  error,
  hint,
}: {
  amounts: { priceAdjustmentCents: number; adjustmentReason: string | null }
  error: { field: string | null } | undefined
  hint: string
}) {
  return (
    <>
      <TextField
        id="price-adjustment"
        label="Hinnamuutus (€/t, ±)"
        invalid={error?.field === 'priceAdjustmentEur'}
        type="text"
        name="priceAdjustmentEur"
        inputMode="decimal"
        placeholder="nt -0,50"
        defaultValue={adjustmentValue(amounts.priceAdjustmentCents)}
      />
      <TextField
        id="adjustment-reason"
        label="Hinnamuutuse põhjus"
        hint={hint}
        invalid={error?.field === 'adjustmentReason'}
        type="text"
        name="adjustmentReason"
        maxLength={500}
        defaultValue={amounts.adjustmentReason ?? ''}
      />
    </>
  )
}
