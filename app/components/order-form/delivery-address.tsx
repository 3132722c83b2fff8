import { formatKm } from '#app/domain/format.ts'
import { AddressSearch, type ChosenAddress } from '../address-search.tsx'
import { FieldError, inputClass } from '../form-field.tsx'
import { type ChosenPlace, GoogleAddressSearch } from '../google-address-search.tsx'

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
}) {
  const { id, hydrated, addressSearch, address, blocked, measuring, distance } = props
  const errorId = `${id}-deliveryAddress-error`
  const described = props.error ? errorId : undefined
  return (
    <div>
      <label htmlFor={`${id}-address`} className="mb-1 block font-medium">
        Tarneaadress{hydrated ? ' *' : ' (kui soovite transporti)'}
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
          ? 'Arvutan vahemaad…'
          : distance
            ? `Vahemaa karjäärist ${distance.approximate ? 'ligikaudu ' : ''}${formatKm(distance.tenthsKm)}.`
            : 'Toome materjali kuni 60 km kaugusele, transport 2,70 € km kohta.'}
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
