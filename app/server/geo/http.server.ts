import { GeoProviderError } from './geo-error.server.ts'

/** Answers of the geo services are a few kilobytes; anything far larger is not one of them. */
const maxBodyBytes = 1_000_000

export interface JsonAnswer {
  status: number
  /** undefined when the body is not JSON. */
  json: unknown
}

/**
 * One HTTP exchange with a time limit covering the whole answer, body included. Callers decide what
 * a status means, because OSRM, for one, explains a missing route in a 400 answer's JSON.
 */
export async function requestJson(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  service: string,
): Promise<JsonAnswer> {
  let response: Response
  let text: string
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    const length = Number(response.headers.get('content-length'))
    if (Number.isFinite(length) && length > maxBodyBytes) {
      await response.body?.cancel()
      throw new GeoProviderError('malformed', `${service}: answer of ${length} bytes is too large`)
    }
    text = await response.text()
  } catch (error) {
    if (error instanceof GeoProviderError) throw error
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw timedOut
      ? new GeoProviderError('timeout', `${service}: no answer within ${timeoutMs} ms`, { cause: error })
      : new GeoProviderError('network', `${service}: ${describe(error)}`, { cause: error })
  }
  if (text.length > maxBodyBytes) throw new GeoProviderError('malformed', `${service}: answer is too large`)
  try {
    return { status: response.status, json: JSON.parse(text) as unknown }
  } catch {
    return { status: response.status, json: undefined }
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  // undici hides the useful part (ECONNREFUSED, ENOTFOUND …) in the cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

/** requestJson for a GET that asks for JSON (In-AKS's search, OSRM's route). */
export function getJson(fetchImpl: typeof fetch, url: URL, timeoutMs: number, service: string) {
  return requestJson(
    fetchImpl,
    url.toString(),
    { headers: { Accept: 'application/json' } },
    timeoutMs,
    service,
  )
}
