import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { NotifyCustomer } from '#app/admin/ui/notify-customer.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { PriceAdjustmentFields } from '#app/admin/ui/price-adjustment-fields.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { TextField } from '#app/components/form-field.tsx'
import { OrderChangeForm } from './order-change-form.tsx'
import type { OrderDetailData } from './types.ts'

/** What the page's action answers to a refused correction. */
export interface CorrectionFormError {
  error: string
  field: string | null
}

/**
 * 'Paranda tarnet ja arvet' on a delivered order: the weighed tonnes or the price per tonne. The invoice
 * is not edited: saving issues a credit invoice that cancels it and a new invoice with the corrected
 * amounts, both mailed to the customer when 'Teavita klienti' is ticked.
 */
export function CorrectionForm({
  order,
  amounts,
  invoiceNumber,
  error,
}: Pick<OrderDetailData, 'order' | 'amounts'> & {
  invoiceNumber: string
  error: CorrectionFormError | undefined
}) {
  const busy = useSubmitting()
  const tonnes = order.deliveredTonnes?.replace('.', ',') ?? ''
  return (
    <Panel headingId="correction-heading" title="Paranda tarnet ja arvet" className="mt-6">
      <p className="mt-2">
        Arvet nr {invoiceNumber} ei muudeta: parandus koostab kreeditarve, mis selle tühistab, ja uue arve
        parandatud summadega.
      </p>
      <OrderChangeForm intent="correct" version={order.version}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="correct-tonnes"
            label="Kaalutud netokogus (t)"
            error={error?.field === 'deliveredTonnes' ? error.error : undefined}
            type="text"
            name="deliveredTonnes"
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            defaultValue={tonnes}
          />
          <PriceAdjustmentFields
            amounts={amounts}
            error={error}
            hint="Klient näeb seda kreeditarvel ja kirjas."
          />
        </div>
        <NotifyCustomer id="notify-correction" />
        <ActionError error={error && error.field !== 'deliveredTonnes' ? error.error : undefined} />
        <div>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? 'Salvestan…' : 'Paranda arve'}
          </button>
        </div>
      </OrderChangeForm>
    </Panel>
  )
}
