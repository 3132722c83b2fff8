import { desc, eq } from 'drizzle-orm'
import type { Database } from '#app/server/db/database.server.ts'
import { chatMessages } from '#app/server/db/schema.server.ts'

export interface StoredChatMessage {
  role: 'user' | 'assistant'
  text: string
}

/** One exchange: the question and its answer are stored together or not at all. */
export async function storeExchange(db: Database, sessionId: string, question: string, answer: string) {
  await db.insert(chatMessages).values([
    { sessionId, role: 'user', text: question },
    { sessionId, role: 'assistant', text: answer },
  ])
}

/** The session's messages, oldest first; at most `limit` of the latest ones. */
export async function loadSession(
  db: Database,
  sessionId: string,
  limit = 200,
): Promise<StoredChatMessage[]> {
  const rows = await db
    .select({ id: chatMessages.id, role: chatMessages.role, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(limit)
  return rows.reverse().map(({ role, text }) => ({ role, text }))
}

/**
 * n8n's loadPreviousSession answer: LangChain's serialized messages, as @n8n/chat reads them (it takes
 * kwargs.content and tells the visitor's messages by 'HumanMessage' in the id path).
 */
export function toLangChainMessages(messages: readonly StoredChatMessage[]) {
  return messages.map((message) => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', message.role === 'user' ? 'HumanMessage' : 'AIMessage'],
    kwargs: { content: message.text, additional_kwargs: {}, response_metadata: {} },
  }))
}
