import { randomUUID } from 'node:crypto'
import { type Server, STATUS_CODES } from 'node:http'
import path from 'node:path'
import * as productionBuild from 'virtual:react-router/server-build'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { startBooks, stopBooks } from '#app/server/books/books-runner.server.ts'
import { parseConfig } from '#app/server/config.server.ts'
import { watchContentVersion } from '#app/server/content/content-version-watch.server.ts'
import { refreshSiteContent } from '#app/server/content/site-content.server.ts'
import { createNonce } from '#app/server/http/content-security-policy.server.ts'
import { controlCharacterCheck } from '#app/server/http/control-characters.server.ts'
import { createPageCache } from '#app/server/http/page-cache.server.ts'
import { pageCacheHits } from '#app/server/http/page-cache-hits.server.ts'
import { reactRouterHandler } from '#app/server/http/react-router-handler.server.ts'
import { refuse } from '#app/server/http/refusal.server.ts'
import { requestGate } from '#app/server/http/request-gate.server.ts'
import { startReminders, stopReminders } from '#app/server/invoices/invoice-reminders.server.ts'
import { log, requestStore, routeConsoleToLog, setLogLevel } from '#app/server/log.server.ts'
import { startOutbox, stopOutbox } from '#app/server/mail/outbox-runner.server.ts'
import { mediaHandler } from '#app/server/media/media-route.server.ts'
import { projectRoot } from '#app/server/ops/project-root.server.ts'
import { getConfig, getDb, setRuntime } from '#app/server/runtime.server.ts'
import { prepareRuntime } from '#app/server/startup.server.ts'

/**
 * The HTTP server: configuration, database, static files, React Router, and an orderly shutdown.
 * In production this file is the entry of the server bundle; in development server.js loads it
 * through Vite.
 */

const shutdownGraceMs = 10_000
/** How long an idle kept-alive connection stays open: longer than clients and proxies keep theirs. */
export const keepAliveMs = 65_000

/**
 * Headers of every answer, set here and nowhere else. The Content-Security-Policy belongs to HTML documents
 * only: app/entry.server.tsx sets it, with the nonce getLoadContext makes for each request React Router
 * answers (the request gate's short pages have their own).
 */
function securityHeaders(req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  // An order's page carries its token in the address: no other site gets it as a referrer. Not
  // 'no-referrer': under that policy a browser sends `Origin: null` with the cancel form's plain post (no
  // JavaScript), which the request gate and React Router refuse as another site's post.
  res.setHeader(
    'Referrer-Policy',
    req.path.startsWith('/tellimus/') ? 'same-origin' : 'strict-origin-when-cross-origin',
  )
  res.setHeader('X-Frame-Options', 'DENY')
  // Cross-Origin-Opener-Policy is a document's: app/entry.server.tsx sets it on the pages that need it.
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
  // Only over HTTPS (directly, or X-Forwarded-Proto from a trusted proxy): over plain HTTP it is ignored.
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  next()
}

/** Forms and JSON calls are small; larger bodies are refused before anything reads them. */
const maxBodyBytes = 64 * 1024
/** A picture of up to 10 MB, as base64 (4/3 of it) inside JSON. */
const maxUploadBodyBytes = 14 * 1024 * 1024 + 4096

/**
 * Where a picture may come in the body: the upload API, the staff pages' upload (/admin/pilt), and the
 * staff forms of the home page's collections, which post their picture with the form when there is no
 * JavaScript to upload it first.
 */
function takesPicture(path: string): boolean {
  return path === '/api/admin/upload' || path === '/admin/pilt' || path.startsWith('/admin/avaleht/')
}

/**
 * Where a bank statement comes in: the import API and the invoices page's upload. Up to 5 MB is read
 * (camt053.server.ts); a larger one up to this limit is read only that far and refused in Estonian.
 */
function takesStatement(path: string): boolean {
  return path === '/api/admin/bank-statements' || path === '/admin/arved'
}

function bodyLimitOf(req: express.Request): number {
  return takesPicture(req.path) || takesStatement(req.path) ? maxUploadBodyBytes : maxBodyBytes
}

