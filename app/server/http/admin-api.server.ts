import { z } from 'zod'
import { issueText } from '#app/domain/form-issues.ts'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import { logFailure } from '../log.server.ts'

/** Small pieces every admin JSON route shares: answers, the address's parameters, and the JSON body. */

/** What every admin API answer carries: staff data is never cached by a browser or proxy. */
export const noStore = { 'Cache-Control': 'no-store' }

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } })
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status)
}

/**
 * A database that does not answer is the server's trouble, said as such (503), not a crash (500).
 * Given where and what failed, it is logged here.
 */
export function unavailable(where?: string, error?: unknown): Response {
  if (where) logFailure(where, error)
  return jsonError(503, 'Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.')
}

export function methodNotAllowed(allow: string): Response {
  return json({ error: `Lubatud on ainult ${allow}.` }, 405, { Allow: allow })
}

/** A file to save under `fileName`, never cached. */
export function fileDownload(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

type ChangeMethod = 'POST' | 'PUT' | 'DELETE'

/**
 * An admin API action's answer by the request's method: each handler answers its own method (GET is the
 * loader's), any other is a 405 naming those there are, and a failure is logged and answered with a 503.
 * A Response thrown (a 401, a redirect) passes through.
 */
export async function answerByMethod(
  request: Request,
  path: string,
  handlers: Partial<Record<ChangeMethod, () => Promise<Response>>>,
): Promise<Response> {
  const handler = Object.hasOwn(handlers, request.method)
    ? handlers[request.method as ChangeMethod]
    : undefined
  if (!handler) return methodNotAllowed(['GET', ...Object.keys(handlers)].join(', '))
  try {
    return await handler()
  } catch (error) {
    if (error instanceof Response) throw error
    return unavailable(`${request.method} ${path}`, error)
  }
}

const idPattern = /^[1-9]\d{0,9}$/
const pagePattern = /^[1-9]\d{0,5}$/

/** A record number from the address; out of the integer column's range counts as not a number. */
export const idParam = z
  .string({ error: 'Kirje number puudub.' })
  .regex(idPattern, { error: 'Kirje number peab olema positiivne täisarv.' })
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, { error: 'Kirje number peab olema positiivne täisarv.' })

/** A Tallinn calendar day from the address, 'YYYY-MM-DD', named `label` in the messages. */
export const calendarDateParam = (label: string) =>
  z
    .string({ error: `${label} puudub (kujul AAAA-KK-PP).` })
    .refine(isCalendarDate, { error: `${label} peab olema kuupäev kujul AAAA-KK-PP.` })

export const pageParam = z
  .string()
  .regex(pagePattern, { error: 'Lehekülg peab olema positiivne täisarv.' })
  .transform(Number)
  .optional()

/** `?id=N` as a positive database id, null when absent, or a thrown 400 with `invalid` when malformed. */
export function idParameter(
  request: Request,
  invalid = 'Kirje number peab olema positiivne täisarv.',
): number | null {
  const value = new URL(request.url).searchParams.get('id')
  if (value === null) return null
  const parsed = idParam.safeParse(value)
  if (!parsed.success) throw jsonError(400, invalid)
  return parsed.data
}

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

/** The URL's query parsed by `schema`, or the 400 answer that says in Estonian what is wrong with it. */
export function parsedQuery<T>(request: Request, schema: z.ZodType<T>): T | Response {
  const query = queryOf(request)
  if (typeof query === 'string') return jsonError(400, query)
  const parsed = schema.safeParse(query)
  return parsed.success ? parsed.data : jsonError(400, firstIssue(parsed.error))
}

/** The first problem zod found, as the Estonian message given in the schema. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? issueText(issue) : badRequestText
}

/** The request's JSON body, or a thrown 400 with an Estonian message. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw jsonError(400, 'Päringu sisu ei ole korrektne JSON.')
  }
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
