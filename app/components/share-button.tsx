import { Share2 } from 'lucide-react'
import { notify } from './toast.tsx'
import { useHydrated } from './use-hydrated.ts'

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
 * clipboard. Sharing needs JavaScript, so the button appears only once the page has hydrated.
 */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null

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
    <button type="button" onClick={share} className={className}>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      Jaga
    </button>
  )
}
