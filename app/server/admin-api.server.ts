/** Small pieces every admin JSON route shares: answers, the `?id=` parameter, and the JSON body. */

const noStore = { 'Cache-Control': 'no-store' }

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...noStore, ...headers } })
}

export function errorJson(error: string, status: number, extra: Record<string, unknown> = {}) {
  return json({ error, ...extra }, status)
}

/** `?id=N` as a positive database id, null when absent, or a thrown 400 when malformed. */
export function idParameter(request: Request, what = 'Vigane number'): number | null {
  const value = new URL(request.url).searchParams.get('id')
  if (value === null) return null
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw errorJson(what, 400)
  return Number(value)
}

/** The request's JSON body, or a thrown 400 with an Estonian message. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw errorJson('Päring peab olema JSON.', 400)
  }
}

export function methodNotAllowed(allowed: string) {
  return json({ error: 'Seda meetodit ei saa siin kasutada.' }, 405, { Allow: allowed })
}

/** A database that does not answer is the server's trouble, said as such (503), not a crash (500). */
export function unavailable(where: string, error: unknown) {
  console.error(`${where}: ${error instanceof Error ? error.message : String(error)}`)
  return errorJson('Andmebaas ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.', 503)
}
