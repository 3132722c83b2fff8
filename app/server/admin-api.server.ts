import { z } from 'zod'

/** What every admin API answer carries: staff data is never cached by a browser or proxy. */
export const noStore = { 'Cache-Control': 'no-store' }

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: noStore })
}

export const unavailable = () =>
  jsonError(503, 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.')

export function methodNotAllowed(allow: string): Response {
  return Response.json(
    { error: `Lubatud on ainult ${allow}.` },
    { status: 405, headers: { ...noStore, Allow: allow } },
  )
}

const idPattern = /^[1-9]\d{0,9}$/
const pagePattern = /^[1-9]\d{0,5}$/

/** A record number from the address; out of the integer column's range counts as not a number. */
export const idParam = z
  .string({ error: 'Kirje number puudub.' })
  .regex(idPattern, { error: 'Kirje number peab olema positiivne täisarv.' })
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, { error: 'Kirje number peab olema positiivne täisarv.' })

export const pageParam = z
  .string()
  .regex(pagePattern, { error: 'Lehekülg peab olema positiivne täisarv.' })
  .transform(Number)
  .optional()

/** The URL's query as one plain object; a repeated name is refused rather than guessed. */
export function queryOf(request: Request): Record<string, string> | string {
  const params = new URL(request.url).searchParams
  const query: Record<string, string> = Object.create(null)
  for (const [name, value] of params) {
    if (Object.hasOwn(query, name)) return `Parameeter „${name.slice(0, 40)}“ on päringus mitu korda.`
    query[name] = value
  }
  return query
}

/** The first problem zod found, as the Estonian message given in the schema. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Vigane päring.'
  if (issue.code === 'unrecognized_keys') return `Tundmatu väli: ${issue.keys.join(', ').slice(0, 80)}.`
  return issue.message
}

/** A JSON object body, or the Estonian reason it is not one. */
export async function readJsonObject(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; error: string }> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(type))
    return { ok: false, error: 'Päring peab olema JSON (Content-Type: application/json).' }
  try {
    const body: unknown = await request.json()
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, error: 'Päringu sisu peab olema JSON-objekt.' }
    return { ok: true, body }
  } catch {
    return { ok: false, error: 'Päringu sisu ei ole korrektne JSON.' }
  }
}

export function logFailure(where: string, error: unknown) {
  console.error(`${where}: ${error instanceof Error ? error.message : String(error)}`)
}
