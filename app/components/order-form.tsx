import { useCallback, useRef, useState } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import type { OrderAccount } from '#app/domain/customer-account.ts'
import { formatKm, tonnesLabel } from '#app/domain/format.ts'
import {
  buyerReferenceMaxLength,
  type OrderField,
  type OrderFieldErrors,
  type OrderMessages,
  type OrderSubmissionResult,
  orderTexts,
  parseOrderForm,
} from '#app/domain/order-form.ts'
import {
  isDeliveryAllowedForQuantity,
  isValidQuantity,
  isWithinDeliveryRange,
  QUANTITY_CHOICES,
} from '#app/domain/order-rules.ts'
import { quote } from '#app/domain/quote.ts'
import { useEachAnswer, useFormPost } from '#app/lib/form-post.ts'
import { distanceOfPlace, distanceOfSuggestion, type MeasuredDistance } from '#app/lib/road-distance.ts'
import { useSubmissionKey } from '#app/lib/use-submission-key.ts'
import type { ChosenAddress } from './address-search.tsx'
import { EmailField, FieldError, HoneypotField, inputClass, PhoneField, TextField } from './form-field.tsx'
import type { ChosenPlace } from './google-address-search.tsx'
import { AccountCompany, SiteChoice } from './order-form/account-fields.tsx'
import { CompanyFields } from './order-form/company-fields.tsx'
import { DeliveryAddress, type Distance } from './order-form/delivery-address.tsx'
import { PriceReceipt } from './price-receipt.tsx'
import { PrivacyNote } from './privacy-note.tsx'
import { notify } from './toast.tsx'
import { useHydrated } from './use-hydrated.ts'

/** A post the network lost is answered like one the server refused, and logged (SPEC §8). */
function lost(reason: unknown): OrderSubmissionResult {
  console.error('Tellimuse saatmine ebaõnnestus', reason)
  return { ok: false, fieldErrors: {}, formError: null }
}

const id = 'tellimus'

function focusFirstError(form: HTMLFormElement | null, found: OrderFieldErrors) {
  const first = (Object.keys(found) as OrderField[]).find((field) => found[field])
  if (!first) return
  const element = form?.elements.namedItem(first)
  if (element instanceof HTMLElement) element.focus()
  else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus()
}

/**
 * The order form of a material page, an island (docs/decisions/034-islands.md). Without JavaScript it
 * posts to the page's action; with it, the totals follow every change, the address is searched and
 * measured, and the order goes to the JSON API of the same submission (/api/orders). The server
 * recomputes every figure either way.
 */
