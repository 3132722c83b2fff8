import { useSyncExternalStore } from 'react'

function subscribe() {
  return () => {}
}

/**
 * False while the server renders and during hydration, true afterwards. The server snapshot keeps the
 * first client render identical to the server's HTML; pages reached by client navigation see true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
