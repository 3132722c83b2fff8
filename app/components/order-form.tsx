import { useCallback, useMemo, useRef, useState } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import { companyBuyerTextsWith, type OrderMessage, orderTextsWith } from '#app/content/messages/order.ts'
import type { OrderAccount } from '#app/domain/customer-account.ts'
import type { Locale } from '#app/domain/locale.ts'
import {
  buyerReferenceMaxLength,
  type OrderField,
  type OrderFieldErrors,
  type OrderMessages,
  type OrderSubmissionResult,
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
import { type CompiledMessages, translator } from '#app/lib/i18n.ts'
import { distanceOfPlace, distanceOfSuggestion, type MeasuredDistance } from '#app/lib/road-distance.ts'
import { useSubmissionKey } from '#app/lib/use-submission-key.ts'
import type { ChosenAddress } from './address-search.tsx'
import { EmailField, FieldError, HoneypotField, inputClass, PhoneField, TextField } from './form-field.tsx'
import type { ChosenPlace } from './google-address-search.tsx'
import { AccountCompany, SiteChoice } from './order-form/account-fields.tsx'
import { CompanyFields } from './order-form/company-fields.tsx'
import { DeliveryAddress, type Distance } from './order-form/delivery-address.tsx'
import { orderWords } from './order-form/words.ts'
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
 * recomputes every figure either way. Its words are the page's language's (ADR 060): `messages` is the
 * page's family of checks, `texts` the order catalogue compiled on the server.
 */
export function OrderForm(props: {
  slug: string
  /** 'google' when the browser searches addresses with Google Places (the server's settings). */
  addressSearch: 'google' | 'server'
  business: Pick<BusinessInfo, 'phone' | 'phoneE164'>
  productName: string
  unitPriceCents: number
  messages: OrderMessages
  locale: Locale
  /** orderMessages in `locale`, compiled. */
  texts: CompiledMessages
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
  // Once per form: the callbacks below keep their identity across renders.
  const { t, words, orderTexts } = useMemo(() => {
    const translate = translator<OrderMessage>(props.locale, props.texts)
    return {
      t: translate,
      words: orderWords(props.locale, translate),
      orderTexts: orderTextsWith(translate),
    }
  }, [props.locale, props.texts])
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
          t('distanceFound', {
            approximate: body.approximate ? 'yes' : 'no',
            km: words.km(body.distanceTenthsKm),
          }),
        )
      } else {
        void notify('error', orderTexts.overLimitTitle, orderTexts.overLimitText)
      }
    } catch (error) {
      console.warn('Vahemaa arvutamine ebaõnnestus', error)
      setChosen(null)
      void notify('error', orderTexts.distanceFailed, t('distanceRetry'))
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
    void notify('error', t('searchUnavailableTitle'), t('searchUnavailableText', { phone: business.phone }))
  }, [business.phone, t])

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
    const parsed = parseOrderForm(messages, Object.fromEntries(data), orderTexts, companyBuyerTextsWith(t))
    if (!parsed.ok) {
      setErrors(parsed.errors)
      focusFirstError(formRef.current, parsed.errors)
      return
    }
    if (delivery && !shownDistance && !site) {
      setErrors({ deliveryAddress: t('chooseSuggestion') })
      void notify('error', orderTexts.addressNotFound, t('chooseSuggestionShort'))
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
      action={`${props.locale === 'et' ? '' : `/${props.locale}`}/${props.slug}#order-form`}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={t('formLabel', { product: props.productName })}
    >
      <input type="hidden" name="slug" value={props.slug} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="addressToken" value={chosen?.token ?? ''} />
      <HoneypotField label={t('website')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text('firstName')}
          label={t('firstName')}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <TextField
          {...text('lastName')}
          label={t('lastName')}
          autoComplete="family-name"
          required
          maxLength={100}
        />
        <EmailField {...text('email')} label={t('email')} />
        <PhoneField {...text('phone')} label={t('phone')} />
      </div>

      {account ? (
        <AccountCompany account={account} words={words} />
      ) : (
        <CompanyFields id={id} errors={errors} failedValues={failedValues} words={words} />
      )}

      <div>
        <TextField
          id={`${id}-buyer_reference`}
          label={t('buyerReference')}
          hint={t('buyerReferenceHint')}
          error={errors.buyer_reference}
          name="buyer_reference"
          autoComplete="off"
          maxLength={buyerReferenceMaxLength}
          defaultValue={failedValues?.buyer_reference}
        />
        {account ? null : (
          <p className="mt-2 text-sm text-stone-700">
            {t('accountInviteBefore')}{' '}
            <a
              href={props.locale === 'et' ? '/ariklient' : `/${props.locale}/ariklient`}
              className="font-medium text-accent underline underline-offset-2"
            >
              {t('accountInviteLink')}
            </a>{' '}
            {t('accountInviteAfter')}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-quantity`} className="mb-1 block font-medium">
          {t('quantity')}
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
              {t('quantityOption', { count: choice })}
            </option>
          ))}
        </select>
        <FieldError id={errorId('quantity')} message={errors.quantity} />
        <p id={`${id}-quantity-hint`} className="mt-1 text-sm text-stone-700">
          {t('quantityHintBefore')}{' '}
          <a href={`tel:${business.phoneE164}`} className="font-semibold underline">
            {business.phone}
          </a>
          {props.locale === 'ru' ? '' : ' '}
          {t('quantityHintAfter')}
        </p>
      </div>

      <fieldset aria-describedby={describe('deliveryOption')}>
        <legend className="mb-2 font-medium">{t('transport')}</legend>
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
            {t('self')}
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
            {t('delivery')}
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
        <SiteChoice id={id} account={account} siteId={siteId} onChoose={setSiteId} words={words} />
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
          words={words}
        />
      ) : null}

      <div>
        <label htmlFor={`${id}-notes`} className="mb-1 block font-medium">
          {t('notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          maxLength={2000}
          defaultValue={failedValues?.notes}
          aria-describedby={describe('notes')}
          className={inputClass}
          placeholder={t('notesPlaceholder')}
        />
        <FieldError id={errorId('notes')} message={errors.notes} />
      </div>

      <PriceReceipt
        quote={lines}
        quantity={quantity}
        unitPriceCents={props.unitPriceCents}
        distanceTenthsKm={delivery ? (shownDistance?.tenthsKm ?? null) : null}
        approximate={shownDistance?.approximate ?? false}
        words={words}
      />
      {account?.agreedPriceCents != null ? (
        <p className="text-sm text-stone-700">{t('agreedPrice')}</p>
      ) : null}

      <button
        type="submit"
        disabled={submitting || blocked}
        className="flex min-h-12 w-full items-center justify-center rounded-md bg-accent px-6 text-lg font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-stone-400 sm:w-auto"
      >
        {submitting ? orderTexts.submitting : t('submit')}
      </button>
      <p className="text-sm text-stone-700">{t('requestNote')}</p>
      <PrivacyNote
        href={props.locale === 'et' ? '/privaatsus' : `/${props.locale}/privaatsus`}
        texts={{ note: t('privacyNote'), link: t('privacyLink'), newTab: t('newTab') }}
      />
    </form>
  )
}
