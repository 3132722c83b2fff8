import type { Request, Response } from 'express'
import { log } from '../log.server.ts'

/** How the server refuses a request by its shape, before any route: the request gate's and the input check's answer. */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** A small page of its own: no scripts, no styles, nothing to load. */
function shortPage(message: string) {
  const text = message.replace(/[&<>"]/g, (c) => escapes[c]!)
  return `<!doctype html>
<html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head>
<body><h1>${text}</h1><p><a href="/">Avalehele</a></p></body></html>
`
}

export function isApiPath(pathname: string) {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/**
 * A short refusal: JSON `{ error }` under /api/ (as every API answer, with `details` beside it), a small
 * page elsewhere. Logged once at info with the reason; no stack, nothing stored.
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
) {
  const pathname = (req.originalUrl ?? req.url ?? '/').split('?')[0]!
  log.info({ status, reason: message }, 'request refused')
  res.status(status)
  res.setHeader('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (isApiPath(pathname)) {
    res.json({ error: message, ...details })
  } else {
    res.setHeader('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'")
    res.type('text/html; charset=utf-8').send(shortPage(message))
  }
}
