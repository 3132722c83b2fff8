import type { NextFunction, Request, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { addressHasControlCharacter, controlCharacterAddressText } from './control-characters.server.ts'
import { requestOrigin } from './react-router-handler.server.ts'
import { isApiPath, refuse } from './refusal.server.ts'

/**
 * The first look at every request, before anything routes or renders it: a request the site cannot serve
 * because of its shape (no usable Host, a method nobody here implements, a method this address does not
 * take, an address that is too long or badly encoded, an unknown API path) gets its 4xx here, short and in
 * the format of its part of the site: JSON under /api/, a small Estonian page elsewhere. It is logged once
 * at info, without a stack, so a scanner cannot flood the error log. What passes is what React Router can
 * answer without failing on the request's shape.
 *
 * HEAD is answered as GET with the body dropped (Node sends no body to a HEAD request), so both carry the
 * same headers: Content-Type, Vary, Cache-Control, the security policy.
 */

/** Methods React Router hands to routes (OPTIONS to a resource route's loader). */
const implementedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/**
 * Longer addresses than this are refused (414): no page or query of ours comes near it, and it is the
 * line nginx's default buffers take (docs/production).
 */
export const maxUrlLength = 8192
/** A host name, IPv4 or a bracketed IPv6 address, with an optional port (RFC 9110 §7.2). */
const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/

function validHost(host: string): boolean {
  if (!hostPattern.test(host)) return false
  const port = /:(\d+)$/.exec(host)?.[1]
  return port === undefined || Number(port) <= 65_535
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>)

interface RouteInfo {
  path: string | undefined
  page: boolean
  loader: boolean
  action: boolean
}

const routeTrees = new WeakMap<ServerBuild, RouteObject[]>()

/** React Router's own route table as the nested objects matchRoutes takes, once per build. */
function routeTree(build: ServerBuild): RouteObject[] {
  const cached = routeTrees.get(build)
  if (cached) return cached
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const { module } = route
    const info: RouteInfo = {
      path: route.path,
      page: typeof module.default === 'function',
      loader: typeof module.loader === 'function',
      action: typeof module.action === 'function',
    }
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: info,
    } as RouteObject
    const siblings = children.get(route.parentId) ?? []
    siblings.push(node)
    children.set(route.parentId, siblings)
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const own = children.get(node.id)
      return own && !node.index ? { ...node, children: attach(own) } : node
    })
  const tree = attach(children.get(undefined) ?? [])
  routeTrees.set(build, tree)
  return tree
}

/** Where a path leads: its deepest route, whether that is an index route, and the layout above it. */
interface PathMatch {
  route: RouteInfo | null
  index: boolean
  parent: RouteInfo | undefined
}

const pathMatches = new WeakMap<ServerBuild, LRUCache<string, PathMatch>>()

/**
 * React Router's `matchRoutes` flattens and ranks the whole route table on every call: about 1.3 ms of
 * CPU a request (a CPU profile of the owner's overview at 100 000 orders), more than answering a public
 * page from the page cache takes. A path's match is kept per build for the 2 000 paths asked for most
 * recently, so made-up paths cannot grow it.
 */
function matchPath(build: ServerBuild, pathname: string): PathMatch {
  let kept = pathMatches.get(build)
  if (!kept) {
    kept = new LRUCache({ max: 2_000 })
    pathMatches.set(build, kept)
  }
  const found = kept.get(pathname)
  if (found) return found
  const matches = matchRoutes(routeTree(build), pathname)
  const last = matches?.at(-1)
  const match: PathMatch = last
    ? {
        route: last.route.handle as RouteInfo,
        index: last.route.index === true,
        parent: matches!.at(-2)?.route.handle as RouteInfo | undefined,
      }
    : { route: null, index: false, parent: undefined }
  kept.set(pathname, match)
  return match
}

/**
 * The route a request of this method reaches, as React Router picks it: a POST to an index route's path
 * without a bare `?index` (`?index=anything` is not one: React Router's `hasNakedIndexQuery`) goes to its
 * parent layout.
 */
function targetRoute(build: ServerBuild, pathname: string, search: string, method: string): RouteInfo | null {
  const match = matchPath(build, pathname)
  if (!match.route) return null
  const readOnly = method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
  if (readOnly || !match.index) return match.route
  const nakedIndex = new URLSearchParams(search).getAll('index').some((value) => value === '')
  return nakedIndex ? match.route : (match.parent ?? match.route)
}

/**
 * The page a path stands for: React Router's single-fetch data requests add `.data` to the page's path,
 * and `/_root.data` is the home page's.
 */
function routePath(pathname: string) {
  if (pathname === '/_root.data') return '/'
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
}

/** Whether every percent escape of the path decodes (as UTF-8), as the routers will decode it. */
function wellEncoded(pathname: string): boolean {
  try {
    return typeof decodeURIComponent(pathname) === 'string'
  } catch {
    return false
  }
}

/**
 * Whether a form post comes from a page of this site, judged as React Router judges it before it runs an
 * action (`throwIfPotentialCSRFAttack` in react-router 7.18): the Origin header's whole origin, scheme
 * included, against the address the route is given (react-router-handler.server.ts). Browsers send
 * Origin with every post; a post without one is a program's, which the actions judge by its content.
 * Deciding it here lets the refusal be an Estonian 403 instead of React Router's 400 with an error logged.
 */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  if (origin === 'null') return false
  try {
    return new URL(origin).origin === requestOrigin(req)
  } catch {
    return false
  }
}

