import { companyAddressMaxLength } from '#app/domain/company-buyer.ts'
import type { OrderFieldErrors } from '#app/domain/order-form.ts'
import { FieldError, TextField } from '../form-field.tsx'
import type { OrderWords } from './words.ts'

/** 'Arve ettevõttele' and the company's fields of the order form. */
export function CompanyFields({
  id,
  errors,
  failedValues,
  words: { t },
}: {
  id: string
  words: OrderWords
  errors: OrderFieldErrors
  /** What was posted, when the form comes back refused without JavaScript. */
  failedValues: Record<string, string> | undefined
}) {
  const eInvoiceError = errors.company_e_invoice
  return (
    <>
      {/* The company's fields show while the tick is on, by CSS alone, so they work without JavaScript. */}
      <fieldset className="flex flex-wrap items-center gap-x-2">
        <legend className="sr-only">{t('invoiceRecipient')}</legend>
        <input
          id={`${id}-invoiceToCompany`}
          type="checkbox"
          name="invoiceToCompany"
          value="on"
          defaultChecked={failedValues?.invoiceToCompany === 'on'}
          // A person is not sent an e-invoice: the hidden 'Soovin e-arvet' goes off with the company.
          onChange={(event) => {
            const eInvoice = event.currentTarget.form?.elements.namedItem('company_e_invoice')
            if (!event.currentTarget.checked && eInvoice instanceof HTMLInputElement) eInvoice.checked = false
          }}
          className="peer h-5 w-5 accent-accent"
        />
        <label
          htmlFor={`${id}-invoiceToCompany`}
          className="flex min-h-11 cursor-pointer items-center font-medium"
        >
          {t('invoiceToCompany')}
        </label>
        <div className="hidden basis-full gap-4 pt-2 peer-checked:grid sm:grid-cols-3">
          <TextField
            id={`${id}-company_name`}
            label={t('companyName')}
            error={errors.company_name}
            name="company_name"
            autoComplete="organization"
            maxLength={200}
            defaultValue={failedValues?.company_name}
          />
          <TextField
            id={`${id}-company_registry_code`}
            label={t('registryCode')}
            error={errors.company_registry_code}
            name="company_registry_code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            defaultValue={failedValues?.company_registry_code}
          />
          <TextField
            id={`${id}-company_vat_number`}
            label={t('vatNumber')}
            error={errors.company_vat_number}
            name="company_vat_number"
            autoComplete="off"
            maxLength={16}
            defaultValue={failedValues?.company_vat_number}
          />
          {/* The invoice states the company at its registered address, not where the goods go. */}
          <TextField
            id={`${id}-company_address`}
            label={t('companyAddress')}
            hint={t('companyAddressHint')}
            error={errors.company_address}
            name="company_address"
            autoComplete="off"
            maxLength={companyAddressMaxLength}
            defaultValue={failedValues?.company_address}
            className="sm:col-span-3"
          />
          <div className="flex items-center gap-2 sm:col-span-3">
            <input
              id={`${id}-company_e_invoice`}
              type="checkbox"
              name="company_e_invoice"
              value="on"
              defaultChecked={failedValues?.company_e_invoice === 'on'}
              aria-invalid={eInvoiceError ? true : undefined}
              aria-describedby={eInvoiceError ? `${id}-company_e_invoice-error` : undefined}
              className="h-5 w-5 accent-accent"
            />
            <label
              htmlFor={`${id}-company_e_invoice`}
              className="flex min-h-11 cursor-pointer items-center font-medium"
            >
              {t('companyEInvoice')}
            </label>
          </div>
        </div>
        {/* Outside the company's fields: it says to tick the company when that is what is missing. */}
        {eInvoiceError ? (
          <div className="basis-full">
            <FieldError id={`${id}-company_e_invoice-error`} message={eInvoiceError} />
          </div>
        ) : null}
      </fieldset>
    </>
  )
}