function bodyLimit(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = bodyLimitOf(req)
  const length = req.headers['content-length']
  if (length === undefined) {
    if (req.headers['transfer-encoding']) {
      res.status(411).json({ error: 'Päringu pikkus on teadmata. Palun saatke päring uuesti.' })
      return
    }
    return next()
  }
  if (!/^\d+$/.test(length) || Number(length) > limit) {
    res.status(413).json({ error: 'Päring on liiga suur.' })
    return
  }
  next()
}

/** nginx's $request_id is 32 hex digits; a UUID or a similar token from another proxy is fine too. */
const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * A request id per request (a trusted proxy's X-Request-Id, else a new one), echoed on the answer and
 * carried by every log line written while the request is handled; one access line when it ends. The
 * query string is left out of the line: it carries what visitors type (addresses in the search).
 */
function requestLog(req: express.Request, res: express.Response, next: express.NextFunction) {
  const started = process.hrtime.bigint()
  const offered = req.headers['x-request-id']
  const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
  const reqId =
    typeof offered === 'string' && requestIdPattern.test(offered) && trusted(req.socket.remoteAddress, 0)
      ? offered
      : randomUUID()
  res.setHeader('X-Request-Id', reqId)
  const path = req.originalUrl.split('?')[0]!.slice(0, 300)
  // As asked: the request gate answers HEAD as GET.
  const method = req.method
  requestStore.run({ reqId }, () => {
    res.once('close', () => {
      const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000
      const line = { method, path, status: res.statusCode, ms, aborted: !res.writableFinished }
      // Load balancers ask for /healthz every few seconds; those lines are for debugging only.
      if (path === '/healthz') log.debug(line, 'request')
      else log.info(line, 'request')
    })
    next()
  })
}

/** Errors from the static file handlers (a missing /media file) and anything else that reaches here. */
function errorAnswer(
  error: unknown,
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
) {
  if (res.headersSent) return next(error)
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    refuse(req, res, status, status === 404 ? 'Faili ei leitud.' : 'Vigane päring.')
    return
  }
  log.error({ err: error }, 'unhandled error')
  res
    .status(500)
    .type('text/plain; charset=utf-8')
    .send('Serveris tekkis viga. Palun proovige hiljem uuesti.')
}

/**
 * An answer given before the request body was read (a 401 for a large upload, say) leaves the rest of
 * the body in the connection, where it would stall the client's next request on the same kept-alive
 * connection until the server resets it. The rest is read and dropped once the answer is out.
 */
function drainUnreadBody(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  res.once('finish', () => {
    if (req.complete) return
    req.removeAllListeners('data')
    req.on('data', () => {})
    req.resume()
  })
  next()
}

export function createApp(options: { vite?: ViteDevServer; contentVersion?: () => string | undefined } = {}) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', getConfig().trustProxy)
  app.use(requestLog)
  app.use(securityHeaders)
  app.use(drainUnreadBody)
  const { vite } = options
  const build = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : (productionBuild as unknown as ServerBuild)
  // Before compression: the gate answers HEAD as GET, and compression must see the GET.
  app.use(requestGate({ build, publicHost: new URL(getConfig().publicUrl).host }))
  // Development renders every request anew, so that an edit is on the next reload.
  const pageCache = vite
    ? undefined
    : createPageCache({
        maxBytes: getConfig().pageCacheBytes,
        database: getDb,
        contentVersion: options.contentVersion,
      })
  // A kept page is answered here, before the middleware a hit does not need (ADR 057).
  if (pageCache) app.use(pageCacheHits(pageCache))
  app.use(compression())
  app.use(bodyLimit)
  // Control characters in the address, the query or the body are refused here, once for every route;
  // the body it reads is what the route gets.
  app.use(controlCharacterCheck({ bodyLimit: bodyLimitOf }))

  if (vite) {
    app.use(vite.middlewares)
  } else {
    const client = path.join(projectRoot, 'build', 'client')
    // The build compressed each file once at the strongest settings (scripts/precompress.js): brotli
    // where the browser takes it, else gzip, else the file itself; `Vary: Accept-Encoding` on each.
    const precompressed = (dir: string, serveStatic: { maxAge: string; immutable?: boolean }) =>
      expressStaticGzip(dir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { ...serveStatic, index: false },
      })
    // Fingerprinted files never change under the same name.
    app.use('/assets', precompressed(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }))
    app.use(precompressed(client, { maxAge: '1h' }))
  }
  // Uploaded pictures, from DATA_DIR/uploads or the S3 bucket.
  app.use('/media', mediaHandler(getConfig()))

  // The owner's content as stored: read again when another process (or this one) changed it.
  app.use((_req, _res, next) => {
    refreshSiteContent(getDb()).then(() => next(), next)
  })
  app.all(
    '/{*path}',
    reactRouterHandler({
      build,
      mode: vite ? 'development' : 'production',
      getLoadContext: (req) => ({
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        cspNonce: createNonce(),
      }),
      pageCache,
    }),
  )
  app.use(errorAnswer)
  return app
}

