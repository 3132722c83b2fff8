import { requireAdminApi } from '#app/server/auth/guard.server.ts'
import { callServerFunction } from '#app/server/http/server-functions.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import type { Route } from './+types/functions'

/** POST /api/functions/{name} with a JSON body (SPEC §7 'Server functions'). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const headers = { 'Cache-Control': 'no-store' }
  if (request.method !== 'POST')
    return Response.json({ error: 'Lubatud on ainult POST' }, { status: 405, headers })
  // Drafting blog posts costs money at the AI provider: staff only.
  if (params.name === 'generateBlogContent') await requireAdminApi(request)
  let body: unknown = {}
  const text = await request.text()
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      return Response.json({ error: 'Päringu sisu peab olema JSON' }, { status: 400, headers })
    }
  }
  try {
    const answer = await callServerFunction(params.name, body, context)
    const answerHeaders: Record<string, string> = { ...headers }
    if (answer.retryAfterSeconds) answerHeaders['Retry-After'] = String(answer.retryAfterSeconds)
    return Response.json(answer.body, { status: answer.status, headers: answerHeaders })
  } catch (error) {
    logFailure(`POST /api/functions/${params.name}`, error)
    return Response.json(
      { error: 'Teenus ei ole hetkel kättesaadav. Palun proovige uuesti.' },
      { status: 503, headers },
    )
  }
}

export function loader() {
  return Response.json({ error: 'Lubatud on ainult POST' }, { status: 405 })
}
