import { newClientAddress } from './client-address.ts'

/** A call to an n8n-style chat webhook, from a client address of its own unless one is given. */
export async function postChat(baseUrl: string, body: unknown, client: string = newClientAddress()) {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // a body that is not JSON stays {}
  }
  return { response, json }
}

let sessions = 0
/** A session id of the shape @n8n/chat makes (a UUID). */
export function newSessionId(): string {
  sessions += 1
  return `0b6c4f1e-7a2d-4c3b-9e8f-${String(sessions).padStart(12, '0')}`
}

/** Answers compare with NBSP (number and unit kept together) read as a plain space. */
export const plain = (text: string) => text.replace(/\u00a0/g, ' ')
