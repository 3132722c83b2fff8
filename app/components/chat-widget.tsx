import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { BusinessInfo } from '#app/content/business.ts'
import type { ChatTexts } from '#app/content/messages/chat.ts'
import { takeReopen } from './chat-continuity.ts'
import { ChatIcon } from './chat-icon.tsx'

/**
 * The chat adviser's launcher: a fixed button, server-rendered so that it never shifts the page. The
 * panel's code is downloaded only when the visitor opens the chat (or points at the button), so that
 * the first load of every page carries nothing but this button. It is its icon until the end of the
 * page, where there is room for its name: by CSS alone (app.css, `.chat-launcher`).
 */
const loadPanel = () => import('./chat-panel.tsx')
const ChatPanel = lazy(loadPanel)

export const chatPanelId = 'chat-panel'

/** An island (docs/decisions/034-islands.md): the address it posts to comes from the server's settings. */
export function ChatWidget({
  webhookUrl,
  business,
  texts,
  privacyHref,
}: {
  webhookUrl: string
  business: Pick<BusinessInfo, 'phone' | 'phoneE164'>
  /** The window's words in the page's language (ADR 060). */
  texts: ChatTexts
  privacyHref: string
}) {
  const [open, setOpen] = useState(false)
  // Once opened the panel stays mounted (hidden when closed): the conversation lives for the page load.
  const [mounted, setMounted] = useState(false)
  const launcher = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setOpen(false)
    launcher.current?.focus()
  }, [])
  useEffect(() => {
    if (!takeReopen()) return
    setMounted(true)
    setOpen(true)
  }, [])

  return (
    <>
      <button
        ref={launcher}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={mounted ? chatPanelId : undefined}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onClick={() => {
          setMounted(true)
          setOpen((value) => !value)
        }}
        className="chat-launcher fixed right-4 bottom-4 z-40 inline-flex min-h-12 items-center rounded-full bg-graphite font-semibold text-white shadow-lg ring-2 ring-white/80 hover:bg-graphite-soft"
      >
        <ChatIcon>
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"
          />
        </ChatIcon>
        <span className="chat-launcher-label">{texts.launcher}</span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel
            id={chatPanelId}
            open={open}
            onClose={close}
            webhookUrl={webhookUrl}
            business={business}
            texts={texts}
            privacyHref={privacyHref}
          />
        </Suspense>
      ) : null}
    </>
  )
}
