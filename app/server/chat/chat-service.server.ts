import { getConfig, getDb } from '#app/server/runtime.server.ts'
import { log, redactPersonal } from '../log.server.ts'
import { aiReply } from './ai-adviser.server.ts'
import { builtinReply } from './builtin-adviser.server.ts'
import { loadSession, storeExchange } from './chat-history.server.ts'

/**
 * A visitor waits for the answer with the chat open; past this the built-in adviser answers instead.
 * The whole tool loop shares it.
 */
const aiTimeoutMs = 12_000

/** Answers one question of a session and stores the exchange. */
export async function answerQuestion(sessionId: string, question: string): Promise<string> {
  const db = getDb()
  const ai = getConfig().ai
  let answer: string | undefined
  // The session's last messages: the AI adviser reads them, the built-in one takes a follow-up's
  // material, place and amount from them.
  const history = await loadSession(db, sessionId, 10)
  if (ai) {
    try {
      const signal = AbortSignal.timeout(aiTimeoutMs)
      answer = await aiReply(ai, question, history, { timeoutMs: aiTimeoutMs, signal })
    } catch (error) {
      const detail =
        error instanceof Error ? `${error.message} ${'detail' in error ? error.detail : ''}` : String(error)
      log.warn(
        { detail: redactPersonal(detail.trim()) },
        'chat: AI adviser failed, the built-in adviser answers',
      )
    }
  }
  answer ??= await builtinReply(question, history)
  await storeExchange(db, sessionId, question, answer)
  return answer
}
