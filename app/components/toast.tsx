import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * Toasts without putting the toast library on the critical path: the Toaster loads when the browser is
 * idle after the page appeared (or at once when a toast is wanted), and notify() waits until it listens.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

let requestMount: (() => void) | undefined
let mountWanted = false
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

function Ready() {
  // Effects run in tree order: this one runs after the Toaster's own, so it is subscribed by now.
  useEffect(() => markReady(), [])
  return null
}

export function LazyToaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    requestMount = () => setMounted(true)
    if (mountWanted) setMounted(true)
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500))
    const handle = idle(() => setMounted(true))
    return () => {
      requestMount = undefined
      if (typeof handle === 'number' && !window.requestIdleCallback) window.clearTimeout(handle)
      else window.cancelIdleCallback?.(handle)
    }
  }, [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={6000}
        // The library's green and red text are a little light on their pale backgrounds (below WCAG AA's
        // 4.5:1); these darker shades keep its look and pass.
        style={{ '--success-text': '#166534', '--error-text': '#b91c1c' } as React.CSSProperties}
      />
      <Ready />
    </Suspense>
  )
}

export async function notify(kind: 'success' | 'error', title: string, description?: string) {
  mountWanted = true
  requestMount?.()
  const [{ toast }] = await Promise.all([import('sonner'), ready])
  toast[kind](title, description ? { description } : undefined)
}
