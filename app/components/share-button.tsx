import { Share2 } from 'lucide-react'
import { notify } from './toast.tsx'

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * 'Jaga': the system share sheet where the browser has one, otherwise the address is copied to the
 * clipboard. The server renders the button, so that the island waits for the visitor's tap before its
 * code loads (registry.ts); sharing needs JavaScript, so a browser without it does not show the button
 * (`scripting: none`).
 */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  async function share() {
    const url = `${window.location.origin}${window.location.pathname}`
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyToClipboard(url)) void notify('success', 'Link kopeeritud')
    else void notify('error', 'Linki ei õnnestunud kopeerida', url)
  }

  return (
    <button type="button" onClick={share} className={`noscript:hidden ${className ?? ''}`}>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      Jaga
    </button>
  )
}