export function OrderForm(props: {
  slug: string
  /** 'google' when the browser searches addresses with Google Places (the server's settings). */
  addressSearch: 'google' | 'server'
  business: Pick<BusinessInfo, 'phone' | 'phoneE164'>
  productName: string
  unitPriceCents: number
  messages: OrderMessages
  idempotencyKey: string
  /** The page action's answer when the form was posted without JavaScript. */
  result?: OrderSubmissionResult
  /** A signed-in business customer: its company, agreed price and sites; `unitPriceCents` is its price. */
  account?: OrderAccount | null
  /** The form's fields filled in to start with: an earlier order ordered again ('Telli uuesti'). */
  initial?: Record<string, string> | null
}) {
  const account = props.account ?? null
  const { messages } = props
  const { business, addressSearch } = props
  const formRef = useRef<HTMLFormElement>(null)
  const post = useFormPost('/api/orders', lost)
  const submitting = post.state !== 'idle'
  const failedValues =
    (props.result && !props.result.ok ? props.result.values : undefined) ?? props.initial ?? undefined
  const hydrated = useHydrated()
  const [quantity, setQuantity] = useState(() => {
    // A refused post may carry any quantity; only a valid one is shown back.
    const posted = Number(failedValues?.quantity)
    return isValidQuantity(posted) ? posted : 1
  })
  const [deliveryOption, setDeliveryOption] = useState<'self' | 'delivery'>(
    failedValues?.deliveryOption === 'delivery' ? 'delivery' : 'self',
  )
  const [address, setAddress] = useState(failedValues?.deliveryAddress ?? '')
  const [chosen, setChosen] = useState<ChosenAddress | null>(null)
  const [distance, setDistance] = useState<Distance | null>(null)
  const [measuring, setMeasuring] = useState(false)
  const [siteId, setSiteId] = useState(failedValues?.siteId ?? '')
  const site = account?.sites.find((candidate) => String(candidate.id) === siteId) ?? null
  const [errors, setErrors] = useState<OrderFieldErrors>(
    props.result && !props.result.ok ? props.result.fieldErrors : {},
  )
  // Kept here, not taken from the loader: a retry of the same order must carry the same key.
  const [idempotencyKey, renewIdempotencyKey] = useSubmissionKey(props.idempotencyKey)

  const deliveryAllowed = isDeliveryAllowedForQuantity(quantity)
  const delivery = deliveryOption === 'delivery'
  // A saved site has its distance from when it was saved; the server measures it again with the order.
  const shownDistance: Distance | null =
    site && site.distanceTenthsKm !== null
      ? { tenthsKm: site.distanceTenthsKm, approximate: false }
      : distance
  const blocked = delivery && shownDistance !== null && !isWithinDeliveryRange(shownDistance.tenthsKm)
  const lines = quote({
    unitPriceCents: props.unitPriceCents,
    quantityTonnes: quantity,
    delivery: delivery
      ? { option: 'delivery', distanceTenthsKm: shownDistance?.tenthsKm ?? null }
      : { option: 'self' },
  })

  function clearAddress() {
    setAddress('')
    setChosen(null)
    setDistance(null)
  }

  function chooseQuantity(value: number) {
    setQuantity(value)
    if (!isDeliveryAllowedForQuantity(value) && deliveryOption === 'delivery') {
      setDeliveryOption('self')
      clearAddress()
    }
  }

  function chooseDeliveryOption(value: 'self' | 'delivery') {
    setDeliveryOption(value)
    if (value === 'self') clearAddress()
    setErrors((current) => ({ ...current, deliveryOption: undefined, deliveryAddress: undefined }))
  }

  /**
   * Shared by both address searches: shows the address, asks the server for its distance and shows
   * that. A suggestion of our search comes with its token; a Google place gets its token with the
   * distance.
   */
  async function measureAddress(
    label: string,
    token: string | null,
    request: () => Promise<MeasuredDistance>,
  ) {
    setAddress(label)
    setChosen(token ? { label, token } : null)
    setDistance(null)
    setErrors((current) => ({ ...current, deliveryAddress: undefined }))
    setMeasuring(true)
    try {
      const body = await request()
      if (!token) {
        if (typeof body.token !== 'string' || typeof body.label !== 'string') {
          throw new Error('the answer has no token')
        }
        // The order carries the label the token signs.
        setAddress(body.label)
        setChosen({ label: body.label, token: body.token })
      }
      setDistance({ tenthsKm: body.distanceTenthsKm, approximate: Boolean(body.approximate) })
      if (isWithinDeliveryRange(body.distanceTenthsKm)) {
        void notify(
          'success',
          orderTexts.distanceTitle,
          `${body.approximate ? 'Ligikaudu ' : ''}${formatKm(body.distanceTenthsKm)} karjäärist`,
        )
      } else {
        void notify('error', orderTexts.overLimitTitle, orderTexts.overLimitText)
      }
    } catch (error) {
      console.warn('Vahemaa arvutamine ebaõnnestus', error)
      setChosen(null)
      void notify(
        'error',
        orderTexts.distanceFailed,
        'Palun proovige uuesti või valige mõni lähedal asuv aadress.',
      )
    } finally {
      setMeasuring(false)
    }
  }

  function chooseAddress(address: ChosenAddress) {
    return measureAddress(address.label, address.token, () => distanceOfSuggestion(address.token))
  }

  function choosePlace(place: ChosenPlace) {
    return measureAddress(place.label, null, () => distanceOfPlace(place))
  }

  const onSearchUnavailable = useCallback(() => {
    void notify(
      'error',
      'Automaatne täitmine pole saadaval',
      `Palun sisestage aadress käsitsi või helistage ${business.phone}.`,
    )
  }, [business.phone])

  /** Checks what the browser can; the order is sent only when nothing is wrong. */
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    const data = new FormData(form)
    if (delivery && blocked) {
      void notify('error', orderTexts.outOfAreaTitle, orderTexts.outOfAreaText)
      return
    }
    if (delivery && !site && !address.trim()) {
      void notify('error', orderTexts.missingAddressTitle, orderTexts.missingAddressText)
    }
    const parsed = parseOrderForm(messages, Object.fromEntries(data))
    if (!parsed.ok) {
      setErrors(parsed.errors)
      focusFirstError(formRef.current, parsed.errors)
      return
    }
    if (delivery && !shownDistance && !site) {
      setErrors({ deliveryAddress: 'Valige aadress soovituste hulgast, et arvutada transpordi hind.' })
      void notify('error', orderTexts.addressNotFound, 'Valige sobiv aadress soovituste hulgast.')
      focusFirstError(formRef.current, { deliveryAddress: 'x' })
      return
    }
    setErrors({})
    void post.submit(form)
  }

  // Each answer is shown once, when the post has settled.
  useEachAnswer(post, (body) => {
    if (body.ok) {
      void notify('success', orderTexts.successTitle, orderTexts.successText)
      formRef.current?.reset()
      setQuantity(1)
      setDeliveryOption('self')
      setAddress('')
      setChosen(null)
      setDistance(null)
      setSiteId('')
      renewIdempotencyKey()
    } else {
      setErrors(body.fieldErrors)
      focusFirstError(formRef.current, body.fieldErrors)
      void notify(
        'error',
        body.formError?.title ?? orderTexts.failureTitle,
        body.formError?.text ?? orderTexts.failureText,
      )
    }
  })

  const errorId = (field: OrderField) => `${id}-${field}-error`
  // A signed-in person's own details, which they may change for this order.
  const [firstName = '', ...lastNames] = (account?.personName ?? '').split(' ')
  const accountDefaults: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>> = account
    ? { firstName, lastName: lastNames.join(' '), email: account.email, phone: account.phone }
    : {}
  const describe = (field: OrderField) => (errors[field] ? errorId(field) : undefined)
  // One of the customer's text fields, with its error and what was typed before a refused post.
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    id: `${id}-${field}`,
    name: field,
    error: errors[field],
    defaultValue: failedValues?.[field] ?? accountDefaults[field],
  })
  const showAddress = !hydrated || (delivery && !site)

  return (
    <form
      ref={formRef}
      method="post"
      action={`/${props.slug}#order-form`}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={`Tellimuse vorm: ${props.productName}`}
    >
      <input type="hidden" name="slug" value={props.slug} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="addressToken" value={chosen?.token ?? ''} />
      <HoneypotField />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text('firstName')}
          label="Eesnimi *"
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <TextField
          {...text('lastName')}
          label="Perekonnanimi *"
          autoComplete="family-name"
          required
          maxLength={100}
        />
        <EmailField {...text('email')} />
        <PhoneField {...text('phone')} />
      </div>

      {account ? (
        <AccountCompany account={account} />
      ) : (
        <CompanyFields id={id} errors={errors} failedValues={failedValues} />
      )}

      <div>
        <TextField
          id={`${id}-buyer_reference`}
          label="Tellija viide (valikuline)"
          hint="Objekti nimi või teie tellimuse number: märgime selle arvele."
          error={errors.buyer_reference}
          name="buyer_reference"
          autoComplete="off"
          maxLength={buyerReferenceMaxLength}
          defaultValue={failedValues?.buyer_reference}
        />
        {account ? null : (
          <p className="mt-2 text-sm text-stone-700">
            Tellite sageli?{' '}
            <a href="/ariklient" className="font-medium text-accent underline underline-offset-2">
              Ärikliendi kontoga
            </a>{' '}
            on teie andmed ja hinnad juba täidetud.
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-quantity`} className="mb-1 block font-medium">
          Kogus *
        </label>
        <select
          id={`${id}-quantity`}
          name="quantity"
          value={String(quantity)}
          onChange={(event) => chooseQuantity(Number(event.target.value))}
          aria-invalid={Boolean(errors.quantity) || undefined}
          aria-describedby={[describe('quantity'), `${id}-quantity-hint`].filter(Boolean).join(' ')}
          className={`${inputClass} tabular sm:max-w-xs`}
        >
          {QUANTITY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {tonnesLabel(choice)}
            </option>
          ))}
        </select>
        <FieldError id={errorId('quantity')} message={errors.quantity} />
        <p id={`${id}-quantity-hint`} className="mt-1 text-sm text-stone-700">
          Üle 25 tonni? Helistage{' '}
          <a href={`tel:${business.phoneE164}`} className="font-semibold underline">
            {business.phone}
          </a>{' '}
          ja teeme eraldi pakkumise.
        </p>
      </div>

      <fieldset aria-describedby={describe('deliveryOption')}>
        <legend className="mb-2 font-medium">Transport *</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-400 bg-white px-3 has-[:checked]:border-graphite has-[:checked]:ring-2 has-[:checked]:ring-graphite">
            <input
              type="radio"
              name="deliveryOption"
              value="self"
              checked={deliveryOption === 'self'}
              onChange={() => chooseDeliveryOption('self')}
              className="h-5 w-5 accent-graphite"
            />
            Tulen ise järele
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-400 bg-white px-3 has-[:checked]:border-graphite has-[:checked]:ring-2 has-[:checked]:ring-graphite has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
            <input
              type="radio"
              name="deliveryOption"
              value="delivery"
              checked={deliveryOption === 'delivery'}
              disabled={hydrated && !deliveryAllowed}
              onChange={() => chooseDeliveryOption('delivery')}
              className="h-5 w-5 accent-graphite"
            />
            Soovin transporti
          </label>
        </div>
        {!deliveryAllowed ? (
          <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {orderTexts.smallQuantityNote}
          </p>
        ) : null}
        <FieldError id={errorId('deliveryOption')} message={errors.deliveryOption} />
      </fieldset>

      {account && (!hydrated || delivery) ? (
        <SiteChoice id={id} account={account} siteId={siteId} onChoose={setSiteId} />
      ) : null}

      {showAddress ? (
        <DeliveryAddress
          id={id}
          hydrated={hydrated}
          addressSearch={addressSearch}
          address={address}
          typed={failedValues?.deliveryAddress}
          error={errors.deliveryAddress}
          blocked={blocked}
          blockedText={messages.blockedText}
          measuring={measuring}
          distance={distance}
          onType={(text: string) => {
            setAddress(text)
            // A changed address is no longer the measured one: clear its distance and lift the block.
            if (chosen || distance) {
              setChosen(null)
              setDistance(null)
            }
          }}
          onChoose={chooseAddress}
          onChoosePlace={choosePlace}
          onUnavailable={onSearchUnavailable}
        />
      ) : null}

      <div>
        <label htmlFor={`${id}-notes`} className="mb-1 block font-medium">
          Lisainfo
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          maxLength={2000}
          defaultValue={failedValues?.notes}
          aria-describedby={describe('notes')}
          className={inputClass}
          placeholder="Soovitud aeg, juurdepääs objektile vms"
        />
        <FieldError id={errorId('notes')} message={errors.notes} />
      </div>

      <PriceReceipt
        quote={lines}
        quantity={quantity}
        unitPriceCents={props.unitPriceCents}
        distanceTenthsKm={delivery ? (shownDistance?.tenthsKm ?? null) : null}
        approximate={shownDistance?.approximate ?? false}
      />
      {account?.agreedPriceCents != null ? (
        <p className="text-sm text-stone-700">Tonni hind on teie ettevõttega kokkulepitud hind.</p>
      ) : null}

      <button
        type="submit"
        disabled={submitting || blocked}
        className="flex min-h-12 w-full items-center justify-center rounded-md bg-accent px-6 text-lg font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-stone-400 sm:w-auto"
      >
        {submitting ? orderTexts.submitting : 'Esita tellimus'}
      </button>
      <p className="text-sm text-stone-700">
        Tellimus on päring: kinnitame hinna ja tarneaja teiega ühendust võttes, tavaliselt 1-3 tööpäeva
        jooksul.
      </p>
      <PrivacyNote />
    </form>
  )
}
