/**
 * A provider could not give an answer. `kind` separates "try another way" failures (the service is
 * down, slow or answered nonsense) from a definite "there is no road", which only matters for the log:
 * both end in the estimate.
 */
export type GeoErrorKind =
  | 'timeout'
  | 'network'
  | 'http'
  | 'malformed'
  | 'rate-limited'
  | 'service'
  | 'no-route'

export class GeoProviderError extends Error {
  readonly kind: GeoErrorKind

  constructor(kind: GeoErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GeoProviderError'
    this.kind = kind
  }
}
