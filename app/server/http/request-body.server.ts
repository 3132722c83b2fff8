/**
 * Reading a public JSON route's request without trusting its size, answering the wrong method, and
 * answering a form posted by script.
 */

/**
 * The body's bytes, or null past `maxBytes` (by its Content-Length or by what arrives): read in chunks,
 * so that a huge body is never buffered.
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as text, or null past `maxBytes` (see readLimitedBytes). */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  return (await readLimitedBytes(request, maxBytes))?.toString('utf8') ?? null
}

/** A GET (or any other method) on a route that only takes POST: said plainly, not React Router's error page. */
export function onlyPost(): Response {
  return Response.json(
    { error: 'Lubatud on ainult POST' },
    { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'POST' } },
  )
}

/** The text as JSON, or null when there is none or it is not JSON. */
export function jsonOrNull(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * A public form's submission posted by its script and answered as JSON (the order's, the inquiry's):
 * only POST; a body that is not a form is a 400 answered with `unreadable`; otherwise what `submit`
 * decides, never stored by a cache, with Retry-After when the sender is told to wait.
 */
export async function answerFormSubmission(
  request: Request,
  unreadable: unknown,
  submit: (formData: FormData) => Promise<{ status: number; result: unknown; retryAfterSeconds?: number }>,
): Promise<Response> {
  if (request.method !== 'POST') return onlyPost()
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return Response.json(unreadable, { status: 400 })
  }
  const { status, result, retryAfterSeconds } = await submit(formData)
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return Response.json(result, { status, headers })
}
