import { createServer, type IncomingMessage, type Server } from 'node:http'

/**
 * A local OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions) answering in the
 * recorded format of the real service. `respond` decides each answer from the request; every request is
 * kept for the test to inspect.
 */

export interface RecordedRequest {
  path: string
  headers: IncomingMessage['headers']
  body: {
    model: string
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[]
    tools?: { type: string; function: { name: string } }[]
  }
}

export type PeerAnswer =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  | { hang: true }

export interface ChatCompletionsPeer {
  /** The base URL, ending in /v1, as AI_BASE_URL takes it. */
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

let created = 1_763_769_600

/** A chat.completion object as OpenAI sends it. */
export function completion(
  message: { content: string | null; tool_calls?: unknown[] },
  model = 'test-model',
) {
  created += 1
  return {
    id: `chatcmpl-${created}`,
    object: 'chat.completion',
    created,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', refusal: null, annotations: [], ...message },
        logprobs: null,
        finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 412, completion_tokens: 38, total_tokens: 450 },
    system_fingerprint: 'fp_test',
  }
}

export function toolCall(id: string, name: string, args: Record<string, unknown>) {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args) } }
}

export async function startChatCompletionsPeer(
  respond: (request: RecordedRequest) => PeerAnswer,
): Promise<ChatCompletionsPeer> {
  const requests: RecordedRequest[] = []
  const hanging = new Set<() => void>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: RecordedRequest['body']
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":{"message":"bad json"}}')
        return
      }
      const recorded = { path: req.url ?? '', headers: req.headers, body }
      requests.push(recorded)
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}')
        return
      }
      const answer = respond(recorded)
      if ('hang' in answer) {
        const end = () => res.destroy()
        hanging.add(end)
        res.on('close', () => hanging.delete(end))
        return
      }
      const status = answer.status ?? 200
      if ('json' in answer) {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.json))
      } else {
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(answer.text)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    async close() {
      for (const end of hanging) end()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
