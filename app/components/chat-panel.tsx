import { type FormEvent, Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import type { ChatTexts } from '#app/content/messages/chat.ts'
import { reopenOnNextPage } from './chat-continuity.ts'
import { ChatIcon } from './chat-icon.tsx'

/**
 * The chat adviser's panel, loaded on demand by chat-widget.tsx. It speaks the n8n chat webhook protocol
 * (sendMessage / loadPreviousSession) with whatever CHAT_WEBHOOK_URL names, keeps the session id in
 * sessionStorage, and renders answers as text: the only markup it understands is a Markdown link to one
 * of our own pages.
 */

interface ChatMessage {
  role: 'user' | 'assistant'
  text: string
}

const sessionKey = 'padu-karjaar-chat-session'
const maxQuestionLength = 1000

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The stored id, and whether it was there already (then the session may have messages to load). */
function sessionFromStorage(): { id: string; existing: boolean } {
  try {
    const stored = window.sessionStorage.getItem(sessionKey)
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return { id: stored, existing: true }
    const id = newSessionId()
    window.sessionStorage.setItem(sessionKey, id)
    return { id, existing: false }
  } catch {
    // Storage switched off: the conversation lasts as long as the page.
    return { id: newSessionId(), existing: false }
  }
}

async function callWebhook(url: string, body: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = json && typeof json === 'object' && 'error' in json ? json.error : null
    throw new WebhookError(typeof error === 'string' ? error.slice(0, 300) : null)
  }
  return json
}

/** A failed call; visitorMessage is the webhook's own Estonian explanation when it gave one. */
class WebhookError extends Error {
  constructor(readonly visitorMessage: string | null) {
    super(visitorMessage ?? 'chat webhook failed')
  }
}

/** n8n answers {output}; some workflows wrap it in a list. */
function readOutput(json: unknown): string | null {
  const item = Array.isArray(json) ? json[0] : json
  if (item && typeof item === 'object' && 'output' in item && typeof item.output === 'string')
    return item.output
  return null
}

function readPreviousMessages(json: unknown): ChatMessage[] {
  const data = json && typeof json === 'object' && 'data' in json && Array.isArray(json.data) ? json.data : []
  return data.flatMap((item: unknown): ChatMessage[] => {
    if (!item || typeof item !== 'object') return []
    const { id, kwargs } = item as { id?: unknown; kwargs?: { content?: unknown } }
    if (typeof kwargs?.content !== 'string') return []
    const human = Array.isArray(id) && id.includes('HumanMessage')
    return [{ role: human ? 'user' : 'assistant', text: kwargs.content }]
  })
}

const linkPattern = /\[([^\]\n]+)\]\(([^)\s]+)\)/g
const ownPath = /^\/(?!\/)[^\s\\]*$/

/** Text with Markdown links; a link elsewhere than our own site keeps only its words. */
function renderLine(line: string, onNavigate: () => void): ReactNode[] {
  const text = line.replaceAll('**', '')
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = '', href = ''] = match
    nodes.push(text.slice(last, match.index))
    nodes.push(
      ownPath.test(href) ? (
        <a
          key={match.index}
          href={href}
          onClick={onNavigate}
          className="font-semibold text-accent-hover underline"
        >
          {label}
        </a>
      ) : (
        label
      ),
    )
    last = match.index + whole.length
  }
  nodes.push(text.slice(last))
  return nodes
}

/** Consecutive lines of one kind: plain lines, or Markdown list items ('- …'). */
function lineGroups(paragraph: string): { list: boolean; lines: string[] }[] {
  const groups: { list: boolean; lines: string[] }[] = []
  for (const line of paragraph.split('\n')) {
    const list = /^\s*[-*•]\s+/.test(line)
    const text = list ? line.replace(/^\s*[-*•]\s+/, '') : line
    const last = groups.at(-1)
    if (last && last.list === list) last.lines.push(text)
    else groups.push({ list, lines: [text] })
  }
  return groups
}

/** Paragraphs, line breaks, lists and links of an answer; long words and addresses wrap. */
function MessageText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return (
    <div className="space-y-2 [overflow-wrap:anywhere]">
      {text.split(/\n{2,}/).flatMap((paragraph, index) =>
        lineGroups(paragraph).map((group, groupIndex) =>
          group.list ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <ul key={`${index}-${groupIndex}`} className="list-disc space-y-1 pl-5">
              {group.lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one fixed list
                <li key={lineIndex}>{renderLine(line, onNavigate)}</li>
              ))}
            </ul>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <p key={`${index}-${groupIndex}`}>
              {group.lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed paragraph
                <Fragment key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {renderLine(line, onNavigate)}
                </Fragment>
              ))}
            </p>
          ),
        ),
      )}
    </div>
  )
}

