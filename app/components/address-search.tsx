import { useEffect, useRef, useState } from 'react'

export interface ChosenAddress {
  label: string
  /** The server's signature of the suggestion; the order carries it back. */
  token: string
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; suggestions: ChosenAddress[] }

/**
 * Address input with suggestions from our /api/geo/search proxy (ARIA combobox pattern). Typing
 * clears a chosen address; choosing a suggestion hands it to the form, which then asks for the distance.
 */
export interface AddressSearchProps {
  /** The input's id, for its label. */
  id: string
  name: string
  value: string
  invalid: boolean
  describedBy?: string
  onType: (text: string) => void
  onChoose: (address: ChosenAddress) => void
  onUnavailable: () => void
  /** The search's words in the form's language (ADR 060). */
  texts: AddressSearchTexts
}

export interface AddressSearchTexts {
  placeholder: string
  suggestions: string
  noSuggestions: string
  chosenAddress: (address: string) => string
  addressNotFound: string
  chooseSuggestion: string
  loadError: string
  loadErrorText: string
  configError: string
  configErrorText: string
  unavailable: string
  typeManually: string
}

export function AddressSearch(props: AddressSearchProps) {
  const { onType, onChoose, onUnavailable } = props
  // From the input's id, not useId(): the form is an island, a React root of its own (docs/decisions/034-islands.md).
  const listId = `${props.id}-soovitused`
  const [search, setSearch] = useState<SearchState>({ status: 'idle' })
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [query, setQuery] = useState('')
  const unavailableShown = useRef(false)

  useEffect(() => {
    if (query.trim().length < 3) {
      setSearch({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      setSearch({ status: 'loading' })
      try {
        const response = await fetch(`/api/geo/search?q=${encodeURIComponent(query.trim())}`, {
          signal: controller.signal,
        })
        const body = (await response.json()) as { suggestions?: ChosenAddress[] }
        if (response.status >= 500 && !unavailableShown.current) {
          unavailableShown.current = true
          onUnavailable()
        }
        setSearch({ status: 'done', suggestions: body.suggestions ?? [] })
        setActive(-1)
      } catch (error) {
        if (controller.signal.aborted) return
        console.warn('Aadressiotsing ebaõnnestus', error)
        setSearch({ status: 'done', suggestions: [] })
        if (!unavailableShown.current) {
          unavailableShown.current = true
          onUnavailable()
        }
      }
    }, 250)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [query, onUnavailable])

  const suggestions = search.status === 'done' ? search.suggestions : []
  const expanded = open && search.status === 'done' && query.trim().length >= 3

  function choose(address: ChosenAddress) {
    setOpen(false)
    setActive(-1)
    onChoose(address)
  }

  return (
    <div className="relative">
      <input
        id={props.id}
        name={props.name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        autoComplete="address-line1"
        value={props.value}
        placeholder={props.texts.placeholder}
        className="block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 aria-[invalid]:border-red-700"
        onChange={(event) => {
          onType(event.target.value)
          setQuery(event.target.value)
          setOpen(true)
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!expanded || suggestions.length === 0) return
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setActive((index) => (index + 1) % suggestions.length)
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault()
            const chosen = suggestions[active]
            if (chosen) choose(chosen)
          } else if (event.key === 'Escape') {
            setOpen(false)
          }
        }}
      />
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label={props.texts.suggestions}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {suggestions.length === 0 ? (
            <p className="px-3 py-2 text-stone-700">{props.texts.noSuggestions}</p>
          ) : (
            suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input (aria-activedescendant)
              <div
                key={suggestion.token}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="cursor-pointer px-3 py-2.5 aria-selected:bg-sand-100 hover:bg-sand-100"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                onKeyDown={() => {}}
              >
                {suggestion.label}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  )
}
