import { useEffect, useState } from 'react'

/**
 * False while the server renders and during hydration, true from the render after. The first render in
 * the browser is the server's HTML, under React and under the islands' Preact alike
 * (docs/decisions/034-islands.md), whose `useSyncExternalStore` has no server snapshot.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