/** React Router's methods that run an action (its `isMutationMethod`). */
const mutationMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What an address takes: a page GET and HEAD (and POST with an action), a resource route its functions'. */
function allowedMethods(route: RouteInfo): string {
  const methods = route.page || route.loader ? ['GET', 'HEAD'] : []
  if (route.action) methods.push('POST')
  return methods.join(', ')
}

export function requestGate(options: { build: BuildSource; publicHost: string }) {
  return async function gate(req: Request, res: Response, next: NextFunction) {
    try {
      // HTTP/1.0 may leave Host out; the site's own address stands in. Node refuses HTTP/1.1 without it.
      const host = req.headers.host
      if (host === undefined || host === '') {
        if (req.httpVersionMajor === 1 && req.httpVersionMinor === 0) req.headers.host = options.publicHost
        else return refuse(req, res, 400, 'Päringust puudub Host-päis.')
      } else if (!validHost(host)) {
        return refuse(req, res, 400, 'Päringu Host-päis on vigane.')
      }
      const forwardedHost = req.headers['x-forwarded-host']
      if (typeof forwardedHost === 'string' && req.app.enabled('trust proxy')) {
        if (!forwardedHost.split(',').every((one) => validHost(one.trim())))
          return refuse(req, res, 400, 'Päringu X-Forwarded-Host-päis on vigane.')
      }

      const method = req.method

      let url = req.url
      if (url === '*') {
        if (method !== 'OPTIONS') return refuse(req, res, 400, 'Vigane päring.')
        res.setHeader('Allow', 'GET, HEAD, POST, OPTIONS')
        res.setHeader('Cache-Control', 'no-store')
        res.status(204).end()
        return
      }
      if (url.length > maxUrlLength) return refuse(req, res, 414, 'Aadress on liiga pikk.')
      if (!url.startsWith('/')) {
        // The absolute form (RFC 9112 §3.2.2) names this site; the path is what is asked for.
        let parsed: URL
        try {
          parsed = new URL(url)
        } catch {
          return refuse(req, res, 400, 'Vigane päring.')
        }
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
          return refuse(req, res, 400, 'Vigane päring.')
        url = `${parsed.pathname}${parsed.search}`
        req.url = url
        req.originalUrl = url
      }
      const queryAt = url.indexOf('?')
      const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
      const search = queryAt === -1 ? '' : url.slice(queryAt)
      if (!wellEncoded(pathname)) return refuse(req, res, 400, 'Aadress on vigaselt kodeeritud.')
      // No page or file of ours has a control character in its address (the query and the body are the
      // input check's, control-characters.server.ts).
      if (addressHasControlCharacter(pathname)) return refuse(req, res, 400, controlCharacterAddressText)

      // Pictures and fingerprinted files are answered by their own handlers, HEAD included.
      if (pathname.startsWith('/assets/') || pathname.startsWith('/media/')) {
        if (method === 'GET' || method === 'HEAD') return next()
        return refuse(req, res, 405, `Meetod ${method} ei ole sellel aadressil lubatud.`, {
          Allow: 'GET, HEAD',
        })
      }

      const build = typeof options.build === 'function' ? await options.build() : options.build
      const route = targetRoute(build, routePath(pathname), search, method)
      const api = isApiPath(pathname)
      const catchAll = route ? route.path?.endsWith('*') === true : true
      if (catchAll && (api || (method !== 'GET' && method !== 'HEAD')))
        return refuse(req, res, 404, api ? 'Sellist aadressi ei ole.' : 'Lehte ei leitud.')
      if (!route) return next()
      const allow = allowedMethods(route)
      const notAllowed = () =>
        refuse(req, res, 405, `Meetod ${method} ei ole sellel aadressil lubatud.`, { Allow: allow })
      // A method Node parses but no route of ours implements (TRACE, PROPFIND, SEARCH …) is known to
      // HTTP, so 405 with what the address does take (RFC 9110 §15.5.6), not a 5xx: see ADR 025.
      if (!implementedMethods.has(method)) return notAllowed()
      if (!route.page) {
        // A resource route answers its own methods (its 405s with Allow, CORS preflights), as long as it
        // has the function React Router would call for them.
        const reading = method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
        if (reading ? !route.loader : !route.action) return notAllowed()
      } else if (method === 'OPTIONS') {
        res.setHeader('Allow', `${allow}, OPTIONS`)
        res.setHeader('Cache-Control', 'no-store')
        res.status(204).end()
        return
      } else if (method !== 'GET' && method !== 'HEAD' && !(method === 'POST' && route.action)) {
        return notAllowed()
      }
      // React Router checks the origin of every action it runs for a page, and of every data request
      // (`.data`) that changes something, a resource route's included.
      const dataRequest = pathname !== routePath(pathname)
      if (
        ((route.page && method === 'POST') || (dataRequest && mutationMethods.has(method))) &&
        !sameOrigin(req)
      ) {
        // React Router refuses a page action posted from another site too, but with an error logged.
        return refuse(req, res, 403, 'Vormi saab saata ainult selle saidi lehelt.')
      }
      if (method === 'HEAD') req.method = 'GET'
      next()
    } catch (error) {
      next(error)
    }
  }
}
