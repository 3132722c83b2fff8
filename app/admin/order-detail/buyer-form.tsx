import { buttonClass } from '#app/admin/ui/button.ts'
import { Panel } from '#app/admin/ui/panel.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { TextField } from '#app/components/form-field.tsx'
import { companyAddressMaxLength, companyNameMaxLength } from '#app/domain/company-buyer.ts'
import { OrderChangeForm } from './order-change-form.tsx'
import type { OrderDetailData } from './types.ts'

/** What the page's action answers to a refused change of the buyer. */
export interface BuyerFormError {
  error: string
  field: string | null
}

/** The company's fields, each with the order's column it starts from. */
const companyFields: readonly {
  id: string
  label: string
  name: string
  inputMode?: 'numeric'
  maxLength: number
  column: 'companyName' | 'companyRegistryCode' | 'companyVatNumber' | 'companyAddress'
}[] = [
  {
    id: 'buyer-name',
    label: 'Ettevõtte nimi',
    name: 'company_name',
    maxLength: companyNameMaxLength,
    column: 'companyName',
  },
  {
    id: 'buyer-registry-code',
    label: 'Registrikood',
    name: 'company_registry_code',
    inputMode: 'numeric',
    maxLength: 12,
    column: 'companyRegistryCode',
  },
  {
    id: 'buyer-vat-number',
    label: 'KMKR number (valikuline)',
    name: 'company_vat_number',
    maxLength: 16,
    column: 'companyVatNumber',
  },
  {
    id: 'buyer-address',
    label: 'Juriidiline aadress',
    name: 'company_address',
    maxLength: companyAddressMaxLength,
    column: 'companyAddress',
  },
]

/**
 * 'Arve saaja': the company the invoice is made out to, added or corrected until the invoice is issued.
 * Unticked, the person who ordered is the buyer. The fields are named as the order request names them.
 */
export function BuyerForm({
  order,
  error,
}: Pick<OrderDetailData, 'order'> & { error: BuyerFormError | undefined }) {
  const busy = useSubmitting()
  const fieldError = (name: string) => (error?.field === name ? error.error : undefined)
  return (
    <Panel headingId="buyer-heading" title="Arve saaja" className="mt-6">
      <OrderChangeForm intent="buyer" version={order.version}>
        <label htmlFor="buyer-company" className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            id="buyer-company"
            type="checkbox"
            name="invoiceToCompany"
            defaultChecked={order.companyName !== null}
            className="h-5 w-5 accent-accent"
          />
          Arve ettevõttele
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          {companyFields.map((field) => (
            <TextField
              key={field.name}
              id={field.id}
              label={field.label}
              error={fieldError(field.name)}
              type="text"
              name={field.name}
              inputMode={field.inputMode}
              maxLength={field.maxLength}
              defaultValue={order[field.column] ?? ''}
            />
          ))}
        </div>
        {/* An account's invoices follow the account's own e-invoice choice (its terms). */}
        {order.customerId === null ? (
          <label htmlFor="buyer-e-invoice" className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input
              id="buyer-e-invoice"
              type="checkbox"
              name="company_e_invoice"
              defaultChecked={order.companyEInvoice}
              className="h-5 w-5 accent-accent"
            />
            Ettevõte soovib e-arvet
          </label>
        ) : null}
        {error && !error.field?.startsWith('company_') ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-semibold text-red-800">
            {error.error}
          </p>
        ) : null}
        <div>
          <button type="submit" className={buttonClass.secondary} disabled={busy}>
            {busy ? 'Salvestan…' : 'Salvesta arve saaja'}
          </button>
        </div>
      </OrderChangeForm>
    </Panel>
  )
}
