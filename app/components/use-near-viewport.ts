import { type RefObject, useEffect, useState } from 'react'
import { onceNear } from '#app/lib/once-near.ts'

/**
 * True once the element comes within `margin` of the viewport; stays true. Where IntersectionObserver
 * is missing, it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    return onceNear([element], margin, () => setNear(true))
  }, [ref, margin, near])
  return near
}
