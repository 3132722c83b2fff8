import { islandsEntryUrl } from 'virtual:islands-entry'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from 'react-router'
import { isAccountPath } from '#app/domain/page-cache.ts'
import { pageCacheOf, wantsIslands } from '#app/islands/island.tsx'
import { islandLoaderSource } from '#app/islands/island-scripts.tsx'
import { NonceContext } from '#app/lib/nonce.tsx'
import { carriesCustomerSession } from '#app/server/customers/customer-sessions.server.ts'
import { coalescedStream } from '#app/server/http/coalesced-stream.server.ts'
import {
  contentSecurityPolicy,
  createNonce,
  scriptHashSource,
} from '#app/server/http/content-security-policy.server.ts'
import { carriesFlash } from '#app/server/http/flash.server.ts'
import { declarePageCache } from '#app/server/http/page-cache.server.ts'
import { log } from '#app/server/log.server.ts'
import { getConfig } from '#app/server/runtime.server.ts'

/**
 * React Router's default Node entry, plus the Content-Security-Policy: every document is rendered with
 * this response's nonce and answered with the policy that names it.
 */

export const streamTimeout = 5_000

/** React Router's refusals of a cross-site action, which say nothing about the server's health. */
const refusedRequest = /^(The `request\.url` origin does not match|`origin` header is not a valid URL)/

/**
 * Errors of loaders, actions and rendering, as React Router's default logs them, except a request the
 * client gave up on, and what the client got wrong: a cross-site action React Router refused (the request
 * gate refuses those first, in Estonian; one the gate's host comparison lets through still must not fill
 * the error log) and any 4xx answer React Router made of a request (a method or action the route does not
 * have, a data request for no route). Those are one info line without a stack, as the gate's refusals;
 * the error level is the server's own faults.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  if (error instanceof Error && refusedRequest.test(error.message)) {
    log.info({ status: 400, reason: error.message }, 'request refused')
    return
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const cause = (error as { error?: unknown }).error
    const reason = cause instanceof Error ? cause.message : error.statusText
    log.info({ status: error.status, reason: reason.slice(0, 300) }, 'request refused')
    return
  }
  // As React Router's own: a thrown 4xx/5xx answer carries the error that caused it.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined
  console.error(cause ?? error)
}

/**
 * The policy's sources for a public page's inline scripts: the islands loader, its one script (none on the
 * development server, which has no islands entry). The same for every page of a build.
 */
let islandScriptHashes: string[] | undefined

/**
 * Public pages' answers may be kept by the server (app/server/http/page-cache.server.ts) and by a shared
 * cache for a minute, revalidated by their ETag (docs/decisions/040-page-cache.md).
 */
const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const matches = routerContext.staticHandlerContext.matches.map((match) => ({ handle: match.route.handle }))
  // A public page made of islands is the same bytes for every visitor: no nonce, its one inline script
  // allowed by its hash. The staff's pages and an order's own page keep a nonce per response.
  const islands = wantsIslands(matches)
  const nonce = islands ? '' : (loadContext.cspNonce ?? createNonce())
  islandScriptHashes ??= islandsEntryUrl ? [scriptHashSource(islandLoaderSource(islandsEntryUrl))] : []
  // Vite's development server injects inline scripts for hot reload; the policy applies to builds only.
  if (!import.meta.env.DEV)
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(getConfig(), islands ? { hashes: islandScriptHashes } : nonce),
    )

  // The staff's pages and an order's own page (what React Router hydrates whole) show a person's data:
  // another site's window that opens one, or that one opens, gets no handle on it. The public pages made
  // of islands are the same for every visitor and do without: the policy puts a page in a browsing context
  // group of its own, and on a phone that cost the first load a new renderer process, the largest single
  // task of its load (docs/decisions/035-opener-policy-on-private-pages.md).
  if (!islands) responseHeaders.set('Cross-Origin-Opener-Policy', 'same-origin')

  // A business customer's own pages, and any page rendered for a signed-in customer (the company's price
  // and details on a material page), are that company's alone: no cache anywhere keeps one (ADR 059).
  const url = new URL(request.url)
  const personal = isAccountPath(url.pathname) || carriesCustomerSession(request.headers.get('Cookie'))
  // A public page may be kept when it answers 200 to a GET, sets no cookie, the request carries no staff
  // message, and its address has no query parameter its route does not read, nor one that marks a form's
  // result.
  const declaration = islands && !personal ? pageCacheOf(matches) : undefined
  const params = [...url.searchParams.keys()]
  const kept =
    declaration !== undefined &&
    request.method === 'GET' &&
    responseStatusCode === 200 &&
    !responseHeaders.has('Set-Cookie') &&
    !carriesFlash(request.headers.get('Cookie')) &&
    !params.some((name) => declaration.never?.includes(name)) &&
    params.every((name) => declaration.query?.includes(name))
  if (kept) {
    declarePageCache(declaration)
    responseHeaders.set('Cache-Control', publicPageCacheControl)
  }
  if (personal) responseHeaders.set('Cache-Control', 'private, no-store')
  // Any other document carries what one visitor sees, so no shared cache may keep one; a browser asks
  // again each time. The answer to a form post shows what the visitor sent (name, phone, address): not even
  // the browser keeps it. Routes may set stricter (the staff pages: no-store). HEAD never reaches here: the
  // request gate (app/server/http/request-gate.server.ts) answers it as GET without the body.
  if (!responseHeaders.has('Cache-Control'))
    responseHeaders.set('Cache-Control', request.method === 'GET' ? 'private, no-cache' : 'no-store')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA mode wait for the whole page; browsers get the shell as soon as it is ready.
    // A page that is kept is whole before it is hashed and stored.
    const readyOption: keyof RenderToPipeableStreamOptions =
      kept || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // Abort after the timeout so that rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext>,
      {
        nonce: nonce || undefined,
        [readyOption]() {
          shellRendered = true
          const body = coalescedStream(() => {
            clearTimeout(timeoutId)
            timeoutId = undefined
          })
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors of the shell itself reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
