import type { NextFunction, Request, Response } from 'express'
import { isApiPath, refuse } from './refusal.server.ts'

/**
 * One rule for every text a request brings, applied once, where the request is read and before any route
 * sees it (server/app.ts): the address, the query string's names and values, and the names and text
 * values of a body — a JSON body's strings and keys at any depth, a urlencoded or multipart form's fields
 * and its files' names. A control character (NUL and the rest of C0 but tab, line feed and carriage
 * return, which a multi-line message legitimately has; and DEL) or a lone UTF-16 surrogate (which only a
 * JSON escape can make) is refused with a 400 that names the field. PostgreSQL and PGlite refuse NUL in
 * text, so such a value would otherwise become a server error deep in a route, or a mangled value, and a
 * field by field check misses the next field.
 */

/**
 * Whether the text has a refused character: C0 but tab, line feed and carriage return, DEL, or half of a
 * surrogate pair without its other half.
 */
export function hasRefusedCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return true
    } else if (code === 0x7f) {
      return true
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      index += 1
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true
    }
  }
  return false
}

/** What the sender is told, with the field's name when there is one. */
export const controlCharacterText = 'Tekstis on lubamatuid märke'
export const controlCharacterPageText =
  'Saadetud tekstis on lubamatuid märke. Palun minge tagasi, kustutage need ja proovige uuesti.'
export const controlCharacterAddressText = 'Aadressis on lubamatuid märke.'

/** Whether the decoded path has a control character (a path that does not decode is the gate's). */
export function addressHasControlCharacter(pathname: string): boolean {
  try {
    const decoded = decodeURIComponent(pathname)
    for (let index = 0; index < decoded.length; index += 1) {
      const code = decoded.charCodeAt(index)
      // An address has no use for any control character, tab and line feed included.
      if (code < 0x20 || code === 0x7f) return true
    }
    return false
  } catch {
    return false
  }
}

/** A field's name as it may be said back: only names without refused characters, and not too long. */
const maxFieldName = 80

function fieldName(name: string): string {
  return name.slice(0, maxFieldName)
}

/** The name (or path) of the first field of these name/value pairs with a refused character, or null. */
function firstInPairs(pairs: Iterable<[string, string]>): string | null {
  for (const [name, value] of pairs) {
    if (hasRefusedCharacter(name)) return ''
    if (hasRefusedCharacter(value)) return fieldName(name)
  }
  return null
}

/** The query string's first parameter with a refused character ('' when its name has one), or null. */
export function findInQuery(search: string): string | null {
  if (search === '' || search === '?') return null
  return firstInPairs(new URLSearchParams(search))
}

/**
 * The path of the first string of a JSON value with a refused character (`faq.0.answer`; '' for the
 * value itself, or where a key has one), or null. Walked without recursion: JSON.parse takes nesting
 * deeper than a stack would.
 */
export function findInJson(value: unknown): string | null {
  // The path is said back only as far as fieldName keeps it; it stops growing there.
  const below = (path: string, name: string) =>
    path.length >= maxFieldName ? path : path === '' ? name : `${path}.${name}`
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length > 0) {
    const [item, path] = pending.pop()!
    if (typeof item === 'string') {
      if (hasRefusedCharacter(item)) return fieldName(path)
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1)
        pending.push([item[index], below(path, String(index))])
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item)
      for (const [key] of entries) if (hasRefusedCharacter(key)) return fieldName(path)
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!
        pending.push([child, below(path, key)])
      }
    }
  }
  return null
}

/**
 * The first field of a body with a refused character, or null: read as its Content-Type says (a
 * multipart form, a urlencoded form), anything else as JSON when it is JSON and as text when not. A body
 * that does not parse as what it says is left to the route, which answers its own 400.
 */
export async function findInBody(
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): Promise<string | null> {
  if (body.byteLength === 0) return null
  const type = (contentType ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Response(body, { headers: { 'Content-Type': contentType! } }).formData()
    } catch {
      return null
    }
    const pairs: [string, string][] = []
    for (const [name, value] of form) pairs.push([name, typeof value === 'string' ? value : value.name])
    return firstInPairs(pairs)
  }
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8')
  if (type.startsWith('application/x-www-form-urlencoded')) return firstInPairs(new URLSearchParams(text))
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return hasRefusedCharacter(text) ? '' : null
  }
  return findInJson(parsed)
}

/**
 * The body whole, or null past `limit` (the body limit before this has refused a longer Content-Length,
 * so it is a safeguard). Read by its events, not `for await`: leaving that loop early destroys the
 * request, and its socket with it, before the 413 could be sent; the rest is dropped after the answer.
 */
function readBody(req: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    function onData(chunk: Buffer) {
      size += chunk.byteLength
      if (size > limit) {
        stop()
        resolve(null)
      } else {
        chunks.push(chunk)
      }
    }
    function onEnd() {
      stop()
      resolve(Buffer.concat(chunks))
    }
    function onError(error: Error) {
      stop()
      reject(error)
    }
    function onClose() {
      stop()
      reject(new Error('The client closed the connection in the middle of its body.'))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}

/**
 * The check as Express middleware, after the request gate and the body limit: it reads the body whole
 * (as `req.body`, a Buffer, which the React Router handler gives the route) and refuses a request whose
 * address, query or body has a refused character. Refused with 400 and one info line, like every
 * refusal of a request's shape.
 */
export function controlCharacterCheck(options: { bodyLimit: (req: Request) => number }) {
  return async function check(req: Request, res: Response, next: NextFunction) {
    const url = req.originalUrl
    const queryAt = url.indexOf('?')
    const inQuery = queryAt === -1 ? null : findInQuery(url.slice(queryAt))
    if (inQuery !== null) return refuseField(req, res, inQuery)
    if (req.method === 'GET' || req.method === 'HEAD') return next()

    let body: Buffer<ArrayBuffer> | null
    try {
      body = await readBody(req, options.bodyLimit(req))
    } catch {
      // The client went away in the middle of its body: there is nobody to answer.
      if (!res.writable || res.headersSent) return
      return refuse(req, res, 400, 'Päringu sisu jäi pooleli.')
    }
    if (body === null) return refuse(req, res, 413, 'Päring on liiga suur.')
    req.body = body
    const inBody = await findInBody(req.headers['content-type'], body)
    if (inBody !== null) return refuseField(req, res, inBody)
    next()
  }
}

function refuseField(req: Request, res: Response, field: string) {
  if (!isApiPath(req.path)) return refuse(req, res, 400, controlCharacterPageText)
  const message = field === '' ? controlCharacterText : `${controlCharacterText} (${field})`
  return refuse(
    req,
    res,
    400,
    message,
    {},
    field === '' ? {} : { fieldErrors: { [field]: controlCharacterText } },
  )
}