export default function ChatPanel(props: {
  id: string
  open: boolean
  onClose: () => void
  webhookUrl: string
  business: Pick<BusinessInfo, 'phone' | 'phoneE164'>
  /** The window's words in the page's language (ADR 060). */
  texts: ChatTexts
  /** The privacy notice in the page's language. */
  privacyHref: string
}) {
  const { id, open, onClose, webhookUrl, business, texts } = props
  const examples = [texts.example1, texts.example2, texts.example3, texts.example4]
  const titleId = useId()
  const inputId = useId()
  const [session] = useState(sessionFromStorage)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [question, setQuestion] = useState('')
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLDivElement>(null)

  // The earlier messages of this browser tab's session, once per page load.
  useEffect(() => {
    if (!session.existing) return
    let cancelled = false
    callWebhook(webhookUrl, { action: 'loadPreviousSession', sessionId: session.id })
      .then((json) => {
        if (!cancelled) setMessages((current) => (current.length > 0 ? current : readPreviousMessages(json)))
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [session, webhookUrl])

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  const messageCount = messages.length
  useEffect(() => {
    if (messageCount > 0 || pending) log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [messageCount, pending])

  async function ask(text: string) {
    const trimmed = text.trim().slice(0, maxQuestionLength)
    if (!trimmed || pending) return
    setMessages((current) => [...current, { role: 'user', text: trimmed }])
    setQuestion('')
    setFailed(null)
    setPending(true)
    try {
      const json = await callWebhook(webhookUrl, {
        action: 'sendMessage',
        sessionId: session.id,
        chatInput: trimmed,
      })
      const output = readOutput(json)
      if (output === null) throw new Error('no output')
      setMessages((current) => [...current, { role: 'assistant', text: output }])
    } catch (error) {
      const message = error instanceof WebhookError ? error.visitorMessage : null
      setFailed(message ?? texts.failed)
    } finally {
      setPending(false)
      input.current?.focus()
    }
  }

  // On a phone the panel covers the page the visitor just asked to see; on a wider screen it opens
  // again on that page.
  function followLink() {
    if (window.matchMedia('(max-width: 639px)').matches) onClose()
    else reopenOnNextPage()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void ask(question)
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-xl border border-stone-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-20 sm:h-[34rem] sm:max-h-[calc(100dvh-6rem)] sm:w-96 sm:rounded-xl"
    >
      <div className="flex items-center justify-between gap-2 rounded-t-xl bg-graphite py-1 pr-1 pl-4 text-white">
        <h2 id={titleId} className="font-semibold">
          {texts.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.close}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-graphite-soft"
        >
          <ChatIcon>
            <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </ChatIcon>
        </button>
      </div>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={texts.log}
        className="min-h-40 flex-1 space-y-3 overflow-y-auto px-4 py-3 text-[0.95rem] leading-relaxed"
      >
        {messages.length === 0 ? (
          <div>
            <p>{texts.greeting}</p>
            <p className="mt-2 text-sm text-stone-700">
              {texts.saved}{' '}
              <a
                href={props.privacyHref}
                onClick={followLink}
                className="font-semibold text-accent-hover underline"
              >
                {texts.privacyLink}
              </a>
            </p>
            <p className="mt-3 text-sm font-semibold text-stone-700">{texts.examples}</p>
            <ul className="mt-1 space-y-2">
              {examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => void ask(example)}
                    className="min-h-11 w-full rounded-lg border border-stone-200 bg-sand-50 px-3 py-2 text-left hover:border-accent"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          messages.map((message, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended
              key={index}
              className={
                message.role === 'user'
                  ? 'ml-8 rounded-lg bg-accent-soft px-3 py-2'
                  : 'mr-4 rounded-lg bg-stone-100 px-3 py-2'
              }
            >
              <span className="sr-only">{message.role === 'user' ? texts.you : texts.adviser}</span>
              <MessageText text={message.text} onNavigate={followLink} />
            </div>
          ))
        )}
        {pending ? <p className="text-sm text-stone-600">{texts.typing}</p> : null}
        {failed ? (
          <p className="text-sm text-red-800">
            {failed} {texts.callInstead}{' '}
            <a href={`tel:${business.phoneE164}`} className="font-semibold underline">
              {business.phone}
            </a>
            .
          </p>
        ) : null}
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 p-3">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {texts.question}
          </label>
          <input
            ref={input}
            id={inputId}
            name="chatInput"
            type="text"
            autoComplete="off"
            maxLength={maxQuestionLength}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={texts.placeholder}
            className="min-h-11 w-full rounded-md border border-stone-400 px-3"
          />
        </div>
        <button
          type="submit"
          disabled={pending || question.trim() === ''}
          className="min-h-11 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-hover disabled:opacity-60"
        >
          {texts.send}
        </button>
      </form>
    </section>
  )
}
