import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * Toasts without putting the toast library on any page's load: the Toaster and its styles load the first
 * time a toast is wanted, and notify() waits until it listens. Its live region gets a moment in the page
 * before the first toast, so that screen readers announce the toast as an addition to it.
 *
 * A page rendered whole by React (the staff's pages) has a LazyToaster in its layout. A public page made
 * of islands has none: nothing of the toasts runs there until the first notify() gives it a root of its own.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

let requestMount: (() => void) | undefined
let mountWanted = false
let markReady: () => void = () => {}
/** How long the live region is in the page before the first toast goes into it. */
const liveRegionLeadMs = 150
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

function Ready() {
  // Effects run in tree order: this one runs after the Toaster's own, so it is subscribed by now.
  useEffect(() => {
    const timer = window.setTimeout(markReady, liveRegionLeadMs)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}

export function LazyToaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    // One LazyToaster shows the toasts: a second one (the root notify() made, should a layout's come
    // after it) stays empty, or the page would have two toast regions of one name.
    if (requestMount) return
    const mount = () => setMounted(true)
    requestMount = mount
    if (mountWanted) mount()
    return () => {
      if (requestMount === mount) requestMount = undefined
    }
  }, [])
  if (!mounted) return null
  // In the page's own language (ADR 060): the toasts mount on the client, where <html lang> names it.
  const words = toastWords[document.documentElement.lang as keyof typeof toastWords] ?? toastWords.et
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={6000}
        // The library names its region and close buttons in English.
        containerAriaLabel={words.region}
        toastOptions={{ closeButtonAriaLabel: words.close }}
        // The library's green and red text are a little light on their pale backgrounds (below WCAG AA's
        // 4.5:1); these darker shades keep its look and pass.
        style={{ '--success-text': '#166534', '--error-text': '#b91c1c' } as React.CSSProperties}
      />
      <Ready />
    </Suspense>
  )
}

/** The notifications' region and close button in the three languages. */
const toastWords = {
  et: { region: 'Teated', close: 'Sulge teade' },
  ru: { region: 'Уведомления', close: 'Закрыть уведомление' },
  en: { region: 'Notifications', close: 'Close notification' },
} as const

let ownRootStarted = false

/**
 * A root of the toasts' own at the end of the page, for a page whose layout has no LazyToaster. It waits
 * a task first: a notify() from an effect (a staff page's message after a reload) runs before the effects
 * of the layout's LazyToaster in the same commit, which registers by then.
 */
async function mountOwnToaster() {
  if (ownRootStarted) return
  ownRootStarted = true
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (requestMount) return
  const { createRoot } = await import('react-dom/client')
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(<LazyToaster />)
}

export async function notify(kind: 'success' | 'error', title: string, description?: string) {
  mountWanted = true
  if (requestMount) requestMount()
  else void mountOwnToaster()
  const [{ toast }] = await Promise.all([import('sonner'), ready])
  toast[kind](title, description ? { description } : undefined)
}
