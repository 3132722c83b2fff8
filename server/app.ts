import type { Server } from 'node:http'
import path from 'node:path'
import * as productionBuild from 'virtual:react-router/server-build'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { parseConfig } from '#app/server/config.server.ts'
import { uploadsDir } from '#app/server/media/storage.server.ts'
import { startOutbox, stopOutbox } from '#app/server/outbox-runner.server.ts'
import { projectRoot } from '#app/server/project-root.server.ts'
import { getConfig, setRuntime } from '#app/server/runtime.server.ts'
import { prepareRuntime } from '#app/server/startup.server.ts'

/**
 * The HTTP server: configuration, database, static files, React Router, and an orderly shutdown.
 * In production this file is the entry of the server bundle; in development server.js loads it
 * through Vite.
 */

const shutdownGraceMs = 10_000

function securityHeaders(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
  next()
}

/** Forms and JSON calls are small; larger bodies are refused before anything reads them. */
const maxBodyBytes = 64 * 1024
/** A picture of up to 10 MB, as base64 (4/3 of it) inside JSON. */
const maxUploadBodyBytes = 14 * 1024 * 1024 + 4096

function bodyLimit(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = req.path === '/api/admin/upload' ? maxUploadBodyBytes : maxBodyBytes
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

export function createApp(options: { vite?: ViteDevServer } = {}) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(compression())
  app.use(securityHeaders)
  app.use(bodyLimit)
  app.use(drainUnreadBody)

  const { vite } = options
  if (vite) {
    app.use(vite.middlewares)
  } else {
    const client = path.join(projectRoot, 'build', 'client')
    // Fingerprinted files never change under the same name.
    app.use(
      '/assets',
      express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    )
    app.use(express.static(client, { maxAge: '1h', index: false }))
  }
  // Uploaded pictures: random names that are never reused, so they may be cached for good.
  app.use(
    '/media',
    express.static(uploadsDir(getConfig()), {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'ignore',
      fallthrough: false,
    }),
  )

  const build = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : (productionBuild as unknown as ServerBuild)
  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      mode: vite ? 'development' : 'production',
      getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' }),
    }),
  )
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

  let runtime: Awaited<ReturnType<typeof prepareRuntime>>
  try {
    runtime = await prepareRuntime(config)
  } catch (error) {
    console.error(`Andmebaasi ei saa avada: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }

  startOutbox(runtime)

  const app = createApp(options)
  const server: Server = app.listen(config.port, config.host, () => {
    const where = runtime.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`
    console.info(
      `Sait töötab: http://${config.host}:${config.port} (avalik aadress ${config.publicUrl}), andmebaas ${where}`,
    )
  })
  server.on('error', (error) => {
    console.error(`Serverit ei saa käivitada: ${error.message}`)
    process.exit(1)
  })

  let stopping = false
  let draining = false
  server.on('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close')
  })
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    console.info(`${signal}: lõpetan pooleli päringud ja sulgen serveri`)
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
    await stopOutbox()
    await runtime.database.close()
    setRuntime(undefined)
    clearTimeout(force)
    console.info('Server suletud')
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
  return server
}

export { runAdminCli } from '#app/server/auth/admin-cli.server.ts'
