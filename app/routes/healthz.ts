import { pageCacheSize } from '#app/server/http/page-cache.server.ts'
import { getRuntime } from '#app/server/runtime.server.ts'

/**
 * Liveness with a database round trip: 200 when the database answers, 503 when it does not; and what the
 * page cache holds (entries and bytes), for an operator watching memory.
 */
export async function loader() {
  const headers = { 'Cache-Control': 'no-store' }
  const { database } = getRuntime()
  try {
    await database.ping()
    return Response.json({ status: 'ok', database: database.kind, pageCache: pageCacheSize() }, { headers })
  } catch {
    return Response.json({ status: 'unavailable', database: database.kind }, { status: 503, headers })
  }
}
