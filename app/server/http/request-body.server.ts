/** Reading a public JSON route's request without trusting its size, and answering the wrong method. */

/**
 * The body as text, or null past `maxBytes` (by its Content-Length or by what arrives): read in chunks,
 * so that a huge body is never buffered.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return null
  if (!request.body) return ''
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
  return Buffer.concat(chunks).toString('utf8')
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