export async function start(options: { vite?: ViteDevServer } = {}) {
  const parsed = parseConfig(process.env)
  if (!parsed.ok) {
    console.error('Serverit ei saa käivitada, seadistus on vigane:')
    for (const problem of parsed.problems) console.error(`  ${problem}`)
    process.exit(1)
  }
  const { config } = parsed
  setLogLevel(config.logLevel)
  // The development server keeps Vite's own readable console output.
  if (!options.vite) routeConsoleToLog()

  let runtime: Awaited<ReturnType<typeof prepareRuntime>>
  try {
    runtime = await prepareRuntime(config)
  } catch (error) {
    log.fatal({ err: error }, 'cannot open the database')
    process.exit(1)
  }

  startOutbox(runtime)
  startReminders(runtime)
  // Only with MERIT_API_ID and MERIT_API_KEY (ADR 062).
  startBooks(runtime)

  // The content version kept in memory for the page cache, while its listener is healthy (ADR 057).
  const contentVersion = options.vite ? undefined : watchContentVersion(runtime.database)
  const app = createApp({ ...options, contentVersion: contentVersion?.current })
  const server: Server = app.listen(config.port, config.host, () => {
    const where = runtime.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`
    log.info(
      { host: config.host, port: config.port, publicUrl: config.publicUrl, database: where },
      `listening on http://${config.host}:${config.port}, database ${where}`,
    )
  })
  // A kept-alive connection is closed by its client or its reverse proxy, not under it. With Node's 5 s the
  // server could close an idle connection just as a client sent its next request on it, which the client
  // reads as ECONNRESET: a client whose event loop was busy for a few seconds (seen in CI under load), or a
  // proxy that keeps upstream connections for 60 s (nginx's keepalive_timeout, cloud load balancers). The
  // head of a request must still arrive within headersTimeout, which must be the longer of the two.
  server.keepAliveTimeout = keepAliveMs
  server.headersTimeout = keepAliveMs + 1_000

  // Requests Node's parser refuses before any of our code runs (a broken request line or header, a head
  // over 16 KB, a body that never ends): answered as Node would, and logged once at info like the gate's.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    log.info({ status, reason: error.code ?? error.message }, 'request refused')
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  })
  server.on('error', (error) => {
    log.fatal({ err: error }, 'cannot listen')
    process.exit(1)
  })

  let stopping = false
  let draining = false
  server.on('request', (_req, res) => {
    // The app's own listener runs first and may have answered already (the request gate refuses a request
    // by its shape at once): setting a header then would throw, and stop the process uncleanly.
    if (draining && !res.headersSent) res.setHeader('Connection', 'close')
  })
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    log.info({ signal }, `${signal}: finishing requests in flight, then stopping`)
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
    force.unref()
    // close() stops accepting and resolves once every connection has ended. Answers sent from now on
    // say "Connection: close", and kept-alive connections that fall idle are closed as soon as they do.
    draining = true
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    clearInterval(sweep)
    await options.vite?.close()
    // A mail being handed to SMTP finishes first; the rest stay queued for the next start.
    await stopReminders()
    await stopOutbox()
    await stopBooks()
    await contentVersion?.close()
    await runtime.database.close()
    setRuntime(undefined)
    clearTimeout(force)
    log.info('server stopped')
    process.exit(0)
  }
  // A failure while stopping is said in the log before the process ends with 1, not as a bare crash.
  const stop = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      log.fatal({ err: error }, 'stopping failed')
      process.exit(1)
    })
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))
  return server
}

export { runAdminCli } from '#app/server/auth/admin-cli.server.ts'
export { runBackupCli, runRestoreCli } from '#app/server/ops/backup.server.ts'
export { runRetentionCli } from '#app/server/ops/retention.server.ts'
