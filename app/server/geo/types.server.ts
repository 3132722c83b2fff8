/** A WGS84 point. */
export interface GeoPoint {
  latitude: number
  longitude: number
}

/** One place the visitor may choose; `source` says which provider found it. */
export interface AddressSuggestion {
  label: string
  latitude: number
  longitude: number
  source: 'inaks' | 'google' | 'builtin'
}

export type SearchFailureReason =
  | 'too-short'
  | 'not-found'
  | 'unavailable'
  | 'outside-estonia'
  | 'too-general'

export type SearchOutcome =
  | { ok: true; suggestions: AddressSuggestion[] }
  | {
      ok: false
      reason: SearchFailureReason
      /** Estonian, shown to the visitor. */
      message: string
    }

/** 'estimate' is great-circle × 1.3, shown to the visitor as approximate. */
export interface RoadDistance {
  metres: number
  source: 'road' | 'estimate'
}
