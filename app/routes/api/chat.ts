import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { badRequestText } from '#app/lib/request-errors.ts'
import { loadSession, toLangChainMessages } from '#app/server/chat/chat-history.server.ts'
import { answerQuestion } from '#app/server/chat/chat-service.server.ts'
import { createRateLimiter } from '#app/server/http/rate-limit.server.ts'
import { readLimitedText } from '#app/server/http/request-body.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { logFailure } from '#app/server/log.server.ts'
import { getDb } from '#app/server/runtime.server.ts'

/**
 * POST /api/chat — the n8n chat webhook protocol (DESIGN §6 'Chat widget'), so that CHAT_WEBHOOK_URL can
 * point the widget at an n8n workflow instead:
 *   {action: 'sendMessage', sessionId, chatInput}     → {output}
 *   {action: 'loadPreviousSession', sessionId}        → {data: [LangChain-serialized messages]}
 * Open to other origins (no cookies are read), so a widget on another site can call it too.
 */

export const maxChatInputLength = 1000
const maxBodyLength = 16 * 1024

// A person types a question every few seconds at most; a script asking hundreds is stopped here.
const messagesPerClient = createRateLimiter({ limit: 20, windowMs: 60_000 })
const messagesPerSession = createRateLimiter({ limit: 10, windowMs: 60_000 })
const historyLoadsPerClient = createRateLimiter({ limit: 30, windowMs: 60_000 })

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
}
const headers = { ...corsHeaders, 'Cache-Control': 'no-store' }

const sessionId = z
  .string({ error: 'Vestluse tunnus (sessionId) puudub.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Vigane vestluse tunnus (sessionId).')

const sendMessageSchema = z.object({
  action: z.literal('sendMessage'),
  sessionId,
  chatInput: z
    .string({ error: 'Küsimus (chatInput) puudub.' })
    .trim()
    .min(1, 'Küsimus on tühi.')
    .max(maxChatInputLength, `Küsimus on liiga pikk: kuni ${maxChatInputLength} märki.`),
})

const loadPreviousSessionSchema = z.object({ action: z.literal('loadPreviousSession'), sessionId })

function reply(body: unknown, status = 200, extra: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...headers, ...extra } })
}

const failure = (error: string, status: number, extra?: Record<string, string>) =>
  reply({ error }, status, extra)

function tooMany(retryAfterSeconds: number) {
  return failure('Liiga palju küsimusi lühikese aja jooksul. Palun oodake veidi.', 429, {
    'Retry-After': String(retryAfterSeconds),
  })
}

export async function action({ request, context }: { request: Request; context: AppLoadContext }) {
  if (request.method === 'OPTIONS') return preflight()
  if (request.method !== 'POST') return failure('Lubatud on ainult POST.', 405, { Allow: 'POST, OPTIONS' })

  const text = await readLimitedText(request, maxBodyLength).catch(() => null)
  if (text === null) return failure('Päring on liiga suur.', 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return failure('Päring peab olema JSON-objekt.', 400)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failure('Päring peab olema JSON-objekt.', 400)
  }
  const kind = Object.hasOwn(body, 'action') ? (body as { action: unknown }).action : undefined
  if (kind !== 'sendMessage' && kind !== 'loadPreviousSession') {
    return failure('Tundmatu toiming: oodati sendMessage või loadPreviousSession.', 400)
  }
  const client = clientIpHash(context.clientIp)

  try {
    if (kind === 'loadPreviousSession') {
      const parsed = loadPreviousSessionSchema.safeParse(body)
      if (!parsed.success) return failure(parsed.error.issues[0]?.message ?? badRequestText, 400)
      const limit = historyLoadsPerClient.hit(client)
      if (!limit.allowed) return tooMany(limit.retryAfterSeconds)
      const messages = await loadSession(getDb(), parsed.data.sessionId)
      return reply({ data: toLangChainMessages(messages) })
    }
    const parsed = sendMessageSchema.safeParse(body)
    if (!parsed.success) return failure(parsed.error.issues[0]?.message ?? badRequestText, 400)
    const perClient = messagesPerClient.hit(client)
    if (!perClient.allowed) return tooMany(perClient.retryAfterSeconds)
    const perSession = messagesPerSession.hit(parsed.data.sessionId)
    if (!perSession.allowed) return tooMany(perSession.retryAfterSeconds)
    const output = await answerQuestion(parsed.data.sessionId, parsed.data.chatInput)
    return reply({ output })
  } catch (error) {
    logFailure('POST /api/chat', error)
    return failure('Nõustaja ei ole hetkel kättesaadav. Palun proovige hetke pärast uuesti.', 503)
  }
}

function preflight() {
  return new Response(null, { status: 204, headers: corsHeaders })
}

/** React Router hands OPTIONS to the loader; a GET is a mistake (or a crawler). */
export function loader({ request }: { request: Request }) {
  if (request.method === 'OPTIONS') return preflight()
  return failure('Lubatud on ainult POST.', 405, { Allow: 'POST, OPTIONS' })
}
