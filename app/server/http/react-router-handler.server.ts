import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request, Response } from 'express'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router'
import type { PageCache } from './page-cache.server.ts'

/**
 * React Router behind Express, as @react-router/express 7.18 does it, with two differences: the request
 * body is the one the control character check (control-characters.server.ts) has read and checked
 * (`req.body`, a Buffer), not the socket's stream again; and an answer's own header replaces the one the
 * server's layer set for every answer instead of being sent a second time beside it (Set-Cookie aside,
 * which is many headers by nature).
 */

/**
 * The host of the address the route is given: Express's host name cut at the first backslash, slash, ?,
 * # or @, and the port after the first colon of a trusted proxy's X-Forwarded-Host, else of Host — the
 * adapter's rule, which the request gate's same-origin check (as React Router's own) compares the Origin
 * header with. An IPv6 Host loses its port here, as there.
 */
function requestHost(req: Request): string {
  const portAfterColon = (value: string | undefined) => Number.parseInt(value?.split(':')[1] ?? '', 10)
  const forwardedPort = req.app.enabled('trust proxy')
    ? portAfterColon(req.get('X-Forwarded-Host'))
    : Number.NaN
  const hostPort = portAfterColon(req.get('host'))
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : ''
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  return `${hostname}${port ? `:${port}` : ''}`
}

/** The origin of the address the route is given (`null` for a scheme a trusted proxy made up). */
export function requestOrigin(req: Request): string {
  return new URL(`${req.protocol}://${requestHost(req)}`).origin
}

function fetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers()
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue
    if (Array.isArray(values)) for (const value of values) headers.append(name, value)
    else headers.set(name, values)
  }
  const controller = new AbortController()
  let answered = false
  res.on('finish', () => {
    answered = true
  })
  res.on('close', () => {
    if (!answered) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (Buffer.isBuffer(req.body)) {
      init.body = req.body as Buffer<ArrayBuffer>
    } else {
      init.body = createReadableStreamFromReadable(req)
      init.duplex = 'half'
    }
  }
  // Written out as the adapter writes it. Resolved against the origin instead, a path such as `//x` or
  // `/\x` would name another host; and the origin of a scheme a trusted proxy made up is `null`.
  return new Request(new URL(`${req.protocol}://${requestHost(req)}${req.originalUrl}`).href, init)
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') res.append(name, value)
    else res.setHeader(name, value)
  }
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}

export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: Request) => AppLoadContext
  /** Public pages rendered once and answered again (page-cache.server.ts); none in development. */
  pageCache?: PageCache
}) {
  const handle = createRequestHandler(options.build, options.mode)
  const render = (req: Request, res: Response) => handle(fetchRequest(req, res), options.getLoadContext(req))
  return async function reactRouter(req: Request, res: Response, next: NextFunction) {
    try {
      const response = options.pageCache
        ? await options.pageCache.serve(req, res, () => render(req, res))
        : await render(req, res)
      if (response) await send(res, response)
    } catch (error) {
      next(error)
    }
  }
}
