import type { NextFunction, Request, Response } from 'express'
import { findInQuery } from './control-characters.server.ts'
import type { PageCache } from './page-cache.server.ts'

/**
 * A kept public page answered right after the request gate (docs/decisions/057-page-cache-hits-first.md),
 * instead of after compression, the body limit, the control character check, the two static file
 * handlers, the media handler and the content refresh, none of which changes what a hit sends: a request
 * this path does not answer goes on through all of them exactly as before, and the cache answers it there
 * if it can.
 *
 * Left to the full path, because a middleware skipped here would act on them:
 * - a query with a control character (the control character check refuses it);
 * - a request that may get the uncompressed page although it names codings: compression() would compress
 *   it on the fly for a client that takes deflate but neither brotli nor gzip. Without Accept-Encoding,
 *   compression() sends the page as it is, as this path does.
 * The gate has run: its refusals come first, a HEAD is a GET by now, and Node leaves the body out.
 */
export function pageCacheHits(cache: PageCache) {
  return async function pageCacheHit(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' || !answerableEarly(req)) return next()
    try {
      if (!(await cache.answerHit(req, res))) next()
    } catch (error) {
      next(error)
    }
  }
}

function answerableEarly(req: Request): boolean {
  // What Express hands to the media handler (its paths match without regard to case, /media itself
  // included): the handler answers it, whether or not the cache's own list of addresses leaves it out.
  if (/^\/media(?:\/|$)/i.test(req.path)) return false
  const url = req.originalUrl
  const queryAt = url.indexOf('?')
  if (queryAt !== -1 && findInQuery(url.slice(queryAt)) !== null) return false
  const offered = req.headers['accept-encoding']
  if (!offered) return true
  const coding = req.acceptsEncodings(['br', 'gzip', 'identity'])
  return coding === 'br' || coding === 'gzip'
}
