import { AddressSearch, type AddressSearchTexts, type ChosenAddress } from '../address-search.tsx'
import { FieldError, inputClass } from '../form-field.tsx'
import { type ChosenPlace, GoogleAddressSearch } from '../google-address-search.tsx'
import type { OrderWords } from './words.ts'

/** The road distance of the chosen address, as the server measured it. */
export interface Distance {
  tenthsKm: number
  approximate: boolean
}

/**
 * The order form's delivery address: searched (our search or Google's) once the island runs, a plain
 * field before; under it the distance measured, or why the address cannot be delivered to.
 */
export function DeliveryAddress(props: {
  id: string
  hydrated: boolean
  addressSearch: 'google' | 'server'
  address: string
  /** What was posted, when the form comes back refused without JavaScript. */
  typed: string | undefined
  error: string | undefined
  /** The address is beyond the delivery range. */
  blocked: boolean
  blockedText: string
  measuring: boolean
  distance: Distance | null
  onType: (text: string) => void
  onChoose: (address: ChosenAddress) => void
  onChoosePlace: (place: ChosenPlace) => void
  onUnavailable: () => void
  words: OrderWords
}) {
  const { id, hydrated, addressSearch, address, blocked, measuring, distance } = props
  const { t, km } = props.words
  const texts: AddressSearchTexts = {
    placeholder: t('addressPlaceholder'),
    suggestions: t('addressSuggestions'),
    noSuggestions: t('noSuggestions'),
    chosenAddress: (chosen) => t('chosenAddress', { address: chosen }),
    addressNotFound: t('addressNotFound'),
    chooseSuggestion: t('chooseSuggestionShort'),
    loadError: t('loadError'),
    loadErrorText: t('loadErrorText'),
    configError: t('configError'),
    configErrorText: t('configErrorText'),
    unavailable: t('searchUnavailableTitle'),
    typeManually: t('typeManually'),
  }
  const errorId = `${id}-deliveryAddress-error`
  const described = props.error ? errorId : undefined
  return (
    <div>
      <label htmlFor={`${id}-address`} className="mb-1 block font-medium">
        {t(hydrated ? 'deliveryAddress' : 'deliveryAddressIfDelivery')}
      </label>
      {hydrated ? (
        (() => {
          const searchProps = {
            id: `${id}-address`,
            name: 'deliveryAddress',
            value: address,
            invalid: Boolean(props.error) || blocked,
            describedBy: [described, `${id}-address-hint`].filter(Boolean).join(' '),
            onType: props.onType,
            onChoose: props.onChoose,
            onUnavailable: props.onUnavailable,
            texts,
          }
          return addressSearch === 'google' ? (
            <GoogleAddressSearch {...searchProps} onChoosePlace={props.onChoosePlace} />
          ) : (
            <AddressSearch {...searchProps} />
          )
        })()
      ) : (
        <input
          id={`${id}-address`}
          name="deliveryAddress"
          autoComplete="address-line1"
          defaultValue={props.typed}
          maxLength={300}
          aria-invalid={Boolean(props.error) || undefined}
          aria-describedby={described}
          className={inputClass}
        />
      )}
      <FieldError id={errorId} message={props.error} />
      <p id={`${id}-address-hint`} className="mt-1 text-sm text-stone-700">
        {measuring
          ? t('measuring')
          : distance
            ? t('measured', {
                approximate: distance.approximate ? 'yes' : 'no',
                km: km(distance.tenthsKm),
              })
            : t('deliveryHint')}
      </p>
      {blocked ? (
        <p
          role="alert"
          className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
        >
          {props.blockedText}
        </p>
      ) : null}
    </div>
  )
}
