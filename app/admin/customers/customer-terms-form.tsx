import { Fragment } from 'react'
import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { CheckboxField } from '#app/admin/ui/checkbox-field.tsx'
import { FormSection } from '#app/admin/ui/form-section.tsx'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { type FormValues, formFieldsOf } from '#app/components/form-field.tsx'
import { formatEurPerTonne } from '#app/domain/format.ts'
import type { PricedProductView } from './types.ts'

/**
 * A business account's company, terms and agreed prices: the form of a new customer and of a customer's
 * page. A plain form posting to its page (intent `terms`); a refused one shows each field's message and
 * keeps what was typed. On a customer's page its `version` refuses a save made over someone's newer one.
 */
export function CustomerTermsForm({
  values,
  errors,
  error,
  products,
  businessTermDays,
  requestedTermDays,
  submitText,
  busy,
}: {
  values: FormValues
  errors: Record<string, string>
  /** The first problem of a refused save, above the form. */
  error: string | undefined
  products: readonly PricedProductView[]
  /** The business setting's payment term, for a customer without one of its own. */
  businessTermDays: number
  /** What the company asked for in its application. */
  requestedTermDays: number | null
  submitText: string
  busy: boolean
}) {
  const field = formFieldsOf('customer', values, errors)
  return (
    // A new answer brings its own values: the form starts again from them.
    <Form method="post" key={JSON.stringify(values)} className="grid gap-6" noValidate>
      <input type="hidden" name="intent" value="terms" />
      {values.version ? <input type="hidden" name="version" value={values.version} /> : null}
      <ActionError error={error} />
      <FormSection columns title="Ettevõte">
        {field('name', 'Ettevõtte nimi', { autoComplete: 'organization', maxLength: 200 })}
        {field('registryCode', 'Registrikood', { inputMode: 'numeric', hint: '8 numbrit', maxLength: 20 })}
        {field('vatNumber', 'KMKR number', { optional: true, hint: 'Nt EE123456789', maxLength: 20 })}
        {field('street', 'Tänav ja maja', { autoComplete: 'off', maxLength: 200 })}
        {field('city', 'Linn või vald', { maxLength: 100 })}
        {field('postalCode', 'Postiindeks', { inputMode: 'numeric', maxLength: 5 })}
      </FormSection>
      <FormSection columns title="Kontakt">
        {field('contactName', 'Kontaktisik', { maxLength: 100 })}
        {field('email', 'E-post', { type: 'email', inputMode: 'email', maxLength: 254 })}
        {field('phone', 'Telefon', { type: 'tel', inputMode: 'tel', maxLength: 40 })}
        {field('invoiceEmail', 'Arvete e-post', {
          type: 'email',
          inputMode: 'email',
          optional: true,
          maxLength: 254,
          hint: 'Raamatupidamise aadress: arved, kreeditarved ja meeldetuletused saadetakse ka sinna',
        })}
      </FormSection>
      <FormSection columns title="Tingimused">
        {field('paymentTermDays', 'Maksetähtaeg (päeva)', {
          inputMode: 'numeric',
          maxLength: 3,
          hint: `Tühi: ettevõtte üldine tähtaeg (${businessTermDays} päeva)${
            requestedTermDays === null ? '' : `. Taotluses sooviti ${requestedTermDays} päeva`
          }`,
        })}
        {field('creditLimitEur', 'Krediidilimiit (€)', {
          inputMode: 'decimal',
          maxLength: 16,
          hint: 'Tühi: krediiti ei ole ja iga arvega tasutav tellimus ootab teie otsust',
        })}
        <CheckboxField
          name="eInvoice"
          label="Soovib e-arveid"
          defaultChecked={values.eInvoice === 'on'}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection columns title="Kokkulepitud hinnad">
        <p className="text-stone-700 sm:col-span-2">
          Eurodes tonni kohta ilma käibemaksuta. Tühi väli: kehtib avalik hind.
        </p>
        {products.length === 0 ? (
          <p className="text-stone-700 sm:col-span-2">Tooteid ei ole.</p>
        ) : (
          products.map((product) => (
            <Fragment key={product.id}>
              {field(`price_${product.id}`, product.published ? product.name : `${product.name} (peidetud)`, {
                inputMode: 'decimal',
                maxLength: 12,
                hint: `Avalik hind ${formatEurPerTonne(product.priceCents)}`,
              })}
            </Fragment>
          ))
        )}
      </FormSection>
      <div>
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? 'Salvestan...' : submitText}
        </button>
      </div>
    </Form>
  )
}
