/** A WGS84 point. */
export interface GeoPoint {
  latitude: number
  longitude: number
}

/**
 * One place the visitor may choose; `source` says which provider found it. A place chosen from Google
 * Places in the browser carries its `placeId` (source 'google') instead of coordinates we could trust:
 * its latitude and longitude are then 0 and never used, the distance is measured by Google Routes from
 * the place id.
 */
export interface AddressSuggestion {
  label: string
  latitude: number
  longitude: number
  source: 'inaks' | 'google' | 'builtin'
  placeId?: string
}

/** Where a distance is measured to: a point, or a Google place (its id wins over the point). */
export type Destination = GeoPoint & { placeId?: string }

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
