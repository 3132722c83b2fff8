import { getRuntime } from '#app/server/runtime.server.ts'

/** Liveness with a database round trip: 200 when the database answers, 503 when it does not. */
export async function loader() {
  const headers = { 'Cache-Control': 'no-store' }
  const { database } = getRuntime()
  try {
    await database.ping()
    return Response.json({ status: 'ok', database: database.kind }, { headers })
  } catch {
    return Response.json({ status: 'unavailable', database: database.kind }, { status: 503, headers })
  }
}
