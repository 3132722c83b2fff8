/**
 * The road distance of a delivery address, asked of the server from the browser (the order form's
 * island): a suggestion of our address search by its signed token (/api/geo/distance), or a Google place
 * (/api/geo/place), which the server answers with the place's label and a token of its own.
 */

/** What /api/geo/distance and /api/geo/place answer; the latter adds the place's label and token. */
export interface DistanceAnswer {
  label?: string
  token?: string
  distanceTenthsKm?: number
  approximate?: boolean
  withinRange?: boolean
  error?: string
}

export type MeasuredDistance = DistanceAnswer & { distanceTenthsKm: number }

/** Posts to a distance endpoint; a refusal, or an answer without a distance, is thrown with its reason. */
async function askDistance(path: string, body: unknown): Promise<MeasuredDistance> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as DistanceAnswer
  if (!response.ok || typeof answer.distanceTenthsKm !== 'number') {
    throw new Error(answer.error ?? `HTTP ${response.status}`)
  }
  return answer as MeasuredDistance
}

/** The distance of a suggestion of our address search, by the token that signs its label. */
export function distanceOfSuggestion(token: string): Promise<MeasuredDistance> {
  return askDistance('/api/geo/distance', { token })
}

/** The distance of a place chosen in Google's search; the answer carries its label and token. */
export function distanceOfPlace(place: { placeId: string; label: string }): Promise<MeasuredDistance> {
  return askDistance('/api/geo/place', place)
}
