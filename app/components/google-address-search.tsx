import { useEffect, useRef, useState } from 'react'
import { pageNonce } from '#app/lib/nonce.tsx'
import { AddressSearch, type AddressSearchProps } from './address-search.tsx'
import { notify } from './toast.tsx'

/** A place chosen from Google Places; the server measures and signs it (POST /api/geo/place). */
export interface ChosenPlace {
  placeId: string
  label: string
}

/*
 * The few parts of the Maps JavaScript API used here, declared locally instead of @types/google.maps.
 * https://developers.google.com/maps/documentation/javascript/reference/places-widget
 */
interface GooglePlace {
  id?: string | null
  formattedAddress?: string | null
  location?: unknown
  fetchFields(request: { fields: string[] }): Promise<unknown>
}

interface PlaceSelectEvent extends Event {
  placePrediction: { toPlace(): GooglePlace }
}

interface PlacesLibrary {
  PlaceAutocompleteElement: new (options: { includedRegionCodes?: string[] }) => HTMLElement
}

interface GoogleMapsGlobal {
  google?: { maps?: { importLibrary?: (name: 'places') => Promise<unknown> } }
}

/**
 * The browser key, asked for once per page load: a form that mounts again (a route revalidation, a
 * second form) reuses the answer instead of asking the server again. A failed request may be retried.
 */
let mapsKey: Promise<string | undefined> | null = null

function loadMapsKey(): Promise<string | undefined> {
  mapsKey ??= fetch('/api/functions/getGoogleMapsKey', { method: 'POST' })
    .then((response) => response.json() as Promise<{ data?: { apiKey?: unknown } }>)
    .then((body) => {
      const key = body.data?.apiKey
      return typeof key === 'string' && key ? key : undefined
    })
    .catch((error: unknown) => {
      mapsKey = null
      throw error
    })
  return mapsKey
}

/** Set when the script has loaded; the script is added once per page, whichever form asks first. */
let mapsLoaded = false
let mapsLoading: Promise<void> | null = null

function loadMapsScript(apiKey: string): Promise<void> {
  if (mapsLoaded) return Promise.resolve()
  if (!mapsLoading) {
    mapsLoading = new Promise<void>((resolve, reject) => {
      const params = new URLSearchParams({
        key: apiKey,
        libraries: 'places',
        loading: 'async',
        language: 'et',
        region: 'EE',
      })
      const script = document.createElement('script')
      script.src = `https://maps.googleapis.com/maps/api/js?${params}`
      script.async = true
      // The Content-Security-Policy allows it by 'strict-dynamic' already; the Maps script looks for a
      // nonce on its own element to put on the scripts and styles it adds.
      script.nonce = pageNonce()
      script.onload = () => {
        mapsLoaded = true
        resolve()
      }
      script.onerror = () => {
        // A later attempt (a reload of the form) may try again.
        script.remove()
        mapsLoading = null
        reject(new Error('Google Mapsi skripti laadimine ebaõnnestus'))
      }
      document.head.append(script)
    })
  }
  return mapsLoading
}

async function createAutocomplete(): Promise<HTMLElement> {
  const importLibrary = (window as unknown as GoogleMapsGlobal).google?.maps?.importLibrary
  if (!importLibrary) throw new Error('google.maps.importLibrary puudub')
  const places = (await importLibrary('places')) as Partial<PlacesLibrary>
  if (!places.PlaceAutocompleteElement) throw new Error('PlaceAutocompleteElement puudub')
  return new places.PlaceAutocompleteElement({ includedRegionCodes: ['ee'] })
}

/**
 * Address input from Google Places (GEO_PROVIDER=google with a browser key): the key comes from
 * getGoogleMapsKey, the Maps script is loaded once, and a PlaceAutocompleteElement restricted to
 * Estonia takes the input. A chosen place goes to the form by its id; its coordinates are never sent.
 * Whatever fails on the way, a toast tells it and our own address search takes over.
 */
export function GoogleAddressSearch(
  props: AddressSearchProps & { onChoosePlace: (place: ChosenPlace) => void },
) {
  const [mode, setMode] = useState<'loading' | 'google' | 'fallback'>('loading')
  const container = useRef<HTMLDivElement>(null)
  // The element's listeners outlive renders; they call the latest callbacks.
  const callbacks = useRef(props)
  callbacks.current = props

  useEffect(() => {
    let cancelled = false
    let element: HTMLElement | null = null
    const { texts } = callbacks.current

    function fallBack(title: string, description: string, error?: unknown) {
      if (cancelled) return
      if (error) console.warn(title, error)
      void notify('error', title, description)
      setMode('fallback')
    }

    async function select(event: Event) {
      const { placePrediction } = event as PlaceSelectEvent
      try {
        const place = placePrediction.toPlace()
        await place.fetchFields({ fields: ['id', 'formattedAddress', 'location'] })
        if (!place.location || !place.id || !place.formattedAddress) {
          void notify('error', texts.addressNotFound, texts.chooseSuggestion)
          return
        }
        callbacks.current.onChoosePlace({ placeId: place.id, label: place.formattedAddress })
      } catch (error) {
        console.warn('Google Places: koha andmed jäid saamata', error)
        void notify('error', texts.addressNotFound, texts.chooseSuggestion)
      }
    }

    // Typing after a choice: the address is no longer the measured one.
    const typed = () => callbacks.current.onType('')

    async function start() {
      let apiKey: string | undefined
      try {
        apiKey = await loadMapsKey()
      } catch (error) {
        fallBack(texts.loadError, texts.loadErrorText, error)
        return
      }
      if (!apiKey) {
        fallBack(texts.configError, texts.configErrorText)
        return
      }
      try {
        await loadMapsScript(apiKey)
      } catch (error) {
        fallBack(texts.loadError, texts.loadErrorText, error)
        return
      }
      if (cancelled) return
      try {
        element = await createAutocomplete()
      } catch (error) {
        fallBack(texts.unavailable, texts.typeManually, error)
        return
      }
      if (cancelled || !container.current) return
      element.addEventListener('gmp-select', select)
      element.addEventListener('input', typed)
      container.current.append(element)
      setMode('google')
    }

    void start()
    return () => {
      cancelled = true
      element?.removeEventListener('gmp-select', select)
      element?.removeEventListener('input', typed)
      element?.remove()
    }
  }, [])

  return (
    <>
      {mode === 'google' ? (
        <input type="hidden" name={props.name} value={props.value} />
      ) : (
        <AddressSearch {...props} />
      )}
      <div ref={container} hidden={mode !== 'google'} />
      {mode === 'google' && props.value ? (
        <p className="mt-1 text-sm text-stone-700">{props.texts.chosenAddress(props.value)}</p>
      ) : null}
    </>
  )
}
