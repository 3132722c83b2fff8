import { z } from 'zod'
import type { Config } from '#app/server/config.server.ts'

/**
 * A small client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama's /v1, vLLM …):
 * POST {baseUrl}/chat/completions. Generic on purpose: the chat adviser and the blog drafts use it.
 * Every failure becomes a ChatCompletionError with an Estonian message that may be shown to staff.
 */

export type AiConfig = NonNullable<Config['ai']>

export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export interface ToolDefinition {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

export interface ChatCompletionRequest {
  messages: ChatMessage[]
  tools?: ToolDefinition[]
  temperature?: number
  maxTokens?: number
}

export interface ChatCompletionResult {
  content: string | null
  toolCalls: ToolCall[]
  finishReason: string | null
}

export type ChatCompletionFailure = 'timeout' | 'network' | 'auth' | 'rate-limit' | 'status' | 'malformed'

const failureMessages: Record<ChatCompletionFailure, string> = {
  timeout: 'AI-teenus ei vastanud õigeaegselt.',
  network: 'AI-teenusega ei saanud ühendust.',
  auth: 'AI-teenus keeldus päringust: kontrollige AI_API_KEY väärtust.',
  'rate-limit': 'AI-teenus on hetkel ülekoormatud. Palun proovige hetke pärast uuesti.',
  status: 'AI-teenus vastas veaga.',
  malformed: 'AI-teenuse vastus oli arusaamatu.',
}

export class ChatCompletionError extends Error {
  constructor(
    readonly kind: ChatCompletionFailure,
    /** What went wrong in detail, for the log; never shown to visitors. */
    readonly detail: string,
    readonly status?: number,
  ) {
    super(failureMessages[kind])
    this.name = 'ChatCompletionError'
  }
}

const toolCallSchema = z.object({
  id: z.string().min(1),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string().min(1), arguments: z.string().default('{}') }),
})

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
})

export interface ChatCompletionOptions {
  fetch?: typeof fetch
  /** The whole request, answer included; 30 s by default. */
  timeoutMs?: number
  /** A deadline shared by several requests (a tool loop); combined with timeoutMs. */
  signal?: AbortSignal
}

function endpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`
}

export async function createChatCompletion(
  config: AiConfig,
  request: ChatCompletionRequest,
  options: ChatCompletionOptions = {},
): Promise<ChatCompletionResult> {
  const fetchImpl = options.fetch ?? fetch
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`
  const body: Record<string, unknown> = { model: config.model, messages: request.messages }
  if (request.tools && request.tools.length > 0) body.tools = request.tools
  if (request.temperature !== undefined) body.temperature = request.temperature
  if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens

  let response: Response
  let text: string
  try {
    response = await fetchImpl(endpoint(config.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    })
    text = await response.text()
  } catch (error) {
    if (signal.aborted) throw new ChatCompletionError('timeout', 'no answer within the time limit')
    throw new ChatCompletionError('network', error instanceof Error ? error.message : String(error))
  }
  if (!response.ok) {
    const kind =
      response.status === 401 || response.status === 403
        ? 'auth'
        : response.status === 429
          ? 'rate-limit'
          : 'status'
    throw new ChatCompletionError(kind, `HTTP ${response.status}: ${text.slice(0, 300)}`, response.status)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ChatCompletionError('malformed', `not JSON: ${text.slice(0, 300)}`)
  }
  const parsed = responseSchema.safeParse(json)
  if (!parsed.success) throw new ChatCompletionError('malformed', parsed.error.message.slice(0, 300))
  const [choice] = parsed.data.choices
  if (!choice) throw new ChatCompletionError('malformed', 'no choices')
  return {
    content: choice.message.content ?? null,
    toolCalls: (choice.message.tool_calls ?? []).map((call) => ({ ...call, type: 'function' as const })),
    finishReason: choice.finish_reason ?? null,
  }
}
