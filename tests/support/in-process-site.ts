import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { parseConfig } from '#app/server/config.server.ts'
import { type Runtime, setRuntime } from '#app/server/runtime.server.ts'
import { prepareRuntime } from '#app/server/startup.server.ts'
import { testAdmin, testAdminEnv } from './admin.ts'
import { newClientAddress } from './client-address.ts'
import { copyDatabaseTemplate } from './database-template.ts'
import { createSiteDatabase, projectDatabaseUrl, type SiteDatabase } from './site-database.ts'

/**
 * The site's route modules called in this process, as React Router calls them, for the tests that check
 * a loader's or an action's rules rather than the process (the Epic Stack's way): no server is started.
 * The runtime is the one a server prepares at start (`prepareRuntime`: the database migrated and seeded,
 * the signing secret, the initial admin), on a copy of the run's template or, in the integration-postgres
 * project, on a PostgreSQL database of its own. What only a process shows (headers the HTTP layer adds,
 * body limits, the order of middleware) stays with the tests that start the production server.
 */

type Handler = (args: {
  request: Request
  params: Record<string, string>
  context: { clientIp: string }
}) => Response | Promise<Response>

/** A route module's handlers: `loader` answers GET and HEAD, `action` every other method. */
export interface RouteModule {
  loader?: unknown
  action?: unknown
}

export interface InProcessSite {
  readonly runtime: Runtime
  /**
   * Calls the module routed at `path`'s pathname (in `routes`) with a Request for it. A thrown Response
   * (a redirect, a 404) is returned like any other.
   */
  fetch(path: string, init?: RequestInit & { clientIp?: string }): Promise<Response>
  /** The admin's token, from a sign-in through the sign-in action (once per site). */
  adminToken(): Promise<string>
}

export function setupInProcessSite(options: {
  routes: Record<string, RouteModule>
  env?: Record<string, string>
}): InProcessSite {
  let runtime: Runtime | undefined
  let dataDir: string | undefined
  let database: SiteDatabase | undefined
  let token: Promise<string> | undefined

  beforeAll(async () => {
    const postgres = projectDatabaseUrl()
    if (postgres) database = await createSiteDatabase(postgres)
    else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-in-process-'))
      const template = inject('databaseTemplate')
      if (template) await copyDatabaseTemplate(template, dataDir)
    }
    const parsed = parseConfig({
      ...testAdminEnv,
      GEO_PROVIDER: 'builtin',
      ...options.env,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(database ? { DATABASE_URL: database.url } : {}),
    })
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
    runtime = await prepareRuntime(parsed.config)
  }, 60_000)

  afterAll(async () => {
    setRuntime(undefined)
    await runtime?.database.close()
    await database?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const fetchRoute = async (target: string, init: RequestInit & { clientIp?: string } = {}) => {
    const url = new URL(target, 'http://localhost')
    const module = options.routes[url.pathname]
    if (!module) throw new Error(`No route module given for ${url.pathname}`)
    const method = (init.method ?? 'GET').toUpperCase()
    const handler = (method === 'GET' || method === 'HEAD' ? module.loader : module.action) as
      | Handler
      | undefined
    if (!handler) return new Response(null, { status: 405 })
    const { clientIp = newClientAddress(), ...requestInit } = init
    const request = new Request(url, requestInit)
    try {
      return await handler({ request, params: {}, context: { clientIp } })
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  return {
    get runtime() {
      if (!runtime) throw new Error('The runtime is prepared in beforeAll: use it inside a hook or a test')
      return runtime
    },
    fetch: fetchRoute,
    adminToken() {
      token ??= (async () => {
        const response = await fetchRoute('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(testAdmin),
        })
        if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
        return ((await response.json()) as { token: string }).token
      })()
      return token
    },
  }
}

/** A signed-in admin's JSON call to the site's admin API: the status and the parsed answer. */
export function adminCall(site: InProcessSite) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await site.fetch(path, {
      method,
      headers: { 'X-Admin-Token': await site.adminToken(), 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
}

/** What a route handler gave: a Response (thrown or returned), data() with its status, or plain data. */
export type RouteAnswer = { response: Response } | { status: number; body: Record<string, unknown> }

type RouteHandler = (args: {
  request: Request
  params: Record<string, string>
  context: { clientIp: string }
}) => unknown

/**
 * Calls a page's loader (GET) or action (POST with `form`) in this process as React Router calls them, as
 * the signed-in staff member unless `signedIn` is false.
 */
export function routeCall(site: InProcessSite) {
  return async (
    module: { loader?: unknown; action?: unknown },
    path: string,
    options: { params?: Record<string, string>; form?: FormData; cookie?: string; signedIn?: boolean } = {},
  ): Promise<RouteAnswer> => {
    const headers = new Headers()
    if (options.signedIn !== false) headers.set('X-Admin-Token', await site.adminToken())
    if (options.cookie) headers.set('Cookie', options.cookie)
    const request = new Request(new URL(path, 'http://localhost'), {
      method: options.form ? 'POST' : 'GET',
      headers,
      ...(options.form ? { body: options.form } : {}),
    })
    const handler = (options.form ? module.action : module.loader) as RouteHandler
    try {
      const result = await handler({
        request,
        params: options.params ?? {},
        context: { clientIp: '192.0.2.1' },
      })
      if (result instanceof Response) return { response: result }
      if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
        const wrapped = result as { data: Record<string, unknown>; init: { status?: number } | null }
        return { status: wrapped.init?.status ?? 200, body: wrapped.data }
      }
      return { status: 200, body: result as Record<string, unknown> }
    } catch (thrown) {
      if (thrown instanceof Response) return { response: thrown }
      throw thrown
    }
  }
}
